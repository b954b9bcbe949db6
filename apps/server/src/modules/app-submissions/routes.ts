/**
 * Staff review of app submissions, registered inside the guarded staff scope (`modules/admin/routes.ts`):
 * GET /api/admin/app-submissions (`status`, `q`, `limit`, `offset`; answers `{ submissions, total, counts }`)
 * and PUT /api/admin/app-submissions/:id/status `{ status, reviewNotes? }`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, submissionReviewSchema } from '@app/contracts';
import { staffSubmissionListSchema, submissionReviewedSchema } from '@app/contracts/api/admin';
import { errorResponses, idParamsSchema } from '@app/contracts/api/common';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../lib/staff-action.ts';
import { listForStaff, reviewSubmission, submissionNotFound } from './service.ts';

export function appSubmissionStaffRoutes(app: FastifyInstance, ctx: AppContext) {
  const scope = app.withTypeProvider<ZodTypeProvider>();
  const listSchema = {
    querystring: listQuerySchema,
    response: { 200: staffSubmissionListSchema, ...errorResponses },
  };
  scope.get('/api/admin/app-submissions', { schema: listSchema }, async (request) => {
    const { rows, total, counts } = await listForStaff(ctx.db, request.query);
    return { submissions: rows, total, counts };
  });

  const reviewRoute = {
    params: idParamsSchema(submissionNotFound),
    body: submissionReviewSchema,
    response: { 200: submissionReviewedSchema, ...errorResponses },
  };
  scope.put('/api/admin/app-submissions/:id/status', { schema: reviewRoute }, async (request) => {
    const submission = await reviewSubmission(ctx, actorOf(request), request.params.id, request.body);
    return { ok: true as const, submission };
  });
}
