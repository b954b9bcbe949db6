/**
 * The entry: the site's stylesheet, and the app's code once the page has loaded. Everything the first
 * paint and the largest image need (HTML, CSS, images) is fetched first, on its own; the app, which a
 * visitor needs to read none of the prerendered page, follows (see docs/decisions/0022-first-paint.md).
 */
import './styles.css';

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

void loaded.then(() => import('./start-app.tsx')).then(({ startApp }) => startApp());
