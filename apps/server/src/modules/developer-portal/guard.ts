/**
 * `requireActiveDeveloper`: a developer session (the shared `requireDeveloper` guard: 401 without a
 * session, 403 for a staff or partner session) whose developer may still use the console. A developer
 * whose application has since been un-approved or deleted loses every session and gets a 401.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { notLoggedInMessage, requireDeveloper } from '../../plugins/guards.ts';
import { clearSessionCookie, revokeSessions, type SessionInfo } from '../../plugins/sessions.ts';
import { activeDeveloper, type DeveloperIdentity } from './account.ts';

declare module 'fastify' {
  interface FastifyRequest {
    developer?: DeveloperIdentity;
  }
}

export const requireActiveDeveloper: preHandlerAsyncHookHandler = async function requireActiveDeveloper(
  request,
  reply,
) {
  await requireDeveloper.call(this, request, reply);
  const session = request.session as SessionInfo;
  const { db } = request.server.ctx;
  const developer = await activeDeveloper(db, session.subjectId);
  if (!developer) {
    await revokeSessions(db, 'developer', session.subjectId);
    clearSessionCookie(request, reply);
    throw new AppError('unauthorized', notLoggedInMessage);
  }
  request.developer = developer;
};

/** The signed-in developer of a request that passed `requireActiveDeveloper`. */
export function developerOf(request: FastifyRequest): DeveloperIdentity {
  if (!request.developer) throw new AppError('unauthorized', notLoggedInMessage);
  return request.developer;
}
