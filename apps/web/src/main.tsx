import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { matchRoute } from './app/match-route.ts';
import { notFoundPage } from './app/routes.ts';
import './styles.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // Load the current page's chunk first so hydration renders the same tree the prerenderer did.
  await (matchRoute(window.location.pathname)?.page ?? notFoundPage).preload();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Prerendered pages arrive with markup to hydrate; the dev server and the SPA shell arrive empty.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
