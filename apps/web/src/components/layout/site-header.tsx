import {
  chromeLabels as chromeLabelsEn,
  headerCta as headerCtaEn,
  headerNav as headerNavEn,
  homeLink as homeLinkEn,
} from '../../content/nav.ts';
import { brand } from '../../site.ts';
import { cn } from '../../lib/cn.ts';
import { ButtonLink } from '../ui/button.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { useContent } from '../../i18n/catalogue.tsx';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white';

export function Logo({ invert = true }: { invert?: boolean }) {
  const homeLink = useContent('homeLink', homeLinkEn);
  return (
    <SmartLink href={homeLink.href} className="flex items-center gap-2" aria-label={homeLink.label}>
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

export function SiteHeader() {
  const headerCta = useContent('headerCta', headerCtaEn);
  const headerNav = useContent('headerNav', headerNavEn);
  const chromeLabels = useContent('chromeLabels', chromeLabelsEn);
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-900/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink-900"
      >
        {chromeLabels.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={chromeLabels.mainNav} className="hidden items-center gap-1 lg:flex">
          {headerNav.map((item) =>
            item.kind === 'group' ? (
              <NavDropdown
                key={item.label}
                label={item.label}
                items={item.items}
                buttonClassName={linkClass}
              />
            ) : (
              <SmartLink key={item.href} href={item.href} className={linkClass}>
                {item.label}
              </SmartLink>
            ),
          )}
        </nav>
        <div className="hidden lg:block">
          <ButtonLink href={headerCta.href} size="sm">
            {headerCta.label}
          </ButtonLink>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
