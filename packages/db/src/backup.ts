/**
 * Portable logical backups: one gzip'd JSON-lines format for PGlite and PostgreSQL alike, so a backup of
 * the embedded database restores into PostgreSQL and back. Line 1 is the header (format, schema version,
 * tables); then, per table in foreign-key order, a `["table", name, columns]` marker followed by one JSON
 * object per row (the database's own `row_to_json`, so timestamps keep their microseconds and jsonb,
 * arrays and nulls survive exactly); last an `["end", counts, sequences]` line, without which a restore is
 * refused (a cut-off file). Rows are read in primary-key batches and written in batches, so a large table
 * never sits in memory.
 */
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { isTable, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

export const BACKUP_FORMAT = 'lumen-db-backup';
export const BACKUP_FORMAT_VERSION = 1;
const READ_BATCH = 1000;
const WRITE_BATCH = 500;

export interface SchemaVersion {
  /** Hash of the latest applied drizzle migration. */
  hash: string;
  /** Its journal timestamp (ms): orders schema versions. */
  createdAt: number;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  schema: SchemaVersion;
  tables: string[];
}

export interface BackupSummary {
  schema: SchemaVersion;
  counts: Record<string, number>;
}

export class BackupError extends Error {}

interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: { name: string; type: string }[];
}

/** serial is a column shorthand, not a type one can cast to. */
const castType = (sqlType: string) =>
  sqlType === 'serial' ? 'integer' : sqlType === 'bigserial' ? 'bigint' : sqlType;
const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every table of the schema, parents before children (so inserts satisfy foreign keys). */
export function tablesInDependencyOrder(): TableInfo[] {
  const configs = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => isTable(value))
    .map((table) => getTableConfig(table));
  const byName = new Map(configs.map((c) => [c.name, c]));
  const ordered: TableInfo[] = [];
  const visiting = new Set<string>();
  const done = new Set<string>();
  const visit = (name: string) => {
    if (done.has(name) || visiting.has(name)) return;
    visiting.add(name);
    const config = byName.get(name);
    if (!config) throw new Error(`unknown table ${name}`);
    for (const fk of config.foreignKeys) {
      const parent = getTableConfig(fk.reference().foreignTable).name;
      if (parent !== name) visit(parent);
    }
    visiting.delete(name);
    done.add(name);
    // A composite key lists stand-in columns; look the real ones up by name.
    const composite = (config.primaryKeys[0]?.columns ?? []).map((k) =>
      config.columns.find((c) => c.name === k.name),
    );
    const primary =
      composite.length > 0
        ? composite.filter((c) => c !== undefined)
        : config.columns.filter((c) => c.primary);
    ordered.push({
      name,
      columns: config.columns.map((c) => c.name),
      primaryKey: primary.map((c) => ({ name: c.name, type: castType(c.getSQLType()) })),
    });
  };
  for (const config of configs) visit(config.name);
  return ordered;
}

