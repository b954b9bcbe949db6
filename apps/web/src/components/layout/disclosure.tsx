/**
 * The navigation's disclosures (header menu, dropdowns, the developer menu) are popovers: a
 * `<button popovertarget>` and a `popover` panel, so the browser opens them, and closes them on Escape or a
 * click outside, before and without JavaScript (docs/decisions/0034-navigation-and-unsubscribe-without-javascript.md).
 * Once the script runs it mirrors the state (aria-expanded, the button's label) and closes the panel when
 * the route changes.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type ToggleEvent } from 'react';
import { useLocation } from 'wouter';
import type { Link } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { Icon } from '../ui/icon.tsx';
import { SmartLink } from '../ui/smart-link.tsx';

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating; true once the script renders the component. */
function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Browsers without the Popover API (and jsdom) have no popover to show or hide. */
const isShowing = (el: HTMLElement | null): el is HTMLElement =>
  typeof el?.hidePopover === 'function' && el.matches(':popover-open');

const hide = (el: HTMLElement | null) => {
  if (isShowing(el)) el.hidePopover();
};

/** State and props of one popover panel; `expanded` goes on its button. */
export function usePopover<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const scripted = useScripted();
  const [location] = useLocation();
  const shownAt = useRef(location);

  const close = () => hide(ref.current);
  // Opened before the script ran: keep it open and say so.
  useEffect(() => {
    if (isShowing(ref.current)) setOpen(true);
  }, []);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    hide(ref.current);
  }, [location]);

  return {
    open,
    close,
    /** Until the script runs, the browser tells the state from the popover itself. */
    expanded: scripted ? { 'aria-expanded': open } : {},
    panelProps: {
      ref,
      popover: 'auto' as const,
      onToggle: (event: ToggleEvent<T>) => setOpen(event.newState === 'open'),
    },
  };
}

/**
 * A collapsible group of links inside a menu panel: collapsed once the script runs, expanded without it
 * (its button then has nothing to do, and every link stays reachable). Following a link calls `onNavigate`.
 */
export function LinkGroup({
  id,
  label,
  links,
  buttonClassName,
  listClassName,
  onNavigate,
}: {
  id: string;
  label: string;
  links: readonly Link[];
  /** Also the links' class. */
  buttonClassName: string;
  listClassName: string;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const scripted = useScripted();
  const shown = open || !scripted;
  return (
    <li>
      <button
        type="button"
        className={cn(buttonClassName, 'flex w-full items-center justify-between text-left')}
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
        <Icon name="chevronDown" className={cn('h-5 w-5 transition-transform', shown && 'rotate-180')} />
      </button>
      <ul id={id} hidden={!shown} className={listClassName}>
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={buttonClassName} onClick={onNavigate}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
