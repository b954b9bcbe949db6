/**
 * The console's server calls, as bulletproof-react keeps them: `queryOptions` for what it reads (the
 * signed-in developer, the four console lists, the SDK releases) and a `useMutation` hook per write. A
 * write re-reads every console list once it went through; a 401 from any call means the session ended:
 * the developer is marked signed out and the page falls back to the demo console.
 */
import type { SdkRelease } from '@app/contracts/api/sdk-releases';
import type { ListingVersionJson } from '@app/contracts/api/console';
import { apiErrorCodes } from '@app/contracts/api/common';
import type {
  NewApiKeyInput,
  NewApp,
  ProfileUpdate,
  UpdateApiKey,
  UpdateApp,
} from '@app/contracts/forms/console';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { KeyMode, KeyRollOverlap } from '@app/contracts/options';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast.ts';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { pathIn } from '../../i18n/locales.ts';
import type {
  ConsoleApp,
  ConsoleKey,
  ConsoleOverview,
  ConsoleProfile,
  ConsoleSubmission,
  DeveloperIdentity,
} from './types.ts';
import {
  apiJson,
  apiRequest,
  getQueryFn,
  hasErrorCode,
  HttpError,
  sessionQueryFn,
  signOutRequest,
} from '../../lib/api.ts';

export const DEVELOPER_ME_KEY = ['/api/developers/session'] as const;
export const SIGN_IN_PATH = '/developers/sign-in';
export const CONSOLE_PATH = '/console';

/** The signed-in developer, or null (no session, or a staff or partner session in this browser). */
export function useDeveloperSession() {
  return useQuery<DeveloperIdentity | null>({
    queryKey: DEVELOPER_ME_KEY,
    queryFn: sessionQueryFn((body: { developer: DeveloperIdentity }) => body.developer),
    staleTime: 0,
  });
}

function markDeveloperSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(DEVELOPER_ME_KEY, null);
  queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/console/') });
}

/** Handles a failed console call: true (and signed out, with a toast) when the session has ended. */
export function useSessionEnded(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  const { page } = useContent('consoleUi', consoleUi);
  return useCallback(
    (error: unknown) => {
      if (!hasErrorCode(error, apiErrorCodes.sessionExpired)) return false;
      markDeveloperSignedOut(queryClient);
      toast({ title: page.sessionEndedTitle, description: page.sessionEndedText, variant: 'destructive' });
      return true;
    },
    [queryClient, page],
  );
}

const throwAll = { on401: 'throw' } as const;

/**
 * The console's reads (their URL is the query key); apps, keys and the overview are those of the mode
 * shown (Test / Live, decision 0060).
 */
const consoleQueries = (mode: KeyMode) => {
  const query = mode === 'test' ? '?mode=test' : '';
  return {
    overview: queryOptions({
      queryKey: [`/api/console/overview${query}`] as const,
      queryFn: getQueryFn<ConsoleOverview>(throwAll),
      staleTime: 0,
    }),
    apps: queryOptions({
      queryKey: [`/api/console/apps${query}`] as const,
      queryFn: getQueryFn<{ apps: ConsoleApp[] }>(throwAll),
      staleTime: 0,
    }),
    keys: queryOptions({
      queryKey: [`/api/console/keys${query}`] as const,
      queryFn: getQueryFn<{ keys: ConsoleKey[] }>(throwAll),
      staleTime: 0,
    }),
    profile: queryOptions({
      queryKey: ['/api/console/profile'] as const,
      queryFn: getQueryFn<{ profile: ConsoleProfile }>(throwAll),
      staleTime: 0,
    }),
  };
};

/** The SDKs' current releases (public; the Downloads tab, the demo's too). */
export const releasesQuery = queryOptions({
  queryKey: ['/api/sdk-releases'] as const,
  queryFn: getQueryFn<{ releases: SdkRelease[] }>(throwAll),
  staleTime: 60_000,
});

export function useConsoleQueries(enabled: boolean, mode: KeyMode) {
  const queries = consoleQueries(mode);
  return {
    overview: useQuery({ ...queries.overview, enabled }),
    apps: useQuery({ ...queries.apps, enabled }),
    keys: useQuery({ ...queries.keys, enabled }),
    profile: useQuery({ ...queries.profile, enabled }),
  };
}

/** An app's listing history (read when its panel opens; re-read with every console list after a change). */
export const listingHistoryQuery = (appId: number) =>
  queryOptions({
    queryKey: [`/api/console/apps/${appId}/listing-history`],
    queryFn: getQueryFn<{ versions: ListingVersionJson[] }>(throwAll),
    staleTime: 0,
  });

/** Re-reads every console list after a change. */
function useRefreshConsole(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/console/') }),
    [queryClient],
  );
}

/**
 * A console write: pending and error state from TanStack Query, every console list re-read after it went
 * through, and an ended session signed out (so a caller's `onError` checks `isSessionEnd` first).
 */
function useConsoleMutation<Variables = void, Data = unknown>(
  mutationFn: (variables: Variables) => Promise<Data>,
) {
  const refresh = useRefreshConsole();
  const sessionEnded = useSessionEnded();
  return useMutation({ mutationFn, onSuccess: refresh, onError: (error) => void sessionEnded(error) });
}

/** Whether a failed console call means the session ended (the mutation hook has signed out already). */
export const isSessionEnd = (error: unknown): boolean => hasErrorCode(error, apiErrorCodes.sessionExpired);

/** The server's field errors of a 400 answer, and its message. */
export function problemOf(error: unknown): { message?: string; fields: Record<string, string> } {
  if (error instanceof HttpError) {
    return { message: error.serverMessage || undefined, fields: error.fieldErrors };
  }
  return { fields: {} };
}

