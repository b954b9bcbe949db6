/**
 * Partner portal API (doc 2 §2.2, §7): sign-in, sign-out, the signed-in partner, choosing a password from
 * an e-mailed link, asking for a reset link, and the agreement downloads. Answers are never cached.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail, partnerLoginSchema, toasts } from '@app/contracts';
import { partners } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { parseWith } from '../../lib/validate.ts';
import { assertNotCrossSite } from '../../plugins/sessions.ts';
import { accountLinkLimits, accountResetLimits, accountRoutes } from '../accounts/routes.ts';
import { loginThrottle, passwordAccepted, startSignInSession } from '../accounts/sign-in.ts';
import { acceptJsonOnly } from '../form-guard/public-form.ts';
import { secondFactorAccountRoutes } from '../second-factor/routes.ts';
import { secondFactorSignInRoute } from '../second-factor/sign-in.ts';
import { activeProfile, checkSignIn } from './account.ts';
import { partnerDocumentRoutes } from './documents.ts';
import { partnerOf, requireActivePartner } from './guard.ts';
import { partnerPasswords, resetRequestedMessage } from './passwords.ts';

export const invalidPartnerLoginMessage = toasts.partnerLoginFailed.description;

/** Reset requests and link limits (shared account routes). */
export const resetLimits = accountResetLimits;
export const linkLimits = accountLinkLimits;

export function partnerPortalRoutes(app: FastifyInstance, ctx: AppContext) {
  // Same rule and limits as staff sign-in: per address from one IP, and per IP over all addresses.
  const throttle = loginThrottle(ctx, 'partner', 'email');
  /** Starts the session of a partner whose password (and second factor, if any) checked out. */
  async function finishSignIn(request: FastifyRequest, reply: FastifyReply, partnerId: number) {
    // Re-checked: access may have been withdrawn between the password and the code.
    const partner = await activeProfile(ctx.db, partnerId);
    if (!partner) throw new AppError('unauthorized', invalidPartnerLoginMessage);
    await ctx.db
      .update(partners)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(partners.id, partner.id));
    await startSignInSession(ctx, request, reply, { kind: 'partner', id: partner.id }, partner.email);
    return { partner };
  }

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

      await throttle.succeeded(request, email);
      return passwordAccepted(ctx, request, reply, {
        subject: { kind: 'partner', id: result.partner.id },
        password: input.password,
        storedHash: result.passwordHash,
        saveHash: (hash) =>
          ctx.db.update(partners).set({ password: hash }).where(eq(partners.id, result.partner.id)),
        finish: finishSignIn,
      });
    });

    secondFactorSignInRoute(scope, ctx, {
      kind: 'partner',
      loginUrl: '/api/partners/login',
      finish: finishSignIn,
    });

    scope.get('/api/partners/me', { preHandler: requireActivePartner }, async (request) => ({
      partner: partnerOf(request),
    }));

    accountRoutes(scope, ctx, {
      kind: 'partner',
      prefix: '/api/partners',
      passwords: partnerPasswords,
      resetRequestedMessage,
    });

    partnerDocumentRoutes(scope, ctx);

    void scope.register(async (account) => {
      account.addHook('preHandler', requireActivePartner);
      secondFactorAccountRoutes(account, ctx, {
        kind: 'partner',
        prefix: '/api/partners/account/2fa',
        accountOf: (request) => {
          const { id, email } = partnerOf(request);
          return { id, name: email, passwordRow: { table: 'partners', id } };
        },
      });
    });
  });
}
