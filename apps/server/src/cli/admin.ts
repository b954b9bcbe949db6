/**
 * Staff accounts from the command line, against the same database as the server (DATABASE_URL, else the
 * embedded database in DATA_DIR — stop the server first in that case: the embedded database admits one
 * process at a time).
 *
 *   npm run admin -- create <username>
 *   npm run admin -- reset-password <username>
 *
 * The password is read from standard input when it is piped (`echo "$PW" | npm run admin -- create ops`),
 * otherwise asked for twice without echo. At least 8 characters and not one of the 10,000 most common
 * passwords (lib/password-policy.ts).
 */
import { loadConfig } from '../config.ts';
import { recordAudit } from '../lib/audit.ts';
import { NEW_PASSWORD_MIN_LENGTH } from '@app/contracts/forms/fields';
import {
  AccountError,
  checkNewPassword,
  createAdmin,
  resetAdminPassword,
} from '../modules/staff-auth/index.ts';
import { openCliDatabase, runCli } from './common.ts';

const usage = `Usage:
  npm run admin -- create <username>
  npm run admin -- reset-password <username>

The password comes from standard input when piped, otherwise from a hidden prompt (at least ${NEW_PASSWORD_MIN_LENGTH} characters, not a common one).`;

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    let value = '';
    const finish = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish();
        if (ch === '\u0003') return finish(new Error('Cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.resume();
  });
}

async function readNewPassword(username: string): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await promptHidden('New password: ');
  checkNewPassword(first, username);
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new AccountError('The passwords do not match');
  return first;
}

async function main(argv: string[]): Promise<number> {
  const [command, username, ...rest] = argv;
  if (!command || !username || rest.length > 0 || !['create', 'reset-password'].includes(command)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const password = await readNewPassword(username);
  checkNewPassword(password, username);
  const db = await openCliDatabase(config);
  try {
    if (command === 'create') {
      const user = await createAdmin(db.db, username, password);
      await recordAudit(db.db, {
        actorKind: 'system',
        action: 'staff.created',
        entityType: 'user',
        entityId: user.id,
        details: { username, via: 'cli' },
      });
      console.log(`Created admin "${username}". Sign in at ${config.publicUrl}/admin/login`);
    } else {
      await resetAdminPassword(db.db, username, password);
      await recordAudit(db.db, {
        actorKind: 'system',
        action: 'staff.password_reset',
        entityType: 'user',
        details: { username, via: 'cli' },
      });
      console.log(`Changed the password of "${username}"; their open sessions were signed out.`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

runCli(main, [AccountError]);
