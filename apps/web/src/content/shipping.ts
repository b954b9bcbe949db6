import { brand } from '../site';
import type { Link, OuterCartonRow, PageMeta, ProductCodeRow, SalesPackageRow, TableColumn } from './types';

/** Volumetric (dimensional) weight divisor used by express carriers: cm³ per kg. */
export const volumetricDivisor = 5000;

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** L × W × H / 5000, in kg, rounded to 2 decimals. */
export const volumetricWeightKg = (l: number, w: number, h: number): number =>
  round((l * w * h) / volumetricDivisor, 2);

/** L × W × H in cm → m³, rounded to 3 decimals. */
export const volumeM3 = (l: number, w: number, h: number): number => round((l * w * h) / 1_000_000, 3);

const salesRow = (
  product: string,
  l: number,
  w: number,
  h: number,
  actualWeightKg: number,
): SalesPackageRow => ({
  product,
  lengthCm: l,
  widthCm: w,
  heightCm: h,
  actualWeightKg,
  volumetricWeightKg: volumetricWeightKg(l, w, h),
});

const cartonRow = (
  item: string,
  l: number,
  w: number,
  h: number,
  unitsPerCarton: number,
  actualWeightKg: number,
): OuterCartonRow => ({
  item,
  lengthCm: l,
  widthCm: w,
  heightCm: h,
  unitsPerCarton,
  actualWeightKg,
  volumetricWeightKg: volumetricWeightKg(l, w, h),
  volumeM3: volumeM3(l, w, h),
});

const b = brand.name;

/** Product names used in all three tables. */
export const shippingProducts = {
  arSpatial: `${b} AR Spatial`,
  max: `${b} Max`,
  max2: `${b} Max 2`,
  arJoy2: `${b} AR Joy 2`,
  arGlasses: `${b} AR Glasses`,
  hub: `${b} Hub`,
  station2: `${b} Station 2`,
  stationPro: `${b} Station Pro`,
  controller: `${b} Controller`,
  displayCable: 'USB-C Display Cable (1.2 m)',
  chargingCable: 'USB-C Charging Cable (1 m)',
  lensInserts: `${b} Lens Inserts`,
  hdmiAdapter: `${b} HDMI Adapter`,
  bundleMax2Hub: `${b} Max 2 + Hub Bundle`,
  bundleArSpatialController: `${b} AR Spatial + Controller Bundle`,
} as const;

const p = shippingProducts;

export const shippingPageMeta: PageMeta = {
  title: 'Shipping and packaging information',
  description: 'Packaging dimensions, carton data and product codes for partners.',
};

export const shippingPage = {
  heading: 'Shipping & Packaging Information',
  intro:
    'Dimensions, weights and product codes for planning freight, warehousing and customs. Volumetric weight is calculated as length × width × height (cm) / 5000.',
  backLink: { label: 'Back to Dashboard', href: '/partners/dashboard' } satisfies Link,
  logoutLabel: 'Logout',
  logoutHref: '/partners/portal',
} as const;

export const salesPackagingTitle = 'Sales Packaging';

export const salesPackagingColumns: TableColumn<SalesPackageRow>[] = [
  { key: 'product', label: 'Product Name' },
  { key: 'lengthCm', label: 'Length (cm)' },
  { key: 'widthCm', label: 'Width (cm)' },
  { key: 'heightCm', label: 'Height (cm)' },
  { key: 'actualWeightKg', label: 'Actual Weight (kg)' },
  { key: 'volumetricWeightKg', label: 'Volumetric Weight (kg)' },
];

export const salesPackaging: SalesPackageRow[] = [
  salesRow(p.arSpatial, 24, 17, 9, 0.98),
  salesRow(p.max, 21, 15.5, 7.5, 0.62),
  salesRow(p.max2, 22, 16, 8, 0.68),
  salesRow(p.arJoy2, 20, 14, 7, 0.52),
  salesRow(p.arGlasses, 26, 19, 10, 1.15),
  salesRow(p.hub, 14, 10, 5, 0.32),
  salesRow(p.station2, 18, 12, 6, 0.55),
  salesRow(p.stationPro, 20, 14, 7, 0.72),
  salesRow(p.controller, 16, 8, 5, 0.15),
  salesRow(p.displayCable, 15, 10, 2.5, 0.09),
  salesRow(p.chargingCable, 12, 9, 2.5, 0.07),
  salesRow(p.lensInserts, 12, 8, 3, 0.06),
  salesRow(p.hdmiAdapter, 12, 9, 4, 0.12),
  salesRow(p.bundleMax2Hub, 28, 20, 9, 1.1),
  salesRow(p.bundleArSpatialController, 28, 20, 11, 1.22),
];

export const outerCartonTitle = 'Outer Carton';

export const outerCartonColumns: TableColumn<OuterCartonRow>[] = [
  { key: 'item', label: 'Item' },
  { key: 'lengthCm', label: 'L (cm)' },
  { key: 'widthCm', label: 'W (cm)' },
  { key: 'heightCm', label: 'H (cm)' },
  { key: 'unitsPerCarton', label: 'Units per Carton' },
  { key: 'actualWeightKg', label: 'Actual Weight (kg)' },
  { key: 'volumetricWeightKg', label: 'Volumetric Weight (kg)' },
  { key: 'volumeM3', label: 'Volume (m³)' },
];

