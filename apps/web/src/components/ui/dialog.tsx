import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn.ts';
import { Icon } from './icon.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * The opener of a dialog that has just closed, for a dialog opening in the same update (Save, then the
 * result dialog): focus was inside the closed dialog, so the new one inherits its opener.
 */
let handedOver: HTMLElement | null = null;

/** Publishes the dialog's opener as it unmounts (synchronously, before the next dialog's open focus). */
function HandOverOnUnmount({ opener }: { opener: RefObject<HTMLElement | null> }) {
  useEffect(
    () => () => {
      handedOver = opener.current;
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
  // Radix returns focus on close only to a `DialogTrigger`; our dialogs are mostly opened from state (a row's
  // button, a menu, a finished request), so without this focus would land on the page body (WCAG 2.4.3).
  // The control focused when the dialog opened gets it back, if it is still on the page.
  const opener = useRef<HTMLElement | null>(null);
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
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : handedOver;
        }}
        onCloseAutoFocus={(event) => {
          const target = opener.current;
          handedOver = null;
          if (!target?.isConnected) return;
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
          aria-label="Close"
          className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:text-slate-900"
        >
          <Icon name="close" className="h-4 w-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
