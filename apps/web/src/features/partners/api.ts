/** Partner portal calls (doc 2 §7): sign-in, sign-out, the signed-in partner, password links, downloads. */
import type { PartnerProfileJson } from '@app/contracts/api/accounts';
import { toasts } from '@app/contracts/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast.ts';
import { sessionQueryFn, signOutRequest } from '../../lib/api.ts';

const PARTNER_ME_URL = '/api/partners/me';
export const PARTNER_ME_KEY = [PARTNER_ME_URL] as const;
export const PARTNER_PORTAL_PATH = '/partners/portal';
export const PARTNER_DASHBOARD_PATH = '/partners/dashboard';
export const PARTNER_SECURITY_PATH = '/partners/account/security';

/** The signed-in partner: the JSON of the partner session contract. */
export type PartnerProfile = PartnerProfileJson;

/** Download address of a partner document (served only to a signed-in partner). */
export const partnerDocumentUrl = (fileName: string) =>
  `/api/partner-documents/${encodeURIComponent(fileName)}`;

/**
 * The signed-in partner: `null` when there is no partner session (401, or 403 for a staff or developer
 * session in this browser). Re-checked whenever a portal page mounts, so a revoked session is noticed.
 */
export function usePartnerSession() {
  return useQuery<PartnerProfile | null>({
    queryKey: PARTNER_ME_KEY,
    queryFn: sessionQueryFn((body: { partner: PartnerProfile }) => body.partner),
    staleTime: 0,
  });
}

/**
 * Signs out and returns to the login (replacing the history entry, so Back does not reopen a portal
 * page) with the 'Logged Out' toast. If the request cannot reach the server, the partner stays signed
 * in and is told so.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    // An error answer (e.g. the session had already expired) still means "signed out".
    mutationFn: () => signOutRequest('/api/partners/logout'),
    onSuccess: () => {
      queryClient.setQueryData(PARTNER_ME_KEY, null);
      toast({ title: toasts.loggedOut.title });
      navigate(PARTNER_PORTAL_PATH, { replace: true });
    },
    onError: () => toast({ ...logoutFailed, variant: 'destructive' }),
  });
}

const logoutFailed = {
  title: 'Logout failed',
  description: 'We could not reach the server. Check your connection and try again.',
};
