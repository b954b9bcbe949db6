/**
 * The TanStack Query client, loaded only where it is used: the staff, partner-portal and console pages
 * and the lead forms. Most public pages never need query-core, so it stays out of the entry chunk.
 * Imports nothing of query-core at run time (types only); `query-client.ts` holds the client itself.
 */
import type { QueryClient } from '@tanstack/react-query';
import { use, useSyncExternalStore } from 'react';
import type { PageComponent } from './lazy-page.tsx';

let client: QueryClient | undefined;
let pending: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Loads query-core and creates the page's one client (once). */
export function loadQueryClient(): Promise<QueryClient> {
  return (pending ??= import('./query-client.ts').then(({ createQueryClient }) => {
    client = createQueryClient();
    // What QueryClientProvider would do on mount; the app never unmounts it.
    client.mount();
    for (const listener of listeners) listener();
    return client;
  }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => client;

/** The client once loaded (re-renders when it arrives), else undefined. */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, current, current);
}

/** A route's page that uses queries: loading it (before hydration or on navigation) loads the client too. */
export function withQueryClient(page: PageComponent): PageComponent {
  const Page = page;
  function WithQueryClient() {
    if (!client) use(loadQueryClient());
    return <Page />;
  }
  return Object.assign(WithQueryClient, {
    preload: () => Promise.all([page.preload(), loadQueryClient()]).then(() => undefined),
    load: page.load,
  });
}
