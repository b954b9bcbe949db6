import { StrictMode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { matchRoute } from './app/match-route.ts';
import { preloadPage } from './app/navigation.ts';
import { redirects } from './app/routes.ts';

export { preloadPage };

/**
 * Marks the root `data-hydrated` once the app has committed its first render: what tests wait for
 * before acting on the page, as a visitor waits for it to respond.
 */
function MarkCommitted({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.dataset.hydrated = 'true';
  }, [container]);
  return null;
}

/**
 * The full app (router, every page), rendered into the empty `#root` of the SPA shell (staff, portal,
 * console, developer accounts) and of the dev server. Prerendered public pages do not start it on load:
 * they hydrate their islands only (start-islands.tsx), and hand over to it when a link is followed.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  await preloadPage(window.location.pathname);
  createRoot(container).render(app(container));
}

const app = (container: HTMLElement) => (
  <StrictMode>
    <App />
    <MarkCommitted container={container} />
  </StrictMode>
);

/**
 * True when the app shows `pathname` itself: a route of the list other than a page the server fills from
 * the database (the App Store, a full load), or a path that redirects. Anything else loads as a document
 * (a download, the server's 404 page).
 */
export function showsInApp(pathname: string): boolean {
  const route = matchRoute(pathname);
  return route ? route.render !== 'server' : pathname in redirects;
}

/**
 * Replaces the server HTML of a public page with the app, showing the location the caller has just
 * pushed (its page preloaded): in one task, so nothing in between is painted.
 */
export function takeOver(container: HTMLElement): void {
  container.replaceChildren();
  const root = createRoot(container);
  flushSync(() => root.render(app(container)));
}
