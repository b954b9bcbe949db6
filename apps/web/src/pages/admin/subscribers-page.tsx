/**
 * /admin/subscribers (doc 2 §2.1.4): search, Export to CSV (server file, current filters), activate /
 * deactivate, delete with confirmation, refresh, and the 'Error Loading Subscribers' retry screen.
 */
import { subscriberStatusOf } from '@app/contracts/newsletter-confirmation';
import { pageMessages, toasts } from '@app/contracts/messages';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { AdminListView, ListActions } from '../../features/admin/admin-list-view.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { AdminTable } from '../../features/admin/admin-table.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatDate } from '../../features/admin/format.ts';
import { StatusBadge } from '../../features/admin/list-controls.tsx';
import { endedSession } from '../../features/admin/session.ts';
import { adminLists, useDeleteRecord, useSetSubscriberActive } from '../../features/admin/api.ts';
import type { Subscriber } from '../../features/admin/types.ts';
import { useAdminListPage } from '../../features/admin/use-admin-list.ts';
import { HttpError, serverMessage } from '../../lib/api.ts';
import { notify } from '../../components/ui/use-toast.ts';
import { EmailText } from '../../features/admin/email-text.tsx';

const LIST = adminLists.subscribers;
const statusFilter = {
  id: 'subscriber-status',
  label: 'Filter by status',
  className: 'sm:w-44',
  allLabel: 'All subscribers',
  options: [
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive' },
    { value: 'unconfirmed', label: 'Unconfirmed' },
  ],
};
const columns = ['Email', 'Name', 'Source', 'Date Subscribed', 'Status', 'Actions'];

export default function SubscribersPage() {
  const page = useAdminListPage<Subscriber>(LIST, { loadFailed: toasts.partnersLoadFailed });
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const setActive = useSetSubscriberActive();
  const deletion = useDeleteRecord(LIST, [LIST]);

  const toggle = (s: Subscriber) =>
    setActive.mutate(
      { id: s.id, active: !s.active },
      {
        onSuccess: () => notify(toasts.statusUpdated),
        onError: (err) => {
          if (endedSession(err)) return;
          if (err instanceof HttpError) {
            notify(toasts.subscriberUpdateFailed, { destructive: true, description: serverMessage(err) });
          } else notify(toasts.subscriberUpdateError, { destructive: true });
        },
      },
    );

  const remove = () => {
    if (!deleting) return;
    deletion.mutate(deleting.id, {
      onSuccess: () => {
        notify(toasts.subscriberDeleted);
        setDeleting(null);
      },
      onError: (err) => {
        if (!endedSession(err))
          notify(toasts.subscriberDeleteFailed, { destructive: true, description: serverMessage(err) });
      },
    });
  };

  return (
    <AdminShell
      title="Email Subscribers"
      description="Newsletter sign-ups from the website."
      actions={<ListActions page={page} />}
    >
      <AdminListView
        page={page}
        search={{ id: 'subscriber-search', label: 'Search by email, name or source' }}
        filter={statusFilter}
        errorTitle={pageMessages.errorLoadingSubscribers}
        loadingText="Loading subscribers…"
        emptyText="No subscribers found."
        pagerLabel="subscribers"
      >
        {(rows) => (
          <AdminTable caption="Email subscribers" columns={columns}>
            {rows.map((s) => (
              <tr key={s.id}>
                <td className="min-w-56 px-3 py-2 font-medium text-slate-900">
                  <EmailText email={s.email} />
                </td>
                <td className="px-3 py-2">{[s.firstName, s.lastName].filter(Boolean).join(' ') || '—'}</td>
                <td className="px-3 py-2">{s.source}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(s.createdAt)}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={subscriberStatusOf(s)} />
                </td>
                <td className="px-3 py-2">
                  <div className="flex gap-1.5">
                    <Button size="sm" variant="outline" onClick={() => toggle(s)}>
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
          </AdminTable>
        )}
      </AdminListView>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete subscriber?"
        description={
          deleting ? `${deleting.email} will be removed from the list. This cannot be undone.` : ''
        }
        busy={deletion.isPending}
        onConfirm={remove}
      />
    </AdminShell>
  );
}
