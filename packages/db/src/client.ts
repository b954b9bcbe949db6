import { existsSync, mkdirSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** Extensions loaded into the embedded database: pg_trgm backs the staff lists' substring search. */
export const pgliteExtensions = { pg_trgm };

export type Schema = typeof schema;
/** The one database type the app codes against; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs raw SQL (several statements allowed); used by tests and tooling. */
  exec(statement: string): Promise<void>;
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  /**
   * Proves the storage under the database takes writes; rejects when it does not (a full disk, a folder
   * turned read-only). The embedded database writes a small file into its data folder: its own writes
   * land in a WAL segment written in advance and in memory, so a full disk lets them succeed until the
   * next checkpoint and only a write of new blocks tells. PostgreSQL's disk belongs to its server; its
   * refusals show in the readiness write itself.
   */
  probeStorage(): Promise<void>;
  /** `select 1`, past the gate: how a health probe asks whether the database answers again. */
  ping(): Promise<void>;
  /**
   * A check run before every query's connection is taken (PostgreSQL): when it throws, the query fails at
   * once with that error instead of waiting on a database known not to answer (a circuit breaker's open
   * state). `null` removes it. The embedded database runs inside the process and has none.
   */
  setGate(gate: (() => void) | null): void;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` for an in-memory database. */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump (from `dumpDataDir`) to start from; tests clone a migrated template this way. */
  loadDataDir?: Blob | File | undefined;
  /** node-postgres pool size. */
  poolSize?: number | undefined;
  /**
   * PostgreSQL's `max_parallel_workers_per_gather` on the pool's connections; default 0. A web app runs many
   * small queries at once, and a parallel plan (PostgreSQL's default once a scan passes a few MB, such as a
   * staff list's count) starts more processes for one query: two to three times the CPU for the same answer
   * while every core is already busy with other requests (decision 0018).
   */
  parallelWorkers?: number | undefined;
  /**
   * PostgreSQL only; unset means no limit (the command-line tools, whose backup or restore may take long).
   * A database that accepts connections but never answers would otherwise hang every request forever:
   * `connectTimeoutMs` bounds opening a connection, `statementTimeoutMs` makes the server cancel a statement
   * (`statement_timeout`), and `queryTimeoutMs` makes the driver give up on an answer that never comes.
   */
  connectTimeoutMs?: number | undefined;
  statementTimeoutMs?: number | undefined;
  queryTimeoutMs?: number | undefined;
}

/** The pool's per-connection settings, passed at connect (`-c name=value`). */
export function connectionOptions(
  options: Pick<DbOptions, 'parallelWorkers' | 'statementTimeoutMs'>,
): string {
  const workers = options.parallelWorkers ?? 0;
  if (!Number.isInteger(workers) || workers < 0)
    throw new Error(`parallelWorkers must be a whole number ≥ 0`);
  const timeout = options.statementTimeoutMs;
  if (timeout !== undefined && (!Number.isInteger(timeout) || timeout < 0))
    throw new Error(`statementTimeoutMs must be a whole number ≥ 0`);
  return [
    `-c max_parallel_workers_per_gather=${workers}`,
    ...(timeout ? [`-c statement_timeout=${timeout}`] : []),
  ].join(' ');
}

/** Where the committed drizzle-kit migrations live, from source or from the bundled server (dist/migrations). */
export function migrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    fileURLToPath(new URL('./migrations', import.meta.url)),
    fileURLToPath(new URL('../migrations', import.meta.url)),
  ];
  const found = candidates.find((dir) => dir && existsSync(`${dir}/meta/_journal.json`));
  if (!found)
    throw new Error(`Migrations folder not found (looked in ${candidates.filter(Boolean).join(', ')})`);
  return found;
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** node-postgres' pool with a gate before each connection is taken (DbHandle.setGate). */
class GatedPool extends pg.Pool {
  gate: (() => void) | null = null;

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    try {
      this.gate?.();
    } catch (error) {
      if (!callback) return Promise.reject(error as Error);
      queueMicrotask(() => callback(error as Error, undefined, () => undefined));
      return;
    }
    return callback ? super.connect(callback) : super.connect();
  }

  connectPastGate(): Promise<pg.PoolClient> {
    return super.connect();
  }
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new GatedPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      options: connectionOptions(options),
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
    });
    // An idle connection can fail (server restart, admin termination); without a listener node-postgres
    // would throw it as an uncaught exception. The pool drops that client and opens a new one on demand.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      exec: async (statement) => {
        await pool.query(statement);
      },
      migrate: () => migratePostgres(options.databaseUrl!, options.connectTimeoutMs),
      probeStorage: async () => {},
      ping: async () => {
        const client = await pool.connectPastGate();
        // A checked-out client whose connection breaks also emits 'error' (the query fails as well):
        // heard here, as pool.query does, so it is not an uncaught exception.
        const ignore = () => undefined;
        client.on('error', ignore);
        try {
          await client.query('select 1');
          client.removeListener('error', ignore);
          client.release();
        } catch (error) {
          client.release(error as Error); // a connection that failed is dropped, not reused
          throw error;
        }
      },
      setGate: (gate) => {
        pool.gate = gate;
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    // Before PGlite touches the folder: a second process on it would silently lose its writes.
    unlock = lockDataDir(dataDir);
  }
  const client = new PGlite(dataDir, {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  try {
    await client.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    exec: async (statement) => {
      await client.exec(statement);
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), {
        migrationsFolder: migrationsFolder(),
      });
    },
    probeStorage: dataDir.startsWith('memory://') ? async () => {} : () => probeFolder(dataDir),
    ping: async () => {
      await client.query('select 1');
    },
    setGate: () => {},
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * On PostgreSQL an advisory lock, held on one dedicated connection, makes concurrent starts of several
 * app processes take turns instead of racing on the same DDL. The connection is the migration's own,
 * without the pool's statement and query timeouts: waiting for another instance's migration, or building
 * an index on a large table, may rightly take longer than any request should.
 */
async function migratePostgres(databaseUrl: string, connectTimeoutMs?: number): Promise<void> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
  });
  await client.connect();
  const lockId = 727_274_001;
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    await client.end();
  }
}

/** Cheap liveness probe for /healthz. */
/** The file the embedded database's storage probe writes and removes (never left behind on success). */
export const STORAGE_PROBE_FILE = 'readiness-probe.tmp';
const PROBE_BYTES = 16 * 1024;

/** Writes new blocks into `dir` (a few pages, flushed to disk) and removes them. */
async function probeFolder(dir: string): Promise<void> {
  const path = join(dir, STORAGE_PROBE_FILE);
  const file = await open(path, 'w');
  try {
    await file.write(Buffer.alloc(PROBE_BYTES, 1));
    await file.sync();
  } finally {
    await file.close();
    await unlink(path).catch(() => undefined);
  }
}

export async function pingDatabase(handle: DbHandle): Promise<void> {
  await handle.ping();
}
