/**
 * Staff tables on a phone (390 px): e-mail addresses stay readable (no 3–4 characters per line), and a
 * table wider than the screen is a region keyboard users can focus and scroll (axe: scrollable-region-focusable).
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import { insertPartner, screenshot, signInByApi, unique } from './admin-support.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

/** How many lines the cell's text takes (its content height over its line height). */
const linesOf = (cell: Locator) =>
  cell.evaluate((el) => {
    const style = getComputedStyle(el);
    const content = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return Math.round(content / parseFloat(style.lineHeight));
  });

async function seed(tag: string) {
  const email = `alexandra.longname-${tag}@example-distribution.test`;
  await query(`insert into subscribers (email, first_name, last_name) values ($1, 'Alexandra', 'Long')`, [
    email,
  ]);
  await query(
    `insert into form_submissions (form_type, submitter_name, submitter_email, form_data)
     values ('contact-form', 'Alexandra Long', $1, $2)`,
    [email, JSON.stringify({ message: 'Hello' })],
  );
  return email;
}

async function emailCell(page: Page, path: string, search: string, table: string, email: string) {
  await page.goto(path);
  await page.getByLabel(search).fill(email);
  const cell = page.getByRole('table', { name: table }).getByRole('cell', { name: email, exact: true });
  await expect(cell).toBeVisible();
  return cell;
}

for (const width of [390, 768, 1440]) {
  test(`e-mail addresses keep at least 15 characters a line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = unique();
    const email = await seed(tag);
    await signInByApi(page);

    const subscriber = await emailCell(
      page,
      '/admin/subscribers',
      'Search by email, name or source',
      'Email subscribers',
      email,
    );
    expect(email.length / (await linesOf(subscriber))).toBeGreaterThanOrEqual(15);
    await screenshot(page, `subscribers-${width}`);

    const submission = await emailCell(
      page,
      '/admin/form-submissions',
      'Search by name, email or form type',
      'Form submissions',
      email,
    );
    expect(email.length / (await linesOf(submission))).toBeGreaterThanOrEqual(15);
    await screenshot(page, `form-submissions-${width}`);
  });
}

test('the audit log table at 390 px is a focusable, scrollable region without axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInByApi(page);
  await page.goto('/admin/audit-log');
  const region = page.getByRole('region', { name: 'Audit log' });
  await expect(region.getByRole('table', { name: 'Audit log' })).toBeVisible();
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'audit-log-390');
});

test('at 390 px the partner applications table scrolls inside its frame, never the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const { company } = await insertPartner();
  await signInByApi(page);
  await page.goto('/admin/dashboard');
  const table = page.getByRole('table', { name: 'Partner applications' });
  await expect(table.getByRole('cell', { name: company, exact: true })).toBeVisible();
  // The sortable headers' screen-reader text ("…, sort ascending") must stay inside the scrolling frame.
  await expect(table.getByRole('button', { name: /^Status\b.*sort/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
});
