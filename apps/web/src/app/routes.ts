/**
 * The one route list of the site: every path, its page, who it is for, and from that how it is served.
 * Everything else that needs the routes derives them from here: the router (app.tsx, match-route.ts),
 * the prerenderer and the server (through dist/routes.json), the sitemap, the bundle gate, the tests.
 *
 * - `public` pages are prerendered to static HTML at build time; their head text (title, description)
 *   comes from the content (`content/page-meta.ts`, checked against this list by the content test).
 * - `developer` (console, developer accounts), `partner` (portal, without site chrome) and `staff`
 *   (admin) pages are served the SPA shell, never indexed, and fetch with TanStack Query.
 * Each page is its own chunk, so admin and console code never loads on public pages.
 */
import { formSuccessPaths } from '@app/contracts/form-pages';
import { lazyPage, type PageComponent } from '../lib/lazy-page.tsx';
import { withQueryClient } from '../lib/lazy-query-client.tsx';
import { productPath } from '../site.ts';
import { policySlugs, productSuffixes } from '../content/routes.ts';

export type Access = 'public' | 'developer' | 'partner' | 'staff';
export type LayoutKind = 'site' | 'bare';

export interface RouteDef {
  path: string;
  page: PageComponent;
  access: Access;
  /** Derived from `access`: public pages are prerendered, the others client-only. */
  render: 'prerender' | 'client';
  /** Derived from `access`: the partner portal has its own chrome. */
  layout: LayoutKind;
  /** The page ends in its own footer with a copyright line (the developer home's 2023): the site footer omits its own. */
  ownCopyright?: boolean;
}

function route(access: Access, path: string, page: PageComponent, ownCopyright?: boolean): RouteDef {
  const isPublic = access === 'public';
  return {
    path,
    // Client-only pages fetch with TanStack Query: their page brings the client.
    page: isPublic ? page : withQueryClient(page),
    access,
    render: isPublic ? 'prerender' : 'client',
    layout: access === 'partner' ? 'bare' : 'site',
    ...(ownCopyright ? { ownCopyright } : {}),
  };
}

/** The resource landing pages (/docs, /docs/api, /forum, /app-store) share one chunk and one layout. */
const resourcePage = (name: 'DocsPage' | 'ApiDocsPage' | 'ForumPage' | 'AppStorePage') =>
  lazyPage(() => import('../pages/resources/resource-page.tsx').then((m) => ({ default: m[name] })));
const sdkPage = (name: 'CxrMPage' | 'CxrSPage') =>
  lazyPage(() => import('../pages/developers/sdk-page.tsx').then((m) => ({ default: m[name] })));
const partnerApplicationsPage = lazyPage(() => import('../pages/admin/partner-applications-page.tsx'));

export const notFoundPage = lazyPage(() => import('../pages/system/not-found-page.tsx'));

