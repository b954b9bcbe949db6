import type { FastifyInstance } from 'fastify';
import { pingDatabase, type DbHandle } from '@app/db';

export function healthRoutes(app: FastifyInstance, deps: { dbHandle: DbHandle }) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await pingDatabase(deps.dbHandle);
      return reply.header('Cache-Control', 'no-store').send({ status: 'ok', database: deps.dbHandle.kind });
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply
        .status(503)
        .header('Cache-Control', 'no-store')
        .send({ status: 'error', database: 'unreachable' });
    }
  });
}
