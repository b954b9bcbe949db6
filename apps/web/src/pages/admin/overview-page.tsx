/**
 * /admin/overview: the combined admin dashboard (doc 2 §2.1.2). Tabs Partner Applications, Form
 * Submissions, Subscribers; search; a status filter on the partner tab; select-all and per-item
 * checkboxes; a batch action (delete anything, change status of partners); per-item delete with a
 * confirmation dialog; the form-submission detail dialog.
 */
import { alerts, pageMessages, toasts } from '@app/contracts/messages';
import { partnerStatusOptions, type PartnerStatus } from '@app/contracts/options';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ListBody, ListFilterBar } from '../../features/admin/admin-list-view.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormSubmissionDialog } from '../../features/admin/form-submission-dialog.tsx';
import { adminPasswordError, PasswordConfirmDialog } from '../../features/admin/admin-password.tsx';
import { BulkBar, BulkStatusDialog, type BulkChoice } from '../../features/admin/overview/bulk-bar.tsx';
import {
  PartnerRows,
  SubmissionRows,
  SubscriberRows,
  type OverviewEntity,
  type Selection,
} from '../../features/admin/overview/overview-tables.tsx';
import { useSessionExpiry } from '../../features/admin/session.ts';
import type { FormSubmission, Partner, Subscriber } from '../../features/admin/types.ts';
import { PAGE_SIZE, useAdminList, useDebounced } from '../../features/admin/use-admin-list.ts';
import { apiJson, HttpError, serverMessage } from '../../lib/api.ts';
import { notify } from '../../components/ui/use-toast.ts';

const entities: Record<OverviewEntity, { label: string; list: string; item: string; errorTitle: string }> = {
  partners: {
    label: 'Partner Applications',
    list: '/api/partners/raw',
    item: '/api/admin/partners',
    errorTitle: pageMessages.errorLoadingPartnerApplications,
  },
  'form-submissions': {
    label: 'Form Submissions',
    list: '/api/admin/form-submissions',
    item: '/api/admin/form-submissions',
    errorTitle: pageMessages.errorLoadingFormSubmissions,
  },
  subscribers: {
    label: 'Subscribers',
    list: '/api/admin/subscribers',
    item: '/api/admin/subscribers',
    errorTitle: pageMessages.errorLoadingSubscribers,
  },
};

type Row = { id: number };

const partnerStatusFilter = {
  id: 'overview-status',
  label: 'Filter by status',
  className: 'sm:w-44',
  allLabel: 'All statuses',
  options: partnerStatusOptions,
};

