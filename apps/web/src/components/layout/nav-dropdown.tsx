import { useId } from 'react';
import type { Link } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { Icon } from '../ui/icon.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import { usePopover } from './disclosure.tsx';

/**
 * A disclosure-style dropdown of navigation links (a button with aria-expanded and a list of links,
 * not an ARIA menu: its items are ordinary links in the tab order). A popover under its button (CSS anchor
 * positioning: the button that opens a popover is its implicit anchor, so no anchor names are needed,
 * which the W3C checker does not know yet), so it opens without JavaScript too; the browser closes it on Escape (focus back on the
 * button) and on a click outside, the script on navigation and when focus leaves it.
 */
export function NavDropdown({
  label,
  items,
  buttonClassName,
  panelClassName,
  linkClassName,
}: {
  label: string;
  items: Link[];
  buttonClassName: string;
  panelClassName?: string;
  linkClassName?: string;
}) {
  const panelId = useId();
  const { open, close, expanded, panelProps } = usePopover<HTMLUListElement>();
  return (
    <div
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        type="button"
        popoverTarget={panelId}
        className={cn('inline-flex items-center gap-1', buttonClassName)}
        {...expanded}
        aria-controls={panelId}
      >
        {label}
        <Icon name="chevronDown" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={panelId}
        {...panelProps}
        className={cn(
          'popover-panel popover-below w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
          panelClassName,
        )}
      >
        {items.map((link) => (
          <li key={link.href}>
            <SmartLink
              href={link.href}
              className={cn(
                'block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100',
                linkClassName,
              )}
              onClick={close}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
