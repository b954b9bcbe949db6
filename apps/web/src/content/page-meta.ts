import { brand } from '../site';
import { aboutMeta } from './about';
import { developersMeta } from './developers';
import { docsMeta } from './docs';
import { faqMeta } from './faq';
import { globalPartnersMeta } from './global-partners';
import { homeMeta } from './home';
import { partnerSuccessMeta } from './partner-success';
import { policyList } from './policies';
import { productPages, productsMeta, wholesalePages } from './products';
import { resourcePages } from './resources';
import { sdkPages } from './sdk';
import { shippingPageMeta } from './shipping';
import type { PageMeta } from './types';
import { yodaosMeta } from './yodaos';

/** Suffix appended to every document title except the home page's. */
export const titleSuffix = ` | ${brand.name}`;

/** Document title for a page: the home page's title is used as is. */
export const documentTitle = (path: string, meta: PageMeta): string =>
  path === '/' ? meta.title : `${meta.title}${titleSuffix}`;

/**
 * Title and description of every route, for prerendered <head> tags. Pages whose content
 * lives outside this folder (forms, console, portals, admin) get their head text here too.
 */
export const pageMeta: Record<string, PageMeta> = {
  '/': homeMeta,
  '/about': aboutMeta,
  '/products': productsMeta,
  ...Object.fromEntries(Object.values(wholesalePages).map((page) => [page.href, page.meta])),
  ...Object.fromEntries(Object.values(productPages).map((page) => [page.href, page.meta])),
  ...Object.fromEntries(
    policyList.map((policy) => [
      `/policies/${policy.slug}`,
      { title: policy.title, description: policy.description },
    ]),
  ),
  '/partner-success': partnerSuccessMeta,
  '/contact': {
    title: 'Contact us',
    description: `Contact ${brand.name} sales, partner and developer teams about products, pilots, partnerships and the developer program.`,
  },
  '/become-partner': {
    title: 'Become a Partner',
    description: `Apply to distribute ${brand.name} AR glasses as a master distributor, authorized wholesaler or value-added reseller. We respond within 2 business days.`,
  },
  '/become-developer': {
    title: 'Join the Developer Program',
    description: `Apply to the ${brand.name} developer program for SDK access, development hardware and engineering support. Applications are reviewed within 2 business days.`,
  },
  '/partner-signup': {
    title: 'Partner sign-up',
    description: `Register as a ${brand.name} solution or launch partner.`,
  },
  '/subscribe': {
    title: 'Join the waitlist',
    description: `Subscribe to hear first about ${brand.name} AI Glasses and other new products.`,
  },
  '/developers': developersMeta,
  '/sdk/cxr-m': sdkPages['cxr-m'].meta,
  '/sdk/cxr-s': sdkPages['cxr-s'].meta,
  '/console': {
    title: 'Developer Console',
    description: 'Manage your apps, API keys, SDK downloads and developer profile.',
  },
  '/yodaos-sprite': yodaosMeta,
  '/faq': faqMeta,
  ...docsMeta,
  ...Object.fromEntries(Object.values(resourcePages).map((page) => [page.path, page.meta])),
  '/global-partners': globalPartnersMeta,
  '/partners/portal': {
    title: 'Partner Portal login',
    description: `Sign in to the ${brand.name} partner portal for documents, shipping information and the press kit.`,
  },
  '/partners/dashboard': {
    title: 'Partner Dashboard',
    description: 'Partner documents, shipping information and resources.',
  },
  '/partners/shipping': shippingPageMeta,
  '/partners/download-center': {
    title: 'Download Center',
    description: 'Partner downloads: documents, product images and marketing materials.',
  },
  '/partners/support': {
    title: 'Partner Support',
    description: 'Support resources and contacts for partners.',
  },
  '/admin/login': { title: 'Staff sign-in', description: 'Staff administration sign-in.' },
  '/admin': { title: 'Admin dashboard', description: 'Staff administration.' },
  '/admin/dashboard': { title: 'Partner Applications', description: 'Review partner applications.' },
  '/admin/developer-applications': {
    title: 'Developer Applications',
    description: 'Review developer program applications.',
  },
  '/admin/subscribers': { title: 'Email Subscribers', description: 'Manage newsletter subscribers.' },
  '/admin/form-submissions': { title: 'Form Submissions', description: 'Website form submissions.' },
};

export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
};
