/**
 * The developer console API. Every endpoint lives in one encapsulated scope whose preHandler is
 * `requireActiveAccount('developer')` (401 without a developer session, 403 with a staff or partner session): a route
 * added here cannot be left unguarded. Answers are never cached; bodies are JSON only.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { developerOf, requireActiveAccount } from '../../session/guards.ts';
import { secondFactorAccountRoutes } from '../second-factor/index.ts';
import { consoleDeviceRoutes } from '../devices/index.ts';
import { consoleWebhookRoutes } from '../webhooks/index.ts';
import { consoleRequestLogRoutes } from '../request-logs/index.ts';
import { consoleAppRoutes } from './apps.ts';
import { consoleDownloadRoutes } from './downloads.ts';
import { consoleKeyRoutes } from './keys.ts';
import { consoleOverviewRoutes } from './overview.ts';
import { consoleProfileRoutes } from './profile.ts';
import { consoleScreenshotRoutes } from './screenshots.ts';

export function consoleRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    // onRequest: refused before the body is even parsed.
    scope.addHook('onRequest', requireActiveAccount('developer'));
    scope.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });
    consoleOverviewRoutes(scope, ctx);
    consoleAppRoutes(scope, ctx);
    consoleScreenshotRoutes(scope, ctx);
    consoleKeyRoutes(scope, ctx);
    consoleDownloadRoutes(scope, ctx);
    consoleProfileRoutes(scope, ctx);
    consoleDeviceRoutes(scope, ctx);
    consoleWebhookRoutes(scope, ctx);
    consoleRequestLogRoutes(scope, ctx);
    secondFactorAccountRoutes(scope, ctx, {
      kind: 'developer',
      prefix: '/api/console/account/2fa',
      accountOf: (request) => {
        const { id, email, userId } = developerOf(request);
        return { id, name: email, passwordRow: { table: 'users', id: userId } };
      },
    });
  });
}