export const outerCartons: OuterCartonRow[] = [
  cartonRow(p.arSpatial, 50, 37, 38, 8, 8.6),
  cartonRow(p.max, 44, 33, 32, 10, 6.8),
  cartonRow(p.max2, 46, 34, 34, 10, 7.4),
  cartonRow(p.arJoy2, 42, 30, 30, 10, 5.8),
  cartonRow(p.arGlasses, 54, 40, 42, 8, 10.1),
  cartonRow(p.hub, 43, 30, 21, 20, 6.9),
  cartonRow(p.station2, 38, 25, 26, 8, 4.9),
  cartonRow(p.stationPro, 42, 30, 30, 8, 6.3),
  cartonRow(p.controller, 34, 34, 22, 20, 3.6),
  cartonRow(p.displayCable, 32, 22, 27, 50, 5.1),
  cartonRow(p.chargingCable, 26, 20, 27, 50, 4.0),
  cartonRow(p.lensInserts, 26, 18, 16, 30, 2.2),
  cartonRow(p.hdmiAdapter, 38, 25, 22, 40, 5.4),
  cartonRow(p.bundleMax2Hub, 58, 42, 29, 6, 7.2),
  cartonRow(p.bundleArSpatialController, 58, 42, 35, 6, 8.0),
];

/** Chinese HS codes: one for the glasses series (and glasses bundles), one for the station series. */
export const hsCodes = {
  glassesSeries: '8528521200',
  stationSeries: '8471501000',
  hub: '8471800000',
  controller: '8471607200',
  cables: '8544421900',
  lensInserts: '9003110000',
  hdmiAdapter: '8543709990',
} as const;

export const productCodesTitle = 'Product Codes';

export const productCodeColumns: TableColumn<ProductCodeRow>[] = [
  { key: 'product', label: 'Product' },
  { key: 'ean', label: 'EAN' },
  { key: 'internalCode', label: 'Internal Code' },
  { key: 'hsCodeChina', label: 'HS Code (China)' },
];

export const productCodes: ProductCodeRow[] = [
  {
    product: p.arSpatial,
    ean: '6974206510011',
    internalCode: 'GL-ARS-01',
    hsCodeChina: hsCodes.glassesSeries,
  },
  { product: p.max, ean: '6974206510028', internalCode: 'GL-MAX-01', hsCodeChina: hsCodes.glassesSeries },
  { product: p.max2, ean: '6974206510035', internalCode: 'GL-MX2-01', hsCodeChina: hsCodes.glassesSeries },
  { product: p.arJoy2, ean: '6974206510042', internalCode: 'GL-AJ2-01', hsCodeChina: hsCodes.glassesSeries },
  {
    product: p.arGlasses,
    ean: '6974206510059',
    internalCode: 'GL-ARG-01',
    hsCodeChina: hsCodes.glassesSeries,
  },
  { product: p.hub, ean: '6974206510110', internalCode: 'AC-HUB-01', hsCodeChina: hsCodes.hub },
  { product: p.station2, ean: '6974206510219', internalCode: 'ST-S2-01', hsCodeChina: hsCodes.stationSeries },
  {
    product: p.stationPro,
    ean: '6974206510226',
    internalCode: 'ST-SP-01',
    hsCodeChina: hsCodes.stationSeries,
  },
  { product: p.controller, ean: '6974206510714', internalCode: 'AC-CTL-01', hsCodeChina: hsCodes.controller },
  { product: p.displayCable, ean: '6974206510318', internalCode: 'CB-DP12-01', hsCodeChina: hsCodes.cables },
  { product: p.chargingCable, ean: '6974206510325', internalCode: 'CB-CH10-01', hsCodeChina: hsCodes.cables },
  {
    product: p.lensInserts,
    ean: '6974206510417',
    internalCode: 'AC-LNS-01',
    hsCodeChina: hsCodes.lensInserts,
  },
  {
    product: p.hdmiAdapter,
    ean: '6974206510516',
    internalCode: 'AC-HDMI-01',
    hsCodeChina: hsCodes.hdmiAdapter,
  },
  {
    product: p.bundleMax2Hub,
    ean: '6974206510615',
    internalCode: 'BD-MX2HUB-01',
    hsCodeChina: hsCodes.glassesSeries,
  },
  {
    product: p.bundleArSpatialController,
    ean: '6974206510622',
    internalCode: 'BD-ARSCTL-01',
    hsCodeChina: hsCodes.glassesSeries,
  },
];

const dotted = (code: string): string =>
  `${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6, 8)}.${code.slice(8)}`;

/** Note shown under the product codes table. */
export const hsCodeNote = `HS codes listed are Chinese HS codes and are provided for reference only. Other countries use the first 6 digits (the international HS subheading) and add their own national digits. The glasses series, including glasses bundles, uses ${dotted(hsCodes.glassesSeries)}; the station series uses ${dotted(hsCodes.stationSeries)}. Please confirm classification with your customs broker before import.`;

/** Valid EAN-13: 13 digits whose weighted sum (1, 3, 1, 3, …) is a multiple of 10. */
export const isValidEan13 = (ean: string): boolean => {
  if (!/^\d{13}$/.test(ean)) return false;
  const sum = [...ean].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
};
