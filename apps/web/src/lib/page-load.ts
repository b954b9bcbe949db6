/**
 * When the page's `load` event fired, on `Date.now()`'s clock: the cookie banner's delay counts from it
 * (spec: "hidden until 1 second after load"), however late the banner's own code arrives. The entry
 * (main.tsx) waits for `load` through `pageLoaded()`, which takes the time from the event itself.
 */
let loadedAt: number | null = null;

/** Resolves once the page has loaded (at once if it already has). */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener(
      'load',
      () => {
        loadedAt = Date.now();
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * When `load` fired. Where nothing watched the event (the entry ran after it), it is read from the
 * navigation's timing entry, or taken as now where the browser has none.
 */
export function pageLoadedAt(): number {
  if (loadedAt !== null) return loadedAt;
  const entries =
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  const end = (entries[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0;
  return end > 0 ? Date.now() - (performance.now() - end) : Date.now();
}
