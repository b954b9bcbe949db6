import { COOKIE_SETTINGS_HASH } from '@app/contracts/storage-keys';
import type { KeyboardEvent, MouseEvent } from 'react';
import { openCookieSettings } from './banner-store.ts';
import { chromeLabels as chromeLabelsEn } from '../../content/nav.ts';
import { useContent } from '../../i18n/catalogue.tsx';

/**
 * Re-opens the cookie banner in its preferences view (placed in the footer). A link, so that a click before
 * the page's scripts have run is not lost: it leaves `#cookie-settings` in the address, and the banner opens
 * the settings as soon as it starts (cookie-banner.tsx). Once hydrated, a click opens them at once. It acts
 * as a button (opens a panel in place), so it is named one and also answers Space.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const chromeLabels = useContent('chromeLabels', chromeLabelsEn);
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    openCookieSettings();
  };
  return (
    <a
      href={COOKIE_SETTINGS_HASH}
      role="button"
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === ' ') open(event);
      }}
      className={className}
    >
      {chromeLabels.cookieSettings}
    </a>
  );
}
