/** The dashboard's per-row delete, with its confirmation. */
import { toasts } from '@app/contracts/messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notify } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api.ts';
import { adminLists, useDeleteRecord } from '../api.ts';
import { endedSession } from '../session.ts';
import { overviewEntities } from './entities.ts';
import type { OverviewEntity } from './overview-tables.tsx';

export interface DeletionTarget {
  id: number;
  label: string;
}

export function DeleteItemDialog({
  entity,
  target,
  onClose,
  onDeleted,
}: {
  entity: OverviewEntity;
  target: DeletionTarget | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { list, item } = overviewEntities[entity];
  const changes = entity === 'partners' ? [list, adminLists.partnerCounts] : [list];
  const deletion = useDeleteRecord(item, changes);

  const confirm = () => {
    if (!target) return;
    deletion.mutate(target.id, {
      onSuccess: () => {
        notify(entity === 'subscribers' ? toasts.subscriberDeleted : toasts.applicationDeleted);
        onClose();
        onDeleted();
      },
      onError: (err) => {
        if (!endedSession(err))
          notify(toasts.subscriberDeleteFailed, { destructive: true, description: serverMessage(err) });
      },
    });
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this item?"
      description={target ? `${target.label} will be deleted. This action cannot be undone.` : ''}
      busy={deletion.isPending}
      onConfirm={confirm}
    />
  );
}
