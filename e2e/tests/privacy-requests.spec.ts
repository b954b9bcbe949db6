/**
 * A privacy request end to end: a visitor subscribes through the public form; staff look the address up,
 * download the JSON export and erase it; the same address then subscribes again and is not stored.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import { e2eAdmin } from '../global-setup.ts';
import { signInByApi } from './admin-support.ts';
import { toasts } from '@app/contracts/messages';
import {
  confirmSubscription,
  openForm,
  uniqueEmail,
  waitForRow,
  withoutFloatingWidgets,
} from './forms-support.ts';

const toast = (page: Page, text: string) => page.locator('li.toast').filter({ hasText: text });
const subscribersWith = (email: string) =>
  query<{ id: number }>('select id from subscribers where email = $1', [email]);

async function subscribeThroughForm(page: Page, email: string) {
  await openForm(page, '/subscribe');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  // Double opt-in: the form tells the visitor to confirm from their inbox, whatever the address.
  await expect(page.getByRole('heading', { name: toasts.waitlistConfirmSent.title })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('staff look up, export and erase an address; the newsletter form cannot bring it back', async ({
  page,
}) => {
  const email = uniqueEmail('privacy');
  await subscribeThroughForm(page, email);
  await confirmSubscription(page.request, email);
  await waitForRow(() => subscribersWith(email));

  await signInByApi(page);
  await page.goto('/admin/overview');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Privacy Requests' })
    .click();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Requests' })).toBeVisible();

  await page.getByLabel('E-mail address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('status').filter({ hasText: `found for ${email}` })).toContainText(
    /^\d+ record\(s\)/,
  );
  await expect(page.getByRole('heading', { name: 'Newsletter subscriptions (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Form submissions (1)' })).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    email: string;
    counts: Record<string, number>;
    records: { subscribers: Array<{ email: string }> };
  };
  expect(exported.email).toBe(email);
  expect(exported.counts.subscribers).toBe(1);
  expect(exported.records.subscribers[0]?.email).toBe(email);

  await page.getByRole('button', { name: 'Erase…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this address?' });
  const confirm = dialog.getByRole('button', { name: 'Erase', exact: true });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Type the e-mail address to confirm').fill(email);
  // The admin password is asked again, and checked by the server.
  await dialog.getByLabel('Admin password').fill('not the password');
  await confirm.click();
  await expect(dialog.getByText('Incorrect password. Please try again.')).toBeVisible();
  await dialog.getByLabel('Admin password').fill(e2eAdmin.password);
  await confirm.click();
  await expect(toast(page, 'Address erased')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Nothing is stored about ${email}.`)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'on the suppression list (erased)' }),
  ).toBeVisible();
  expect(await subscribersWith(email)).toEqual([]);

  // The person (or someone typing their address) signs up again: the form says it worked, nothing is kept.
  await subscribeThroughForm(page, email);
  const hash = createHash('sha256').update(email).digest('hex');
  await waitForRow(() =>
    query("select id from audit_log where action = 'subscriber.suppressed' and entity_id = $1", [hash]),
  );
  expect(await subscribersWith(email)).toEqual([]);
});
