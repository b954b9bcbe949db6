/**
 * Ids drawn from a table's sequence ahead of need, a block per round trip, for a statement that must know
 * a new row's id before it runs (the newsletter welcome mail carries a link signed over the subscriber's
 * id). Ids left in a block when the process stops are never used: gaps, as after a rolled-back insert.
 * If the sequence is reset under a block (a restore), an id may already be taken: the caller sees the
 * primary key's unique violation, `discard`s the block and looks again.
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@app/db';

export class IdReserve {
  private ids: number[] = [];
  private refill: Promise<void> | undefined;

  constructor(
    private readonly handle: DbHandle,
    private readonly table: string,
    private readonly blockSize = 20,
  ) {}

  async take(): Promise<number> {
    for (;;) {
      const id = this.ids.shift();
      if (id !== undefined) return id;
      this.refill ??= this.fetch().finally(() => (this.refill = undefined));
      await this.refill;
    }
  }

  discard(): void {
    this.ids = [];
  }

  private async fetch(): Promise<void> {
    const rows = await this.handle.prepared<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence(${this.table}, 'id'))::int as id
          from generate_series(1, ${this.blockSize}::int)`,
    );
    this.ids.push(...rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
}

const reserves = new WeakMap<DbHandle, Map<string, IdReserve>>();

/** The process's reserve of `table`'s ids on this database. */
export function idReserve(handle: DbHandle, table: string): IdReserve {
  let byTable = reserves.get(handle);
  if (!byTable) reserves.set(handle, (byTable = new Map()));
  let reserve = byTable.get(table);
  if (!reserve) byTable.set(table, (reserve = new IdReserve(handle, table)));
  return reserve;
}
