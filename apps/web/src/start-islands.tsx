/**
 * The boot of a prerendered public page: hydrates its islands (lib/island.tsx), each with its own root,
 * and leaves the rest of the page as the server sent it. No client router: a link inside an island loads
 * its page as a new document (lib/document-location.ts).
 *
 * Islands in the viewport hydrate at once; the others when they come within a screen of it or are
 * touched, focused or typed in (lib/when-near.ts). Each island's wrapper is marked `data-hydrated` once
 * its root has committed, and `#root` once every island that was in the viewport at boot has: what tests
 * wait for, as a visitor waits for the controls in front of them to respond.
 */
import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { LazyToaster } from './components/ui/lazy-toaster.tsx';
import { useDocumentLocation } from './lib/document-location.ts';
import type { IslandComponent } from './lib/island.tsx';
import { inViewport, whenNear } from './lib/when-near.ts';

/** Every island's module, each its own chunk: a page loads the modules of the islands it holds only. */
const islandModules = import.meta.glob<{ default: IslandComponent<object> }>([
  './islands/*.tsx',
  '!./islands/*.test.tsx',
]);

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
  if (island.islandName !== name) throw new Error(`islands/${name}.tsx defines the island ${island.islandName}`);
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const Component: ComponentType<object> = island.Component;
  await new Promise<void>((resolve) => {
    const onCommit = () => {
      element.dataset.hydrated = 'true';
      resolve();
    };
    hydrateRoot(
      element,
      <StrictMode>
        <Router hook={useDocumentLocation}>
          <Component {...props} />
        </Router>
        <Committed onCommit={onCommit} />
      </StrictMode>,
    );
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
  createRoot(host).render(<LazyToaster />);
}

/** Hydrates the islands of the prerendered page in `container` (#root). */
export function startIslands(container: HTMLElement): void {
  const islands = outermostIslands(container);
  const inView = islands.filter(inViewport);
  for (const element of islands) {
    if (!inView.includes(element)) whenNear(element, () => void hydrateIsland(element));
  }
  void Promise.all(inView.map(hydrateIsland)).then(() => {
    container.dataset.hydrated = 'true';
  });
  mountToaster();
  // A page view for this public page (issue 24); the tracker loads now, after the islands in view.
  void import('./features/analytics/tracker.ts').then((tracker) => tracker.trackPageView());
}
