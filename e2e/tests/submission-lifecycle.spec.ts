/**
 * The submission lifecycle the developer controls (issue 39): a developer cancels a pending version with
 * the console's Cancel submission button (after its confirmation), and can submit again; once the app is
 * on the App Store, an edit of its description is a listing change waiting for review, the store keeps
 * the old description until staff approve it on the review page, and the listing history shows it all.
 * Set E2E_SCREENSHOTS=<dir> to save the changed screens at 390 and 1440 px (lifecycle-*.png).
 */
import { expect, test } from './fixtures.ts';
import { shoot } from '../lib/screenshots.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { linkIn, waitForMail } from '../lib/mail.ts';
import { uniqueEmail, withoutFloatingWidgets } from './forms-support.ts';
import { applyAsDeveloper, baseURL, staffContext } from './developer-support.ts';

const PASSWORD = 'lifecycle-password-2025';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('cancel a pending version in the console, then change the listing of the published app through review', async ({
  page,
  browser,
}) => {
  const staff = await staffContext(browser);
  const email = uniqueEmail('lifecycle-dev');
  const id = await applyAsDeveloper(page.request, email, 'Lee Cycle');
  const approveDeveloper = await staff.request.put(`/api/admin/developer-applications/${id}/status`, {
    headers: { origin: baseURL() },
    data: { status: 'approved' },
  });
  expect(approveDeveloper.status(), await approveDeveloper.text()).toBe(200);
  const invitation = await waitForMail(
    (m) => m.to.includes(email) && /developer console invitation/i.test(m.subject),
  );
  const token = new URL(linkIn(invitation, '/developers/set-password')).searchParams.get('token');
  const set = await page.request.post('/api/developers/set-password', {
    headers: { origin: baseURL() },
    data: { token, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(set.status(), await set.text()).toBe(200);
  await page.goto('/developers/sign-in');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/console$/);

  // An app with a pending version (filed through the console's own API).
  const appName = `Pipe Finder ${Date.now().toString(36)}`;
  const asConsole = { origin: baseURL() };
  const created = await page.request.post('/api/console/apps', {
    headers: asConsole,
    data: { name: appName, description: 'Finds pipes behind walls.', sdkType: 'cxr-m', category: 'utility' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const app = (await created.json()).app as { id: number; slug: string };
  const version = { releaseNotes: 'First release.', downloadUrl: 'https://downloads.example.com/pipe.apk' };
  const first = await page.request.post(`/api/console/apps/${app.id}/submissions`, {
    headers: asConsole,
    data: { ...version, version: '1.1.0' },
  });
  expect(first.status(), await first.text()).toBe(201);

  // Cancel it with the button, after the confirmation.
  await page.reload();
  await page.getByRole('tab', { name: 'My Apps' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: appName }) });
  await expect(card.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  await shoot(page, 'lifecycle-console-pending');
  await card.getByRole('button', { name: `Cancel the submission of ${appName} 1.1.0` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this submission?' });
  await expect(confirm).toContainText(`${appName} 1.1.0 leaves the review queue`);
  await expectNoAxeViolations(page);
  await shoot(page, 'lifecycle-console-cancel-dialog');
  await confirm.getByRole('button', { name: 'Cancel submission' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
  await card.getByRole('button', { name: /Submission history/ }).click();
  await expect(card.locator(`#app-${app.id}-history`).getByText('Cancelled')).toBeVisible();

  // A new version is accepted at once; staff approve and publish it.
  const second = await page.request.post(`/api/console/apps/${app.id}/submissions`, {
    headers: asConsole,
    data: { ...version, version: '1.2.0' },
  });
  expect(second.status(), await second.text()).toBe(201);
  const secondId = (await second.json()).submission.id as number;
  for (const status of ['approved', 'published']) {
    const decided = await staff.request.put(`/api/admin/app-submissions/${secondId}/status`, {
      headers: { origin: baseURL() },
      data: { status },
    });
    expect(decided.status(), await decided.text()).toBe(200);
  }

  // Editing the published app's description files a listing change; the store keeps the old one.
  await page.reload();
  await page.getByRole('tab', { name: 'My Apps' }).click();
  await card.getByRole('button', { name: `Edit ${appName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit app' });
  await expect(edit).toContainText('reviewed before they appear there');
  await edit.getByLabel('Description').fill('Finds pipes and cables behind walls.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(card.getByRole('heading', { name: 'Listing change waiting for review' })).toBeVisible();
  await expect(card.getByText('Finds pipes and cables behind walls.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'lifecycle-console-listing-change');
  const visitor = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
  const store = await visitor.newPage();
  await store.goto(`/app-store/${app.slug}`);
  await expect(store.getByText('Finds pipes behind walls.').first()).toBeVisible();

  // Staff tell it apart in the queue and approve it: no Publish step for a listing change.
  const staffPage = await staff.newPage();
  await withoutFloatingWidgets(staffPage);
  await staffPage.goto('/admin/app-submissions');
  const row = staffPage.getByRole('row').filter({ hasText: appName });
  await expect(row.getByText('Listing change')).toBeVisible();
  await shoot(staffPage, 'lifecycle-staff-queue');
  await row.getByRole('button', { name: `Approve the listing change of ${appName}` }).click();
  const approve = staffPage.getByRole('dialog', { name: 'Approve this submission?' });
  await expect(approve).toContainText('Finds pipes and cables behind walls.');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toHaveCount(0);
  await expect(staffPage.getByRole('dialog')).toHaveCount(0);

  await store.reload();
  await expect(store.getByText('Finds pipes and cables behind walls.').first()).toBeVisible();

  // The listing history, for the developer and for staff.
  await page.reload();
  await page.getByRole('tab', { name: 'My Apps' }).click();
  await card.getByRole('button', { name: 'Listing history' }).click();
  const history = card.getByRole('list', { name: 'Listing history' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Approved');
  await expectNoAxeViolations(page);
  await shoot(page, 'lifecycle-console-history');
  await staffPage.getByRole('combobox', { name: 'Filter by status' }).selectOption('all');
  await staffPage
    .getByRole('row')
    .filter({ hasText: appName })
    .first()
    .getByRole('button', { name: 'Listing history' })
    .click();
  const staffHistory = staffPage.getByRole('dialog', { name: `Listing history of ${appName}` });
  await expect(staffHistory.getByRole('listitem')).toHaveCount(3);
  await shoot(staffPage, 'lifecycle-staff-history');
  await visitor.close();
});
