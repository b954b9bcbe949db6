/**
 * POST /api/admin/bulk { entity, ids, action, status?, adminPassword } for the combined dashboard:
 * delete the selected items, or set the status of selected partner applications (approval grants portal
 * access exactly like the single action). One transaction: all or nothing; ids that no longer exist are
 * skipped and reported.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkActionSchema, type BulkEntity, type PartnerStatus } from '@app/contracts';
import { bulkResultSchema } from '@app/contracts/api/admin';
import { errorResponses } from '@app/contracts/api/common';
import type { Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteDeveloperApplicationIn } from './developer-applications.ts';
import { deleteFormSubmissionIn } from './form-submissions.ts';
import { deletePartnerIn, setPartnerStatusIn } from './partners-service.ts';
import { type Actor, actorOf, auditStaff, confirmStaffPassword } from '../staff-auth/index.ts';
import { deleteSubscriberIn } from './subscribers.ts';

const deleters: Record<BulkEntity, (tx: Database, actor: Actor, id: number) => Promise<void>> = {
  partners: deletePartnerIn,
  'form-submissions': deleteFormSubmissionIn,
  subscribers: deleteSubscriberIn,
  'developer-applications': deleteDeveloperApplicationIn,
};

const isNotFound = (err: unknown) => err instanceof AppError && err.code === 'not_found';

export function bulkAdminRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const schema = { body: bulkActionSchema, response: { 200: bulkResultSchema, ...errorResponses } };
  app.post('/api/admin/bulk', { schema }, async (request, reply) => {
    const input = request.body;
    const actor = actorOf(request);
    const ids = [...new Set(input.ids)];
    // Both a batch delete and a batch status change ask for the admin password again.
    await confirmStaffPassword(request, reply, input.adminPassword);

    let invited = false;
    const result = await ctx.db.transaction(async (tx) => {
      const done: number[] = [];
      const missing: number[] = [];
      for (const id of ids) {
        try {
          if (input.action === 'delete') await deleters[input.entity](tx, actor, id);
          else {
            const outcome = await setPartnerStatusIn(ctx, tx, actor, id, input.status as PartnerStatus);
            invited ||= outcome.invited;
          }
          done.push(id);
        } catch (err) {
          if (!isNotFound(err)) throw err;
          missing.push(id);
        }
      }
      await auditStaff(
        tx,
        actor,
        `bulk.${input.action}`,
        { type: input.entity },
        {
          ids: done,
          missing,
          ...(input.status ? { status: input.status } : {}),
        },
      );
      return { affected: done.length, missing };
    });
    if (invited) ctx.mailQueued();
    return { ok: true as const, ...result };
  });
}
