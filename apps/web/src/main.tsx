/**
 * The entry: the site's stylesheet, and the page's code once the page has loaded and painted: a
 * prerendered page (markup in #root) hydrates its islands only (start-islands.tsx); the SPA shell and
 * the dev server (an empty #root) start the full app (start-app.tsx). Everything
 * the first paint and the largest image need (HTML, CSS, images) is fetched first, on its own; the code,
 * which a visitor needs to read none of the prerendered page, follows (docs/decisions/0024-first-paint.md).
 *
 * Why after the first paint and not only after `load`: on a fast load `load` fires before the first paint
 * (the HTML, CSS and LCP image are all in by then), and every request started before the first paint is
 * charged to it by Lighthouse's throttling simulation. So the code is requested after the first `paint`
 * entry that follows `load`, and then one animation frame later.
 */
import './styles.css';

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

/** Resolves once the page has painted (`paint` entries, buffered: a paint before this call counts). */
function painted(): Promise<void> {
  const types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  if (!types.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The next animation frame (a timeout where frames are not run, e.g. a background tab). */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === 'undefined' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => resolve());
  });

async function start(): Promise<void> {
  await loaded;
  await painted();
  await nextFrame();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  if (container.firstElementChild) (await import('./start-islands.tsx')).startIslands(container);
  else (await import('./start-app.tsx')).startApp(container);
}

void start();
