/**
 * The visitor's cookie choice, kept in localStorage: `cookie-consent` holds who/when/what
 * (`{ id, revision, action, timestamp }`), `cookie-preferences` the categories. Only types come from
 * the contracts so the zod schemas stay out of the bundle every page loads.
 */
import type { CookiePreferences } from '@app/contracts/forms/consent';
import { consentActions, type ConsentAction, type ConsentSource } from '@app/contracts/options';
import { readLocal, writeLocal } from '../../lib/safe-storage.ts';

import { CONSENT_KEY, PREFERENCES_KEY } from '@app/contracts/storage-keys';

export { CONSENT_KEY, PREFERENCES_KEY };
/**
 * Version of the cookie policy a choice was made against. Raise it when the cookies in use change:
 * a stored choice of an older revision no longer counts and the banner asks again.
 */
export const CONSENT_REVISION = 1;

export interface StoredConsent {
  id: string;
  revision: number;
  action: ConsentAction;
  timestamp: string;
  /** 'gpc': recorded because the browser sent Global Privacy Control, not chosen in the banner. */
  source?: ConsentSource;
}

export const NO_OPTIONAL_COOKIES: CookiePreferences = { necessary: true, analytics: false, marketing: false };
export const ALL_COOKIES: CookiePreferences = { necessary: true, analytics: true, marketing: true };

function parse(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The stored consent record, whatever its revision; null when absent or unreadable. */
export function readConsent(): StoredConsent | null {
  const v = parse(readLocal(CONSENT_KEY));
  if (
    isRecord(v) &&
    typeof v.id === 'string' &&
    typeof v.revision === 'number' &&
    typeof v.timestamp === 'string' &&
    consentActions.includes(v.action as ConsentAction)
  ) {
    return v as unknown as StoredConsent;
  }
  return null;
}

/**
 * True when a choice exists and was made against the current revision. A choice Global Privacy Control made
 * holds only while the browser still sends it: without the signal, the visitor is asked.
 */
export function hasCurrentConsent(globalPrivacyControl = false): boolean {
  const consent = readConsent();
  if (consent?.source === 'gpc' && !globalPrivacyControl) return false;
  return consent !== null && consent.revision >= CONSENT_REVISION;
}

/** The stored categories; null when absent or unreadable. */
export function readPreferences(): CookiePreferences | null {
  const v = parse(readLocal(PREFERENCES_KEY));
  if (isRecord(v) && typeof v.analytics === 'boolean' && typeof v.marketing === 'boolean') {
    return { necessary: true, analytics: v.analytics, marketing: v.marketing };
  }
  return null;
}

/** An RFC 4122 version 4 id; `crypto.randomUUID` needs a secure context, so fall back to random bytes. */
function newConsentId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Stores a new choice; the browser keeps its consent id across changes and revisions. */
export function storeConsent(
  action: ConsentAction,
  preferences: CookiePreferences,
  source: ConsentSource = 'banner',
): StoredConsent {
  const consent: StoredConsent = {
    id: readConsent()?.id ?? newConsentId(),
    revision: CONSENT_REVISION,
    action,
    timestamp: new Date().toISOString(),
    ...(source === 'gpc' ? { source } : {}),
  };
  writeLocal(CONSENT_KEY, JSON.stringify(consent));
  writeLocal(PREFERENCES_KEY, JSON.stringify(preferences));
  return consent;
}
