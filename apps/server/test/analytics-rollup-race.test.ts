/**
 * The rollup against event writes still in flight (event-writes-lock.ts): rollups interleaved with groups of
 * events count each event once on either database, and retention deletes only counted events; on PostgreSQL, an insert transaction held open by hand
 * on a second connection, with a later id committed meanwhile, makes the rollup wait and then count both.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestDatabase, testDbKind, type TestDatabase } from '@app/db/testing';
import { EVENT_WRITES_LOCK } from '../src/modules/analytics/event-writes-lock.ts';
import { eventWriter, type EventRow } from '../src/modules/analytics/ingest.ts';
import { expireAnalytics, rollUp } from '../src/modules/analytics/rollup.ts';
import { resultRows } from '../src/lib/affected-rows.ts';

const CREATED = new Date('2026-11-25T10:00:00Z');
const row = (path: string): EventRow => ({
  createdAt: CREATED,
  kind: 'pageview',
  path,
  device: 'desktop',
  visitorHash: 'h',
});

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** The daily page counts, by path. */
const pageCounts = async () =>
  resultRows<{ key: string; count: number }>(
    await t.db.execute(sql`select key, count from analytics_daily where metric = 'page' order by key`),
  );

/** Whether a promise has settled, read after the microtasks queued so far have run. */
function settled(promise: Promise<unknown>) {
  const state = { settled: false };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

describe(`the rollup while events are written (${testDbKind()})`, () => {
  it('counts every event once when rollups run between groups', async () => {
    const events = eventWriter(t.db);
    const writes: Promise<void>[] = [];
    const rollups: Promise<number>[] = [];
    for (let i = 0; i < 40; i++) {
      writes.push(events.add(row(`/page-${i % 4}`)));
      if (i % 10 === 9) rollups.push(rollUp(t.db));
    }
    await Promise.all(writes);
    const added = (await Promise.all(rollups)).reduce((a, b) => a + b, 0) + (await rollUp(t.db));
    expect(added).toBe(40);
    expect(await pageCounts()).toEqual([0, 1, 2, 3].map((n) => ({ key: `/page-${n}`, count: 10 })));
  });

  it('retention deletes an old event only once the rollup has counted it', async () => {
    await eventWriter(t.db).add(row('/old'));
    const now = new Date('2029-01-01T00:00:00Z');
    const cutoff = new Date('2028-01-01T00:00:00Z');
    expect(await expireAnalytics(t.db, cutoff, now)).toBe(0);
    expect(await rollUp(t.db)).toBe(1);
    expect(await expireAnalytics(t.db, cutoff, now)).toBe(1);
    expect(await pageCounts()).toEqual([{ key: '/old', count: 1 }]);
  });
});

// Two connections at once: PostgreSQL only (PGlite is one session, where transactions take turns anyway).
if (testDbKind() === 'postgres') {
  describe('the rollup and an insert transaction left open (PostgreSQL, two connections)', () => {
    let held: pg.Client;
    beforeAll(async () => {
      held = new pg.Client({ connectionString: t.url });
      await held.connect();
    });
    afterAll(() => held.end());

    /** True once `pending` is seen queued for the event writes lock; false if it settles first. */
    async function waitsForLock(pending: Promise<unknown>): Promise<boolean> {
      const state = settled(pending);
      for (;;) {
        if (state.settled) return false;
        const waiting = resultRows(
          await t.db.execute(sql`
            select 1 from pg_locks
             where locktype = 'advisory' and not granted and objid = ${EVENT_WRITES_LOCK}
               and database = (select oid from pg_database where datname = current_database())`),
        );
        if (waiting.length > 0) return true;
      }
    }

    it('waits for it to commit, then counts its event and the later one committed before it', async () => {
      // The earlier id, taken the way the writer takes it, and not committed.
      await held.query('begin');
      await held.query('select pg_advisory_xact_lock_shared($1::bigint)', [EVENT_WRITES_LOCK]);
      const first = await held.query<{ id: string }>(
        `insert into analytics_events (created_at, kind, path, device, visitor_hash)
         values ($1, 'pageview', '/first', 'desktop', 'h') returning id`,
        [CREATED],
      );
      // The later id, committed by the app's writer from the pool.
      await eventWriter(t.db).add(row('/second'));
      const [second] = resultRows<{ id: string }>(
        await t.db.execute(sql`select id from analytics_events where path = '/second'`),
      );
      expect(Number(second?.id)).toBeGreaterThan(Number(first.rows[0]?.id));

      const rolled = rollUp(t.db);
      expect(await waitsForLock(rolled)).toBe(true);
      const firstDone = await Promise.race([
        rolled.then(() => 'rollup'),
        held.query('commit').then(() => 'commit'),
      ]);
      expect(firstDone).toBe('commit');
      expect(await rolled).toBe(2);
      expect(await pageCounts()).toEqual([
        { key: '/first', count: 1 },
        { key: '/second', count: 1 },
      ]);
    });
  });
}
