/**
 * GET /docs/search?q= and /zh/docs/search?q=   the docs search's results pages (complete HTML without
 * JavaScript), the English docs' and the Chinese edition's (decision 0071), each answered from its
 * language's index the web build wrote (decision 0043) with the same query code the search box runs in the
 * browser, and rendered by the web build's server entry (decision 0046). Without a build (API tests) the
 * routes are absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { docsSearchQuerySchema } from '@app/contracts/api/docs-search';
import {
  docsSearcher,
  docsSearchIndexPaths,
  type DocsSearchData,
  type DocsSearchLanguage,
} from '@app/contracts/docs-search';
import type { AppContext } from '../../context.ts';
import { withSiteOrigin } from '../../lib/site-origin.ts';

/** How many results the page lists. */
const pageSize = 30;

/** Each language's results page. */
const searchPages: Readonly<Record<DocsSearchLanguage, string>> = {
  en: '/docs/search',
  'zh-CN': '/zh/docs/search',
};

/** The search over the language's index the build wrote; undefined without a build. */
function loadSearch(webDist: string | undefined, language: DocsSearchLanguage, origin: string) {
  const indexFile = webDist ? join(webDist, docsSearchIndexPaths[language].slice(1)) : undefined;
  if (!indexFile || !existsSync(indexFile)) return undefined;
  return docsSearcher(
    JSON.parse(withSiteOrigin(readFileSync(indexFile, 'utf8'), origin, 'json')) as DocsSearchData,
  );
}

export function docsSearchRoutes(plain: FastifyInstance, ctx: AppContext) {
  // Without the build's renderer there is no page to answer with: the indexes are not even read.
  const { pages } = ctx;
  if (!pages) return;
  const app = plain.withTypeProvider<ZodTypeProvider>();
  for (const language of Object.keys(searchPages) as DocsSearchLanguage[]) {
    const path = searchPages[language];
    const search = loadSearch(ctx.webDist, language, ctx.config.siteOrigin);
    if (!search) continue;
    app.get(path, { schema: { querystring: docsSearchQuerySchema } }, async (request, reply) => {
      const query = request.query.q ?? '';
      const results = search(query, pageSize);
      const html = await pages.renderPage(path, { page: 'docs-search', data: { query, results } });
      if (html === undefined) return reply.callNotFound();
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    });
  }
}
