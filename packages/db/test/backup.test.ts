import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  backupLines,
  backupToFile,
  BackupError,
  restoreFromFile,
  restoreLines,
  tablesInDependencyOrder,
} from '../src/backup.ts';
import { openDatabase, type Database, type DbHandle } from '../src/client.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../src/testing.ts';
import { leads, subscribers, users } from '../src/schema.ts';
import { seedEveryTable } from './seed-every-table.ts';

let source: TestDatabase;
let target: TestDatabase;
let dir: string;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
  await seedEveryTable(source.db);
});
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every table's rows as the database renders them, in primary-key order. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tablesInDependencyOrder()) {
    const order = table.primaryKey.map((c) => `"${c.name}"`).join(', ');
    const result = await rows<{ j: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as j from "${table.name}" t order by ${order}`),
    );
    out[table.name] = result.map((r) => r.j);
  }
  return out;
}

async function lines(db: Database): Promise<string[]> {
  const out: string[] = [];
  for await (const line of backupLines(db)) out.push(line);
  return out;
}

async function* fromArray(items: string[]) {
  yield* items;
}

describe(`backup and restore on ${testDbKind()}`, () => {
  it('covers every table the database has', async () => {
    const inDb = await rows<{ table_name: string }>(
      source.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(
      tablesInDependencyOrder()
        .map((t) => t.name)
        .sort(),
    ).toEqual(inDb.map((r) => r.table_name).sort());
    const counts = await snapshot(source.db);
    for (const [table, tableRows] of Object.entries(counts)) {
      expect(tableRows.length, `seeded rows in ${table}`).toBeGreaterThan(0);
    }
  });

  it('round-trips every row of every table through a gzip file', async () => {
    const file = join(dir, 'round-trip.jsonl.gz');
    const written = await backupToFile(source.db, file);
    await target.db.insert(leads).values({
      firstName: 'Stale',
      lastName: 'Row',
      companyName: 'Gone',
      email: 'stale@example.com',
      interest: 'other',
    });
    const restored = await restoreFromFile(target.db, file);
    expect(restored.counts).toEqual(written.counts);
    expect(await snapshot(target.db)).toEqual(await snapshot(source.db));
  });

  it('continues ids after the restored ones', async () => {
    const [row] = await target.db
      .insert(users)
      .values({ username: 'after-restore', password: 'x' })
      .returning({ id: users.id });
    expect(row!.id).toBe(3);
  });

  it('refuses a backup from a newer schema and leaves the data alone', async () => {
    const backup = await lines(source.db);
    const header = JSON.parse(backup[0]!) as { schema: { createdAt: number } };
    header.schema.createdAt += 1;
    await expect(
      restoreLines(target.db, fromArray([JSON.stringify(header), ...backup.slice(1)])),
    ).rejects.toThrow(
      'This backup comes from a newer version of the site (its database schema is newer than this one). Update the site, then restore.',
    );
    expect(await target.db.select().from(users)).toHaveLength(3);
  });

  it('refuses a cut-off file in one transaction (nothing changes)', async () => {
    const before = await snapshot(target.db);
    const backup = await lines(source.db);
    await expect(restoreLines(target.db, fromArray(backup.slice(0, -1)))).rejects.toThrow(
      'The backup file is incomplete (it ends before its last table).',
    );
    expect(await snapshot(target.db)).toEqual(before);
  });

  it('refuses a file that is not a backup', async () => {
    const file = join(dir, 'not-a-backup.gz');
    writeFileSync(file, gzipSync('{"hello":"world"}\n'));
    await expect(restoreFromFile(target.db, file)).rejects.toBeInstanceOf(BackupError);
  });

  it('reads and writes large tables in batches', async () => {
    const many = Array.from({ length: 1203 }, (_, i) => ({ email: `bulk-${i}@example.com` }));
    await source.db.insert(subscribers).values(many);
    const file = join(dir, 'large.jsonl.gz');
    await backupToFile(source.db, file);
    const restored = await restoreFromFile(target.db, file);
    expect(restored.counts.subscribers).toBe(1205);
    expect(await snapshot(target.db)).toEqual(await snapshot(source.db));
  });
});

// The other engine is only at hand when PostgreSQL is (TEST_DB=postgres runs).
if (testDbKind() === 'postgres')
  describe('backup across engines', () => {
    let embedded: DbHandle;
    beforeAll(async () => {
      embedded = await openDatabase({ dataDir: 'memory://' });
      await embedded.migrate();
    });
    afterAll(() => embedded.close());

    it('restores a PostgreSQL backup into the embedded database and back', async () => {
      const toEmbedded = join(dir, 'pg-to-pglite.jsonl.gz');
      await backupToFile(source.db, toEmbedded);
      await restoreFromFile(embedded.db, toEmbedded);
      expect(await snapshot(embedded.db)).toEqual(await snapshot(source.db));

      const back = join(dir, 'pglite-to-pg.jsonl.gz');
      await backupToFile(embedded.db, back);
      await restoreFromFile(target.db, back);
      expect(await snapshot(target.db)).toEqual(await snapshot(source.db));
    });
  });
