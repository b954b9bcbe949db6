/**
 * /admin and /admin/dashboard: Partner Applications (doc 2 §2.1.1). Tabs All / Pending / Approved /
 * Rejected (a table on All, cards elsewhere), Show Archived Applications, server-side search, sort and
 * paging, and the row actions with their dialogs.
 */
import { pageMessages, toasts } from '@app/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Switch } from '../../components/ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ListBody, ListFilterBar } from '../../features/admin/admin-list-view.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import {
  PartnerCards,
  PartnerSortSelect,
  PartnerTable,
  WIDE_QUERY,
  type PartnerSort,
} from '../../features/admin/partners/partner-list.tsx';
import { usePartnerActions } from '../../features/admin/partners/use-partner-actions.tsx';
import type { Partner } from '../../features/admin/types.ts';
import { adminLists, countsQuery } from '../../features/admin/api.ts';
import { PAGE_SIZE, useAdminList } from '../../features/admin/use-admin-list.ts';
import { offsetOf, pageOf, useUrlParams, useUrlSearchBox } from '../../lib/use-url-params.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { notify } from '../../components/ui/use-toast.ts';

const tabs = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;
type Tab = (typeof tabs)[number]['value'];

/** `field:dir` from the URL (`createdAt:desc`), as the table's sort. */
function sortOf(text: string): PartnerSort {
  const [field = 'createdAt', dir] = text.split(':');
  return { field, dir: dir === 'asc' ? 'asc' : 'desc' };
}

export default function PartnerApplicationsPage() {
  const [url, setUrl] = useUrlParams({ tab: 'all', archived: '', q: '', sort: 'createdAt:desc', page: '1' });
  const tab: Tab = tabs.some((t) => t.value === url.tab) ? (url.tab as Tab) : 'all';
  const showArchived = url.archived === 'true';
  const { q } = url;
  const sort = sortOf(url.sort);
  const offset = offsetOf(url.page, PAGE_SIZE);
  const writeSearch = useCallback((text: string) => setUrl({ q: text, page: undefined }), [setUrl]);
  const search = useUrlSearchBox(q, writeSearch);
  const actions = usePartnerActions();

  const onError = useCallback(() => notify(toasts.partnersLoadFailed, { destructive: true }), []);
  const list = useAdminList<Partner>(
    '/api/partners/raw',
    {
      status: tab === 'all' ? undefined : tab,
      archived: showArchived ? 'true' : undefined,
      q,
      sort: `${sort.field}:${sort.dir}`,
      limit: PAGE_SIZE,
      offset,
    },
    { onError },
  );
  const counts = useQuery(countsQuery(adminLists.partnerCounts, { archived: showArchived }));

  const changeSort = (next: PartnerSort) => setUrl({ sort: `${next.field}:${next.dir}`, page: undefined });
  // The All tab's eleven columns need a wide screen; below it the rows are cards (WIDE_QUERY).
  const wide = useMediaQuery(WIDE_QUERY, true);

  return (
    <AdminShell
      title="Partner Applications"
      description="Review distribution-partner applications and manage portal access."
    >
      <Tabs value={tab} onValueChange={(value) => setUrl({ tab: value, page: undefined })}>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <TabsList aria-label="Application status" className="grid grid-cols-2 sm:grid-cols-4">
            {tabs.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
                {counts.data && (
                  <span className="ml-1.5 rounded-full bg-slate-200 px-1.5 text-xs text-slate-700 tabular-nums">
                    {counts.data[t.value] ?? 0}
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          <ListFilterBar
            search={{
              id: 'partner-search',
              label: 'Search by name, company or email',
              value: search.text,
              onChange: search.setText,
            }}
          >
            <div className="flex items-center gap-2">
              <Switch
                id="show-archived"
                checked={showArchived}
                onCheckedChange={(on) => setUrl({ archived: on ? 'true' : undefined, page: undefined })}
              />
              <label htmlFor="show-archived" className="text-sm font-medium whitespace-nowrap text-slate-800">
                Show Archived Applications
              </label>
            </div>
          </ListFilterBar>
        </div>
        {tabs.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {/* Nothing loaded: the retry screen, as an empty-list note would contradict the tab counts. */}
            <ListBody
              list={list}
              errorTitle={pageMessages.errorLoadingPartnerApplications}
              loadingText="Loading applications…"
              emptyText={q ? 'No applications match your search.' : 'No applications here yet.'}
              offset={offset}
              limit={PAGE_SIZE}
              onOffset={(value) => setUrl({ page: pageOf(value, PAGE_SIZE) })}
              pagerLabel="applications"
            >
              {(rows) =>
                t.value === 'all' && wide ? (
                  <PartnerTable partners={rows} sort={sort} onSort={changeSort} actions={actions} />
                ) : (
                  <>
                    {/* Phones and tablets: cards, whose actions are in reach; the sort moves to a select. */}
                    {t.value === 'all' && <PartnerSortSelect sort={sort} onSort={changeSort} />}
                    <PartnerCards partners={rows} actions={actions} />
                  </>
                )
              }
            </ListBody>
          </TabsContent>
        ))}
      </Tabs>
      {actions.dialogs}
    </AdminShell>
  );
}
