/**
 * Changing a key (decision 0060): Edit (rename, permissions of a secret key, the expiry moment in the
 * developer's time zone) and Roll (a new secret; the former one keeps working for the overlap picked,
 * then stops). The rolled key's new secret is shown once, like a new key's.
 */
import { updateApiKeySchema } from '@app/contracts/forms/console';
import { limits } from '@app/contracts/limits';
import { keyRollOverlapOptions, keyRollOverlaps, type KeyRollOverlap } from '@app/contracts/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '../../components/ui/use-toast.ts';
import { CheckboxGroupField, RadioGroupField, TextField } from '../../components/form/fields.tsx';
import { isSessionEnd, problemOf, useEditKey, useRollKey } from './api.ts';
import { useConsole } from './console-context.tsx';
import { FormDialog } from './form-dialog.tsx';
import { showFormProblem } from './form-problem.ts';
import { keyPermissionOptions } from './key-form-dialog.tsx';
import { browserTimeZone, fromLocalInput, toLocalInput } from './key-time.ts';
import type { ConsoleKey } from './types.ts';

const editSchema = updateApiKeySchema.omit({ expiresAt: true }).extend({
  keyName: updateApiKeySchema.shape.keyName.unwrap(),
  expiresAt: z.string(),
});
type EditForm = z.input<typeof editSchema>;
const editFields = new Set(['keyName', 'permissions', 'expiresAt']);

export function KeyEditDialog({ keyRow, onClose }: { keyRow: ConsoleKey | null; onClose: () => void }) {
  const edit = useEditKey();
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
          toast({ title: 'API key saved', description: values.keyName });
          onClose();
        },
        onError: (error) => {
          if (isSessionEnd(error)) return onClose();
          showFormProblem(form.setError, error, { title: 'Could not save the key', fields: editFields });
        },
      },
    );
  });

  return (
    <FormDialog
      open={keyRow !== null}
      onClose={onClose}
      title="Edit API key"
      description="Changes take effect on the key's next request."
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save"
      pendingLabel="Saving..."
      pending={edit.isPending}
    >
      <TextField<EditForm> name="keyName" label="Key name" maxLength={limits.name} required />
      {!publishable && (
        <CheckboxGroupField<EditForm>
          name="permissions"
          label="Permissions"
          options={keyPermissionOptions}
          optionsClassName="grid-cols-1"
          required
        />
      )}
      <TextField<EditForm>
        name="expiresAt"
        label="Expires at (optional)"
        type="datetime-local"
        hint={`Leave empty for a key that does not expire. In your time zone (${browserTimeZone()}).`}
      />
    </FormDialog>
  );
}

const rollSchema = z.object({ overlap: z.enum(keyRollOverlaps) });
type RollForm = z.input<typeof rollSchema>;

export function KeyRollDialog({ keyRow, onClose }: { keyRow: ConsoleKey | null; onClose: () => void }) {
  const roll = useRollKey();
  const { showSecret } = useConsole();
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
            title: 'Could not roll the key',
            description: problemOf(error).message ?? 'Please try again in a moment.',
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
      title={`Roll ${keyRow?.keyName ?? 'the key'}?`}
      description="A new secret replaces this key's. Deploy it, then let the old one stop."
      form={form}
      onSubmit={onSubmit}
      submitLabel="Roll key"
      pendingLabel="Rolling..."
      pending={roll.isPending}
    >
      <RadioGroupField<RollForm>
        name="overlap"
        label="The old secret"
        options={keyRollOverlapOptions}
        optionsClassName="grid gap-2"
        required
      />
    </FormDialog>
  );
}
