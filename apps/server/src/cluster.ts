/**
 * Several worker processes for `npm start` (WEB_CONCURRENCY > 1), so the server uses every core.
 *
 * Only on PostgreSQL: the embedded PGlite database lives inside one process, so there the setting is
 * refused with a warning and the process serves alone. The primary applies the migrations once, forks the
 * workers (each runs the whole app: its own pool, outbox worker and jobs, which take row locks), restarts
 * one that dies unexpectedly after a growing pause, and on SIGTERM/SIGINT stops them all gracefully.
 * Connections are handed to the workers in turn by the primary (Node's default round-robin on Linux).
 */
import cluster, { type Worker } from 'node:cluster';
import { openDatabase } from '@app/db';
import type { Config } from './config.ts';

const levels = { info: 30, warn: 40, error: 50 } as const;
const thresholds: Record<Config['LOG_LEVEL'], number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/** The primary has no Fastify logger; it writes the same JSON line shape (pino's) to stdout. */
function primaryLog(config: Config) {
  return (level: keyof typeof levels, fields: Record<string, unknown>, msg: string) => {
    if (levels[level] < thresholds[config.LOG_LEVEL]) return;
    const line = {
      level: levels[level],
      time: Date.now(),
      pid: process.pid,
      role: 'primary',
      ...fields,
      msg,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}

/** Restart pauses: 1 s, 2 s, 4 s … up to 30 s; a worker that lived a minute resets the count. */
const RESTART_BASE_MS = 1_000;
const RESTART_MAX_MS = 30_000;
const HEALTHY_LIFETIME_MS = 60_000;
/** Workers get this long to finish their own graceful shutdown (they force-exit after 10 s). */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Decides this process's part under WEB_CONCURRENCY. Returns true in a cluster primary: it has forked the
 * workers and supervises them, and the caller must not start a server itself. Returns false in a worker,
 * for a single process, and on PGlite (after warning that the setting is ignored).
 */
export async function runAsClusterPrimary(config: Config): Promise<boolean> {
  const workers = config.WEB_CONCURRENCY;
  if (!cluster.isPrimary || workers <= 1) return false;
  const log = primaryLog(config);
  if (!config.DATABASE_URL) {
    log(
      'warn',
      { webConcurrency: workers },
      `WEB_CONCURRENCY=${workers} ignored: the embedded database (PGlite) admits one process, so one ` +
        'process serves. Set DATABASE_URL to a PostgreSQL server to run several workers.',
    );
    return false;
  }

  // Once here, so the workers find nothing left to apply (they still take the advisory lock and check).
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }

  superviseWorkers(workers, log);
  log('info', { workers }, `started ${workers} worker processes`);
  return true;
}

function superviseWorkers(count: number, log: ReturnType<typeof primaryLog>): void {
  let stopping = false;
  let failures = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    failures = lived >= HEALTHY_LIFETIME_MS ? 1 : failures + 1;
    const pauseMs = Math.min(RESTART_MAX_MS, RESTART_BASE_MS * 2 ** (failures - 1));
    log(
      'error',
      { workerPid: worker.process.pid, code, signal, restartInMs: pauseMs },
      'worker process exited unexpectedly; starting a new one',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, pauseMs);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', { signal }, 'shutting down workers');
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  for (let i = 0; i < count; i++) fork();
}
