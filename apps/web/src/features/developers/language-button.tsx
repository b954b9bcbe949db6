import { CssTooltip } from '../../components/ui/css-tooltip.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { devUi } from '../../content/developer-ui.ts';
import { languageButton } from '../../content/developers.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The CN language button. The Chinese-language site is not part of this site, so the control says so
 * honestly: a tooltip on hover or focus, and a toast when pressed.
 */
export function LanguageButton({ className }: { className?: string }) {
  return (
    <CssTooltip content={devUi.language.tooltip}>
      {(tooltipId) => (
        <button
          type="button"
          aria-label={`${languageButton.label}: ${languageButton.ariaLabel}`}
          aria-describedby={tooltipId}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-md border border-slate-300 px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50',
            className,
          )}
          onClick={() => toast({ title: devUi.language.toastTitle, description: devUi.language.toastText })}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20" />
          </svg>
          {languageButton.label}
        </button>
      )}
    </CssTooltip>
  );
}
