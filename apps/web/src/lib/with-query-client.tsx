/**
 * The pages that fetch with TanStack Query (staff, partner portal, console) bring its provider with them:
 * it loads with the page, so query-core stays out of what public pages load. Those pages are rendered on
 * the client only, so the provider above them never meets server HTML waiting to hydrate.
 */
import { lazy, Suspense } from 'react';
import type { PageComponent } from './lazy-page.tsx';

const loadProvider = () => import('./query-client-provider.tsx');
const AppQueryClientProvider = lazy(loadProvider);

export function withQueryClient(page: PageComponent): PageComponent {
  const Page = page;
  const WithQueryClient = () => (
    <Suspense fallback={null}>
      <AppQueryClientProvider>
        <Page />
      </AppQueryClientProvider>
    </Suspense>
  );
  return Object.assign(WithQueryClient, {
    preload: () => Promise.all([page.preload(), loadProvider()]).then(() => undefined),
    module: page.module,
  });
}
