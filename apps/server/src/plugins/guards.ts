/**
 * Route guards (preHandlers): `requireStaff`, `requirePartner`, `requireDeveloper`.
 * No valid session: 401 `{ message: 'You must be logged in to access this page' }`.
 * A session of another kind: 403 `{ message: 'You do not have access to this page.' }`.
 * After the guard, `request.session` holds the session (and `request.staff` the staff user).
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { toasts } from '@app/contracts/messages';
import { users } from '@app/db';
import { AppError } from '../lib/app-error.ts';
import { getSession, type SessionInfo, type SessionKind } from './sessions.ts';

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

/** Staff only: a staff session whose user still exists and is an admin. */
export const requireStaff: preHandlerAsyncHookHandler = async function requireStaff(request, reply) {
  await requireStaffSession.call(this, request, reply);
  const session = request.session as SessionInfo;
  const [user] = await request.server.ctx.db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.id, session.subjectId));
  if (!user) throw new AppError('unauthorized', notLoggedInMessage);
  if (user.role !== 'admin') throw new AppError('forbidden', noAccessMessage);
  request.staff = user;
};

export const requirePartner: preHandlerAsyncHookHandler = requireSession('partner');
export const requireDeveloper: preHandlerAsyncHookHandler = requireSession('developer');

/** The signed-in staff user of a request that passed `requireStaff`. */
export function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw new AppError('unauthorized', notLoggedInMessage);
  return request.staff;
}
