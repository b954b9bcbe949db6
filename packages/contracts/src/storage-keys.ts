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
