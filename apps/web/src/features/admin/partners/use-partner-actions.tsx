/** Row actions of partner applications and the dialogs they open, shared by the table and the cards. */
import { toasts } from '@app/contracts/messages';
import type { PartnerStatus } from '@app/contracts/options';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { notify } from '../../../components/ui/use-toast.ts';
import { useSessionExpiry } from '../session.ts';
import type { Partner } from '../types.ts';
import {
  ApprovedDialog,
  PartnerDetailDialog,
  ResendDialog,
  StatusChangeDialog,
  type StatusRequest,
} from './partner-dialogs.tsx';
import { apiJson, HttpError } from '../../../lib/api.ts';

export interface PartnerActions {
  view: (partner: Partner) => void;
  changeStatus: (partner: Partner, status?: PartnerStatus) => void;
  resend: (partner: Partner) => void;
  archive: (partner: Partner, archived: boolean) => void;
  dialogs: ReactNode;
}

export function usePartnerActions(): PartnerActions {
  const queryClient = useQueryClient();
  const expired = useSessionExpiry();
  const [viewing, setViewing] = useState<Partner | null>(null);
  const [statusRequest, setStatusRequest] = useState<StatusRequest | null>(null);
  const [approved, setApproved] = useState<Partner | null>(null);
  const [resending, setResending] = useState<Partner | null>(null);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['/api/partners/raw'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/partners/counts'] });
  }, [queryClient]);

  const archive = useCallback(
    (partner: Partner, archived: boolean) => {
      void (async () => {
        try {
          await apiJson('PUT', `/api/admin/partners/${partner.id}/archive`, { archived });
          notify(archived ? toasts.archived : { title: 'Partner application restored' });
          refresh();
        } catch (err) {
          if (expired(err)) return;
          notify(err instanceof HttpError ? toasts.archiveFailed : toasts.archiveError, {
            destructive: true,
          });
        }
      })();
    },
    [expired, refresh],
  );

  const onChanged = (partner: Partner, status: PartnerStatus) => {
    setStatusRequest(null);
    refresh();
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
        <ResendDialog partner={resending} onClose={() => setResending(null)} onSent={refresh} />
      </>
    ),
  };
}