export async function currentSchemaVersion(db: Database): Promise<SchemaVersion> {
  const result = await db.execute(
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const [row] = rowsOf<{ hash: string; created_at: string }>(result);
  if (!row) throw new BackupError('The database has no schema yet (no migrations applied).');
  return { hash: row.hash, createdAt: Number(row.created_at) };
}

/** Serial columns and their sequences: `table.column` → sequence name. */
async function serialSequences(db: Database): Promise<Map<string, string>> {
  const result = await db.execute(sql`
    select table_name, column_name,
           pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
      from information_schema.columns
     where table_schema = 'public' and column_default like 'nextval(%'`);
  const map = new Map<string, string>();
  for (const row of rowsOf<{ table_name: string; column_name: string; seq: string | null }>(result)) {
    if (row.seq) map.set(`${row.table_name}.${row.column_name}`, row.seq);
  }
  return map;
}

async function* tableRows(db: Database, table: TableInfo): AsyncGenerator<string> {
  const pk = table.primaryKey;
  if (pk.length === 0) throw new Error(`table ${table.name} has no primary key`);
  const keyList = sql.join(
    pk.map((c) => sql`t.${ident(c.name)}`),
    sql`, `,
  );
  const keyCols = sql.join(
    pk.map((c, i) => sql`t.${ident(c.name)}::text as ${ident(`k${i}`)}`),
    sql`, `,
  );
  let after: string[] | null = null;
  for (;;) {
    const afterCondition: SQL | undefined = after
      ? sql`where (${keyList}) > (${sql.join(
          pk.map((c, i) => sql`${after![i]}::${sql.raw(c.type)}`),
          sql`, `,
        )})`
      : undefined;
    const result: unknown = await db.execute(
      sql`select row_to_json(t)::text as j, ${keyCols} from ${ident(table.name)} t ${afterCondition ?? sql``} order by ${keyList} limit ${READ_BATCH}`,
    );
    const rows: Record<string, string>[] = rowsOf<Record<string, string>>(result);
    for (const row of rows) yield row.j!;
    if (rows.length < READ_BATCH) return;
    const last: Record<string, string> = rows[rows.length - 1]!;
    after = pk.map((_, i) => last[`k${i}`]!);
  }
}

/** The backup as JSON lines (uncompressed); `backupToFile` gzips it to disk. */
export async function* backupLines(db: Database, summary?: BackupSummary): AsyncGenerator<string> {
  const tables = tablesInDependencyOrder();
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    schema: await currentSchemaVersion(db),
    tables: tables.map((t) => t.name),
  };
  yield JSON.stringify(header);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    yield JSON.stringify(['table', table.name, table.columns]);
    let n = 0;
    for await (const row of tableRows(db, table)) {
      n += 1;
      yield row;
    }
    counts[table.name] = n;
  }
  const sequences: Record<string, { lastValue: string; isCalled: boolean }> = {};
  for (const [column, seq] of await serialSequences(db)) {
    const result = await db.execute(
      sql`select last_value::text as last_value, is_called from ${sql.raw(seq)}`,
    );
    const [row] = rowsOf<{ last_value: string; is_called: boolean }>(result);
    if (row) sequences[column] = { lastValue: row.last_value, isCalled: row.is_called };
  }
  yield JSON.stringify(['end', counts, sequences]);
  if (summary) Object.assign(summary, { schema: header.schema, counts });
}

/** Writes a gzip'd backup of every table to `file`. */
export async function backupToFile(db: Database, file: string): Promise<BackupSummary> {
  const summary: BackupSummary = { schema: { hash: '', createdAt: 0 }, counts: {} };
  const lines = async function* () {
    for await (const line of backupLines(db, summary)) yield `${line}\n`;
  };
  try {
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file, { flags: 'wx' }));
  } catch (err) {
    // A half-written file must not pass for a backup (unless it was someone else's file: EEXIST).
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') rmSync(file, { force: true });
    throw err;
  }
  return summary;
}

/** Reads the header of a backup file (e.g. to show it before asking for confirmation). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of fileLines(file)) return parseHeader(line);
  throw new BackupError(`${file} is empty.`);
}

function fileLines(file: string): AsyncIterable<string> {
  const input = createReadStream(file).pipe(createGunzip());
  return createInterface({ input, crlfDelay: Infinity });
}

function parseHeader(line: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    throw new BackupError('Not a backup file of this site (unreadable header).');
  }
  if (header.format !== BACKUP_FORMAT || typeof header.schema?.createdAt !== 'number') {
    throw new BackupError('Not a backup file of this site.');
  }
  if (header.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(`Backup format version ${header.version} is not supported by this version.`);
  }
  return header as BackupHeader;
}

/**
 * Replaces every table's contents with the backup's, in one transaction: either the whole backup is in
 * place or nothing changed. The database must already carry this code's schema (run migrations first);
 * a backup from a newer schema is refused, one from an older schema restores column by column.
 */
