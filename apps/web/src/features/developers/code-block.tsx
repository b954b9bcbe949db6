import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { devUi } from '../../content/developer-ui.ts';
import type { CodeSample } from '../../content/types.ts';
import { highlight } from './highlight.tsx';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A code sample: caption (title and file), a copy button and a keyboard-scrollable `<pre><code>`.
 * The copy result is announced through a polite live region.
 */
export function CodeBlock({ sample }: { sample: CodeSample }) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(sample.code);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), 2500);
  };

  return (
    <figure className="overflow-hidden rounded-xl border border-ink-700 bg-ink-950 shadow-sm">
      <figcaption className="flex items-center justify-between gap-3 border-b border-white/10 bg-ink-900 px-4 py-2">
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium text-slate-100">{sample.title}</span>
          {sample.filename && (
            <span className="block truncate font-mono text-xs text-slate-400">{sample.filename}</span>
          )}
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <span className="hidden rounded bg-white/10 px-1.5 py-0.5 font-mono text-[11px] text-slate-300 uppercase sm:inline">
            {sample.language}
          </span>
          {/* Without JavaScript the button could not copy: the code is there to select (styles.css). */}
          <button
            type="button"
            data-without-script="hide"
            onClick={() => void copy()}
            aria-label={devUi.code.copyLabel(sample.title)}
            className="inline-flex h-8 items-center gap-1.5 rounded-md border border-white/15 px-2.5 text-xs font-medium text-slate-100 hover:bg-white/10"
          >
            <Icon name={state === 'copied' ? 'check' : 'copy'} className="h-3.5 w-3.5" />
            <span aria-hidden="true">{state === 'copied' ? devUi.code.copied : devUi.code.copy}</span>
          </button>
        </span>
      </figcaption>
      <pre
        tabIndex={0}
        className="overflow-x-auto p-4 text-[13px] leading-6 text-slate-100 focus-visible:outline-offset-[-2px]"
      >
        <code className="font-mono">{highlight(sample.code, sample.language)}</code>
      </pre>
      <span role="status" className="sr-only">
        {state === 'copied' ? devUi.code.copiedAnnouncement : state === 'failed' ? devUi.code.copyFailed : ''}
      </span>
    </figure>
  );
}
