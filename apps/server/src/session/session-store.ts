/**
 * The session store: one table for staff, partners and developers (the guard checks `kind`).
 *
 * - The table holds only the SHA-256 of the cookie token as the row id, so a leaked table cannot be
 *   replayed.
 * - Absolute expiry (`expiresAt`) and an idle timeout measured from `lastSeenAt`, which every request
 *   refreshes, so the timeout counts from the last request to the second (a coarser refresh let a session
 *   end up to a minute early).
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { sessions, users, type Database } from '@app/db';
import type { Config } from '../config.ts';
import { randomToken, sha256Hex } from '../lib/tokens.ts';

const sessionKinds = ['staff', 'partner', 'developer'] as const;
export type SessionKind = (typeof sessionKinds)[number];

/** The account behind a staff session, read in the same query as the session. */
interface SessionStaffAccount {
  id: number;
  username: string;
  role: string;
  disabled: boolean;
  totpRequired: boolean;
}

export interface SessionInfo {
  /** SHA-256 of the cookie token (the row id). */
  id: string;
  kind: SessionKind;
  subjectId: number;
  createdAt: Date;
  expiresAt: Date;
  /** A staff session's account; null for other kinds, or when the account no longer exists. */
  staff: SessionStaffAccount | null;
}

export interface SessionLifetime {
  absoluteMs: number;
  idleMs: number;
}

export function sessionLifetime(config: Config, _kind?: SessionKind): SessionLifetime {
  return {
    absoluteMs: config.SESSION_MAX_AGE_HOURS * 3_600_000,
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
  };
}

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession {
  kind: SessionKind;
  subjectId: number;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/**
 * Inserts a session row and returns the raw token (for the cookie). Exported so tests and other modules
 * can open sessions directly; HTTP logins use `startSession`.
 */
export async function createSession(
  db: Database,
  input: NewSession,
  lifetime: SessionLifetime,
): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = randomToken();
  const id = sha256Hex(token);
  const expiresAt = new Date(Date.now() + lifetime.absoluteMs);
  await db.insert(sessions).values({
    id,
    kind: input.kind,
    subjectId: input.subjectId,
    expiresAt,
    ipAddress: input.ipAddress ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return { token, id, expiresAt };
}

/** The session row and a staff session's account, as a prepared statement (every signed-in request runs it). */
function prepareSessionLookup(db: Database) {
  return db
    .select({
      row: sessions,
      staff: {
        id: users.id,
        username: users.username,
        role: users.role,
        disabled: users.disabled,
        totpRequired: users.totpRequired,
      },
    })
    .from(sessions)
    .leftJoin(users, and(eq(sessions.kind, 'staff'), eq(users.id, sessions.subjectId)))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_lookup');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: Database) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
}

/**
 * Looks a raw token up; null when unknown, expired or idle too long (such rows are deleted). A staff
 * session's account comes with it (one query: every staff request needs both).
 */
export async function findSession(
  db: Database,
  token: string,
  lifetime: SessionLifetime,
): Promise<SessionInfo | null> {
  if (!tokenShape.test(token)) return null;
  const id = sha256Hex(token);
  const [found] = await sessionLookup(db).execute({ id });
  if (!found) return null;
  const { row, staff } = found;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + lifetime.idleMs <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, id));
  if (!(sessionKinds as readonly string[]).includes(row.kind)) return null;
  return {
    id,
    kind: row.kind as SessionKind,
    subjectId: row.subjectId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    staff,
  };
}

/** Deletes the session a raw token names (sign-out, or the old session at a new sign-in). */
export async function deleteSessionByToken(db: Database, token: string): Promise<void> {
  if (tokenShape.test(token)) await db.delete(sessions).where(eq(sessions.id, sha256Hex(token)));
}

/** Ends every session of one subject (password change, access revoked, account deleted). */
export async function revokeSessions(db: Database, kind: SessionKind, subjectId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId)));
}

/** Housekeeping: drops expired rows (cheap, uses the expiry index). */
export async function purgeExpiredSessions(db: Database, lifetime: SessionLifetime): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, new Date(Date.now() - lifetime.idleMs))),
    );
}