export async function restoreLines(db: Database, lines: AsyncIterable<string>): Promise<BackupSummary> {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) throw new BackupError('The backup file is empty.');
  const header = parseHeader(first.value);
  const current = await currentSchemaVersion(db);
  if (header.schema.createdAt > current.createdAt) {
    throw new BackupError(
      'This backup comes from a newer version of the site (its database schema is newer than this one). Update the site, then restore.',
    );
  }
  const known = new Map(tablesInDependencyOrder().map((t) => [t.name, t]));
  const unknown = header.tables.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new BackupError(`The backup has tables this site does not: ${unknown.join(', ')}.`);

  return db.transaction(async (tx) => {
    await tx.execute(
      sql`truncate ${sql.join([...known.keys()].map(ident), sql`, `)} restart identity cascade`,
    );
    const counts: Record<string, number> = {};
    let table: { name: string; columns: string[] } | null = null;
    let batch: string[] = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const cols = sql.join(table.columns.map(ident), sql`, `);
      await tx.execute(
        sql`insert into ${ident(table.name)} (${cols}) select ${cols} from json_populate_recordset(null::${ident(table.name)}, ${`[${batch.join(',')}]`}::json)`,
      );
      counts[table.name] = (counts[table.name] ?? 0) + batch.length;
      batch = [];
    };
    for (;;) {
      const next = await iterator.next();
      if (next.done) throw new BackupError('The backup file is incomplete (it ends before its last table).');
      const line = next.value;
      if (line.startsWith('{')) {
        if (!table) throw new BackupError('The backup file is malformed (a row before its table).');
        batch.push(line);
        if (batch.length >= WRITE_BATCH) await flush();
        continue;
      }
      await flush();
      const marker = JSON.parse(line) as unknown[];
      if (marker[0] === 'table') {
        const name = String(marker[1]);
        const target = known.get(name)!;
        // Columns the backup and this schema share; columns added since take their defaults.
        const columns = (marker[2] as string[]).filter((c) => target.columns.includes(c));
        table = { name, columns };
        counts[name] = 0;
      } else if (marker[0] === 'end') {
        const expected = marker[1] as Record<string, number>;
        for (const [name, n] of Object.entries(expected)) {
          if ((counts[name] ?? 0) !== n) {
            throw new BackupError(
              `The backup file is damaged: ${name} has ${counts[name] ?? 0} of ${n} rows.`,
            );
          }
        }
        await restoreSequences(tx, marker[2] as Record<string, { lastValue: string; isCalled: boolean }>);
        return { schema: header.schema, counts };
      } else {
        throw new BackupError('The backup file is malformed.');
      }
    }
  });
}

/** Each serial sequence continues after the backup's value and never below the highest restored id. */
async function restoreSequences(
  tx: Database,
  saved: Record<string, { lastValue: string; isCalled: boolean }>,
): Promise<void> {
  for (const [column, seq] of await serialSequences(tx)) {
    const [table, col] = column.split('.') as [string, string];
    const result = await tx.execute(
      sql`select coalesce(max(${ident(col)}), 0)::text as max from ${ident(table)}`,
    );
    const max = BigInt(rowsOf<{ max: string }>(result)[0]?.max ?? '0');
    const backup = saved[column];
    const fromBackup = backup ? BigInt(backup.lastValue) - (backup.isCalled ? 0n : 1n) : 0n;
    const used = max > fromBackup ? max : fromBackup;
    if (used > 0n) await tx.execute(sql`select setval(${seq}::regclass, ${used.toString()}::bigint, true)`);
    else await tx.execute(sql`select setval(${seq}::regclass, 1, false)`);
  }
}

/** Restores a gzip'd backup file (see `restoreLines`). */
export function restoreFromFile(db: Database, file: string): Promise<BackupSummary> {
  return restoreLines(db, fileLines(file));
}
