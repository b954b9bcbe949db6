/**
 * Delivers webhooks as the mail outbox delivers mail (modules/email/worker.ts): one statement claims a batch
 * of due deliveries (`FOR UPDATE SKIP LOCKED`, then a lease), so several processes can run workers without
 * posting a delivery twice, and no transaction stays open during a request. Unlike the mail outbox, every
 * moment (due, lease, backoff, give-up) comes from the app's clock, so tests move time by hand.
 *
 * Each attempt resolves the endpoint's host, refuses it if any address is not public, and connects to the
 * checked address (lib/public-address.ts), signs the body with the endpoint's secret at the attempt's
 * time, and waits at most ATTEMPT_TIMEOUT_MS. A 2xx answer is success; anything else is retried after
 * 1, 2, 4… minutes (at most 6 hours apart) until a day after the delivery was queued, then failed.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { webhookSignatureHeader } from '@app/contracts/api/webhooks';
import { webhookDeliveries, webhookEndpoints, webhookEvents, type Database } from '@app/db';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { PollingLoop } from '../../lib/polling-loop.ts';
import { guardedLookup, resolvePublic, type AddressPolicy } from '../../lib/public-address.ts';
import { unseal } from '../../lib/sealed.ts';
import { SECRET_PURPOSE, type WebhookQueue } from './service.ts';
import { signatureHeader } from './signing.ts';

const LEASE_MS = 120_000;
const ATTEMPT_TIMEOUT_MS = 15_000;
const BATCH = 20;

/** The wait after the n-th failed attempt: 1 minute, doubling, at most 6 hours. */
const retryDelayMs = (attempt: number) => Math.min(6 * 60 * 60_000, 60_000 * 2 ** (attempt - 1));

export interface WebhookWorkerOptions {
  db: Database;
  secretKey: string;
  log: FastifyBaseLogger;
  policy: AddressPolicy;
  /** How often to look for due deliveries when nobody kicks the worker. */
  pollMs?: number;
  clock?: Clock;
  /** The User-Agent of deliveries. */
  userAgent: string;
}

type Claimed = typeof webhookDeliveries.$inferSelect;

export interface AttemptResult {
  status: number | null;
  ms: number;
  error: string | null;
}

export class WebhookWorker implements WebhookQueue {
  private readonly clock: Clock;
  private readonly loop: PollingLoop;

  constructor(private readonly options: WebhookWorkerOptions) {
    this.clock = options.clock ?? systemClock;
    this.loop = new PollingLoop({
      clock: this.clock,
      run: () => this.drain(),
      pollMs: options.pollMs,
      log: options.log,
      failure: 'webhook run failed',
    });
  }

  now = (): number => this.clock.now();

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Deliver soon: called after a transaction that queued deliveries has committed. */
  kick(): void {
    this.loop.kick();
  }

  /** Delivers everything due now; returns how many attempts were made. Tests call it directly. */
  async drain(): Promise<number> {
    let attempts = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return attempts;
      for (const row of batch) {
        await this.deliver(row);
        attempts += 1;
      }
    }
  }

  private async claim(): Promise<Claimed[]> {
    const { db } = this.options;
    const now = new Date(this.clock.now());
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  private async deliver(row: Claimed): Promise<void> {
    const { db, log } = this.options;
    const [target] = await db
      .select({
        url: webhookEndpoints.url,
        secretSealed: webhookEndpoints.secretSealed,
        isActive: webhookEndpoints.isActive,
        body: webhookEvents.body,
      })
      .from(webhookEndpoints)
      .innerJoin(webhookEvents, eq(webhookEvents.id, row.eventId))
      .where(eq(webhookEndpoints.id, row.endpointId));
    if (!target) return; // the endpoint was deleted meanwhile (its deliveries go with it)
    const attempt = row.attempts + 1;
    const startedAt = this.clock.now();
    const result = target.isActive
      ? await this.post(
          target.url,
          unseal(this.options.secretKey, SECRET_PURPOSE, target.secretSealed),
          target.body,
        )
      : { status: null, ms: 0, error: 'The endpoint is disabled.' };
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const retryAt = startedAt + retryDelayMs(attempt);
    const giveUp = !ok && retryAt > row.giveUpAt.getTime();
    if (!ok) log.info({ deliveryId: row.id, attempt, status: result.status }, 'webhook delivery failed');
    await db
      .update(webhookDeliveries)
      .set({
        attempts: attempt,
        status: ok ? 'succeeded' : giveUp ? 'failed' : 'pending',
        lastAttemptAt: new Date(startedAt),
        responseStatus: result.status,
        responseMs: result.ms,
        lastError: result.error,
        nextAttemptAt: new Date(ok || giveUp ? startedAt : retryAt),
        ...(ok ? { deliveredAt: new Date(startedAt) } : {}),
      })
      .where(eq(webhookDeliveries.id, row.id));
  }

  /** One signed POST to `url`, to a checked public address only. */
  async post(url: string, secret: string, body: string): Promise<AttemptResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const target = new URL(url);
    try {
      // A literal address is never looked up by the socket: check it here (names are checked again, and
      // connected to, by `guardedLookup`).
      await resolvePublic(target.hostname, this.options.policy);
    } catch (error) {
      return { status: null, ms: elapsed(), error: (error as Error).message };
    }
    const signature = signatureHeader(secret, Math.floor(this.clock.now() / 1000), body);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<AttemptResult>((resolve) => {
      const req = send(
        target,
        {
          method: 'POST',
          lookup: guardedLookup(this.options.policy),
          timeout: ATTEMPT_TIMEOUT_MS,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': this.options.userAgent,
            [webhookSignatureHeader]: signature,
          },
        },
        (res) => {
          // Only the status matters; the body is read (and dropped) so the connection closes cleanly.
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? null, ms: elapsed(), error: null }));
          res.on('error', () => resolve({ status: res.statusCode ?? null, ms: elapsed(), error: null }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`)));
      req.on('error', (error) =>
        resolve({ status: null, ms: elapsed(), error: error.message.slice(0, 500) }),
      );
      req.end(body);
    });
  }
}
