import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { headerNav, mobileMenuCta, mobileMenuLabels } from '../../content/nav.ts';
import type { NavGroup } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { SmartLink } from '../ui/smart-link.tsx';

const itemClass = 'block rounded-md px-3 py-2 text-base font-medium text-slate-100 hover:bg-white/10';

function MobileGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const id = `mobile-${group.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <li>
      <button
        type="button"
        className={cn(itemClass, 'flex w-full items-center justify-between text-left')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {group.label}
        <Icon name="chevronDown" className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={id} hidden={!open} className="ml-3 grid gap-1 border-l border-white/10 pl-3">
        {group.items.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={itemClass} onClick={onNavigate}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The small-screen menu: same links as the header; each link closes it; Developers is collapsible. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const close = () => setOpen(false);
  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="rounded-md p-2 text-slate-100 hover:bg-white/10"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? mobileMenuLabels.close : mobileMenuLabels.open}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name={open ? 'close' : 'menu'} className="h-6 w-6" />
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-white/10 bg-ink-900 px-4 pt-2 pb-6 shadow-xl"
      >
        <ul className="grid gap-1">
          {headerNav.map((item) =>
            item.kind === 'group' ? (
              <MobileGroup key={item.label} group={item} onNavigate={close} />
            ) : (
              <li key={item.href}>
                <SmartLink href={item.href} className={itemClass} onClick={close}>
                  {item.label}
                </SmartLink>
              </li>
            ),
          )}
        </ul>
        <ButtonLink href={mobileMenuCta.href} className="mt-4 w-full" onClick={close}>
          {mobileMenuCta.label}
        </ButtonLink>
      </nav>
    </div>
  );
}
