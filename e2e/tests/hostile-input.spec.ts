/**
 * Hostile input, stored (issue #9 item 6): a lead, a partner application, a developer application, a
 * subscriber and a failed staff sign-in whose text fields hold script and event-handler markup are sent
 * through the public API as a visitor would; every admin screen that shows them renders the markup as
 * literal text (no script runs, no element is created). CSV exports neutralise cells a spreadsheet would
 * run as formulas (= + - @).
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import { signInByApi, unique } from './admin-support.ts';
import { confirmSubscription, withoutFloatingWidgets } from './forms-support.ts';

const XSS = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

async function formToken(page: Page): Promise<string> {
  const res = await page.request.get('/api/form-token');
  return ((await res.json()) as { token: string }).token;
}

async function submit(page: Page, url: string, data: Record<string, unknown>, status = 201) {
  const res = await page.request.post(url, { data: { ...data, _hp: '', _t: await formToken(page) } });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
}

/** The markup is on screen as text, nothing ran, and the page holds no element made from it. */
async function rendersAsText(page: Page, where: Locator, text: string) {
  await expect(where).toContainText(text);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('script', { hasText: 'window.__xss' })).toHaveCount(0);
  await expect(page.locator('img[onerror]')).toHaveCount(0);
}

async function search(page: Page, label: string, value: string) {
  await page.getByLabel(label).fill(value);
}

test('stored script markup renders as text on every admin screen', async ({ page }) => {
  const tag = unique();
  const name = `${XSS} ${tag}`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await submit(page, '/api/leads', {
    firstName: name,
    lastName: XSS,
    companyName: `${XSS} Leads`,
    email: `lead-${tag}@e2e.test`,
    interest: 'remote-assistance',
    message: `Hello ${XSS}`,
  });
  await submit(page, '/api/submit-partner', {
    fullName: name,
    contactNumber: '+44 20 7946 0000',
    email: `partner-${tag}@e2e.test`,
    companyName: `${XSS} Co ${tag}`,
    industry: 'Retail',
    employeeCount: '51-200',
    targetCountryRegion: XSS,
    additionalInfo: XSS,
  });
  await submit(page, '/api/submit-developer', {
    fullName: name,
    email: `dev-${tag}@e2e.test`,
    jobTitle: XSS,
    experienceLevel: 'advanced',
    programmingLanguages: ['Kotlin'],
    developmentAreas: ['Mobile Apps'],
    yearsExperience: '5-10',
    interestedPlatforms: ['YodaOS-Sprite'],
    primaryUseCase: 'Enterprise & Industrial',
    projectDescription: `A project: ${XSS}`,
    reasonForInterest: `A reason: ${XSS}`,
  });
  await submit(page, '/api/subscribe', { email: `reader-${tag}@e2e.test`, firstName: name, lastName: XSS });
  // Confirmed, as its owner would: only then is it a form submission (double opt-in).
  await confirmSubscription(page.request, `reader-${tag}@e2e.test`);
  // A failed staff sign-in records the typed user name in the audit log.
  const failed = await page.request.post('/api/admin/login', {
    data: { username: name, password: 'not-the-password' },
  });
  expect(failed.status()).toBe(401);

  await signInByApi(page);

  await page.goto('/admin/dashboard');
  await search(page, 'Search by name, company or email', tag);
  const partnerRow = page
    .getByRole('table', { name: 'Partner applications' })
    .getByRole('row')
    .filter({ hasText: tag });
  await rendersAsText(page, partnerRow, name);
  await partnerRow.getByRole('button', { name: /^View / }).click();
  await rendersAsText(page, page.getByRole('dialog'), `${XSS} Co ${tag}`);
  await page.keyboard.press('Escape');

  await page.goto('/admin/overview');
  for (const tab of ['Partner Applications', 'Form Submissions', 'Subscribers']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await search(page, `Search ${tab.toLowerCase()}`, tag);
    await rendersAsText(page, page.locator('main'), name);
  }

  await page.goto('/admin/subscribers');
  await search(page, 'Search by email, name or source', tag);
  await rendersAsText(page, page.getByRole('table', { name: 'Email subscribers' }), name);

  await page.goto('/admin/form-submissions');
  await search(page, 'Search by name, email or form type', tag);
  for (const email of [`lead-${tag}`, `partner-${tag}`, `dev-${tag}`, `reader-${tag}`]) {
    const row = page.getByRole('row').filter({ hasText: email });
    await rendersAsText(page, row, name);
    await row.getByRole('button', { name: /^View submission/ }).click();
    await rendersAsText(page, page.getByRole('dialog'), XSS);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  }

  await page.goto('/admin/developer-applications');
  await search(page, 'Search by name, email, company or use case', tag);
  const card = page.getByRole('listitem').filter({ hasText: `dev-${tag}` });
  await rendersAsText(page, card, name);
  await card.getByRole('button', { name: /^View details of / }).click();
  await rendersAsText(page, page.getByRole('dialog'), `A reason: ${XSS}`);
  await page.keyboard.press('Escape');

  await page.goto('/admin/audit-log');
  await page.getByLabel('Filter by actor').selectOption('visitor');
  await search(page, 'Search by action, user or record id', 'staff.login_failed');
  await rendersAsText(page, page.getByRole('table'), name);

  expect(dialogs).toEqual([]);
});

test('CSV exports neutralise cells a spreadsheet would run as formulas', async ({ page }) => {
  const tag = unique();
  await submit(page, '/api/subscribe', {
    email: `formula-${tag}@e2e.test`,
    firstName: '=1+2',
    lastName: '+SUM(A1)',
  });
  await submit(page, '/api/leads', {
    firstName: '-2+3',
    lastName: '@cmd',
    companyName: 'Formula Ltd',
    email: `formula-${tag}@e2e.test`,
    interest: 'remote-assistance',
  });
  await signInByApi(page);

  const exportLines = async (path: string, label: string) => {
    await page.goto(path);
    await search(page, label, tag);
    // The search is debounced: wait until only matching rows (and the header) are left.
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `formula-${tag}` })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasNotText: tag })).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to CSV' }).click();
    return readFileSync((await (await downloading).path())!, 'utf8').split('\r\n');
  };

  const subscribers = await exportLines('/admin/subscribers', 'Search by email, name or source');
  expect(subscribers).toHaveLength(3); // header, the row, final CRLF
  expect(subscribers[1]).toMatch(new RegExp(`^formula-${tag}@e2e\\.test,'=1\\+2,'\\+SUM\\(A1\\),`));
  const submissions = await exportLines('/admin/form-submissions', 'Search by name, email or form type');
  const lead = submissions.find((line) => line.includes('contact-form'));
  expect(lead).toMatch(new RegExp(`^\\d+,contact-form,'-2\\+3 @cmd,formula-${tag}@e2e\\.test,`));
});
