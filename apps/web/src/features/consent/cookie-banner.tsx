/**
 * The cookie-consent banner: a non-modal region (no focus trap) shown 1 s after load when no
 * current choice is stored, with a simple view (Accept All / Reject All / Customize) and a
 * preferences view (necessary always on; analytics and marketing switches). A browser sending
 * Global Privacy Control is never asked: "no analytics, no marketing" is recorded as its signal's choice
 * (source `gpc`), and the preferences view says so instead of offering switches that would do nothing.
 */
import type { CookiePreferences } from '@app/contracts/forms/consent';
import type { ConsentAction } from '@app/contracts/options';
import { storageIn, type StorageCategory } from '@app/contracts/site-storage';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { COOKIE_SETTINGS_HASH } from '@app/contracts/storage-keys';
import { cookieBannerTexts } from '../../content/consent.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import {
  closeConsentBanner,
  openCookieSettings,
  setConsentBannerView,
  showConsentBanner,
  useConsentBanner,
  type BannerView,
} from './banner-store.ts';
import { applyConsent, hasGlobalPrivacyControl } from './consent.ts';
import {
  ALL_COOKIES,
  hasCurrentConsent,
  NO_OPTIONAL_COOKIES,
  readConsent,
  readPreferences,
} from './consent-storage.ts';

/** The names the category sets, from the one list the Cookie Policy and the tests use. */
const namesIn = (category: StorageCategory) =>
  storageIn(category)
    .map((entry) => entry.name)
    .join(', ');

/** Delay before the banner appears (spec: 1 second after load). */
export const BANNER_DELAY_MS = 1000;

/**
 * `since`: when the page loaded (Date.now()'s clock), if the banner mounts later; the delay counts from it.
 * `ask`: false where the banner must not open on its own (staff, portal and console screens).
 */
export function CookieBanner({
  className,
  since,
  ask = true,
}: {
  className?: string;
  since?: number;
  ask?: boolean;
}) {
  const { open, view, requested } = useConsentBanner();

  // First visit or outdated choice: GPC decides without asking (and says so), else ask after the delay.
  useEffect(() => {
    const gpc = hasGlobalPrivacyControl();
    if (!ask || hasCurrentConsent(gpc)) return;
    if (gpc) {
      applyConsent('reject_all', NO_OPTIONAL_COOKIES, 'gpc');
      return;
    }
    const remaining = BANNER_DELAY_MS - (since === undefined ? 0 : Date.now() - since);
    if (remaining <= 0) {
      showConsentBanner();
      return;
    }
    const timer = window.setTimeout(showConsentBanner, remaining);
    return () => window.clearTimeout(timer);
  }, [since, ask]);

  // The footer's link clicked before this ran (or later, without its script): open the settings now.
  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash !== COOKIE_SETTINGS_HASH) return;
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      openCookieSettings();
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  return open ? <BannerPanel view={view} requested={requested} className={className} /> : null;
}

function BannerPanel({
  view,
  requested,
  className,
}: {
  view: BannerView;
  requested: boolean;
  className?: string | undefined;
}) {
  // Each opening starts from the stored toggles (none stored: everything optional off).
  const [toggles, setToggles] = useState(() => readPreferences() ?? NO_OPTIONAL_COOKIES);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = { heading: useId(), analytics: useId(), marketing: useId() };

  // Opened on request: take the focus there. Switching views (the pressed button disappears)
  // keeps it inside the banner. Shown on its own, the banner never steals the focus.
  const shownView = useRef(view);
  useEffect(() => {
    if (requested || shownView.current !== view) headingRef.current?.focus();
    shownView.current = view;
  }, [requested, view]);

  const choose = (action: ConsentAction, preferences: CookiePreferences) => {
    applyConsent(action, preferences);
    closeConsentBanner()?.focus();
  };
  const canClose = requested && readConsent() !== null;
  const gpc = hasGlobalPrivacyControl();
  const change = (key: 'analytics' | 'marketing') => (checked: boolean) =>
    setToggles((t) => ({ ...t, [key]: checked }));
  const copy = useContent('cookieBannerTexts', cookieBannerTexts);
  const { simple, preferences: prefs } = copy;
  const described = (category: 'necessary' | 'analytics' | 'marketing') =>
    `${prefs[category].description} ${prefs.sets(namesIn(category))}`;

  return (
    <div
      role="region"
      aria-label={copy.regionLabel}
      // Re-opened settings close like a dialog does (focus is moved into the banner when it opens).
      onKeyDown={(event) => {
        if (event.key === 'Escape' && canClose) closeConsentBanner()?.focus();
      }}
      className={cn(
        'pointer-events-auto relative max-h-[70vh] w-full overflow-y-auto rounded-xl bg-white p-4 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 sm:max-w-md sm:p-5',
        className,
      )}
    >
      {canClose && (
        <button
          type="button"
          aria-label={copy.close}
          onClick={() => closeConsentBanner()?.focus()}
          className="absolute top-3 right-3 flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <Icon name="close" className="h-4 w-4" />
        </button>
      )}
      {view === 'simple' ? (
        <>
          <h2 ref={headingRef} tabIndex={-1} id={ids.heading} className="pr-8 text-base font-semibold">
            {simple.heading}
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            {simple.text}{' '}
            <SmartLink
              href={simple.policyLink.href}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {simple.policyLink.label}
            </SmartLink>
            {simple.afterLink}
          </p>
          {/* One row on phones too, so the banner covers as little of a small screen as it can. */}
          <div className="mt-3 grid grid-cols-3 gap-2 sm:mt-4 sm:flex sm:flex-wrap">
            <Button onClick={() => choose('accept_all', ALL_COOKIES)}>{simple.acceptAll}</Button>
            <Button variant="secondary" onClick={() => choose('reject_all', NO_OPTIONAL_COOKIES)}>
              {simple.rejectAll}
            </Button>
            <Button variant="outline" onClick={() => setConsentBannerView('preferences')}>
              {simple.customize}
            </Button>
          </div>
        </>
      ) : (
        <>
          <h2 ref={headingRef} tabIndex={-1} id={ids.heading} className="pr-8 text-base font-semibold">
            {prefs.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{prefs.text}</p>
          <ul className="mt-4 grid gap-4">
            <PreferenceRow
              id={`${ids.heading}-necessary`}
              label={prefs.necessary.label}
              description={described('necessary')}
              checked
              disabled
            />
            {gpc ? (
              <li>
                <p className="text-sm font-medium text-slate-900">{prefs.gpcNotice}</p>
              </li>
            ) : (
              <>
                <PreferenceRow
                  id={ids.analytics}
                  label={prefs.analytics.label}
                  description={described('analytics')}
                  checked={toggles.analytics}
                  onCheckedChange={change('analytics')}
                />
                <PreferenceRow
                  id={ids.marketing}
                  label={prefs.marketing.label}
                  description={described('marketing')}
                  checked={toggles.marketing}
                  onCheckedChange={change('marketing')}
                />
              </>
            )}
          </ul>
          {!gpc && (
            <div className="mt-5 flex flex-wrap gap-2">
              <Button onClick={() => choose('customize', toggles)}>{prefs.save}</Button>
              <Button variant="outline" onClick={() => setConsentBannerView('simple')}>
                {prefs.back}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function PreferenceRow({
  id,
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  return (
    <li className="flex items-start justify-between gap-4">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="text-xs text-slate-600">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
      />
    </li>
  );
}
