/**
 * The public App Store, read from the database on every request (a publish or a withdrawal shows at once):
 * GET /app-store and /app-store/{slug}      HTML pages (complete without JavaScript; unknown slug: 404 page;
 *                                            an app's former slug: 301 to its current address)
 * GET /api/app-store and /api/app-store/{slug}   the same data as JSON (`page`, `sort`; former slug: 301)
 * GET /api/app-store/developers/{slug}       a developer page's data: public name, website, published apps
 * GET /app-store/screenshots/{id}            a screenshot of a published version (anything else: 404)
 * GET /sitemap.xml                           the build's sitemap plus the store's pages
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appStoreAppSchema,
  appStoreDeveloperSchema,
  appStoreListQuerySchema,
  appStoreListSchema,
} from '@app/contracts/api/app-store';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import { site } from '@app/contracts/site';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { screenshotFile, screenshotNotFound } from '../app-submissions/screenshots.ts';
import { sendScreenshot } from '../console/screenshots.ts';
import { storeAppPage, storeListPage } from './page.ts';
import {
  isPublicScreenshot,
  listStore,
  resolveStoreSlug,
  storeDeveloper,
  storeSitemapEntries,
} from './service.ts';

const storeAppNotFound = 'App not found';
const storeDeveloperNotFound = 'Developer not found';
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, storeAppNotFound) });

/** The build's templates for the store pages (routes.json `templates`), read once; none without a build. */
function loadTemplates(webDist: string | undefined) {
  const manifest = webDist ? join(webDist, 'routes.json') : undefined;
  if (!webDist || !manifest || !existsSync(manifest)) return {};
  const { templates = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    templates?: Record<string, string>;
  };
  const read = (path: string) => {
    const file = templates[path];
    return file ? readFileSync(join(webDist, file), 'utf8') : undefined;
  };
  const sitemap = join(webDist, 'sitemap.xml');
  return {
    list: read('/app-store'),
    app: read('/app-store/:slug'),
    sitemap: existsSync(sitemap) ? readFileSync(sitemap, 'utf8') : undefined,
  };
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function appStoreRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const templates = loadTemplates(ctx.webDist);

  app.get(
    '/api/app-store',
    {
      schema: {
        querystring: appStoreListQuerySchema,
        response: { 200: appStoreListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return listStore(ctx.db, request.query);
    },
  );

  app.get(
    '/api/app-store/:slug',
    { schema: { params: slugParams, response: { 200: appStoreAppSchema, ...errorResponses } } },
    async (request, reply) => {
      const found = await resolveStoreSlug(ctx.db, request.params.slug);
      if (!found) throw new AppError('not_found', storeAppNotFound);
      if ('movedTo' in found) return reply.redirect(`/api/app-store/${found.movedTo}`, 301);
      reply.header('Cache-Control', 'no-cache');
      return { app: found.app };
    },
  );

  app.get(
    '/api/app-store/developers/:slug',
    {
      schema: {
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, storeDeveloperNotFound) }),
        response: { 200: appStoreDeveloperSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = await storeDeveloper(ctx.db, request.params.slug);
      if (!found) throw new AppError('not_found', storeDeveloperNotFound);
      reply.header('Cache-Control', 'no-cache');
      return found;
    },
  );

  app.get(
    '/app-store/screenshots/:id',
    { schema: { params: idParamsSchema(screenshotNotFound) } },
    async (request, reply) => {
      const file = await screenshotFile(ctx.db, request.params.id);
      if (!file || !(await isPublicScreenshot(ctx.db, file.submissionId, file.appId))) {
        throw new AppError('not_found', screenshotNotFound);
      }
      // Short-lived: a withdrawn app's images stop being served within minutes, even from caches.
      return sendScreenshot(request, reply, file, 'public, max-age=300');
    },
  );

  const { list, app: appTemplate, sitemap } = templates;
  if (list) {
    app.get('/app-store', async (request, reply) => {
      const query = appStoreListQuerySchema.parse(request.query ?? {});
      const html = storeListPage(list, (await listStore(ctx.db, query)).apps, query);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    });
  }
  if (appTemplate) {
    app.get('/app-store/:slug', async (request, reply) => {
      const params = slugParams.safeParse(request.params);
      const found = params.success ? await resolveStoreSlug(ctx.db, params.data.slug) : undefined;
      if (!found) return reply.callNotFound();
      if ('movedTo' in found) return reply.redirect(`/app-store/${found.movedTo}`, 301);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(storeAppPage(appTemplate, found.app));
    });
  }
  if (sitemap) {
    app.get('/sitemap.xml', async (_request, reply) => {
      const entries = [
        { path: '/app-store', lastmod: new Date() },
        ...(await storeSitemapEntries(ctx.db)),
      ].map(
        ({ path, lastmod }) =>
          `  <url><loc>${xmlEscape(site.url + path)}</loc><lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod></url>`,
      );
      const body = sitemap.replace('</urlset>', `${entries.join('\n')}\n</urlset>`);
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(body);
    });
  }
}
