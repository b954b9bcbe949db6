/**
 * The admin password asked again before a status change or a destructive staff action (bulk delete,
 * privacy erasure, another member's account or second factor). The server checks it (lib/staff-reauth.ts):
 * a wrong one answers `wrong_password`, too many in a row end the session (`reauth_locked`, handled by the
 * caller's session guard).
 */
import { toasts, validationMessages } from '@app/contracts/messages';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { Field, Input } from '../../components/ui/form-field.tsx';
import { apiErrorCodes } from '@app/contracts/api/common';
import { hasErrorCode, serverMessage } from '../../lib/api.ts';

/** What a failed re-check says on the password field (wrong, or too many tries); null for other failures. */
export function adminPasswordError(error: unknown): string | null {
  if (hasErrorCode(error, apiErrorCodes.wrongPassword)) return toasts.incorrectPassword.title;
  if (hasErrorCode(error, apiErrorCodes.rateLimited)) return serverMessage(error) ?? null;
  return null;
}

interface PasswordConfirmProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** The server's refusal of the password (adminPasswordError). */
  error: string | null;
  /** Not yet confirmable (e.g. another confirmation field still empty). */
  disabled?: boolean;
  onConfirm: (adminPassword: string) => void;
  /** Fields shown above the password. */
  children?: ReactNode;
}

/**
 * A confirmation dialog with the admin password. The form is mounted per opening, so a typed password
 * never waits in the page for the next use.
 */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  ...props
}: PasswordConfirmProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <PasswordConfirmForm {...props} />}
    </Dialog>
  );
}

function PasswordConfirmForm({
  title,
  description,
  confirmLabel,
  busy,
  error,
  disabled,
  onConfirm,
  children,
}: PasswordConfirmProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onConfirm(password);
  };
  const message = missing && !password ? validationMessages.adminPasswordRequired : (error ?? undefined);
  return (
    <DialogContent title={title} description={description}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {children}
        <Field id="admin-password-confirm" label="Admin password" error={message} required>
          <Input
            id="admin-password-confirm"
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
          <Button type="submit" variant="destructive" disabled={busy || disabled}>
            {busy ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
