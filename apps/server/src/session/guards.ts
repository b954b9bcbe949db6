/**
 * Route guards (preHandlers): `requireStaff`, `requirePartner`, `requireDeveloper`, and
 * `requireActiveAccount('partner' | 'developer')` for the portal and the console.
 * No valid session: 401 `{ message: 'You must be logged in to access this page' }`.
 * A session of another kind: 403 `{ message: 'You do not have access to this page.' }`.
 * After the guard, `request.session` holds the session (and `request.staff`, `request.partner` or
 * `request.developer` the account): request decorations (`decorateSessions`), null until a guard sets them.
 * Which accounts may still sign in comes from the account-lookup port (accounts.ts), filled by app.ts.
 */
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { secondFactorMessages } from '@app/contracts/forms/second-factor';
import { toasts } from '@app/contracts/messages';
import type { Database } from '@app/db';
import { apiErrorCodes } from '@app/contracts/api/common';
import { codedError } from '../lib/app-error.ts';
import type { AccountLookup, DeveloperIdentity, PartnerProfile } from './accounts.ts';
import { clearSessionCookie } from './cookie.ts';
import { getSession } from './session.ts';
import { revokeSessions, type SessionInfo, type SessionKind } from './session-store.ts';
import { assertNotCrossSite } from './csrf.ts';

const notLoggedInMessage = toasts.authRequired.description;
const noAccessMessage = 'You do not have access to this page.';

export interface StaffUser {
  id: number;
  username: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The account-lookup port the guards ask (decorateSessions). */
    accountLookup: AccountLookup;
  }
  interface FastifyRequest {
    session: SessionInfo | null;
    staff: StaffUser | null;
    partner: PartnerProfile | null;
    developer: DeveloperIdentity | null;
    /** Set by `requireStaff`: this staff member must use a second factor (their flag or STAFF_REQUIRE_TOTP). */
    staffTotpRequired: boolean;
    /** Set by `requireStaff`: required, and not set up yet; only `allowBeforeSecondFactor` routes answer. */
    staffMustEnrol: boolean;
  }
  interface FastifyContextConfig {
    /** A staff route reachable while a required second factor is not set up yet (me, 2FA settings). */
    allowBeforeSecondFactor?: boolean;
  }
}

/**
 * Declares the request's session and account properties (Fastify's decorateRequest: every request starts
 * with them null or false, so their shape is known up front) and installs the account-lookup port. Called
 * once, on the root instance, by the composition root.
 */
export function decorateSessions(app: FastifyInstance, accounts: AccountLookup): void {
  app.decorate('accountLookup', accounts);
  app.decorateRequest('session', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('partner', null);
  app.decorateRequest('developer', null);
  app.decorateRequest('staffTotpRequired', false);
  app.decorateRequest('staffMustEnrol', false);
}

/** A preHandler admitting only sessions of `kind`. */
function requireSession(kind: SessionKind): preHandlerAsyncHookHandler {
  return async (request) => {
    const session = await getSession(request);
    if (!session) throw codedError('unauthorized', notLoggedInMessage, apiErrorCodes.sessionExpired);
    if (session.kind !== kind) throw codedError('forbidden', noAccessMessage, apiErrorCodes.noAccess);
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
  if (!user) throw codedError('unauthorized', notLoggedInMessage, apiErrorCodes.sessionExpired);
  if (user.role !== 'admin') throw codedError('forbidden', noAccessMessage, apiErrorCodes.noAccess);
  if (user.disabled) {
    await revokeSessions(db, 'staff', user.id);
    clearSessionCookie(request, reply);
    throw codedError('unauthorized', notLoggedInMessage, apiErrorCodes.sessionExpired);
  }
  request.staff = { id: user.id, username: user.username, role: user.role };
  request.staffTotpRequired = user.totpRequired || config.STAFF_REQUIRE_TOTP;
  if (request.staffTotpRequired) {
    request.staffMustEnrol = !(await request.server.accountLookup.staffHasSecondFactor(db, user.id));
  }
  if (request.staffMustEnrol && !request.routeOptions.config.allowBeforeSecondFactor) {
    throw codedError(
      'forbidden',
      secondFactorMessages.setupRequired,
      apiErrorCodes.secondFactorSetupRequired,
    );
  }
};

/**
 * A sign-in or link route refuses a cross-site request (preValidation): before its declared body schema
 * is checked, as it was before the handler parsed the body.
 */
export const refuseCrossSite: preValidationAsyncHookHandler = async (request) => assertNotCrossSite(request);

/** The signed-in staff user of a request that passed `requireStaff`. */
export function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw codedError('unauthorized', notLoggedInMessage, apiErrorCodes.sessionExpired);
  return request.staff;
}

/** The accounts behind partner and developer sessions, and how to read one that may still sign in. */
interface ActiveAccounts {
  partner: PartnerProfile;
  developer: DeveloperIdentity;
}
type AccountKind = keyof ActiveAccounts;
const activeAccount: {
  [K in AccountKind]: (lookup: AccountLookup, db: Database, id: number) => Promise<ActiveAccounts[K] | null>;
} = {
  partner: (lookup, db, id) => lookup.activePartner(db, id),
  developer: (lookup, db, id) => lookup.activeDeveloper(db, id),
};

/**
 * A session of `kind` (401 without one, 403 for another kind) whose account may still use the portal or
 * the console. An account since rejected, archived, disabled, un-approved or deleted loses every session
 * and gets a 401. The account is then `request.partner` / `request.developer`.
 */
export function requireActiveAccount(kind: AccountKind): preHandlerAsyncHookHandler {
  const requireKind = requireSession(kind);
  return async function requireActive(request, reply) {
    await requireKind.call(this, request, reply);
    const session = request.session as SessionInfo;
    const { db } = request.server.ctx;
    const account = await activeAccount[kind](request.server.accountLookup, db, session.subjectId);
    if (!account) {
      await revokeSessions(db, kind, session.subjectId);
      clearSessionCookie(request, reply);
      throw codedError('unauthorized', notLoggedInMessage, apiErrorCodes.sessionExpired);
    }
    Object.assign(request, { [kind]: account });
  };
}

/** The signed-in account of a request that passed `requireActiveAccount(kind)`. */
function accountOf<K extends AccountKind>(request: FastifyRequest, kind: K): ActiveAccounts[K] {
  const account = request[kind] as ActiveAccounts[K] | null;
  if (!account) throw codedError('unauthorized', notLoggedInMessage, apiErrorCodes.sessionExpired);
  return account;
}

export const partnerOf = (request: FastifyRequest): PartnerProfile => accountOf(request, 'partner');
export const developerOf = (request: FastifyRequest): DeveloperIdentity => accountOf(request, 'developer');
