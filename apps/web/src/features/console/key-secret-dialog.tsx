/**
 * The one time a new API key's secret is shown: in a dialog with a Copy button (the Clipboard API) and a
 * warning that it cannot be shown again. Closing the dialog drops the secret from memory.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';

type SecretDialogWords = typeof consoleUi.secretDialog;

export function KeySecretDialog({
  secret,
  keyName,
  onClose,
  copy: words,
}: {
  /** The new key, or null when the dialog is closed. */
  secret: string | null;
  keyName: string;
  onClose: () => void;
  /** Other words for another show-once secret (a webhook's signing secret). */
  copy?: Partial<Record<keyof SecretDialogWords, string>>;
}) {
  const text = { ...useContent('consoleUi', consoleUi).secretDialog, ...words };
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const fieldId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!secret || !navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(secret);
      setStatus('copied');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setStatus('idle'), 3000);
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) {
          setStatus('idle');
          onClose();
        }
      }}
    >
      <DialogContent title={text.title} description={text.description}>
        <div className="grid gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
            {keyName}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={fieldId}
              readOnly
              value={secret ?? ''}
              spellCheck={false}
              autoComplete="off"
              onFocus={(event) => event.currentTarget.select()}
              className="h-10 w-full min-w-0 rounded-md sm:flex-1 border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-900 sm:text-sm"
            />
            <Button onClick={() => void copy()} className="shrink-0">
              <Icon name={status === 'copied' ? 'check' : 'copy'} className="h-4 w-4" />
              {status === 'copied' ? text.copied : text.copy}
            </Button>
          </div>
          <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
            {status === 'copied' ? text.copiedAnnouncement : ''}
            {status === 'failed' ? text.copyFailed : ''}
          </p>
        </div>
        <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
          <div>
            <p className="font-semibold">{text.warningTitle}</p>
            <p className="mt-1">{text.warning}</p>
          </div>
        </div>
        <div className="flex justify-end">
          <Button
            variant="secondary"
            onClick={() => {
              setStatus('idle');
              onClose();
            }}
          >
            {text.done}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
