/**
 * Whether the cookie banner is open and in which view. A module store, so the footer's
 * "Cookie settings" button can re-open the banner that SiteLayout mounts elsewhere.
 */
import { useSyncExternalStore } from 'react';

export type BannerView = 'simple' | 'preferences';

export interface BannerState {
  open: boolean;
  view: BannerView;
  /** Opened on request (footer button): move focus into the banner and back when it closes. */
  requested: boolean;
}

const closed: BannerState = { open: false, view: 'simple', requested: false };
let state: BannerState = closed;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: BannerState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Shows the banner on its own (first visit, outdated choice); does nothing if already open. */
export function showConsentBanner(): void {
  if (!state.open) set({ open: true, view: 'simple', requested: false });
}

/** Re-opens the banner in the preferences view (the footer's "Cookie settings"). */
export function openCookieSettings(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set({ open: true, view: 'preferences', requested: true });
}

export function setConsentBannerView(view: BannerView): void {
  set({ ...state, view });
}

/** Closes the banner; returns the element that opened it on request, to give focus back. */
export function closeConsentBanner(): HTMLElement | null {
  const back = state.requested ? opener : null;
  opener = null;
  set(closed);
  return back;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useConsentBanner(): BannerState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );
}
