import { LinkGroup, usePopover } from '../../components/layout/disclosure.tsx';
import { NavDropdown } from '../../components/layout/nav-dropdown.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/layout.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { cn } from '../../lib/cn.ts';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import { devNav as devNavEn, getStartedAction as getStartedActionEn } from '../../content/developers.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { LanguageButton } from '../../components/ui/language-button.tsx';

const linkClass =
  'rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
/** The bar's anchor name: the small-screen panel opens right under it. */
const DEV_NAV_BAR = '--dev-nav-bar';

/** The bar's title: the developer site's mark and name. */
const titleOf = (name: string) => (
  <>
    <span className="flex h-7 w-7 items-center justify-center rounded-md bg-brand-600 text-white">
      <Icon name="code" className="h-4 w-4" />
    </span>
    {name}
  </>
);

const panelLinkClass = 'block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';

/**
 * The developer home's own navigation bar, under the site header: its links inline from lg up,
 * below that a disclosure panel opened by the bar's title (the site header has the page's one menu icon). The CN button and Get Started stay visible at every width.
 */
export function DevNav() {
  const { open, close, expanded, panelProps } = usePopover<HTMLElement>();
  const devUi = useContent('devUi', devUiEn);
  const devNav = useContent('devNav', devNavEn);
  const getStartedAction = useContent('getStartedAction', getStartedActionEn);
  const title = titleOf(devUi.devNavTitle);

  return (
    <div
      className="relative z-30 border-b border-slate-200 bg-white/95 backdrop-blur lg:sticky lg:top-16"
      style={{ anchorName: DEV_NAV_BAR }}
    >
      <Container className="flex h-14 items-center gap-3">
        <p className="hidden shrink-0 items-center gap-2 text-sm font-semibold text-slate-900 lg:flex">
          {title}
        </p>
        {/* Below lg the title opens the menu: one menu button per bar, not two stacked at the right. */}
        <button
          type="button"
          popoverTarget="dev-nav-panel"
          className="-ml-1 flex shrink-0 items-center gap-2 rounded-md py-1 pr-2 pl-1 text-sm font-semibold text-slate-900 hover:bg-slate-100 lg:hidden"
          {...expanded}
          aria-controls="dev-nav-panel"
        >
          {title}
          <span className="sr-only"> {devUi.devNavMenu.suffix}</span>
          <Icon name="chevronDown" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
        </button>
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
        </div>
      </Container>
      <nav
        id="dev-nav-panel"
        aria-label={devUi.devNavMenu.label}
        {...panelProps}
        style={{ positionAnchor: DEV_NAV_BAR }}
        className="popover-panel popover-under-bar w-full border-b border-slate-200 bg-white shadow-lg lg:hidden"
      >
        <Container className="pt-2 pb-5">
          <ul className="grid gap-1">
            {devNav.map((item, index) =>
              item.children ? (
                <LinkGroup
                  key={item.label}
                  id={`dev-nav-${index}`}
                  label={item.label}
                  buttonClassName={panelLinkClass}
                  listClassName="ml-3 grid gap-1 border-l border-slate-200 pl-3"
                  links={item.children}
                  onNavigate={close}
                />
              ) : (
                <li key={item.label}>
                  <SmartLink href={item.href ?? '/developers'} className={panelLinkClass}>
                    {item.label}
                  </SmartLink>
                </li>
              ),
            )}
          </ul>
          <ButtonLink href={getStartedAction.href} className="mt-4 w-full sm:hidden" onClick={close}>
            {getStartedAction.label}
          </ButtonLink>
        </Container>
      </nav>
    </div>
  );
}
