/**
 * The sign-in routes of the accounts that sign in with an e-mail address (partners, developers): the
 * password step (throttled per address+IP and per IP, failures audited as `<kind>.login_failed`) and the
 * second-factor step. Staff sign in with a username (modules/staff-auth).
 */
import { normalizeEmail, partnerLoginSchema } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { signInResponseSchema } from '@app/contracts/api/accounts';
import { apiErrorCodes, errorResponses } from '@app/contracts/api/common';
import type { AppContext } from '../../context.ts';
import { codedError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { refuseCrossSite } from '../../session/guards.ts';
import { secondFactorSignInRoute } from '../second-factor/index.ts';
import { loginThrottle, passwordAccepted } from './sign-in.ts';

/** What a password check found: the account and its stored hash, or why the sign-in is refused. */
type PasswordCheck =
  | { ok: true; id: number; passwordHash: string; saveHash(hash: string): Promise<unknown> }
  | { ok: false; accountId?: number | undefined; reason: string };

export interface EmailSignIn {
  kind: 'partner' | 'developer';
  /** The password step's URL; the second-factor step is `${url}/second-factor`. */
  url: string;
  /** The one answer to every refused sign-in (it never says which part was wrong). */
  invalidMessage: string;
  check(email: string, password: string): Promise<PasswordCheck>;
  /** Starts the session of an account whose password (and second factor, if any) checked out. */
  finish(request: FastifyRequest, reply: FastifyReply, id: number): Promise<unknown>;
  /** The answer of a started session (what `finish` returns). */
  session: z.ZodType;
}

/** An account API scope: JSON bodies only, and answers never cached. */
export function accountScope(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}

export function emailSignInRoutes(plain: FastifyInstance, ctx: AppContext, signIn: EmailSignIn): void {
  const scope = plain.withTypeProvider<ZodTypeProvider>();
  // Same rule and limits as staff sign-in: per address from one IP, and per IP over all addresses.
  const throttle = loginThrottle(ctx, signIn.kind, 'email');

  const route = {
    preValidation: refuseCrossSite,
    // Partners and developers sign in with the same fields and rules.
    schema: {
      body: partnerLoginSchema,
      response: { 200: signInResponseSchema(signIn.session), ...errorResponses },
    },
  };
  scope.post(signIn.url, route, async (request, reply) => {
    const input = request.body;
    const email = normalizeEmail(input.email);
    await throttle.check(request, reply, email);

    const result = await signIn.check(email, input.password);
    if (!result.ok) {
      await recordAudit(ctx.db, {
        actorKind: 'visitor',
        action: `${signIn.kind}.login_failed`,
        entityType: signIn.kind,
        ...(result.accountId ? { entityId: result.accountId } : {}),
        details: { email, reason: result.reason },
        ipAddress: request.ip,
      });
      throw codedError('unauthorized', signIn.invalidMessage, apiErrorCodes.wrongCredentials);
    }

    await throttle.succeeded(request, email);
    return passwordAccepted(ctx, request, reply, {
      subject: { kind: signIn.kind, id: result.id },
      password: input.password,
      storedHash: result.passwordHash,
      saveHash: result.saveHash,
      finish: signIn.finish,
    });
  });

  secondFactorSignInRoute(scope, ctx, {
    kind: signIn.kind,
    loginUrl: signIn.url,
    finish: signIn.finish,
    session: signIn.session,
  });
}
