/**
 * The TanStack Query client, loaded only where it is used: the staff, partner-portal and console pages.
 * Most public pages never need query-core, so it stays out of the entry chunk. Imports nothing of
 * query-core at run time (types only); `query-client.ts` holds the client itself.
 *
 * Each page that uses queries provides the client itself (`withQueryClient`), and nothing above the
 * pages ever changes its context: a context change above a prerendered part that has not hydrated yet
 * (an island of `hydrate-when-near.tsx`) makes React throw that part's server HTML away.
 */
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { use } from 'react';
import type { PageComponent } from './lazy-page.tsx';

let client: QueryClient | undefined;
let pending: Promise<QueryClient> | undefined;

/** Loads query-core and creates the page's one client (once). */
export function loadQueryClient(): Promise<QueryClient> {
  return (pending ??= import('./query-client.ts').then(({ createQueryClient }) => {
    client = createQueryClient();
    // What QueryClientProvider would do on mount; the app never unmounts it.
    client.mount();
    return client;
  }));
}

/** A route's page that uses queries: loading it (before hydration or on navigation) loads the client too. */
export function withQueryClient(page: PageComponent): PageComponent {
  const Page = page;
  function WithQueryClient() {
    const loaded = client ?? use(loadQueryClient());
    return (
      <QueryClientContext value={loaded}>
        <Page />
      </QueryClientContext>
    );
  }
  return Object.assign(WithQueryClient, {
    preload: () => Promise.all([page.preload(), loadQueryClient()]).then(() => undefined),
    load: page.load,
  });
}
