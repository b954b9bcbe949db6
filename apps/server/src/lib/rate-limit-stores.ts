/**
 * Shared rate-limit counters, so every instance of the app counts the same hits: in the database by
 * default (PostgreSQL or the embedded PGlite, the same SQL), in Redis when REDIS_URL is set.
 * Both are fixed windows: the first hit of a key opens a window of `windowMs`, later hits count up until it
 * ends, and the next hit after that opens a new one.
 */
import { lte, sql } from 'drizzle-orm';
import { rateLimitBuckets, type Database } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { systemClock, type Clock } from './clock.ts';
import type { RateLimitHit, RateLimitStore } from './rate-limit.ts';

const sweepEveryMs = 60_000;

/** Where the Redis store reports that it fell back to the database. */
export type WarningLog = Pick<FastifyBaseLogger, 'warn'>;

/** Counters in `rate_limit_buckets`: one atomic upsert per hit; expired rows are deleted now and then. */
export class PgRateLimitStore implements RateLimitStore {
  private lastSweep: number;
  /** The upsert, prepared once (every public post and sign-in runs it). */
  private readonly preparedHit;

  /** `clock`: when a sweep is due (the windows themselves run on the database's clock). */
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {
    this.lastSweep = clock.now();
    const expired = sql`${rateLimitBuckets.resetAt} <= now()`;
    const upsert = db
      .insert(rateLimitBuckets)
      .values({
        key: sql.placeholder('hitKey'),
        count: 1,
        resetAt: sql`now() + ${sql.placeholder('hitWindow')}::interval`,
      })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
        },
      })
      .returning({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt });
    this.preparedHit = upsert.prepare('rate_limit_hit');
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    await this.sweepIfDue();
    const [row] = await this.preparedHit.execute({ hitKey: key, hitWindow: `${windowMs} milliseconds` });
    if (!row) throw new Error('rate-limit upsert returned no row');
    return { count: row.count, resetAt: row.resetAt.getTime() };
  }

  private async sweepIfDue(): Promise<void> {
    if (this.clock.now() - this.lastSweep >= sweepEveryMs) await this.sweep();
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key}`);
  }

  /** Deletes the rows of ended windows (they would be restarted on their next hit anyway). */
  async sweep(): Promise<void> {
    this.lastSweep = this.clock.now();
    await this.db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.resetAt, sql`now()`));
  }
}

/** INCR, and the window's expiry on the first hit, in one server-side step; answers [count, ms left]. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

type RateRedis = Redis & { rateHit(key: string, windowMs: number): Promise<[number, number]> };

/**
 * Counters in Redis (keys `<prefix><key>`, expiring with their window).
 *
 * When Redis cannot answer (down, unreachable, slow), hits are counted in the database store instead of
 * failing open or closed: failing open would switch off sign-in brute-force protection exactly while Redis
 * is out, failing closed would turn a Redis outage into a site outage (every form and sign-in a 500).
 * The database is there anyway (every request needs it) and is shared by the instances too, so limits
 * still hold across them; a window that began in Redis restarts in the database, which is the only slack.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: RateRedis;
  private lastWarning = 0;

  constructor(
    url: string,
    private readonly fallback: RateLimitStore,
    private readonly log: WarningLog,
    private readonly prefix = 'rl:',
  ) {
    this.redis = new Redis(url, {
      // A command waits at most commandTimeout (e.g. for the first connection); one that a dropped
      // connection interrupts fails at once instead of being retried.
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      connectTimeout: 2_000,
    }) as RateRedis;
    this.redis.defineCommand('rateHit', { numberOfKeys: 1, lua: hitScript });
    // Without a listener a connection error would be thrown as an uncaught exception; ioredis reconnects.
    this.redis.on('error', (err: Error) => this.warn(err));
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    // While ioredis is between reconnection attempts, go straight to the database instead of queueing.
    if (this.redis.status === 'reconnecting' || this.redis.status === 'end') {
      return this.fallback.hit(key, windowMs);
    }
    try {
      const [count, ttl] = await this.redis.rateHit(this.prefix + key, windowMs);
      return { count, resetAt: Date.now() + ttl };
    } catch (err) {
      this.warn(err);
      return this.fallback.hit(key, windowMs);
    }
  }

  async reset(key: string): Promise<void> {
    await Promise.all([
      this.redis.del(this.prefix + key).catch((err: unknown) => this.warn(err)),
      this.fallback.reset(key),
    ]);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  /** At most one warning per 10 s: an outage must be visible in the log without flooding it. */
  private warn(err: unknown) {
    const now = Date.now();
    if (now - this.lastWarning < 10_000) return;
    this.lastWarning = now;
    this.log.warn({ err }, 'redis rate-limit store unavailable; counting in the database');
  }
}

/** The one place that picks the store: Redis when REDIS_URL is set, else the database. */
export function createRateLimitStore(options: {
  db: Database;
  redisUrl: string | undefined;
  log: WarningLog;
  clock?: Clock;
}): RateLimitStore {
  const database = new PgRateLimitStore(options.db, options.clock);
  return options.redisUrl ? new RedisRateLimitStore(options.redisUrl, database, options.log) : database;
}
