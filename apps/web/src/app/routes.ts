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
import { formSuccessPaths, subscribeConfirmPagePath, unsubscribePagePath } from '@app/contracts/form-pages';
import { sdkIds, sdkReleaseNotesPath } from '@app/contracts/sdk-releases';
import { lazyPage, type PageComponent } from '../lib/lazy-page.tsx';
import { withQueryClient } from '../lib/with-query-client.tsx';
import type * as ResourcePageModule from '../pages/resources/resource-page.tsx';
import type * as SdkPageModule from '../pages/developers/sdk-page.tsx';
import type * as ProductRouteModule from '../pages/products/product-route.tsx';
import type * as PolicyPageModule from '../pages/policies/policy-page.tsx';
import type * as FormSentPagesModule from '../pages/forms/form-sent-pages.tsx';
import type * as DocsPagesModule from '../pages/docs/docs-pages.tsx';
import type * as AppStorePagesModule from '../pages/app-store/app-store-pages.tsx';
import { productPath } from '../site.ts';
import { docPath, docSlugs } from '../content/doc-slugs.ts';
import { policySlugs, productSuffixes } from '../content/routes.ts';
import { zhPath, zhPaths, zhStorePaths } from '../i18n/locales.ts';

export type Access = 'public' | 'developer' | 'partner' | 'staff';

/** The newsletter's own pages: no floating sign-up widget there (the page is the sign-up, or leaving it). */
export const newsletterPages: ReadonlySet<string> = new Set([
  '/subscribe',
  formSuccessPaths.newsletter,
  formSuccessPaths.waitlist,
  subscribeConfirmPagePath,
  formSuccessPaths.newsletterConfirmed,
  formSuccessPaths.waitlistConfirmed,
  unsubscribePagePath,
  formSuccessPaths.unsubscribe,
]);
type LayoutKind = 'site' | 'bare';

