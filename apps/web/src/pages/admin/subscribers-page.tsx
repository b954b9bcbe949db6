/**
 * /admin/subscribers (doc 2 §2.1.4): search, Export to CSV (server file, current filters), activate /
 * deactivate, delete with confirmation, refresh, and the 'Error Loading Subscribers' retry screen.
 */
import { pageMessages, toasts } from '@app/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/form-field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { notify, sendJson, serverMessage } from '../../features/admin/api.ts';
import { ConfirmDialog } from '../../features/admin/confirm-dialog.tsx';
import { exportCsv } from '../../features/admin/csv-export.ts';
import { formatDate } from '../../features/admin/format.ts';
import {
  EmptyState,
  ErrorScreen,
  Pager,
  SearchBox,
  StatusBadge,
  Th,
} from '../../features/admin/list-controls.tsx';
import { useSessionExpiry } from '../../features/admin/session.ts';
import type { Subscriber } from '../../features/admin/types.ts';
import { PAGE_SIZE, useAdminList, useDebounced } from '../../features/admin/use-admin-list.ts';
import { HttpError } from '../../lib/api.ts';

const LIST = '/api/admin/subscribers';

export default function SubscribersPage() {
  const queryClient = useQueryClient();
  const expired = useSessionExpiry();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [status, setStatus] = useState('all');
  const [offset, setOffset] = useState(0);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const [busy, setBusy] = useState(false);
  const filters = { q, status: status === 'all' ? undefined : status };
  const onError = useCallback(() => notify(toasts.partnersLoadFailed, { destructive: true }), []);
  const list = useAdminList<Subscriber>(LIST, { ...filters, limit: PAGE_SIZE, offset }, { onError });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: [LIST] });

  const toggle = async (s: Subscriber) => {
    try {
      await sendJson('PUT', `${LIST}/${s.id}/status`, { active: !s.active });
      notify(toasts.statusUpdated);
      await invalidate();
    } catch (err) {
      if (expired(err)) return;
      if (err instanceof HttpError) {
        notify(toasts.subscriberUpdateFailed, { destructive: true, description: serverMessage(err) });
      } else notify(toasts.subscriberUpdateError, { destructive: true });
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await sendJson('DELETE', `${LIST}/${deleting.id}`);
      notify(toasts.subscriberDeleted);
      setDeleting(null);
      await invalidate();
    } catch (err) {
      if (!expired(err))
        notify(toasts.subscriberDeleteFailed, { destructive: true, description: serverMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const refresh = async () => {
    await invalidate();
    notify(toasts.dataRefreshed);
  };

  const doExport = async () => {
    try {
      await exportCsv(LIST, `${LIST}/export.csv`, filters);
    } catch (err) {
      if (!expired(err))
        notify({ title: 'Export failed' }, { destructive: true, description: serverMessage(err) });
    }
  };

  const rows = list.data?.rows ?? [];
  return (
    <AdminShell
      title="Email Subscribers"
      description="Newsletter sign-ups from the website."
      actions={
        <>
          <Button variant="outline" onClick={() => void refresh()}>
            <Icon name="refresh" className="h-4 w-4" />
            Refresh
          </Button>
          <Button onClick={() => void doExport()}>
            <Icon name="download" className="h-4 w-4" />
            Export to CSV
          </Button>
        </>
      }
    >
      {list.isError && !list.data ? (
        <ErrorScreen title={pageMessages.errorLoadingSubscribers} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox
              id="subscriber-search"
              label="Search by email, name or source"
              value={search}
              onChange={(v) => {
                setSearch(v);
                setOffset(0);
              }}
            />
            <label htmlFor="subscriber-status" className="sr-only">
              Filter by status
            </label>
            <Select
              id="subscriber-status"
              className="sm:w-44"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setOffset(0);
              }}
            >
              <option value="all">All subscribers</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </Select>
          </div>
          <div className="mt-4">
            {list.isPending ? (
              <p role="status" className="py-10 text-center text-slate-600">
                Loading subscribers…
              </p>
            ) : rows.length === 0 ? (
              <EmptyState>No subscribers found.</EmptyState>
            ) : (
              <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
                <table className="min-w-full divide-y divide-slate-200 text-sm">
                  <caption className="sr-only">Email subscribers</caption>
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      <Th>Email</Th>
                      <Th>Name</Th>
                      <Th>Source</Th>
                      <Th>Date Subscribed</Th>
                      <Th>Status</Th>
                      <Th>Actions</Th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {rows.map((s) => (
                      <tr key={s.id}>
                        <td className="px-3 py-2 font-medium break-all text-slate-900">{s.email}</td>
                        <td className="px-3 py-2">
                          {[s.firstName, s.lastName].filter(Boolean).join(' ') || '—'}
                        </td>
                        <td className="px-3 py-2">{s.source}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{formatDate(s.createdAt)}</td>
                        <td className="px-3 py-2">
                          <StatusBadge status={s.active ? 'active' : 'inactive'} />
                        </td>
                        <td className="px-3 py-2">
                          <div className="flex gap-1.5">
                            <Button size="sm" variant="outline" onClick={() => void toggle(s)}>
                              {s.active ? 'Deactivate' : 'Activate'}
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => setDeleting(s)}
                              aria-label={`Delete ${s.email}`}
                            >
                              <Icon name="trash" className="h-4 w-4" />
                              Delete
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {(list.data?.total ?? 0) > 0 && (
              <Pager
                offset={offset}
                limit={PAGE_SIZE}
                total={list.data!.total}
                onOffset={setOffset}
                label="subscribers"
              />
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete subscriber?"
        description={
          deleting ? `${deleting.email} will be removed from the list. This cannot be undone.` : ''
        }
        busy={busy}
        onConfirm={() => void remove()}
      />
    </AdminShell>
  );
}
