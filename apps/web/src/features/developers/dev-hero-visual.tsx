import { cxrMPage } from '../../content/sdk/cxr-m.ts';
import type { CodeSample } from '../../content/types.ts';
import { highlight } from './highlight.tsx';

/** The first code sample of the CXR-M guide's last Getting Started step: what an integration looks like. */
const sample: CodeSample | undefined = cxrMPage.tabs[0]?.steps?.at(-1)?.code;

/** Decorative editor window for the developer hero (the same code is on the SDK page, readable). */
export function DevHeroVisual() {
  if (!sample) return null;
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-brand-600/30 via-transparent to-accent-400/20 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-white/10 bg-ink-900/90 shadow-2xl ring-1 ring-white/5">
        <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
          <span className="h-3 w-3 rounded-full bg-red-400/80" />
          <span className="h-3 w-3 rounded-full bg-amber-400/80" />
          <span className="h-3 w-3 rounded-full bg-emerald-400/80" />
          <span className="ml-3 rounded-md bg-white/10 px-2 py-0.5 font-mono text-xs text-slate-300">
            {sample.filename}
          </span>
        </div>
        <pre className="overflow-hidden p-5 text-[12.5px] leading-6 text-slate-200 [mask-image:linear-gradient(to_right,black_85%,transparent)]">
          <code className="font-mono">{highlight(sample.code, sample.language)}</code>
        </pre>
      </div>
    </div>
  );
}
