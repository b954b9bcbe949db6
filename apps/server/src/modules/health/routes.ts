import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { jobRuns, pingDatabase, type DbHandle } from '@app/db';
import type { DatabaseBreaker } from '../../lib/database-breaker.ts';
import { outboxLag } from './outbox-lag.ts';

/**
 * Mail due for longer than this means delivery is stuck (SMTP down, worker dead): the instance reports
 * not ready so an orchestrator or an operator notices. Retries back off, so this is well above a
 * normal retry cycle.
 */
const OUTBOX_LAG_LIMIT_MS = 15 * 60_000;

/** The row the readiness check rewrites to prove the database still takes writes (e.g. a full disk). */
const WRITE_PROBE_JOB = 'readiness-write-probe';

class DeadlineExceeded extends Error {}

/**
 * Health answers within `deadlineMs` (HEALTH_DEADLINE_MS, 1 s by default) whatever the database does: a
 * probe that waits as long as a hung database would is no probe (orchestrators give up after a few seconds
 * and learn nothing).
 */
async function withinDeadline<T>(work: Promise<T>, deadlineMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded('no answer in time')), deadlineMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** One small committed write: an upsert of a single row in job_runs. */
async function probeWrite(dbHandle: DbHandle): Promise<void> {
  await dbHandle.db
    .insert(jobRuns)
    .values({ name: WRITE_PROBE_JOB, lastFinishedAt: sql`now()` })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastFinishedAt: sql`now()` } });
}

/**
 * `/healthz`: liveness (the process answers and its database answers a query); its answer feeds the
 * database breaker (lib/database-breaker.ts).
 * `/readyz`: readiness (the database answers and takes a write, and mail is flowing): what a load
 * balancer should route on. Both answer within `deadlineMs`, with 503 and a JSON body saying what
 * is wrong.
 */
export function healthRoutes(
  app: FastifyInstance,
  deps: { dbHandle: DbHandle; breaker: Pick<DatabaseBreaker, 'report'>; deadlineMs: number },
) {
  const withinDeadlineOf = <T>(work: Promise<T>) => withinDeadline(work, deps.deadlineMs);
  const unavailable = (reply: FastifyReply, database: 'unavailable' | 'read-only', err: unknown) => {
    app.log.error({ err }, `health check: database ${database}`);
    return reply.status(503).send({ status: 'error', database });
  };

  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await withinDeadlineOf(pingDatabase(deps.dbHandle));
    } catch (err) {
      deps.breaker.report(false); // requests needing the database now fail at once (503) until it answers
      return unavailable(reply, 'unavailable', err);
    }
    deps.breaker.report(true);
    return reply.send({ status: 'ok', database: deps.dbHandle.kind });
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let lag;
    try {
      lag = await withinDeadlineOf(outboxLag(deps.dbHandle.db));
    } catch (err) {
      return unavailable(reply, 'unavailable', err);
    }
    try {
      // The row write proves the database takes writes; the storage probe that the disk under an embedded
      // database does (a full disk lets small commits through until the next checkpoint).
      await withinDeadlineOf(Promise.all([probeWrite(deps.dbHandle), deps.dbHandle.probeStorage()]));
    } catch (err) {
      return unavailable(reply, 'read-only', err);
    }
    const ready = lag.oldestDueMs <= OUTBOX_LAG_LIMIT_MS;
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ok' : 'degraded',
      database: deps.dbHandle.kind,
      outbox: { due: lag.due, failed: lag.failed, oldestDueSeconds: Math.round(lag.oldestDueMs / 1000) },
    });
  });
}
