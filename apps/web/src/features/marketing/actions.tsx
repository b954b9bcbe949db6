import type { Action } from '../../content/types.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { cn } from '../../lib/cn.ts';

export type Surface = 'light' | 'dark';

const base =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md px-6 text-base font-medium transition-colors';

/** Button classes for a content action on a light or a dark background. */
function actionClass(variant: Action['variant'], surface: Surface = 'light'): string {
  if (surface === 'dark') {
    if (variant === 'primary')
      return cn(base, 'bg-brand-600 text-white shadow-sm hover:bg-brand-500 focus-visible:outline-white');
    if (variant === 'secondary')
      return cn(base, 'bg-white text-ink-900 shadow-sm hover:bg-slate-100 focus-visible:outline-white');
    return cn(base, 'border border-white/40 text-white hover:bg-white/10 focus-visible:outline-white');
  }
  return buttonClass(variant, 'lg');
}

/** One content action as a button-styled link (internal routes navigate without a reload). */
export function ActionLink({
  action,
  surface = 'light',
  className,
  arrow = false,
}: {
  action: Action;
  surface?: Surface;
  className?: string;
  arrow?: boolean;
}) {
  return (
    <SmartLink href={action.href} className={cn(actionClass(action.variant, surface), className)}>
      {action.label}
      {arrow && <Icon name="arrowRight" className="h-4 w-4" />}
    </SmartLink>
  );
}

/** A row of content actions; stacks full-width on small screens. */
export function ActionRow({
  actions,
  surface = 'light',
  className,
  center = false,
}: {
  actions: readonly Action[];
  surface?: Surface;
  className?: string;
  center?: boolean;
}) {
  return (
    <div
      className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', center && 'sm:justify-center', className)}
    >
      {actions.map((action, i) => (
        <ActionLink key={action.href + action.label} action={action} surface={surface} arrow={i === 0} />
      ))}
    </div>
  );
}
