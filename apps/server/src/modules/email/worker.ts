import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { emailOutbox, formSubmissions, type Database } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { PollingLoop } from '../../lib/polling-loop.ts';
import type { MailTransport } from './transport.ts';

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** How often to look for due mail when nobody kicks the worker. */
  pollMs?: number;
  /** Messages per claim at first, and again after a batch that was not both full and quickly delivered. */
  batchSize?: number;
  /** The most one claim takes once full batches keep going out quickly (see `nextBatchSize`). */
  maxBatchSize?: number;
  maxAttempts?: number;
  /** How long a claimed message is reserved for the sender before another worker may retry it. */
  leaseMs?: number;
  /** Extra headers per message (e.g. List-Unsubscribe for newsletters). */
  headersFor?: (row: typeof emailOutbox.$inferSelect) => Record<string, string> | undefined;
  /** Paces batches and polls; the lease itself runs on the database's clock, which every instance shares. */
  clock?: Clock;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

const DEFAULT_LEASE_MS = 120_000;
/** How long delivered mail may wait to be marked sent. */
const MARK_EVERY_MS = 1_000;
/**
 * Messages per claim at first. Under load each of the worker's statements waits in the pool's queue behind
 * the requests, so the batch, not the statement, sets the pace: 100 at a time kept up with about 2,000
 * mails a second on the load benchmark's machine.
 */
const DEFAULT_BATCH_SIZE = 100;
/**
 * A claim's ceiling once full batches go out quickly. Newsletter sign-ups at 2,000 a second queue 4,000
 * mails a second (notification and welcome); at 100 a claim the backlog outlived the burst by many seconds.
 */
const DEFAULT_MAX_BATCH_SIZE = 1_000;

const backoffMs = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

/**
 * Delivers the outbox in batches: one statement claims a batch (`FOR UPDATE SKIP LOCKED`, then a lease),
 * so several processes can run workers without sending a message twice, and no transaction stays open
 * during SMTP; one statement marks the batch's delivered mail as sent. A crash after sending but before
 * marking leaves the lease to expire: the mail goes again with the same Message-ID (at-least-once). The
 * lease (OUTBOX_LEASE_MS, 2 minutes) must outlast one SMTP exchange: the SMTP transport's timeouts are set
 * well below three quarters of it, and a message is renewed before sending once a quarter has passed.
 */
export class OutboxWorker {
  private readonly clock: Clock;
  private readonly loop: PollingLoop;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.clock = options.clock ?? systemClock;
    this.loop = new PollingLoop({
      clock: this.clock,
      run: () => this.drain(),
      pollMs: options.pollMs,
      log: options.log,
      failure: 'outbox run failed',
    });
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Deliver soon: called after a request queues mail, so staff hear about it within moments. */
  kick(): void {
    this.loop.kick();
  }

  /** Delivers everything due now; returns how many were sent. Tests call it directly. */
  async drain(): Promise<number> {
    let sent = 0;
    let size = this.options.batchSize ?? DEFAULT_BATCH_SIZE;
    for (;;) {
      const claimedAt = this.clock.now();
      const batch = await this.claim(size);
      if (batch.length === 0) return sent;
      // Delivered mail is marked sent in bulk, at least every MARK_EVERY_MS (a crash re-sends at most that
      // much); once a quarter of the claim's lease has passed, each message is marked as soon as the next
      // one starts (see `deliver`).
      let delivered: OutboxRow[] = [];
      let markedAt = claimedAt;
      for (const row of batch) {
        const late = this.clock.now() - claimedAt > this.leaseMs / 4;
        if (late || this.clock.now() - markedAt > MARK_EVERY_MS) {
          await this.markSent(delivered);
          sent += delivered.length;
          delivered = [];
          markedAt = this.clock.now();
        }
        if (await this.deliver(row, late)) delivered.push(row);
      }
      await this.markSent(delivered);
      sent += delivered.length;
      size = this.nextBatchSize(size, batch.length, this.clock.now() - claimedAt);
    }
  }

  /**
   * Doubles the claim while full batches go out within MARK_EVERY_MS (more mail is waiting and the
   * transport is quick), up to `maxBatchSize`; otherwise back to `batchSize`. A slow transport thus keeps
   * small claims, which several processes share out evenly, each well inside its lease.
   */
  private nextBatchSize(size: number, claimed: number, tookMs: number): number {
    const { batchSize = DEFAULT_BATCH_SIZE, maxBatchSize = DEFAULT_MAX_BATCH_SIZE } = this.options;
    if (claimed < size || tookMs > MARK_EVERY_MS) return batchSize;
    return Math.max(batchSize, Math.min(size * 2, maxBatchSize));
  }

  /**
   * Claims up to a batch of due messages in one statement (`FOR UPDATE SKIP LOCKED`, then a lease), so
   * several processes can run workers without sending a message twice.
   */
  private async claim(size: number): Promise<OutboxRow[]> {
    const { db, maxAttempts = 8 } = this.options;
    const { leaseMs } = this;
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
          sql`${emailOutbox.attempts} < ${maxAttempts}`,
        ),
      )
      .orderBy(asc(emailOutbox.id))
      .limit(size)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * Renews this worker's lease on `row` before sending it, once the claim is a quarter through its lease,
   * so the last message of a slow batch is not sent while its lease has run out. No row back means another worker claimed it since (its lease expired
   * and `attempts` moved on) or it was sent: leave it to them.
   */
  private async holdLease(row: OutboxRow): Promise<boolean> {
    const { db } = this.options;
    const { leaseMs } = this;
    const held = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(
        and(
          eq(emailOutbox.id, row.id),
          eq(emailOutbox.status, 'pending'),
          eq(emailOutbox.attempts, row.attempts),
        ),
      )
      .returning({ id: emailOutbox.id });
    return held.length === 1;
  }

  /**
   * Sends one claimed message; false if it was not sent (failure recorded, or the lease lost). `late`:
   * a quarter of the claim's lease has passed, so the lease is renewed first; a message is thus only ever
   * sent with most of its lease ahead of it, and a fresh claim (the usual case) costs no extra trip.
   */
  private async deliver(row: OutboxRow, late: boolean): Promise<boolean> {
    const { db, transport, from, log, maxAttempts = 8 } = this.options;
    if (late && !(await this.holdLease(row))) return false;
    try {
      await transport.send({
        messageId: row.messageId,
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: this.options.headersFor?.(row),
      });
    } catch (err) {
      const failed = row.attempts >= maxAttempts;
      log.warn({ err, outboxId: row.id, attempt: row.attempts }, 'mail delivery failed');
      await db
        .update(emailOutbox)
        .set({
          lastError: err instanceof Error ? err.message.slice(0, 1000) : String(err),
          status: failed ? 'failed' : 'pending',
          nextAttemptAt: sql`now() + ${`${backoffMs(row.attempts)} milliseconds`}::interval`,
        })
        .where(eq(emailOutbox.id, row.id));
      return false;
    }
    return true;
  }

  /**
   * Marks a batch's delivered mail as sent, and their submissions' notificationSent flags, in one
   * statement (atomic by itself). A crash before it leaves the batch to go again once its lease expires,
   * with the same Message-IDs (at-least-once).
   */
  private async markSent(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    await this.options.db.execute(sql`
      with sent as (
        update ${emailOutbox} set status = 'sent', sent_at = now(), last_error = null
        where ${inArray(emailOutbox.id, ids)}
        returning ${emailOutbox.formSubmissionId}
      )
      update ${formSubmissions} set notification_sent = true
      where ${formSubmissions.id} in (select form_submission_id from sent)`);
  }
}
