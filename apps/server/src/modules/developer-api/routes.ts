/**
 * The versioned API for developers' own tools, authenticated with an API key (`Authorization: Bearer`):
 * GET /api/v1/me, GET /api/v1/apps (read), GET /api/v1/apps/:id/submissions (read),
 * POST /api/v1/apps/:id/submissions (write; body appSubmissionSchema).
 * A key tied to one app sees and submits only that app (others answer 404). Cookies are ignored here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appSubmissionSchema } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseWith } from '../../lib/validate.ts';
import { idParam } from '../admin/params.ts';
import { createSubmission, submissionsOfApps } from '../app-submissions/service.ts';
import { appNotFound, listApps, ownApp } from '../console/apps.ts';
import { apiCallerOf, requireApiKey } from './auth.ts';

/** The caller's app `:id` (404 when it is not theirs, or outside the key's app). */
async function callerApp(ctx: AppContext, request: FastifyRequest) {
  const caller = apiCallerOf(request);
  const id = idParam(request, appNotFound);
  if (caller.appId !== null && caller.appId !== id) throw new AppError('not_found', appNotFound);
  return { caller, app: await ownApp(ctx.db, caller.developer.id, id) };
}

export function developerApiRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    scope.get('/api/v1/me', { onRequest: requireApiKey(ctx) }, async (request) => {
      const caller = apiCallerOf(request);
      return {
        developer: caller.developer,
        key: {
          id: caller.keyId,
          keyName: caller.keyName,
          keyPrefix: caller.keyPrefix,
          permissions: caller.permissions,
          appId: caller.appId,
          expiresAt: caller.expiresAt,
        },
      };
    });

    scope.get('/api/v1/apps', { onRequest: requireApiKey(ctx, 'read') }, async (request) => {
      const caller = apiCallerOf(request);
      return { apps: await listApps(ctx.db, caller.developer.id, caller.appId) };
    });

    scope.get('/api/v1/apps/:id/submissions', { onRequest: requireApiKey(ctx, 'read') }, async (request) => {
      const { app: row } = await callerApp(ctx, request);
      return { submissions: await submissionsOfApps(ctx.db, [row.id]) };
    });

    scope.post(
      '/api/v1/apps/:id/submissions',
      { onRequest: requireApiKey(ctx, 'write') },
      async (request, reply) => {
        const { caller, app: row } = await callerApp(ctx, request);
        const data = parseWith(appSubmissionSchema, request.body);
        const submission = await createSubmission(
          ctx,
          { appId: row.id, developer: caller.developer, data, via: 'api' },
          request.ip,
        );
        return reply.status(201).send({ submission });
      },
    );
  });
}
