/**
 * The link crawler: starting at /, follows every internal link on every page (header, dropdowns and the
 * mobile menu's hidden links included: all `a[href^="/"]` in the DOM once the page has settled) and
 * expects none to reach the not-found page. It also visits every route of both spec route tables and
 * every route of the web app's route list (as the build wrote it to dist/routes.json).
 */
import { expect, test, type Page } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import { withoutFloatingWidgets } from './forms-support.ts';

const NOT_FOUND = '404 Page Not Found';
/** The route list of apps/web/src/app/routes.ts, as the prerenderer wrote it for the server. */
const builtRoutes = JSON.parse(
  readFileSync(new URL('../../apps/web/dist/routes.json', import.meta.url), 'utf8'),
) as { prerendered: string[]; client: string[] };
const MAX_PAGES = 300;
const slug = 'lumen';

/** Route table of the first spec document (public side), with the brand slug filled in. */
const publicSpecRoutes = [
  '/',
  '/about',
  '/products',
  ...[
    'glasses',
    'ai-glasses',
    'ar-spatial',
    'ar-joy2',
    'max',
    'max2',
    'controller',
    'hub',
    'hdmi-adapter',
    'lens-inserts',
  ].map((suffix) => `/products/${slug}-${suffix}`),
  ...['privacy', 'terms', 'cookies', 'shipping', 'refund'].map((policy) => `/policies/${policy}`),
  '/partner-success',
  '/contact',
  '/become-partner',
  '/become-developer',
  '/developers',
  '/sdk/cxr-m',
  '/sdk/cxr-s',
  '/console',
  '/yodaos-sprite',
  '/faq',
  '/admin/login',
  '/admin',
  '/admin/dashboard',
  '/admin/subscribers',
  '/admin/form-submissions',
  '/admin/developer-applications',
  '/partners/portal',
  '/partners/dashboard',
  '/partners/shipping',
  // "Other links that appear on pages" of the same document.
  '/partner-signup',
  '/subscribe',
  '/docs',
  '/docs/api',
  '/forum',
  '/app-store',
];

/** Route table of the second spec document (admin, portal, product, developer and policy pages). */
const secondSpecRoutes = [
  '/admin/login',
  '/admin/dashboard',
  '/admin',
  '/admin/developer-applications',
  '/admin/subscribers',
  '/admin/form-submissions',
  '/partners/portal',
  '/partners/dashboard',
  '/partners/shipping',
  ...['ar-spatial', 'max', 'max2', 'ar-joy2'].map((suffix) => `/products/${slug}-${suffix}`),
  '/products',
  `/products/${slug}-air`,
  '/become-partner',
  '/become-developer',
  '/contact',
  '/partner-signup',
  '/subscribe',
  '/developers',
  '/sdk/cxr-m',
  '/sdk/cxr-s',
  '/console',
  '/yodaos-sprite',
  '/docs',
  ...['privacy', 'terms', 'cookies', 'shipping', 'refund'].map((policy) => `/policies/${policy}`),
];

interface Visit {
  status: number | undefined;
  notFound: boolean;
  hasContent: boolean;
  links: string[];
}

/**
 * Loads a path and waits for the app to take over (the fixture's `goto`: the islands in view, or the SPA
 * with its page's chunk rendered, the not-found page included) and for content. No wait for an idle
 * network: it cost at least half a second a page (Playwright's 500 ms of quiet) and found no page more
 * (the same 68 pages reached by links with and without it on a fresh database), since the crawler has no
 * session and the client-only pages it meets draw their links without data.
 */
async function visit(page: Page, path: string): Promise<Visit> {
  const response = await page.goto(path, { waitUntil: 'load' });
  // A client-only page shows its content once its chunk and data have arrived (or after a redirect). The
  // answer is the wait itself: a page that redirects (a staff page to /admin/login) empties its main for a
  // moment while the next page's chunk loads, so a second, separate read could land in that moment. The
  // bound is generous: a busy machine has been seen to take seconds over a chunk and its data.
  const hasContent = await page
    .locator('main')
    .filter({ hasText: /\S/ })
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  const notFound = (await page.locator('h1', { hasText: NOT_FOUND }).count()) > 0;
  const links = await page.$$eval('a[href^="/"]', (anchors) =>
    anchors.map((a) => a.getAttribute('href') ?? ''),
  );
  return { status: response?.status(), notFound, hasContent, links };
}

/** The path an internal href leads to, or null for links the crawler leaves alone. */
function pathOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0] || '/';
  // The API and the SDK release files (/downloads/sdk/…) are not pages: a file link starts a download.
  if (path.startsWith('/api/') || path.startsWith('/downloads/')) return null;
  return path;
}

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

const tableRoutes = new Set([
  ...publicSpecRoutes,
  ...secondSpecRoutes,
  ...builtRoutes.prerendered,
  ...builtRoutes.client,
]);

/**
 * Visits each path once: first every page reachable from / (breadth first), then the routes of the tables
 * no link led to. A linked page must not be the not-found page; a route of the tables must also show
 * content.
 */
test('the crawler reaches no not-found page from /, and every spec and content route renders', async ({
  page,
}) => {
  test.setTimeout(15 * 60_000);
  const queue: string[] = ['/'];
  const from = new Map<string, string>([['/', '(start)']]);
  const seen = new Set<string>(queue);
  const failures: string[] = [];
  let visited = 0;
  const check = (path: string, result: Visit, needsContent: boolean) => {
    if (result.status === 200 && !result.notFound && (result.hasContent || !needsContent)) return;
    failures.push(
      `${path} (${from.get(path) ?? 'route table'}): HTTP ${result.status}${result.notFound ? `, "${NOT_FOUND}"` : ''}${result.hasContent ? '' : ', empty page'}`,
    );
  };
  while (queue.length > 0 && visited < MAX_PAGES) {
    const path = queue.shift() as string;
    visited += 1;
    const result = await visit(page, path);
    check(path, result, tableRoutes.has(path));
    for (const href of result.links) {
      const next = pathOf(href);
      if (next === null || seen.has(next)) continue;
      seen.add(next);
      from.set(next, `linked from ${path}`);
      queue.push(next);
    }
  }
  const linked = visited;
  for (const path of [...tableRoutes].filter((route) => !seen.has(route))) {
    check(path, await visit(page, path), true);
  }
  console.log(`crawler: ${linked} pages reached by links, ${tableRoutes.size} routes in the tables`);
  expect(visited, 'the crawl stayed within its bound').toBeLessThanOrEqual(MAX_PAGES);
  expect(queue, 'paths left unvisited at the bound').toEqual([]);
  expect(visited).toBeGreaterThan(30);
  expect(failures).toEqual([]);
});

test('an unknown path is still the not-found page (the crawler can tell)', async ({ page }) => {
  const result = await visit(page, '/no-such-page-for-the-crawler');
  expect(result.status).toBe(404);
  expect(result.notFound).toBe(true);
});

test("every prerendered page names the site by PUBLIC_URL's origin, the build's stand-in replaced", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  for (const path of builtRoutes.prerendered) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<link rel="canonical" href="${origin}${path}" />`);
    expect(html, path).toContain(`<meta property="og:url" content="${origin}${path}" />`);
    expect(html, path).toContain(`<meta name="site-origin" content="${origin}" />`);
    expect(html, path).not.toContain('public-url.invalid');
    // The brand's domain appears in e-mail addresses only, never as the site's address.
    expect(html, path).not.toMatch(/https?:\/\/[\w.-]*lumen-glasses\.example/);
  }
});
