/**
 * The repeated parts of a staff list page: the filter bar (search plus an optional select), the retry
 * screen, the loading line, the empty note, the caller's rows and the pager, and the Refresh / Export to
 * CSV buttons. Pages keep their own columns, rows, dialogs and texts.
 */
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/form-field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { cn } from '../../lib/cn.ts';
import type { Page } from '../../lib/api.ts';
import { EmptyState, ErrorScreen, Pager, SearchBox } from './list-controls.tsx';
import { ALL, type AdminListPage } from './use-admin-list.ts';

/** A select filter: an 'All …' first option (value `all`), then the given options. */
export interface SelectFilter {
  id: string;
  /** Read by screen readers only. */
  label: string;
  /** The select's width. */
  className: string;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

interface Control {
  value: string;
  onChange: (value: string) => void;
}

export function ListFilterBar({
  search,
  filter,
  className,
  children,
}: {
  /** `placeholder` when the label is too long to show in the box on a phone (the label stays its name). */
  search: { id: string; label: string; placeholder?: string } & Control;
  filter?: SelectFilter & Control;
  className?: string;
  /** Further controls after the search and the select. */
  children?: ReactNode;
}) {
  return (
    <div className={cn(className, 'flex flex-col gap-3 sm:flex-row sm:items-center')}>
      <SearchBox
        id={search.id}
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onChange={search.onChange}
      />
      {filter && (
        <>
          <label htmlFor={filter.id} className="sr-only">
            {filter.label}
          </label>
          <Select
            id={filter.id}
            className={filter.className}
            value={filter.value}
            onChange={(e) => filter.onChange(e.target.value)}
          >
            <option value={ALL}>{filter.allLabel}</option>
            {filter.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </>
      )}
      {children}
    </div>
  );
}

/**
 * Loading line, then (with nothing loaded) the retry screen, the error note or the empty note, else the
 * rows; the pager below. A failed load never shows as an empty list.
 */
export function ListBody<T>({
  list,
  loadingText,
  emptyText,
  errorTitle,
  errorText,
  offset,
  limit,
  onOffset,
  pagerLabel,
  children,
}: {
  list: { isPending: boolean; isError: boolean; data?: Page<T> | undefined; refetch: () => unknown };
  loadingText: string;
  emptyText: ReactNode;
  /** The retry screen's title, shown in place of the rows when the load failed. */
  errorTitle?: string;
  /** Shown in place of the rows when the first load failed (pages without a retry screen). */
  errorText?: string;
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
  pagerLabel?: string;
  /** Called only with at least one row. */
  children: (rows: T[]) => ReactNode;
}) {
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  return (
    <>
      {list.isPending ? (
        <p role="status" className="py-10 text-center text-slate-600">
          {loadingText}
        </p>
      ) : errorTitle && list.isError && !list.data ? (
        <ErrorScreen title={errorTitle} onRetry={() => void list.refetch()} />
      ) : errorText && list.isError && !list.data ? (
        <EmptyState>{errorText}</EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        children(rows)
      )}
      {total > 0 && (
        <Pager offset={offset} limit={limit} total={total} onOffset={onOffset} label={pagerLabel} />
      )}
    </>
  );
}

/**
 * A whole list page's content for a `useAdminListPage` state. With `errorTitle`, a failed first load
 * replaces filters and list with the retry screen; with `errorText`, the filters stay and the note shows.
 */
export function AdminListView<T>({
  page,
  search,
  filter,
  errorTitle,
  errorText,
  loadingText,
  emptyText,
  pagerLabel,
  barClassName,
  bodyClassName = 'mt-4',
  children,
}: {
  page: AdminListPage<T>;
  search: { id: string; label: string; placeholder?: string };
  filter?: SelectFilter;
  errorTitle?: string;
  errorText?: string;
  loadingText: string;
  emptyText: ReactNode;
  pagerLabel: string;
  barClassName?: string;
  bodyClassName?: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { list } = page;
  if (errorTitle && list.isError && !list.data) {
    return <ErrorScreen title={errorTitle} onRetry={() => void list.refetch()} />;
  }
  return (
    <>
      <ListFilterBar
        className={barClassName}
        search={{ ...search, value: page.search, onChange: page.setSearch }}
        filter={filter && { ...filter, value: page.filter, onChange: page.setFilter }}
      />
      <div className={bodyClassName}>
        <ListBody
          list={list}
          loadingText={loadingText}
          emptyText={emptyText}
          errorText={errorText}
          offset={page.offset}
          limit={page.pageSize}
          onOffset={page.setOffset}
          pagerLabel={pagerLabel}
        >
          {children}
        </ListBody>
      </div>
    </>
  );
}

/** The Refresh and Export to CSV buttons of a list page's header. */
export function ListActions({ page }: { page: Pick<AdminListPage<unknown>, 'refresh' | 'exportCsv'> }) {
  return (
    <>
      <Button variant="outline" onClick={() => void page.refresh()}>
        <Icon name="refresh" className="h-4 w-4" />
        Refresh
      </Button>
      <Button onClick={() => void page.exportCsv()}>
        <Icon name="download" className="h-4 w-4" />
        Export to CSV
      </Button>
    </>
  );
}
