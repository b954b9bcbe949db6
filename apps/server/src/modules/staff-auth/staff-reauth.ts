/**
 * The spec's "admin password" on status changes, asked the same way before destructive staff actions
 * (bulk delete, privacy erasure, creating, disabling or removing a staff account, resetting another
 * member's second factor): the signed-in admin's own password, checked on the server. A stolen session must not be able to guess it, and the real admin must not be locked out
 * by their own typos: wrong answers are counted per session, and the tenth in a row ends the session.
 * Signing in again (which needs the password, under the sign-in throttle) starts a fresh count, so the
 * right password works at once instead of being refused for the rest of a time window.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toasts } from '@app/contracts';
import { users } from '@app/db';
import { apiErrorCodes } from '@app/contracts/api/common';
import { codedError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { endSession } from '../../session/session.ts';
import { actorOf, auditStaff } from './staff-action.ts';

const incorrectPasswordMessage = toasts.incorrectPassword.title;
const sessionEndedMessage = toasts.authRequired.description;
const reauthLockedMessage = 'Too many incorrect passwords. Please sign in again.';
/** Long enough to outlive any staff session (the bucket only needs to last as long as the session). */
const WINDOW_MS = 24 * 60 * 60_000;
const MAX_WRONG = 10;

export async function confirmStaffPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
): Promise<void> {
  const { ctx } = request.server;
  const actor = actorOf(request);
  const key = `staff-reauth:${request.session?.id ?? actor.id}`;
  // Counted before the check, so parallel guesses cannot slip past the limit.
  const { count } = await ctx.rateLimits.hit(key, WINDOW_MS);
  const [user] = await ctx.db.select({ password: users.password }).from(users).where(eq(users.id, actor.id));
  // Removed by another member between this request's session check and now (two members removing each
  // other at once): the session has just ended with the account, which is not a wrong password.
  if (!user) throw codedError('unauthorized', sessionEndedMessage, apiErrorCodes.sessionExpired);
  if (count <= MAX_WRONG && (await verifyPassword(password, user.password))) {
    await ctx.rateLimits.reset(key);
    return;
  }
  const entity = { type: 'user', id: actor.id };
  if (count < MAX_WRONG) {
    await auditStaff(ctx.db, actor, 'staff.reauth_failed', entity);
    throw codedError('forbidden', incorrectPasswordMessage, apiErrorCodes.wrongPassword);
  }
  await auditStaff(ctx.db, actor, 'staff.reauth_locked', entity);
  await ctx.rateLimits.reset(key);
  await endSession(request, reply);
  throw codedError('unauthorized', reauthLockedMessage, apiErrorCodes.reauthLocked);
}
