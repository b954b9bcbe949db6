/**
 * Account settings for the second factor, the same for every account kind under its own prefix and guard
 * (staff `/api/admin/account/2fa`, partners `/api/partners/account/2fa`, developers
 * `/api/console/account/2fa`): status, start enrolment (QR code and secret), confirm with a first code
 * (answers the ten recovery codes, once), turn off and new recovery codes (both need the password or a
 * current code, so a borrowed session alone cannot weaken the account).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorCodes, errorResponses, okSchema } from '@app/contracts/api/common';
import {
  recoveryCodesSchema,
  secondFactorConfirmSchema,
  secondFactorEnrolmentSchema,
  secondFactorReauthSchema,
  secondFactorStatusSchema,
  type SecondFactorReauth,
} from '@app/contracts/forms/second-factor';
import { partners, users, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError, codedError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { SessionKind } from '../../session/session-store.ts';
import {
  checkSecondFactor,
  confirmEnrolment,
  regenerateRecoveryCodes,
  removeSecondFactor,
  secondFactorStatus,
  startEnrolment,
} from './service.ts';
import { actorOf, type Subject } from './subject.ts';

export const wrongPasswordOrCodeMessage = 'Incorrect password or code. Please try again.';
/** Wrong passwords or codes per account per window before 429. */
const reauthLimit = { max: 10, windowMs: 15 * 60_000 };

export interface SignedInAccount {
  id: number;
  /** Shown in the authenticator app and the audit log (user name or e-mail address). */
  name: string;
  /** The row that keeps its password: its own `partners` row, or the `users` row of staff and developers. */
  passwordRow: { table: 'users' | 'partners'; id: number };
}

async function passwordMatches(db: Database, row: SignedInAccount['passwordRow'], password: string) {
  const table = row.table === 'users' ? users : partners;
  const [found] = await db.select({ password: table.password }).from(table).where(eq(table.id, row.id));
  return verifyPassword(password, found?.password ?? null);
}

export interface SecondFactorAccountOptions {
  kind: SessionKind;
  prefix: string;
  /** The signed-in account of a request that passed the scope's guard. */
  accountOf(request: FastifyRequest): SignedInAccount;
  /** Extra status fields (staff: whether the factor is required). */
  required?(request: FastifyRequest): boolean;
  /** Staff: these routes answer before a required factor is set up (see requireStaff). */
  allowBeforeSecondFactor?: boolean;
}

export function secondFactorAccountRoutes(
  plain: FastifyInstance,
  ctx: AppContext,
  o: SecondFactorAccountOptions,
) {
  const scope = plain.withTypeProvider<ZodTypeProvider>();
  const who = (request: FastifyRequest) => {
    const account = o.accountOf(request);
    return { account, subject: { kind: o.kind, id: account.id } satisfies Subject };
  };
  const audit = (request: FastifyRequest, action: string, details?: Record<string, unknown>) => {
    const { account, subject } = who(request);
    return recordAudit(ctx.db, {
      ...actorOf(subject, account.name, request.ip),
      action,
      ...(details ? { details } : {}),
    });
  };

  /** The password or a current code, throttled per account. */
  async function reconfirm(request: FastifyRequest, input: SecondFactorReauth): Promise<void> {
    const { account, subject } = who(request);
    const key = `${o.kind}-2fa-reauth:${account.id}`;
    const { count } = await ctx.rateLimits.hit(key, reauthLimit.windowMs);
    if (count > reauthLimit.max) {
      throw new AppError('rate_limited', 'Too many attempts. Please wait 15 minutes and try again.');
    }
    const ok = input.password
      ? await passwordMatches(ctx.db, account.passwordRow, input.password)
      : (await checkSecondFactor(ctx, subject, { code: input.code })) !== null;
    if (!ok) {
      await audit(request, 'second_factor.reauth_failed');
      throw codedError('forbidden', wrongPasswordOrCodeMessage, apiErrorCodes.wrongPassword);
    }
    await ctx.rateLimits.reset(key);
  }

  const config = { allowBeforeSecondFactor: o.allowBeforeSecondFactor === true };
  const answers = <T>(success: T) => ({ config, schema: { response: { 200: success, ...errorResponses } } });

  scope.get(o.prefix, answers(secondFactorStatusSchema), async (request) => {
    const status = await secondFactorStatus(ctx.db, who(request).subject);
    return {
      enabled: status.enabled,
      enabledAt: status.enabledAt?.toISOString() ?? null,
      recoveryCodesLeft: status.recoveryCodesLeft,
      ...(o.required ? { required: o.required(request) } : {}),
    };
  });

  scope.post(`${o.prefix}/enrol`, answers(secondFactorEnrolmentSchema), async (request) => {
    const { account, subject } = who(request);
    return startEnrolment(ctx, subject, account.name);
  });

  const confirm = answers(recoveryCodesSchema);
  const confirmRoute = { ...confirm, schema: { ...confirm.schema, body: secondFactorConfirmSchema } };
  scope.post(`${o.prefix}/confirm`, confirmRoute, async (request) => {
    const { code } = request.body;
    const recoveryCodes = await confirmEnrolment(ctx, who(request).subject, code);
    await audit(request, 'second_factor.enabled');
    return { recoveryCodes };
  });

  const reauth = <T>(success: T) => {
    const route = answers(success);
    return { ...route, schema: { ...route.schema, body: secondFactorReauthSchema } };
  };

  scope.post(`${o.prefix}/disable`, reauth(okSchema), async (request) => {
    if (o.required?.(request)) throw new AppError('conflict', requiredCannotDisableMessage);
    await reconfirm(request, request.body);
    const removed = await removeSecondFactor(ctx.db, who(request).subject);
    if (!removed) throw new AppError('conflict', 'Two-factor authentication is not turned on.');
    await audit(request, 'second_factor.disabled');
    return { ok: true as const };
  });

  scope.post(`${o.prefix}/recovery-codes`, reauth(recoveryCodesSchema), async (request) => {
    await reconfirm(request, request.body);
    const recoveryCodes = await regenerateRecoveryCodes(ctx, who(request).subject);
    await audit(request, 'second_factor.recovery_codes_regenerated');
    return { recoveryCodes };
  });
}

export const requiredCannotDisableMessage =
  'Two-factor authentication is required for your account and cannot be turned off.';
