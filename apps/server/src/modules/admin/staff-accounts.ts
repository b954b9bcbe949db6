/**
 * Staff accounts for staff (issue 9): the list (2FA on/off, required, disabled, last sign-in) and the
 * actions on another member: reset their second factor (they set it up again; their sessions end),
 * require it or not, disable or enable the account (disabling ends their sessions at once and refuses
 * sign-in). Nobody resets or disables their own account here. Resetting and disabling or enabling ask
 * for the admin password again (issue 41, item 9); creating and removing accounts: staff-membership.ts.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema, okMessageSchema, okSchema } from '@app/contracts/api/common';
import {
  staffMessages,
  staffAccountListSchema,
  staffConfirmSchema,
  staffDisabledSchema,
  staffTotpRequiredSchema,
} from '@app/contracts/forms/second-factor';
import { secondFactors, users, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { revokeSessions } from '../../session/session-store.ts';
import { type Actor, actorOf, auditStaff, confirmStaffPassword, STAFF_ROLE } from '../staff-auth/index.ts';
import { removeSecondFactor } from '../second-factor/index.ts';

export const staffNotFound = 'Staff account not found';
export const notOnYourselfMessage = 'You cannot do this to your own account.';

export async function staffAccount(ctx: AppContext, actor: Actor, id: number, allowSelf: boolean) {
  if (!allowSelf && id === actor.id) throw new AppError('conflict', notOnYourselfMessage);
  const [row] = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, STAFF_ROLE)));
  if (!row) throw new AppError('not_found', staffNotFound);
  return row;
}

/**
 * Refuses (409) when no active staff account would remain without `targetId`. Call inside the
 * transaction that disables or removes it: the staff rows stay locked until it commits.
 */
export async function keepAnActiveStaffAccount(tx: Database, targetId: number): Promise<void> {
  const staff = await tx
    .select({ id: users.id, disabled: users.disabled })
    .from(users)
    .where(eq(users.role, STAFF_ROLE))
    .orderBy(users.id)
    .for('update');
  if (!staff.some((row) => row.id !== targetId && !row.disabled)) {
    throw new AppError('conflict', staffMessages.lastActive);
  }
}

const params = idParamsSchema(staffNotFound);

export function staffAccountAdminRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const listSchema = { response: { 200: staffAccountListSchema, ...errorResponses } };
  app.get('/api/admin/staff', { schema: listSchema }, async () => {
    const rows = await ctx.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        secondFactorEnabled: sql<boolean>`${secondFactors.enabledAt} is not null`,
        secondFactorRequired: users.totpRequired,
        disabled: users.disabled,
        lastLoginAt: users.lastLoginAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .leftJoin(
        secondFactors,
        and(
          eq(secondFactors.subjectKind, 'staff'),
          eq(secondFactors.subjectId, users.id),
          isNotNull(secondFactors.enabledAt),
        ),
      )
      .where(eq(users.role, STAFF_ROLE))
      .orderBy(asc(users.username));
    return {
      staff: rows.map((row) => ({
        ...row,
        secondFactorEnabled: Boolean(row.secondFactorEnabled),
        lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      requiredForAll: ctx.config.STAFF_REQUIRE_TOTP,
    };
  });

  const resetSchema = {
    params,
    body: staffConfirmSchema,
    response: { 200: okMessageSchema, ...errorResponses },
  };
  app.post('/api/admin/staff/:id/second-factor/reset', { schema: resetSchema }, async (request, reply) => {
    const actor = actorOf(request);
    const target = await staffAccount(ctx, actor, request.params.id, false);
    await confirmStaffPassword(request, reply, request.body.adminPassword);
    await ctx.db.transaction(async (tx) => {
      const removed = await removeSecondFactor(tx, { kind: 'staff', id: target.id });
      if (!removed) throw new AppError('conflict', `${target.username} has no second factor to reset.`);
      await revokeSessions(tx, 'staff', target.id);
      await auditStaff(
        tx,
        actor,
        'second_factor.reset',
        { type: 'user', id: target.id },
        { username: target.username },
      );
    });
    return { ok: true as const, message: `Two-factor authentication reset for ${target.username}` };
  });

  const okAnswer = { 200: okSchema, ...errorResponses };
  const requiredSchema = { params, body: staffTotpRequiredSchema, response: okAnswer };
  app.put('/api/admin/staff/:id/second-factor-required', { schema: requiredSchema }, async (request) => {
    const actor = actorOf(request);
    const target = await staffAccount(ctx, actor, request.params.id, true);
    const { required } = request.body;
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ totpRequired: required }).where(eq(users.id, target.id));
      await auditStaff(tx, actor, required ? 'second_factor.required' : 'second_factor.not_required', {
        type: 'user',
        id: target.id,
      });
    });
    return { ok: true as const };
  });

  const disabledSchema = { params, body: staffDisabledSchema, response: okAnswer };
  app.put('/api/admin/staff/:id/disabled', { schema: disabledSchema }, async (request, reply) => {
    const actor = actorOf(request);
    const target = await staffAccount(ctx, actor, request.params.id, false);
    const { disabled, adminPassword } = request.body;
    await confirmStaffPassword(request, reply, adminPassword);
    await ctx.db.transaction(async (tx) => {
      if (disabled) await keepAnActiveStaffAccount(tx, target.id);
      await tx.update(users).set({ disabled }).where(eq(users.id, target.id));
      if (disabled) await revokeSessions(tx, 'staff', target.id);
      await auditStaff(tx, actor, disabled ? 'staff.disabled' : 'staff.enabled', {
        type: 'user',
        id: target.id,
      });
    });
    return { ok: true as const };
  });
}
