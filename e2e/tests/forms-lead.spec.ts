/** Enterprise contact form (home #contact) and contact page form → POST /api/leads. */
import { toasts, validationMessages as m } from '@app/contracts/messages';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import {
  expectFocused,
  openForm,
  openFormBeforeHydration,
  uniqueEmail,
  waitForRow,
  withoutFloatingWidgets,
} from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

const form = (page: Page, name: string) => page.getByRole('form', { name });

async function fillLead(page: Page, email: string, interest: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company name').fill('Analytical Engines Ltd');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Phone (optional)').fill('+44 20 7946 0000');
  await page.getByLabel('Primary interest').selectOption(interest);
  await page.getByLabel('Message (optional)').fill('We would like a pilot for 20 field engineers.');
}

test('home #contact: errors on submit, focus on the first, re-validation on change, then a stored lead', async ({
  page,
}) => {
  await openForm(page, '/#contact');
  const contact = form(page, 'Enterprise contact form');
  await contact.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    m.firstNameMin,
    m.lastNameMin,
    m.companyNameRequired,
    m.emailInvalid,
    m.interestRequired,
  ]) {
    await expect(contact.getByText(message, { exact: true })).toBeVisible();
  }
  await expectFocused(page, 'First name');
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // Re-validation on change: a fixed field loses its message at once.
  await page.getByLabel('First name').fill('Ada');
  await expect(contact.getByText(m.firstNameMin)).toHaveCount(0);
  await page.getByLabel('Work email').fill('not-an-email');
  await expect(contact.getByText(m.emailInvalid)).toBeVisible();

  const email = uniqueEmail('home-lead');
  await fillLead(page, email, 'remote-assistance');
  await contact.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(toasts.leadSuccess.title, { exact: true })).toBeVisible();
  await expect(page.getByText(toasts.leadSuccess.description, { exact: true })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('');

  const lead = await waitForRow(() =>
    query<{ first_name: string; company_name: string; interest: string; phone: string; message: string }>(
      'select * from leads where email = $1',
      [email],
    ),
  );
  expect(lead).toMatchObject({
    first_name: 'Ada',
    company_name: 'Analytical Engines Ltd',
    interest: 'remote-assistance',
    phone: '+44 20 7946 0000',
  });
  const submission = await waitForRow(() =>
    query<{ form_type: string }>('select form_type from form_submissions where submitter_email = $1', [
      email,
    ]),
  );
  expect(submission.form_type).toBe('contact-form');
});

test('home #contact: focus goes to the interest select when it is the first error', async ({ page }) => {
  await openForm(page, '/#contact');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company name').fill('Engines');
  await page.getByLabel('Work email').fill('ada@example.com');
  await form(page, 'Enterprise contact form').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(m.interestRequired)).toBeVisible();
  await expectFocused(page, 'Primary interest');
});

test('contact page: contact details, seven interests, a stored developer enquiry, no axe violations', async ({
  page,
}) => {
  await openForm(page, '/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'sales@lumen-glasses.example' }).first()).toBeVisible();
  await expect(page.getByLabel('Primary interest').locator('option')).toHaveText([
    'Select your primary interest',
    'Remote Assistance',
    'Training & Simulation',
    'Workflow Optimization',
    'Partnership Opportunities',
    'Other',
    'Developer Program',
    'Distribution & Wholesale',
  ]);
  await expectNoAxeViolations(page);

  const contact = form(page, 'Contact form');
  await page.getByLabel('Work email').fill('nobody');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByText(m.emailInvalid)).toBeVisible();
  await expectFocused(page, 'First name');
  await expectNoAxeViolations(page);

  const email = uniqueEmail('contact-lead');
  await fillLead(page, email, 'developer');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(toasts.leadSuccess.title, { exact: true })).toBeVisible();
  const lead = await waitForRow(() =>
    query<{ interest: string }>('select interest from leads where email = $1', [email]),
  );
  expect(lead.interest).toBe('developer');
});

test('the submit button reads "Submitting..." and is disabled while the request runs', async ({ page }) => {
  await openForm(page, '/contact');
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/leads', async (route) => {
    await held;
    await route.continue();
  });
  await fillLead(page, uniqueEmail('pending-lead'), 'training');
  await page.getByRole('button', { name: 'Send message' }).click();
  const pending = page.getByRole('button', { name: 'Submitting...' });
  await expect(pending).toBeDisabled();
  release();
  await expect(page.getByText(toasts.leadSuccess.title, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
});

test('a refused lead shows the failure toast with the server message', async ({ page }) => {
  await openForm(page, '/contact');
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"message":"Too many requests"}' }),
  );
  await fillLead(page, uniqueEmail('refused-lead'), 'training');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(toasts.leadFailed.title, { exact: true })).toBeVisible();
  await expect(page.getByText('Too many requests', { exact: true })).toBeVisible();
});

test('contact page: what a visitor types before the form has hydrated is kept and sent', async ({ page }) => {
  const hydrate = await openFormBeforeHydration(page, '/contact', 'contact-lead-form');
  const email = uniqueEmail('early-lead');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Primary interest').selectOption('developer');
  await hydrate();

  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Primary interest')).toHaveValue('developer');
  const contact = form(page, 'Contact form');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByText(m.companyNameRequired, { exact: true })).toBeVisible();
  await expect(contact.getByText(m.firstNameMin)).toHaveCount(0);
  await expect(contact.getByText(m.lastNameMin)).toHaveCount(0);
  await expect(contact.getByText(m.interestRequired)).toHaveCount(0);

  await page.getByLabel('Company name').fill('Analytical Engines Ltd');
  await page.getByLabel('Work email').fill(email);
  await contact.getByRole('button', { name: 'Send message' }).click();
  const lead = await waitForRow(() =>
    query<{ first_name: string; last_name: string; interest: string }>(
      'select first_name, last_name, interest from leads where email = $1',
      [email],
    ),
  );
  expect(lead).toEqual({ first_name: 'Ada', last_name: 'Lovelace', interest: 'developer' });
});

test('a field focused just under the sticky header is scrolled until its label shows below it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openForm(page, '/contact');
  const firstName = page.getByLabel('First name');
  // The field is in view right under the 64 px header, its label behind the header: the browser itself
  // does not scroll when the field gets the focus.
  await firstName.evaluate((input) =>
    window.scrollBy({ top: input.getBoundingClientRect().top - 70, behavior: 'instant' }),
  );
  await page
    .getByRole('button', { name: 'Send message' })
    .evaluate((button: HTMLButtonElement) => button.click());
  await expect(firstName).toBeFocused();
  const label = page.locator('label', { hasText: 'First name' });
  const header = await page.getByRole('banner').boundingBox();
  await expect
    .poll(async () => (await label.boundingBox())?.y ?? -1, { message: 'the label is below the header' })
    .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 64));
});
