/**
 * When the page's `load` event fired, on `Date.now()`'s clock: the cookie banner's delay counts from it
 * (spec: "hidden until 1 second after load"), however late the banner's own code arrives. The entry
 * (main.tsx) waits for `load` through `pageLoaded()`, so the time is normally taken from the event itself.
 */
let loadedAt: number | null = null;

/** Resolves once the page has loaded (at once if it already has), recording when. */
export function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (loadedAt !== null || document.readyState === 'complete') {
      pageLoadedAt();
      resolve();
      return;
    }
    window.addEventListener(
      'load',
      () => {
        loadedAt ??= Date.now();
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * When `load` fired. Asked before the page has loaded, or when nothing watched the event, it is read from
 * the navigation's timing entry (or taken as now, where the browser has none).
 */
export function pageLoadedAt(): number {
  if (loadedAt !== null) return loadedAt;
  const entries =
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  const end = (entries[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0;
  const at = end > 0 ? Date.now() - (performance.now() - end) : Date.now();
  if (document.readyState === 'complete') loadedAt = at;
  return at;
}
