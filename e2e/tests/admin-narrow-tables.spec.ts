/**
 * Staff screens on phones, tablets and desktops (390, 768, 1440 px): e-mail addresses stay readable and
 * wrap only between their parts, search hints fit their boxes, partner applications are cards with their
 * actions in reach below 1024 px, and a table wider than the screen is a region keyboard users can focus
 * and scroll (axe: scrollable-region-focusable) with a visible cue that it scrolls.
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

test('the audit log and staff tables at 390 px are focusable, scrollable regions that say so, without axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInByApi(page);
  for (const [path, name, shot] of [
    ['/admin/audit-log', 'Audit log', 'audit-log-390'],
    ['/admin/staff', 'Staff accounts', 'staff-390'],
  ] as const) {
    await page.goto(path);
    const region = page.getByRole('region', { name });
    await expect(region.getByRole('table', { name })).toBeVisible();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(page.getByText('Scroll sideways for more columns')).toBeVisible();
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await screenshot(page, shot);
  }
});

for (const width of [390, 768]) {
  test(`at ${width} px every partner application's actions are on screen (cards), never the page scrolled sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { company } = await insertPartner();
    await signInByApi(page);
    await page.goto('/admin/dashboard');
    await page.getByLabel('Search by name, company or email').fill(company);
    // Within the screen's width (a table's last column would be off to the right, in its scrolling frame).
    for (const action of ['View', 'Approve', 'Reject']) {
      const button = page.getByRole('button', { name: `${action} ${company}` });
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.x, action).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, action).toBeLessThanOrEqual(width);
    }
    // The table's sort is a select in the card view.
    await page.getByLabel('Sort').selectOption({ label: 'Status: pending first' });
    await expect(page.getByRole('button', { name: `Approve ${company}` })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await screenshot(page, `partner-applications-${width}`);
  });
}

test('at 1024 px the partner applications table scrolls inside its frame, says so, never the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  const { company } = await insertPartner();
  await signInByApi(page);
  await page.goto('/admin/dashboard');
  const table = page.getByRole('table', { name: 'Partner applications' });
  await expect(table.getByRole('cell', { name: company, exact: true })).toBeVisible();
  // The sortable headers' screen-reader text ("…, sort ascending") must stay inside the scrolling frame.
  await expect(table.getByRole('button', { name: /^Status\b.*sort/ })).toBeVisible();
  const region = page.getByRole('region', { name: 'Partner applications' });
  if (await region.evaluate((el) => el.scrollWidth > el.clientWidth)) {
    await expect(page.getByText('Scroll sideways for more columns')).toBeVisible();
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
});

/**
 * The lines an element's text is laid out in, read from the positions of its characters: where the
 * browser broke an e-mail address.
 */
const linesIn = (el: Locator) =>
  el.evaluate((node) => {
    const lines: string[] = [];
    let top: number | null = null;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.textContent ?? '';
      for (let i = 0; i < value.length; i += 1) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (top === null || rect.top > top + 2) {
          lines.push(value[i] ?? '');
          top = rect.top;
        } else {
          lines[lines.length - 1] = `${lines.at(-1) ?? ''}${value[i] ?? ''}`;
        }
      }
    }
    return lines;
  });

/** A line of an address may end only after "@" or "-", or before a dot of the domain. */
function brokenMidWord(lines: string[]): string[] {
  return lines.slice(0, -1).filter((line, i) => !/[@-]$/.test(line) && !lines[i + 1]!.startsWith('.'));
}

for (const width of [390, 768, 1440]) {
  test(`at ${width} px e-mail addresses keep 15 characters a line, wrap only after @ or - or before a dot; search hints fit`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = unique();
    const email = await seed(tag);
    const { company } = await insertPartner();
    await query(`update partners set email = $1 where company_name = $2`, [
      `applicant-${tag}-wholesale@e2e-distribution.test`,
      company,
    ]);
    await signInByApi(page);

    await page.goto('/admin/dashboard');
    await page.getByLabel('Search by name, company or email').fill(company);
    const partnerEmail = page.getByText(`applicant-${tag}-wholesale@e2e-distribution.test`, { exact: true });
    await expect(partnerEmail).toBeVisible();
    expect(brokenMidWord(await linesIn(partnerEmail))).toEqual([]);

    for (const [path, search, table] of [
      ['/admin/subscribers', 'Search by email, name or source', 'Email subscribers'],
      ['/admin/form-submissions', 'Search by name, email or form type', 'Form submissions'],
    ] as const) {
      const cell = await emailCell(page, path, search, table, email);
      expect(brokenMidWord(await linesIn(cell)), path).toEqual([]);
      // Readable: no 3–4 characters a line.
      expect(email.length / (await linesOf(cell))).toBeGreaterThanOrEqual(15);
      await screenshot(page, `${path.slice('/admin/'.length)}-${width}`);
    }

    // Every staff search box shows its whole placeholder.
    for (const path of [
      '/admin/dashboard',
      '/admin/developer-applications',
      '/admin/subscribers',
      '/admin/form-submissions',
      '/admin/overview',
      '/admin/app-submissions',
      '/admin/audit-log',
      '/admin/held',
    ]) {
      await page.goto(path);
      const box = page.locator('input[type="search"]').first();
      await expect(box).toBeVisible();
      const room = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const text = context.measureText(input.placeholder).width;
        const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return inner - text;
      });
      expect(room, `${path}: the placeholder is cut`).toBeGreaterThanOrEqual(0);
    }
  });
}
