/**
 * Developer accounts API: sign-in, sign-out, the signed-in developer, choosing a password from an e-mailed
 * link and asking for a reset link. Answers are never cached. Same rules as the partner portal: sign-ins
 * throttled per address+IP and per IP, reset requests answered identically for unknown addresses.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forgotPasswordSchema, normalizeEmail, partnerLoginSchema, setPasswordSchema } from '@app/contracts';
import { developerApplications, users } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hashPassword, needsRehash } from '../../lib/password.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { signInThrottle } from '../../lib/sign-in-throttle.ts';
import { parseWith } from '../../lib/validate.ts';
import { assertNotCrossSite, endSession, getSession, startSession } from '../../plugins/sessions.ts';
import { loginLimits, tooManyAttemptsMessage } from '../auth/routes.ts';
import { acceptJsonOnly } from '../form-guard/public-form.ts';
import { checkSignIn } from './account.ts';
import { developerOf, requireActiveDeveloper } from './guard.ts';
import {
  describeLink,
  passwordSetMessage,
  requestPasswordReset,
  resetRequestedMessage,
  setPasswordFromLink,
} from './passwords.ts';

export const invalidDeveloperLoginMessage = 'Invalid email or password';

/** Reset requests: per client IP (429 beyond), and per address (beyond: same answer, no mail). */
export const developerResetLimits = {
  ipMax: 10,
  ipWindowMs: 15 * 60_000,
  addressMax: 3,
  addressWindowMs: 60 * 60_000,
};
/** Link checks and password choices per client IP. */
export const developerLinkLimits = { max: 30, windowMs: 15 * 60_000 };

/** Sign-in and link payloads share the partner portal's schemas (same fields and rules). */
const loginSchema = partnerLoginSchema;
const linkCheckSchema = z.object({ token: setPasswordSchema.shape.token });

export function developerPortalRoutes(app: FastifyInstance, ctx: AppContext) {
  const throttle = signInThrottle({
    store: ctx.rateLimits,
    scope: 'developer-login',
    limits: loginLimits,
    message: tooManyAttemptsMessage,
    onThrottled: (request, email) =>
      recordAudit(ctx.db, {
        actorKind: 'visitor',
        action: 'developer.login_throttled',
        entityType: 'developer',
        details: { email },
        ipAddress: request.ip,
      }),
  });

  void app.register(async (scope) => {
    acceptJsonOnly(scope);
    scope.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });

    scope.post('/api/developers/login', async (request, reply) => {
      assertNotCrossSite(request);
      const input = parseWith(loginSchema, request.body);
      const email = normalizeEmail(input.email);
      await throttle.check(request, reply, email);

      const result = await checkSignIn(ctx.db, email, input.password);
      if (!result.ok) {
        await recordAudit(ctx.db, {
          actorKind: 'visitor',
          action: 'developer.login_failed',
          entityType: 'developer',
          ...(result.developerId ? { entityId: result.developerId } : {}),
          details: { email, reason: result.reason },
          ipAddress: request.ip,
        });
        throw new AppError('unauthorized', invalidDeveloperLoginMessage);
      }

      const { developer } = result;
      await throttle.succeeded(request, email);
      const rehash = needsRehash(result.passwordHash) ? await hashPassword(input.password) : undefined;
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ lastLoginAt: sql`now()`, ...(rehash ? { password: rehash } : {}) })
          .where(eq(users.id, developer.userId));
        await tx
          .update(developerApplications)
          .set({ lastLoginAt: sql`now()` })
          .where(eq(developerApplications.id, result.applicationId));
      });
      await startSession(request, reply, { kind: 'developer', subjectId: developer.id });
      await recordAudit(ctx.db, {
        actorKind: 'developer',
        actorId: developer.id,
        actorName: developer.email,
        action: 'developer.login',
        entityType: 'developer',
        entityId: developer.id,
        ipAddress: request.ip,
      });
      return { developer };
    });

    scope.post('/api/developers/logout', async (request, reply) => {
      const session = await getSession(request);
      // A staff or partner session in this browser is not the developer's to end.
      if (session && session.kind !== 'developer') return { ok: true };
      await endSession(request, reply);
      if (session) {
        await recordAudit(ctx.db, {
          actorKind: 'developer',
          actorId: session.subjectId,
          action: 'developer.logout',
          entityType: 'developer',
          entityId: session.subjectId,
          ipAddress: request.ip,
        });
      }
      return { ok: true };
    });

    scope.get('/api/developers/me', { preHandler: requireActiveDeveloper }, async (request) => ({
      developer: developerOf(request),
    }));

    const linkLimit = rateLimit(ctx.rateLimits, { name: 'developer-link', ...developerLinkLimits });

    scope.post('/api/developers/set-password/check', { preHandler: linkLimit }, async (request) => {
      const { token } = parseWith(linkCheckSchema, request.body);
      return describeLink(ctx.db, token);
    });

    scope.post('/api/developers/set-password', { preHandler: linkLimit }, async (request) => {
      assertNotCrossSite(request);
      const { token, password } = parseWith(setPasswordSchema, request.body);
      const { kind } = await setPasswordFromLink(ctx, token, password, request.ip);
      return { ok: true, kind, message: passwordSetMessage };
    });

    const resetIpLimit = rateLimit(ctx.rateLimits, {
      name: 'developer-reset-ip',
      max: developerResetLimits.ipMax,
      windowMs: developerResetLimits.ipWindowMs,
    });

    scope.post('/api/developers/forgot-password', { preHandler: resetIpLimit }, async (request) => {
      assertNotCrossSite(request);
      const email = normalizeEmail(parseWith(forgotPasswordSchema, request.body).email);
      const perAddress = await ctx.rateLimits.hit(
        `developer-reset:addr:${email}`,
        developerResetLimits.addressWindowMs,
      );
      if (perAddress.count > developerResetLimits.addressMax) {
        await recordAudit(ctx.db, {
          actorKind: 'visitor',
          action: 'developer.password_reset_throttled',
          entityType: 'developer',
          details: { email },
          ipAddress: request.ip,
        });
      } else {
        await requestPasswordReset(ctx, email, request.ip);
      }
      return { ok: true, message: resetRequestedMessage };
    });
  });
}
