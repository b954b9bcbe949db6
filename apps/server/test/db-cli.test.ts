/**
 * `npm run db` (the bundled dist/cli/db.js) against a real database: backup, a restore that asks for
 * confirmation, the restore itself, retention, and the refusal to open an embedded database in use.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, openDatabase, type DbHandle } from '@app/db';
import { tablesInDependencyOrder } from '@app/db/backup';
import { createTestDatabase, testDbKind, type TestDatabase } from '@app/db/testing';

const cli = fileURLToPath(new URL('../dist/cli/db.js', import.meta.url));
let dir: string;
let pgDb: TestDatabase | undefined;
const dataDir = () => join(dir, 'data');
const tableCount = tablesInDependencyOrder().length;

function run(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir(),
        LOG_LEVEL: 'silent',
        ...(pgDb?.url ? { DATABASE_URL: pgDb.url } : {}),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stdin.end();
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** The same database the CLI uses, opened in this process between CLI runs. */
async function withDb<T>(work: (db: DbHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl: pgDb?.url, dataDir: dataDir(), poolSize: 1 });
  try {
    await handle.migrate();
    return await work(handle);
  } finally {
    await handle.close();
  }
}

const leadEmails = () =>
  withDb(async (h) => (await h.db.select({ email: leads.email }).from(leads)).map((r) => r.email));

beforeAll(async () => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run "npm run build" first`);
  dir = mkdtempSync(join(tmpdir(), 'db-cli-'));
  if (testDbKind() === 'postgres') pgDb = await createTestDatabase();
  await withDb((h) =>
    h.db.insert(leads).values({
      firstName: 'A',
      lastName: 'B',
      companyName: 'C',
      email: 'kept@example.com',
      interest: 'other',
    }),
  );
});
afterAll(async () => {
  await pgDb?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`npm run db on ${testDbKind()}`, () => {
  it('backs up, refuses an unconfirmed restore, then restores with --yes', async () => {
    const file = join(dir, 'backup.jsonl.gz');
    const backup = await run(['backup', file]);
    expect(backup.err).toBe('');
    expect(backup.out).toMatch(
      new RegExp(`^Backed up \\d+ rows from ${tableCount} tables \\(${testDbKind()}\\) to ${file}\\.\\n$`),
    );
    expect((await run(['backup', file])).err).toBe(`${file} already exists; choose a new file name.\n`);

    await withDb((h) => h.db.delete(leads));
    const unconfirmed = await run(['restore', file]);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.err).toMatch(
      new RegExp(
        `^Restoring replaces every table with the backup \\(${tableCount} tables, made .+\\)\\. Add --yes to confirm\\.\\n$`,
      ),
    );
    expect(await leadEmails()).toEqual([]);

    const restore = await run(['restore', file, '--yes']);
    expect(restore.err).toBe('');
    expect(restore.out).toMatch(new RegExp(`^Restored \\d+ rows into ${tableCount} tables`));
    expect(await leadEmails()).toEqual(['kept@example.com']);
    // Four CLI processes and three openings of the database: a bound on a hang, not on speed (a loaded
    // 2-core machine took more than the project's 30 s default).
  }, 180_000);

  it('runs the retention job and prints what it deleted', async () => {
    const res = await run(['retention']);
    expect(res.code).toBe(0);
    expect(res.out).toBe(
      'Retention run done. Deleted:\n  partners: 0\n  leads: 0\n  formSubmissions: 0\n  emailOutbox: 0\n  consentLogs: 0\n  analyticsEvents: 0\n  subscribers: 0\n  quarantine: 0\n  apiRequestLogs: 0\n  webhookEvents: 0\n',
    );
  });

  it('prints the usage for an unknown command', async () => {
    const res = await run(['dump']);
    expect(res.code).toBe(2);
    expect(res.err).toContain('npm run db -- backup <file>');
  });

  if (testDbKind() === 'pglite') {
    it('refuses to open the embedded database while another process has it open', async () => {
      const res = await withDb(() => run(['backup', join(dir, 'while-open.gz')]));
      expect(res.code).toBe(1);
      expect(res.err).toContain(`The embedded database in ${dataDir()} is in use by process ${process.pid} `);
      expect(existsSync(join(dir, 'while-open.gz'))).toBe(false);
    });
  }
});
