import { CopyButton } from '../../components/ui/copy-button.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import type { CodeSample } from '../../content/types.ts';
import { withSiteOrigin } from '../../lib/site-origin.ts';
import { highlight } from './highlight.tsx';

/**
 * A code sample: caption (title and file), a copy button and a keyboard-scrollable `<pre><code>`.
 * The copy result is announced through a polite live region.
 */
export function CodeBlock({ sample }: { sample: CodeSample }) {
  const devUi = useContent('devUi', devUiEn);
  const code = withSiteOrigin(sample.code);
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
          <CopyButton
            text={code}
            label={devUi.code.copyLabel(sample.title)}
            announcement={devUi.code.copiedAnnouncement}
            className="border-white/15 text-slate-100 hover:bg-white/10"
          />
        </span>
      </figcaption>
      <pre
        tabIndex={0}
        className="overflow-x-auto p-4 text-[13px] leading-6 text-slate-100 focus-visible:outline-offset-[-2px]"
      >
        <code className="font-mono">{highlight(code, sample.language)}</code>
      </pre>
    </figure>
  );
}
