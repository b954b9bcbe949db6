/**
 * /admin/overview: the combined admin dashboard (doc 2 §2.1.2). Tabs Partner Applications, Form
 * Submissions, Subscribers; search; a status filter on the partner tab; select-all and per-item
 * checkboxes; a batch action (delete anything, change status of partners); per-item delete with a
 * confirmation dialog; the form-submission detail dialog. Tab, search, filter and page live in the URL.
 */
import { toasts } from '@app/contracts/messages';
import { useCallback, useMemo, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { notify } from '../../components/ui/use-toast.ts';
import { ListBody, ListFilterBar } from '../../features/admin/admin-list-view.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { FormSubmissionDialog } from '../../features/admin/form-submission-dialog.tsx';
import { BulkActions } from '../../features/admin/overview/bulk-actions.tsx';
import { DeleteItemDialog, type DeletionTarget } from '../../features/admin/overview/delete-item-dialog.tsx';
import {
  isOverviewEntity,
  overviewEntities,
  overviewTabs,
  partnerStatusFilter,
} from '../../features/admin/overview/entities.ts';
import {
  PartnerRows,
  SubmissionRows,
  SubscriberRows,
  type OverviewEntity,
  type Selection,
} from '../../features/admin/overview/overview-tables.tsx';
import { useRowSelection } from '../../features/admin/overview/use-selection.ts';
import type { FormSubmission, Partner, Subscriber } from '../../features/admin/types.ts';
import { ALL, PAGE_SIZE, useAdminList } from '../../features/admin/use-admin-list.ts';
import { offsetOf, pageOf, useUrlParams, useUrlSearchBox } from '../../lib/use-url-params.ts';

type Row = { id: number };

/** The rows of one tab, with its own columns and row actions. */
function OverviewRows({
  tab,
  rows,
  selection,
  onView,
  onDelete,
}: {
  tab: OverviewEntity;
  rows: Row[];
  selection: Selection;
  onView: (submission: FormSubmission) => void;
  onDelete: (target: DeletionTarget) => void;
}) {
  if (tab === 'partners')
    return (
      <PartnerRows
        rows={rows as Partner[]}
        selection={selection}
        onDelete={(p) => onDelete({ id: p.id, label: p.companyName })}
      />
    );
  if (tab === 'form-submissions')
    return (
      <SubmissionRows
        rows={rows as FormSubmission[]}
        selection={selection}
        onView={onView}
        onDelete={(f) => onDelete({ id: f.id, label: `submission #${f.id}` })}
      />
    );
  return (
    <SubscriberRows
      rows={rows as Subscriber[]}
      selection={selection}
      onDelete={(s) => onDelete({ id: s.id, label: s.email })}
    />
  );
}

/** Tab, search, status filter and page, read from and written to the URL. */
function useOverviewState() {
  const [url, setUrl] = useUrlParams({ tab: 'partners', q: '', status: ALL, page: '1' });
  const tab: OverviewEntity = isOverviewEntity(url.tab) ? url.tab : 'partners';
  const writeSearch = useCallback((q: string) => setUrl({ q, page: undefined }), [setUrl]);
  const search = useUrlSearchBox(url.q, writeSearch);
  return {
    tab,
    // Each tab lists something else: a search typed for partners means nothing for subscribers.
    setTab: (next: string) => setUrl({ tab: next, q: undefined, status: undefined, page: undefined }),
    search,
    q: url.q,
    status: url.status,
    setStatus: (status: string) => setUrl({ status, page: undefined }),
    offset: offsetOf(url.page, PAGE_SIZE),
    setOffset: (offset: number) => setUrl({ page: pageOf(offset, PAGE_SIZE) }),
  };
}

export default function OverviewPage() {
  const state = useOverviewState();
  const { tab } = state;
  const entity = overviewEntities[tab];
  const [deleting, setDeleting] = useState<DeletionTarget | null>(null);
  const [viewing, setViewing] = useState<FormSubmission | null>(null);

  const onError = useCallback(() => notify(toasts.partnersLoadFailed, { destructive: true }), []);
  const list = useAdminList<Row>(
    entity.list,
    {
      q: state.q,
      status: tab === 'partners' && state.status !== ALL ? state.status : undefined,
      limit: PAGE_SIZE,
      offset: state.offset,
    },
    { onError },
  );
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const { ids, selection, clear } = useRowSelection(rows);

  return (
    <AdminShell
      title="Admin Dashboard"
      description="Partner applications, form submissions and subscribers in one place."
    >
      <Tabs
        value={tab}
        onValueChange={(value) => {
          state.setTab(value);
          clear();
        }}
      >
        <TabsList aria-label="Data set">
          {overviewTabs.map((key) => (
            <TabsTrigger key={key} value={key}>
              {overviewEntities[key].label}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between">
          <ListFilterBar
            search={{
              id: 'overview-search',
              label: `Search ${entity.label.toLowerCase()}`,
              value: state.search.text,
              onChange: (v) => {
                state.search.setText(v);
                clear();
              },
            }}
            filter={
              tab === 'partners'
                ? {
                    ...partnerStatusFilter,
                    value: state.status,
                    onChange: (v) => {
                      state.setStatus(v);
                      clear();
                    },
                  }
                : undefined
            }
          />
          <BulkActions entity={tab} ids={ids} onDone={clear} />
        </div>
        {overviewTabs.map((key) => (
          <TabsContent key={key} value={key}>
            <ListBody
              list={list}
              loadingText="Loading…"
              emptyText="Nothing found."
              errorTitle={entity.errorTitle}
              offset={state.offset}
              limit={PAGE_SIZE}
              onOffset={(o) => {
                state.setOffset(o);
                clear();
              }}
            >
              {(shown: Row[]) => (
                <OverviewRows
                  tab={tab}
                  rows={shown}
                  selection={selection}
                  onView={setViewing}
                  onDelete={setDeleting}
                />
              )}
            </ListBody>
          </TabsContent>
        ))}
      </Tabs>
      <DeleteItemDialog entity={tab} target={deleting} onClose={() => setDeleting(null)} onDeleted={clear} />
      <FormSubmissionDialog submission={viewing} onClose={() => setViewing(null)} />
    </AdminShell>
  );
}
