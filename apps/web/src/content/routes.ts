/** Route parameters and anchors the content links with; the routes themselves are listed in app/routes.ts. */

/** Catalogue product route suffixes (`/products/{brand}-{suffix}`). */
export const productSuffixes = [
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
] as const;

export type ProductSuffix = (typeof productSuffixes)[number];

export const policySlugs = ['privacy', 'terms', 'cookies', 'shipping', 'refund'] as const;
export type PolicySlug = (typeof policySlugs)[number];

/** Landing-page anchors, as used in links from other pages (`/#contact`). */
export const homeAnchors = {
  products: 'products',
  businessSolutions: 'business-solutions',
  caseStudies: 'case-studies',
  partnerProgram: 'partner-program',
  contact: 'contact',
} as const;
