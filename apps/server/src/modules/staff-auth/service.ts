/** Staff accounts: users with role 'admin'. Creation, password changes, first-start bootstrap. */
import { and, eq, sql } from 'drizzle-orm';
import { staffMessages, staffUsernamePattern } from '@app/contracts/forms/second-factor';
import { users, type Database } from '@app/db';
import { generatePassword, hashPassword, type ScryptParams } from '../../lib/password.ts';
import { newPasswordProblem } from '../../lib/password-policy.ts';
import { revokeSessions } from '../../session/session-store.ts';

export const STAFF_ROLE = 'admin';
const usernamePattern = staffUsernamePattern;

export class AccountError extends Error {}

/** The shared new-password rule (lib/password-policy.ts), as an error the CLI prints. */
export function checkNewPassword(password: string, username?: string): void {
  const problem = newPasswordProblem(password, username === undefined ? [] : [username]);
  if (problem) throw new AccountError(problem);
}

function checkUsername(username: string): void {
  if (!usernamePattern.test(username)) throw new AccountError(staffMessages.usernameInvalid);
}

async function countAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, STAFF_ROLE));
  return row?.n ?? 0;
}

/** Creates a staff account; fails when the user name is taken. */
export async function createAdmin(
  db: Database,
  username: string,
  password: string,
  params?: ScryptParams,
): Promise<{ id: number; username: string; role: string }> {
  checkUsername(username);
  checkNewPassword(password, username);
  const hash = await hashPassword(password, params);
  const [row] = await db
    .insert(users)
    .values({ username, password: hash, role: STAFF_ROLE })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id, username: users.username, role: users.role });
  if (!row) throw new AccountError(`User "${username}" already exists`);
  return row;
}

/** Sets a staff user's password and signs them out everywhere. */
export async function resetAdminPassword(db: Database, username: string, password: string): Promise<void> {
  checkNewPassword(password, username);
  const hash = await hashPassword(password);
  const [row] = await db
    .update(users)
    .set({ password: hash })
    .where(and(eq(users.username, username), eq(users.role, STAFF_ROLE)))
    .returning({ id: users.id });
  if (!row) throw new AccountError(`No admin named "${username}"`);
  await revokeSessions(db, 'staff', row.id);
}

export interface BootstrapResult {
  created: boolean;
  username?: string;
  /** Set only when the password was generated (to be shown once). */
  generatedPassword?: string;
}

/**
 * First start: when no admin exists, create one from ADMIN_USERNAME / ADMIN_PASSWORD, or `admin` with a
 * generated password. Concurrent starts are safe: the unique user name lets only one insert win.
 */
export async function ensureInitialAdmin(
  db: Database,
  env: { ADMIN_USERNAME?: string | undefined; ADMIN_PASSWORD?: string | undefined },
): Promise<BootstrapResult> {
  if ((await countAdmins(db)) > 0) return { created: false };
  const username = env.ADMIN_USERNAME ?? 'admin';
  // A weak ADMIN_PASSWORD stops the first start (the operator is there to fix it) rather than leave a
  // guessable staff account on a public site; once an admin exists the variable is ignored.
  const refused =
    env.ADMIN_PASSWORD === undefined ? null : newPasswordProblem(env.ADMIN_PASSWORD, [username]);
  if (refused) throw new AccountError(`ADMIN_PASSWORD: ${refused}`);
  const generated = env.ADMIN_PASSWORD ? undefined : generatePassword();
  const password = env.ADMIN_PASSWORD ?? (generated as string);
  try {
    await createAdmin(db, username, password);
  } catch (err) {
    if (err instanceof AccountError && (await countAdmins(db)) > 0) return { created: false };
    throw err;
  }
  return { created: true, username, ...(generated ? { generatedPassword: generated } : {}) };
}
