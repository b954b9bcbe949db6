import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Link } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { Icon } from '../ui/icon.tsx';
import { SmartLink } from '../ui/smart-link.tsx';

/**
 * A disclosure-style dropdown of navigation links (a button with aria-expanded and a list of links,
 * not an ARIA menu: its items are ordinary links in the tab order). Closes on navigation, Escape
 * (focus returns to the button), a click outside or when focus leaves it.
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
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [location] = useLocation();
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div
      ref={ref}
      className="relative"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cn('inline-flex items-center gap-1', buttonClassName)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
        <Icon name="chevronDown" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute top-full left-0 z-50 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
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
              onClick={() => setOpen(false)}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
