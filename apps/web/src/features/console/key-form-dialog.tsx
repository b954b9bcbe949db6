/**
 * Generate API Key: key name, associated app (one of the developer's apps, or all of them), permissions
 * (read / write / admin) and an optional expiry date, checked with the shared newApiKeySchema. The new
 * secret goes to `onCreated`, which shows it once.
 */
import { newApiKeySchema } from '@app/contracts/forms/console';
import { limits } from '@app/contracts/limits';
import { apiKeyPermissionOptions } from '@app/contracts/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { Field, Select } from '../../components/ui/form-field.tsx';
import { CheckboxGroupField, TextField, useFieldError } from '../../components/form/fields.tsx';
import { isSessionEnd, useCreateKey } from './api.ts';
import { FormDialog } from './form-dialog.tsx';
import { showFormProblem } from './form-problem.ts';
import type { ConsoleApp, ConsoleKey } from './types.ts';

/** The form holds the app as the select's string value ('' = all apps). */
const formSchema = newApiKeySchema.omit({ appId: true }).extend({ appId: z.string() });
type KeyForm = z.input<typeof formSchema>;

const fields = new Set(['keyName', 'appId', 'permissions', 'expiresAt']);
const empty: KeyForm = { keyName: '', appId: '', permissions: ['read'], expiresAt: '' };
const permissionHints: Record<string, string> = {
  read: 'Read: list apps and submissions',
  write: 'Write: submit app versions for review',
  admin: 'Admin: everything, includes write and read',
};

function AppSelect({ apps }: { apps: ConsoleApp[] }) {
  const id = useId();
  const { register } = useFormContext<KeyForm>();
  const error = useFieldError<KeyForm>('appId');
  return (
    <Field id={id} label="Associated app" error={error} hint="A key tied to one app can only reach that app.">
      <Select id={id} invalid={Boolean(error)} {...register('appId')}>
        <option value="">All my apps</option>
        {apps.map((app) => (
          <option key={app.id} value={String(app.id)}>
            {app.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

export function KeyFormDialog({
  open,
  apps,
  onClose,
  onCreated,
}: {
  open: boolean;
  apps: ConsoleApp[];
  onClose: () => void;
  onCreated: (created: { secret: string; key: ConsoleKey }) => void;
}) {
  const create = useCreateKey();
  const form = useForm<KeyForm>({ resolver: zodResolver(formSchema), defaultValues: empty });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      {
        keyName: values.keyName,
        appId: values.appId ? Number(values.appId) : null,
        permissions: values.permissions,
        expiresAt: values.expiresAt ?? '',
      },
      {
        onSuccess: (created) => {
          onClose();
          onCreated(created);
        },
        onError: (error) => {
          if (isSessionEnd(error)) return onClose();
          showFormProblem(form.setError, error, { title: 'Could not generate the key', fields });
        },
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Generate API Key"
      description="Use API keys in your tools and CI to call the developer API."
      form={form}
      onSubmit={onSubmit}
      submitLabel={'Generate Key'}
      pendingLabel={'Generating...'}
      pending={create.isPending}
    >
      <TextField<KeyForm>
        name="keyName"
        label="Key name"
        placeholder="CI pipeline"
        maxLength={limits.name}
        required
      />
      <AppSelect apps={apps} />
      <CheckboxGroupField<KeyForm>
        name="permissions"
        label="Permissions"
        options={apiKeyPermissionOptions.map((o) => ({
          value: o.value,
          label: permissionHints[o.value] ?? o.label,
        }))}
        optionsClassName="grid-cols-1"
        required
      />
      <TextField<KeyForm>
        name="expiresAt"
        label="Expiry date (optional)"
        type="date"
        hint={`Leave empty for a key that does not expire. The key works through the end of that day (UTC). Today: ${today()}.`}
      />
    </FormDialog>
  );
}
