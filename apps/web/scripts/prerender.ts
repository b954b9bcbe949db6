/**
 * Writes static HTML for every prerendered route (content, title, description, canonical link already in
 * the markup), the SPA shell for client-only routes, the 404 page, routes.json for the server, and
 * sitemap.xml / robots.txt; then brotli and gzip copies of the text files for the server to send. The
 * documents come from the site renderer of the server entry (src/ssr/site-renderer.tsx), which the server
 * also renders its per-request pages with; dist-ssr stays for it.
 * Where the site's own address goes (canonical links, samples, the sitemap) the files hold the stand-in
 * `siteOriginPlaceholder`: the server puts PUBLIC_URL's origin in its place (decision 0054).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brand, siteOriginPlaceholder } from '../src/site.ts';
import {
  buildDocsSearchData,
  docsSearchIndexPaths,
  type DocsSearchLanguage,
  type DocsSearchSection,
} from '@app/contracts/docs-search';
import { docsSearchSections } from './docs-search-index.ts';
import { precompress } from './precompress.ts';
import type { SiteRenderer } from '../src/ssr/site-renderer.tsx';
import { ROUTE_PAGES_FILE } from '../src/ssr/vite-manifest.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

interface ServerEntry {
  createSiteRenderer(dist: string): SiteRenderer;
  routes: Array<{ path: string; render: 'prerender' | 'client' | 'server' }>;
  redirects: Record<string, string>;
}

const entry = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
// The same renderer the server renders its pages with on each request: one page template, one head.
const renderer = entry.createSiteRenderer(dist);

const fileFor = (path: string) =>
  path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// Client-only routes get an empty shell; the page sets its own title once loaded.
write(join(dist, '_shell.html'), renderer.shell(brand.name));

const prerendered: string[] = [];
/** Each route's page module, for bench/bundles.ts (public pages and the client-only ones to keep out). */
const routePages = {
  prerendered: {} as Record<string, string>,
  client: Object.fromEntries(
    entry.routes.filter((r) => r.render === 'client').map((r) => [r.path, renderer.pageModule(r.path)]),
  ),
};
/** Prerendered pages that ask search engines to stay away (e.g. /unsubscribe) stay out of the sitemap. */
const indexable: string[] = [];
/**
 * The docs search indexes: the sections of every prerendered docs page, from its HTML (decision 0043), one
 * index per language: /docs and the Chinese edition's /zh/docs (decision 0071).
 */
const docsSections: Record<DocsSearchLanguage, DocsSearchSection[]> = { en: [], 'zh-CN': [] };
const docsRoots: Record<DocsSearchLanguage, string> = { en: '/docs', 'zh-CN': '/zh/docs' };
const docsLanguageOf = (path: string) =>
  (Object.keys(docsRoots) as DocsSearchLanguage[]).find(
    (language) => path === docsRoots[language] || path.startsWith(`${docsRoots[language]}/`),
  );
for (const route of entry.routes.filter((r) => r.render === 'prerender')) {
  const { document: page, noindex, pageModule: pageKey } = await renderer.prerender(route.path);
  if (!noindex) indexable.push(route.path);
  if (pageKey) routePages.prerendered[route.path] = pageKey;
  write(fileFor(route.path), page);
  const docsLanguage = docsLanguageOf(route.path);
  if (docsLanguage) docsSections[docsLanguage].push(...docsSearchSections(page, route.path));
  prerendered.push(route.path);
}
for (const language of Object.keys(docsSections) as DocsSearchLanguage[]) {
  write(
    join(dist, docsSearchIndexPaths[language].slice(1)),
    JSON.stringify(buildDocsSearchData(docsSections[language], language)),
  );
}

const notFound = await renderer.prerender('/__not-found__');
write(join(dist, '404.html'), notFound.document);
// The Chinese edition's, for unknown addresses under /zh (the server picks it by the path).
const notFoundZh = await renderer.prerender('/zh/__not-found__');
write(join(dist, 'zh/404.html'), notFoundZh.document);

write(
  join(dist, 'routes.json'),
  JSON.stringify(
    {
      prerendered,
      client: entry.routes.filter((r) => r.render === 'client').map((r) => r.path),
      // Rendered by the server on each request, with the renderer in dist-ssr (kept for it).
      server: entry.routes.filter((r) => r.render === 'server').map((r) => r.path),
      redirects: entry.redirects,
    },
    null,
    2,
  ),
);

write(join(dist, ROUTE_PAGES_FILE), JSON.stringify(routePages, null, 2));

const today = new Date().toISOString().slice(0, 10);
/** A page in both languages lists both editions (and English as x-default), as its head does (decision 0063). */
const sitemapAlternates = (path: string) => {
  const editions = renderer.alternates(path);
  const english = editions.find((edition) => edition.locale === 'en');
  return [...editions, ...(english ? [{ locale: 'x-default', path: english.path }] : [])]
    .map(
      (edition) =>
        `<xhtml:link rel="alternate" hreflang="${edition.locale}" href="${siteOriginPlaceholder}${edition.path}"/>`,
    )
    .join('');
};
write(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${indexable
    .map(
      (p) =>
        `  <url><loc>${siteOriginPlaceholder}${p}</loc><lastmod>${today}</lastmod>${sitemapAlternates(p)}</url>`,
    )
    .join('\n')}\n</urlset>\n`,
);
write(
  join(dist, 'robots.txt'),
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /partners',
    'Disallow: /console',
    'Disallow: /zh/console',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteOriginPlaceholder}/sitemap.xml`,
    '',
  ].join('\n'),
);

const compressed = precompress(dist);
console.log(
  `prerendered ${prerendered.length} routes, shell and 404 page; ${compressed} files precompressed`,
);
