/**
 * The one place HTML documents are made (decision 0046): the app rendered with react-dom/server, put into
 * the page template (index.html) with the head tags, the stylesheets and the entry script of the client
 * build. The prerenderer (scripts/prerender.ts) writes the public pages with it at build time; the server
 * renders the App Store, the docs search results and form pages answering a refused post with it on each
 * request (`renderPage`), with the data it passes.
 *
 * What a page loads: its stylesheets (in the head) and the entry script, at the end of the body. Nothing
 * else is preloaded: the entry fetches the page's islands once the page has painted (src/main.tsx), so the
 * HTML, the CSS and the largest image have the network to themselves until the first paint.
 */
import { renderToString } from 'react-dom/server';
import type { PageRenderer, ServerPage } from '@app/contracts/server-pages';
import template from '../../index.html?raw';
import { App } from '../app/app.tsx';
import { FormProblemSummary } from '../components/form/form-problem-summary.tsx';
import { matchRoute } from '../app/match-route.ts';
import { notFoundPage, type RouteDef } from '../app/routes.ts';
import { renderHeadTags, type HeadCollector } from '../lib/head.tsx';
import { qrCodeSvg } from '../lib/qr-code.ts';
import { appInstallTexts } from '../content/app-store.ts';
import { ServerPageProvider, type ServerPageState } from '../lib/server-page.tsx';
import { readManifest, staticClosure, type Manifest } from './vite-manifest.ts';
import { collectIslandContent, contentIn, loadCatalogue } from '../i18n/catalogue.tsx';
import { zhSectionOf, type ZhSection } from '../i18n/zh-CN/sections.ts';
import { zhTwinOf } from '../i18n/store-editions.ts';
import { htmlLang, localeOfPath, pathIn, type Locale } from '../i18n/locales.ts';

const DEV_ENTRY = '<script type="module" src="/src/main.tsx"></script>';
const HTML_LANG = '<html lang="en">';
const ROOT = '<div id="root">';
if (
  !template.includes(DEV_ENTRY) ||
  !template.includes('<!--app-html-->') ||
  !template.includes(HTML_LANG) ||
  !template.includes(ROOT)
)
  throw new Error('index.html has no development entry, <!--app-html--> marker, <html lang="en"> or #root');

interface RenderedPage {
  /** The complete HTML document. */
  document: string;
  /** The page asks search engines to stay away (out of the sitemap). */
  noindex: boolean;
  /** The route's page module (a key of the Vite manifest); undefined for the not-found page. */
  pageModule: string | undefined;
}

export interface SiteRenderer extends PageRenderer {
  /** A route's page as the build writes it; `path` unmatched renders the not-found page. */
  prerender(path: string): Promise<RenderedPage>;
  /** The page module (a key of the Vite manifest) of the route of `path`, checked to be a chunk of its own. */
  pageModule(path: string): string | undefined;
  /** The editions of a page in each language it exists in (for `hreflang` and the sitemap). */
  alternates(path: string): Array<{ locale: Locale; path: string }>;
  /** The page of client-only routes: an empty `#root` the app fills; the page sets its own title. */
  shell(noindexTitle: string): string;
}

/**
 * Renders `path` in the app (the markup of #root); with `state`, the server page's data is there for its
 * components. Exported for the test comparing a form's answer with the script's failed submit.
 */
export async function renderApp(path: string, state: ServerPageState | null) {
  const route = matchRoute(path);
  const locale = localeOfPath(path);
  await Promise.all([(route?.page ?? notFoundPage).preload(), loadCatalogue(locale)]);
  const collector: HeadCollector = {};
  const app = <App ssr={{ path, head: collector }} />;
  const { result: html, keys } = collectIslandContent(() =>
    renderToString(state ? <ServerPageProvider state={state}>{app}</ServerPageProvider> : app),
  );
  if (!collector.head) throw new Error(`${path}: the page did not call usePageHead`);
  // The sections of the Chinese catalogue the page's islands read: listed on the page for their boot.
  const sections: ZhSection[] = [...new Set(keys.map(zhSectionOf))].sort();
  return { html, head: collector.head, route, locale, sections };
}

/**
 * The editions of the page at `path` (decision 0063): each language it exists in and its path there,
 * for the `hreflang` alternates; none for a page that exists in one language only. `zhTwin`: a store
 * page's Chinese twin, as its data say (decision 0067).
 */
function alternatesOf(path: string, zhTwin?: boolean): Array<{ locale: Locale; path: string }> {
  const editions = (['en', 'zh-CN'] as const).flatMap((locale) => {
    const twin = pathIn(locale, path, zhTwin);
    return twin ? [{ locale, path: twin }] : [];
  });
  return editions.length > 1 ? editions : [];
}

