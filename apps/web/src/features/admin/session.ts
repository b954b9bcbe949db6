/**
 * The staff session as the browser sees it: `GET /api/admin/me` decides (the server's cookie session).
 * The spec's `adminAuth` sessionStorage flag is kept only as a hint for other tabs of the UI; it never
 * grants anything.
 */
import type { z } from 'zod';
import type { staffSessionSchema } from '@app/contracts/api/accounts';
import {
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { apiErrorCodes } from '@app/contracts/api/common';
import { getQueryFn, hasErrorCode, serverMessage } from '../../lib/api.ts';

export const ME_KEY = ['/api/admin/me'] as const;
/** The staff member's own two-factor settings (where a required set-up sends them). */
export const SECURITY_PATH = '/admin/account/security';

/** GET /api/admin/me (and the sign-in answer). */
/** `secondFactorSetupRequired`: required and not set up, so only the security page works. */
export type StaffSession = z.input<typeof staffSessionSchema>;
const HINT_KEY = 'adminAuth';

export function setAdminHint(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(HINT_KEY, 'true');
    else sessionStorage.removeItem(HINT_KEY);
  } catch {
    // storage unavailable (private mode): the hint is optional
  }
}

export function useStaffSession() {
  return useQuery<StaffSession | null>({
    queryKey: ME_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
  });
}

/** Why the server ended the session, for the guard's toast (read once). */
let signedOutReason: string | undefined;
export function takeSignedOutReason(): string | undefined {
  const reason = signedOutReason;
  signedOutReason = undefined;
  return reason;
}

/**
 * Marks the browser signed out (the guard then redirects to the login page); `reason` is the server's
 * message (e.g. too many wrong admin passwords), shown in the guard's toast.
 */
export function markSignedOut(queryClient: QueryClient, reason?: string): void {
  signedOutReason = reason || undefined;
  setAdminHint(false);
  queryClient.setQueryData(ME_KEY, null);
}

/** The answers that mean this browser is no longer signed in as staff. */
const signedOutCodes = [
  apiErrorCodes.sessionExpired,
  apiErrorCodes.reauthLocked,
  apiErrorCodes.noAccess,
  apiErrorCodes.unauthorized,
] as const;

/** Whether a failed call means the staff session ended (or is not a staff session). */
export const endedSession = (error: unknown): boolean => hasErrorCode(error, ...signedOutCodes);

/** For list queries and mutations: an ended session signs the browser out; anything else is left alone. */
export function useSessionExpiry(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!endedSession(error)) return false;
      markSignedOut(queryClient, serverMessage(error));
      return true;
    },
    [queryClient],
  );
}

/** A staff read: the query, and an ended session (its error's code) signing the browser out. */
export function useStaffQuery<Data, Key extends QueryKey>(options: UseQueryOptions<Data, Error, Data, Key>) {
  const query = useQuery(options);
  const expired = useSessionExpiry();
  const { error } = query;
  useEffect(() => {
    if (error) expired(error);
  }, [error, expired]);
  return query;
}

/** Signing out deliberately must not raise the guard's "Authentication Required" toast. */
let signingOut = false;
export const isSigningOut = () => signingOut;
export const setSigningOut = (value: boolean) => {
  signingOut = value;
};

/** `next` from the login URL, only if it is an admin page of this site (no open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/admin') || next.startsWith('//') || next.startsWith('/admin/login')) {
    return '/admin/dashboard';
  }
  return next;
}
