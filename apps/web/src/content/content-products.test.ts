// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brand, productPath } from '../site';
import * as products from './products';
import { productSuffixes } from './routes';
import * as shipping from './shipping';

describe('products', () => {
  it('has the four catalogue groups and links every catalogue product', () => {
    expect(products.catalogueGroups.map((g) => g.title)).toEqual([
      'Upcoming',
      'Product Combos',
      'AR Glasses',
      'Accessories',
    ]);
    const hrefs = products.catalogueGroups.flatMap((g) => g.items.map((i) => i.href));
    for (const suffix of [
      'glasses',
      'ai-glasses',
      'ar-spatial',
      'ar-joy2',
      'max',
      'max2',
      'controller',
      'hub',
      'hdmi-adapter',
      'lens-inserts',
    ]) {
      expect(hrefs).toContain(productPath(suffix));
    }
  });

  it('lists every product that has a page in the catalogue (Lumen Air too)', () => {
    const hrefs = products.catalogueGroups.flatMap((g) => g.items.map((i) => i.href));
    for (const suffix of productSuffixes) expect(hrefs, suffix).toContain(productPath(suffix));
    const arGlasses = products.catalogueGroups.find((g) => g.id === 'ar-glasses');
    expect(arGlasses?.items.map((i) => i.name)).toContain(`${brand.name} Air`);
  });

  it('sends partners and developers to the right programs', () => {
    expect(products.arSpatialPage.hero.primaryAction.href).toBe('/become-partner');
    expect(products.maxPage.hero.primaryAction.href).toBe('/become-partner');
    expect(products.max2Page.hero.primaryAction).toMatchObject({
      href: '/become-developer',
      label: 'Join Developer Program',
    });
    expect(products.arJoy2Page.hero.primaryAction).toMatchObject({
      href: '/become-developer',
      label: 'Join Developer Program',
    });
    const devPageHrefs = [products.max2Page, products.arJoy2Page].flatMap((p) => [
      p.ctaCard.action.href,
      p.closingBanner.primaryAction.href,
    ]);
    expect(devPageHrefs).toContain('/become-partner');
  });

  it('resolves every product route to page data', () => {
    for (const suffix of [
      'glasses',
      'ai-glasses',
      'ar-spatial',
      'ar-joy2',
      'max',
      'max2',
      'controller',
      'hub',
      'hdmi-adapter',
      'lens-inserts',
      'air',
    ]) {
      const entry = products.findProductPage(suffix);
      expect(entry, suffix).toBeDefined();
      expect(entry?.page.href).toBe(productPath(suffix));
      expect(entry?.page.suffix).toBe(suffix);
    }
    expect(products.findProductPage('nope')).toBeUndefined();
  });
});

const round2 = (n: number): number => Math.round(n * 100) / 100;

describe('shipping tables', () => {
  it('computes volumetric weight as L×W×H/5000 everywhere', () => {
    for (const row of shipping.salesPackaging) {
      expect(row.volumetricWeightKg).toBe(round2((row.lengthCm * row.widthCm * row.heightCm) / 5000));
    }
    for (const row of shipping.outerCartons) {
      expect(row.volumetricWeightKg).toBe(round2((row.lengthCm * row.widthCm * row.heightCm) / 5000));
      expect(row.volumeM3).toBeCloseTo((row.lengthCm * row.widthCm * row.heightCm) / 1_000_000, 3);
      expect(row.unitsPerCarton).toBeGreaterThan(0);
    }
  });

  it('has valid EAN-13 codes and HS codes', () => {
    expect(shipping.isValidEan13('4006381333931')).toBe(true);
    expect(shipping.isValidEan13('4006381333932')).toBe(false);
    const eans = shipping.productCodes.map((r) => r.ean);
    expect(new Set(eans).size).toBe(eans.length);
    for (const row of shipping.productCodes) {
      expect(shipping.isValidEan13(row.ean), row.product).toBe(true);
      expect(row.hsCodeChina).toMatch(/^\d{10}$/);
    }
    const glasses = ['AR Spatial', 'Max', 'Max 2', 'AR Joy 2', 'AR Glasses'].map((n) => `${brand.name} ${n}`);
    for (const name of glasses) {
      expect(shipping.productCodes.find((r) => r.product === name)?.hsCodeChina, name).toBe(
        shipping.hsCodes.glassesSeries,
      );
    }
    const stations = shipping.productCodes.filter((r) => r.product.includes('Station'));
    expect(stations.length).toBeGreaterThanOrEqual(2);
    expect(stations.every((r) => r.hsCodeChina === shipping.hsCodes.stationSeries)).toBe(true);
    expect(shipping.hsCodes.glassesSeries).not.toBe(shipping.hsCodes.stationSeries);
  });

  it('lists the same products in all three tables, covering every product kind', () => {
    const names = shipping.salesPackaging.map((r) => r.product);
    expect(shipping.outerCartons.map((r) => r.item)).toEqual(names);
    expect(shipping.productCodes.map((r) => r.product)).toEqual(names);
    const joined = names.join('\n');
    for (const kind of [
      'AR Spatial',
      'Max 2',
      'AR Joy 2',
      'AR Glasses',
      'Hub',
      'Station',
      'Cable',
      'Lens Inserts',
      'HDMI Adapter',
      'Bundle',
    ]) {
      expect(joined).toContain(kind);
    }
  });
});
