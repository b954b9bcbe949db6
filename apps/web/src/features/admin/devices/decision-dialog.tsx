/** Refuse or revoke developer mode: a confirmation with the reason the developer is mailed. */
import { useState } from 'react';
import { deviceMessages } from '@app/contracts/devices';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Textarea } from '../../../components/ui/form-field.tsx';
import { staffDevicesCopy as copy } from '../../../content/devices.ts';
import type { StaffDevice } from './devices-api.ts';

export interface DecisionRequest {
  device: StaffDevice;
  action: 'refuse' | 'revoke';
}

export function DecisionDialog({
  request,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  request: DecisionRequest | null;
  busy: boolean;
  /** The server's field message for the reason. */
  error: string | undefined;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const refusing = request?.action === 'refuse';
  const shownError = error;
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          onClose();
        }
      }}
      title={refusing ? copy.refuseTitle : copy.revokeTitle}
      description={
        request
          ? `${request.device.modelName} · ${request.device.serialNumber} · ${request.device.developerEmail}`
          : ''
      }
      confirmLabel={refusing ? copy.refuse : copy.revoke}
      busy={busy}
      disabled={refusing && reason.trim() === ''}
      onConfirm={() => onConfirm(reason)}
    >
      <Field
        id="device-reason"
        label={copy.reasonLabel}
        required={refusing}
        error={shownError}
        hint={refusing ? deviceMessages.refuseReasonRequired : undefined}
      >
        <Textarea
          id="device-reason"
          rows={3}
          maxLength={1000}
          value={reason}
          invalid={Boolean(shownError)}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}
