/**
 * The one route table of the site. `render: 'prerender'` routes are written to static HTML at build time
 * (public pages); `client` routes (admin, partner portal, console) are served the SPA shell and never
 * indexed. Each page is its own chunk, so admin and console code never loads on public pages.
 */
import { lazyPage, type PageComponent } from '../lib/lazy-page.tsx';
import { productPath } from '../site.ts';

export type LayoutKind = 'site' | 'bare';

export interface RouteDef {
  path: string;
  page: PageComponent;
  layout: LayoutKind;
  render: 'prerender' | 'client';
}

const placeholder = (title: string, description: string, noindex = false) =>
  lazyPage(() =>
    import('../pages/system/placeholder-page.tsx').then((m) => ({
      default: m.placeholderPage(title, description, noindex),
    })),
  );

const pub = (path: string, page: PageComponent): RouteDef => ({
  path,
  page,
  layout: 'site',
  render: 'prerender',
});
const staff = (path: string, page: PageComponent): RouteDef => ({
  path,
  page,
  layout: 'site',
  render: 'client',
});
const portal = (path: string, page: PageComponent): RouteDef => ({
  path,
  page,
  layout: 'bare',
  render: 'client',
});

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

export const policySlugs = ['privacy', 'terms', 'cookies', 'shipping', 'refund'] as const;

export const notFoundPage = lazyPage(() => import('../pages/system/not-found-page.tsx'));

export const routes: RouteDef[] = [
  pub('/', placeholder('AR glasses for enterprise, partners and developers', 'Smart glasses for business.')),
  pub('/about', placeholder('About', 'Our mission, team and technology.')),
  pub('/products', placeholder('Products', 'The product catalogue.')),
  ...productSuffixes.map((suffix) =>
    pub(productPath(suffix), placeholder(`Product ${suffix}`, 'Product details.')),
  ),
  ...policySlugs.map((slug) => pub(`/policies/${slug}`, placeholder(`Policy: ${slug}`, 'Policy text.'))),
  pub('/partner-success', placeholder('Partner Success', 'Partner success stories.')),
  pub('/global-partners', placeholder('Seeking Global Partners', 'Partner with us worldwide.')),
  pub('/contact', placeholder('Contact', 'Get in touch with our team.')),
  pub('/become-partner', placeholder('Become a Partner', 'Apply to become a distribution partner.')),
  pub('/become-developer', placeholder('Join the Developer Program', 'Apply to the developer program.')),
  pub('/developers', placeholder('Developers', 'Build for smart glasses.')),
  pub('/sdk/cxr-m', placeholder('CXR-M SDK', 'The mobile AR SDK.')),
  pub('/sdk/cxr-s', placeholder('CXR-S SDK', 'The on-device AR SDK.')),
  pub('/yodaos-sprite', placeholder('YodaOS-Sprite', 'The smart-glasses operating system.')),
  pub('/faq', placeholder('Developer FAQ', 'Frequently asked questions.')),
  pub('/subscribe', placeholder('Newsletter', 'Subscribe to product news.')),
  pub('/docs', placeholder('Documentation', 'Developer documentation.')),
  pub('/docs/api', placeholder('API Documentation', 'API reference.')),
  pub('/forum', placeholder('Developer Forum', 'The developer community.')),
  pub('/app-store', placeholder('App Store', 'Apps for your glasses.')),
  staff('/console', placeholder('Developer Console', 'Manage your apps and API keys.', true)),
  staff('/admin/login', placeholder('Admin Login', 'Staff sign-in.', true)),
  staff('/admin', placeholder('Partner Applications', 'Review partner applications.', true)),
  staff('/admin/dashboard', placeholder('Partner Applications', 'Review partner applications.', true)),
  staff('/admin/overview', placeholder('Admin Dashboard', 'All submissions at a glance.', true)),
  staff('/admin/subscribers', placeholder('Email Subscribers', 'Newsletter subscribers.', true)),
  staff('/admin/form-submissions', placeholder('Form Submissions', 'Website form submissions.', true)),
  staff(
    '/admin/developer-applications',
    placeholder('Developer Applications', 'Review developer applications.', true),
  ),
  portal('/partners/portal', placeholder('Partner Portal', 'Partner sign-in.', true)),
  portal('/partners/dashboard', placeholder('Partner Dashboard', 'Your partner resources.', true)),
  portal('/partners/shipping', placeholder('Shipping & Packaging', 'Shipping and packaging data.', true)),
];

/** Paths that permanently move elsewhere; the server answers them with a redirect. */
export const redirects: Record<string, string> = {
  '/partner-signup': '/become-partner',
};
