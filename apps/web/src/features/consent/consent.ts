/**
 * Applying a cookie choice: store it, remove cookies of declined categories, tell the server
 * (POST /api/consent-log; failures go to the console only) and tell the page.
 */
import type { ConsentLog, CookiePreferences } from '@app/contracts/forms/consent';
import { limits } from '@app/contracts/limits';
import type { ConsentAction, ConsentSource } from '@app/contracts/options';
import { CONSENT_CHANGE_EVENT } from '@app/contracts/storage-keys';
import { CONSENT_REVISION, storeConsent, type StoredConsent } from './consent-storage.ts';
import { clearCookies, isAnalyticsCookie, isMarketingCookie } from './cookies.ts';
import { apiRequest } from '../../lib/api.ts';

export const CONSENT_LOG_URL = '/api/consent-log';

async function sendConsentLog(entry: ConsentLog): Promise<void> {
  try {
    await apiRequest('POST', CONSENT_LOG_URL, entry);
  } catch (error) {
    console.error('Could not record the cookie consent choice', error);
  }
}

/** `source`: 'gpc' when the browser's Global Privacy Control signal made the choice, not the visitor. */
export function applyConsent(
  action: ConsentAction,
  preferences: CookiePreferences,
  source: ConsentSource = 'banner',
): StoredConsent {
  const consent = storeConsent(action, preferences, source);
  if (!preferences.analytics) clearCookies(isAnalyticsCookie);
  if (!preferences.marketing) clearCookies(isMarketingCookie);
  void sendConsentLog({
    timestamp: consent.timestamp,
    action,
    preferences,
    userAgent: navigator.userAgent.slice(0, limits.userAgent),
    domain: window.location.hostname.slice(0, limits.domain),
    consentId: consent.id,
    revision: CONSENT_REVISION,
    ...(source === 'gpc' ? { source } : {}),
  });
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: preferences }));
  return consent;
}

/** The browser's Global Privacy Control signal. */
export function hasGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
