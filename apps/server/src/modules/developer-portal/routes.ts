/**
 * Developer accounts API: sign-in, sign-out, the signed-in developer, choosing a password from an e-mailed
 * link and asking for a reset link. Answers are never cached. Same rules as the partner portal: sign-ins
 * throttled per address+IP and per IP, reset requests answered identically for unknown addresses.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail, partnerLoginSchema } from '@app/contracts';
import { developerApplications, users } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { parseWith } from '../../lib/validate.ts';
import { assertNotCrossSite } from '../../plugins/sessions.ts';
import { accountLinkLimits, accountResetLimits, accountRoutes } from '../accounts/routes.ts';
import { loginThrottle, passwordAccepted, startSignInSession } from '../accounts/sign-in.ts';
import { acceptJsonOnly } from '../form-guard/public-form.ts';
import { secondFactorSignInRoute } from '../second-factor/sign-in.ts';
import { accountById, checkSignIn, identityOf, refusalReason } from './account.ts';
import { developerOf, requireActiveDeveloper } from './guard.ts';
import { developerPasswords, resetRequestedMessage } from './passwords.ts';

export const invalidDeveloperLoginMessage = 'Invalid email or password';

/** Reset and link limits: the same as the partner portal's (shared account routes). */
export const developerResetLimits = accountResetLimits;
export const developerLinkLimits = accountLinkLimits;

/** Sign-in payloads share the partner portal's schema (same fields and rules). */
const loginSchema = partnerLoginSchema;

export function developerPortalRoutes(app: FastifyInstance, ctx: AppContext) {
  const throttle = loginThrottle(ctx, 'developer', 'email');

  /** Starts the session of a developer whose password (and second factor, if any) checked out. */
  async function finishSignIn(request: FastifyRequest, reply: FastifyReply, developerId: number) {
    // Re-checked: access may have been withdrawn between the password and the code.
    const row = await accountById(ctx.db, developerId);
    if (!row || refusalReason(row) !== null) throw new AppError('unauthorized', invalidDeveloperLoginMessage);
    const developer = identityOf(row);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(users.id, developer.userId));
      await tx
        .update(developerApplications)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(developerApplications.id, row.applicationId as number));
    });
    const subject = { kind: 'developer', id: developer.id } as const;
    await startSignInSession(ctx, request, reply, subject, developer.email);
    return { developer };
  }

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

      await throttle.succeeded(request, email);
      const { developer } = result;
      return passwordAccepted(ctx, request, reply, {
        subject: { kind: 'developer', id: developer.id },
        password: input.password,
        storedHash: result.passwordHash,
        saveHash: (hash) =>
          ctx.db.update(users).set({ password: hash }).where(eq(users.id, developer.userId)),
        finish: finishSignIn,
      });
    });

    secondFactorSignInRoute(scope, ctx, {
      kind: 'developer',
      loginUrl: '/api/developers/login',
      finish: finishSignIn,
    });

    scope.get('/api/developers/me', { preHandler: requireActiveDeveloper }, async (request) => ({
      developer: developerOf(request),
    }));

    accountRoutes(scope, ctx, {
      kind: 'developer',
      prefix: '/api/developers',
      passwords: developerPasswords,
      resetRequestedMessage,
    });
  });
}
