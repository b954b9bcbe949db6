/**
 * GET /docs/search?q=   the docs search's results page (complete HTML without JavaScript), answered from
 * the index the web build wrote (`dist/docs-search-index.json`, decision 0043) with the same query
 * code the search box runs in the browser, and rendered by the web build's server entry (decision 0046).
 * Without a build (API tests) the route is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { docsSearchQuerySchema } from '@app/contracts/api/docs-search';
import { docsSearcher, docsSearchIndexPath, type DocsSearchData } from '@app/contracts/docs-search';
import type { AppContext } from '../../context.ts';
import { withSiteOrigin } from '../../lib/site-origin.ts';

/** How many results the page lists. */
const pageSize = 30;

/** The search over the index the build wrote; undefined without a build. */
function loadSearch(webDist: string | undefined, origin: string) {
  const indexFile = webDist ? join(webDist, docsSearchIndexPath.slice(1)) : undefined;
  if (!indexFile || !existsSync(indexFile)) return undefined;
  return docsSearcher(
    JSON.parse(withSiteOrigin(readFileSync(indexFile, 'utf8'), origin, 'json')) as DocsSearchData,
  );
}

export function docsSearchRoutes(plain: FastifyInstance, ctx: AppContext) {
  // Without the build's renderer there is no page to answer with: the index is not even read.
  const { pages } = ctx;
  if (!pages) return;
  const search = loadSearch(ctx.webDist, ctx.config.siteOrigin);
  if (!search) return;
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/docs/search', { schema: { querystring: docsSearchQuerySchema } }, async (request, reply) => {
    const query = request.query.q ?? '';
    const results = search(query, pageSize);
    const html = await pages.renderPage('/docs/search', { page: 'docs-search', data: { query, results } });
    if (html === undefined) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
}
