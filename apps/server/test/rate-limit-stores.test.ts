/**
 * The shared rate-limit stores: database counters (PGlite or PostgreSQL, TEST_DB) and Redis counters
 * (127.0.0.1:6379, keys under a prefix unique to this run, deleted afterwards), and the app counting one
 * client's posts across two instances on one database.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { buildApp } from '../src/app.ts';
import { MemoryRateLimitStore, rateLimitMessage } from '../src/lib/rate-limit.ts';
import {
  createRateLimitStore,
  PgRateLimitStore,
  RedisRateLimitStore,
  type WarningLog,
} from '../src/lib/rate-limit-stores.ts';
import { testConfig, testSecretKey } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import { postJson, validLead } from './public-forms.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const minute = 60_000;
const silentLog: WarningLog = { warn: () => undefined };

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const bucketRows = () =>
  t.db.select({ key: rateLimitBuckets.key, count: rateLimitBuckets.count }).from(rateLimitBuckets);

describe('database store', () => {
  it('counts hits per key in one window and tells when the window ends', async () => {
    const store = new PgRateLimitStore(t.db);
    const before = Date.now();
    const first = await store.hit('login:a', 15 * minute);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(before + 14 * minute);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 15 * minute + 1_000);
    const second = await store.hit('login:a', 15 * minute);
    expect(second).toEqual({ count: 2, resetAt: first.resetAt });
    expect((await store.hit('login:b', 15 * minute)).count).toBe(1);
    expect(await bucketRows()).toEqual(
      expect.arrayContaining([
        { key: 'login:a', count: 2 },
        { key: 'login:b', count: 1 },
      ]),
    );
  });

  it('shares counts between stores on the same database (two instances)', async () => {
    const a = new PgRateLimitStore(t.db);
    const b = new PgRateLimitStore(t.db);
    const counts = [];
    for (const store of [a, b, a, b]) counts.push((await store.hit('public:lead:ip', minute)).count);
    expect(counts).toEqual([1, 2, 3, 4]);
  });

  it('counts concurrent hits without losing any', async () => {
    const store = new PgRateLimitStore(t.db);
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit('burst', minute)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new window after the old one ended', async () => {
    const store = new PgRateLimitStore(t.db);
    await store.hit('k', minute);
    await store.hit('k', minute);
    await t.db
      .update(rateLimitBuckets)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitBuckets.key, 'k'));
    const fresh = await store.hit('k', minute);
    expect(fresh.count).toBe(1);
    expect(fresh.resetAt).toBeGreaterThan(Date.now() + minute - 5_000);
  });

  it('reset empties one key; sweep deletes ended windows only', async () => {
    const store = new PgRateLimitStore(t.db);
    await store.hit('keep', minute);
    await store.hit('gone', minute);
    await store.hit('ended', minute);
    await store.reset('gone');
    await t.db
      .update(rateLimitBuckets)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitBuckets.key, 'ended'));
    await store.sweep();
    expect(await bucketRows()).toEqual([{ key: 'keep', count: 1 }]);
  });

  it('sweeps ended windows on the first hit once a minute has passed since the last sweep', async () => {
    const clock = new ManualClock();
    const store = new PgRateLimitStore(t.db, clock);
    await store.hit('ended', minute);
    await t.db
      .update(rateLimitBuckets)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitBuckets.key, 'ended'));
    clock.advance(minute - 1);
    await store.hit('live', minute);
    expect((await bucketRows()).map((r) => r.key).sort()).toEqual(['ended', 'live']);
    clock.advance(1);
    await store.hit('live', minute);
    expect(await bucketRows()).toEqual([{ key: 'live', count: 2 }]);
  });
});

describe('redis store', () => {
  const prefix = `test-rl-${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(redisUrl);
  const stores: RedisRateLimitStore[] = [];
  const redisStore = (url = redisUrl, fallback = new MemoryRateLimitStore(), log: WarningLog = silentLog) => {
    const store = new RedisRateLimitStore(url, fallback, log, prefix);
    stores.push(store);
    return store;
  };

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await Promise.all(stores.map((s) => s.close()));
    redis.disconnect();
  });

  it('counts hits per key across clients, with the window as the key expiry', async () => {
    const a = redisStore();
    const b = redisStore();
    const first = await a.hit('login:a', 15 * minute);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(Date.now() + 14 * minute);
    expect((await b.hit('login:a', 15 * minute)).count).toBe(2);
    expect((await a.hit('login:b', 15 * minute)).count).toBe(1);
    expect(await redis.get(`${prefix}login:a`)).toBe('2');
    const ttl = await redis.pttl(`${prefix}login:a`);
    expect(ttl).toBeGreaterThan(14 * minute);
    expect(ttl).toBeLessThanOrEqual(15 * minute);
  });

  it('starts a new window once the key has expired, and reset deletes the key', async () => {
    const store = redisStore();
    await store.hit('short', 40);
    await store.hit('short', 40);
    while ((await redis.exists(`${prefix}short`)) === 1) await new Promise((r) => setTimeout(r, 20));
    expect((await store.hit('short', minute)).count).toBe(1);
    await store.reset('short');
    expect(await redis.exists(`${prefix}short`)).toBe(0);
  });

  it('counts concurrent hits without losing any', async () => {
    const store = redisStore();
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit('burst', minute)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('counts in the fallback store, and warns, when Redis cannot be reached', async () => {
    const warnings: string[] = [];
    const fallback = new MemoryRateLimitStore();
    const store = redisStore('redis://127.0.0.1:1', fallback, {
      warn: (_obj: unknown, msg?: string) => void warnings.push(msg ?? ''),
    });
    expect((await store.hit('k', minute)).count).toBe(1);
    expect((await store.hit('k', minute)).count).toBe(2);
    expect((await fallback.hit('k', minute)).count).toBe(3);
    await store.reset('k');
    expect((await fallback.hit('k', minute)).count).toBe(1);
    expect(warnings[0]).toBe('redis rate-limit store unavailable; counting in the database');
  });

  it('is the store chosen when REDIS_URL is set; the database store otherwise', async () => {
    const withRedis = createRateLimitStore({ db: t.db, redisUrl, log: silentLog });
    const without = createRateLimitStore({ db: t.db, redisUrl: undefined, log: silentLog });
    expect(withRedis).toBeInstanceOf(RedisRateLimitStore);
    expect(without).toBeInstanceOf(PgRateLimitStore);
    await withRedis.close?.();
  });
});

describe('two app instances on one database', () => {
  it('answer 429 once the client exceeded RATE_LIMIT_PUBLIC_MAX over both, not per instance', async () => {
    const config = testConfig({ RATE_LIMIT_PUBLIC_MAX: '3', FORM_TOKEN_MIN_AGE_MS: '0' });
    const deps = { config, dbHandle: t, secretKey: testSecretKey, webDist: null, logger: false } as const;
    const apps = [await buildApp(deps), await buildApp(deps)];
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const app = apps[i % 2]!;
        const token = (await app.inject({ method: 'GET', url: '/api/form-token' })).json<{ token: string }>();
        const res = await postJson(
          app,
          '/api/leads',
          { ...validLead(), _t: token.token },
          { remoteAddress: '192.0.2.77' },
        );
        statuses.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json()).toEqual({ message: rateLimitMessage(600), code: 'rate_limited' });
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
