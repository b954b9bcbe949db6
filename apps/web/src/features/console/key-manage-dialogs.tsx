/**
 * Changing a key (decision 0060): Edit (rename, permissions of a secret key, the expiry moment in the
 * developer's time zone) and Roll (a new secret; the former one keeps working for the overlap picked,
 * then stops). The rolled key's new secret is shown once, like a new key's.
 */
import { updateApiKeySchema } from '@app/contracts/forms/console';
import { limits } from '@app/contracts/limits';
import {
  apiKeyPermissionOptions,
  keyRollOverlapOptions,
  keyRollOverlaps,
  type KeyRollOverlap,
} from '@app/contracts/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { CheckboxGroupField, RadioGroupField, TextField } from '../../components/form/fields.tsx';
import { fieldErrorsFor } from '../../components/form/field-errors.ts';
import { problemOf, useRefreshConsole, useSessionEnded } from './api.ts';
import { useConsole } from './console-context.tsx';
import { DialogSubmit } from './dialog-submit.tsx';
import { permissionHints } from './key-form-dialog.tsx';
import { browserTimeZone, fromLocalInput, toLocalInput } from './key-time.ts';
import type { ConsoleKey } from './types.ts';
import { apiJson } from '../../lib/api.ts';

const editSchema = updateApiKeySchema.omit({ expiresAt: true }).extend({
  keyName: updateApiKeySchema.shape.keyName.unwrap(),
  expiresAt: z.string(),
});
type EditForm = z.input<typeof editSchema>;
const editFields = new Set(['keyName', 'permissions', 'expiresAt']);

export function KeyEditDialog({ keyRow, onClose }: { keyRow: ConsoleKey | null; onClose: () => void }) {
  const refresh = useRefreshConsole();
  const sessionEnded = useSessionEnded();
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

  const onSubmit = form.handleSubmit(async (values) => {
    if (!keyRow) return;
    try {
      await apiJson('PATCH', `/api/console/keys/${keyRow.id}`, {
        keyName: values.keyName,
        ...(publishable ? {} : { permissions: values.permissions }),
        expiresAt: fromLocalInput(values.expiresAt),
      });
    } catch (error) {
      if (sessionEnded(error)) return onClose();
      const problem = problemOf(error);
      for (const [name, message] of fieldErrorsFor(problem.fields, editFields)) {
        form.setError(name as keyof EditForm, { type: 'server', message });
      }
      toast({
        title: 'Could not save the key',
        description: problem.message ?? 'Please try again in a moment.',
        variant: 'destructive',
      });
      return;
    }
    await refresh();
    toast({ title: 'API key saved', description: values.keyName });
    onClose();
  });

  return (
    <Dialog open={keyRow !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title="Edit API key" description="Changes take effect on the key's next request.">
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
            <TextField<EditForm> name="keyName" label="Key name" maxLength={limits.name} required />
            {!publishable && (
              <CheckboxGroupField<EditForm>
                name="permissions"
                label="Permissions"
                options={apiKeyPermissionOptions.map((o) => ({
                  value: o.value,
                  label: permissionHints[o.value] ?? o.label,
                }))}
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
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <DialogSubmit pendingLabel="Saving...">Save</DialogSubmit>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}

const rollSchema = z.object({ overlap: z.enum(keyRollOverlaps) });
type RollForm = z.input<typeof rollSchema>;

export function KeyRollDialog({ keyRow, onClose }: { keyRow: ConsoleKey | null; onClose: () => void }) {
  const refresh = useRefreshConsole();
  const sessionEnded = useSessionEnded();
  const { showSecret } = useConsole();
  const form = useForm<RollForm>({ resolver: zodResolver(rollSchema), defaultValues: { overlap: '24h' } });
  const { reset } = form;
  useEffect(() => {
    if (keyRow) reset({ overlap: '24h' });
  }, [keyRow, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!keyRow) return;
    let rolled: { secret: string; key: ConsoleKey };
    try {
      rolled = await apiJson('POST', `/api/console/keys/${keyRow.id}/roll`, {
        overlap: values.overlap as KeyRollOverlap,
      });
    } catch (error) {
      if (sessionEnded(error)) return onClose();
      toast({
        title: 'Could not roll the key',
        description: problemOf(error).message ?? 'Please try again in a moment.',
        variant: 'destructive',
      });
      return;
    }
    await refresh();
    onClose();
    showSecret(rolled.secret, rolled.key.keyName);
  });

  return (
    <Dialog open={keyRow !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={`Roll ${keyRow?.keyName ?? 'the key'}?`}
        description="A new secret replaces this key's. Deploy it, then let the old one stop."
      >
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
            <RadioGroupField<RollForm>
              name="overlap"
              label="The old secret"
              options={keyRollOverlapOptions}
              optionsClassName="grid gap-2"
              required
            />
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <DialogSubmit pendingLabel="Rolling...">Roll key</DialogSubmit>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
