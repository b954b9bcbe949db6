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

  it('prerenders public pages only; admin, portal, console and developer accounts are client-only', () => {
    const privateArea =
      /^\/(admin|partners|console|developers\/(sign-in|set-password|forgot-password|confirm-email))(\/|$)/;
    for (const route of routes) {
      expect(route.access === 'public', route.path).toBe(!privateArea.test(route.path));
      expect(route.render).toBe(route.access === 'public' ? 'prerender' : 'client');
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
