/**
 * /admin/held: the public posts the form guard held back (a filled honeypot, a forged token), with the
 * form, the data and the reason. Release stores one as an accepted post (row, form submission, staff
 * notification, audit entry); Delete drops it.
 */
import { guardLabels } from '@app/contracts/forms/guard';
import { formTypes } from '@app/contracts/options';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/card.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { AdminListView, ListActions } from '../../features/admin/admin-list-view.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { useHeldAction } from '../../features/admin/api.ts';
import { AdminTable } from '../../features/admin/admin-table.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import {
  displayValue,
  fieldLabel,
  formatDateTime,
  preview,
  submissionMessage,
} from '../../features/admin/format.ts';
import { DetailList } from '../../features/admin/list-controls.tsx';
import type { HeldPost } from '../../features/admin/types.ts';
import { useAdminListPage } from '../../features/admin/use-admin-list.ts';
import { serverMessage } from '../../lib/api.ts';
import { notify } from '../../components/ui/use-toast.ts';

const LIST = '/api/admin/held';
const typeFilter = {
  id: 'held-type',
  label: 'Filter by form type',
  className: 'sm:w-52',
  allLabel: 'All form types',
  options: formTypes.map((t) => ({ value: t, label: t })),
};
const columns = ['Received', 'Form Type', 'From', 'Message', 'Reason', 'Actions'];

const reasonLabel = (reason: string) => guardLabels[reason as keyof typeof guardLabels] ?? reason;

/** Who a held post says it is from: the name and e-mail fields of any form. */
function sender(payload: Record<string, unknown>): string {
  const name =
    typeof payload.fullName === 'string'
      ? payload.fullName
      : [payload.firstName, payload.lastName].filter((part) => typeof part === 'string' && part).join(' ');
  const email = typeof payload.email === 'string' ? payload.email : '';
  return [name, email].filter(Boolean).join(' · ') || '—';
}

export default function HeldPage() {
  const page = useAdminListPage<HeldPost>(LIST);
  const [viewing, setViewing] = useState<HeldPost | null>(null);
  const [deleting, setDeleting] = useState<HeldPost | null>(null);
  const held = useHeldAction();
  // The post whose action is on its way (its buttons wait).
  const busyId = held.isPending ? held.variables.id : null;

  const act = (post: HeldPost, action: 'release' | 'delete') =>
    held.mutate(
      { id: post.id, action },
      {
        onSuccess: () => {
          notify(
            action === 'release'
              ? {
                  title: 'Post released',
                  description: 'It is now with the other submissions, and staff were notified.',
                }
              : { title: 'Held post deleted' },
          );
          setViewing(null);
          setDeleting(null);
        },
        onError: (err) =>
          notify(
            { title: action === 'release' ? 'Release failed' : 'Delete failed' },
            { destructive: true, description: serverMessage(err) },
          ),
      },
    );

  return (
    <AdminShell
      title="Held"
      description="Posts the spam guard held back: a filled hidden field or a forged form token. Release what a person sent; delete the rest."
      actions={<ListActions page={page} />}
    >
      <AdminListView
        page={page}
        search={{ id: 'held-search', label: 'Search the posted data' }}
        filter={typeFilter}
        errorText="The held posts could not be loaded. Refresh to try again."
        loadingText="Loading held posts…"
        emptyText="Nothing is held. Every recent post reached the lists."
        pagerLabel="held posts"
      >
        {(rows) => (
          <AdminTable caption="Held posts" columns={columns}>
            {rows.map((post) => (
              <tr key={post.id}>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(post.createdAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{post.formType}</td>
                <td className="min-w-48 px-3 py-2 [overflow-wrap:anywhere]">{sender(post.payload)}</td>
                <td className="max-w-xs px-3 py-2 text-slate-700">
                  {preview(submissionMessage(post.payload), 50)}
                </td>
                <td className="px-3 py-2">
                  <Badge tone="yellow">{reasonLabel(post.reason)}</Badge>
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setViewing(post)}
                      aria-label={`View held post ${post.id}`}
                    >
                      <Icon name="eye" className="h-4 w-4" />
                      View
                    </Button>
                    <Button
                      size="sm"
                      disabled={busyId === post.id}
                      onClick={() => act(post, 'release')}
                      aria-label={`Release held post ${post.id}`}
                    >
                      Release
                    </Button>
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={busyId === post.id}
                      onClick={() => setDeleting(post)}
                      aria-label={`Delete held post ${post.id}`}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListView>
      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        {viewing && (
          <DialogContent
            title={`Held post #${viewing.id}`}
            description={`${viewing.formType} · ${formatDateTime(viewing.createdAt)}`}
            className="max-w-2xl"
          >
            <DetailList
              items={[
                ['Form type', viewing.formType],
                ['Reason', reasonLabel(viewing.reason)],
                ['Received', formatDateTime(viewing.createdAt)],
                ['From address', displayValue(viewing.ipAddress)],
              ]}
            />
            <div className="border-t border-slate-200 pt-4">
              <h3 className="mb-3 font-semibold">Posted data</h3>
              <DetailList
                items={Object.entries(viewing.payload).map(
                  ([key, value]) => [fieldLabel(key), displayValue(value)] as const,
                )}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Button
                variant="destructive"
                disabled={busyId === viewing.id}
                onClick={() => setDeleting(viewing)}
              >
                Delete
              </Button>
              <Button disabled={busyId === viewing.id} onClick={() => act(viewing, 'release')}>
                Release
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this held post?"
        description="It is removed for good and never reaches the lists."
        busy={deleting !== null && busyId === deleting.id}
        onConfirm={() => deleting && act(deleting, 'delete')}
      />
    </AdminShell>
  );
}
