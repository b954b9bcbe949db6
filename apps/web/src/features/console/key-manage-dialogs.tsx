/**
 * Changing a key (decision 0060): Edit (rename, permissions of a secret key, the expiry moment in the
 * developer's time zone) and Roll (a new secret; the former one keeps working for the overlap picked,
 * then stops). The rolled key's new secret is shown once, like a new key's.
 */
import { keySchemasWith, type ConsoleMessages } from '@app/contracts/forms/console';
import { limits } from '@app/contracts/limits';
import { keyRollOverlaps, type KeyRollOverlap } from '@app/contracts/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '../../components/ui/use-toast.ts';
import { CheckboxGroupField, RadioGroupField, TextField } from '../../components/form/fields.tsx';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { isSessionEnd, useEditKey, useRollKey } from './api.ts';
import { useProblemText } from './console-text.ts';
import { useConsole } from './console-context.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useShowFormProblem } from './form-problem.ts';
import { useConsoleSchema } from './console-schemas.ts';
import { useKeyPermissionOptions } from './key-form-dialog.tsx';
import { browserTimeZone, fromLocalInput, toLocalInput } from './key-time.ts';
import type { ConsoleKey } from './types.ts';

/** A key's changes as the form holds them (the name required, the expiry as local time). */
const editSchemaWith = (messages: ConsoleMessages) => {
  const { updateApiKeySchema } = keySchemasWith(messages);
  return updateApiKeySchema.omit({ expiresAt: true }).extend({
    keyName: updateApiKeySchema.shape.keyName.unwrap(),
    expiresAt: z.string(),
  });
};
type EditForm = z.input<ReturnType<typeof editSchemaWith>>;
const editFields = new Set(['keyName', 'permissions', 'expiresAt']);

export function KeyEditDialog({ keyRow, onClose }: { keyRow: ConsoleKey | null; onClose: () => void }) {
  const edit = useEditKey();
  const { keyEdit: copy, keyForm } = useContent('consoleUi', consoleUi);
  const showFormProblem = useShowFormProblem();
  const permissionOptions = useKeyPermissionOptions();
  const editSchema = useConsoleSchema(editSchemaWith);
  const form = useForm<EditForm>({ resolver: zodResolver(editSchema) });
  const { reset } = form;
  useEffect(() => {
    if (keyRow) {
      reset({
        keyName: keyRow.keyName,
        permissions: keyRow.permissions as EditForm['permissions'],
        expiresAt: toLocalInput(keyRow.expiresAt),
      });
    }
  }, [keyRow, reset]);
  const publishable = keyRow?.kind === 'publishable';

  const onSubmit = form.handleSubmit((values) => {
    if (!keyRow) return;
    edit.mutate(
      {
        id: keyRow.id,
        changes: {
          keyName: values.keyName,
          ...(publishable ? {} : { permissions: values.permissions }),
          expiresAt: fromLocalInput(values.expiresAt),
        },
      },
      {
        onSuccess: () => {
          toast({ title: copy.saved, description: values.keyName });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnd(error)) return onClose();
          showFormProblem(form.setError, error, { title: copy.failed, fields: editFields });
        },
      },
    );
  });

  return (
    <FormDialog
      open={keyRow !== null}
      onClose={onClose}
      title={copy.title}
      description={copy.description}
      form={form}
      onSubmit={onSubmit}
      submitLabel={copy.submit}
      pendingLabel={copy.pending}
      pending={edit.isPending}
    >
      <TextField<EditForm> name="keyName" label={keyForm.name} maxLength={limits.name} required />
      {!publishable && (
        <CheckboxGroupField<EditForm>
          name="permissions"
          label={keyForm.permissions}
          options={permissionOptions}
          optionsClassName="grid-cols-1"
          required
        />
      )}
      <TextField<EditForm>
        name="expiresAt"
        label={keyForm.expires}
        type="datetime-local"
        hint={copy.expiresHint(browserTimeZone())}
      />
    </FormDialog>
  );
}

const rollSchemaWith = (messages: ConsoleMessages) => keySchemasWith(messages).rollApiKeySchema;
type RollForm = z.input<ReturnType<typeof rollSchemaWith>>;

export function KeyRollDialog({ keyRow, onClose }: { keyRow: ConsoleKey | null; onClose: () => void }) {
  const roll = useRollKey();
  const { showSecret } = useConsole();
  const copy = useContent('consoleUi', consoleUi).keyRoll;
  const problemText = useProblemText();
  const { tryAgain } = useContent('consoleUi', consoleUi).page;
  const overlapOptions = keyRollOverlaps.map((value) => ({ value, label: copy.overlaps[value] ?? value }));
  const rollSchema = useConsoleSchema(rollSchemaWith);
  const form = useForm<RollForm>({ resolver: zodResolver(rollSchema), defaultValues: { overlap: '24h' } });
  const { reset } = form;
  useEffect(() => {
    if (keyRow) reset({ overlap: '24h' });
  }, [keyRow, reset]);

  const onSubmit = form.handleSubmit((values) => {
    if (!keyRow) return;
    roll.mutate(
      { id: keyRow.id, overlap: values.overlap as KeyRollOverlap },
      {
        onSuccess: (rolled) => {
          onClose();
          showSecret(rolled.secret, rolled.key.keyName);
        },
        onError: (error) => {
          if (isSessionEnd(error)) return onClose();
          toast({
            title: copy.failed,
            description: problemText(error, tryAgain),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <FormDialog
      open={keyRow !== null}
      onClose={onClose}
      title={copy.title(keyRow?.keyName ?? copy.theKey)}
      description={copy.description}
      form={form}
      onSubmit={onSubmit}
      submitLabel={copy.submit}
      pendingLabel={copy.pending}
      pending={roll.isPending}
    >
      <RadioGroupField<RollForm>
        name="overlap"
        label={copy.overlap}
        options={overlapOptions}
        optionsClassName="grid gap-2"
        required
      />
    </FormDialog>
  );
}
