/**
 * Partner portal API (doc 2 §2.2, §7): sign-in, sign-out, the signed-in partner, choosing a password from
 * an e-mailed link, asking for a reset link, and the agreement downloads. Answers are never cached.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  normalizeEmail,
  partnerLoginSchema,
  setPasswordSchema,
  toasts,
} from '@app/contracts';
import { partners } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { signInThrottle } from '../../lib/sign-in-throttle.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hashPassword, needsRehash } from '../../lib/password.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { parseWith } from '../../lib/validate.ts';
import { assertNotCrossSite, endSession, getSession, startSession } from '../../plugins/sessions.ts';
import { loginLimits, tooManyAttemptsMessage } from '../auth/routes.ts';
import { acceptJsonOnly } from '../form-guard/public-form.ts';
import { checkSignIn } from './account.ts';
import { partnerDocumentRoutes } from './documents.ts';
import { partnerOf, requireActivePartner } from './guard.ts';
import {
  describeLink,
  passwordSetMessage,
  requestPasswordReset,
  resetRequestedMessage,
  setPasswordFromLink,
} from './passwords.ts';

export const invalidPartnerLoginMessage = toasts.partnerLoginFailed.description;

/** Reset requests: per client IP (429 beyond), and per address (beyond: same answer, no mail). */
export const resetLimits = {
  ipMax: 10,
  ipWindowMs: 15 * 60_000,
  addressMax: 3,
  addressWindowMs: 60 * 60_000,
};
/** Link checks and password choices per client IP. */
export const linkLimits = { max: 30, windowMs: 15 * 60_000 };

const linkCheckSchema = z.object({ token: setPasswordSchema.shape.token });

export function partnerPortalRoutes(app: FastifyInstance, ctx: AppContext) {
  // Same rule and limits as staff sign-in: per address from one IP, and per IP over all addresses.
  const throttle = signInThrottle({
    store: ctx.rateLimits,
    scope: 'partner-login',
    limits: loginLimits,
    message: tooManyAttemptsMessage,
    onThrottled: (request, email) =>
      recordAudit(ctx.db, {
        actorKind: 'visitor',
        action: 'partner.login_throttled',
        entityType: 'partner',
        details: { email },
        ipAddress: request.ip,
      }),
  });
  void app.register(async (scope) => {
    acceptJsonOnly(scope);
    scope.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });

    scope.post('/api/partners/login', async (request, reply) => {
      assertNotCrossSite(request);
      const input = parseWith(partnerLoginSchema, request.body);
      const email = normalizeEmail(input.email);
      await throttle.check(request, reply, email);

      const result = await checkSignIn(ctx.db, email, input.password);
      if (!result.ok) {
        await recordAudit(ctx.db, {
          actorKind: 'visitor',
          action: 'partner.login_failed',
          entityType: 'partner',
          ...(result.partnerId ? { entityId: result.partnerId } : {}),
          details: { email, reason: result.reason },
          ipAddress: request.ip,
        });
        throw new AppError('unauthorized', invalidPartnerLoginMessage);
      }

      const { partner } = result;
      await throttle.succeeded(request, email);
      const rehash = needsRehash(result.passwordHash) ? await hashPassword(input.password) : undefined;
      await ctx.db
        .update(partners)
        .set({ lastLoginAt: sql`now()`, ...(rehash ? { password: rehash } : {}) })
        .where(eq(partners.id, partner.id));
      await startSession(request, reply, { kind: 'partner', subjectId: partner.id });
      await recordAudit(ctx.db, {
        actorKind: 'partner',
        actorId: partner.id,
        actorName: partner.email,
        action: 'partner.login',
        entityType: 'partner',
        entityId: partner.id,
        ipAddress: request.ip,
      });
      return { partner };
    });

    scope.post('/api/partners/logout', async (request, reply) => {
      const session = await getSession(request);
      // A staff or developer session in this browser is not the partner's to end.
      if (session && session.kind !== 'partner') return { ok: true };
      await endSession(request, reply);
      if (session) {
        await recordAudit(ctx.db, {
          actorKind: 'partner',
          actorId: session.subjectId,
          action: 'partner.logout',
          entityType: 'partner',
          entityId: session.subjectId,
          ipAddress: request.ip,
        });
      }
      return { ok: true };
    });

    scope.get('/api/partners/me', { preHandler: requireActivePartner }, async (request) => ({
      partner: partnerOf(request),
    }));

    const linkLimit = rateLimit(ctx.rateLimits, { name: 'partner-link', ...linkLimits });

    /** What the set-password page needs to know about a link before the partner types a password. */
    scope.post('/api/partners/set-password/check', { preHandler: linkLimit }, async (request) => {
      const { token } = parseWith(linkCheckSchema, request.body);
      return describeLink(ctx.db, token);
    });

    scope.post('/api/partners/set-password', { preHandler: linkLimit }, async (request) => {
      assertNotCrossSite(request);
      const { token, password } = parseWith(setPasswordSchema, request.body);
      const { kind } = await setPasswordFromLink(ctx, token, password, request.ip);
      return { ok: true, kind, message: passwordSetMessage };
    });

    const resetIpLimit = rateLimit(ctx.rateLimits, {
      name: 'partner-reset-ip',
      max: resetLimits.ipMax,
      windowMs: resetLimits.ipWindowMs,
    });

    scope.post('/api/partners/forgot-password', { preHandler: resetIpLimit }, async (request) => {
      assertNotCrossSite(request);
      const email = normalizeEmail(parseWith(forgotPasswordSchema, request.body).email);
      const perAddress = await ctx.rateLimits.hit(`partner-reset:addr:${email}`, resetLimits.addressWindowMs);
      if (perAddress.count > resetLimits.addressMax) {
        await recordAudit(ctx.db, {
          actorKind: 'visitor',
          action: 'partner.password_reset_throttled',
          entityType: 'partner',
          details: { email },
          ipAddress: request.ip,
        });
      } else {
        await requestPasswordReset(ctx, email, request.ip);
      }
      return { ok: true, message: resetRequestedMessage };
    });

    partnerDocumentRoutes(scope, ctx);
  });
}
