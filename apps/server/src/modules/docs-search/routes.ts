/**
 * GET /docs/search?q=   the docs search's results page (complete HTML without JavaScript), answered from
 * the index the web build wrote (`dist/docs-search-index.json`, decision 0043) with the same query
 * code the search box runs in the browser. Without a build (API tests) the route is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { docsSearchQuerySchema } from '@app/contracts/api/docs-search';
import { docsSearcher, docsSearchIndexPath, type DocsSearchData } from '@app/contracts/docs-search';
import type { AppContext } from '../../context.ts';
import { withSiteOrigin } from '../../lib/site-origin.ts';
import { docsSearchPage } from './page.ts';

/** How many results the page lists. */
const pageSize = 30;

function loadBuild(webDist: string | undefined, origin: string) {
  const manifest = webDist ? join(webDist, 'routes.json') : undefined;
  const indexFile = webDist ? join(webDist, docsSearchIndexPath.slice(1)) : undefined;
  if (!webDist || !manifest || !indexFile || !existsSync(manifest) || !existsSync(indexFile))
    return undefined;
  const { templates = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    templates?: Record<string, string>;
  };
  const file = templates['/docs/search'];
  if (!file) return undefined;
  return {
    template: readFileSync(join(webDist, file), 'utf8'),
    search: docsSearcher(
      JSON.parse(withSiteOrigin(readFileSync(indexFile, 'utf8'), origin, 'json')) as DocsSearchData,
    ),
  };
}

export function docsSearchRoutes(plain: FastifyInstance, ctx: AppContext) {
  const build = loadBuild(ctx.webDist, ctx.config.siteOrigin);
  if (!build) return;
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/docs/search', { schema: { querystring: docsSearchQuerySchema } }, async (request, reply) => {
    const query = request.query.q ?? '';
    const html = docsSearchPage(build.template, query, build.search(query, pageSize));
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(withSiteOrigin(html, ctx.config.siteOrigin, 'html'));
  });
}
