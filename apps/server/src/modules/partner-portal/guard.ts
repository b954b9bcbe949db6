/**
 * `requireActivePartner`: a partner session (the shared `requirePartner` guard: 401 without a session,
 * 403 for a staff or developer session) whose partner may still use the portal. A partner who has since
 * been rejected, archived or had login disabled loses every session and gets a 401.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { notLoggedInMessage, requirePartner } from '../../plugins/guards.ts';
import { clearSessionCookie, revokeSessions, type SessionInfo } from '../../plugins/sessions.ts';
import { activeProfile, type PartnerProfile } from './account.ts';

declare module 'fastify' {
  interface FastifyRequest {
    partner?: PartnerProfile;
  }
}

export const requireActivePartner: preHandlerAsyncHookHandler = async function requireActivePartner(
  request,
  reply,
) {
  await requirePartner.call(this, request, reply);
  const session = request.session as SessionInfo;
  const { db } = request.server.ctx;
  const profile = await activeProfile(db, session.subjectId);
  if (!profile) {
    await revokeSessions(db, 'partner', session.subjectId);
    clearSessionCookie(request, reply);
    throw new AppError('unauthorized', notLoggedInMessage);
  }
  request.partner = profile;
};

/** The signed-in partner of a request that passed `requireActivePartner`. */
export function partnerOf(request: FastifyRequest): PartnerProfile {
  if (!request.partner) throw new AppError('unauthorized', notLoggedInMessage);
  return request.partner;
}
