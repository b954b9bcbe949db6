/**
 * The one route table of the site. `render: 'prerender'` routes are written to static HTML at build time
 * (public pages); `client` routes (admin, partner portal, console) are served the SPA shell and never
 * indexed. Each page is its own chunk, so admin and console code never loads on public pages.
 */
import { formSuccessPaths } from '@app/contracts/form-pages';
import { lazyPage, type PageComponent } from '../lib/lazy-page.tsx';
import type * as ResourcePageModule from '../pages/resources/resource-page.tsx';
import type * as ProductRouteModule from '../pages/products/product-route.tsx';
import type * as PolicyPageModule from '../pages/policies/policy-page.tsx';
import type * as SdkPageModule from '../pages/developers/sdk-page.tsx';
import type * as FormSentPagesModule from '../pages/forms/form-sent-pages.tsx';
import { withQueryClient } from '../lib/with-query-client.tsx';
import { productPath } from '../site.ts';
import { policySlugs, productSuffixes } from '../content/routes.ts';

export type LayoutKind = 'site' | 'bare';

export interface RouteDef {
  path: string;
  page: PageComponent;
  layout: LayoutKind;
  render: 'prerender' | 'client';
  /** The page ends in its own footer with a copyright line (the developer home's 2023): the site footer omits its own. */
  ownCopyright?: boolean;
}

const pub = (path: string, page: PageComponent): RouteDef => ({
  path,
  page,
  layout: 'site',
  render: 'prerender',
});
// Client-only pages (staff, portal, console) fetch with TanStack Query: their page brings the client.
const staff = (path: string, page: PageComponent): RouteDef => ({
  path,
  page: withQueryClient(page),
  layout: 'site',
  render: 'client',
});
const portal = (path: string, page: PageComponent): RouteDef => ({
  path,
  page: withQueryClient(page),
  layout: 'bare',
  render: 'client',
});

/** The resource landing pages (/docs, /docs/api, /forum, /app-store) share one chunk and one layout. */
const resourcePage = (name: 'DocsPage' | 'ApiDocsPage' | 'ForumPage' | 'AppStorePage') =>
  lazyPage<typeof ResourcePageModule>('resources/resource-page.tsx', (m) => m[name]);

/** Staff pages: each its own chunk (never loaded on public pages). */
const adminPage = lazyPage;
const partnerApplicationsPage = adminPage('admin/partner-applications-page.tsx');

export const notFoundPage = lazyPage('system/not-found-page.tsx');

