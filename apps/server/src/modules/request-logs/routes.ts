/** The console's request log: GET /api/console/request-logs?keyId=&requestId= (the console's guarded scope). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@app/contracts/api/common';
import { requestLogListSchema, requestLogQuerySchema } from '@app/contracts/api/webhooks';
import type { AppContext } from '../../context.ts';
import { developerOf } from '../../session/guards.ts';
import { listRequests } from './service.ts';

export function consoleRequestLogRoutes(plain: FastifyInstance, ctx: AppContext) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/console/request-logs',
    {
      schema: {
        querystring: requestLogQuerySchema,
        response: { 200: requestLogListSchema, ...errorResponses },
      },
    },
    async (request) => ({ requests: await listRequests(ctx.db, developerOf(request).id, request.query) }),
  );
}
