/**
 * Developer accounts API: sign-in, sign-out, the signed-in developer, choosing a password from an e-mailed
 * link and asking for a reset link. Answers are never cached. Same rules as the partner portal (the shared
 * sign-in routes of modules/accounts): reset requests answered identically for unknown addresses.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { developerMaybeSessionSchema, developerSessionSchema } from '@app/contracts/api/accounts';
import { apiErrorCodes, errorResponses } from '@app/contracts/api/common';
import { developerApplications, users } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError, codedError } from '../../lib/app-error.ts';
import {
  accountResetLimits,
  accountRoutes,
  accountScope,
  emailSignInRoutes,
  startSignInSession,
} from '../accounts/index.ts';
import { emailChangeRoutes } from './email-change.ts';
import { accountById, checkSignIn, identityOf, refusalReason } from './account.ts';
import { developerOf, requireActiveAccount } from '../../session/guards.ts';
import { developerPasswords, resetRequestedMessage } from './passwords.ts';

const requireActiveDeveloper = requireActiveAccount('developer');

const invalidDeveloperLoginMessage = 'Invalid email or password';

/** Reset limits: the same as the partner portal's (shared account routes). */
export const developerResetLimits = accountResetLimits;

export function developerPortalRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Starts the session of a developer whose password (and second factor, if any) checked out. */
  async function finishSignIn(request: FastifyRequest, reply: FastifyReply, developerId: number) {
    // Re-checked: access may have been withdrawn between the password and the code.
    const row = await accountById(ctx.db, developerId);
    if (!row || refusalReason(row) !== null)
      throw codedError('unauthorized', invalidDeveloperLoginMessage, apiErrorCodes.wrongCredentials);
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
    accountScope(scope);

    emailSignInRoutes(scope, ctx, {
      kind: 'developer',
      url: '/api/developers/login',
      invalidMessage: invalidDeveloperLoginMessage,
      async check(email, password) {
        const result = await checkSignIn(ctx.db, email, password);
        if (!result.ok) return { ok: false, accountId: result.developerId, reason: result.reason };
        const { id, userId } = result.developer;
        return {
          ok: true,
          id,
          passwordHash: result.passwordHash,
          saveHash: (hash) => ctx.db.update(users).set({ password: hash }).where(eq(users.id, userId)),
        };
      },
      finish: finishSignIn,
      session: developerSessionSchema,
    });

    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.get(
      '/api/developers/me',
      {
        preHandler: requireActiveDeveloper,
        schema: { response: { 200: developerSessionSchema, ...errorResponses } },
      },
      async (request) => ({ developer: developerOf(request) }),
    );

    // "Who is signed in?" has an answer for a visitor too: nobody. The console asks this on every visit,
    // so it gets a 200 with null instead of a 401 that the browser logs as an error.
    const sessionAnswer = { response: { 200: developerMaybeSessionSchema, ...errorResponses } };
    typed.get('/api/developers/session', { schema: sessionAnswer }, async (request, reply) => {
      try {
        await requireActiveDeveloper.call(scope, request, reply);
      } catch (error) {
        if (error instanceof AppError && (error.code === 'unauthorized' || error.code === 'forbidden')) {
          return { developer: null };
        }
        throw error;
      }
      return { developer: developerOf(request) };
    });

    accountRoutes(scope, ctx, {
      kind: 'developer',
      prefix: '/api/developers',
      passwords: developerPasswords,
      resetRequestedMessage,
    });
    emailChangeRoutes(scope, ctx);
  });
}
