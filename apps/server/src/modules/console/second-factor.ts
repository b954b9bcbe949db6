/** The signed-in developer's second factor: /api/console/account/2fa. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '@app/db';
import type { AppContext } from '../../context.ts';
import { verifyPassword } from '../../lib/password.ts';
import { developerOf } from '../developer-portal/guard.ts';
import { secondFactorAccountRoutes } from '../second-factor/routes.ts';

export function consoleSecondFactorRoutes(scope: FastifyInstance, ctx: AppContext) {
  secondFactorAccountRoutes(scope, ctx, {
    kind: 'developer',
    prefix: '/api/console/account/2fa',
    accountOf: (request) => {
      const developer = developerOf(request);
      return { id: developer.id, name: developer.email };
    },
    passwordMatches: async (request, password) => {
      const [user] = await ctx.db
        .select({ password: users.password })
        .from(users)
        .where(eq(users.id, developerOf(request).userId));
      return verifyPassword(password, user?.password ?? null);
    },
  });
}
