/**
 * A server-paged staff list: query key `[path, params]`, the previous page kept on screen while the next
 * loads, and an ended session sending the browser to the login page.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchPage, type ListParams, type Page } from './api.ts';
import { useSessionExpiry } from './session.ts';

export const PAGE_SIZE = 25;

export function useAdminList<T>(
  path: string,
  params: ListParams,
  options: { onError?: (e: unknown) => void } = {},
) {
  const expired = useSessionExpiry();
  const query = useQuery<Page<T>>({
    queryKey: [path, params],
    queryFn: () => fetchPage<T>(path, params),
    placeholderData: keepPreviousData,
  });
  const { error } = query;
  const { onError } = options;
  useEffect(() => {
    if (error && !expired(error)) onError?.(error);
  }, [error, expired, onError]);
  return query;
}

/** Search text applied after a short pause, so typing does not fire a request per key. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
