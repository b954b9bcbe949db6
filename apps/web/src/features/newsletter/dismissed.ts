/** The newsletter widget's "dismissed" flag in localStorage (set by its close icon or a sign-up). */
import { readLocal, writeLocal } from '../../lib/safe-storage.ts';

export const NEWSLETTER_DISMISSED_KEY = 'newsletter-dismissed';

export const isNewsletterDismissed = (): boolean => readLocal(NEWSLETTER_DISMISSED_KEY) !== null;

export const rememberNewsletterDismissed = (): void => writeLocal(NEWSLETTER_DISMISSED_KEY, 'true');