/**
 * The QR codes a page shows: an app page's Install block shows the companion app's deep link as one (on a
 * desktop, to scan with the phone). Made here, before rendering: the encoder is asynchronous.
 */
async function qrCodesOf(page: ServerPage, locale: Locale): Promise<ReadonlyMap<string, string>> {
  const data = page.page === 'form-answer' ? page.on : page;
  if (data?.page !== 'app-store-app') return new Map();
  const { app } = data.data;
  // Its accessible name in the page's language (the catalogue is loaded before rendering: renderApp).
  await loadCatalogue(locale);
  const install = contentIn(locale, 'appInstallTexts', appInstallTexts);
  return new Map([[app.deepLink, await qrCodeSvg(app.deepLink, install.qrLabel(app.name))]]);
}

/** A renderer for the built site in `dist` (its Vite manifest names the entry script and the stylesheets). */
export function createSiteRenderer(dist: string): SiteRenderer {
  const manifest: Manifest = readManifest(dist);
  const entryChunk = manifest['index.html'];
  if (!entryChunk?.isEntry) throw new Error('the Vite manifest has no index.html entry');

  /** The route's page module, checked to be a chunk of its own of the client build. */
  const pageModule = (route: RouteDef | undefined) => {
    if (!route) return undefined;
    if (!manifest[route.page.module]?.isDynamicEntry)
      throw new Error(`${route.path}: ${route.page.module} is not a chunk of its own in the Vite manifest`);
    return route.page.module;
  };

  /** The stylesheets of the entry and `page` and their static imports: what the page needs to be painted. */
  const stylesheets = (page: string | undefined) =>
    [
      ...new Set(
        [...staticClosure(manifest, page ? ['index.html', page] : ['index.html'])].flatMap(
          (key) => manifest[key]?.css ?? [],
        ),
      ),
    ]
      .map((file) => `<link rel="stylesheet" href="/${file}" />`)
      .join('\n    ');

  /**
   * The template filled: head tags after the stylesheets, the markup in #root, the entry script or none.
   * On #root, the sections of the Chinese catalogue the page's islands read: their boot loads those.
   */
  const documentOf = (
    head: string,
    html: string,
    page: string | undefined,
    scripts = true,
    locale: Locale = 'en',
    sections: readonly ZhSection[] = [],
  ) =>
    template
      .replace(HTML_LANG, () => `<html lang="${htmlLang[locale]}">`)
      .replace('<!--app-head-->', () => `${stylesheets(page)}\n    ${head}`)
      .replace(ROOT, () =>
        scripts && sections.length > 0 ? `<div id="root" data-catalogue="${sections.join(' ')}">` : ROOT,
      )
      .replace('<!--app-html-->', () => html)
      .replace(DEV_ENTRY, scripts ? `<script type="module" src="/${entryChunk.file}"></script>` : '');

  return {
    pageModule: (path) => pageModule(matchRoute(path)),

    alternates: alternatesOf,

    async prerender(path) {
      const { html, head, route, locale, sections } = await renderApp(path, null);
      const page = pageModule(route);
      return {
        document: documentOf(
          renderHeadTags(head, { alternates: alternatesOf(path) }),
          html,
          page,
          true,
          locale,
          sections,
        ),
        noindex: Boolean(head.noindex),
        pageModule: page,
      };
    },

    shell: (title) =>
      documentOf(
        `<title>${title}</title>\n    <meta name="robots" content="noindex, nofollow" />`,
        '',
        undefined,
      ),

    async renderPage(path, page: ServerPage) {
      if (!matchRoute(path)) return undefined;
      const zhTwin = zhTwinOf(page);
      const state: ServerPageState = {
        page,
        answerShown: false,
        FormProblemSummary,
        qrCodes: await qrCodesOf(page, localeOfPath(path)),
        zhTwin,
      };
      const { html, head, route, locale, sections } = await renderApp(path, state);
      const answer = page.page === 'form-answer';
      if (answer && !state.answerShown) throw new Error(`${path} has no ${page.data.form} form to answer`);
      // A form's answer goes to a visitor who posted without script: nothing would hydrate it (the
      // island's props do not hold the post) and they are better served by the page as it is.
      return documentOf(
        renderHeadTags(head, { error: answer, alternates: alternatesOf(path, zhTwin) }),
        html,
        pageModule(route),
        !answer,
        locale,
        sections,
      );
    },
  };
}
