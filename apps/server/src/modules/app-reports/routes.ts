/**
 * POST /api/app-reports (public, guarded: honeypot, time token, rate limit) → 201 { id }; the same form
 * posted by a browser without JavaScript to the app's page, POST /app-store/{slug} or, in Chinese,
 * /zh/app-store/{slug} (303 back to the page);
 * staff (inside the guarded admin scope): GET /api/admin/app-reports (`status`, `limit`, `offset`) and
 * PUT /api/admin/app-reports/:id `{ action: 'withdraw' | 'dismiss', notes? }`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appReportSchema, listQuerySchema } from '@app/contracts';
import { appReportSchemaFor } from '@app/contracts/forms/app-report';
import { appReportMessagesZh } from '@app/contracts/forms/app-report-zh';
import {
  appReportActedSchema,
  appReportActionSchema,
  staffAppReportListSchema,
} from '@app/contracts/api/app-store';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import { formCreatedResponseSchema } from '@app/contracts/api/public-forms';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../staff-auth/index.ts';
import type { FormGuard } from '../form-guard/index.ts';
import { publicFormRoute } from '../form-guard/index.ts';
import { resolveStoreSlug } from '../app-store/index.ts';
import { actOnReport, createAppReport, listReports, reportNotFound } from './service.ts';

export function appReportRoutes(app: FastifyInstance, ctx: AppContext, guard: FormGuard) {
  publicFormRoute(app, ctx, guard, {
    url: '/api/app-reports',
    family: 'app-reports',
    formType: 'app-report',
    schema: appReportSchema,
    response: formCreatedResponseSchema,
    accept: (data, sender) => createAppReport(ctx, data, sender),
    decoy: (id) => ({ id }),
    // Without JavaScript the form posts to the app's page: a refused post is answered on that page (its
    // data read again), an accepted one with a 303 back to it, which then says the report was received.
    // The Chinese edition's app page (decision 0067) validates with the Chinese messages and answers in
    // Chinese, on its own address.
    browserForm: {
      name: 'app-report',
      pages: ['/app-store/:slug', '/zh/app-store/:slug'],
      pageSchemas: { '/zh/app-store/:slug': appReportSchemaFor(appReportMessagesZh) },
      params: z.object({ slug: z.string().min(1).max(120) }),
      successPath: (data, page) =>
        `${page.startsWith('/zh/') ? '/zh' : ''}/app-store/${encodeURIComponent(data.app)}?reported=1#app-report`,
      pageData: async (request) => {
        const { slug } = request.params as { slug: string };
        const edition = request.routeOptions.url?.startsWith('/zh/') ? 'zh' : 'en';
        const found = await resolveStoreSlug(ctx.db, slug, edition);
        return found && 'app' in found ? { page: 'app-store-app', data: { app: found.app } } : undefined;
      },
    },
  });
}

export function appReportStaffRoutes(app: FastifyInstance, ctx: AppContext) {
  const scope = app.withTypeProvider<ZodTypeProvider>();
  scope.get(
    '/api/admin/app-reports',
    {
      schema: {
        querystring: listQuerySchema,
        response: { 200: staffAppReportListSchema, ...errorResponses },
      },
    },
    async (request) => listReports(ctx.db, request.query),
  );
  scope.put(
    '/api/admin/app-reports/:id',
    {
      schema: {
        params: idParamsSchema(reportNotFound),
        body: appReportActionSchema,
        response: { 200: appReportActedSchema, ...errorResponses },
      },
    },
    async (request) => ({
      ok: true as const,
      report: await actOnReport(ctx, actorOf(request), request.params.id, request.body),
    }),
  );
}
