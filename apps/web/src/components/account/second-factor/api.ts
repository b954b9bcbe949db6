/**
 * Second-factor calls shared by the admin, the partner portal and the developer console: each passes its
 * own settings prefix (`/api/admin/account/2fa`, `/api/partners/account/2fa`, `/api/console/account/2fa`).
 */
import type { z } from 'zod';
import type {
  secondFactorEnrolmentSchema,
  SecondFactorPending,
  SecondFactorStatusBody,
} from '@app/contracts/forms/second-factor';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn, HttpError } from '../../../lib/api.ts';

/** POST …/2fa/enrol: the JSON of the enrolment contract. */
export type Enrolment = z.input<typeof secondFactorEnrolmentSchema>;

export function useSecondFactorStatus(prefix: string) {
  return useQuery<SecondFactorStatusBody>({
    queryKey: [prefix],
    queryFn: getQueryFn<SecondFactorStatusBody>({ on401: 'throw' }),
    staleTime: 0,
  });
}

/** The server's message of a failed call, or a generic one when the request never arrived. */
export function problemText(error: unknown): string {
  if (error instanceof HttpError)
    return error.serverMessage ?? error.fieldErrors.code ?? 'Something went wrong. Please try again.';
  return 'We could not reach the server. Check your connection and try again.';
}

/** Whether a sign-in answer asks for the code step. */
export const isPending = (body: unknown): body is SecondFactorPending =>
  typeof body === 'object' &&
  body !== null &&
  (body as { secondFactorRequired?: unknown }).secondFactorRequired === true;
