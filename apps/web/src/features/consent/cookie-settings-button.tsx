import { openCookieSettings } from './banner-store.ts';

/** Re-opens the cookie banner in its preferences view (placed in the footer). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={openCookieSettings} className={className}>
      Cookie settings
    </button>
  );
}
