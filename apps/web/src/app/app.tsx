import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { BareLayout, SiteLayout } from '../components/layout/site-layout.tsx';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { HeadProvider, type HeadCollector } from '../lib/head.tsx';
import { useLoadedQueryClient } from '../lib/lazy-query-client.tsx';
import { matchRoute } from './match-route.ts';
import { notFoundPage as NotFound, routes } from './routes.ts';

/** Scrolls to the top on navigation, or to the element a `#hash` names. */
function ScrollManager() {
  const [location] = useLocation();
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function Routes() {
  const [location] = useLocation();
  const Layout = matchRoute(location)?.layout === 'bare' ? BareLayout : SiteLayout;
  return (
    <Layout>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} component={route.page} />
        ))}
        <Route component={NotFound} />
      </Switch>
    </Layout>
  );
}

export interface AppProps {
  /** The prerenderer's client; in the browser the client is loaded with the pages that use it. */
  queryClient?: QueryClient;
  /** Set when prerendering: the path to render and where page heads are collected. */
  ssr?: { path: string; head: HeadCollector };
}

export function App({ queryClient, ssr }: AppProps) {
  const loadedClient = useLoadedQueryClient();
  return (
    <QueryClientContext value={queryClient ?? loadedClient}>
      <HeadProvider collector={ssr?.head ?? null}>
        <Router {...(ssr ? { ssrPath: ssr.path } : {})}>
          <ScrollManager />
          <Routes />
        </Router>
        <LazyToaster />
      </HeadProvider>
    </QueryClientContext>
  );
}
