import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { NavDropdown } from '../../components/layout/nav-dropdown.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/layout.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { devUi } from '../../content/developer-ui.ts';
import { devNav, getStartedAction } from '../../content/developers.ts';
import type { DevNavItem } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { LanguageButton } from './language-button.tsx';

const linkClass =
  'rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const panelLinkClass = 'block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';

function PanelGroup({ item }: { item: DevNavItem }) {
  const [open, setOpen] = useState(false);
  const id = `dev-nav-${item.label.toLowerCase()}`;
  return (
    <li>
      <button
        type="button"
        className={cn(panelLinkClass, 'flex w-full items-center justify-between text-left')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {item.label}
        <Icon name="chevronDown" className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={id} hidden={!open} className="ml-3 grid gap-1 border-l border-slate-200 pl-3">
        {item.children?.map((child) => (
          <li key={child.href}>
            <SmartLink href={child.href} className={panelLinkClass}>
              {child.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The developer home's own navigation bar, under the site header: its links inline from lg up,
 * a disclosure panel below that. The CN button and Get Started stay visible at every width.
 */
export function DevNav() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="relative z-30 border-b border-slate-200 bg-white/95 backdrop-blur lg:sticky lg:top-16">
      <Container className="flex h-14 items-center gap-3">
        <p className="flex shrink-0 items-center gap-2 text-sm font-semibold text-slate-900">
          <span className="flex h-7 w-7 items-center justify-center rounded-md bg-brand-600 text-white">
            <Icon name="code" className="h-4 w-4" />
          </span>
          {devUi.devNavTitle}
        </p>
        <nav aria-label={devUi.devNavLabel} className="ml-4 hidden flex-1 items-center gap-0.5 lg:flex">
          {devNav.map((item) =>
            item.children ? (
              <NavDropdown
                key={item.label}
                label={item.label}
                items={item.children}
                buttonClassName={linkClass}
                panelClassName="w-52"
              />
            ) : (
              <SmartLink key={item.label} href={item.href ?? '/developers'} className={linkClass}>
                {item.label}
              </SmartLink>
            ),
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageButton />
          <span className="hidden sm:block">
            <ButtonLink href={getStartedAction.href} size="sm">
              {getStartedAction.label}
            </ButtonLink>
          </span>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={open}
            aria-controls="dev-nav-panel"
            aria-label={open ? devUi.devNavMenu.close : devUi.devNavMenu.open}
            onClick={() => setOpen((v) => !v)}
          >
            <Icon name={open ? 'close' : 'menu'} className="h-5 w-5" />
          </button>
        </div>
      </Container>
      <nav
        id="dev-nav-panel"
        aria-label={devUi.devNavMenu.open}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg lg:hidden"
      >
        <Container className="pt-2 pb-5">
          <ul className="grid gap-1">
            {devNav.map((item) =>
              item.children ? (
                <PanelGroup key={item.label} item={item} />
              ) : (
                <li key={item.label}>
                  <SmartLink href={item.href ?? '/developers'} className={panelLinkClass}>
                    {item.label}
                  </SmartLink>
                </li>
              ),
            )}
          </ul>
          <ButtonLink href={getStartedAction.href} className="mt-4 w-full sm:hidden">
            {getStartedAction.label}
          </ButtonLink>
        </Container>
      </nav>
    </div>
  );
}
