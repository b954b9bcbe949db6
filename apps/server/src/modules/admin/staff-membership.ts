/**
 * Creating and removing staff accounts from the Staff screen (issue 41, item 9). Any signed-in staff
 * member may do it (every staff account is an administrator), confirmed with their own password. A new
 * account's password follows the one new-password rule (lib/password-policy.ts). Nobody removes their
 * own account, and at least one active staff account always remains: the staff rows are locked while
 * that is checked, so two members disabling or removing each other at once cannot leave none.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema, okMessageSchema } from '@app/contracts/api/common';
import {
  staffConfirmSchema,
  staffCreatedSchema,
  staffCreateSchema,
  staffMessages,
} from '@app/contracts/forms/second-factor';
import { users } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { assertNewPassword } from '../../lib/password-policy.ts';
import { deleteSignInData } from '../accounts/index.ts';
import { actorOf, auditStaff, confirmStaffPassword, STAFF_ROLE } from '../staff-auth/index.ts';
import { keepAnActiveStaffAccount, staffAccount, staffNotFound } from './staff-accounts.ts';

export function staffMembershipRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  const createSchema = { body: staffCreateSchema, response: { 201: staffCreatedSchema, ...errorResponses } };
  app.post('/api/admin/staff', { schema: createSchema }, async (request, reply) => {
    const actor = actorOf(request);
    const { username, password, adminPassword } = request.body;
    const email = request.body.email ? request.body.email.toLowerCase() : null;
    await confirmStaffPassword(request, reply, adminPassword);
    assertNewPassword(password, email ? [username, email] : [username]);
    const hash = await hashPassword(password);
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ username, email, password: hash, role: STAFF_ROLE })
        .onConflictDoNothing({ target: users.username })
        .returning({ id: users.id });
      if (!row) {
        throw new AppError('validation', staffMessages.usernameTaken, {
          username: staffMessages.usernameTaken,
        });
      }
      await auditStaff(tx, actor, 'staff.created', { type: 'user', id: row.id }, { username, via: 'staff' });
      return row.id;
    });
    return reply.code(201).send({ ok: true as const, id, message: `Staff account ${username} created` });
  });

  const params = idParamsSchema(staffNotFound);
  const removeSchema = {
    params,
    body: staffConfirmSchema,
    response: { 200: okMessageSchema, ...errorResponses },
  };
  app.post('/api/admin/staff/:id/remove', { schema: removeSchema }, async (request, reply) => {
    const actor = actorOf(request);
    const target = await staffAccount(ctx, actor, request.params.id, false);
    await confirmStaffPassword(request, reply, request.body.adminPassword);
    await ctx.db.transaction(async (tx) => {
      await keepAnActiveStaffAccount(tx, target.id);
      // Sessions, second factor and recovery codes first: they point at the account without a key.
      await deleteSignInData(tx, 'staff', [target.id]);
      const gone = await tx
        .delete(users)
        .where(and(eq(users.id, target.id), eq(users.role, STAFF_ROLE), ne(users.id, actor.id)))
        .returning({ id: users.id });
      if (gone.length === 0) throw new AppError('not_found', staffNotFound);
      await auditStaff(
        tx,
        actor,
        'staff.removed',
        { type: 'user', id: target.id },
        { username: target.username },
      );
    });
    return { ok: true as const, message: `Staff account ${target.username} removed` };
  });
}
