/**
 * Runs the retention job once a day. Every instance checks hourly; the run is claimed with one conditional
 * upsert on `job_runs`, so of several instances on the same database exactly one runs it per day.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobRuns, type Database } from '@app/db';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { queueKeyExpiringEvents } from '../webhooks/index.ts';
import { runRetention, type RetentionResult } from './service.ts';

const RETENTION_JOB = 'retention';
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** Slightly under a day, so the hourly checks do not push each day's run an hour later. */
const MIN_GAP = '23 hours';

/** Claims today's run: true for exactly one caller per period, however many ask at once. */
async function claimDailyRun(db: Database, name: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ name, lastStartedAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastStartedAt: now },
      setWhere: sql`${jobRuns.lastStartedAt} is null or ${jobRuns.lastStartedAt} <= ${now}::timestamptz - interval '${sql.raw(MIN_GAP)}'`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

export class RetentionScheduler {
  private cancelTimer: (() => void) | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Runs the job if this instance wins today's claim; the result, or null when it was not its turn. */
  async tick(): Promise<RetentionResult | null> {
    const now = new Date(this.clock.now());
    if (!(await claimDailyRun(this.db, RETENTION_JOB, now))) return null;
    try {
      const result = await runRetention(this.db, now);
      // The day's other job: key.expiring webhooks (delivered by the webhook worker's next poll).
      await queueKeyExpiringEvents(this.db, now);
      await this.finish({ ok: true, deleted: result.deleted });
      this.log.info({ deleted: result.deleted }, 'retention job done');
      return result;
    } catch (err) {
      await this.finish({ ok: false, error: (err as Error).message }).catch(() => undefined);
      throw err;
    }
  }

  start(): void {
    const check = () => {
      this.cancelTimer = this.clock.setTimer(CHECK_EVERY_MS, check);
      this.running = this.tick().catch((err: unknown) => this.log.error({ err }, 'retention job failed'));
    };
    check();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    await this.running;
  }

  private async finish(result: Record<string, unknown>): Promise<void> {
    await this.db
      .update(jobRuns)
      .set({ lastFinishedAt: new Date(this.clock.now()), lastResult: result })
      .where(eq(jobRuns.name, RETENTION_JOB));
  }
}
