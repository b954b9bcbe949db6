/** The combined dashboard's batch bar: choose an action, apply it to the selected items. */
import { validationMessages } from '@app/contracts/messages';
import { partnerStatusOptions, type PartnerStatus } from '@app/contracts/options';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';

export type BulkChoice = '' | 'delete' | `status:${PartnerStatus}`;

export function BulkBar({
  selected,
  allowStatus,
  busy,
  onApply,
}: {
  selected: number;
  allowStatus: boolean;
  busy: boolean;
  onApply: (choice: Exclude<BulkChoice, ''>) => void;
}) {
  const [choice, setChoice] = useState<BulkChoice>('');
  return (
    <div className="inline-flex w-fit flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <span className="text-sm whitespace-nowrap text-slate-700" aria-live="polite">
        {selected} selected
      </span>
      <label htmlFor="bulk-action" className="sr-only">
        Batch action
      </label>
      <div className="w-56">
        <Select id="bulk-action" value={choice} onChange={(e) => setChoice(e.target.value as BulkChoice)}>
          <option value="">Choose an action…</option>
          <option value="delete">Delete selected</option>
          {allowStatus &&
            partnerStatusOptions.map((o) => (
              <option key={o.value} value={`status:${o.value}`}>
                Set status: {o.label}
              </option>
            ))}
        </Select>
      </div>
      <Button
        size="sm"
        disabled={busy || selected === 0 || choice === ''}
        onClick={() => choice && onApply(choice)}
      >
        Apply
      </Button>
    </div>
  );
}

type BulkStatusRequest = { status: PartnerStatus; count: number };

interface BulkStatusProps {
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}

/**
 * The admin password for a bulk status change (checked by the server, like the single change). The form
 * is mounted per opening, so a typed password never waits in the page for the next use.
 */
export function BulkStatusDialog({
  request,
  ...props
}: BulkStatusProps & { request: BulkStatusRequest | null }) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && props.onCancel()}>
      {request && <BulkStatusForm request={request} {...props} />}
    </Dialog>
  );
}

function BulkStatusForm({
  request,
  error,
  busy,
  onConfirm,
}: BulkStatusProps & { request: BulkStatusRequest }) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onConfirm(password);
  };
  const message = missing && !password ? validationMessages.adminPasswordRequired : (error ?? undefined);
  return (
    <DialogContent
      title={`Set ${request.count} application(s) to ${request.status}`}
      description="Enter your admin password to confirm the status change."
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field id="bulk-password" label="Admin password" error={message} required>
          <Input
            id="bulk-password"
            type="password"
            autoComplete="current-password"
            value={password}
            invalid={Boolean(message)}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Change status'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
