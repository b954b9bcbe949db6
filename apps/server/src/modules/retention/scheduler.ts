/**
 * Runs the retention job once a day. Every instance checks hourly; the run is claimed with one conditional
 * upsert on `job_runs`, so of several instances on the same database exactly one runs it per day.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobRuns, type Database } from '@app/db';
import { runRetention, type RetentionResult } from './service.ts';

export const RETENTION_JOB = 'retention';
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** Slightly under a day, so the hourly checks do not push each day's run an hour later. */
const MIN_GAP = '23 hours';

/** Claims today's run: true for exactly one caller per period, however many ask at once. */
export async function claimDailyRun(db: Database, name: string, now: Date): Promise<boolean> {
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Runs the job if this instance wins today's claim; the result, or null when it was not its turn. */
  async tick(): Promise<RetentionResult | null> {
    const now = this.now();
    if (!(await claimDailyRun(this.db, RETENTION_JOB, now))) return null;
    try {
      const result = await runRetention(this.db, now);
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
      this.running = this.tick().catch((err: unknown) => this.log.error({ err }, 'retention job failed'));
    };
    check();
    this.timer = setInterval(check, CHECK_EVERY_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async finish(result: Record<string, unknown>): Promise<void> {
    await this.db
      .update(jobRuns)
      .set({ lastFinishedAt: new Date(), lastResult: result })
      .where(eq(jobRuns.name, RETENTION_JOB));
  }
}
