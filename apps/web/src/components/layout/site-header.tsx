import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { brand } from '../../site.ts';
import { cn } from '../../lib/cn.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import { developerLinks, headerLinksAfter, headerLinksBefore } from './nav-data.ts';
import { MobileMenu } from './mobile-menu.tsx';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white';

export function Logo({ invert = true }: { invert?: boolean }) {
  return (
    <SmartLink href="/" className="flex items-center gap-2" aria-label={`${brand.name} home`}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8">
        <rect width="64" height="64" rx="14" fill={invert ? '#1e2745' : '#0b1020'} />
        <circle cx="22" cy="32" r="10" fill="none" stroke="#5eead4" strokeWidth="5" />
        <circle cx="42" cy="32" r="10" fill="none" stroke="#818cf8" strokeWidth="5" />
      </svg>
      <span className={cn('text-lg font-bold tracking-tight', invert ? 'text-white' : 'text-ink-900')}>
        {brand.name}
      </span>
    </SmartLink>
  );
}

function DevelopersDropdown() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const [location] = useLocation();
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className={cn(linkClass, 'inline-flex items-center gap-1')}
        aria-expanded={open}
        aria-controls="developers-menu"
        onClick={() => setOpen((v) => !v)}
      >
        Developers{' '}
        <Icon name="chevronDown" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id="developers-menu"
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {developerLinks.map((link) => (
          <li key={link.href}>
            <SmartLink
              href={link.href}
              className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
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

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-900/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink-900"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {headerLinksBefore.map((l) => (
            <SmartLink key={l.href} href={l.href} className={linkClass}>
              {l.label}
            </SmartLink>
          ))}
          <DevelopersDropdown />
          {headerLinksAfter.map((l) => (
            <SmartLink key={l.href} href={l.href} className={linkClass}>
              {l.label}
            </SmartLink>
          ))}
        </nav>
        <div className="hidden lg:block">
          <ButtonLink href="/become-partner" size="sm">
            Become a Partner
          </ButtonLink>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
