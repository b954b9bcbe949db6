/**
 * The request's session: the cookie's token looked up in the store, once per request. A sign-in always
 * creates a new session (and drops the one the browser had), so a planted id is useless.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie, sessionToken, setSessionCookie } from './cookie.ts';
import {
  createSession,
  deleteSessionByToken,
  findSession,
  purgeExpiredSessions,
  sessionLifetime,
  type SessionInfo,
  type SessionKind,
} from './session-store.ts';

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
  if (previous) await deleteSessionByToken(db, previous);
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
  if (token) await deleteSessionByToken(request.server.ctx.db, token);
  cache.set(request, Promise.resolve(null));
  clearSessionCookie(request, reply);
}
