/** Staff sign-in: POST /api/admin/login, GET /api/admin/me, POST /api/admin/logout. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminLoginSchema, toasts } from '@app/contracts';
import { users } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts';
import { parseWith } from '../../lib/validate.ts';
import { requireStaff, staffOf } from '../../plugins/guards.ts';
import { assertNotCrossSite, endSession, getSession, startSession } from '../../plugins/sessions.ts';
import { STAFF_ROLE } from './service.ts';

export const invalidLoginMessage = toasts.adminLoginFailed.description;
export const tooManyAttemptsMessage = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/** Failed sign-ins allowed per window: per account *from one IP* (an attacker elsewhere cannot lock the
 *  real admin out), and per IP over all accounts. */
export const loginLimits = {
  windowMs: 15 * 60_000,
  perAccountAndIp: 10,
  perIp: 50,
};

const accountKey = (username: string, ip: string) => `staff-login:acct:${username.toLowerCase()}|${ip}`;
const ipKey = (ip: string) => `staff-login:ip:${ip}`;

/**
 * Counts an attempt against both buckets; over either limit the request is refused before any password
 * is checked. A successful sign-in empties both buckets of its address, so what counts is the failures
 * since the last success (a busy office sharing one address is not throttled by its own sign-ins).
 */
async function countAttempt(ctx: AppContext, request: FastifyRequest, username: string) {
  const { rateLimits } = ctx;
  const [byAccount, byIp] = await Promise.all([
    rateLimits.hit(accountKey(username, request.ip), loginLimits.windowMs),
    rateLimits.hit(ipKey(request.ip), loginLimits.windowMs),
  ]);
  const over =
    byAccount.count > loginLimits.perAccountAndIp ? byAccount : byIp.count > loginLimits.perIp ? byIp : null;
  return over;
}

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/admin/login', async (request, reply) => {
    assertNotCrossSite(request);
    const { username, password } = parseWith(adminLoginSchema, request.body);
    const over = await countAttempt(ctx, request, username);
    if (over) {
      reply.header('Retry-After', String(Math.max(1, Math.ceil((over.resetAt - Date.now()) / 1000))));
      await recordAudit(ctx.db, {
        actorKind: 'visitor',
        action: 'staff.login_throttled',
        entityType: 'user',
        details: { username },
        ipAddress: request.ip,
      });
      throw new AppError('rate_limited', tooManyAttemptsMessage);
    }

    const [user] = await ctx.db.select().from(users).where(eq(users.username, username));
    // Unknown user: verifyPassword still spends one hash, so both failures take the same time.
    const ok = await verifyPassword(password, user?.role === STAFF_ROLE ? user.password : null);
    if (!user || user.role !== STAFF_ROLE || !ok) {
      await recordAudit(ctx.db, {
        actorKind: 'visitor',
        action: 'staff.login_failed',
        entityType: 'user',
        entityId: user?.role === STAFF_ROLE ? user.id : undefined,
        details: { username },
        ipAddress: request.ip,
      });
      throw new AppError('unauthorized', invalidLoginMessage);
    }

    await Promise.all([
      ctx.rateLimits.reset(accountKey(username, request.ip)),
      ctx.rateLimits.reset(ipKey(request.ip)),
    ]);
    const rehash = needsRehash(user.password) ? await hashPassword(password) : undefined;
    await ctx.db
      .update(users)
      .set({ lastLoginAt: sql`now()`, ...(rehash ? { password: rehash } : {}) })
      .where(eq(users.id, user.id));
    await startSession(request, reply, { kind: 'staff', subjectId: user.id });
    await recordAudit(ctx.db, {
      actorKind: 'staff',
      actorId: user.id,
      actorName: user.username,
      action: 'staff.login',
      entityType: 'user',
      entityId: user.id,
      ipAddress: request.ip,
    });
    reply.header('Cache-Control', 'no-store');
    return { user: { id: user.id, username: user.username, role: user.role } };
  });

  app.get('/api/admin/me', { preHandler: requireStaff }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { user: staffOf(request) };
  });

  app.post('/api/admin/logout', async (request, reply) => {
    const session = await getSession(request);
    await endSession(request, reply);
    if (session?.kind === 'staff') {
      await recordAudit(ctx.db, {
        actorKind: 'staff',
        actorId: session.subjectId,
        action: 'staff.logout',
        entityType: 'user',
        entityId: session.subjectId,
        ipAddress: request.ip,
      });
    }
    return { ok: true };
  });
}
