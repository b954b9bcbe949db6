/**
 * The staff screens' server calls, as bulletproof-react keeps them: query options for what is read and a
 * `useMutation` hook per write. Pending and error state come from TanStack Query; a write's success
 * refetches the lists it changed; an ended session signs the browser out (the admin guard says why), so
 * a caller's own `onError` only handles the other refusals (`endedSession` tells them apart).
 */
import type { PrivacyEraseResult, PrivacyLookupResult } from '@app/contracts/forms/privacy';
import type { StaffAccountList, StaffCreate } from '@app/contracts/forms/second-factor';
import type { PartnerStatus } from '@app/contracts/options';
import type { Insights } from '@app/contracts/api/analytics';
import type { staffSubmissionListSchema } from '@app/contracts/api/admin';
import type {
  AppReportAction,
  StaffAppReportJson,
  StaffAppReportListJson,
} from '@app/contracts/api/app-store';
import type { ListingVersionJson } from '@app/contracts/api/console';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, fetchPage, getJson, type QueryParams } from '../../lib/api.ts';
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
  appReports: '/api/admin/app-reports',
  staff: '/api/admin/staff',
  insights: '/api/admin/insights',
} as const;

/** A page of a server-paged staff list (the total from `X-Total-Count`). */
export const adminListQuery = <T>(path: string, params: QueryParams) =>
  queryOptions({
    queryKey: [path, params],
    queryFn: () => fetchPage<T>(path, params),
  });

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

/** A page of app submissions (with the count per status); the previous page stays while the next loads. */
export const appSubmissionsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [adminLists.appSubmissions, params],
    queryFn: () => getJson<z.input<typeof staffSubmissionListSchema>>(adminLists.appSubmissions, params),
    placeholderData: keepPreviousData,
  });

/** A page of App Store reports (with the count per status). */
export const appReportsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [adminLists.appReports, params],
    queryFn: () => getJson<StaffAppReportListJson>(adminLists.appReports, params),
    placeholderData: keepPreviousData,
  });

/** The Insights report for a date range (`from`, `to`: UTC days). */
export const insightsQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [adminLists.insights, range],
    queryFn: () => getJson<Insights>(adminLists.insights, range),
    placeholderData: keepPreviousData,
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

/** Withdraws the reported app from the App Store, or dismisses the report (another member may have first). */
export const useAppReportAction = () =>
  useStaffMutation(
    ({ report, action }: { report: StaffAppReportJson; action: AppReportAction['action'] }) =>
      apiJson('PUT', `${adminLists.appReports}/${report.id}`, { action }),
    [adminLists.appReports],
    { refetchAfterRefusal: true },
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

/** The staff accounts with their two-factor state. */
export const staffAccountsQuery = queryOptions({
  queryKey: [adminLists.staff],
  queryFn: () => getJson<StaffAccountList>(adminLists.staff),
});

/** Adding a member (asks for the admin password); answers the sentence to show. */
export const useCreateStaff = () =>
  useStaffMutation(
    (member: Omit<StaffCreate, 'email'> & { email: string }) =>
      apiJson<{ message: string }>('POST', adminLists.staff, member),
    [adminLists.staff],
  );

/** An action on another member's account; all but `require` ask for the admin password again. */
export type StaffAccountAction =
  | { action: 'require'; id: number; required: boolean }
  | { action: 'reset' | 'disable' | 'enable' | 'remove'; id: number; adminPassword: string };

function staffRequest(change: StaffAccountAction): [method: string, url: string, body: unknown] {
  const url = `${adminLists.staff}/${change.id}`;
  switch (change.action) {
    case 'require':
      return ['PUT', `${url}/second-factor-required`, { required: change.required }];
    case 'reset':
      return ['POST', `${url}/second-factor/reset`, { adminPassword: change.adminPassword }];
    case 'disable':
    case 'enable':
      return [
        'PUT',
        `${url}/disabled`,
        { disabled: change.action === 'disable', adminPassword: change.adminPassword },
      ];
    case 'remove':
      return ['POST', `${url}/remove`, { adminPassword: change.adminPassword }];
  }
}

/** Refetches the list after a refusal too: another member may have changed the account meanwhile. */
export const useStaffAccountChange = () =>
  useStaffMutation((change: StaffAccountAction) => apiJson(...staffRequest(change)), [adminLists.staff], {
    refetchAfterRefusal: true,
  });

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
