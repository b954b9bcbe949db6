/**
 * Names of the cookies and storage keys the site sets, apart from their descriptions (site-storage.ts), so
 * the analytics script can use them without carrying the Cookie Policy's text.
 */
export const CONSENT_KEY = 'cookie-consent';
export const PREFERENCES_KEY = 'cookie-preferences';
/** The analytics visitor cookie (analytics consent only): a random id, no personal data. */
export const VISITOR_COOKIE = 'lumen_vid';
/** The campaign the visitor arrived from (marketing consent only), attached to what they send us. */
export const CAMPAIGN_COOKIE = 'lumen_campaign';
export const VISITOR_COOKIE_DAYS = 365;
export const CAMPAIGN_COOKIE_DAYS = 30;
/** Dispatched on `window` after every cookie choice, with the preferences as `detail` (consent -> analytics). */
export const CONSENT_CHANGE_EVENT = 'cookie-consent-change';
/** The footer's "Cookie settings" link: a click before the page's scripts run leaves this hash for them. */
export const COOKIE_SETTINGS_HASH = '#cookie-settings';
/** What the preferences panel says instead of its switches when the browser sends Global Privacy Control. */
export const GPC_NOTICE =
  'Your browser asks not to be tracked (Global Privacy Control), so analytics and marketing stay off';
