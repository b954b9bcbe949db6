/**
 * Every cookie and storage key the site sets, in one list: the Cookie Policy and the cookie banner render
 * from it, the analytics script and the consent code take their names from it, and an e2e test compares it
 * with what the browser actually holds after each choice. Add a key here before the code sets it.
 */

export type StorageCategory = 'necessary' | 'analytics' | 'marketing';

export interface SiteStorageEntry {
  name: string;
  kind: 'cookie' | 'localStorage' | 'sessionStorage';
  category: StorageCategory;
  /** What it is for, as the Cookie Policy says it. */
  purpose: string;
  /** How long it lasts. */
  duration: string;
  /** Set only on some visits (staff, portal or console sign-in; a dismissed widget), not by every choice. */
  conditional?: string;
}

import {
  CAMPAIGN_COOKIE,
  CAMPAIGN_COOKIE_DAYS,
  CONSENT_KEY,
  PREFERENCES_KEY,
  VISITOR_COOKIE,
  VISITOR_COOKIE_DAYS,
} from './storage-keys';

export const siteStorage: readonly SiteStorageEntry[] = [
  {
    name: CONSENT_KEY,
    kind: 'localStorage',
    category: 'necessary',
    purpose: 'Remembers your cookie choice (an id, the policy revision and when you chose).',
    duration: 'Until you clear your browser storage',
  },
  {
    name: PREFERENCES_KEY,
    kind: 'localStorage',
    category: 'necessary',
    purpose: 'Remembers which optional cookie categories you allowed.',
    duration: 'Until you clear your browser storage',
  },
  {
    name: 'newsletter-dismissed',
    kind: 'localStorage',
    category: 'necessary',
    purpose: 'Remembers that you closed the newsletter sign-up, so it stays closed.',
    duration: 'Until you clear your browser storage',
    conditional: 'when you close the newsletter sign-up',
  },
  {
    name: 'sid',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'Keeps staff, partners and developers signed in (named __Host-sid over HTTPS).',
    duration: 'Until you sign out or the session expires',
    conditional: 'when you sign in',
  },
  {
    name: 'adminAuth',
    kind: 'sessionStorage',
    category: 'necessary',
    purpose:
      'Tells other tabs of the staff area that a staff member is signed in (a hint, not a credential).',
    duration: 'Until the tab is closed',
    conditional: 'when staff sign in',
  },
  {
    name: VISITOR_COOKIE,
    kind: 'cookie',
    category: 'analytics',
    purpose:
      'A random visitor id, so our own analytics can tell returning visitors and visits apart. Never shared.',
    duration: `${VISITOR_COOKIE_DAYS} days`,
  },
  {
    name: CAMPAIGN_COOKIE,
    kind: 'cookie',
    category: 'marketing',
    purpose:
      'The campaign (UTM source, medium and name) you arrived from, attached to an enquiry, application or sign-up you send.',
    duration: `${CAMPAIGN_COOKIE_DAYS} days`,
    conditional: 'when you arrive from a campaign link',
  },
];

export const storageIn = (category: StorageCategory): readonly SiteStorageEntry[] =>
  siteStorage.filter((entry) => entry.category === category);
