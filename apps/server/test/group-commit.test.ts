/**
 * Group commit (lib/group-commit.ts) with a write the test completes by hand, then the analytics event
 * writer on the test database (PGlite, or PostgreSQL with TEST_DB=postgres), and the app's close flushing it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsEvents } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { GroupCommit } from '../src/lib/group-commit.ts';
import { eventWriter, type EventRow } from '../src/modules/analytics/ingest.ts';
import { createTestApp } from './helpers.ts';

/** A write that stays open until the test ends it; `writes` lists each call's rows. */
function heldWrites() {
  const writes: { rows: number[]; done: () => void; fail: (err: Error) => void }[] = [];
  const write = (rows: number[]) =>
    new Promise<void>((done, fail) => {
      writes.push({ rows, done, fail });
    });
  return { writes, write };
}

/** Whether a promise has settled, read after the microtasks queued so far have run. */
function settled(promise: Promise<unknown>) {
  const state = { settled: false };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

describe('GroupCommit', () => {
  it('writes a row at once, and the rows that arrive meanwhile together in the next write', async () => {
    const { writes, write } = heldWrites();
    const group = new GroupCommit(write);
    const first = group.add(1);
    const later = [group.add(2), group.add(3)];
    expect(writes.map((w) => w.rows)).toEqual([[1]]);
    const laterState = settled(Promise.all(later));

    writes[0]!.done();
    await first;
    expect(writes.map((w) => w.rows)).toEqual([[1], [2, 3]]);
    // Answered only once their own write is done.
    expect(laterState.settled).toBe(false);
    writes[1]!.done();
    await Promise.all(later);
  });

  it('rejects every row of a failed write with its error and goes on with the next rows', async () => {
    const { writes, write } = heldWrites();
    const group = new GroupCommit(write);
    const first = group.add(1);
    const failing = [group.add(2), group.add(3)];
    writes[0]!.done();
    await first;
    const refused = new Error('insert refused');
    writes[1]!.fail(refused);
    for (const row of failing) await expect(row).rejects.toBe(refused);

    const after = group.add(4);
    expect(writes.at(-1)?.rows).toEqual([4]);
    writes.at(-1)!.done();
    await after;
  });

  it('splits the waiting rows into writes of at most maxRows', async () => {
    const { writes, write } = heldWrites();
    const group = new GroupCommit(write, 2);
    const all = [1, 2, 3, 4, 5].map((row) => group.add(row));
    writes[0]!.done();
    await all[0];
    writes[1]!.done();
    await all[2];
    writes[2]!.done();
    await Promise.all(all);
    expect(writes.map((w) => w.rows)).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('flush waits until every row added before it is written', async () => {
    const { writes, write } = heldWrites();
    const group = new GroupCommit(write);
    const rows = [group.add(1), group.add(2)];
    const flushed = settled(group.flush());
    writes[0]!.done();
    await rows[0];
    expect(flushed.settled).toBe(false);
    writes[1]!.done();
    await group.flush();
    expect(flushed.settled).toBe(true);
    await Promise.all(rows);
  });
});

const row = (path: string): EventRow => ({
  createdAt: new Date('2026-11-25T10:00:00Z'),
  kind: 'pageview',
  path,
  device: 'desktop',
  visitorHash: 'h',
});

describe('the event writer on the database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());
  const storedPaths = async () =>
    (await t.db.select({ path: analyticsEvents.path }).from(analyticsEvents).orderBy(analyticsEvents.id)).map(
      (r) => r.path,
    );

  it('stores every row of concurrent requests', async () => {
    const events = eventWriter(t.db);
    const paths = Array.from({ length: 40 }, (_, i) => `/page-${i}`);
    await Promise.all(paths.map((path) => events.add(row(path))));
    expect(await storedPaths()).toEqual(paths);
  });

  it('stores none of a group the database refuses, and fails every request in it', async () => {
    const events = eventWriter(t.db);
    const alone = events.add(row('/alone'));
    // Queued while the first write runs: one group, with one row the NOT NULL constraint refuses.
    const group = [
      events.add(row('/a')),
      events.add({ ...row('/b'), device: null as unknown as string }),
      events.add(row('/c')),
    ];
    await alone;
    const outcomes = await Promise.allSettled(group);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await storedPaths()).toEqual(['/alone']);
  });
});

describe('closing the app', () => {
  it('flushes the event writer (flush itself is tested above)', async () => {
    const flush = vi.spyOn(GroupCommit.prototype, 'flush');
    const test = await createTestApp();
    try {
      await test.close();
      expect(flush).toHaveBeenCalledTimes(1);
    } finally {
      flush.mockRestore();
    }
  });
});
