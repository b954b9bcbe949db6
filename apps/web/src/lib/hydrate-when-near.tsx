import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';

/** Every island's loader: the prerenderer loads them all, so the HTML holds each island in full. */
const loaders = new Set<() => Promise<void>>();

export function preloadIslands(): Promise<void[]> {
  return Promise.all([...loaders].map((load) => load()));
}

/** How far ahead of the viewport an island starts loading (one screen). */
const NEAR_MARGIN = '100% 0px';
/** The first touch, click, key or focus inside an island loads it at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Calls `near` once `element` comes within a screen of the viewport or is interacted with. */
function whenNear(element: HTMLElement, near: () => void): () => void {
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && near(), {
          rootMargin: NEAR_MARGIN,
        });
  if (observer) observer.observe(element);
  else near();
  for (const type of INTERACTIONS) element.addEventListener(type, near, { capture: true, once: true });
  return () => {
    observer?.disconnect();
    for (const type of INTERACTIONS) element.removeEventListener(type, near, { capture: true });
  };
}

/**
 * A part of a prerendered page whose code loads only when it is about to be seen (or touched): the home
 * page's contact form sits far below the fold, and its form and validation code weighs more than the
 * rest of the page. Until then its server HTML stays as it is (React leaves a suspended boundary
 * dehydrated) and a submit is held back, so an early click never sends the form as a plain GET.
 */
export function hydrateWhenNear<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  loaders.add(preload);

  let reportNear = () => {};
  const near = new Promise<void>((resolve) => (reportNear = resolve));
  const Deferred = lazy(async () => {
    await near;
    await preload();
    return { default: Loaded as ComponentType<P> };
  });

  function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      const holdSubmit = (event: Event) => {
        if (!hydrated.current) event.preventDefault();
      };
      element.addEventListener('submit', holdSubmit, { capture: true });
      const stopWatching = whenNear(element, reportNear);
      return () => {
        element.removeEventListener('submit', holdSubmit, { capture: true });
        stopWatching();
      };
    }, []);
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          {Loaded ? <Loaded {...props} /> : <Deferred {...props} />}
          <MarkHydrated flag={hydrated} />
        </Suspense>
      </div>
    );
  }
  return Island;
}

/** Renders nothing; its effect runs when the boundary around it has hydrated. */
function MarkHydrated({ flag }: { flag: { current: boolean } }) {
  useEffect(() => {
    flag.current = true;
  }, [flag]);
  return null;
}
