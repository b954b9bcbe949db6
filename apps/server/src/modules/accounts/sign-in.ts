/**
 * The password step of every account kind (staff, partners, developers): its throttle, what follows a
 * correct password (a fresh hash when the stored one is outdated, then a second-factor challenge or the
 * session) and starting the session with its `<kind>.login` audit entry.
 */
import type { SecondFactorPending } from '@app/contracts/forms/second-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hashPassword, needsRehash } from '../../lib/password.ts';
import { loginLimitsWith, signInThrottle, tooManyAttemptsMessage } from '../../lib/sign-in-throttle.ts';
import { startSession } from '../../session/session.ts';
import type { SessionKind } from '../../session/session-store.ts';
import { actorOf, entityTypeOf, secondFactorChallenge, type Subject } from '../second-factor/index.ts';

/** Bucket `<kind>-login`; over a limit, audits `<kind>.login_throttled` with the name that was tried. */
export function loginThrottle(ctx: AppContext, kind: SessionKind, field: 'username' | 'email') {
  return signInThrottle({
    store: ctx.rateLimits,
    scope: `${kind}-login`,
    limits: loginLimitsWith(ctx.config.SIGN_IN_LIMIT_PER_IP),
    message: tooManyAttemptsMessage,
    onThrottled: (request, account) =>
      recordAudit(ctx.db, {
        actorKind: 'visitor',
        action: `${kind}.login_throttled`,
        entityType: entityTypeOf(kind),
        details: { [field]: account },
        ipAddress: request.ip,
      }),
  });
}

export interface AcceptedPassword<T> {
  subject: Subject;
  password: string;
  /** The hash the password matched, and where a fresh one goes when its parameters are outdated. */
  storedHash: string;
  saveHash(hash: string): Promise<unknown>;
  /** Starts the session (see startSignInSession) and returns the sign-in answer. */
  finish(request: FastifyRequest, reply: FastifyReply, subjectId: number): Promise<T>;
}

/** After a correct password: a challenge when the account has a second factor (never cached), else the session. */
export async function passwordAccepted<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  step: AcceptedPassword<T>,
): Promise<T | SecondFactorPending> {
  if (needsRehash(step.storedHash)) await step.saveHash(await hashPassword(step.password));
  const challenge = await secondFactorChallenge(ctx, step.subject);
  if (challenge) {
    reply.header('Cache-Control', 'no-store');
    return { secondFactorRequired: true as const, challenge };
  }
  return step.finish(request, reply, step.subject.id);
}

/** Starts the session of an account whose password (and second factor, if any) checked out. */
export async function startSignInSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: Subject,
  name: string,
): Promise<void> {
  await startSession(request, reply, { kind: subject.kind, subjectId: subject.id });
  await recordAudit(ctx.db, { ...actorOf(subject, name, request.ip), action: `${subject.kind}.login` });
}
