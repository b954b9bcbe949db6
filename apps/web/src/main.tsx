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
import { pageLoaded } from './lib/page-load.ts';

const loaded = pageLoaded();

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

/** The next animation frame. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function start(): Promise<void> {
  await loaded;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  if (!container.firstElementChild) {
    // The SPA shell: an empty page paints nothing (no paint entry would come), and it needs the app to
    // show anything at all.
    (await import('./start-app.tsx')).startApp(container);
    return;
  }
  // A hidden tab does not paint until it is shown: its code need not wait for that.
  if (document.visibilityState === 'visible') {
    await painted();
    await nextFrame();
  }
  await (await import('./start-islands.tsx')).startIslands(container);
}

void start();
