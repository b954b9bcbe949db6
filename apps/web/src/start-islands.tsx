/**
 * The boot of a prerendered public page: hydrates its islands (lib/island.tsx), each with its own root,
 * and leaves the rest of the page as the server sent it. No router loads with the page: when a visitor
 * follows a link to another page of the site (in an island or in the server HTML), the full app takes
 * over (start-app.tsx) and shows it without a full page reload, as the spec has links followed.
 *
 * Islands in the viewport hydrate at once; the others when they come within a screen of it or are
 * touched, focused or typed in (lib/when-near.ts). Each island's wrapper is marked `data-hydrated` once
 * its root has committed, and `#root` once every island that was in the viewport at boot has: what tests
 * wait for, as a visitor waits for the controls in front of them to respond.
 */
import { StrictMode, startTransition, useEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { LazyToaster } from './components/ui/lazy-toaster.tsx';
import type { IslandComponent } from './lib/island.tsx';
import { rememberEarlyInput } from './lib/early-input.ts';
import { inViewport, whenNear } from './lib/when-near.ts';
import { LocaleProvider, loadContent, loadSections } from './i18n/catalogue.tsx';
import { localeOfPath, type Locale } from './i18n/locales.ts';

/** The page's language (its path's, as the prerenderer rendered it): islands render in it. */
let locale: Locale = 'en';

/** Every island's module, each its own chunk: a page loads the modules of the islands it holds only. */
const islandModules = import.meta.glob<{ default: IslandComponent<object> }>([
  './islands/*.tsx',
  '!./islands/*.test.tsx',
]);

/** Every root of the page (islands, toaster): unmounted when the app takes over. */
const roots: Root[] = [];
let container: HTMLElement | null = null;
let handingOver = false;

/**
 * Shows `to` in the full app, without a full page reload: loads the app and the target's page, pushes
 * the location, unmounts the islands and renders the app in `#root` (start-app.tsx). A path the app does
 * not show (the App Store, a download, an unknown path) loads as a document; so does any path if the
 * app's code fails to load (the failure is reported).
 */
async function navigate(to: string, options?: { replace?: boolean }): Promise<void> {
  if (handingOver || !container) return;
  handingOver = true;
  const url = new URL(to, window.location.href);
  try {
    const app = await import('./start-app.tsx');
    if (!app.showsInApp(url.pathname)) {
      window.location.assign(url.href);
      return;
    }
    await app.preloadPage(url.pathname);
    window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', url.href);
    for (const root of roots.splice(0)) root.unmount();
    app.takeOver(container);
  } catch (error) {
    window.location.assign(url.href);
    throw error;
  }
}

/** The islands' router location (wouter's documented custom `hook`): the browser's, navigating through the app. */
function useIslandLocation(): [string, typeof navigate] {
  const [location] = useBrowserLocation();
  return [location, navigate];
}

/**
 * A link of the server HTML (outside the islands, e.g. the footer's) followed as an island's link is:
 * the same-origin links a primary, unmodified click follows in this tab, other than to an anchor of this
 * page. Clicks a handler has already taken (an island's link) are left alone.
 */
function followLinks(): void {
  document.addEventListener('click', (event) => {
    // Once the app has taken over, its own links route; a plain link it renders (the language link) loads.
    if (handingOver || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
      return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  });
}

/** Renders nothing; its effect runs once the root around it has committed. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islandModules[`./islands/${name}.tsx`];
  if (!load) throw new Error(`no island module islands/${name}.tsx`);
  const island = (await load()).default;
  // The app took over while this island's code was loading: the element is no longer on the page.
  if (handingOver || !element.isConnected) return;
  if (island.islandName !== name)
    throw new Error(`islands/${name}.tsx defines the island ${island.islandName}`);
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const Component: ComponentType<object> = island.Component;
  // What a visitor has entered in the island's forms so far, for them to put back once hydrated.
  rememberEarlyInput(element);
  await new Promise<void>((resolve) => {
    const onCommit = () => {
      element.dataset.hydrated = 'true';
      resolve();
    };
    // In a transition, React hydrates in short slices that yield to the browser (input, paint) instead
    // of one long task per island.
    startTransition(() => {
      const root = hydrateRoot(
        element,
        <StrictMode>
          <LocaleProvider locale={locale}>
            <Router hook={useIslandLocation}>
              <Component {...props} />
            </Router>
          </LocaleProvider>
          <Committed onCommit={onCommit} />
        </StrictMode>,
      );
      roots.push(root);
    });
  });
}

/** The islands of the page that are not inside another island (an outer island hydrates its inner ones). */
const outermostIslands = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-island]')].filter(
    (element) => !element.parentElement?.closest('[data-island]'),
  );

/** The toaster, in a root of its own: toasts are module state, so any island's `notify` reaches it. */
function mountToaster(): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(<LazyToaster />);
  roots.push(root);
}

/** Resolves in a new task: the browser handles input and paints in between. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Hydrates the islands of the prerendered page in `container` (#root). Each step starts in a task of its
 * own: starting an island's import issues a request for each of its chunks, and hydration evaluates them,
 * so a page with a form in view would otherwise block input for one long task.
 */
export async function startIslands(root: HTMLElement): Promise<void> {
  container = root;
  followLinks();
  // A Chinese page's islands render from the Chinese catalogue, as the prerenderer did: the sections of it
  // they read, which the prerenderer listed on #root (an entry read later loads its section then).
  locale = localeOfPath(window.location.pathname);
  await loadSections(locale, (root.dataset.catalogue ?? '').split(' '));
  const islands = outermostIslands(root);
  const inView = islands.filter(inViewport);
  for (const element of islands) {
    if (!inView.includes(element)) whenNear(element, () => void hydrateIsland(element));
  }
  const hydrations: Promise<void>[] = [];
  for (const element of inView) {
    await yieldToBrowser();
    hydrations.push(hydrateIsland(element));
  }
  void Promise.all(hydrations).then(() => {
    root.dataset.hydrated = 'true';
  });
  // The docs' code blocks get their Copy buttons (not an island: nothing of theirs hydrates).
  if (root.querySelector('pre[data-copy-code]')) {
    void Promise.all([import('./lib/code-copy.ts'), loadContent(locale, ['devUi'])]).then(([codeCopy]) =>
      codeCopy.addCopyButtons(root, locale),
    );
  }
  // A page view for this public page (issue 24); the tracker loads now, after the islands in view.
  void import('./features/analytics/tracker.ts').then((tracker) => tracker.trackPageView());
  await yieldToBrowser();
  // A link followed meanwhile has handed the page over to the app, which has a toaster of its own.
  if (!handingOver) mountToaster();
}
