import { CssTooltip } from '../../components/ui/css-tooltip.tsx';
import { Icon } from '../../components/ui/icon.tsx';
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
          <Icon name="globe" className="h-4 w-4" />
          {languageButton.label}
        </button>
      )}
    </CssTooltip>
  );
}
