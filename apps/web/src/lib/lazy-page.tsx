import { lazy, type ComponentType } from 'react';

export type PageComponent = ComponentType & {
  preload: () => Promise<void>;
  /** The import itself; the prerenderer reads which chunk it loads, to preload that chunk in the HTML. */
  load: () => Promise<unknown>;
};

/**
 * A route's page as its own chunk. Unlike plain React.lazy it can be loaded ahead of rendering, so the
 * first render after `preload()` is synchronous: prerendered HTML hydrates without a Suspense fallback.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PageComponent {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((mod) => {
      Loaded = mod.default;
    }));
  const Deferred = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });
  const Page = () => (Loaded ? <Loaded /> : <Deferred />);
  return Object.assign(Page, { preload, load });
}
