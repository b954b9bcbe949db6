/**
 * Shared reads: identical reads of one database that are asked for at the same time run once. A caller
 * joins a read only while it is still queued, never one already sent, so every answer reflects the
 * database at a moment after the caller's request arrived, exactly as if it had run its own query. A burst
 * of the same staff list (a refresh storm, many open tabs, a polled dashboard) then costs the database one
 * page and one count per round instead of one per request; a lone request runs at once, as before.
 */
import type { Database } from '@app/db';

/** A built query (drizzle's builders): its SQL for the key; awaiting it runs it. */
export interface ShareableQuery<T> extends PromiseLike<T> {
  toSQL(): { sql: string; params: unknown[] };
}

interface Slot {
  /** The read on its way to the database (or back). */
  running?: Promise<unknown>;
  /** The next read, started when `running` settles; later callers join it. */
  queued?: Promise<unknown>;
}

export class ReadCoalescer {
  private readonly slots = new Map<string, Slot>();

  run<T>(key: string, read: () => Promise<T>): Promise<T> {
    let slot = this.slots.get(key);
    if (!slot) this.slots.set(key, (slot = {}));
    if (slot.queued) return slot.queued as Promise<T>;
    if (!slot.running) return this.launch(key, slot, read);
    const current = slot;
    const queued = current.running!.then(ignore, ignore).then(() => {
      current.queued = undefined;
      return this.launch(key, current, read);
    });
    current.queued = queued;
    return queued;
  }

  private launch<T>(key: string, slot: Slot, read: () => Promise<T>): Promise<T> {
    const running: Promise<T> = read().finally(() => {
      if (slot.running === running) slot.running = undefined;
      if (!slot.running && !slot.queued) this.slots.delete(key);
    });
    slot.running = running;
    return running;
  }
}

const ignore = () => undefined;
const coalescers = new WeakMap<Database, ReadCoalescer>();

/** Runs `query`, sharing it with identical queries on `db` that wait for the same round (see above). */
export function sharedRead<T>(db: Database, query: ShareableQuery<T>): Promise<T> {
  let reads = coalescers.get(db);
  if (!reads) coalescers.set(db, (reads = new ReadCoalescer()));
  const { sql, params } = query.toSQL();
  return reads.run(JSON.stringify([sql, params]), () => Promise.resolve(query));
}
