/** How far ahead of the viewport an island starts loading (one screen). */
const NEAR_MARGIN = '100% 0px';
/** The first touch, key or focus inside an island loads it at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The elements whose boxes stand for `element`'s: an island's wrapper has `display: contents` (no box of
 * its own, so an IntersectionObserver never sees it intersect), its children's boxes count instead.
 */
const boxesOf = (element: HTMLElement): Element[] =>
  element.getClientRects().length > 0 ? [element] : [...element.children];

/** Listens on the window in the capture phase; only events inside `element` reach `listener`. */
function listenInside<K extends keyof WindowEventMap>(
  element: HTMLElement,
  type: K,
  listener: (event: WindowEventMap[K]) => void,
): () => void {
  const filtered = (event: WindowEventMap[K]) => {
    if (event.target instanceof Node && element.contains(event.target)) listener(event);
  };
  window.addEventListener(type, filtered, { capture: true });
  return () => window.removeEventListener(type, filtered, { capture: true });
}

/**
 * Calls `near` once, when `element` comes within a screen of the viewport or is touched, focused or typed
 * in (at once where IntersectionObserver is missing). Returns a function that stops watching.
 */
export function whenNear(element: HTMLElement, near: () => void): () => void {
  let done = false;
  const stop = () => {
    done = true;
    observer?.disconnect();
    for (const stopListening of stops) stopListening();
  };
  const fire = () => {
    if (done) return;
    stop();
    near();
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), {
          rootMargin: NEAR_MARGIN,
        });
  const stops = INTERACTIONS.map((type) => listenInside(element, type, fire));
  if (observer) for (const box of boxesOf(element)) observer.observe(box);
  else fire();
  return stop;
}

/** True when `element`'s box (or its children's, see `boxesOf`) is in the viewport now. */
export function inViewport(element: HTMLElement): boolean {
  return boxesOf(element).some((box) => {
    const rect = box.getBoundingClientRect();
    return (
      rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth
    );
  });
}
