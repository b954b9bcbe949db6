/** Row actions of partner applications and the dialogs they open, shared by the table and the cards. */
import { toasts } from '@app/contracts/messages';
import type { PartnerStatus } from '@app/contracts/options';
import { useCallback, useState, type ReactNode } from 'react';
import { notify } from '../../../components/ui/use-toast.ts';
import { endedSession } from '../session.ts';
import { useArchivePartner } from '../api.ts';
import type { Partner } from '../types.ts';
import {
  ApprovedDialog,
  PartnerDetailDialog,
  ResendDialog,
  StatusChangeDialog,
  type StatusRequest,
} from './partner-dialogs.tsx';
import { HttpError } from '../../../lib/api.ts';

export interface PartnerActions {
  view: (partner: Partner) => void;
  changeStatus: (partner: Partner, status?: PartnerStatus) => void;
  resend: (partner: Partner) => void;
  archive: (partner: Partner, archived: boolean) => void;
  dialogs: ReactNode;
}

export function usePartnerActions(): PartnerActions {
  const [viewing, setViewing] = useState<Partner | null>(null);
  const [statusRequest, setStatusRequest] = useState<StatusRequest | null>(null);
  const [approved, setApproved] = useState<Partner | null>(null);
  const [resending, setResending] = useState<Partner | null>(null);

  const { mutate: setArchived } = useArchivePartner();

  const archive = useCallback(
    (partner: Partner, archived: boolean) =>
      setArchived(
        { id: partner.id, archived },
        {
          onSuccess: () => notify(archived ? toasts.archived : { title: 'Partner application restored' }),
          onError: (err) => {
            if (endedSession(err)) return;
            notify(err instanceof HttpError ? toasts.archiveFailed : toasts.archiveError, {
              destructive: true,
            });
          },
        },
      ),
    [setArchived],
  );

  const onChanged = (partner: Partner, status: PartnerStatus) => {
    setStatusRequest(null);
    if (status === 'approved' && partner.invitationSent) setApproved(partner);
    else if (status === 'rejected') notify(toasts.rejected);
    else notify(toasts.statusChanged(status));
  };

  return {
    view: setViewing,
    changeStatus: (partner, status) =>
      setStatusRequest({ partner, status: status ?? (partner.status as PartnerStatus) }),
    resend: setResending,
    archive,
    dialogs: (
      <>
        <PartnerDetailDialog
          partner={viewing}
          onClose={() => setViewing(null)}
          onChangeStatus={(partner) => {
            setViewing(null);
            setStatusRequest({ partner, status: partner.status as PartnerStatus });
          }}
        />
        <StatusChangeDialog
          request={statusRequest}
          onClose={() => setStatusRequest(null)}
          onChanged={onChanged}
        />
        <ApprovedDialog partner={approved} onClose={() => setApproved(null)} />
        <ResendDialog partner={resending} onClose={() => setResending(null)} />
      </>
    ),
  };
}
