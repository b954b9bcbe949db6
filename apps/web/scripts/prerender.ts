/**
 * Writes static HTML for every prerendered route (content, title, description, canonical link already in
 * the markup), the SPA shell for client-only routes, the 404 page, routes.json for the server, and
 * sitemap.xml / robots.txt.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brand, site } from '../src/site.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string; noindex: boolean }>;
  routes: Array<{ path: string; render: 'prerender' | 'client'; layout: string }>;
  redirects: Record<string, string>;
}

const entry = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-html-->')) throw new Error('dist/index.html has no <!--app-html--> marker');

const fill = (head: string, html: string) =>
  template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);

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
/** Prerendered pages that ask search engines to stay away (e.g. /unsubscribe) stay out of the sitemap. */
const indexable: string[] = [];
for (const route of entry.routes.filter((r) => r.render === 'prerender')) {
  const { html, head, noindex } = await entry.render(route.path);
  if (!noindex) indexable.push(route.path);
  write(fileFor(route.path), fill(head, html));
  prerendered.push(route.path);
}

const notFound = await entry.render('/__not-found__');
write(join(dist, '404.html'), fill(notFound.head, notFound.html));

write(
  join(dist, 'routes.json'),
  JSON.stringify(
    {
      prerendered,
      client: entry.routes.filter((r) => r.render === 'client').map((r) => r.path),
      redirects: entry.redirects,
    },
    null,
    2,
  ),
);

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
console.log(`prerendered ${prerendered.length} routes, shell and 404 page`);
