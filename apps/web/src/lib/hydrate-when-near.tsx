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

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether a control no longer holds what the server HTML gave it (the visitor typed, ticked or chose). */
function changedByVisitor(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement) {
    // With no option marked `selected` in the HTML, a single select shows its first one.
    const shown = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.multiple
      ? [...control.options].some((option) => option.selected !== option.defaultSelected)
      : control.value !== (shown?.value ?? '');
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    return control.checked !== control.defaultChecked;
  return control.type !== 'hidden' && control.value !== control.defaultValue;
}

/** Whether the visitor has started filling in a form inside `element`. */
function inUse(element: HTMLElement): boolean {
  return [...element.querySelectorAll<FormControl>('input, textarea, select')].some(changedByVisitor);
}

/**
 * A part of a prerendered page whose code loads only when it is about to be seen (or touched): the home
 * page's contact form sits far below the fold, and on the form pages the form's code (react-hook-form,
 * zod, the schema) would otherwise hold up the first paint. Until then its server HTML stays as it is
 * (React leaves a suspended boundary dehydrated): its links work and its form posts itself as HTML, the
 * server answering with a page. A form the visitor has started to fill in by the time its code arrives
 * stays that HTML form (hydrating would put the form's defaults back into its fields).
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
    // Never settles: the boundary keeps its server HTML.
    if (inUse(element)) await new Promise<never>(() => {});
    return { default: Loaded as ComponentType<P> };
  });

  function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      return whenNear(element, () => reportNear(element));
    }, []);
    return (
      <div ref={ref}>
        <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Deferred {...props} />}</Suspense>
      </div>
    );
  }
  return Island;
}
