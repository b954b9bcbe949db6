/**
 * Partner portal API (doc 2 §2.2, §7): sign-in, sign-out, the signed-in partner, choosing a password from
 * an e-mailed link, asking for a reset link, and the agreement downloads. Answers are never cached.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toasts } from '@app/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerSessionSchema } from '@app/contracts/api/accounts';
import { apiErrorCodes, errorResponses } from '@app/contracts/api/common';
import { partners } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { codedError } from '../../lib/app-error.ts';
import {
  accountResetLimits,
  accountRoutes,
  accountScope,
  emailSignInRoutes,
  startSignInSession,
} from '../accounts/index.ts';
import { secondFactorAccountRoutes } from '../second-factor/index.ts';
import { activeProfile, checkSignIn } from './account.ts';
import { partnerDocumentRoutes } from './documents.ts';
import { partnerOf, requireActiveAccount } from '../../session/guards.ts';
import { partnerPasswords, resetRequestedMessage } from './passwords.ts';

const invalidPartnerLoginMessage = toasts.partnerLoginFailed.description;

/** Reset request limits (shared account routes). */
export const resetLimits = accountResetLimits;

export function partnerPortalRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Starts the session of a partner whose password (and second factor, if any) checked out. */
  async function finishSignIn(request: FastifyRequest, reply: FastifyReply, partnerId: number) {
    // Re-checked: access may have been withdrawn between the password and the code.
    const partner = await activeProfile(ctx.db, partnerId);
    if (!partner)
      throw codedError('unauthorized', invalidPartnerLoginMessage, apiErrorCodes.wrongCredentials);
    await ctx.db
      .update(partners)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(partners.id, partner.id));
    await startSignInSession(ctx, request, reply, { kind: 'partner', id: partner.id }, partner.email);
    return { partner };
  }

  void app.register(async (scope) => {
    accountScope(scope);

    emailSignInRoutes(scope, ctx, {
      kind: 'partner',
      url: '/api/partners/login',
      invalidMessage: invalidPartnerLoginMessage,
      async check(email, password) {
        const result = await checkSignIn(ctx.db, email, password);
        if (!result.ok) return { ok: false, accountId: result.partnerId, reason: result.reason };
        const { id } = result.partner;
        return {
          ok: true,
          id,
          passwordHash: result.passwordHash,
          saveHash: (hash) => ctx.db.update(partners).set({ password: hash }).where(eq(partners.id, id)),
        };
      },
      finish: finishSignIn,
      session: partnerSessionSchema,
    });

    scope.withTypeProvider<ZodTypeProvider>().get(
      '/api/partners/me',
      {
        preHandler: requireActiveAccount('partner'),
        schema: { response: { 200: partnerSessionSchema, ...errorResponses } },
      },
      async (request) => ({ partner: partnerOf(request) }),
    );

    accountRoutes(scope, ctx, {
      kind: 'partner',
      prefix: '/api/partners',
      passwords: partnerPasswords,
      resetRequestedMessage,
    });

    partnerDocumentRoutes(scope, ctx);

    void scope.register(async (account) => {
      // Before the routes' declared schemas validate: a visitor learns nothing of them.
      account.addHook('preValidation', requireActiveAccount('partner'));
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
