/**
 * Route guards (preHandlers): `requireStaff`, `requirePartner`, `requireDeveloper`.
 * No valid session: 401 `{ message: 'You must be logged in to access this page' }`.
 * A session of another kind: 403 `{ message: 'You do not have access to this page.' }`.
 * After the guard, `request.session` holds the session (and `request.staff` the staff user).
 */
import type { FastifyRequest, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { secondFactorMessages } from '@app/contracts/forms/second-factor';
import { toasts } from '@app/contracts/messages';
import { AppError } from '../lib/app-error.ts';
import { isSecondFactorEnabled } from '../modules/second-factor/service.ts';
import {
  assertNotCrossSite,
  clearSessionCookie,
  getSession,
  revokeSessions,
  type SessionInfo,
  type SessionKind,
} from './sessions.ts';

export const notLoggedInMessage = toasts.authRequired.description;
export const noAccessMessage = 'You do not have access to this page.';

export interface StaffUser {
  id: number;
  username: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionInfo;
    staff?: StaffUser;
    /** Set by `requireStaff`: this staff member must use a second factor (their flag or STAFF_REQUIRE_TOTP). */
    staffTotpRequired?: boolean;
    /** Set by `requireStaff`: required, and not set up yet; only `allowBeforeSecondFactor` routes answer. */
    staffMustEnrol?: boolean;
  }
  interface FastifyContextConfig {
    /** A staff route reachable while a required second factor is not set up yet (me, 2FA settings). */
    allowBeforeSecondFactor?: boolean;
  }
}

/** A preHandler admitting only sessions of `kind`. */
export function requireSession(kind: SessionKind): preHandlerAsyncHookHandler {
  return async (request) => {
    const session = await getSession(request);
    if (!session) throw new AppError('unauthorized', notLoggedInMessage);
    if (session.kind !== kind) throw new AppError('forbidden', noAccessMessage);
    request.session = session;
  };
}

const requireStaffSession = requireSession('staff');

/**
 * Staff only: a staff session whose user (read with the session) still exists, is an admin and is not disabled (a disabled
 * account's sessions are ended here too). A staff member who must use a second factor and has not set
 * one up reaches only routes marked `allowBeforeSecondFactor`; elsewhere 403 `setupRequired`.
 */
export const requireStaff: preHandlerAsyncHookHandler = async function requireStaff(request, reply) {
  await requireStaffSession.call(this, request, reply);
  const session = request.session as SessionInfo;
  const { db, config } = request.server.ctx;
  const user = session.staff;
  if (!user) throw new AppError('unauthorized', notLoggedInMessage);
  if (user.role !== 'admin') throw new AppError('forbidden', noAccessMessage);
  if (user.disabled) {
    await revokeSessions(db, 'staff', user.id);
    clearSessionCookie(request, reply);
    throw new AppError('unauthorized', notLoggedInMessage);
  }
  request.staff = { id: user.id, username: user.username, role: user.role };
  request.staffTotpRequired = user.totpRequired || config.STAFF_REQUIRE_TOTP;
  if (request.staffTotpRequired) {
    request.staffMustEnrol = !(await isSecondFactorEnabled(db, { kind: 'staff', id: user.id }));
  }
  if (request.staffMustEnrol && !request.routeOptions.config.allowBeforeSecondFactor) {
    throw new AppError('forbidden', secondFactorMessages.setupRequired);
  }
};

/**
 * A sign-in or link route refuses a cross-site request (preValidation): before its declared body schema
 * is checked, as it was before the handler parsed the body.
 */
export const refuseCrossSite: preValidationAsyncHookHandler = async (request) => assertNotCrossSite(request);

export const requirePartner: preHandlerAsyncHookHandler = requireSession('partner');
export const requireDeveloper: preHandlerAsyncHookHandler = requireSession('developer');

/** The signed-in staff user of a request that passed `requireStaff`. */
export function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw new AppError('unauthorized', notLoggedInMessage);
  return request.staff;
}
