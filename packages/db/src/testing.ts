/**
 * Test databases. `TEST_DB=postgres` runs a suite on the PostgreSQL server (TEST_PG_URL, default
 * 127.0.0.1:5432) in a throwaway database created from a migrated template and dropped afterwards;
 * otherwise on PGlite, cloned from a migrated dump (opening and migrating a fresh PGlite costs seconds).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { getTableName, isTable } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase, pgliteExtensions, type DbHandle } from './client.ts';
import * as schema from './schema.ts';

export type TestDbKind = 'pglite' | 'postgres';

export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
/** The test PostgreSQL server's maintenance database (TEST_PG_URL, default 127.0.0.1:5432). */
export const adminUrl = () => process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const urlFor = (database: string) => {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
};
const templateDumpPath = () =>
  join(tmpdir(), `app-pglite-template-${process.env.TEST_RUN_ID ?? 'local'}.tar`);
const templateDbName = () => `app_tpl_${process.env.TEST_RUN_ID ?? 'local'}`;

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The template this process (Vitest's main process) has built or is building. */
const templateKey = Symbol.for('app.test-database-template');
type TemplateHolder = { [templateKey]?: Promise<() => Promise<void>> };

/**
 * Vitest globalSetup: build the migrated template once per run. Returns the teardown. The db and server
 * projects both name this setup and Vitest runs each project's; the second gets the first one's template
 * (held on `globalThis`, which their separately loaded copies of this module share) and a teardown that
 * leaves it to the first. Migrating it twice cost several seconds before any test could start.
 */
export async function prepareTemplate(): Promise<() => Promise<void>> {
  const holder = globalThis as TemplateHolder;
  const first = holder[templateKey];
  if (first) {
    await first;
    return async () => undefined;
  }
  const building = buildTemplate().then((teardown) => async () => {
    delete holder[templateKey];
    await teardown();
  });
  holder[templateKey] = building;
  return building;
}

async function buildTemplate(): Promise<() => Promise<void>> {
  process.env.TEST_RUN_ID ??= randomBytes(4).toString('hex');
  if (testDbKind() === 'postgres') {
    const name = templateDbName();
    await withAdminClient(async (c) => {
      await c.query(`drop database if exists ${name}`);
      await c.query(`create database ${name}`);
    });
    const handle = await openDatabase({ databaseUrl: urlFor(name), poolSize: 2 });
    await handle.migrate();
    await handle.close();
    return () =>
      withAdminClient(async (c) => void (await c.query(`drop database if exists ${name} with (force)`)));
  }
  const tpl = await migratedDump(new PGlite('memory://', { extensions: pgliteExtensions }));
  const dumpPath = templateDumpPath();
  writeFileSync(dumpPath, Buffer.from(await tpl.arrayBuffer()));
  return async () => rmSync(dumpPath, { force: true });
}

async function migratedDump(client: PGlite): Promise<Blob> {
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  // Uncompressed (43 MB, against 5 MB gzipped): every test file opens a copy, and unzipping it cost
  // a quarter of that (about 250 ms of CPU of the 900 ms an open took; decision 0059).
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

export interface TestDatabase extends DbHandle {
  /** Empties every table and restarts ids; call between tests. */
  reset(): Promise<void>;
  /** Connection string (postgres only), for spawning a server process against the same database. */
  url?: string;
}

const tableNames = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table as never));

/**
 * Empties every table of the schema and restarts every id, as `truncate <all tables> restart identity
 * cascade` would, in one statement but truncating only the tables a test used: those holding a row and
 * those whose id sequence has handed out a value since it last restarted. The rest are already in the
 * state a truncate would leave. Truncating all 35 tables (and their indexes and TOAST tables) before every
 * test cost about 110 ms of the PostgreSQL server's CPU (new files for each, the old ones unlinked at
 * commit) and 50-70 ms in PGlite; a test touches a handful (decision 0059).
 */
const resetStatement = (() => {
  const quoted = tableNames.map((name) => `'"${name}"'`);
  const holdingRows = tableNames.map(
    (name, i) => `(select ${quoted[i]} where exists (select 1 from "${name}"))`,
  );
  const advancedIds = `select '"' || t.relname || '"' from pg_depend d
      join pg_class s on s.oid = d.objid and s.relkind = 'S'
      join pg_class t on t.oid = d.refobjid
      join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
    where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
      and d.deptype in ('a', 'i') and t.relname = any (array[${quoted.map((q) => q.replaceAll('"', '')).join(', ')}])
      and (case when s.relkind = 'S' then pg_sequence_last_value(s.oid) end) is not null`;
  return `do $reset$
declare used text[];
begin
  select array_agg(distinct name) into used from (
    select unnest(array[${holdingRows.join(', ')}]) as name
    union all ${advancedIds}
  ) candidates where name is not null;
  if used is not null then
    execute 'truncate ' || array_to_string(used, ', ') || ' restart identity cascade';
  end if;
end $reset$`;
})();

/** The test databases this worker has open (a PGlite left open keeps its worker from ending). */
const openTestDatabases = new Set<TestDatabase>();

/**
 * Closes the test databases a file left open; returns how many. Run after every test file (setup file
 * `test/close-databases.ts`), which fails the file that leaked them.
 */
export async function closeOpenTestDatabases(): Promise<number> {
  const left = [...openTestDatabases];
  await Promise.all(left.map((db) => db.close()));
  return left.length;
}

/** One database for a test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  let handle: DbHandle;
  let url: string | undefined;
  let drop = async () => undefined as void;
  if (testDbKind() === 'postgres') {
    const name = `app_t_${randomBytes(6).toString('hex')}`;
    const template = templateDbName();
    await withAdminClient(async (c) => {
      const exists = await c.query('select 1 from pg_database where datname = $1', [template]);
      await c.query(
        exists.rowCount ? `create database ${name} template ${template}` : `create database ${name}`,
      );
    });
    url = urlFor(name);
    handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
    await handle.migrate();
    drop = () =>
      withAdminClient(async (c) => void (await c.query(`drop database if exists ${name} with (force)`)));
  } else {
    const dumpPath = templateDumpPath();
    const loadDataDir = existsSync(dumpPath) ? new Blob([readFileSync(dumpPath)]) : undefined;
    handle = await openDatabase({ dataDir: 'memory://', loadDataDir });
    await handle.migrate();
  }
  const db: TestDatabase = {
    ...handle,
    url,
    reset: () => handle.exec(resetStatement),
    close: async () => {
      openTestDatabases.delete(db);
      await handle.close();
      await drop();
    },
  };
  openTestDatabases.add(db);
  return db;
}
