import { useEffect, useRef, useState } from 'react';
import { devUi } from '../../content/developer-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { cn } from '../../lib/cn.ts';
import { Icon } from './icon.tsx';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A button that copies `text` with the Clipboard API, named `label` for assistive technology; it says
 * "Copied" for a moment and announces the result (`announcement`, else "Copied") through a polite live
 * region. Hidden where scripting is off (styles.css): without JavaScript it could not copy, and the text
 * is there to select.
 */
export function CopyButton({
  text,
  label,
  announcement,
  className,
}: {
  text: string;
  label: string;
  announcement?: string;
  className?: string;
}) {
  const words = useContent('devUi', devUi).code;
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), 2500);
  };

  return (
    <>
      <button
        type="button"
        data-without-script="hide"
        onClick={() => void copy()}
        aria-label={label}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-md border px-2.5 text-xs font-medium',
          className,
        )}
      >
        <Icon name={state === 'copied' ? 'check' : 'copy'} className="h-3.5 w-3.5" />
        <span aria-hidden="true">{state === 'copied' ? words.copied : words.copy}</span>
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? (announcement ?? words.copied) : state === 'failed' ? words.copyFailed : ''}
      </span>
    </>
  );
}
