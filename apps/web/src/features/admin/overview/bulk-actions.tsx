/**
 * The dashboard's batch actions on the checked rows: the bar, then the admin password for a delete or a
 * partner status change (checked by the server), through one `useBulkAction` mutation.
 */
import { alerts, toasts } from '@app/contracts/messages';
import type { PartnerStatus } from '@app/contracts/options';
import { useState } from 'react';
import { notify } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api.ts';
import { adminPasswordError, PasswordConfirmDialog } from '../admin-password.tsx';
import { useBulkAction } from '../api.ts';
import { endedSession } from '../session.ts';
import { BulkBar, BulkStatusDialog, type BulkChoice } from './bulk-bar.tsx';
import type { OverviewEntity } from './overview-tables.tsx';

type Request = { kind: 'delete'; count: number } | { kind: 'status'; status: PartnerStatus; count: number };

export function BulkActions({
  entity,
  ids,
  onDone,
}: {
  entity: OverviewEntity;
  ids: number[];
  /** After a batch went through (the selection is cleared). */
  onDone: () => void;
}) {
  const bulk = useBulkAction();
  const [request, setRequest] = useState<Request | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => setRequest(null);

  const open = (choice: Exclude<BulkChoice, ''>) => {
    setRefusal(null);
    setRequest(
      choice === 'delete'
        ? { kind: 'delete', count: ids.length }
        : { kind: 'status', status: choice.slice('status:'.length) as PartnerStatus, count: ids.length },
    );
  };

  const confirm = (adminPassword: string) => {
    if (!request) return;
    const status = request.kind === 'status' ? request.status : undefined;
    bulk.mutate(
      { entity, ids, action: request.kind, status, adminPassword },
      {
        onSuccess: ({ affected }) => {
          notify(status ? toasts.statusChanged(status) : { title: `Deleted ${affected} item(s)` });
          close();
          onDone();
        },
        onError: (err) => {
          if (endedSession(err)) return;
          const refused = adminPasswordError(err);
          if (refused) return setRefusal(refused);
          close();
          if (status) window.alert(alerts.statusChangeFailed);
          else notify({ title: 'Deletion failed' }, { destructive: true, description: serverMessage(err) });
        },
      },
    );
  };

  return (
    <>
      <BulkBar
        key={entity}
        selected={ids.length}
        allowStatus={entity === 'partners'}
        busy={bulk.isPending}
        onApply={open}
      />
      <PasswordConfirmDialog
        open={request?.kind === 'delete'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Delete selected items?"
        description={alerts.bulkDeleteConfirm(request?.count ?? 0)}
        confirmLabel="Delete"
        busy={bulk.isPending}
        error={refusal}
        onConfirm={confirm}
      />
      <BulkStatusDialog
        request={request?.kind === 'status' ? request : null}
        error={refusal}
        busy={bulk.isPending}
        onCancel={close}
        onConfirm={confirm}
      />
    </>
  );
}
