/** /become-partner → POST /api/submit-partner, then the success screen. */
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

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' }).click();

test('errors for empty and short input, focus on the first, no axe violations with errors shown', async ({
  page,
}) => {
  await openForm(page, '/become-partner');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Partner' })).toBeVisible();
  await expect(page.getByText(/within 2 business days/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await submit(page);
  for (const message of [
    m.partnerFullNameMin,
    m.contactNumberInvalid,
    m.emailInvalidProvide,
    m.partnerCompanyNameMin,
    m.industryRequired,
    m.employeeCountRequired,
    m.targetRegionRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectFocused(page, 'Full name');
  await expectNoAxeViolations(page);

  await page.getByLabel('Full name').fill('Al');
  await page.getByLabel('Contact number').fill('12');
  await submit(page);
  await expect(page.getByText(m.partnerFullNameMin)).toBeVisible();
  await expect(page.getByText(m.contactNumberInvalid)).toBeVisible();
  await expectFocused(page, 'Full name');
});

test('a complete application is stored and the success screen leads home', async ({ page }) => {
  await openForm(page, '/become-partner');
  const email = uniqueEmail('partner');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Contact number').fill('+49 30 1234567');
  await page.getByLabel('Business email').fill(email);
  await page.getByLabel('Company name').fill('Cobol Distribution GmbH');
  await page.getByLabel('Company website (optional)').fill('cobol.example');
  await page.getByLabel('Number of employees').selectOption('51-200');
  await page.getByLabel('Target country or region').fill('Germany and Austria');

  // "Other" industry asks for the applicant's own; its error and the focus go there.
  await page.getByLabel(/^Industry/).selectOption('Other');
  await submit(page);
  await expect(page.getByText(m.industryRequired)).toBeVisible();
  await expectFocused(page, 'Please specify your industry');
  await page.getByLabel('Please specify your industry').fill('Logistics');
  await expect(page.getByText(m.industryRequired)).toHaveCount(0);

  const afterSale = page.getByRole('group', { name: /after-sale service/ });
  await expect(afterSale.getByLabel('No', { exact: true })).toBeChecked();
  await page.getByLabel('How did you hear about us? (optional)').selectOption('Lumen Sales');
  await submit(page);

  await expect(page.getByRole('heading', { name: toasts.partnerSuccess.title })).toBeFocused();
  await expect(page.getByText(toasts.partnerSuccess.description, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const row = await waitForRow(() =>
    query<Record<string, unknown>>('select * from partners where email = $1', [email]),
  );
  expect(row).toMatchObject({
    full_name: 'Grace Hopper',
    industry: 'Logistics',
    employee_count: '51-200',
    offer_after_sale_service: 'No',
    target_country_region: 'Germany and Austria',
    referral_source: 'Lumen Sales',
    status: 'pending',
  });
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an industry and an after-sale answer chosen before the form has hydrated are kept and sent', async ({
  page,
}) => {
  const hydrate = await openFormBeforeHydration(page, '/become-partner', 'partner-application-form');
  const email = uniqueEmail('early-partner');
  await page.getByLabel(/^Industry/).selectOption('Healthcare');
  await page
    .getByRole('group', { name: /after-sale service/ })
    .getByLabel('Yes', { exact: true })
    .check();
  await page.getByLabel('Full name').fill('Grace Hopper');
  await hydrate();

  await expect(page.getByLabel(/^Industry/)).toHaveValue('Healthcare');
  await page.getByLabel('Contact number').fill('+49 30 1234567');
  await page.getByLabel('Business email').fill(email);
  await page.getByLabel('Company name').fill('Cobol Distribution GmbH');
  await page.getByLabel('Number of employees').selectOption('51-200');
  await page.getByLabel('Target country or region').fill('Germany');
  await submit(page);
  await expect(page.getByRole('heading', { name: toasts.partnerSuccess.title })).toBeFocused();
  await expect(page.getByText(m.industryRequired)).toHaveCount(0);
  const row = await waitForRow(() =>
    query<Record<string, unknown>>('select * from partners where email = $1', [email]),
  );
  expect(row).toMatchObject({ industry: 'Healthcare', offer_after_sale_service: 'Yes' });
});

test('"Other" chosen before the form has hydrated asks for the industry once it has', async ({ page }) => {
  const hydrate = await openFormBeforeHydration(page, '/become-partner', 'partner-application-form');
  await page.getByLabel(/^Industry/).selectOption('Other');
  await hydrate();

  await expect(page.getByLabel(/^Industry/)).toHaveValue('Other');
  await page.getByLabel('Please specify your industry').fill('Logistics');
  await expect(page.getByLabel('Please specify your industry')).toHaveValue('Logistics');
});
