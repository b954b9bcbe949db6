// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brand, productPath } from '../site';
import * as policiesModule from './policies';
import * as products from './products';
import { productSuffixes } from './routes';
import * as shipping from './shipping';
import type { WholesalePage } from './types';
import { allStrings, specText } from './test-utils';

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

  const wholesale = (page: WholesalePage, figures: string[]): void => {
    expect(page.specs.groups.map((g) => g.category)).toEqual([
      'Display',
      'Hardware',
      'Connectivity',
      'Physical',
    ]);
    const text = specText(page.specs.groups);
    for (const figure of figures) expect(text, `${page.name}: ${figure}`).toContain(figure);
    expect(page.intro.highlights).toHaveLength(4);
    expect(page.keyFeatures.items).toHaveLength(5);
    expect(page.applications.items).toHaveLength(4);
    expect(page.benefits.items).toHaveLength(7);
    expect(page.ctaCard.title).toBe('Apply for Partnership');
    expect(page.ctaCard.note).toMatch(/log in/);
    expect(page.hero.secondaryAction.href).toBe('/products');
    expect(page.closingBanner.contactSales.label).toBe('Contact Sales');
    expect(page.closingBanner.contactSales.href).toMatch(/^mailto:/);
    expect(page.relatedLinks.map((l) => l.href)).toContain(productPath('air'));
  };

  it('carries the AR Spatial figures', () => {
    wholesale(products.arSpatialPage, [
      '1920x1080 per eye',
      '45 degree',
      '125g',
      '3.5h',
      'Partner warranty claims: 3 years',
    ]);
  });

  it('carries the Max figures', () => {
    wholesale(products.maxPage, [
      '1080p',
      '40 degrees',
      '75g',
      '5h',
      'Manual, 58-72mm',
      'Partner warranty claims: 2 years',
    ]);
  });

  it('carries the Max 2 figures', () => {
    wholesale(products.max2Page, ['50 degrees', '80g', '4.5h', 'Wi-Fi 6E', 'Digital, 58-72mm']);
  });

  it('carries the AR Joy 2 figures', () => {
    wholesale(products.arJoy2Page, ['42 degrees', '65g', '5.5h', '64GB']);
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

  it('carries the AR Glasses figures, groups and use cases', () => {
    const page = products.arGlassesPage;
    expect(page.specs.groups.map((g) => g.category.toLowerCase())).toEqual([
      'display',
      'computing',
      'sensors and cameras',
      'audio',
      'physical',
      'software',
    ]);
    const text = specText(page.specs.groups);
    for (const figure of ['43°', '1280×720 per eye', '1,800 nits', '95g', '6-hour battery'])
      expect(text).toContain(figure);
    expect(page.useCases?.items.map((u) => u.title.toLowerCase())).toEqual([
      'remote expert assistance',
      'training and simulation',
      'maintenance and repair',
    ]);
    const links = allStrings(page);
    // The spec's /partner-signup link leads to the partner application (a server redirect); content links there directly.
    for (const href of ['/contact', '/become-partner']) expect(links).toContain(href);
    expect(links).not.toContain('/partner-signup');
  });

  it('shows the AI Glasses as coming soon', () => {
    const page = products.aiGlassesPage;
    expect(page.hero.badge).toBe('Coming Soon');
    expect(page.hero.imageLabel).toMatch(/prototype/i);
    expect(page.features.items).toHaveLength(6);
    expect(page.useCases?.items).toHaveLength(3);
    const links = allStrings(page);
    for (const href of ['/contact', '/subscribe', '/become-partner']) expect(links).toContain(href);
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

describe('policies', () => {
  const { policies } = policiesModule;

  it('has five dated policies', () => {
    expect(Object.keys(policies)).toEqual(['privacy', 'terms', 'cookies', 'shipping', 'refund']);
    for (const policy of Object.values(policies)) {
      expect(policy.lastUpdated).toBe('May 24, 2025');
      expect(policy.sections.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('carries every policy figure', () => {
    const text = (slug: keyof typeof policies): string => allStrings(policies[slug].sections);
    const expectations: [keyof typeof policies, string[]][] = [
      [
        'shipping',
        [
          '1-3 business days',
          'Express: 3-7 business days',
          'Standard: 7-14 business days',
          'Economy: 14-21 business days',
          'within 48 hours of delivery',
        ],
      ],
      [
        'refund',
        [
          'unopened items within 30 days',
          'within 14 days',
          'Credit card: 5-10 business days',
          'Bank transfer: 7-14 business days',
          'Enterprise credit',
          '3-5 business days',
        ],
      ],
      [
        'privacy',
        [
          'Partner applications: 7 years',
          'Contact forms and enterprise enquiries: 3 years',
          'Analytics data: 2 years',
          'Newsletter subscriptions: until you unsubscribe',
          'within 45 days',
        ],
      ],
      ['terms', ['negotiation period of 30 days']],
      ['cookies', ['Necessary:', 'Analytics:', 'Marketing:']],
    ];
    for (const [slug, figures] of expectations) {
      for (const figure of figures) expect(text(slug), `${slug}: ${figure}`).toContain(figure);
    }
  });

  it('points visitors who change their mind at the Cookie settings control, not at clearing site data', () => {
    const text = allStrings(policies.cookies.sections);
    expect(text).toContain('choose Cookie settings at the bottom of any page');
    expect(text).not.toContain('site data');
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

  it('has the HS code note', () => {
    expect(shipping.hsCodeNote).toMatch(/Chinese HS codes/);
    expect(shipping.hsCodeNote).toMatch(/first 6 digits/);
    expect(shipping.hsCodeNote).toMatch(/glasses series/);
    expect(shipping.hsCodeNote).toMatch(/station series/);
    expect(shipping.shippingPage.backLink.href).toBe('/partners/dashboard');
  });
});
