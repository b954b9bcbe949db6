import type { IconName, Link } from './common';

// Policies

interface PolicySection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Policy {
  slug: 'privacy' | 'terms' | 'cookies' | 'shipping' | 'refund';
  title: string;
  /** One-sentence summary, also used as the page's meta description. */
  description: string;
  lastUpdated: string;
  sections: PolicySection[];
}

// ---------------------------------------------------------------------------
// Site chrome

interface NavLink {
  kind: 'link';
  label: string;
  href: string;
}

export interface NavGroup {
  kind: 'group';
  label: string;
  items: Link[];
}

export type NavItem = NavLink | NavGroup;

export interface SocialLink extends Link {
  network: 'linkedin' | 'youtube';
}

// ---------------------------------------------------------------------------
// Partner shipping tables

/** Retail (sales) packaging of one unit. Dimensions in cm, weights in kg. */
export interface SalesPackageRow {
  product: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  actualWeightKg: number;
  /** L × W × H / 5000, rounded to 2 decimals. */
  volumetricWeightKg: number;
}

/** Outer (master) carton. Dimensions in cm, weights in kg, volume in cubic metres. */
export interface OuterCartonRow {
  item: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  unitsPerCarton: number;
  actualWeightKg: number;
  /** L × W × H / 5000, rounded to 2 decimals. */
  volumetricWeightKg: number;
  /** L × W × H / 1,000,000, in m³, rounded to 3 decimals. */
  volumeM3: number;
}

export interface ProductCodeRow {
  product: string;
  /** EAN-13 barcode number (13 digits, valid check digit). */
  ean: string;
  internalCode: string;
  /** Chinese customs (HS) code, 10 digits. */
  hsCodeChina: string;
}

export interface TableColumn<Row> {
  key: keyof Row;
  label: string;
}

// Partner portal

export interface PartnerDocument {
  title: string;
  description: string;
  /** File name passed to GET /api/partner-documents/{fileName}. */
  fileName: string;
  format: string;
  languages: string;
  date: string;
}

export interface PartnerDashboardCard {
  id: 'shipping' | 'press-kit' | 'download-center' | 'support-hub';
  icon: IconName;
  title: string;
  description: string;
  action: Link & { external?: boolean };
}
