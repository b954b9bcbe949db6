/**
 * In-app navigation that waits for the next page's code: the page on screen stays until the next one can
 * render in full, as a browser keeps a page until the next document arrives. A page whose chunk has not
 * loaded would otherwise render as an empty <main> for as long as the chunk takes (lib/lazy-page.tsx).
 */
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { matchRoute } from './match-route.ts';
import { notFoundPage, redirects } from './routes.ts';
import { loadCatalogue } from '../i18n/catalogue.tsx';
import { localeOfPath } from '../i18n/locales.ts';

/**
 * Loads the chunk of the page `pathname` shows (after its redirect, if it has one), and the catalogue of
 * its language (a Chinese page renders from it: i18n/catalogue.tsx).
 */
export const preloadPage = async (pathname: string): Promise<void> => {
  const target = redirects[pathname] ?? pathname;
  await Promise.all([
    (matchRoute(target)?.page ?? notFoundPage).preload(),
    loadCatalogue(localeOfPath(target)),
  ]);
};

/** Counts navigations: only the latest one started goes ahead once its page has loaded. */
let latest = 0;
if (typeof window !== 'undefined') {
  // Back and forward win over a navigation still waiting for its page.
  window.addEventListener('popstate', () => latest++);
}

/** wouter's `navigate`, once the target's page has loaded (or failed to: the page then shows its error). */
export function navigateWhenLoaded(to: string, options?: Parameters<typeof navigate>[1]): void {
  const ticket = ++latest;
  const { pathname } = new URL(to, window.location.href);
  void preloadPage(pathname)
    .catch(() => undefined)
    .then(() => {
      if (ticket === latest) navigate(to, options);
    });
}

/** The app's router location (wouter's documented custom `hook`): the browser's, navigating as above. */
export function useAppLocation(): [string, typeof navigateWhenLoaded] {
  const [location] = useBrowserLocation();
  return [location, navigateWhenLoaded];
}
