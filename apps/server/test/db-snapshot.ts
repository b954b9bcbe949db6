/**
 * What a test compares to prove a request changed nothing: per table, the row count and an md5 of every
 * row (as JSON, sorted), in one query. Bookkeeping a read may write (a key's lastUsedAt, throttle
 * counters) is left out by the caller, by column, table or row.
 */
import { getTableName, isTable, sql } from 'drizzle-orm';
import { schema, type Database } from '@app/db';

const tableNames: readonly string[] = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table as never));

export interface SnapshotScope {
  /** Columns left out of a table's rows. */
  ignoreColumns?: Record<string, string[]>;
  /** Tables left out entirely. */
  ignoreTables?: string[];
  /** Rows left out, as an SQL condition on the row alias `t`. */
  ignoreRows?: Record<string, string>;
}

const quoteList = (names: string[]) => `'{${names.map((n) => `"${n}"`).join(',')}}'::text[]`;

async function rowsOf<T>(db: Database, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** `{ table: "<count>:<md5>" }` for every table in scope. */
export async function snapshot(db: Database, scope: SnapshotScope = {}): Promise<Record<string, string>> {
  const parts = tableNames
    .filter((name) => !scope.ignoreTables?.includes(name))
    .map((name) => {
      const drop = scope.ignoreColumns?.[name] ?? [];
      const row = drop.length > 0 ? `(to_jsonb(t) - ${quoteList(drop)})::text` : 'to_jsonb(t)::text';
      const where = scope.ignoreRows?.[name] ? `where not (${scope.ignoreRows[name]})` : '';
      return `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as print from "${name}" t ${where}`;
    });
  const rows = await rowsOf<{ name: string; print: string }>(db, parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}

/** `{ table: rowCount }` for the named tables (all by default), in one query. */
export async function rowCounts(
  db: Database,
  names: readonly string[] = tableNames,
): Promise<Record<string, number>> {
  const parts = names.map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`);
  const rows = await rowsOf<{ name: string; n: number }>(db, parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}
