import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { dialogWords } from '../../content/dialog-words.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { cn } from '../../lib/cn.ts';
import { Icon } from './icon.tsx';
import { currentOpener, handOver, returnTarget, takeHandedOver, type Opener } from './return-focus.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Publishes the dialog's opener as it unmounts (synchronously, before the next dialog's open focus). */
function HandOverOnUnmount({ opener }: { opener: RefObject<Opener | null> }) {
  useEffect(
    () => () => {
      handOver(opener.current);
    },
    [opener],
  );
  return null;
}

export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  // Focus goes back where the dialog was opened from (return-focus.ts).
  const opener = useRef<Opener | null>(null);
  const closeLabel = useContent('dialogWords', dialogWords).close;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={() => {
          opener.current = currentOpener() ?? takeHandedOver();
        }}
        onCloseAutoFocus={(event) => {
          const target = returnTarget(opener.current);
          handOver(null);
          if (!target) return;
          event.preventDefault();
          // Another dialog opened as this one closed: it holds the focus and will return it itself. (A dialog
          // opened from inside a dialog that stays open gets its control back.)
          const open = document.querySelectorAll('[role="dialog"][data-state="open"]');
          if ([...open].some((dialog) => !dialog.contains(target))) return;
          target.focus();
        }}
      >
        <HandOverOnUnmount opener={opener} />
        <div className="grid gap-1.5 pr-6">
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm text-slate-600">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:text-slate-900"
        >
          <Icon name="close" className="h-4 w-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
