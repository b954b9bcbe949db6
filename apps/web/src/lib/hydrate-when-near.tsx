import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { FormEntries } from './form-entries.ts';

/** Every island's loader: the prerenderer loads them all, so the HTML holds each island in full. */
const loaders = new Set<() => Promise<void>>();

export function preloadIslands(): Promise<void[]> {
  return Promise.all([...loaders].map((load) => load()));
}

/** How far ahead of the viewport an island starts loading (one screen). */
const NEAR_MARGIN = '100% 0px';
/** The first touch, click, key or focus inside an island loads it at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Listens on the window in the capture phase: it runs before React's listener on the root, which stops
 * events aimed at a part it has not hydrated yet. Only events inside `element` reach `listener`.
 */
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
  const stops = INTERACTIONS.map((type) => listenInside(element, type, near));
  return () => {
    observer?.disconnect();
    for (const stop of stops) stop();
  };
}

/**
 * A part of a prerendered page whose code loads only when it is about to be seen (or touched): the home
 * page's contact form sits far below the fold, and on the form pages the form's code (react-hook-form,
 * zod, the schema) would otherwise hold up the first paint. Until then its server HTML stays as it is
 * (React leaves a suspended boundary dehydrated): its links work and its form posts itself as HTML, the
 * server answering with a page. What the visitor typed or ticked in the meantime is handed to the form as
 * it hydrates (`FormEntries`), so it stays; a button outside a form pressed meanwhile is pressed again.
 */
export function hydrateWhenNear<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  loaders.add(preload);

  let reportNear = (_element: HTMLElement) => {};
  const near = new Promise<HTMLElement>((resolve) => (reportNear = resolve));
  const Deferred = lazy(async () => {
    const element = await near;
    await preload();
    const Component = Loaded as ComponentType<P>;
    // Read now, just before hydrating: what the visitor has entered in the server HTML so far.
    const form = element.querySelector('form');
    const entries = form ? new FormData(form) : null;
    return {
      default: (props: P) => (
        <FormEntries value={entries}>
          <Component {...props} />
        </FormEntries>
      ),
    };
  });

  function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const pressedEarly = useRef<HTMLButtonElement | null>(null);
    const onHydrated = useRef(() => {
      hydrated.current = true;
      // For tests and tools: the island's code has taken over (a form then validates in the browser).
      ref.current?.setAttribute('data-hydrated', 'true');
      const button = pressedEarly.current;
      pressedEarly.current = null;
      if (button?.isConnected) button.click();
    });
    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      const stops = [
        // A button outside a form does nothing in server HTML: pressed before hydration, it is pressed
        // again once hydrated. A form's buttons submit it as HTML, so they are left alone.
        listenInside(element, 'click', (event) => {
          const button = event.target instanceof Element ? event.target.closest('button') : null;
          if (hydrated.current || !button || button.form) return;
          pressedEarly.current = button;
        }),
        whenNear(element, () => reportNear(element)),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    }, []);
    return (
      <div ref={ref} data-island="">
        <Suspense fallback={null}>
          {Loaded ? <Loaded {...props} /> : <Deferred {...props} />}
          <WhenHydrated run={onHydrated} />
        </Suspense>
      </div>
    );
  }
  return Island;
}

/** Renders nothing; its effect runs when the boundary around it has hydrated. */
function WhenHydrated({ run }: { run: { current: () => void } }) {
  useEffect(() => run.current(), [run]);
  return null;
}
