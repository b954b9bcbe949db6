/**
 * The session cookie: a random 32-byte token (base64url) in `sid` (HttpOnly, SameSite=Lax, Path=/), named
 * `__Host-sid` and Secure on HTTPS in production. Parsing and setting go through `@fastify/cookie`.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sid';
/** The name over HTTPS in production: browsers accept a `__Host-` cookie only if Secure, Path=/ and without
 *  Domain, so neither a sibling subdomain nor a plain-HTTP page can plant or overwrite it. */
const SECURE_SESSION_COOKIE = '__Host-sid';

/** Parses request cookies (`request.cookies`) and lets replies set them; register before the CSRF check. */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
}

/** Secure only when the request itself arrived over HTTPS (directly or per a trusted proxy). */
function secureFlag(request: FastifyRequest): boolean {
  return request.server.ctx.config.NODE_ENV === 'production' && request.protocol === 'https';
}

/** The cookie this request's scheme uses; the other name is ignored (a planted `sid` never counts on HTTPS). */
function sessionCookieName(request: FastifyRequest): string {
  return secureFlag(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

const attributes = (request: FastifyRequest) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: secureFlag(request) }) as const;

/** The raw session token the browser sent, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
) {
  void reply.setCookie(sessionCookieName(request), token, {
    ...attributes(request),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(sessionCookieName(request), attributes(request));
}
