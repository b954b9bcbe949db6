/** The partner-application dialogs: details, status change (with the admin password), approved, resend. */
import { resendInvitationSchema } from '@app/contracts/forms/admin';
import { alerts, toasts, validationMessages } from '@app/contracts/messages';
import { partnerStatusOptions, type PartnerStatus } from '@app/contracts/options';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { notify } from '../../../components/ui/use-toast.ts';
import { displayValue, formatDateTime } from '../format.ts';
import { DetailList, StatusBadge } from '../list-controls.tsx';
import { endedSession } from '../session.ts';
import { useResendInvitation, useSetPartnerStatus } from '../api.ts';
import type { Partner } from '../types.ts';
import { apiErrorCodes } from '@app/contracts/api/common';
import { hasErrorCode, serverMessage } from '../../../lib/api.ts';

export function PartnerDetailDialog({
  partner,
  onClose,
  onChangeStatus,
}: {
  partner: Partner | null;
  onClose: () => void;
  onChangeStatus: (partner: Partner) => void;
}) {
  return (
    <Dialog open={partner !== null} onOpenChange={(open) => !open && onClose()}>
      {partner && (
        <DialogContent
          title={partner.companyName}
          description={`Partner application #${partner.id}`}
          className="max-w-2xl"
        >
          <DetailList
            items={[
              ['Status', <StatusBadge key="s" status={partner.status} />],
              ['Contact', partner.fullName],
              ['Email', partner.email],
              ['Phone', partner.contactNumber],
              ['Company website', displayValue(partner.companyWebsite)],
              ['Industry', partner.industry],
              ['Employees', partner.employeeCount],
              ['After-sale service', partner.offerAfterSaleService],
              ['Target region', partner.targetCountryRegion],
              ['Sales target plan', displayValue(partner.salesTargetPlan)],
              ['Referral source', displayValue(partner.referralSource)],
              ['Campaign', displayValue(partner.campaign)],
              ['Additional info', displayValue(partner.additionalInfo)],
              ['Submitted', formatDateTime(partner.createdAt)],
              ['Portal login', partner.loginEnabled ? 'Enabled' : 'Disabled'],
              ['Username', displayValue(partner.username)],
              ['Last login', formatDateTime(partner.lastLoginAt, 'Never')],
              ['Archived', partner.archived ? 'Yes' : 'No'],
            ]}
          />
          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            <Button onClick={() => onChangeStatus(partner)}>Change status</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

const verbs: Record<PartnerStatus, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  pending: 'Change status',
};

/** Shown when the picked status is the application's current one (nothing would change). */
const sameStatusMessage = (status: string) => `This application is already ${status}. Choose another status.`;

export interface StatusRequest {
  partner: Partner;
  /** Preselected status (Approve / Reject buttons) or the current one (Change status). */
  status: PartnerStatus;
}

/**
 * Sets a status after the signed-in admin re-enters their password (checked by the server). A wrong
 * password shows 'Incorrect password. Please try again.'; other failures the spec's alert.
 */
export function StatusChangeDialog({
  request,
  onClose,
  onChanged,
}: {
  request: StatusRequest | null;
  onClose: () => void;
  onChanged: (partner: Partner, status: PartnerStatus) => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {request && (
        <StatusChangeForm
          key={`${request.partner.id}-${request.status}`}
          request={request}
          onClose={onClose}
          onChanged={onChanged}
        />
      )}
    </Dialog>
  );
}

function StatusChangeForm({
  request,
  onClose,
  onChanged,
}: {
  request: StatusRequest;
  onClose: () => void;
  onChanged: (partner: Partner, status: PartnerStatus) => void;
}) {
  const [status, setStatus] = useState<PartnerStatus>(request.status);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useSetPartnerStatus();
  const busy = change.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === request.partner.status) {
      setStatusError(sameStatusMessage(status));
      return;
    }
    if (!password) {
      setError(validationMessages.adminPasswordRequired);
      return;
    }
    setError(null);
    change.mutate(
      { id: request.partner.id, status, adminPassword: password },
      {
        onSuccess: ({ partner }) => onChanged(partner, status),
        onError: (err) => {
          if (hasErrorCode(err, apiErrorCodes.wrongPassword)) {
            setError(toasts.incorrectPassword.title);
            setPassword('');
          } else if (hasErrorCode(err, apiErrorCodes.rateLimited)) {
            setError(serverMessage(err) ?? alerts.statusChangeFailed);
          } else if (endedSession(err)) {
            // The session ended (e.g. too many wrong passwords): the guard says why and goes to sign-in.
            onClose();
          } else {
            window.alert(alerts.statusChangeFailed);
            onClose();
          }
        },
      },
    );
  };

  // The title names what the dialog was opened for (Approve / Reject of a pending application, or a
  // status change), not the status currently picked in the select.
  const opened = request.status === request.partner.status ? 'Change status' : verbs[request.status];
  const verb = status === request.partner.status ? 'Change status' : verbs[status];
  return (
    <DialogContent
      title={`${opened}: ${request.partner.companyName}`}
      description="Enter your admin password to confirm the status change."
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field id="status-change-status" label="New status" error={statusError ?? undefined}>
          <Select
            id="status-change-status"
            value={status}
            invalid={Boolean(statusError)}
            onChange={(e) => {
              setStatus(e.target.value as PartnerStatus);
              setStatusError(null);
            }}
          >
            {partnerStatusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="status-change-password" label="Admin password" error={error ?? undefined} required>
          <Input
            id="status-change-password"
            type="password"
            autoComplete="current-password"
            value={password}
            invalid={Boolean(error)}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {status === 'approved' && request.partner.status !== 'approved' && (
          <p className="text-sm text-slate-600">
            Approval enables portal access and e-mails {request.partner.email} a link to choose a password.
          </p>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={busy} variant={status === 'rejected' ? 'destructive' : 'primary'}>
            {busy ? 'Saving…' : verb}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

export function ApprovedDialog({ partner, onClose }: { partner: Partner | null; onClose: () => void }) {
  return (
    <Dialog open={partner !== null} onOpenChange={(open) => !open && onClose()}>
      {partner && (
        <DialogContent title={alerts.partnerApproved.title} description={alerts.partnerApproved.description}>
          <DetailList
            items={[
              ['Company', partner.companyName],
              ['Invitation sent to', partner.email],
              ['Username', displayValue(partner.username)],
            ]}
          />
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>OK</Button>
            </DialogClose>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Resend: e-mail prefilled when the current one has an @; Send only with a non-empty value with an @. */
interface ResendProps {
  onClose: () => void;
}

export function ResendDialog({ partner, ...props }: ResendProps & { partner: Partner | null }) {
  return (
    <Dialog open={partner !== null} onOpenChange={(open) => !open && props.onClose()}>
      {partner && <ResendForm key={partner.id} partner={partner} {...props} />}
    </Dialog>
  );
}

function ResendForm({ partner, onClose }: ResendProps & { partner: Partner }) {
  const [email, setEmail] = useState(partner.email.includes('@') ? partner.email : '');
  const [error, setError] = useState<string | null>(null);
  const resend = useResendInvitation();
  const busy = resend.isPending;
  const sendable = email.trim() !== '' && email.includes('@');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resendInvitationSchema.safeParse({ email });
    if (!parsed.success) {
      setError(validationMessages.emailInvalid);
      return;
    }
    resend.mutate(
      { id: partner.id, email: parsed.data.email },
      {
        onSuccess: (res) => {
          notify(toasts.invitationResent(res?.email ?? parsed.data.email));
          onClose();
        },
        onError: (err) => notify(toasts.resendFailed, { destructive: true, description: serverMessage(err) }),
      },
    );
  };

  return (
    <DialogContent
      title="Resend portal invitation"
      description={`A new single-use link for ${partner.companyName}; earlier links stop working.`}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field id="resend-email" label="Email address" error={error ?? undefined} required>
          <Input
            id="resend-email"
            type="email"
            autoComplete="off"
            value={email}
            invalid={Boolean(error)}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={busy || !sendable}>
            {busy ? 'Sending…' : 'Send invitation'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
