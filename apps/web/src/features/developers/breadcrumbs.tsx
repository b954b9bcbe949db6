import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import type { Breadcrumb } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';

/** Trail back to the developer home. The last crumb is the current page (no link). */
export function Breadcrumbs({ items, invert = false }: { items: Breadcrumb[]; invert?: boolean }) {
  const devUi = useContent('devUi', devUiEn);
  return (
    <nav aria-label={devUi.breadcrumbLabel} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1.5">
            {index > 0 && (
              <Icon
                name="chevronRight"
                className={cn('h-4 w-4', invert ? 'text-slate-400' : 'text-slate-500')}
              />
            )}
            {item.href ? (
              <SmartLink
                href={item.href}
                className={cn(
                  'rounded font-medium underline-offset-4 hover:underline',
                  invert ? 'text-accent-300' : 'text-brand-700',
                )}
              >
                {item.label}
              </SmartLink>
            ) : (
              <span aria-current="page" className={invert ? 'text-slate-200' : 'text-slate-700'}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
