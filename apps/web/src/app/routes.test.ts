import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';
import { formSuccessPaths } from '@app/contracts/form-pages';
import { pageMeta } from '../content/page-meta.ts';
import { productSuffixes } from '../content/routes.ts';
import { collect } from '../content/test-utils.ts';
import { productPath } from '../site.ts';
import { redirects, routePaths, routes } from './routes.ts';

/** Every route of both spec tables (with the default brand slug). */
const specRoutes = [
  '/',
  '/about',
  '/products',
  ...[
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
  ].map((s) => `/products/lumen-${s}`),
  ...['privacy', 'terms', 'cookies', 'shipping', 'refund'].map((s) => `/policies/${s}`),
  '/partner-success',
  '/contact',
  '/become-partner',
  '/become-developer',
  '/developers',
  '/sdk/cxr-m',
  '/sdk/cxr-s',
  '/console',
  '/yodaos-sprite',
  '/faq',
  '/admin/login',
  '/admin',
  '/admin/dashboard',
  '/admin/subscribers',
  '/admin/form-submissions',
  '/admin/developer-applications',
  '/partners/portal',
  '/partners/dashboard',
  '/partners/shipping',
];

describe('route table', () => {
  it.each(specRoutes)('has a page for %s', (path) => {
    expect(matchRoute(path)?.path).toBe(path);
  });

  it('renders the partner portal pages without site chrome and everything else with it', () => {
    for (const route of routes) {
      expect(route.layout).toBe(route.path.startsWith('/partners/') ? 'bare' : 'site');
    }
  });

  it('prerenders public pages only; admin, portal, console and developer accounts are client-only; the App Store, the docs search and the SDK release notes are rendered by the server', () => {
    // The Chinese edition's console (/zh/console) is client-only like the English one.
    const privateArea =
      /^(\/zh)?\/(admin|partners|console|developers\/(sign-in|set-password|forgot-password|confirm-email))(\/|$)/;
    for (const route of routes) {
      // In either edition: the Chinese store is rendered by the server too (decision 0067).
      const store = /^(\/zh)?\/(app-store|docs\/search|sdk\/[\w-]+\/releases)(\/|$)/.test(route.path);
      expect(route.access === 'public', route.path).toBe(!privateArea.test(route.path));
      expect(route.render).toBe(route.access !== 'public' ? 'client' : store ? 'server' : 'prerender');
    }
    expect(routes.filter((r) => r.path.startsWith('/admin')).every((r) => r.access === 'staff')).toBe(true);
  });

  it('sends /partner-signup to the partner application', () => {
    expect(redirects['/partner-signup']).toBe('/become-partner');
  });

  it('has no route for unknown paths', () => {
    expect(matchRoute('/no-such-page')).toBeUndefined();
  });
});

describe('route list and content', () => {
  const publicPaths = routePaths('public');
  // Pages that ask search engines to stay away set their own head text.
  const noindexPaths = new Set<string>([
    ...Object.values(formSuccessPaths),
    '/unsubscribe',
    '/subscribe/confirm',
  ]);

  it('gives every indexable public route of the route list a title and description, and nothing else', () => {
    // An app's page (`/app-store/:slug`) takes its head text from the app, filled in by the server; a
    // Chinese page (`/zh/…`) from the Chinese catalogue (i18n/catalogue.test.ts checks it).
    expect(Object.keys(pageMeta).sort()).toEqual(
      publicPaths
        .filter((path) => !noindexPaths.has(path) && !path.includes(':') && !path.startsWith('/zh/'))
        .sort(),
    );
    for (const [route, meta] of Object.entries(pageMeta)) {
      expect(meta.title.length, route).toBeGreaterThan(2);
      expect(meta.description.length, route).toBeGreaterThan(20);
    }
  });

  it('has a route for every catalogue product', () => {
    for (const suffix of productSuffixes) expect(publicPaths).toContain(productPath(suffix));
    expect(new Set(routePaths()).size).toBe(routes.length);
  });

  const hrefs = collect((key) => /href$/i.test(key));

  it('links internally only to routes of the route list', () => {
    const internal = hrefs.filter(({ value }) => !value.startsWith('mailto:') && !value.startsWith('http'));
    for (const { value } of internal) {
      expect(value.startsWith('/'), value).toBe(true);
      const path = value.split(/[?#]/)[0] || '/';
      expect(matchRoute(path)?.path, value).toBe(path);
    }
  });

  it('links to where a redirect leads, never to the redirected path', () => {
    const redirected = new Set(Object.keys(redirects));
    for (const { value } of hrefs) expect(redirected.has(value.split(/[?#]/)[0] ?? ''), value).toBe(false);
  });
});
