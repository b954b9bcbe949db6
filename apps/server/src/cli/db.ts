/**
 * Database operations from the command line, against the same database as the server (DATABASE_URL, else
 * the embedded database in DATA_DIR — stop the server first in that case: the embedded database admits one
 * process at a time).
 *
 *   npm run db -- backup <file>            every table into a gzip'd JSON-lines file (works for both databases)
 *   npm run db -- restore <file> [--yes]   replaces every table with the file's contents (asks first)
 *   npm run db -- retention                runs the retention job now and prints what it deleted
 *   npm run db -- migrate                  applies pending migrations
 */
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { backupToFile, BackupError, readBackupHeader, restoreFromFile } from '@app/db/backup';
import { loadConfig } from '../config.ts';
import { recordAudit } from '../lib/audit.ts';
import { runRetention } from '../modules/retention/index.ts';
import { CliError, openCliDatabase, runCli } from './common.ts';

const usage = `Usage:
  npm run db -- backup <file>
  npm run db -- restore <file> [--yes]
  npm run db -- retention
  npm run db -- migrate`;

async function confirmRestore(file: string, yes: boolean): Promise<boolean> {
  const header = await readBackupHeader(file);
  const where = `${header.tables.length} tables, made ${header.createdAt}`;
  if (yes) return true;
  if (!process.stdin.isTTY) {
    throw new CliError(`Restoring replaces every table with the backup (${where}). Add --yes to confirm.`);
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(
      `Restore ${file} (${where})? Every table of the current database is replaced. Type "restore" to go on: `,
    );
    return answer.trim() === 'restore';
  } finally {
    rl.close();
  }
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

async function main(argv: string[]): Promise<number> {
  const yes = argv.includes('--yes');
  const [command, file, ...rest] = argv.filter((a) => a !== '--yes');
  const needsFile = command === 'backup' || command === 'restore';
  if (
    !command ||
    !['backup', 'restore', 'retention', 'migrate'].includes(command) ||
    (needsFile ? !file || rest.length > 0 : file)
  ) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  if (command === 'backup' && existsSync(file!))
    throw new CliError(`${file} already exists; choose a new file name.`);
  if (command === 'restore' && !existsSync(file!)) throw new CliError(`${file} does not exist.`);
  if (command === 'restore' && !(await confirmRestore(file!, yes))) {
    console.error('Restore cancelled; nothing changed.');
    return 1;
  }
  const handle = await openCliDatabase(config);
  try {
    if (command === 'migrate') {
      console.log(`Database (${handle.kind}) is up to date.`);
    } else if (command === 'backup') {
      const { counts } = await backupToFile(handle.db, file!);
      console.log(
        `Backed up ${total(counts)} rows from ${Object.keys(counts).length} tables (${handle.kind}) to ${file}.`,
      );
    } else if (command === 'restore') {
      const { counts } = await restoreFromFile(handle.db, file!);
      await recordAudit(handle.db, {
        actorKind: 'system',
        action: 'database.restored',
        details: { via: 'cli', rows: total(counts), tables: Object.keys(counts).length },
      });
      console.log(
        `Restored ${total(counts)} rows into ${Object.keys(counts).length} tables (${handle.kind}) from ${file}.`,
      );
    } else {
      const { deleted } = await runRetention(handle.db);
      console.log('Retention run done. Deleted:');
      for (const [table, n] of Object.entries(deleted)) console.log(`  ${table}: ${n}`);
    }
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main, [BackupError]);
