/**
 * The public App Store, read from the database on every request (a publish or a withdrawal shows at once):
 * GET /app-store, /app-store/{slug} and /app-store/developers/{slug}
 *                                           HTML pages (React, rendered by the web build's server entry:
 *                                           complete without JavaScript; unknown slug: 404 page;
 *                                           an app's former slug: 301 to its current address)
 * GET /zh/app-store, /zh/app-store/{slug}, /zh/app-store/developers/{slug}
 *                                           the same in Chinese, the store's Chinese edition: apps filed
 *                                           for mainland China only (an unfiled app's page: 404)
 * GET /api/app-store and /api/app-store/{slug}   the same data as JSON (`page`, `sort`, `edition=zh`: the
 *                                           Chinese edition's filed apps only; former slug: 301)
 * GET /api/app-store/developers/{slug}       a developer page's data: public name, website, published apps
 * GET /app-store/screenshots/{id}            a screenshot of a published version (anything else: 404)
 * GET /sitemap.xml                           the build's sitemap plus the store's pages (apps, developers,
 *                                           and the Chinese twins of the filed ones, with hreflang links)
 * (the site's address, PUBLIC_URL's origin, in place of the build's stand-in: decision 0054)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appStoreApiQuerySchema,
  appStoreAppSchema,
  appStoreDeveloperSchema,
  appStoreListQuerySchema,
  appStoreListSchema,
  storeEditions,
} from '@app/contracts/api/app-store';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { withSiteOrigin } from '../../lib/site-origin.ts';
import { screenshotFile, screenshotNotFound, sendScreenshot } from '../app-submissions/index.ts';
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

/** The build's sitemap (the store's pages are added to it on each request); none without a build. */
function loadSitemap(webDist: string | undefined) {
  const sitemap = webDist ? join(webDist, 'sitemap.xml') : undefined;
  return sitemap && existsSync(sitemap) ? readFileSync(sitemap, 'utf8') : undefined;
}

/** An HTML page the server rendered: never cached, so a publish or a withdrawal shows at once. */
const sendPage = (reply: FastifyReply, html: string) =>
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sitemap's `<url>` of a store page, and of its Chinese twin when it has one, each with the
 * `hreflang` alternates of both (English as x-default), as the build writes the prerendered pages'
 * (decision 0063).
 */
function sitemapUrls(origin: string, entry: { path: string; lastmod: Date; zh: boolean }): string[] {
  const lastmod = entry.lastmod.toISOString().slice(0, 10);
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(origin + path)}"/>`;
  const paths = entry.zh ? [entry.path, `/zh${entry.path}`] : [entry.path];
  const alternates = entry.zh
    ? link('en', entry.path) + link('zh-CN', `/zh${entry.path}`) + link('x-default', entry.path)
    : '';
  return paths.map(
    (path) => `  <url><loc>${xmlEscape(origin + path)}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`,
  );
}

export function appStoreRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/app-store',
    {
      schema: {
        querystring: appStoreApiQuerySchema,
        response: { 200: appStoreListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const { edition, ...query } = request.query;
      return listStore(ctx.db, query, edition);
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

  const { pages } = ctx;
  if (pages) {
    // Each edition's pages: the English store at /app-store, the Chinese one (decision 0067) at
    // /zh/app-store, which lists apps filed for mainland China only: an unfiled app's Chinese page is a 404.
    for (const edition of storeEditions) {
      const prefix = edition === 'zh' ? '/zh' : '';
      app.get(`${prefix}/app-store`, async (request, reply) => {
        const query = appStoreListQuerySchema.parse(request.query ?? {});
        const list = await listStore(ctx.db, query, edition);
        const html = await pages.renderPage(`${prefix}/app-store`, {
          page: 'app-store',
          data: { query, list },
        });
        return html === undefined ? reply.callNotFound() : sendPage(reply, html);
      });
      app.get(`${prefix}/app-store/:slug`, async (request, reply) => {
        const params = slugParams.safeParse(request.params);
        const found = params.success ? await resolveStoreSlug(ctx.db, params.data.slug, edition) : undefined;
        if (!found) return reply.callNotFound();
        if ('movedTo' in found) return reply.redirect(`${prefix}/app-store/${found.movedTo}`, 301);
        const app = found.app;
        // After a report posted without JavaScript was received (the report form's 303 lands here).
        const reported = (request.query as Record<string, unknown> | undefined)?.reported === '1';
        const html = await pages.renderPage(`${prefix}/app-store/${app.slug}`, {
          page: 'app-store-app',
          data: reported ? { app, reported } : { app },
        });
        return html ? sendPage(reply, html) : reply.callNotFound();
      });
      app.get(`${prefix}/app-store/developers/:slug`, async (request, reply) => {
        const params = slugParams.safeParse(request.params);
        const found = params.success ? await storeDeveloper(ctx.db, params.data.slug, edition) : undefined;
        if (!found) return reply.callNotFound();
        const html = await pages.renderPage(`${prefix}/app-store/developers/${found.developer.slug}`, {
          page: 'app-store-developer',
          data: found,
        });
        return html ? sendPage(reply, html) : reply.callNotFound();
      });
    }
  }
  const sitemap = loadSitemap(ctx.webDist);
  if (sitemap) {
    app.get('/sitemap.xml', async (_request, reply) => {
      const entries = [
        { path: '/app-store', lastmod: new Date(), zh: true },
        ...(await storeSitemapEntries(ctx.db)),
      ].flatMap((entry) => sitemapUrls(ctx.config.siteOrigin, entry));
      const body = withSiteOrigin(sitemap, ctx.config.siteOrigin, 'xml').replace(
        '</urlset>',
        `${entries.join('\n')}\n</urlset>`,
      );
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(body);
    });
  }
}
