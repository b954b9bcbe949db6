/**
 * "Add staff member" on the Staff screen: user name, optional e-mail, the password the account starts
 * with and the admin password of the one adding it. The server applies the one new-password rule and
 * answers its feedback on the password field; field errors of a 400 show on their fields.
 */
import type { StaffCreate } from '@app/contracts/forms/second-factor';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { apiErrorCodes } from '@app/contracts/api/common';
import { hasErrorCode, HttpError, serverMessage } from '../../../lib/api.ts';
import { useCreateStaff } from '../api.ts';
import { adminPasswordError } from '../admin-password.tsx';

type Values = Omit<StaffCreate, 'email'> & { email: string };
const empty: Values = { username: '', email: '', password: '', adminPassword: '' };
const labels: Record<keyof Values, string> = {
  username: 'Username',
  email: 'Email (optional)',
  password: 'Password',
  adminPassword: 'Admin password',
};

export function CreateStaffDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (message: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <CreateStaffForm onCreated={onCreated} />}
    </Dialog>
  );
}

function CreateStaffForm({ onCreated }: { onCreated: (message: string) => void }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateStaff();
  const busy = create.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    create.mutate(values, {
      onSuccess: ({ message }) => onCreated(message),
      onError: (error) => {
        const refused = adminPasswordError(error);
        if (refused) setErrors({ adminPassword: refused });
        else if (hasErrorCode(error, apiErrorCodes.validationFailed) && error instanceof HttpError)
          setErrors(error.fieldErrors);
        else setFailure(serverMessage(error) ?? 'Could not add the staff member. Please try again.');
      },
    });
  };

  const field = (name: keyof Values, type: string, autoComplete: string) => (
    <Field id={`staff-${name}`} label={labels[name]} error={errors[name]} required={name !== 'email'}>
      <Input
        id={`staff-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        invalid={Boolean(errors[name])}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    </Field>
  );

  return (
    <DialogContent
      title="Add staff member"
      description="The new member signs in with this user name and password. Enter your admin password to confirm."
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        {field('username', 'text', 'off')}
        {field('email', 'email', 'off')}
        {field('password', 'password', 'new-password')}
        {field('adminPassword', 'password', 'current-password')}
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Add staff member'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
