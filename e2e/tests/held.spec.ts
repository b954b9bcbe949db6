/**
 * Every enquiry reaches a person: posts sent at machine speed, before the form's token arrived, or after
 * its token request failed are delivered to the staff lists (marked for staff); a filled honeypot is held,
 * listed under Held, and once released reaches the lists with its notification mail.
 */
import { guardLabels } from '@app/contracts/forms/guard';
import { toasts } from '@app/contracts/messages';
import { expect, test, type Page } from './fixtures.ts';
import { query } from '../lib/db.ts';
import { waitForMail } from '../lib/mail.ts';
import { signInByApi } from './admin-support.ts';
import { openForm, uniqueEmail, waitForRow, withoutFloatingWidgets } from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

async function fillContactForm(page: Page, email: string) {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Company name').fill('Compilers Inc');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Primary interest').selectOption('developer');
}

/** Signs staff in and searches the Form Submissions list for `email`; returns its row. */
async function staffSubmissionRow(page: Page, email: string) {
  await signInByApi(page);
  await page.goto('/admin/form-submissions');
  await page.getByLabel('Search by name, email or form type').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test('a lead sent at autofill speed, the moment its token arrives, reaches the staff list', async ({
  page,
}) => {
  const email = uniqueEmail('autofill');
  // The token's request is held until the form is filled and sent: the post then leaves as soon as the
  // token is issued, as an autofill-and-submit does, whatever the speed of the machine running the test.
  let releaseToken = () => {};
  const held = new Promise<void>((resolve) => (releaseToken = resolve));
  await page.route('**/api/form-token', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact');
  await expect(page.locator('[data-island]:has(form)')).toHaveAttribute('data-hydrated', 'true');
  await fillContactForm(page, email);
  await page.getByRole('button', { name: 'Send message' }).click();
  releaseToken();
  await expect(page.getByText(toasts.leadSuccess.title, { exact: true })).toBeVisible();

  const row = await staffSubmissionRow(page, email);
  await expect(row.getByText(guardLabels['token-too-fresh'])).toBeVisible();
  // The detail dialog says it too.
  await row.getByRole('button', { name: /^View submission/ }).click();
  await expect(page.getByRole('dialog', { name: /^Form submission #/ })).toContainText(
    guardLabels['token-too-fresh'],
  );
  await waitForMail((mail) => mail.to.includes('staff@e2e.test') && mail.text.includes(email));
});

test('a lead sent after its token request failed reaches the staff list', async ({ page }) => {
  const email = uniqueEmail('no-token');
  await page.route('**/api/form-token', (route) => route.abort('failed'));
  const failed = page.waitForEvent('requestfailed', (req) => req.url().endsWith('/api/form-token'));
  await page.goto('/contact');
  await failed;
  await fillContactForm(page, email);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(toasts.leadSuccess.title, { exact: true })).toBeVisible();

  await page.unroute('**/api/form-token');
  const row = await staffSubmissionRow(page, email);
  await expect(row.getByText(guardLabels['token-missing'])).toBeVisible();
  await row.getByRole('button', { name: /^View submission/ }).click();
  await expect(page.getByRole('dialog', { name: /^Form submission #/ })).toContainText(
    guardLabels['token-missing'],
  );
});

test('a newsletter sign-up right after load reaches the subscribers list', async ({ page }) => {
  const email = uniqueEmail('quick-reader');
  await page.goto('/subscribe');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  // Double opt-in: listed for staff at once, as unconfirmed.
  await expect(page.getByRole('heading', { name: toasts.newsletterConfirmSent.title })).toBeVisible();

  await signInByApi(page);
  await page.goto('/admin/subscribers');
  await page.getByLabel('Search by email, name or source').fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
});

test('a honeypot post is held, listed under Held, and once released reaches the lists and staff mail', async ({
  page,
}) => {
  const email = uniqueEmail('held');
  await openForm(page, '/contact');
  await fillContactForm(page, email);
  // What a bot does: it fills every input, the hidden one too.
  await page.locator('input[name="_hp"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  // A bot learns nothing from the answer.
  await expect(page.getByText(toasts.leadSuccess.title, { exact: true })).toBeVisible();
  await waitForRow(() => query('select id from quarantine where payload->>$1 = $2', ['email', email]));
  expect(await query('select id from leads where email = $1', [email])).toHaveLength(0);

  await signInByApi(page);
  await page.goto('/admin/held');
  await expect(page.getByRole('link', { name: /^Held\W+\d+ waiting$/ })).toBeVisible();
  await page.getByLabel('Search the posted data').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(guardLabels.honeypot)).toBeVisible();
  await row.getByRole('button', { name: /^Release held post/ }).click();
  await expect(page.getByText('Post released', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  const mail = await waitForMail((m) => m.to.includes('staff@e2e.test') && m.text.includes(email));
  expect(mail.subject).toBe('New contact form submission: Grace Hopper (Compilers Inc)');
  await waitForRow(() => query('select id from leads where email = $1', [email]));
  await page.goto('/admin/form-submissions');
  await page.getByLabel('Search by name, email or form type').fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
});
