import { Suspense, useLayoutEffect } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { BareLayout, SiteLayout } from './layout/site-layout.tsx';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { PageViews } from '../features/analytics/page-views.tsx';
import { HeadProvider, type HeadCollector } from '../lib/head.tsx';
import { matchRoute } from './match-route.ts';
import { useAppLocation } from './navigation.ts';
import { newsletterPages, notFoundPage as NotFound, redirects, routes } from './routes.ts';
import { LocaleProvider } from '../i18n/catalogue.tsx';
import { htmlLang, localeOfPath, pathIn } from '../i18n/locales.ts';
import { useServerPageZhTwin } from '../lib/server-page.tsx';

/**
 * Scrolls to the top on navigation, or to the element a `#hash` names. Before the new page is painted
 * (layout effect) and instantly: the page's smooth scrolling is for in-page anchors, and a new page that
 * first shows at the old offset and then glides up reads as a glitch.
 */
function ScrollManager() {
  const [location] = useLocation();
  useLayoutEffect(() => {
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
  return null;
}

/** The document's language follows the page's when the app shows another page (`<html lang>`). */
function DocumentLanguage({ lang }: { lang: string }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}

function Routes() {
  const [location] = useLocation();
  const route = matchRoute(location);
  const Layout = route?.layout === 'bare' ? BareLayout : SiteLayout;
  const locale = localeOfPath(location);
  // A store page the server renders has its Chinese twin by its data (decision 0067).
  const zhTwin = useServerPageZhTwin();
  const otherEdition = pathIn(locale === 'en' ? 'zh-CN' : 'en', location, zhTwin);
  const bilingual = Boolean(route && pathIn('en', location) && pathIn('zh-CN', location, zhTwin));
  // A redirect goes first: nothing of the page it leaves (nor that page's catalogue) is needed.
  const redirect = redirects[location];
  if (redirect) return <Redirect to={redirect} replace />;
  return (
    <LocaleProvider locale={locale}>
      <DocumentLanguage lang={htmlLang[locale]} />
      {/* A Chinese page reached without its catalogue (a redirect followed) waits for it (i18n/catalogue.tsx). */}
      <Suspense fallback={null}>
        <Layout
          copyright={!route?.ownCopyright}
          marketing={route?.render !== 'client'}
          // The newsletter is written in English: its sign-up widget stays off the Chinese pages.
          newsletter={locale === 'en' && !newsletterPages.has(route?.path ?? '')}
          otherEdition={bilingual ? otherEdition : undefined}
        >
          {/* First-party analytics of the public pages (issue 24). */}
          <PageViews enabled={route?.render !== 'client'} />
          <Switch>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} component={route.page} />
            ))}
            {/* The server answers these paths with a redirect; a link followed in the app goes there too. */}
            {Object.entries(redirects).map(([from, to]) => (
              <Route key={from} path={from}>
                <Redirect to={to} replace />
              </Route>
            ))}
            <Route component={NotFound} />
          </Switch>
        </Layout>
      </Suspense>
    </LocaleProvider>
  );
}

export interface AppProps {
  /** Set when prerendering: the path to render and where page heads are collected. */
  ssr?: { path: string; head: HeadCollector };
}

/** The query client is not provided here: the pages that use it bring it (lib/with-query-client.tsx). */
export function App({ ssr }: AppProps) {
  return (
    <HeadProvider collector={ssr?.head ?? null}>
      <Router {...(ssr ? { ssrPath: ssr.path } : { hook: useAppLocation })}>
        <ScrollManager />
        <Routes />
      </Router>
      <LazyToaster />
    </HeadProvider>
  );
}