export default function OverviewPage() {
  const queryClient = useQueryClient();
  const expired = useSessionExpiry();
  const [tab, setTab] = useState<OverviewEntity>('partners');
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  // A cleared box (typed away, or a tab change) applies at once, not after the debounce.
  const q = search.trim() === '' ? '' : debounced;
  const [status, setStatus] = useState('all');
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<{ id: number; label: string } | null>(null);
  const [viewing, setViewing] = useState<FormSubmission | null>(null);
  const [statusRequest, setStatusRequest] = useState<{ status: PartnerStatus; count: number } | null>(null);
  const [deleteCount, setDeleteCount] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);

  const entity = entities[tab];
  const onError = useCallback(() => notify(toasts.partnersLoadFailed, { destructive: true }), []);
  const list = useAdminList<Row>(
    entity.list,
    {
      q,
      status: tab === 'partners' && status !== 'all' ? status : undefined,
      limit: PAGE_SIZE,
      offset,
    },
    { onError },
  );
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);

  const resetView = () => {
    setOffset(0);
    setSelected(new Set());
  };
  const refresh = async () => {
    setSelected(new Set());
    await queryClient.invalidateQueries({ queryKey: [entity.list] });
    if (tab === 'partners') await queryClient.invalidateQueries({ queryKey: ['/api/admin/partners/counts'] });
  };

  const selection: Selection = {
    isSelected: (id) => selected.has(id),
    toggle: (id) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    allSelected: rows.length > 0 && rows.every((r) => selected.has(r.id)),
    toggleAll: () =>
      setSelected((prev) =>
        rows.length > 0 && rows.every((r) => prev.has(r.id)) ? new Set() : new Set(rows.map((r) => r.id)),
      ),
  };

  const bulk = async (body: Record<string, unknown>) =>
    apiJson<{ affected: number }>('POST', '/api/admin/bulk', { entity: tab, ids: [...selected], ...body });

  const apply = async (choice: Exclude<BulkChoice, ''>) => {
    if (choice === 'delete') {
      // A batch delete asks for the admin password, like a status change (checked by the server).
      setDeleteError(null);
      setDeleteCount(selected.size);
      return;
    }
    setStatusError(null);
    setStatusRequest({ status: choice.slice('status:'.length) as PartnerStatus, count: selected.size });
  };

  const confirmDelete = async (adminPassword: string) => {
    setBusy(true);
    try {
      const { affected } = await bulk({ action: 'delete', adminPassword });
      setDeleteCount(null);
      notify({ title: `Deleted ${affected} item(s)` });
      await refresh();
    } catch (err) {
      if (expired(err)) return;
      const refused = adminPasswordError(err);
      if (refused) setDeleteError(refused);
      else {
        setDeleteCount(null);
        notify({ title: 'Deletion failed' }, { destructive: true, description: serverMessage(err) });
      }
    } finally {
      setBusy(false);
    }
  };

  const confirmStatus = async (adminPassword: string) => {
    if (!statusRequest) return;
    setBusy(true);
    try {
      await bulk({ action: 'status', status: statusRequest.status, adminPassword });
      notify(toasts.statusChanged(statusRequest.status));
      setStatusRequest(null);
      await refresh();
    } catch (err) {
      if (expired(err)) return;
      if (err instanceof HttpError && err.status === 403) setStatusError(toasts.incorrectPassword.title);
      else if (err instanceof HttpError && err.status === 429) setStatusError(serverMessage(err) ?? null);
      else {
        setStatusRequest(null);
        window.alert(alerts.statusChangeFailed);
      }
    } finally {
      setBusy(false);
    }
  };

  const deleteOne = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await apiJson('DELETE', `${entity.item}/${deleting.id}`);
      notify(tab === 'subscribers' ? toasts.subscriberDeleted : toasts.applicationDeleted);
      setDeleting(null);
      await refresh();
    } catch (err) {
      if (!expired(err))
        notify(toasts.subscriberDeleteFailed, { destructive: true, description: serverMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const tableOf = (shown: Row[]) => {
    if (tab === 'partners')
      return (
        <PartnerRows
          rows={shown as Partner[]}
          selection={selection}
          onDelete={(p) => setDeleting({ id: p.id, label: p.companyName })}
        />
      );
    if (tab === 'form-submissions')
      return (
        <SubmissionRows
          rows={shown as FormSubmission[]}
          selection={selection}
          onView={setViewing}
          onDelete={(f) => setDeleting({ id: f.id, label: `submission #${f.id}` })}
        />
      );
    return (
      <SubscriberRows
        rows={shown as Subscriber[]}
        selection={selection}
        onDelete={(s) => setDeleting({ id: s.id, label: s.email })}
      />
    );
  };

  return (
    <AdminShell
      title="Admin Dashboard"
      description="Partner applications, form submissions and subscribers in one place."
    >
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as OverviewEntity);
          // Each tab lists something else: a search typed for partners means nothing for subscribers.
          setSearch('');
          setStatus('all');
          resetView();
        }}
      >
        <TabsList aria-label="Data set">
          {(Object.keys(entities) as OverviewEntity[]).map((key) => (
            <TabsTrigger key={key} value={key}>
              {entities[key].label}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between">
          <ListFilterBar
            search={{
              id: 'overview-search',
              label: `Search ${entity.label.toLowerCase()}`,
              value: search,
              onChange: (v) => {
                setSearch(v);
                resetView();
              },
            }}
            filter={
              tab === 'partners'
                ? {
                    ...partnerStatusFilter,
                    value: status,
                    onChange: (v) => {
                      setStatus(v);
                      resetView();
                    },
                  }
                : undefined
            }
          />
          <BulkBar
            key={tab}
            selected={selected.size}
            allowStatus={tab === 'partners'}
            busy={busy}
            onApply={(choice) => void apply(choice)}
          />
        </div>
        {(Object.keys(entities) as OverviewEntity[]).map((key) => (
          <TabsContent key={key} value={key}>
            <ListBody
              list={list}
              loadingText="Loading…"
              emptyText="Nothing found."
              errorTitle={entity.errorTitle}
              offset={offset}
              limit={PAGE_SIZE}
              onOffset={(o) => {
                setOffset(o);
                setSelected(new Set());
              }}
            >
              {tableOf}
            </ListBody>
          </TabsContent>
        ))}
      </Tabs>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this item?"
        description={deleting ? `${deleting.label} will be deleted. This action cannot be undone.` : ''}
        busy={busy}
        onConfirm={() => void deleteOne()}
      />
      <PasswordConfirmDialog
        open={deleteCount !== null}
        onOpenChange={(open) => !open && setDeleteCount(null)}
        title="Delete selected items?"
        description={alerts.bulkDeleteConfirm(deleteCount ?? 0)}
        confirmLabel="Delete"
        busy={busy}
        error={deleteError}
        onConfirm={(adminPassword) => void confirmDelete(adminPassword)}
      />
      <BulkStatusDialog
        request={statusRequest}
        error={statusError}
        busy={busy}
        onCancel={() => setStatusRequest(null)}
        onConfirm={(password) => void confirmStatus(password)}
      />
      <FormSubmissionDialog submission={viewing} onClose={() => setViewing(null)} />
    </AdminShell>
  );
}