export const routes: RouteDef[] = [
  // Marketing pages take their title and description from the content (the objects content/page-meta.ts lists).
  pub('/', lazyPage('home/home-page.tsx')),
  pub('/about', lazyPage('about/about-page.tsx')),
  pub('/products', lazyPage('products/catalogue-page.tsx')),
  ...productSuffixes.map((suffix) =>
    pub(
      productPath(suffix),
      lazyPage<typeof ProductRouteModule>('products/product-route.tsx', (m) => m.productRoutePage(suffix)),
    ),
  ),
  ...policySlugs.map((slug) =>
    pub(
      `/policies/${slug}`,
      lazyPage<typeof PolicyPageModule>('policies/policy-page.tsx', (m) => m.policyRoutePage(slug)),
    ),
  ),
  pub('/partner-success', lazyPage('partners-public/partner-success-page.tsx')),
  pub('/global-partners', lazyPage('partners-public/global-partners-page.tsx')),
  pub('/contact', lazyPage('forms/contact-page.tsx')),
  pub('/become-partner', lazyPage('forms/become-partner-page.tsx')),
  pub('/become-developer', lazyPage('forms/become-developer-page.tsx')),
  {
    ...pub('/developers', lazyPage('developers/developers-page.tsx')),
    ownCopyright: true,
  },
  pub(
    '/sdk/cxr-m',
    lazyPage<typeof SdkPageModule>('developers/sdk-page.tsx', (m) => m.CxrMPage),
  ),
  pub(
    '/sdk/cxr-s',
    lazyPage<typeof SdkPageModule>('developers/sdk-page.tsx', (m) => m.CxrSPage),
  ),
  pub('/yodaos-sprite', lazyPage('developers/yodaos-page.tsx')),
  pub('/faq', lazyPage('developers/faq-page.tsx')),
  pub('/subscribe', lazyPage('forms/subscribe-page.tsx')),
  // Where a form posted without JavaScript lands once accepted (noindex, out of the sitemap).
  ...(
    [
      [formSuccessPaths.lead, 'LeadSentPage'],
      [formSuccessPaths.partner, 'PartnerSentPage'],
      [formSuccessPaths.developer, 'DeveloperSentPage'],
      [formSuccessPaths.newsletter, 'NewsletterSentPage'],
      [formSuccessPaths.waitlist, 'WaitlistSentPage'],
    ] as const
  ).map(([path, name]) =>
    pub(
      path,
      lazyPage<typeof FormSentPagesModule>('forms/form-sent-pages.tsx', (m) => m[name]),
    ),
  ),
  // Reached from newsletter e-mails; the page itself is noindex.
  pub('/unsubscribe', lazyPage('forms/unsubscribe-page.tsx')),
  pub('/docs', resourcePage('DocsPage')),
  pub('/docs/api', resourcePage('ApiDocsPage')),
  pub('/forum', resourcePage('ForumPage')),
  pub('/app-store', resourcePage('AppStorePage')),
  staff('/console', lazyPage('console/console-page.tsx')),
  // Developer accounts: client-only (token links, session-dependent), with site chrome.
  staff('/developers/sign-in', lazyPage('developer-account/sign-in-page.tsx')),
  staff('/developers/set-password', lazyPage('developer-account/set-password-page.tsx')),
  staff('/developers/forgot-password', lazyPage('developer-account/forgot-password-page.tsx')),
  staff('/developers/confirm-email', lazyPage('developer-account/confirm-email-page.tsx')),
  staff('/admin/app-submissions', adminPage('admin/app-submissions-page.tsx')),
  staff('/admin/login', adminPage('admin/login-page.tsx')),
  staff('/admin', partnerApplicationsPage),
  staff('/admin/dashboard', partnerApplicationsPage),
  staff('/admin/overview', adminPage('admin/overview-page.tsx')),
  staff('/admin/subscribers', adminPage('admin/subscribers-page.tsx')),
  staff('/admin/form-submissions', adminPage('admin/form-submissions-page.tsx')),
  staff('/admin/developer-applications', adminPage('admin/developer-applications-page.tsx')),
  staff('/admin/audit-log', adminPage('admin/audit-log-page.tsx')),
  staff('/admin/staff', adminPage('admin/staff-page.tsx')),
  staff('/admin/account/security', adminPage('admin/account-security-page.tsx')),
  staff('/admin/held', adminPage('admin/held-page.tsx')),
  staff('/admin/privacy', adminPage('admin/privacy-requests-page.tsx')),
  portal('/partners/portal', lazyPage('partners/portal-page.tsx')),
  portal('/partners/dashboard', lazyPage('partners/dashboard-page.tsx')),
  portal('/partners/shipping', lazyPage('partners/shipping-page.tsx')),
  portal('/partners/download-center', lazyPage('partners/download-center-page.tsx')),
  portal('/partners/account/security', lazyPage('partners/security-page.tsx')),
  portal('/partners/support', lazyPage('partners/support-page.tsx')),
  portal('/partners/forgot-password', lazyPage('partners/forgot-password-page.tsx')),
  portal('/partners/set-password', lazyPage('partners/set-password-page.tsx')),
];

/** Paths that permanently move elsewhere; the server answers them with a redirect. */
export const redirects: Record<string, string> = {
  '/partner-signup': '/become-partner',
};
