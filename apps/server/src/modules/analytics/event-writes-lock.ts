/**
 * Why the rollup can trust its upper bound. A bigserial id is taken when an INSERT runs, not when it
 * commits: a group of events that got ids 100-120 can commit after a group with ids 121-130 did. A rollup
 * that read max(id) = 130 in between and moved its cursor there would never count 100-120.
 *
 * So every transaction that inserts events first takes a shared advisory lock (groups never wait for each
 * other), and the rollup reads its bound in a short transaction of its own under the exclusive lock: that
 * waits until every insert transaction in flight has committed or aborted, and new ones wait for it only
 * until it commits, a moment later. Every id at or below the bound is then committed or gone for good, and
 * any id taken afterwards is above it (the sequence only grows).
 */
import { sql } from 'drizzle-orm';
import { analyticsEvents, type Database } from '@app/db';
import { resultRows } from '../../lib/affected-rows.ts';

/**
 * The advisory lock key of event writes (one database-wide number space; migrations use 727_274_001).
 * Exported for tests that hold an insert transaction open by hand.
 */
export const EVENT_WRITES_LOCK = 727_274_024;

/** Inserts the rows in one transaction that holds the shared lock (one extra statement per group). */
export function insertEvents(db: Database, rows: (typeof analyticsEvents.$inferInsert)[]): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${EVENT_WRITES_LOCK}::bigint)`);
    await tx.insert(analyticsEvents).values(rows);
  });
}

/**
 * The highest event id below which nothing can still commit; 0 without events. Call it outside any other
 * transaction: inside one the exclusive lock would be held, and ingestion stopped, until that one ends.
 */
export function committedEventsBound(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_WRITES_LOCK}::bigint)`);
    // A statement of its own: its snapshot is taken once the lock is held, so it sees every commit before.
    const [top] = resultRows<{ top: string | number }>(
      await tx.execute(sql`select coalesce(max(id), 0) as top from analytics_events`),
    );
    return Number(top?.top ?? 0);
  });
}
