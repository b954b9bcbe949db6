/**
 * Signing in with a second factor. After a correct password an account with the factor on gets no
 * session: the answer is `{ secondFactorRequired: true, challenge }`, a single-use token (only its hash
 * stored, `one_time_tokens` purpose 'second-factor') valid for 5 minutes. POSTing it back with a current
 * code or an unused recovery code to `<login>/second-factor` starts the session. The challenge travels in
 * the body, not a cookie, so it carries no ambient authority and needs no CSRF rule of its own.
 * Wrong codes are throttled like passwords (per account from one address, per address) and also per
 * account over all addresses, since whoever gets here already knows the password.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorCodes, errorResponses } from '@app/contracts/api/common';
import { secondFactorMessages, secondFactorSignInSchema } from '@app/contracts/forms/second-factor';
import type { AppContext } from '../../context.ts';
import { AppError, codedError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import {
  loginLimits,
  loginLimitsWith,
  signInThrottle,
  tooManyAttemptsMessage,
} from '../../lib/sign-in-throttle.ts';
import { consumeToken, findOpenToken, issueToken, voidTokens } from '../../lib/tokens.ts';
import { refuseCrossSite } from '../../session/guards.ts';
import type { SessionKind } from '../../session/session-store.ts';
import { checkSecondFactor, isSecondFactorEnabled } from './service.ts';
import { actorOf, type Subject } from './subject.ts';

const CHALLENGE_PURPOSE = 'second-factor';
const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes per account over all addresses per window. */
const accountCodeLimit = { max: 30, windowMs: loginLimits.windowMs };

/** After a correct password: a challenge when the account has a second factor, else null. */
export async function secondFactorChallenge(ctx: AppContext, subject: Subject): Promise<string | null> {
  if (!(await isSecondFactorEnabled(ctx.db, subject))) return null;
  return ctx.db.transaction(async (tx) => {
    // One open challenge per account: an older one stops working.
    await voidTokens(tx, { purpose: CHALLENGE_PURPOSE, subjectKind: subject.kind, subjectId: subject.id });
    return issueToken(tx, {
      purpose: CHALLENGE_PURPOSE,
      subjectKind: subject.kind,
      subjectId: subject.id,
      ttlMs: CHALLENGE_TTL_MS,
    });
  });
}

export interface SecondFactorSignIn {
  kind: SessionKind;
  /** The password step's URL; the code step is `${loginUrl}/second-factor`. */
  loginUrl: string;
  /**
   * Starts the session exactly as the password step would have (re-checking that the account may still
   * sign in) and returns the same body.
   */
  finish(request: FastifyRequest, reply: FastifyReply, subjectId: number): Promise<unknown>;
  /** The answer of a started session (what `finish` returns). */
  session: z.ZodType;
}

export function secondFactorSignInRoute(
  plain: FastifyInstance,
  ctx: AppContext,
  options: SecondFactorSignIn,
) {
  const scope = plain.withTypeProvider<ZodTypeProvider>();
  const { kind } = options;
  const throttle = signInThrottle({
    store: ctx.rateLimits,
    scope: `${kind}-second-factor`,
    limits: loginLimitsWith(ctx.config.SIGN_IN_LIMIT_PER_IP),
    message: tooManyAttemptsMessage,
  });
  const expired = () =>
    codedError('unauthorized', secondFactorMessages.challengeExpired, apiErrorCodes.challengeExpired);

  const route = {
    preValidation: refuseCrossSite,
    schema: {
      body: secondFactorSignInSchema,
      response: { 200: options.session, ...errorResponses },
    },
  };
  scope.post(`${options.loginUrl}/second-factor`, route, async (request, reply) => {
    const input = request.body;
    const challenge = await findOpenToken(ctx.db, input.challenge, {
      purposes: [CHALLENGE_PURPOSE],
      subjectKind: kind,
    });
    if (!challenge) throw expired();
    const subject: Subject = { kind, id: challenge.subjectId };
    const account = String(subject.id);
    await throttle.check(request, reply, account);
    const accountWide = await ctx.rateLimits.hit(
      `${kind}-second-factor:all:${account}`,
      accountCodeLimit.windowMs,
    );
    if (accountWide.count > accountCodeLimit.max) throw new AppError('rate_limited', tooManyAttemptsMessage);

    const method = await checkSecondFactor(ctx, subject, input);
    if (!method) {
      await recordAudit(ctx.db, {
        ...actorOf(subject, null, request.ip),
        actorKind: 'visitor',
        actorId: null,
        action: `${kind}.second_factor_failed`,
        details: { with: input.code !== undefined ? 'code' : 'recovery_code' },
      });
      const message =
        input.code !== undefined
          ? secondFactorMessages.invalidCode
          : secondFactorMessages.invalidRecoveryCode;
      throw codedError('unauthorized', message, apiErrorCodes.wrongCode);
    }
    // The code is spent either way; only one of two racing requests gets the challenge.
    if (!(await consumeToken(ctx.db, input.challenge, CHALLENGE_PURPOSE))) throw expired();
    await Promise.all([
      throttle.succeeded(request, account),
      ctx.rateLimits.reset(`${kind}-second-factor:all:${account}`),
    ]);
    if (method === 'recovery') {
      await recordAudit(ctx.db, {
        ...actorOf(subject, null, request.ip),
        action: 'second_factor.recovery_code_used',
      });
    }
    return options.finish(request, reply, subject.id);
  });
}
