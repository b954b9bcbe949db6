import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';
import { redirects, routes } from './routes.ts';

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

  it('prerenders public pages only; admin, portal and console are client-only; the App Store is server-filled', () => {
    for (const route of routes) {
      const privateArea =
        /^\/(admin|partners|console|developers\/(sign-in|set-password|forgot-password|confirm-email))(\/|$)/.test(
          route.path,
        );
      const store = /^\/app-store(\/|$)/.test(route.path);
      expect(route.render).toBe(privateArea ? 'client' : store ? 'server' : 'prerender');
      expect(Boolean(route.template)).toBe(store);
    }
  });

  it('sends /partner-signup to the partner application', () => {
    expect(redirects['/partner-signup']).toBe('/become-partner');
  });

  it('has no route for unknown paths', () => {
    expect(matchRoute('/no-such-page')).toBeUndefined();
  });
});
