/**
 * Staff review of app submissions, registered inside the guarded staff scope (`modules/admin/routes.ts`):
 * GET /api/admin/app-submissions (`status`, `q`, `limit`, `offset`; answers `{ submissions, total, counts }`)
 * and PUT /api/admin/app-submissions/:id/status `{ status, reviewNotes? }`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { limits, maxLengthMessage, validationMessages as m } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { parseWith } from '../../lib/validate.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { idParam } from '../../lib/params.ts';
import { actorOf } from '../../lib/staff-action.ts';
import { listForStaff, reviewSubmission, submissionNotFound } from './service.ts';

export const reviewSchema = z.object({
  status: z.enum(['approved', 'rejected', 'published'], { error: m.statusRequired }),
  reviewNotes: z.string().trim().max(limits.text, maxLengthMessage(limits.text)).optional(),
});

export function appSubmissionStaffRoutes(scope: FastifyInstance, ctx: AppContext) {
  scope.get('/api/admin/app-submissions', async (request) => {
    const { rows, total, counts } = await listForStaff(ctx.db, parseListQuery(request.query));
    return { submissions: rows, total, counts };
  });

  scope.put('/api/admin/app-submissions/:id/status', async (request) => {
    const id = idParam(request, submissionNotFound);
    const change = parseWith(reviewSchema, request.body);
    const submission = await reviewSubmission(ctx, actorOf(request), id, change);
    return { ok: true, submission };
  });
}
