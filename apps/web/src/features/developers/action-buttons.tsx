import { ButtonLink, type ButtonSize, type ButtonVariant } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import type { Action } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { useContent } from '../../i18n/catalogue.tsx';

/** The button style of a content action; `invert` for dark backgrounds. */
const actionVariant = (action: Action, invert: boolean): ButtonVariant => {
  if (action.variant === 'primary') return 'primary';
  if (invert) return action.variant === 'secondary' ? 'light' : 'outline-invert';
  return action.variant === 'secondary' ? 'secondary' : 'outline';
};

export function ActionLink({
  action,
  invert = false,
  size = 'lg',
  className,
}: {
  action: Action;
  invert?: boolean;
  size?: ButtonSize;
  className?: string;
}) {
  const devUi = useContent('devUi', devUiEn);
  return (
    <ButtonLink href={action.href} variant={actionVariant(action, invert)} size={size} className={className}>
      {action.label}
      {action.external && (
        <>
          <Icon name="external-link" className="h-4 w-4" />
          <span className="sr-only">{devUi.opensInNewTab}</span>
        </>
      )}
    </ButtonLink>
  );
}

/** A row of content actions that wraps on small screens. */
export function ActionButtons({
  actions,
  invert = false,
  className,
}: {
  actions: Action[];
  invert?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {actions.map((action) => (
        <ActionLink key={action.label} action={action} invert={invert} />
      ))}
    </div>
  );
}
