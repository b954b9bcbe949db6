/**
 * The console's form dialogs (Create New App / Edit app, Generate API Key, Submit for review, Register
 * glasses): the dialog, its form bound to react-hook-form, and Cancel beside the submit button, which is
 * disabled with its pending label while the save (a TanStack Query mutation) runs.
 */
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { dialogWords } from '../../content/dialog-words.ts';
import { useContent } from '../../i18n/catalogue.tsx';

/** A console form's submit button: disabled, with `pendingLabel`, while its mutation runs. */
export function DialogSubmit({
  children,
  pendingLabel,
  pending,
}: {
  children: string;
  pendingLabel: string;
  /** The save's `isPending` (TanStack Query). */
  pending: boolean;
}) {
  return (
    <Button type="submit" disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

export function FormDialog<T extends FieldValues>({
  open,
  onClose,
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  form: UseFormReturn<T>;
  onSubmit: (event: FormEvent) => Promise<void>;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The form's fields. */
  children: ReactNode;
}) {
  const words = useContent('dialogWords', dialogWords);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={title} description={description}>
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
            {children}
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{words.cancel}</Button>
              </DialogClose>
              <DialogSubmit pending={pending} pendingLabel={pendingLabel}>
                {submitLabel}
              </DialogSubmit>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
