/** The signed-in staff member's own second factor: /api/admin/account/2fa (reachable before set-up). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '@app/db';
import type { AppContext } from '../../context.ts';
import { verifyPassword } from '../../lib/password.ts';
import { staffOf } from '../../plugins/guards.ts';
import { secondFactorAccountRoutes } from '../second-factor/routes.ts';

export function staffSecondFactorRoutes(scope: FastifyInstance, ctx: AppContext) {
  secondFactorAccountRoutes(scope, ctx, {
    kind: 'staff',
    prefix: '/api/admin/account/2fa',
    allowBeforeSecondFactor: true,
    accountOf: (request) => {
      const staff = staffOf(request);
      return { id: staff.id, name: staff.username };
    },
    passwordMatches: async (request, password) => {
      const [user] = await ctx.db
        .select({ password: users.password })
        .from(users)
        .where(eq(users.id, staffOf(request).id));
      return verifyPassword(password, user?.password ?? null);
    },
    required: (request) => request.staffTotpRequired === true,
  });
}
