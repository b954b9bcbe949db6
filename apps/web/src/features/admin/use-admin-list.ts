/**
 * A server-paged staff list: query key `[path, params]`, the previous page kept on screen while the next
 * loads, and an ended session sending the browser to the login page.
 */
import { toasts, type ToastMessage } from '@app/contracts/messages';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { notify } from '../../components/ui/use-toast.ts';
import { exportCsv } from './csv-export.ts';
import { useSessionExpiry } from './session.ts';
import { type QueryParams, serverMessage } from '../../lib/api.ts';
import { adminListQuery } from './api.ts';
import { offsetOf, pageOf, useUrlParams, useUrlSearchBox } from '../../lib/use-url-params.ts';

export const PAGE_SIZE = 25;

export function useAdminList<T>(
  path: string,
  params: QueryParams,
  options: { onError?: (e: unknown) => void } = {},
) {
  const expired = useSessionExpiry();
  const query = useQuery({
    ...adminListQuery<T>(path, params),
    // The previous page stays on screen while the next loads, but only a page of the same list: the
    // dashboard's tabs share this hook, and a partner row shown as a submission is wrong (and breaks).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === path ? keepPreviousData(previous) : undefined,
    // The result is handed to child components (AdminListView, ListBody), which may first render after
    // it changed (the admin shell shows its children once the session is known). With TanStack's default
    // (re-render only for fields read so far) the page would then keep showing a stale "Loading".
    notifyOnChangeProps: 'all',
  });
  const { error } = query;
  const { onError } = options;
  useEffect(() => {
    if (error && !expired(error)) onError?.(error);
  }, [error, expired, onError]);
  return query;
}

/** The value of the select filter that sends no `status` at all. */
export const ALL = 'all';

/**
 * The state of a searchable, filterable staff list page: the search text, one select filter (sent as
 * `status`), the page, the list itself, refresh and CSV export (`${path}/export.csv`). Search, filter and
 * page live in the URL (`?q=…&status=…&page=…`); a new search or filter starts at the first page.
 */
export function useAdminListPage<T>(
  path: string,
  options: { pageSize?: number; loadFailed?: ToastMessage } = {},
) {
  const { pageSize = PAGE_SIZE, loadFailed } = options;
  const queryClient = useQueryClient();
  const expired = useSessionExpiry();
  const [url, setUrl] = useUrlParams({ q: '', status: ALL, page: '1' });
  const writeSearch = useCallback((q: string) => setUrl({ q, page: undefined }), [setUrl]);
  const box = useUrlSearchBox(url.q, writeSearch);
  const { q, status: filter } = url;
  const offset = offsetOf(url.page, pageSize);
  const filters = { q, status: filter === ALL ? undefined : filter };
  // Stable, so the list's error effect does not toast again on every render.
  const onError = useCallback(() => {
    if (loadFailed) notify(loadFailed, { destructive: true });
  }, [loadFailed]);
  const list = useAdminList<T>(path, { ...filters, limit: pageSize, offset }, { onError });

  const invalidate = () => queryClient.invalidateQueries({ queryKey: [path] });
  return {
    search: box.text,
    setSearch: box.setText,
    filter,
    setFilter: (value: string) => setUrl({ status: value, page: undefined }),
    offset,
    setOffset: (value: number) => setUrl({ page: pageOf(value, pageSize) }),
    pageSize,
    list,
    invalidate,
    refresh: async () => {
      await invalidate();
      notify(toasts.dataRefreshed);
    },
    exportCsv: async () => {
      try {
        await exportCsv(path, `${path}/export.csv`, filters);
      } catch (err) {
        if (!expired(err))
          notify({ title: 'Export failed' }, { destructive: true, description: serverMessage(err) });
      }
    },
  };
}

export type AdminListPage<T> = ReturnType<typeof useAdminListPage<T>>;
