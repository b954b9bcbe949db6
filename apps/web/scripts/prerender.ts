/**
 * Writes static HTML for every prerendered route (content, title, description, canonical link already in
 * the markup), the SPA shell for client-only routes, the 404 page, routes.json for the server, and
 * sitemap.xml / robots.txt; then brotli and gzip copies of the text files for the server to send. Where the
 * site's own address goes (canonical links, samples, the sitemap) the files hold the stand-in
 * `siteOriginPlaceholder`: the server puts PUBLIC_URL's origin in its place at start (decision 0054).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brand, siteOriginPlaceholder } from '../src/site.ts';
import { buildDocsSearchData, docsSearchIndexPath, type DocsSearchSection } from '@app/contracts/docs-search';
import { docsSearchSections } from './docs-search-index.ts';
import { precompress } from './precompress.ts';
import { readManifest, ROUTE_PAGES_FILE, staticClosure } from './vite-manifest.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string; noindex: boolean }>;
  routes: Array<{
    path: string;
    render: 'prerender' | 'client' | 'server';
    template?: string;
    layout: string;
    page: { module: string };
  }>;
  redirects: Record<string, string>;
}

const entry = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;

const clientManifest = readManifest(dist);
const entryChunk = clientManifest['index.html'];
if (!entryChunk?.isEntry) throw new Error('the Vite manifest has no index.html entry');

/** The stylesheets of `keys` (manifest keys) and their static imports: what the page needs to be painted. */
const stylesheets = (keys: string[]) =>
  [...new Set([...staticClosure(clientManifest, keys)].flatMap((key) => clientManifest[key]?.css ?? []))]
    .map((file) => `<link rel="stylesheet" href="/${file}" />`)
    .join('\n    ');

/**
 * The page template: the source index.html, its development entry replaced by the built one from Vite's
 * manifest, at the end of the body, and the stylesheets first in the head. Nothing else is preloaded:
 * the entry fetches the app once the page has loaded (src/main.tsx), so the HTML, the CSS and the
 * largest image have the network to themselves until the first paint.
 */
const DEV_ENTRY = '<script type="module" src="/src/main.tsx"></script>';
const source = readFileSync(join(root, 'index.html'), 'utf8');
if (!source.includes(DEV_ENTRY) || !source.includes('<!--app-html-->'))
  throw new Error('index.html has no development entry or no <!--app-html--> marker');
const templateFor = (keys: string[]) =>
  source
    .replace('<!--app-head-->', `${stylesheets(keys)}\n    <!--app-head-->`)
    .replace(DEV_ENTRY, `<script type="module" src="/${entryChunk.file}"></script>`);

const fill = (head: string, html: string, keys: string[] = ['index.html']) =>
  templateFor(keys)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html);

/** A route's page module (a key of Vite's manifest), checked to be a chunk of the client build. */
function pageModule(path: string, page: { module: string }): string {
  if (!clientManifest[page.module]?.isDynamicEntry)
    throw new Error(`${path}: ${page.module} is not a chunk of its own in the Vite manifest`);
  return page.module;
}

const fileFor = (path: string) =>
  path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// Client-only routes get an empty shell; the page sets its own title once loaded.
write(
  join(dist, '_shell.html'),
  fill(`<title>${brand.name}</title>\n    <meta name="robots" content="noindex, nofollow" />`, ''),
);

const prerendered: string[] = [];
/** Each route's page module, for bench/bundles.ts (public pages and the client-only ones to keep out). */
const routePages = {
  prerendered: {} as Record<string, string>,
  client: Object.fromEntries(
    entry.routes.filter((r) => r.render === 'client').map((r) => [r.path, pageModule(r.path, r.page)]),
  ),
};
/** Prerendered pages that ask search engines to stay away (e.g. /unsubscribe) stay out of the sitemap. */
const indexable: string[] = [];
/** The docs search index: the sections of every prerendered /docs page, from its HTML (decision 0043). */
const docsSections: DocsSearchSection[] = [];
const isDocsPage = (path: string) => path === '/docs' || path.startsWith('/docs/');
for (const route of entry.routes.filter((r) => r.render === 'prerender')) {
  const { html, head, noindex } = await entry.render(route.path);
  if (!noindex) indexable.push(route.path);
  const pageKey = pageModule(route.path, route.page);
  routePages.prerendered[route.path] = pageKey;
  const page = fill(head, html, ['index.html', pageKey]);
  write(fileFor(route.path), page);
  if (isDocsPage(route.path)) docsSections.push(...docsSearchSections(page, route.path));
  prerendered.push(route.path);
}
write(join(dist, docsSearchIndexPath.slice(1)), JSON.stringify(buildDocsSearchData(docsSections)));

// Templates the server fills on each request (the App Store): complete HTML from the server; the entry only
// (no page module), for the layout's islands.
const templates: Record<string, string> = {};
for (const route of entry.routes.filter((r) => r.render === 'server')) {
  if (!route.template) throw new Error(`${route.path}: a server-rendered route needs a template name`);
  const { html, head } = await entry.render(route.path);
  const file = `_templates/${route.template}.html`;
  write(join(dist, file), fill(head, html));
  templates[route.path] = file;
}

const notFound = await entry.render('/__not-found__');
write(join(dist, '404.html'), fill(notFound.head, notFound.html));

write(
  join(dist, 'routes.json'),
  JSON.stringify(
    {
      prerendered,
      client: entry.routes.filter((r) => r.render === 'client').map((r) => r.path),
      templates,
      redirects: entry.redirects,
    },
    null,
    2,
  ),
);

write(join(dist, ROUTE_PAGES_FILE), JSON.stringify(routePages, null, 2));

const today = new Date().toISOString().slice(0, 10);
write(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexable
    .map((p) => `  <url><loc>${siteOriginPlaceholder}${p}</loc><lastmod>${today}</lastmod></url>`)
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
    'Disallow: /api/',
    '',
    `Sitemap: ${siteOriginPlaceholder}/sitemap.xml`,
    '',
  ].join('\n'),
);

rmSync(join(root, 'dist-ssr'), { recursive: true, force: true });
const compressed = precompress(dist);
console.log(
  `prerendered ${prerendered.length} routes, shell and 404 page; ${compressed} files precompressed`,
);
