import type { FastifyInstance } from 'fastify';
import { pingDatabase, type DbHandle } from '@app/db';
import { outboxLag } from './outbox-lag.ts';

/**
 * Mail due for longer than this means delivery is stuck (SMTP down, worker dead): the instance reports
 * not ready so an orchestrator or an operator notices. Retries back off, so this is well above a
 * normal retry cycle.
 */
export const OUTBOX_LAG_LIMIT_MS = 15 * 60_000;

/**
 * `/healthz`: liveness (the process answers and its database connection works).
 * `/readyz`: readiness (database reachable and mail is flowing): what a load balancer should route on.
 */
export function healthRoutes(app: FastifyInstance, deps: { dbHandle: DbHandle }) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await pingDatabase(deps.dbHandle);
      return reply.send({ status: 'ok', database: deps.dbHandle.kind });
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let lag;
    try {
      lag = await outboxLag(deps.dbHandle.db);
    } catch (err) {
      app.log.error({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
    const ready = lag.oldestDueMs <= OUTBOX_LAG_LIMIT_MS;
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ok' : 'degraded',
      database: deps.dbHandle.kind,
      outbox: { due: lag.due, failed: lag.failed, oldestDueSeconds: Math.round(lag.oldestDueMs / 1000) },
    });
  });
}
