import {
  chromeLabels as chromeLabelsEn,
  headerNav as headerNavEn,
  mobileMenuCta as mobileMenuCtaEn,
  mobileMenuLabels as mobileMenuLabelsEn,
} from '../../content/nav.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import { LinkGroup, usePopover } from './disclosure.tsx';
import { useContent } from '../../i18n/catalogue.tsx';

const itemClass = 'block rounded-md px-3 py-2 text-base font-medium text-slate-100 hover:bg-white/10';

/**
 * The small-screen menu: same links as the header, right under it at full width; each link closes it;
 * Developers is collapsible. A popover, so it opens without JavaScript too (disclosure.tsx).
 */
export function MobileMenu() {
  const headerNav = useContent('headerNav', headerNavEn);
  const mobileMenuCta = useContent('mobileMenuCta', mobileMenuCtaEn);
  const mobileMenuLabels = useContent('mobileMenuLabels', mobileMenuLabelsEn);
  const chromeLabels = useContent('chromeLabels', chromeLabelsEn);
  const { open, close, expanded, panelProps } = usePopover<HTMLElement>();
  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget="mobile-menu"
        className="rounded-md p-2 text-slate-100 hover:bg-white/10"
        {...expanded}
        aria-controls="mobile-menu"
        aria-label={open ? mobileMenuLabels.close : mobileMenuLabels.open}
      >
        <Icon name={open ? 'close' : 'menu'} className="h-6 w-6" />
      </button>
      <nav
        id="mobile-menu"
        aria-label={chromeLabels.mobileNav}
        {...panelProps}
        className="popover-panel fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-b border-white/10 bg-ink-900 px-4 pt-2 pb-6 shadow-xl"
      >
        <ul className="grid gap-1">
          {headerNav.map((item) =>
            item.kind === 'group' ? (
              <LinkGroup
                key={item.label}
                id={`mobile-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
                label={item.label}
                buttonClassName={itemClass}
                listClassName="ml-3 grid gap-1 border-l border-white/10 pl-3"
                links={item.items}
                onNavigate={close}
              />
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