const APPS_URL = '/api/console/apps';
const KEYS_URL = '/api/console/keys';

export const useCreateApp = () => useConsoleMutation((app: NewApp) => apiJson('POST', APPS_URL, app));

export const useUpdateApp = () =>
  useConsoleMutation(({ id, changes }: { id: number; changes: UpdateApp }) =>
    // `listingChange`: the edit of an app on the store went to review instead of the store (decision 0062).
    apiJson<{ listingChange: unknown }>('PATCH', `${APPS_URL}/${id}`, changes),
  );

export const useDeleteApp = () =>
  useConsoleMutation((app: ConsoleApp) => apiJson('DELETE', `${APPS_URL}/${app.id}`));

/** Cancels the developer's own pending submission (a version or a listing change), freeing the app. */
export const useCancelSubmission = () =>
  useConsoleMutation(({ app, submission }: { app: ConsoleApp; submission: ConsoleSubmission }) =>
    apiJson('DELETE', `${APPS_URL}/${app.id}/submissions/${submission.id}`),
  );

/** Opens a listing change of an app on the store with no field changed, for new screenshots to go to. */
export const useOpenScreenshotsChange = () =>
  useConsoleMutation((app: ConsoleApp) => apiJson('POST', `${APPS_URL}/${app.id}/listing-changes`, {}));

/** Submit for review: the version, its links and its App Store listing. */
export const useSubmitVersion = () =>
  useConsoleMutation(({ appId, submission }: { appId: number; submission: Record<string, unknown> }) =>
    apiJson('POST', `${APPS_URL}/${appId}/submissions`, submission),
  );

const screenshotsUrl = (appId: number, submissionId: number) =>
  `${APPS_URL}/${appId}/submissions/${submissionId}/screenshots`;

/** Uploads one screenshot (multipart) to a submission waiting for review, or removes one. */
export const useScreenshotChange = () =>
  useConsoleMutation(
    async (
      change: { appId: number; submissionId: number } & ({ file: File } | { removeId: number }),
    ): Promise<void> => {
      const base = screenshotsUrl(change.appId, change.submissionId);
      if ('file' in change) {
        const body = new FormData();
        body.append('screenshot', change.file);
        await apiRequest('POST', base, body);
      } else await apiRequest('DELETE', `${base}/${change.removeId}`);
    },
  );

/** Generate API Key: the answer holds the secret, shown once. */
export const useCreateKey = () =>
  useConsoleMutation((key: NewApiKeyInput) =>
    apiJson<{ secret: string; key: ConsoleKey }>('POST', KEYS_URL, key),
  );

export type KeyChange = { key: ConsoleKey; action: 'revoke' | 'delete' };

export const useChangeKey = () =>
  useConsoleMutation(({ key, action }: KeyChange) =>
    action === 'revoke'
      ? apiJson('POST', `${KEYS_URL}/${key.id}/revoke`)
      : apiJson('DELETE', `${KEYS_URL}/${key.id}`),
  );

/** Rename a key, change its permissions or its expiry moment (decision 0060). */
export const useEditKey = () =>
  useConsoleMutation(({ id, changes }: { id: number; changes: UpdateApiKey }) =>
    apiJson('PATCH', `${KEYS_URL}/${id}`, changes),
  );

/** Roll a key: the answer holds the new secret, shown once; the old one works through the overlap. */
export const useRollKey = () =>
  useConsoleMutation(({ id, overlap }: { id: number; overlap: KeyRollOverlap }) =>
    apiJson<{ secret: string; key: ConsoleKey }>('POST', `${KEYS_URL}/${id}/roll`, { overlap }),
  );

/** Saves the profile; a new e-mail address answers `pendingEmail` (it changes once confirmed). */
export const useSaveProfile = () =>
  useConsoleMutation((profile: ProfileUpdate) =>
    apiJson<{ pendingEmail?: string } | null>('PUT', '/api/console/profile', profile),
  );

export interface FileDownload {
  url: string;
  fileName: string;
  version: string;
}

/**
 * A file of an SDK release: the server counts the download and answers where to fetch it, and the
 * browser saves it from there (an attachment, so the page stays).
 */
export const useDownloadFile = () =>
  useConsoleMutation(async (fileId: number) => {
    const { download } = await apiJson<{ download: FileDownload }>(
      'POST',
      `/api/console/downloads/files/${fileId}`,
    );
    const link = document.createElement('a');
    link.href = download.url;
    link.download = download.fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    return download;
  });

/**
 * Signing out: back to the sign-in page (replacing the history entry; the Chinese one from the Chinese
 * console once it exists) with the 'Logged Out' toast. An error answer (the session had ended already)
 * is signed out too; an unreachable server is not, and says so.
 */
export function useDeveloperSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { page } = useContent('consoleUi', consoleUi);
  const signIn = pathIn(useLocale(), SIGN_IN_PATH) ?? SIGN_IN_PATH;
  return useMutation({
    mutationFn: () => signOutRequest('/api/developers/logout'),
    onSuccess: () => {
      markDeveloperSignedOut(queryClient);
      toast({ title: page.loggedOut });
      navigate(signIn, { replace: true });
    },
    onError: () =>
      toast({ title: page.signOutFailedTitle, description: page.signOutFailedText, variant: 'destructive' }),
  });
}

/** The link mailed to a new sign-in address: confirming it changes the address (no session needed). */
export const useConfirmEmail = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiJson<{ message: string }>('POST', '/api/developers/confirm-email', { token }),
  });
