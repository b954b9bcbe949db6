import { productPath } from '../site';
import { docSlugs } from './doc-slugs';

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

/** Routes behind a login or for staff: linked to, but not for search engines or the sitemap. */
export const restrictedRoutes = [
  '/admin/login',
  '/admin',
  '/admin/dashboard',
  '/admin/subscribers',
  '/admin/form-submissions',
  '/admin/developer-applications',
  '/partners/portal',
  '/partners/dashboard',
  '/partners/shipping',
  '/partners/download-center',
  '/partners/support',
  '/console',
] as const;

/** Public marketing, product, developer and policy routes. */
export const publicRoutes = [
  '/',
  '/about',
  '/products',
  ...productSuffixes.map((suffix) => productPath(suffix)),
  ...policySlugs.map((slug) => `/policies/${slug}`),
  '/partner-success',
  '/contact',
  '/become-partner',
  '/become-developer',
  '/developers',
  '/sdk/cxr-m',
  '/sdk/cxr-s',
  '/yodaos-sprite',
  '/faq',
  '/partner-signup',
  '/subscribe',
  '/docs',
  ...docSlugs.map((slug) => `/docs/${slug}`),
  '/docs/api',
  '/forum',
  '/app-store',
  '/global-partners',
];

/** Every route of the site (both spec route tables plus the added pages). Content links only to these. */
export const knownRoutes: readonly string[] = [...publicRoutes, ...restrictedRoutes];

/** Landing-page anchors, as used in links from other pages (`/#contact`). */
export const homeAnchors = {
  products: 'products',
  businessSolutions: 'business-solutions',
  caseStudies: 'case-studies',
  partnerProgram: 'partner-program',
  contact: 'contact',
} as const;

export type HomeAnchor = (typeof homeAnchors)[keyof typeof homeAnchors];

/** True when `href` (with any #hash or ?query removed) is a known route. */
export const isKnownRoute = (href: string): boolean => {
  const path = href.split(/[?#]/)[0] ?? '';
  return knownRoutes.includes(path === '' ? '/' : path);
};
