import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api.ts';

/** The spec's data-fetching defaults: no retries, no interval/focus refetch, never stale, 5 minute cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
