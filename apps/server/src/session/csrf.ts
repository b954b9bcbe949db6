/**
 * CSRF: a state-changing request that carries the session cookie must come from this origin (`Origin`,
 * or `Sec-Fetch-Site: same-origin` when a browser sends no Origin). Sign-in forms refuse cross-site posts
 * even without a cookie (login CSRF).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorCodes } from '@app/contracts/api/common';
import { codedError } from '../lib/app-error.ts';
import { sessionToken } from './cookie.ts';

export const crossSiteMessage = 'Cross-site request refused.';

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
export function registerCsrfCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (sessionToken(request) === undefined) return;
    if (!isSameOrigin(request)) throw codedError('forbidden', crossSiteMessage, apiErrorCodes.crossSite);
  });
}

/** For login routes: refuse a cross-site form post even without a cookie (login CSRF). */
export function assertNotCrossSite(request: FastifyRequest): void {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if ((typeof origin === 'string' && origin !== '') || site === 'cross-site') {
    if (!isSameOrigin(request)) throw codedError('forbidden', crossSiteMessage, apiErrorCodes.crossSite);
  }
}
