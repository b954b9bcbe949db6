/**
 * Console calls: the signed-in developer (`GET /api/developers/session`, null for a visitor), the four console reads and the
 * mutations. A 401 from any of them means the session ended: the developer is marked signed out and the
 * page falls back to the demo console.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiErrorCodes } from '@app/contracts/api/common';
import type { KeyMode } from '@app/contracts/options';
import { useCallback } from 'react';
import { toast } from '../../components/ui/use-toast.ts';
import type { ConsoleApp, ConsoleKey, ConsoleOverview, ConsoleProfile, DeveloperIdentity } from './types.ts';
import { getQueryFn, hasErrorCode, HttpError, sessionQueryFn } from '../../lib/api.ts';

export const DEVELOPER_ME_KEY = ['/api/developers/session'] as const;
/** The console's reads; apps, keys and the overview are those of the mode shown (Test / Live). */
const consoleKeys = (mode: KeyMode) => {
  const query = mode === 'test' ? '?mode=test' : '';
  return {
    overview: [`/api/console/overview${query}`] as const,
    apps: [`/api/console/apps${query}`] as const,
    keys: [`/api/console/keys${query}`] as const,
    profile: ['/api/console/profile'] as const,
  };
};
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

export function markDeveloperSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(DEVELOPER_ME_KEY, null);
  queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/console/') });
}

/** Handles a failed console call: true (and signed out, with a toast) when the session has ended. */
export function useSessionEnded(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!hasErrorCode(error, apiErrorCodes.sessionExpired)) return false;
      markDeveloperSignedOut(queryClient);
      toast({
        title: 'Your session has ended',
        description: 'Please sign in again to continue.',
        variant: 'destructive',
      });
      return true;
    },
    [queryClient],
  );
}

const throwAll = { on401: 'throw' } as const;

export function useConsoleQueries(enabled: boolean, mode: KeyMode) {
  const options = { enabled, staleTime: 0 } as const;
  const keys = consoleKeys(mode);
  return {
    overview: useQuery({
      queryKey: keys.overview,
      queryFn: getQueryFn<ConsoleOverview>(throwAll),
      ...options,
    }),
    apps: useQuery({
      queryKey: keys.apps,
      queryFn: getQueryFn<{ apps: ConsoleApp[] }>(throwAll),
      ...options,
    }),
    keys: useQuery({
      queryKey: keys.keys,
      queryFn: getQueryFn<{ keys: ConsoleKey[] }>(throwAll),
      ...options,
    }),
    profile: useQuery({
      queryKey: keys.profile,
      queryFn: getQueryFn<{ profile: ConsoleProfile }>(throwAll),
      ...options,
    }),
  };
}

/** Re-reads every console list after a change. */
export function useRefreshConsole(): () => Promise<void> {
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
export function useConsoleMutation<Variables = void, Data = unknown>(
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
