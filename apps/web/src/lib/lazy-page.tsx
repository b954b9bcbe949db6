import { lazy, type ComponentType } from 'react';

/**
 * Every module a route's page comes from, each its own chunk (Vite's `import.meta.glob`). The keys are
 * paths under `src/pages/`, so the prerenderer finds a route's chunk and CSS in Vite's manifest by key.
 * Modules a route module imports itself are left out: a module in the glob becomes a chunk of its own.
 */
const pageModules = import.meta.glob([
  '../pages/**/*-page.tsx',
  '../pages/**/*-pages.tsx',
  '../pages/**/*-route.tsx',
  '!../pages/products/product-page.tsx',
  '!../pages/products/wholesale-product-page.tsx',
  '!../pages/**/*.test.tsx',
]);

export type PageComponent = ComponentType & {
  preload: () => Promise<void>;
  /** The page's module, as the Vite manifest names it (`src/pages/…`). */
  module: string;
};

/**
 * A route's page as its own chunk: `module` is its path under `src/pages/`, `pick` the component among its
 * exports (`default` unless told). Unlike plain React.lazy it can be loaded ahead of rendering, so the
 * first render after `preload()` is synchronous: the app's first render of a page (the SPA, or a public
 * page the app takes over when a link is followed) and every page it navigates to (app/navigation.ts) is
 * complete, without a Suspense fallback.
 */
export function lazyPage<M = { default: ComponentType }>(
  module: string,
  pick: (loaded: M) => ComponentType = (loaded) => (loaded as { default: ComponentType }).default,
): PageComponent {
  const load = pageModules[`../pages/${module}`];
  if (!load) throw new Error(`no page module pages/${module}`);
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((mod) => {
      Loaded = pick(mod as M);
    }));
  const Deferred = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });
  const Page = () => (Loaded ? <Loaded /> : <Deferred />);
  return Object.assign(Page, { preload, module: `src/pages/${module}` });
}