export interface RouteDef {
  path: string;
  page: PageComponent;
  access: Access;
  /**
   * Derived from `access`: public pages are prerendered, the others client-only; `server` pages are
   * rendered by the server on each request with data it reads (the server entry, decision 0046; links
   * to them are plain links, a full page load).
   */
  render: 'prerender' | 'client' | 'server';
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

/** A public page the server renders on each request, with the data it reads (the App Store's database). */
function serverRendered(path: string, page: PageComponent): RouteDef {
  return { path, page, access: 'public', render: 'server', layout: 'site' };
}

/** The resource landing page of /forum. */
const resourcePage = (name: 'ForumPage') =>
  lazyPage<typeof ResourcePageModule>('resources/resource-page.tsx', (m) => m[name]);
const sdkPage = (name: 'CxrMPage' | 'CxrSPage') =>
  lazyPage<typeof SdkPageModule>('developers/sdk-page.tsx', (m) => m[name]);
const partnerApplicationsPage = lazyPage('admin/partner-applications-page.tsx');

export const notFoundPage = lazyPage('system/not-found-page.tsx');

const englishRoutes: readonly RouteDef[] = [
  route('public', '/', lazyPage('home/home-page.tsx')),
  route('public', '/about', lazyPage('about/about-page.tsx')),
  route('public', '/products', lazyPage('products/catalogue-page.tsx')),
  ...productSuffixes.map((suffix) =>
    route(
      'public',
      productPath(suffix),
      lazyPage<typeof ProductRouteModule>('products/product-route.tsx', (m) => m.productRoutePage(suffix)),
    ),
  ),
  ...policySlugs.map((slug) =>
    route(
      'public',
      `/policies/${slug}`,
      lazyPage<typeof PolicyPageModule>('policies/policy-page.tsx', (m) => m.policyRoutePage(slug)),
    ),
  ),
  route('public', '/partner-success', lazyPage('partners-public/partner-success-page.tsx')),
  route('public', '/global-partners', lazyPage('partners-public/global-partners-page.tsx')),
  route('public', '/contact', lazyPage('forms/contact-page.tsx')),
  route('public', '/become-partner', lazyPage('forms/become-partner-page.tsx')),
  route('public', '/become-developer', lazyPage('forms/become-developer-page.tsx')),
  route('public', '/developers', lazyPage('developers/developers-page.tsx'), true),
  route('public', '/sdk/cxr-m', sdkPage('CxrMPage')),
  route('public', '/sdk/cxr-s', sdkPage('CxrSPage')),
  route('public', '/yodaos-sprite', lazyPage('developers/yodaos-page.tsx')),
  route('public', '/faq', lazyPage('developers/faq-page.tsx')),
  route('public', '/subscribe', lazyPage('forms/subscribe-page.tsx')),
  // Where a form posted without JavaScript lands once accepted (noindex, out of the sitemap).
  ...(
    [
      [formSuccessPaths.lead, 'LeadSentPage'],
      [formSuccessPaths.partner, 'PartnerSentPage'],
      [formSuccessPaths.developer, 'DeveloperSentPage'],
      [formSuccessPaths.newsletter, 'NewsletterSentPage'],
      [formSuccessPaths.waitlist, 'WaitlistSentPage'],
      [formSuccessPaths.newsletterConfirmed, 'NewsletterConfirmedPage'],
      [formSuccessPaths.waitlistConfirmed, 'WaitlistConfirmedPage'],
      [formSuccessPaths.unsubscribe, 'UnsubscribedPage'],
    ] as const
  ).map(([path, name]) =>
    route(
      'public',
      path,
      lazyPage<typeof FormSentPagesModule>('forms/form-sent-pages.tsx', (m) => m[name]),
    ),
  ),
  // Reached from newsletter e-mails; the pages themselves are noindex.
  route('public', subscribeConfirmPagePath, lazyPage('forms/confirm-subscription-page.tsx')),
  route('public', '/unsubscribe', lazyPage('forms/unsubscribe-page.tsx')),
  route(
    'public',
    '/docs',
    lazyPage<typeof DocsPagesModule>('docs/docs-pages.tsx', (m) => m.DocsHomePage),
  ),
  ...docSlugs.map((slug) =>
    route(
      'public',
      docPath(slug),
      lazyPage<typeof DocsPagesModule>('docs/docs-pages.tsx', (m) => m.docRoutePage(slug)),
    ),
  ),
  route('public', '/docs/api', lazyPage('docs/api-reference-page.tsx')),
  // The docs search's results page: the server renders the results for `?q=` (the search without JavaScript).
  serverRendered('/docs/search', lazyPage('docs/docs-search-page.tsx')),
  route('public', '/forum', resourcePage('ForumPage')),
  // The App Store: rendered by the server from the database on each request (published apps only).
  serverRendered(
    '/app-store',
    lazyPage<typeof AppStorePagesModule>('app-store/app-store-pages.tsx', (m) => m.AppStoreListRoute),
  ),
  serverRendered(
    '/app-store/:slug',
    lazyPage<typeof AppStorePagesModule>('app-store/app-store-pages.tsx', (m) => m.AppStoreAppRoute),
  ),
  serverRendered(
    '/app-store/developers/:slug',
    lazyPage<typeof AppStorePagesModule>('app-store/app-store-pages.tsx', (m) => m.AppStoreDeveloperRoute),
  ),
  // Where an App Store Install link leads someone without the companion app.
  route('public', '/companion-app', lazyPage('app-store/companion-app-page.tsx')),
  // Release notes of each SDK: rendered by the server from the database on each request (modules/sdk-releases).
  ...sdkIds.map((sdk) =>
    serverRendered(sdkReleaseNotesPath(sdk), lazyPage('developers/sdk-releases-page.tsx')),
  ),
  route('developer', '/console', lazyPage('console/console-page.tsx')),
  // Developer accounts: token links, session-dependent.
  route('developer', '/developers/sign-in', lazyPage('developer-account/sign-in-page.tsx')),
  route('developer', '/developers/set-password', lazyPage('developer-account/set-password-page.tsx')),
  route('developer', '/developers/forgot-password', lazyPage('developer-account/forgot-password-page.tsx')),
  route('developer', '/developers/confirm-email', lazyPage('developer-account/confirm-email-page.tsx')),
  route('staff', '/admin/app-submissions', lazyPage('admin/app-submissions-page.tsx')),
  route('staff', '/admin/app-reports', lazyPage('admin/app-reports-page.tsx')),
  route('staff', '/admin/login', lazyPage('admin/login-page.tsx')),
  route('staff', '/admin', partnerApplicationsPage),
  route('staff', '/admin/dashboard', partnerApplicationsPage),
  route('staff', '/admin/overview', lazyPage('admin/overview-page.tsx')),
  route('staff', '/admin/subscribers', lazyPage('admin/subscribers-page.tsx')),
  route('staff', '/admin/form-submissions', lazyPage('admin/form-submissions-page.tsx')),
  route('staff', '/admin/developer-applications', lazyPage('admin/developer-applications-page.tsx')),
  route('staff', '/admin/audit-log', lazyPage('admin/audit-log-page.tsx')),
  route('staff', '/admin/staff', lazyPage('admin/staff-page.tsx')),
  route('staff', '/admin/account/security', lazyPage('admin/account-security-page.tsx')),
  route('staff', '/admin/held', lazyPage('admin/held-page.tsx')),
  route('staff', '/admin/insights', lazyPage('admin/insights-page.tsx')),
  route('staff', '/admin/privacy', lazyPage('admin/privacy-requests-page.tsx')),
  route('staff', '/admin/devices', lazyPage('admin/devices-page.tsx')),
  route('staff', '/admin/sdk-releases', lazyPage('admin/sdk-releases-page.tsx')),
  route('partner', '/partners/portal', lazyPage('partners/portal-page.tsx')),
  route('partner', '/partners/dashboard', lazyPage('partners/dashboard-page.tsx')),
  route('partner', '/partners/shipping', lazyPage('partners/shipping-page.tsx')),
  route('partner', '/partners/download-center', lazyPage('partners/download-center-page.tsx')),
  route('partner', '/partners/account/security', lazyPage('partners/security-page.tsx')),
  route('partner', '/partners/support', lazyPage('partners/support-page.tsx')),
  route('partner', '/partners/forgot-password', lazyPage('partners/forgot-password-page.tsx')),
  route('partner', '/partners/set-password', lazyPage('partners/set-password-page.tsx')),
];

/**
 * Every route: the English site, then the Chinese edition (decision 0063): each page listed in
 * `zhPaths` again under `/zh`, the same page component, which shows the Chinese catalogue's content
 * there (i18n/catalogue.tsx); and the App Store's routes (`zhStorePaths`, decision 0067), whose Chinese
 * pages the server renders for the apps of the Chinese edition only.
 */
export const routes: readonly RouteDef[] = [
  ...englishRoutes,
  ...englishRoutes
    .filter((route) => zhPaths.includes(route.path) || zhStorePaths.includes(route.path))
    .map((route) => ({ ...route, path: zhPath(route.path) })),
];

/** Paths that permanently move elsewhere; the server answers them with a redirect. */
export const redirects: Record<string, string> = {
  '/partner-signup': '/become-partner',
  // The Chinese edition is the developer site's: its root is the developer home.
  '/zh': '/zh/developers',
};

/** The paths of the list, optionally of one audience. */
export const routePaths = (access?: Access): string[] =>
  routes.filter((r) => access === undefined || r.access === access).map((r) => r.path);
