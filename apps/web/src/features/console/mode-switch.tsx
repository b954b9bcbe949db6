/**
 * The Test / Live switch above the console's tabs, and the banner saying what test mode is. The mode
 * lives in the URL (`?mode=test`), so the switch is a pair of links: they work as links too.
 */
import { keyModes, type KeyMode } from '@app/contracts/options';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { consoleCopy } from '../../content/console.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { cn } from '../../lib/cn.ts';

export function ModeSwitch({ mode, onChange }: { mode: KeyMode; onChange: (mode: KeyMode) => void }) {
  const copy = useContent('consoleCopy', consoleCopy).mode;
  return (
    <div className="grid gap-3">
      <nav aria-label={copy.label} className="flex items-center gap-3">
        <span className="text-sm font-medium text-slate-700">{copy.label}</span>
        <div
          className="inline-flex rounded-lg border border-slate-200 bg-white p-1"
          data-testid="mode-switch"
        >
          {keyModes.map((value) => (
            <a
              key={value}
              href={value === 'test' ? '?mode=test' : '?'}
              aria-current={mode === value ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onChange(value);
              }}
              className={cn(
                'rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                mode === value
                  ? value === 'test'
                    ? 'bg-amber-500 text-slate-950'
                    : 'bg-brand-600 text-white'
                  : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {value === 'test' ? copy.test : copy.live}
            </a>
          ))}
        </div>
      </nav>
      {mode === 'test' && (
        <div
          role="note"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <Icon name="info" className="mt-0.5 h-4 w-4 shrink-0" />
          <p>
            <strong className="font-semibold">
              {copy.bannerTitle}
              {copy.bannerTitleEnd}
            </strong>{' '}
            {copy.banner}{' '}
            <SmartLink className="font-medium underline" href={copy.docsLink.href}>
              {copy.docsLink.label}
            </SmartLink>
          </p>
        </div>
      )}
    </div>
  );
}
