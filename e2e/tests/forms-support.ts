/**
 * Shared steps of the form specs (forms-*, consent, newsletter). Not a spec file itself.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONSENT_KEY,
  CONSENT_REVISION,
  PREFERENCES_KEY,
} from '../../apps/web/src/features/consent/consent-storage.ts';
import { NEWSLETTER_DISMISSED_KEY } from '../../apps/web/src/features/newsletter/dismissed.ts';
import { query } from '../lib/db.ts';

/** A unique address per call, so parallel specs never collide. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${randomBytes(3).toString('hex')}@e2e.test`;

/** Stores a current cookie choice before any page script runs: no cookie banner. */
export async function storeCookieChoice(page: Page): Promise<void> {
  await page.addInitScript(
    ({ consentKey, preferencesKey, revision }) => {
      localStorage.setItem(
        consentKey,
        JSON.stringify({
          id: '00000000-0000-4000-8000-000000000000',
          revision,
          action: 'reject_all',
          timestamp: new Date().toISOString(),
        }),
      );
      localStorage.setItem(
        preferencesKey,
        JSON.stringify({ necessary: true, analytics: false, marketing: false }),
      );
    },
    { consentKey: CONSENT_KEY, preferencesKey: PREFERENCES_KEY, revision: CONSENT_REVISION },
  );
}

/** Stores the newsletter widget's dismissed flag before any page script runs: no widget. */
export async function dismissNewsletterWidget(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), NEWSLETTER_DISMISSED_KEY);
}

/** Neither the cookie banner nor the newsletter widget (for the form specs). */
export async function withoutFloatingWidgets(page: Page): Promise<void> {
  await storeCookieChoice(page);
  await dismissNewsletterWidget(page);
}

/**
 * Opens a page with a form and waits until the form is usable (it has fetched its time token). What the
 * test does next happens at machine speed, faster than the token's minimum age: the server delivers such
 * a post (marked "sent very fast" for staff), as it must for a person whose browser autofills the form.
 */
export async function openForm(page: Page, path: string): Promise<void> {
  const token = page.waitForResponse((res) => res.url().endsWith('/api/form-token') && res.ok());
  await page.goto(path);
  // A page's form is an island: until it has hydrated (it fetches its token then), a submit posts the
  // HTML form (the no-JavaScript path, tested on its own).
  await token;
  const island = page.locator('[data-island]:has(form)');
  if ((await island.count()) > 0) await expect(island.first()).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Opens a form page with the form's code (the chunk named `chunk`) held back, so what the test does next
 * happens in the server HTML before hydration. The function returned lets the code through and resolves
 * once the form has hydrated (it asks for its token then).
 */
export async function openFormBeforeHydration(
  page: Page,
  path: string,
  chunk: string,
): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = `**/assets/${chunk}-*.js`;
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  const requested = page.waitForRequest(pattern);
  const token = page.waitForResponse((res) => res.url().endsWith('/api/form-token') && res.ok());
  // Not waiting for `#root` to be marked: the form is in view, and its island cannot hydrate while held.
  await page.goto(path, { waitUntil: 'commit' });
  await requested;
  return async () => {
    release();
    await token;
  };
}

/** The element that has the focus is the control labelled `label`. */
export async function expectFocused(page: Page, label: string | RegExp): Promise<void> {
  await expect(page.getByLabel(label).first()).toBeFocused();
}

/**
 * Polls a database query until it returns a row (the request has just been answered); `timeoutMs` bounds a
 * row that never comes, generous since a busy machine commits late.
 */
export async function waitForRow<T>(load: () => Promise<T[]>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await load();
    if (rows[0]) return rows[0];
    if (Date.now() > until) throw new Error('no row appeared');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An address's row in `subscribers`, once it is there. */
export const subscriberRow = (email: string) =>
  waitForRow(() =>
    query<{ email: string; source: string; active: boolean; first_name: string | null }>(
      'select email, source, active, first_name from subscribers where email = $1',
      [email],
    ),
  );

/**
 * Subscribes `email` through the API, confirms it, and returns the unsubscribe link of its welcome mail (path
 * and query).
 */
export async function subscribeForUnsubscribeLink(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const { token } = (await (await request.get('/api/form-token')).json()) as { token: string };
  const res = await request.post('/api/subscribe', {
    data: { email, source: 'website', _hp: '', _t: token },
  });
  expect(res.status()).toBe(201);
  await confirmSubscription(request, email);
  const mail = await waitForRow(() =>
    query<{ text: string }>('select text from email_outbox where "to" = $1 and kind = $2', [
      email,
      'newsletter-welcome',
    ]),
  );
  const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');
  return url.pathname + url.search;
}

/**
 * Follows the confirmation link of `email`'s sign-up as its owner does (double opt-in: its token from the
 * queued mail), so the address becomes a subscriber with its form submission.
 */
export async function confirmSubscription(request: APIRequestContext, email: string): Promise<void> {
  const confirmation = await waitForRow(() =>
    query<{ text: string }>('select text from email_outbox where "to" = $1 and kind = $2', [
      email,
      'newsletter-confirm',
    ]),
  );
  const confirmLink = new URL(
    /https?:\/\/\S+\/subscribe\/confirm\?token=\S+/.exec(confirmation.text)?.[0] ?? '',
  );
  const confirmed = await request.post('/api/subscribe/confirm', {
    data: { token: confirmLink.searchParams.get('token') },
  });
  expect(confirmed.status()).toBe(200);
}
