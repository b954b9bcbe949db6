/** Whether a CSS media query matches, kept current as the window changes size. */
import { useCallback, useSyncExternalStore } from 'react';

/** `fallback` answers where the browser has no `matchMedia` (jsdom) and on the server. */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query, supported],
  );
  return useSyncExternalStore(
    subscribe,
    () => (supported ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
