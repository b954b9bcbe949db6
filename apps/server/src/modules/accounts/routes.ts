/**
 * The account routes whose HTTP shape is the same for partners and developers: sign-out, checking an
 * e-mailed link, choosing a password from it and asking for a reset link. Shared so both portals keep
 * the same rules (link and reset limits, identical answers for unknown addresses).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, linkCheckSchema, normalizeEmail, setPasswordSchema } from '@app/contracts';
import { linkDescriptionSchema, passwordSetResponseSchema } from '@app/contracts/api/accounts';
import { errorResponses, okMessageSchema, okSchema } from '@app/contracts/api/common';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../../lib/audit.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { refuseCrossSite } from '../../session/guards.ts';
import { endSession, getSession } from '../../session/session.ts';
import { passwordSetMessage, type AccountPasswords } from './passwords.ts';

/** Reset requests: per client IP (429 beyond), and per address (beyond: same answer, no mail). */
export const accountResetLimits = {
  ipMax: 10,
  ipWindowMs: 15 * 60_000,
  addressMax: 3,
  addressWindowMs: 60 * 60_000,
};
/** Link checks and password choices per client IP. */
export const accountLinkLimits = { max: 30, windowMs: 15 * 60_000 };

/**
 * Reset requests still being worked on after their answer went out (see forgot-password below). The app
 * waits for them when it closes; tests wait for them with `resetRequestsSettled`.
 */
const resetRequests = new Set<Promise<unknown>>();

export async function resetRequestsSettled(): Promise<void> {
  await Promise.allSettled([...resetRequests]);
}

export function accountRoutes(
  plain: FastifyInstance,
  ctx: AppContext,
  account: {
    kind: 'partner' | 'developer';
    /** e.g. '/api/partners' */
    prefix: string;
    passwords: AccountPasswords;
    resetRequestedMessage: string;
  },
) {
  const { kind, prefix, passwords } = account;
  const scope = plain.withTypeProvider<ZodTypeProvider>();
  scope.addHook('onClose', resetRequestsSettled);

  const logoutSchema = { response: { 200: okSchema, ...errorResponses } };
  scope.post(`${prefix}/logout`, { schema: logoutSchema }, async (request, reply) => {
    const session = await getSession(request);
    // A session of another kind in this browser is not this account's to end.
    if (session && session.kind !== kind) return { ok: true as const };
    await endSession(request, reply);
    if (session) {
      await recordAudit(ctx.db, {
        actorKind: kind,
        actorId: session.subjectId,
        action: `${kind}.logout`,
        entityType: kind,
        entityId: session.subjectId,
        ipAddress: request.ip,
      });
    }
    return { ok: true as const };
  });

  const linkLimit = rateLimit(ctx.rateLimits, { name: `${kind}-link`, ...accountLinkLimits });

  // The limits count every request, valid or not: they run before the declared body is checked.
  /** What the set-password page needs to know about a link before a password is typed. */
  scope.post(
    `${prefix}/set-password/check`,
    {
      preValidation: linkLimit,
      schema: { body: linkCheckSchema, response: { 200: linkDescriptionSchema, ...errorResponses } },
    },
    async (request) => passwords.describeLink(ctx.db, request.body.token),
  );

  scope.post(
    `${prefix}/set-password`,
    {
      preValidation: [linkLimit, refuseCrossSite],
      schema: { body: setPasswordSchema, response: { 200: passwordSetResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const { token, password } = request.body;
      const { kind: via } = await passwords.setPasswordFromLink(ctx, token, password, request.ip);
      return { ok: true as const, kind: via, message: passwordSetMessage };
    },
  );

  const resetIpLimit = rateLimit(ctx.rateLimits, {
    name: `${kind}-reset-ip`,
    max: accountResetLimits.ipMax,
    windowMs: accountResetLimits.ipWindowMs,
  });

  const forgotRoute = {
    preValidation: [resetIpLimit, refuseCrossSite],
    schema: { body: forgotPasswordSchema, response: { 200: okMessageSchema, ...errorResponses } },
  };
  scope.post(`${prefix}/forgot-password`, forgotRoute, async (request) => {
    const email = normalizeEmail(request.body.email);
    const perAddress = await ctx.rateLimits.hit(
      `${kind}-reset:addr:${email}`,
      accountResetLimits.addressWindowMs,
    );
    if (perAddress.count > accountResetLimits.addressMax) {
      await recordAudit(ctx.db, {
        actorKind: 'visitor',
        action: `${kind}.password_reset_throttled`,
        entityType: kind,
        details: { email },
        ipAddress: request.ip,
      });
    } else {
      // Off the request path: looking the account up, issuing the link and queueing the mail happen only
      // for a known address, so the answer must not wait for them or its timing would tell who has an
      // account. The mail itself goes through the outbox as usual; a crash before this work is done loses
      // the request, and the person asks again.
      const work = passwords
        .requestPasswordReset(ctx, email, request.ip)
        .catch((err: unknown) => request.log.error({ err }, 'password reset request failed'))
        .finally(() => resetRequests.delete(work));
      resetRequests.add(work);
    }
    return { ok: true as const, message: account.resetRequestedMessage };
  });
}
