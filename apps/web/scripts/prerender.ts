/**
 * Writes static HTML for every prerendered route (content, title, description, canonical link already in
 * the markup), the SPA shell for client-only routes, the 404 page, routes.json for the server, and
 * sitemap.xml / robots.txt; then brotli and gzip copies of the text files for the server to send.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brand, site } from '../src/site.ts';
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
    page: { load: () => Promise<unknown> };
  }>;
  redirects: Record<string, string>;
}

const entry = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-html-->')) throw new Error('dist/index.html has no <!--app-html--> marker');

const fill = (head: string, html: string) =>
  template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);

const clientManifest = readManifest(dist);
const ssrManifest = readManifest(join(root, 'dist-ssr'));
const entryChunks = staticClosure(clientManifest, ['index.html']);

/**
 * The source module of a route's page (a manifest key), read from its lazy import in the SSR bundle:
 * `() => import("./assets/home-page-x1.js")` names the SSR chunk, whose manifest entry names the source.
 */
function pageModule(path: string, load: () => Promise<unknown>): string {
  const file = /import\(["'`]([^"'`]+)["'`]\)/.exec(String(load))?.[1];
  const key =
    file && Object.keys(ssrManifest).find((k) => basename(ssrManifest[k]?.file ?? '') === basename(file));
  if (!key || !clientManifest[key]) throw new Error(`${path}: cannot tell which chunk its page loads`);
  return key;
}

/**
 * Preload links for a page's chunks (the entry's are already in the template), so the browser fetches
 * them alongside the entry instead of after it has run: hydration waits for them.
 */
function pagePreloads(pageKey: string): string {
  const files = [...staticClosure(clientManifest, [pageKey])]
    .filter((key) => !entryChunks.has(key))
    .map((key) => clientManifest[key]?.file);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
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
    entry.routes.filter((r) => r.render === 'client').map((r) => [r.path, pageModule(r.path, r.page.load)]),
  ),
};
/** Prerendered pages that ask search engines to stay away (e.g. /unsubscribe) stay out of the sitemap. */
const indexable: string[] = [];
for (const route of entry.routes.filter((r) => r.render === 'prerender')) {
  const { html, head, noindex } = await entry.render(route.path);
  if (!noindex) indexable.push(route.path);
  const pageKey = pageModule(route.path, route.page.load);
  routePages.prerendered[route.path] = pageKey;
  // After the entry's own tags, so the entry script and the stylesheet are requested first.
  write(fileFor(route.path), fill(head, html).replace('</head>', `  ${pagePreloads(pageKey)}\n  </head>`));
  prerendered.push(route.path);
}

// Templates the server fills on each request (the App Store): no module scripts, they are complete HTML.
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
    .map((p) => `  <url><loc>${site.url}${p}</loc><lastmod>${today}</lastmod></url>`)
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
    `Sitemap: ${site.url}/sitemap.xml`,
    '',
  ].join('\n'),
);

rmSync(join(root, 'dist-ssr'), { recursive: true, force: true });
const compressed = precompress(dist);
console.log(
  `prerendered ${prerendered.length} routes, shell and 404 page; ${compressed} files precompressed`,
);
