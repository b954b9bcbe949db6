import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connectionOptions, openDatabase } from '../src/client.ts';
import { adminUrl } from '../src/testing.ts';

// The setting only exists on a PostgreSQL server, so this talks to the machine's one whichever database the
// rest of the run uses; it reads a setting and writes nothing.

async function parallelWorkersOfAConnection(parallelWorkers?: number): Promise<string> {
  const handle = await openDatabase({ databaseUrl: adminUrl(), poolSize: 1, parallelWorkers });
  try {
    const result = await handle.db.execute(sql`show max_parallel_workers_per_gather`);
    const [row] = (result as unknown as { rows: Array<{ max_parallel_workers_per_gather: string }> }).rows;
    return row!.max_parallel_workers_per_gather;
  } finally {
    await handle.close();
  }
}

describe('PostgreSQL connection settings', () => {
  it('turns parallel plans off unless asked for workers', async () => {
    expect(await parallelWorkersOfAConnection()).toBe('0');
    expect(await parallelWorkersOfAConnection(2)).toBe('2');
  });

  it('refuses a worker count that is not a whole number of zero or more', () => {
    expect(connectionOptions({})).toBe('-c max_parallel_workers_per_gather=0');
    expect(() => connectionOptions({ parallelWorkers: -1 })).toThrow(/whole number/);
    expect(() => connectionOptions({ parallelWorkers: 1.5 })).toThrow(/whole number/);
  });
});
