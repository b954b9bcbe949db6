/**
 * The staff screens' server calls, as bulletproof-react keeps them: query options for what is read and a
 * `useMutation` hook per write. Pending and error state come from TanStack Query; a write's success
 * refetches the lists it changed; an ended session signs the browser out (the admin guard says why), so
 * a caller's own `onError` only handles the other refusals (`endedSession` tells them apart).
 */
import type { PrivacyEraseResult, PrivacyLookupResult } from '@app/contracts/forms/privacy';
import type { PartnerStatus } from '@app/contracts/options';
import type { ListingVersionJson } from '@app/contracts/api/console';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, getJson, type QueryParams } from '../../lib/api.ts';
import { downloadExport, eraseAddress, lookUpAddress } from './privacy/privacy-api.ts';
import { markSignedOut, setSigningOut, useSessionExpiry } from './session.ts';
import type { Partner } from './types.ts';

/** List endpoints (also the first element of their query keys). */
export const adminLists = {
  partners: '/api/partners/raw',
  partnerCounts: '/api/admin/partners/counts',
  subscribers: '/api/admin/subscribers',
  formSubmissions: '/api/admin/form-submissions',
  developerApplications: '/api/admin/developer-applications',
  developerCounts: '/api/admin/developer-applications/counts',
  held: '/api/admin/held',
  heldCount: '/api/admin/held/count',
  appSubmissions: '/api/admin/app-submissions',
  staff: '/api/admin/staff',
} as const;

/** A status count per tab (`/counts` endpoints). */
export const countsQuery = (path: string, params: QueryParams = {}) =>
  queryOptions({
    queryKey: [path, params],
    queryFn: () => getJson<Record<string, number>>(path, params),
  });

/** An app's listing history (who changed its store listing, when, and the decisions), newest first. */
export const listingHistoryQuery = (appId: number) =>
  queryOptions({
    queryKey: [`/api/admin/apps/${appId}/listing-history`],
    queryFn: () => getJson<{ versions: ListingVersionJson[] }>(`/api/admin/apps/${appId}/listing-history`),
  });

/** The number of held posts, on the Held tab's badge. */
export const heldCountQuery = queryOptions({
  queryKey: [adminLists.heldCount],
  queryFn: async () => (await getJson<{ count: number }>(adminLists.heldCount)).count,
});

/**
 * A staff write: the request, then the lists it changed refetched before it settles (so the screen
 * shows the change when the button comes back). `refetchAfterRefusal` refetches after a refusal too, for
 * records another staff member may have handled meanwhile.
 */
function useStaffMutation<Variables = void, Data = unknown>(
  mutationFn: (variables: Variables) => Promise<Data>,
  changes: readonly string[],
  { refetchAfterRefusal = false } = {},
) {
  const queryClient = useQueryClient();
  const expired = useSessionExpiry();
  const refetch = () =>
    Promise.all(changes.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
  return useMutation({
    mutationFn,
    onSuccess: refetch,
    onError: async (error) => {
      if (expired(error)) return;
      if (refetchAfterRefusal) await refetch();
    },
  });
}

const partnerLists = [adminLists.partners, adminLists.partnerCounts];

export const useSetPartnerStatus = () =>
  useStaffMutation(
    ({ id, status, adminPassword }: { id: number; status: PartnerStatus; adminPassword: string }) =>
      apiJson<{ partner: Partner }>('PUT', `/api/admin/partners/${id}/status`, { status, adminPassword }),
    partnerLists,
  );

export const useArchivePartner = () =>
  useStaffMutation(
    ({ id, archived }: { id: number; archived: boolean }) =>
      apiJson('PUT', `/api/admin/partners/${id}/archive`, { archived }),
    partnerLists,
  );

export const useResendInvitation = () =>
  useStaffMutation(
    ({ id, email }: { id: number; email: string }) =>
      apiJson<{ email: string } | null>('POST', `/api/admin/partners/${id}/resend-invitation`, { email }),
    partnerLists,
  );

const developerLists = [adminLists.developerApplications, adminLists.developerCounts];

export const useSetDeveloperStatus = () =>
  useStaffMutation(
    ({ id, status, adminNotes }: { id: number; status: string; adminNotes: string }) =>
      apiJson('PUT', `/api/admin/developer-applications/${id}/status`, { status, adminNotes }),
    developerLists,
  );

export const useDeleteDeveloperApplication = () =>
  useStaffMutation(
    (id: number) => apiJson('DELETE', `/api/admin/developer-applications/${id}`),
    developerLists,
  );

export const useSetSubscriberActive = () =>
  useStaffMutation(
    ({ id, active }: { id: number; active: boolean }) =>
      apiJson('PUT', `${adminLists.subscribers}/${id}/status`, { active }),
    [adminLists.subscribers],
  );

/** Deletes one record of a list (`DELETE <item>/<id>`); `changes` are the lists it appears in. */
export const useDeleteRecord = (item: string, changes: readonly string[]) =>
  useStaffMutation((id: number) => apiJson('DELETE', `${item}/${id}`), changes);

/** The dashboard's batch action on the selected rows (asks for the admin password). */
export const useBulkAction = () =>
  useStaffMutation(
    (body: {
      entity: string;
      ids: number[];
      action: 'delete' | 'status';
      status?: PartnerStatus;
      adminPassword: string;
    }) => apiJson<{ affected: number }>('POST', '/api/admin/bulk', body),
    [adminLists.partners, adminLists.partnerCounts, adminLists.formSubmissions, adminLists.subscribers],
  );

/** Releases a held post to the other submissions, or deletes it. */
export const useHeldAction = () =>
  useStaffMutation(
    ({ id, action }: { id: number; action: 'release' | 'delete' }) =>
      action === 'release'
        ? apiJson('POST', `${adminLists.held}/${id}/release`)
        : apiJson('DELETE', `${adminLists.held}/${id}`),
    [adminLists.held, adminLists.heldCount, adminLists.formSubmissions],
    { refetchAfterRefusal: true },
  );

export const useReviewSubmission = () =>
  useStaffMutation(
    ({ id, ...review }: { id: number; status: string; reviewNotes?: string }) =>
      apiJson('PUT', `${adminLists.appSubmissions}/${id}/status`, review),
    [adminLists.appSubmissions],
  );

export const useLookUpAddress = () =>
  useStaffMutation<string, PrivacyLookupResult>((email) => lookUpAddress(email), []);

/** Downloads everything stored about an address as a JSON file. */
export const useExportAddress = () => useStaffMutation((email: string) => downloadExport(email), []);

export const useEraseAddress = () =>
  useStaffMutation<{ email: string; confirmEmail: string; adminPassword: string }, PrivacyEraseResult>(
    ({ email, confirmEmail, adminPassword }) => eraseAddress(email, confirmEmail, adminPassword),
    [
      adminLists.subscribers,
      adminLists.formSubmissions,
      adminLists.partners,
      adminLists.developerApplications,
    ],
  );

/**
 * Signing out: the browser is signed out whatever the server answers (an unreachable server's session
 * expires on its own), and the staff data in the cache goes with it.
 */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      setSigningOut(true);
      await apiJson('POST', '/api/admin/logout').catch(() => undefined);
    },
    onSettled: () => {
      markSignedOut(queryClient);
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/') });
    },
  });
}
