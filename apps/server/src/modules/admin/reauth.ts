/**
 * The spec's "admin password" on status changes: here the signed-in admin's own password, checked on
 * the server. Wrong answers are rate-limited per admin and address, so a stolen session cannot guess it.
 */
import { eq } from 'drizzle-orm';
import { toasts } from '@app/contracts';
import { users } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { Actor } from './staff-action.ts';

export const incorrectPasswordMessage = toasts.incorrectPassword.title;
const WINDOW_MS = 15 * 60_000;
const MAX_WRONG = 10;

export async function confirmStaffPassword(ctx: AppContext, actor: Actor, password: string): Promise<void> {
  const key = `staff-reauth:${actor.id}|${actor.ip ?? ''}`;
  // Every attempt counts; a correct one empties the bucket (so the count is wrong answers in a row).
  const { count } = await ctx.rateLimits.hit(key, WINDOW_MS);
  if (count > MAX_WRONG) {
    throw new AppError('rate_limited', 'Too many incorrect passwords. Please wait 15 minutes and try again.');
  }
  const [user] = await ctx.db.select({ password: users.password }).from(users).where(eq(users.id, actor.id));
  if (user && (await verifyPassword(password, user.password))) {
    await ctx.rateLimits.reset(key);
    return;
  }
  await recordAudit(ctx.db, {
    actorKind: 'staff',
    actorId: actor.id,
    actorName: actor.username,
    action: 'staff.reauth_failed',
    entityType: 'user',
    entityId: actor.id,
    ipAddress: actor.ip,
  });
  throw new AppError('forbidden', incorrectPasswordMessage);
}
