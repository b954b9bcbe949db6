/**
 * Subscribers and form submissions: CSV download from the server (header and data rows, file name), the
 * empty-export toast, activate/deactivate and delete; the developer applications screen with its cards,
 * detail overlay and status change; the combined dashboard's bulk delete.
 */
import { alerts, pageMessages, toasts } from '@app/contracts/messages';
import { expect, test, type Page, type Route } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { e2eAdmin } from '../global-setup.ts';
import { query } from '../lib/db.ts';
import { screenshot, signInByApi, unique } from './admin-support.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

const toast = (page: Page, text: string) => page.locator('li.toast').filter({ hasText: text });
const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test('subscribers: search, export the matching rows as CSV, toggle and delete', async ({ page }) => {
  const tag = unique();
  await query(
    `insert into subscribers (email, first_name, last_name, source, active, created_at) values
       ($1, 'Ann', 'Lee', 'website', true, '2025-03-04T12:00:00Z'),
       ($2, '=cmd()', 'Comma, Jr', 'floating_newsletter', false, '2025-03-05T12:00:00Z')`,
    [`ann-${tag}@e2e.test`, `bob-${tag}@e2e.test`],
  );
  await signInByApi(page);
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Subscribers' })).toBeVisible();
  await page.getByLabel('Search by email, name or source').fill(tag);
  const table = page.getByRole('table', { name: 'Email subscribers' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`subscribers_${today()}.csv`);
  const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe('\uFEFFEmail,First Name,Last Name,Source,Date Subscribed,Status');
  expect(lines).toContain(`ann-${tag}@e2e.test,Ann,Lee,website,2025-03-04,Active`);
  expect(lines).toContain(`bob-${tag}@e2e.test,'=cmd(),"Comma, Jr",floating_newsletter,2025-03-05,Inactive`);
  expect(lines).toHaveLength(4); // header, two rows, final CRLF
  await expect(toast(page, 'Export successful')).toContainText('Exported 2 rows');

  const ann = table.getByRole('row').filter({ hasText: `ann-${tag}` });
  await ann.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, toasts.statusUpdated.title)).toBeVisible();
  await expect(ann).toContainText('Inactive');
  const deleteAnn = ann.getByRole('button', { name: `Delete ann-${tag}@e2e.test` });
  await deleteAnn.click();
  await page
    .getByRole('dialog', { name: 'Delete subscriber?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(deleteAnn).toBeFocused();
  await deleteAnn.click();
  await page
    .getByRole('dialog', { name: 'Delete subscriber?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, toasts.subscriberDeleted.title)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByLabel('Search by email, name or source').fill(`nothing-${tag}`);
  await expect(page.getByText('No subscribers found.')).toBeVisible();
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  await expect(toast(page, toasts.noDataToExport.title)).toBeVisible();
});

test('form submissions: 50-character preview, Sent / Not Sent, details, CSV', async ({ page }) => {
  const tag = unique();
  const message = `Hello from ${tag}. `.padEnd(80, 'x');
  await query(
    `insert into form_submissions (form_type, submitter_name, submitter_email, form_data, notification_sent)
     values ('contact-form', $1, $2, $3, true)`,
    [`Sam ${tag}`, `sam-${tag}@e2e.test`, JSON.stringify({ message, interest: 'training' })],
  );
  await signInByApi(page);
  await page.goto('/admin/form-submissions');
  await page.getByLabel('Search by name, email or form type').fill(tag);
  const row = page.getByRole('row').filter({ hasText: `sam-${tag}` });
  await expect(row).toContainText(`${message.slice(0, 50)}...`);
  await expect(row).toContainText('Sent');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /^View submission/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Form submission #/ });
  await expect(dialog).toContainText(message);
  await expect(dialog).toContainText('training');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Focus goes back to the control that opened the dialog (WCAG 2.4.3), by Close and by Escape.
  const view = row.getByRole('button', { name: /^View submission/ });
  await expect(view).toBeFocused();
  await view.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(view).toBeFocused();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`form_submissions_${today()}.csv`);
  const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe('\uFEFFID,Form Type,Submitter Name,Submitter Email,Date Submitted,Notification Sent');
  expect(lines[1]).toMatch(
    new RegExp(
      `^\\d+,contact-form,Sam ${tag},sam-${tag}@e2e.test,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},Yes$`,
    ),
  );
});

test('developer applications: counts, cards with platforms, details, status with notes', async ({ page }) => {
  const tag = unique();
  const [row] = await query<{ id: number }>(
    `insert into developer_applications (full_name, email, experience_level, years_experience, primary_use_case,
       project_description, reason_for_interest, interested_platforms, programming_languages, development_areas)
     values ($1, $2, 'expert', '10+', 'Education & Training', 'An AR tutor for classrooms.', 'We love glasses.',
       $3, '{Kotlin}', '{"Mobile Apps"}') returning id`,
    [
      `Dana ${tag}`,
      `dana-${tag}@e2e.test`,
      [
        'CXR-M (Mobile AR Platform)',
        'YodaOS-Sprite',
        'CXR-S (On-device AR Platform)',
        'Lumen SDK Integration',
      ],
    ],
  );
  await signInByApi(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/developer-applications');
  await expect(page.getByText('Total Applications')).toBeVisible();
  await page.getByLabel('Search by name, email, company or use case').fill(tag);
  const card = page.getByRole('listitem').filter({ hasText: `dana-${tag}` });
  await expect(card).toContainText('Expert');
  // The first two as chosen; "+2 more" counts the applicant's list (On-device and the SDK integration).
  await expect(card.getByLabel('Interested platforms')).toHaveText(/Mobile\s*Sprite\s*\+2 more/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'admin-developer-applications');

  await card.getByRole('button', { name: `View details of Dana ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Dana ${tag}` });
  // The names the applicant chose, the SDK integration included.
  await expect(dialog).toContainText(
    'CXR-M (Mobile AR Platform), YodaOS-Sprite, CXR-S (On-device AR Platform), Lumen SDK Integration',
  );
  await dialog.getByLabel('Status').selectOption('under_review');
  await dialog.getByLabel('Admin notes').fill('Schedule a call');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(toast(page, toasts.statusUpdatedDeveloper.title)).toBeVisible();
  const [stored] = await query<{ status: string; admin_notes: string }>(
    'select status, admin_notes from developer_applications where id = $1',
    [row!.id],
  );
  expect(stored).toEqual({ status: 'under_review', admin_notes: 'Schedule a call' });

  await card.getByRole('button', { name: `View details of Dana ${tag}` }).click();
  page.once('dialog', (d) => {
    expect(d.message()).toBe(alerts.deleteDeveloperApplicationConfirm);
    void d.accept();
  });
  await page
    .getByRole('dialog', { name: `Dana ${tag}` })
    .getByRole('button', { name: 'Delete application' })
    .click();
  await expect(toast(page, toasts.applicationDeleted.title)).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('overview: select all and delete in bulk after confirming with the admin password', async ({ page }) => {
  const tag = unique();
  for (const n of [1, 2, 3]) {
    await query(`insert into subscribers (email, source) values ($1, 'website')`, [
      `bulk${n}-${tag}@e2e.test`,
    ]);
  }
  await signInByApi(page);
  await page.goto('/admin/overview');
  await page.getByRole('tab', { name: 'Subscribers' }).click();
  await page.getByLabel('Search subscribers').fill(tag);
  const table = page.getByRole('table', { name: 'Subscribers' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await table.getByLabel('Select all on this page').check();
  await page.getByLabel('Batch action').selectOption('delete');
  await page.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete selected items?' });
  await expect(dialog.getByText(alerts.bulkDeleteConfirm(3))).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByText('Please enter the admin password')).toBeVisible();
  await dialog.getByLabel('Admin password').fill('not the password');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByText('Incorrect password. Please try again.')).toBeVisible();
  expect(await query(`select 1 from subscribers where email like $1`, [`%${tag}%`])).toHaveLength(3);
  await dialog.getByLabel('Admin password').fill(e2eAdmin.password);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Deleted 3 item(s)')).toBeVisible();
  await expect(page.getByText('Nothing found.')).toBeVisible();
  const left = await query(`select 1 from subscribers where email like $1`, [`%${tag}%`]);
  expect(left).toHaveLength(0);
});

test('overview: a list that fails to load shows the retry screen on every tab, not "Nothing found."', async ({
  page,
}) => {
  const tag = unique();
  await query(`insert into subscribers (email, source) values ($1, 'website')`, [`retry-${tag}@e2e.test`]);
  await signInByApi(page);
  let down = true;
  const outage = async (route: Route) => {
    if (down) await route.fulfill({ status: 503, json: { code: 'unavailable', message: 'Down' } });
    else await route.continue();
  };
  for (const list of [
    '**/api/partners/raw?*',
    '**/api/admin/form-submissions?*',
    '**/api/admin/subscribers?*',
  ])
    await page.route(list, outage);
  await page.goto('/admin/overview');
  for (const [tab, title] of [
    ['Partner Applications', pageMessages.errorLoadingPartnerApplications],
    ['Form Submissions', pageMessages.errorLoadingFormSubmissions],
    ['Subscribers', pageMessages.errorLoadingSubscribers],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    const alert = page.getByRole('alert').filter({ hasText: title });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: pageMessages.retry })).toBeVisible();
    await expect(page.getByText('Nothing found.')).toHaveCount(0);
  }
  await screenshot(page, 'admin-overview-load-error');

  down = false;
  await page.getByRole('button', { name: pageMessages.retry }).click();
  await expect(page.getByRole('table', { name: 'Subscribers' })).toBeVisible();
  await page.getByLabel('Search subscribers').fill(tag);
  await expect(page.getByRole('table', { name: 'Subscribers' }).getByRole('row')).toHaveCount(2);
});

test('a list that answers before the session check still shows its rows', async ({ page }) => {
  const tag = unique();
  await query(
    `insert into form_submissions (form_type, submitter_name, submitter_email, form_data)
     values ('contact-form', 'Early Answer', $1, '{}')`,
    [`early-${tag}@e2e.test`],
  );
  await signInByApi(page);
  // The staff check answers last: the page shows its list only after it, with the list already loaded.
  const listed = page.waitForResponse((res) => res.url().includes('/api/admin/form-submissions?'));
  await page.route('**/api/admin/me', async (route) => {
    await listed;
    await route.continue();
  });
  await page.goto('/admin/form-submissions');
  const table = page.getByRole('table', { name: 'Form submissions' });
  await expect(table.getByRole('cell', { name: `early-${tag}@e2e.test` })).toBeVisible();
  await expect(page.getByText('Loading submissions…')).toHaveCount(0);
});