export const routes: readonly RouteDef[] = [
  route(
    'public',
    '/',
    lazyPage(() => import('../pages/home/home-page.tsx')),
  ),
  route(
    'public',
    '/about',
    lazyPage(() => import('../pages/about/about-page.tsx')),
  ),
  route(
    'public',
    '/products',
    lazyPage(() => import('../pages/products/catalogue-page.tsx')),
  ),
  ...productSuffixes.map((suffix) =>
    route(
      'public',
      productPath(suffix),
      lazyPage(() =>
        import('../pages/products/product-route.tsx').then((m) => ({ default: m.productRoutePage(suffix) })),
      ),
    ),
  ),
  ...policySlugs.map((slug) =>
    route(
      'public',
      `/policies/${slug}`,
      lazyPage(() =>
        import('../pages/policies/policy-page.tsx').then((m) => ({ default: m.policyRoutePage(slug) })),
      ),
    ),
  ),
  route(
    'public',
    '/partner-success',
    lazyPage(() => import('../pages/partners-public/partner-success-page.tsx')),
  ),
  route(
    'public',
    '/global-partners',
    lazyPage(() => import('../pages/partners-public/global-partners-page.tsx')),
  ),
  route(
    'public',
    '/contact',
    lazyPage(() => import('../pages/forms/contact-page.tsx')),
  ),
  route(
    'public',
    '/become-partner',
    lazyPage(() => import('../pages/forms/become-partner-page.tsx')),
  ),
  route(
    'public',
    '/become-developer',
    lazyPage(() => import('../pages/forms/become-developer-page.tsx')),
  ),
  route(
    'public',
    '/developers',
    lazyPage(() => import('../pages/developers/developers-page.tsx')),
    true,
  ),
  route('public', '/sdk/cxr-m', sdkPage('CxrMPage')),
  route('public', '/sdk/cxr-s', sdkPage('CxrSPage')),
  route(
    'public',
    '/yodaos-sprite',
    lazyPage(() => import('../pages/developers/yodaos-page.tsx')),
  ),
  route(
    'public',
    '/faq',
    lazyPage(() => import('../pages/developers/faq-page.tsx')),
  ),
  route(
    'public',
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
    route(
      'public',
      path,
      lazyPage(() => import('../pages/forms/form-sent-pages.tsx').then((m) => ({ default: m[name] }))),
    ),
  ),
  // Reached from newsletter e-mails; the page itself is noindex.
  route(
    'public',
    '/unsubscribe',
    lazyPage(() => import('../pages/forms/unsubscribe-page.tsx')),
  ),
  route('public', '/docs', resourcePage('DocsPage')),
  route('public', '/docs/api', resourcePage('ApiDocsPage')),
  route('public', '/forum', resourcePage('ForumPage')),
  route('public', '/app-store', resourcePage('AppStorePage')),
  route(
    'developer',
    '/console',
    lazyPage(() => import('../pages/console/console-page.tsx')),
  ),
  // Developer accounts: token links, session-dependent.
  route(
    'developer',
    '/developers/sign-in',
    lazyPage(() => import('../pages/developer-account/sign-in-page.tsx')),
  ),
  route(
    'developer',
    '/developers/set-password',
    lazyPage(() => import('../pages/developer-account/set-password-page.tsx')),
  ),
  route(
    'developer',
    '/developers/forgot-password',
    lazyPage(() => import('../pages/developer-account/forgot-password-page.tsx')),
  ),
  route(
    'developer',
    '/developers/confirm-email',
    lazyPage(() => import('../pages/developer-account/confirm-email-page.tsx')),
  ),
  route(
    'staff',
    '/admin/app-submissions',
    lazyPage(() => import('../pages/admin/app-submissions-page.tsx')),
  ),
  route(
    'staff',
    '/admin/login',
    lazyPage(() => import('../pages/admin/login-page.tsx')),
  ),
  route('staff', '/admin', partnerApplicationsPage),
  route('staff', '/admin/dashboard', partnerApplicationsPage),
  route(
    'staff',
    '/admin/overview',
    lazyPage(() => import('../pages/admin/overview-page.tsx')),
  ),
  route(
    'staff',
    '/admin/subscribers',
    lazyPage(() => import('../pages/admin/subscribers-page.tsx')),
  ),
  route(
    'staff',
    '/admin/form-submissions',
    lazyPage(() => import('../pages/admin/form-submissions-page.tsx')),
  ),
  route(
    'staff',
    '/admin/developer-applications',
    lazyPage(() => import('../pages/admin/developer-applications-page.tsx')),
  ),
  route(
    'staff',
    '/admin/audit-log',
    lazyPage(() => import('../pages/admin/audit-log-page.tsx')),
  ),
  route(
    'staff',
    '/admin/staff',
    lazyPage(() => import('../pages/admin/staff-page.tsx')),
  ),
  route(
    'staff',
    '/admin/account/security',
    lazyPage(() => import('../pages/admin/account-security-page.tsx')),
  ),
  route(
    'staff',
    '/admin/held',
    lazyPage(() => import('../pages/admin/held-page.tsx')),
  ),
  route(
    'staff',
    '/admin/privacy',
    lazyPage(() => import('../pages/admin/privacy-requests-page.tsx')),
  ),
  route(
    'partner',
    '/partners/portal',
    lazyPage(() => import('../pages/partners/portal-page.tsx')),
  ),
  route(
    'partner',
    '/partners/dashboard',
    lazyPage(() => import('../pages/partners/dashboard-page.tsx')),
  ),
  route(
    'partner',
    '/partners/shipping',
    lazyPage(() => import('../pages/partners/shipping-page.tsx')),
  ),
  route(
    'partner',
    '/partners/download-center',
    lazyPage(() => import('../pages/partners/download-center-page.tsx')),
  ),
  route(
    'partner',
    '/partners/account/security',
    lazyPage(() => import('../pages/partners/security-page.tsx')),
  ),
  route(
    'partner',
    '/partners/support',
    lazyPage(() => import('../pages/partners/support-page.tsx')),
  ),
  route(
    'partner',
    '/partners/forgot-password',
    lazyPage(() => import('../pages/partners/forgot-password-page.tsx')),
  ),
  route(
    'partner',
    '/partners/set-password',
    lazyPage(() => import('../pages/partners/set-password-page.tsx')),
  ),
];

/** Paths that permanently move elsewhere; the server answers them with a redirect. */
export const redirects: Record<string, string> = {
  '/partner-signup': '/become-partner',
};

/** The paths of the list, optionally of one audience. */
export const routePaths = (access?: Access): string[] =>
  routes.filter((r) => access === undefined || r.access === access).map((r) => r.path);
