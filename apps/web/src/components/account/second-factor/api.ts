/**
 * Sign-in and second-factor calls shared by the admin, the partner portal and the developer console: each
 * passes its own login endpoint or settings prefix (`/api/admin/account/2fa`, `/api/partners/account/2fa`,
 * `/api/console/account/2fa`).
 */
import type { z } from 'zod';
import type {
  secondFactorEnrolmentSchema,
  SecondFactorPending,
  SecondFactorStatusBody,
} from '@app/contracts/forms/second-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '../../../lib/api.ts';

/** POST …/2fa/enrol: the JSON of the enrolment contract. */
export type Enrolment = z.input<typeof secondFactorEnrolmentSchema>;

export function useSecondFactorStatus(prefix: string) {
  return useQuery<SecondFactorStatusBody>({
    queryKey: [prefix],
    queryFn: getQueryFn<SecondFactorStatusBody>({ on401: 'throw' }),
    staleTime: 0,
  });
}

/** POST …/enrol: a new secret and its QR code (not yet on). */
export const useEnrolment = (prefix: string) =>
  useMutation({ mutationFn: () => apiJson<Enrolment>('POST', `${prefix}/enrol`) });

/** After a change that turns the factor on or off: the status is read again. */
function useStatusChange<Variables, Data>(
  prefix: string,
  mutationFn: (variables: Variables) => Promise<Data>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [prefix] }),
  });
}

/** POST …/confirm: the first code from the app turns it on; answers the recovery codes. */
export const useConfirmEnrolment = (prefix: string) =>
  useStatusChange(prefix, (code: string) =>
    apiJson<{ recoveryCodes: string[] }>('POST', `${prefix}/confirm`, { code }),
  );

/** POST …/disable, or …/recovery-codes for a new set; both ask for the password or a code again. */
export const useReconfirmedChange = (prefix: string) =>
  useStatusChange(prefix, async ({ action, value }: { action: 'disable' | 'regenerate'; value: unknown }) =>
    action === 'disable'
      ? (await apiJson('POST', `${prefix}/disable`, value), null)
      : (await apiJson<{ recoveryCodes: string[] }>('POST', `${prefix}/recovery-codes`, value)).recoveryCodes,
  );

/**
 * An account form's POST: the sign-in's password step (answers the session, or a challenge for the code
 * step, `isPending`), setting a password from a link, asking for a reset link.
 */
export const useAccountPost = <Body>(endpoint: string) =>
  useMutation({ mutationFn: (body: Body) => apiJson<unknown>('POST', endpoint, body) });

/** POST <login>/second-factor: the challenge from the password step and a code or a recovery code. */
export const useSecondFactorSignIn = (endpoint: string) =>
  useMutation({
    mutationFn: (body: { challenge: string; code?: string; recoveryCode?: string }) =>
      apiJson<unknown>('POST', endpoint, body),
  });

/** Whether a sign-in answer asks for the code step. */
export const isPending = (body: unknown): body is SecondFactorPending =>
  typeof body === 'object' &&
  body !== null &&
  (body as { secondFactorRequired?: unknown }).secondFactorRequired === true;
