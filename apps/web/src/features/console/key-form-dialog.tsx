/**
 * Generate API Key: a secret key (in the mode the console shows: live or test) or a publishable key
 * (bound to one app, meant to be embedded in it), its name, the app (required for a publishable key),
 * permissions (secret keys) and an optional expiry moment in the developer's time zone, checked with the
 * shared key rules. The new secret goes to `onCreated`, which shows it once.
 */
import { keySchemasWith, type ConsoleMessages } from '@app/contracts/forms/console';
import { limits } from '@app/contracts/limits';
import { apiKeyKinds, apiKeyPermissions } from '@app/contracts/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, Select } from '../../components/ui/form-field.tsx';
import {
  CheckboxGroupField,
  RadioGroupField,
  TextField,
  useFieldError,
} from '../../components/form/fields.tsx';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { isSessionEnd, useCreateKey } from './api.ts';
import { useConsole } from './console-context.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useShowFormProblem } from './form-problem.ts';
import { useConsoleSchema } from './console-schemas.ts';
import { browserTimeZone, fromLocalInput } from './key-time.ts';
import type { ConsoleApp, ConsoleKey } from './types.ts';

/**
 * The form holds the app as the select's string value ('' = all apps) and the expiry as local time; the
 * messages are the page's (console-schemas.ts).
 */
const formSchemaWith = (messages: ConsoleMessages) =>
  keySchemasWith(messages)
    .newApiKeyFieldsSchema.omit({ appId: true, mode: true, expiresAt: true })
    .extend({ appId: z.string(), expiresAt: z.string() })
    .superRefine((key, issues) => {
      if (key.kind === 'publishable' && !key.appId) {
        issues.addIssue({
          code: 'custom',
          path: ['appId'],
          message: messages.validation.publishableKeyNeedsApp,
        });
      }
    });
type KeyForm = z.input<ReturnType<typeof formSchemaWith>>;

const fields = new Set(['keyName', 'kind', 'appId', 'permissions', 'expiresAt']);
const empty: KeyForm = { keyName: '', kind: 'secret', appId: '', permissions: ['read'], expiresAt: '' };
/** The permission checkboxes of a secret key (Generate and Edit), each with what it allows. */
export function useKeyPermissionOptions() {
  const { permissionHints } = useContent('consoleUi', consoleUi).keyForm;
  return apiKeyPermissions.map((value) => ({ value, label: permissionHints[value] ?? value }));
}

function AppSelect({ apps, publishable }: { apps: ConsoleApp[]; publishable: boolean }) {
  const id = useId();
  const copy = useContent('consoleUi', consoleUi).keyForm;
  const { register } = useFormContext<KeyForm>();
  const error = useFieldError<KeyForm>('appId');
  return (
    <Field id={id} label={copy.app} error={error} hint={publishable ? copy.publishableAppHint : copy.appHint}>
      <Select id={id} invalid={Boolean(error)} {...register('appId')}>
        <option value="">{publishable ? copy.selectApp : copy.allApps}</option>
        {apps.map((app) => (
          <option key={app.id} value={String(app.id)}>
            {app.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

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
  const { mode } = useConsole();
  const copy = useContent('consoleUi', consoleUi).keyForm;
  const showFormProblem = useShowFormProblem();
  const permissionOptions = useKeyPermissionOptions();
  const kindOptions = apiKeyKinds.map((value) => ({ value, label: copy.kinds[value] ?? value }));
  const formSchema = useConsoleSchema(formSchemaWith);
  const form = useForm<KeyForm>({ resolver: zodResolver(formSchema), defaultValues: empty });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const publishable = kind === 'publishable';

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      {
        keyName: values.keyName,
        kind: values.kind,
        mode,
        appId: values.appId ? Number(values.appId) : null,
        ...(values.kind === 'secret' ? { permissions: values.permissions } : {}),
        expiresAt: fromLocalInput(values.expiresAt),
      },
      {
        onSuccess: (created) => {
          onClose();
          onCreated(created);
        },
        onError: (error) => {
          if (isSessionEnd(error)) return onClose();
          showFormProblem(form.setError, error, { title: copy.failed, fields });
        },
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={mode === 'test' ? copy.testTitle : copy.title}
      description={mode === 'test' ? copy.testDescription : copy.description}
      form={form}
      onSubmit={onSubmit}
      submitLabel={copy.submit}
      pendingLabel={copy.pending}
      pending={create.isPending}
    >
      <RadioGroupField<KeyForm>
        name="kind"
        label={copy.kind}
        options={kindOptions}
        optionsClassName="grid gap-2"
        required
      />
      <TextField<KeyForm>
        name="keyName"
        label={copy.name}
        placeholder={publishable ? copy.publishableNamePlaceholder : copy.namePlaceholder}
        maxLength={limits.name}
        required
      />
      <AppSelect apps={apps} publishable={publishable} />
      {!publishable && (
        <CheckboxGroupField<KeyForm>
          name="permissions"
          label={copy.permissions}
          options={permissionOptions}
          optionsClassName="grid-cols-1"
          required
        />
      )}
      <TextField<KeyForm>
        name="expiresAt"
        label={copy.expires}
        type="datetime-local"
        hint={copy.expiresHint(browserTimeZone())}
      />
    </FormDialog>
  );
}
