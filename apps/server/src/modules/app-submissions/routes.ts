/**
 * Staff review of app submissions (behind `requireStaff`, never cached):
 * GET /api/admin/app-submissions (`status`, `q`, `limit`, `offset`; answers `{ submissions, total, counts }`)
 * (each submission with its uploaded screenshots, `images`), GET /api/admin/app-submissions/screenshots/:id
 * and PUT /api/admin/app-submissions/:id/status `{ status, reviewNotes? }`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { limits, maxLengthMessage, validationMessages as m } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseWith } from '../../lib/validate.ts';
import { requireStaff } from '../../plugins/guards.ts';
import { parseListQuery } from '../admin/list-query.ts';
import { idParam } from '../admin/params.ts';
import { actorOf } from '../admin/staff-action.ts';
import { sendScreenshot } from '../console/screenshots.ts';
import { screenshotFile, screenshotNotFound, screenshotsOf, staffScreenshot } from './screenshots.ts';
import { listForStaff, reviewSubmission, submissionNotFound } from './service.ts';

export const reviewSchema = z.object({
  status: z.enum(['approved', 'rejected', 'published', 'withdrawn'], { error: m.statusRequired }),
  reviewNotes: z.string().trim().max(limits.text, maxLengthMessage(limits.text)).optional(),
});

export function appSubmissionStaffRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    scope.addHook('preHandler', requireStaff);
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    scope.get('/api/admin/app-submissions', async (request) => {
      const { rows, total, counts } = await listForStaff(ctx.db, parseListQuery(request.query));
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

    scope.get('/api/admin/app-submissions/screenshots/:id', async (request, reply) => {
      const file = await screenshotFile(ctx.db, idParam(request, screenshotNotFound));
      if (!file) throw new AppError('not_found', screenshotNotFound);
      return sendScreenshot(request, reply, file, 'private, no-cache');
    });

    scope.put('/api/admin/app-submissions/:id/status', async (request) => {
      const id = idParam(request, submissionNotFound);
      const change = parseWith(reviewSchema, request.body);
      const submission = await reviewSubmission(ctx, actorOf(request), id, change);
      return { ok: true, submission };
    });
  });
}
