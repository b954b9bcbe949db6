import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { matchRoute } from './app/match-route.ts';
import { notFoundPage } from './app/routes.ts';

/**
 * Marks the root `data-hydrated` once the app has committed (hydrated the server HTML or rendered the
 * shell): what tests wait for before acting on the page, as a visitor waits for it to respond.
 */
function MarkCommitted({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.dataset.hydrated = 'true';
  }, [container]);
  return null;
}

/** Hydrates the prerendered page (or renders the SPA shell's page) in `#root`. */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // Load the current page's chunk first so hydration renders the same tree the prerenderer did.
  await (matchRoute(window.location.pathname)?.page ?? notFoundPage).preload();
  const app = (
    <StrictMode>
      <App />
      <MarkCommitted container={container} />
    </StrictMode>
  );
  // Prerendered pages arrive with markup to hydrate; the dev server and the SPA shell arrive empty.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
