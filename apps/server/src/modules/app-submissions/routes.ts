/**
 * Staff review of app submissions, registered inside the guarded staff scope (`modules/admin/routes.ts`):
 * GET /api/admin/app-submissions (`status`, `q`, `limit`, `offset`; answers `{ submissions, total, counts }`)
 * (each submission with its uploaded screenshots, `images`), GET /api/admin/app-submissions/screenshots/:id
 * PUT /api/admin/app-submissions/:id/status `{ status, reviewNotes? }`, and
 * GET /api/admin/apps/:id/listing-history (the app's listing versions, newest first).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, submissionReviewSchema } from '@app/contracts';
import { staffSubmissionListSchema, submissionReviewedSchema } from '@app/contracts/api/admin';
import { listingHistorySchema } from '@app/contracts/api/console';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf } from '../staff-auth/index.ts';
import { sendScreenshot } from './screenshot-answer.ts';
import { screenshotFile, screenshotNotFound, screenshotsOf, staffScreenshot } from './screenshots.ts';
import { eq } from 'drizzle-orm';
import { apps } from '@app/db';
import { appNotFound, submissionNotFound } from './developer-apps.ts';
import { listingHistory } from './listing.ts';
import { listForStaff, reviewSubmission } from './service.ts';

export function appSubmissionStaffRoutes(app: FastifyInstance, ctx: AppContext) {
  const scope = app.withTypeProvider<ZodTypeProvider>();
  const listSchema = {
    querystring: listQuerySchema,
    response: { 200: staffSubmissionListSchema, ...errorResponses },
  };
  scope.get('/api/admin/app-submissions', { schema: listSchema }, async (request) => {
    const { rows, total, counts } = await listForStaff(ctx.db, request.query);
    const shots = await screenshotsOf(
      ctx.db,
      rows.map((row) => row.id),
    );
    const submissions = rows.map((row) => ({
      ...row,
      images: shots.filter((shot) => shot.submissionId === row.id).map(staffScreenshot),
    }));
    return { submissions, total, counts };
  });

  // An image, not JSON: no response schema (an exception the route-contract test lists).
  scope.get(
    '/api/admin/app-submissions/screenshots/:id',
    { schema: { params: idParamsSchema(screenshotNotFound) } },
    async (request, reply) => {
      const file = await screenshotFile(ctx.db, request.params.id);
      if (!file) throw new AppError('not_found', screenshotNotFound);
      return sendScreenshot(request, reply, file, 'private, no-cache');
    },
  );

  const reviewRoute = {
    params: idParamsSchema(submissionNotFound),
    body: submissionReviewSchema,
    response: { 200: submissionReviewedSchema, ...errorResponses },
  };
  scope.put('/api/admin/app-submissions/:id/status', { schema: reviewRoute }, async (request) => {
    const submission = await reviewSubmission(ctx, actorOf(request), request.params.id, request.body);
    return { ok: true as const, submission };
  });

  const historyRoute = {
    params: idParamsSchema(appNotFound),
    response: { 200: listingHistorySchema, ...errorResponses },
  };
  scope.get('/api/admin/apps/:id/listing-history', { schema: historyRoute }, async (request) => {
    const [app] = await ctx.db.select({ id: apps.id }).from(apps).where(eq(apps.id, request.params.id));
    if (!app) throw new AppError('not_found', appNotFound);
    return { versions: await listingHistory(ctx.db, app.id, true) };
  });
}
