/**
 * Developer accounts: a `users` row (role 'developer', the password hash) and a `developers` row (the
 * profile), linked to the approved developer-program application that granted access. A developer may use
 * the console while that application is approved with login enabled; un-approving or deleting it ends
 * access (the guard notices on the next request).
 */
import { eq, sql } from 'drizzle-orm';
import { developerApplications, developers, users, type Database } from '@app/db';
import { verifyPassword } from '../../lib/password.ts';
import type { DeveloperIdentity } from '../../session/accounts.ts';

export const DEVELOPER_ROLE = 'developer';
/** Subject kind of developer tokens and sessions. */
export const DEVELOPER_SUBJECT = 'developer';
/** Stored in `users.password` until the developer chooses one: never matches (not a scrypt hash). */
export const NO_PASSWORD = '!unset';

export const hasPassword = (hash: string | null | undefined): hash is string =>
  typeof hash === 'string' && hash.startsWith('scrypt$');

export type { DeveloperIdentity } from '../../session/accounts.ts';

const accountColumns = {
  id: developers.id,
  fullName: developers.fullName,
  email: developers.email,
  company: developers.company,
  language: developers.language,
  userId: users.id,
  role: users.role,
  password: users.password,
  applicationId: developerApplications.id,
  applicationStatus: developerApplications.status,
  loginEnabled: developerApplications.loginEnabled,
};

export type AccountRow = {
  id: number;
  fullName: string;
  email: string;
  company: string | null;
  /** The language of the developer's mails ('en' or 'zh'). */
  language: string;
  userId: number | null;
  role: string | null;
  password: string | null;
  applicationId: number | null;
  applicationStatus: string | null;
  loginEnabled: boolean | null;
};

export type RefusalReason = 'no_user' | 'not_approved' | 'login_disabled';

/** Why a developer may not use the console, or null when they may. */
export function refusalReason(row: AccountRow): RefusalReason | null {
  if (row.userId === null || row.role !== DEVELOPER_ROLE) return 'no_user';
  if (row.applicationId === null || row.applicationStatus !== 'approved') return 'not_approved';
  if (!row.loginEnabled) return 'login_disabled';
  return null;
}

function accountQuery(db: Database) {
  return db
    .select(accountColumns)
    .from(developers)
    .leftJoin(users, eq(users.id, developers.userId))
    .leftJoin(developerApplications, eq(developerApplications.id, developers.applicationId));
}

export async function accountById(db: Database, id: number): Promise<AccountRow | undefined> {
  const [row] = await accountQuery(db).where(eq(developers.id, id));
  return row;
}

/** The account under an address (stored lower-case; compared lower-case). */
export async function accountByEmail(db: Database, email: string): Promise<AccountRow | undefined> {
  const [row] = await accountQuery(db).where(eq(sql`lower(${developers.email})`, email.toLowerCase()));
  return row;
}

export const identityOf = (row: AccountRow): DeveloperIdentity => ({
  id: row.id,
  userId: row.userId as number,
  fullName: row.fullName,
  email: row.email,
  company: row.company,
});

/** The identity of a developer who may still use the console, or null. */
export async function activeDeveloper(db: Database, id: number): Promise<DeveloperIdentity | null> {
  const row = await accountById(db, id);
  return row && refusalReason(row) === null ? identityOf(row) : null;
}

export type SignInResult =
  | { ok: true; developer: DeveloperIdentity; passwordHash: string; applicationId: number }
  | {
      ok: false;
      reason: RefusalReason | 'unknown_email' | 'no_password' | 'wrong_password';
      developerId?: number;
    };

/**
 * Checks an address and password. Every refusal spends one password hash, so an unknown address, a
 * refused account and a wrong password take the same time and give the same answer.
 */
export async function checkSignIn(db: Database, email: string, password: string): Promise<SignInResult> {
  const row = await accountByEmail(db, email);
  const reason = row ? refusalReason(row) : null;
  const usableHash = row && reason === null && hasPassword(row.password) ? row.password : null;
  const matches = await verifyPassword(password, usableHash);
  if (!row) return { ok: false, reason: 'unknown_email' };
  if (reason) return { ok: false, reason, developerId: row.id };
  if (!usableHash) return { ok: false, reason: 'no_password', developerId: row.id };
  if (!matches) return { ok: false, reason: 'wrong_password', developerId: row.id };
  return {
    ok: true,
    developer: identityOf(row),
    passwordHash: usableHash,
    applicationId: row.applicationId as number,
  };
}
