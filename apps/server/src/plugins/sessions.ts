/**
 * Sessions for staff, partners and developers: one table, the guard checks `kind`.
 *
 * - The browser holds a random 32-byte token in the `sid` cookie (HttpOnly, SameSite=Lax, Path=/), named
 *   `__Host-sid` and Secure on HTTPS in production; the table holds only its SHA-256 as the row id, so a
 *   leaked table cannot be replayed.
 * - Absolute expiry (`expiresAt`) and an idle timeout measured from `lastSeenAt`, which every request
 *   refreshes, so the timeout counts from the last request to the second (a coarser refresh let a session
 *   end up to a minute early).
 * - A login always creates a new session (and drops the one the browser had), so a planted id is useless.
 * - CSRF: a state-changing request that carries the cookie must come from this origin (`Origin`, or
 *   `Sec-Fetch-Site: same-origin` when a browser sends no Origin).
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users, type Database } from '@app/db';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { randomToken, sha256Hex } from '../lib/tokens.ts';

export const SESSION_COOKIE = 'sid';
/** The name over HTTPS in production: browsers accept a `__Host-` cookie only if Secure, Path=/ and without
 *  Domain, so neither a sibling subdomain nor a plain-HTTP page can plant or overwrite it. */
export const SECURE_SESSION_COOKIE = '__Host-sid';
export const sessionKinds = ['staff', 'partner', 'developer'] as const;
export type SessionKind = (typeof sessionKinds)[number];

/** The account behind a staff session, read in the same query as the session. */
export interface SessionStaffAccount {
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

export const crossSiteMessage = 'Cross-site request refused.';

export function sessionLifetime(config: Config, _kind?: SessionKind): SessionLifetime {
  return {
    absoluteMs: config.SESSION_MAX_AGE_HOURS * 3_600_000,
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
  };
}

// ---------------------------------------------------------------- cookies

/** The value of one cookie from a Cookie header (tiny parser: name=value pairs split on ';'). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Secure only when the request itself arrived over HTTPS (directly or per a trusted proxy). */
function secureFlag(request: FastifyRequest): boolean {
  return request.server.ctx.config.NODE_ENV === 'production' && request.protocol === 'https';
}

/** The cookie this request's scheme uses; the other name is ignored (a planted `sid` never counts on HTTPS). */
function sessionCookieName(request: FastifyRequest): string {
  return secureFlag(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function sessionToken(request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, sessionCookieName(request));
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number) {
  const parts = [
    `${sessionCookieName(request)}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
  ];
  if (secureFlag(request)) parts.push('Secure');
  reply.header('Set-Cookie', parts.join('; '));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const parts = [`${sessionCookieName(request)}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (secureFlag(request)) parts.push('Secure');
  reply.header('Set-Cookie', parts.join('; '));
}

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

// ---------------------------------------------------------------- store

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

// ---------------------------------------------------------------- per request

const cache = new WeakMap<FastifyRequest, Promise<SessionInfo | null>>();

/** The request's session (looked up once per request, only when someone asks). */
export function getSession(request: FastifyRequest): Promise<SessionInfo | null> {
  let found = cache.get(request);
  if (!found) {
    const token = sessionToken(request);
    const { db, config } = request.server.ctx;
    found = token ? findSession(db, token, sessionLifetime(config)) : Promise.resolve(null);
    cache.set(request, found);
  }
  return found;
}

/**
 * Signs the browser in: drops the session its cookie named (if any), creates a fresh one and sets the
 * cookie. Returns the new session's id (hash).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  subject: { kind: SessionKind; subjectId: number },
): Promise<string> {
  const { db, config } = request.server.ctx;
  const lifetime = sessionLifetime(config, subject.kind);
  const previous = sessionToken(request);
  if (previous && tokenShape.test(previous)) {
    await db.delete(sessions).where(eq(sessions.id, sha256Hex(previous)));
  }
  await purgeExpiredSessions(db, lifetime);
  const { token, id } = await createSession(
    db,
    { ...subject, ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null },
    lifetime,
  );
  setSessionCookie(request, reply, token, lifetime.absoluteMs);
  cache.set(request, Promise.resolve(null));
  return id;
}

/** Signs the browser out: deletes the row its cookie names and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  if (token && tokenShape.test(token)) {
    await request.server.ctx.db.delete(sessions).where(eq(sessions.id, sha256Hex(token)));
  }
  cache.set(request, Promise.resolve(null));
  clearSessionCookie(request, reply);
}

// ---------------------------------------------------------------- CSRF

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin this request was addressed to, normalised (`http://localhost:80` -> `http://localhost`). */
function requestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/** True when the request demonstrably comes from a page of this site. */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    if (origin === 'null') return false;
    let claimed: string;
    try {
      claimed = new URL(origin).origin;
    } catch {
      return false;
    }
    const allowed = [requestOrigin(request), new URL(request.server.ctx.config.publicUrl).origin];
    return allowed.includes(claimed);
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * Registers the CSRF check: unsafe methods with a session cookie must be same-origin. Requests without
 * the cookie carry no ambient authority and pass (logins check origin themselves).
 */
export function registerSessions(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (sessionToken(request) === undefined) return;
    if (!isSameOrigin(request)) throw new AppError('forbidden', crossSiteMessage);
  });
}

/** For login routes: refuse a cross-site form post even without a cookie (login CSRF). */
export function assertNotCrossSite(request: FastifyRequest): void {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if ((typeof origin === 'string' && origin !== '') || site === 'cross-site') {
    if (!isSameOrigin(request)) throw new AppError('forbidden', crossSiteMessage);
  }
}
