/**
 * The one route table of the site. `render: 'prerender'` routes are written to static HTML at build time
 * (public pages); `client` routes (admin, partner portal, console) are served the SPA shell and never
 * indexed. Each page is its own chunk, so admin and console code never loads on public pages.
 */
import { formSuccessPaths } from '@app/contracts/form-pages';
import { lazyPage, type PageComponent } from '../lib/lazy-page.tsx';
import { withQueryClient } from '../lib/lazy-query-client.tsx';
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
  lazyPage(() => import('../pages/resources/resource-page.tsx').then((m) => ({ default: m[name] })));

/** Staff pages: each its own chunk (never loaded on public pages). */
const adminPage = lazyPage;
const partnerApplicationsPage = adminPage(() => import('../pages/admin/partner-applications-page.tsx'));

export const notFoundPage = lazyPage(() => import('../pages/system/not-found-page.tsx'));

export const routes: RouteDef[] = [
  // Marketing pages take their title and description from the content (the objects content/page-meta.ts lists).
  pub(
    '/',
    lazyPage(() => import('../pages/home/home-page.tsx')),
  ),
  pub(
    '/about',
    lazyPage(() => import('../pages/about/about-page.tsx')),
  ),
  pub(
    '/products',
    lazyPage(() => import('../pages/products/catalogue-page.tsx')),
  ),
  ...productSuffixes.map((suffix) =>
    pub(
      productPath(suffix),
      lazyPage(() =>
        import('../pages/products/product-route.tsx').then((m) => ({ default: m.productRoutePage(suffix) })),
      ),
    ),
  ),
  ...policySlugs.map((slug) =>
    pub(
      `/policies/${slug}`,
      lazyPage(() =>
        import('../pages/policies/policy-page.tsx').then((m) => ({ default: m.policyRoutePage(slug) })),
      ),
    ),
  ),
  pub(
    '/partner-success',
    lazyPage(() => import('../pages/partners-public/partner-success-page.tsx')),
  ),
  pub(
    '/global-partners',
    lazyPage(() => import('../pages/partners-public/global-partners-page.tsx')),
  ),
  pub(
    '/contact',
    lazyPage(() => import('../pages/forms/contact-page.tsx')),
  ),
  pub(
    '/become-partner',
    lazyPage(() => import('../pages/forms/become-partner-page.tsx')),
  ),
  pub(
    '/become-developer',
    lazyPage(() => import('../pages/forms/become-developer-page.tsx')),
  ),
  {
    ...pub(
      '/developers',
      lazyPage(() => import('../pages/developers/developers-page.tsx')),
    ),
    ownCopyright: true,
  },
  pub(
    '/sdk/cxr-m',
    lazyPage(() => import('../pages/developers/sdk-page.tsx').then((m) => ({ default: m.CxrMPage }))),
  ),
  pub(
    '/sdk/cxr-s',
    lazyPage(() => import('../pages/developers/sdk-page.tsx').then((m) => ({ default: m.CxrSPage }))),
  ),
  pub(
    '/yodaos-sprite',
    lazyPage(() => import('../pages/developers/yodaos-page.tsx')),
  ),
  pub(
    '/faq',
    lazyPage(() => import('../pages/developers/faq-page.tsx')),
  ),
  pub(
    '/subscribe',
    lazyPage(() => import('../pages/forms/subscribe-page.tsx')),
  ),
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
      lazyPage(() => import('../pages/forms/form-sent-pages.tsx').then((m) => ({ default: m[name] }))),
    ),
  ),
  // Reached from newsletter e-mails; the page itself is noindex.
  pub(
    '/unsubscribe',
    lazyPage(() => import('../pages/forms/unsubscribe-page.tsx')),
  ),
  pub('/docs', resourcePage('DocsPage')),
  pub('/docs/api', resourcePage('ApiDocsPage')),
  pub('/forum', resourcePage('ForumPage')),
  pub('/app-store', resourcePage('AppStorePage')),
  staff(
    '/console',
    lazyPage(() => import('../pages/console/console-page.tsx')),
  ),
  // Developer accounts: client-only (token links, session-dependent), with site chrome.
  staff(
    '/developers/sign-in',
    lazyPage(() => import('../pages/developer-account/sign-in-page.tsx')),
  ),
  staff(
    '/developers/set-password',
    lazyPage(() => import('../pages/developer-account/set-password-page.tsx')),
  ),
  staff(
    '/developers/forgot-password',
    lazyPage(() => import('../pages/developer-account/forgot-password-page.tsx')),
  ),
  staff(
    '/developers/confirm-email',
    lazyPage(() => import('../pages/developer-account/confirm-email-page.tsx')),
  ),
  staff(
    '/admin/app-submissions',
    adminPage(() => import('../pages/admin/app-submissions-page.tsx')),
  ),
  staff(
    '/admin/login',
    adminPage(() => import('../pages/admin/login-page.tsx')),
  ),
  staff('/admin', partnerApplicationsPage),
  staff('/admin/dashboard', partnerApplicationsPage),
  staff(
    '/admin/overview',
    adminPage(() => import('../pages/admin/overview-page.tsx')),
  ),
  staff(
    '/admin/subscribers',
    adminPage(() => import('../pages/admin/subscribers-page.tsx')),
  ),
  staff(
    '/admin/form-submissions',
    adminPage(() => import('../pages/admin/form-submissions-page.tsx')),
  ),
  staff(
    '/admin/developer-applications',
    adminPage(() => import('../pages/admin/developer-applications-page.tsx')),
  ),
  staff(
    '/admin/audit-log',
    adminPage(() => import('../pages/admin/audit-log-page.tsx')),
  ),
  staff(
    '/admin/staff',
    adminPage(() => import('../pages/admin/staff-page.tsx')),
  ),
  staff(
    '/admin/account/security',
    adminPage(() => import('../pages/admin/account-security-page.tsx')),
  ),
  staff(
    '/admin/held',
    adminPage(() => import('../pages/admin/held-page.tsx')),
  ),
  staff(
    '/admin/insights',
    adminPage(() => import('../pages/admin/insights-page.tsx')),
  ),
  staff(
    '/admin/privacy',
    adminPage(() => import('../pages/admin/privacy-requests-page.tsx')),
  ),
  portal(
    '/partners/portal',
    lazyPage(() => import('../pages/partners/portal-page.tsx')),
  ),
  portal(
    '/partners/dashboard',
    lazyPage(() => import('../pages/partners/dashboard-page.tsx')),
  ),
  portal(
    '/partners/shipping',
    lazyPage(() => import('../pages/partners/shipping-page.tsx')),
  ),
  portal(
    '/partners/download-center',
    lazyPage(() => import('../pages/partners/download-center-page.tsx')),
  ),
  portal(
    '/partners/account/security',
    lazyPage(() => import('../pages/partners/security-page.tsx')),
  ),
  portal(
    '/partners/support',
    lazyPage(() => import('../pages/partners/support-page.tsx')),
  ),
  portal(
    '/partners/forgot-password',
    lazyPage(() => import('../pages/partners/forgot-password-page.tsx')),
  ),
  portal(
    '/partners/set-password',
    lazyPage(() => import('../pages/partners/set-password-page.tsx')),
  ),
];

/** Paths that permanently move elsewhere; the server answers them with a redirect. */
export const redirects: Record<string, string> = {
  '/partner-signup': '/become-partner',
};
