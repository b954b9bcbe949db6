import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent } from './dialog.tsx';
import { dialogWords } from '../../content/dialog-words.ts';
import { useContent } from '../../i18n/catalogue.tsx';

/** A yes/no dialog for one destructive action (per-item delete). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  disabled,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  /** The button that closes the dialog without acting (when "Cancel" would read as the action). */
  cancelLabel?: string;
  busy?: boolean;
  /** Not yet confirmable (e.g. a confirmation field still empty). */
  disabled?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const words = useContent('dialogWords', dialogWords);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {children}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel ?? words.cancel}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy || disabled} onClick={onConfirm}>
            {busy ? words.working : (confirmLabel ?? words.delete)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
