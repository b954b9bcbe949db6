/**
 * Staff sign-in: POST /api/admin/login (then POST /api/admin/login/second-factor when the account has a
 * second factor), GET /api/admin/me, POST /api/admin/logout.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLoginSchema, toasts } from '@app/contracts';
import { signInResponseSchema, staffSessionSchema } from '@app/contracts/api/accounts';
import { apiErrorCodes, errorResponses, okSchema } from '@app/contracts/api/common';
import { users } from '@app/db';
import type { AppContext } from '../../context.ts';
import { loginLimits } from '../../lib/sign-in-throttle.ts';
import { codedError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { verifyPassword } from '../../lib/password.ts';
import { isSecondFactorEnabled, secondFactorSignInRoute } from '../second-factor/index.ts';
import { loginThrottle, passwordAccepted, startSignInSession } from '../accounts/index.ts';
import { refuseCrossSite, requireStaff, staffOf } from '../../session/guards.ts';
import { endSession, getSession } from '../../session/session.ts';
import { STAFF_ROLE } from './service.ts';

const invalidLoginMessage = toasts.adminLoginFailed.description;
export { loginLimits };

export function authRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const throttle = loginThrottle(ctx, 'staff', 'username');
  /** Starts the session of a staff member whose password (and second factor, if any) checked out. */
  async function finishSignIn(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    // Re-checked: the account may have been disabled between the password and the code.
    if (!user || user.role !== STAFF_ROLE || user.disabled)
      throw codedError('unauthorized', invalidLoginMessage, apiErrorCodes.wrongCredentials);
    await ctx.db
      .update(users)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(users.id, user.id));
    await startSignInSession(ctx, request, reply, { kind: 'staff', id: user.id }, user.username);
    const mustEnrol =
      (user.totpRequired || ctx.config.STAFF_REQUIRE_TOTP) &&
      !(await isSecondFactorEnabled(ctx.db, { kind: 'staff', id: user.id }));
    reply.header('Cache-Control', 'no-store');
    return {
      user: { id: user.id, username: user.username, role: user.role },
      ...(mustEnrol ? { secondFactorSetupRequired: true as const } : {}),
    };
  }

  const signInAnswer = { 200: signInResponseSchema(staffSessionSchema), ...errorResponses };

  app.post(
    '/api/admin/login',
    { preValidation: refuseCrossSite, schema: { body: adminLoginSchema, response: signInAnswer } },
    async (request, reply) => {
      const { username, password } = request.body;
      await throttle.check(request, reply, username.toLowerCase());

      const [user] = await ctx.db.select().from(users).where(eq(users.username, username));
      // Unknown user: verifyPassword still spends one hash, so both failures take the same time.
      const ok = await verifyPassword(password, user?.role === STAFF_ROLE ? user.password : null);
      if (!user || user.role !== STAFF_ROLE || !ok || user.disabled) {
        await recordAudit(ctx.db, {
          actorKind: 'visitor',
          action: 'staff.login_failed',
          entityType: 'user',
          entityId: user?.role === STAFF_ROLE ? user.id : undefined,
          details: { username, ...(ok && user?.disabled ? { reason: 'disabled' } : {}) },
          ipAddress: request.ip,
        });
        throw codedError('unauthorized', invalidLoginMessage, apiErrorCodes.wrongCredentials);
      }

      await throttle.succeeded(request, username.toLowerCase());
      return passwordAccepted(ctx, request, reply, {
        subject: { kind: 'staff', id: user.id },
        password,
        storedHash: user.password,
        saveHash: (hash) => ctx.db.update(users).set({ password: hash }).where(eq(users.id, user.id)),
        finish: finishSignIn,
      });
    },
  );

  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    secondFactorSignInRoute(scope, ctx, {
      kind: 'staff',
      loginUrl: '/api/admin/login',
      finish: finishSignIn,
      session: staffSessionSchema,
    });
  });

  app.get(
    '/api/admin/me',
    {
      preHandler: requireStaff,
      config: { allowBeforeSecondFactor: true },
      schema: { response: { 200: staffSessionSchema, ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        user: staffOf(request),
        ...(request.staffMustEnrol ? { secondFactorSetupRequired: true as const } : {}),
      };
    },
  );

  app.post(
    '/api/admin/logout',
    { schema: { response: { 200: okSchema, ...errorResponses } } },
    async (request, reply) => {
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
      return { ok: true as const };
    },
  );
}
