import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { matchRoute } from './app/match-route.ts';
import { notFoundPage } from './app/routes.ts';

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
 * console, developer accounts) and of the dev server. Prerendered public pages do not start it: they
 * hydrate their islands only (start-islands.tsx).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  await (matchRoute(window.location.pathname)?.page ?? notFoundPage).preload();
  createRoot(container).render(
    <StrictMode>
      <App />
      <MarkCommitted container={container} />
    </StrictMode>,
  );
}
