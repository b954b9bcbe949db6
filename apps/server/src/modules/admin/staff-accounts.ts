/**
 * Staff accounts for staff (issue 9): the list (2FA on/off, required, disabled, last sign-in) and the
 * actions on another member: reset their second factor (they set it up again; their sessions end),
 * require it or not, disable or enable the account (disabling ends their sessions at once and refuses
 * sign-in). Nobody resets or disables their own account here.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  staffDisabledSchema,
  staffTotpRequiredSchema,
  type StaffAccountList,
} from '@app/contracts/forms/second-factor';
import { secondFactors, users } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseWith } from '../../lib/validate.ts';
import { revokeSessions } from '../../auth/session-store.ts';
import { STAFF_ROLE } from '../auth/service.ts';
import { removeSecondFactor } from '../second-factor/service.ts';
import { idParam } from '../../lib/params.ts';
import { actorOf, auditStaff, type Actor } from '../../lib/staff-action.ts';

export const staffNotFound = 'Staff account not found';
export const notOnYourselfMessage = 'You cannot do this to your own account.';

async function staffAccount(ctx: AppContext, actor: Actor, id: number, allowSelf: boolean) {
  if (!allowSelf && id === actor.id) throw new AppError('conflict', notOnYourselfMessage);
  const [row] = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, STAFF_ROLE)));
  if (!row) throw new AppError('not_found', staffNotFound);
  return row;
}

export function staffAccountAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/admin/staff', async (): Promise<StaffAccountList> => {
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

  app.post('/api/admin/staff/:id/second-factor/reset', async (request) => {
    const actor = actorOf(request);
    const target = await staffAccount(ctx, actor, idParam(request, staffNotFound), false);
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
    return { ok: true, message: `Two-factor authentication reset for ${target.username}` };
  });

  app.put('/api/admin/staff/:id/second-factor-required', async (request) => {
    const actor = actorOf(request);
    const target = await staffAccount(ctx, actor, idParam(request, staffNotFound), true);
    const { required } = parseWith(staffTotpRequiredSchema, request.body);
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ totpRequired: required }).where(eq(users.id, target.id));
      await auditStaff(tx, actor, required ? 'second_factor.required' : 'second_factor.not_required', {
        type: 'user',
        id: target.id,
      });
    });
    return { ok: true };
  });

  app.put('/api/admin/staff/:id/disabled', async (request) => {
    const actor = actorOf(request);
    const target = await staffAccount(ctx, actor, idParam(request, staffNotFound), false);
    const { disabled } = parseWith(staffDisabledSchema, request.body);
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ disabled }).where(eq(users.id, target.id));
      if (disabled) await revokeSessions(tx, 'staff', target.id);
      await auditStaff(tx, actor, disabled ? 'staff.disabled' : 'staff.enabled', {
        type: 'user',
        id: target.id,
      });
    });
    return { ok: true };
  });
}
