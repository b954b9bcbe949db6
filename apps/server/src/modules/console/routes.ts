/**
 * The developer console API. Every endpoint lives in one encapsulated scope whose preHandler is
 * `requireActiveAccount('developer')` (401 without a developer session, 403 with a staff or partner session): a route
 * added here cannot be left unguarded. Answers are never cached; bodies are JSON only.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { developerOf, requireActiveAccount } from '../../auth/guards.ts';
import { secondFactorAccountRoutes } from '../second-factor/routes.ts';
import { consoleDeviceRoutes } from '../devices/index.ts';
import { consoleAppRoutes } from './apps.ts';
import { consoleDownloadRoutes } from './downloads.ts';
import { consoleKeyRoutes } from './keys.ts';
import { consoleOverviewRoutes } from './overview.ts';
import { consoleProfileRoutes } from './profile.ts';
import { consoleScreenshotRoutes } from './screenshots.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** The console routes of an app (the authorisation test walks all of them). */
export const consoleOnlyRoutes = (app: FastifyInstance): RegisteredRoute[] => registered.get(app) ?? [];

export function consoleRoutes(app: FastifyInstance, ctx: AppContext) {
  const list: RegisteredRoute[] = [];
  registered.set(app, list);
  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') list.push({ method, url: route.url });
    });
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
