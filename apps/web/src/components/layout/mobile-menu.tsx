import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import { developerLinks, headerLinksAfter, headerLinksBefore } from './nav-data.ts';

const itemClass = 'block rounded-md px-3 py-2 text-base font-medium text-slate-100 hover:bg-white/10';

/** The small-screen menu: same links as the header; each link closes it; Developers is collapsible. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [devOpen, setDevOpen] = useState(false);
  const [location] = useLocation();
  useEffect(() => setOpen(false), [location]);
  const close = () => setOpen(false);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="rounded-md p-2 text-slate-100 hover:bg-white/10"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name={open ? 'close' : 'menu'} className="h-6 w-6" />
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-white/10 bg-ink-900 px-4 pt-2 pb-6"
      >
        <ul className="grid gap-1">
          {headerLinksBefore.map((l) => (
            <li key={l.href}>
              <SmartLink href={l.href} className={itemClass} onClick={close}>
                {l.label}
              </SmartLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={cn(itemClass, 'flex w-full items-center justify-between text-left')}
              aria-expanded={devOpen}
              aria-controls="mobile-developers"
              onClick={() => setDevOpen((v) => !v)}
            >
              Developers
              <Icon
                name="chevronDown"
                className={cn('h-5 w-5 transition-transform', devOpen && 'rotate-180')}
              />
            </button>
            <ul
              id="mobile-developers"
              hidden={!devOpen}
              className="ml-3 grid gap-1 border-l border-white/10 pl-3"
            >
              {developerLinks.map((l) => (
                <li key={l.href}>
                  <SmartLink href={l.href} className={itemClass} onClick={close}>
                    {l.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </li>
          {headerLinksAfter.map((l) => (
            <li key={l.href}>
              <SmartLink href={l.href} className={itemClass} onClick={close}>
                {l.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        <ButtonLink href="/become-developer" className="mt-4 w-full" onClick={close}>
          Join Developer Program
        </ButtonLink>
      </nav>
    </div>
  );
}
