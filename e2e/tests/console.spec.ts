/**
 * The developer console journey: an application approved by staff, the e-mailed invitation, choosing a
 * password, signing in, creating an app, generating a key and copying it, calling the developer API with
 * it, revoking it, submitting the app for review and seeing staff approve it; the demo console for
 * visitors; axe on the sign-in page, the console (demo and signed in) and the staff review page.
 * Set E2E_SCREENSHOTS=<dir> to also save screenshots at 390 and 1440 px.
 */
import { expect, test } from './fixtures.ts';
import { shoot } from '../lib/screenshots.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import { linkIn, waitForMail } from '../lib/mail.ts';
import { uniqueEmail, withoutFloatingWidgets } from './forms-support.ts';
import { applyAsDeveloper, baseURL, staffContext } from './developer-support.ts';
import { developerAccountCopy, emailChangeCopy } from '../../apps/web/src/content/console.ts';

const PASSWORD = 'console-password-2025';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('an anonymous visit logs no error in the browser console (no 401 for the session check)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const session = page.waitForResponse((res) => res.url().endsWith('/api/developers/session'));
  await page.goto('/console');
  expect((await session).status()).toBe(200);
  await expect(page.getByRole('region', { name: "You're viewing a demo console" })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor who is not signed in sees the demo console with the sample data', async ({ page }) => {
  await page.goto('/console');
  const banner = page.getByRole('region', { name: "You're viewing a demo console" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/developers/sign-in');
  await expect(banner.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/become-developer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'console-demo-overview');

  await page.getByRole('tab', { name: 'My Apps' }).click();
  for (const name of ['AR Navigator', 'Smart Assistant', 'Glasses Trivia']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await shoot(page, 'console-demo-apps');

  await page.getByRole('tab', { name: 'API Keys' }).click();
  await expect(page.getByRole('heading', { name: 'Production Key' })).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Generate API Key' }).click();
  const prompt = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/developers/sign-in');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  // Focus goes back to the control that opened the dialog (WCAG 2.4.3), not to the page body.
  await expect(page.getByRole('button', { name: 'Generate API Key' })).toBeFocused();

  await page.getByRole('tab', { name: 'Downloads' }).click();
  // The current releases' files with their real size and SHA-256, as staff published them.
  await expect(page.getByText(/^Library · \d+\.\d KB$/).first()).toBeVisible();
  await expect(page.getByLabel('SHA-256 of cxr-m-2.1.0.aar')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByText('Unity 2022.3+').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'console-demo-downloads');
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Alex Chen');
  await expect(page.getByText('Account Verified')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'console-demo-profile');
});

test.describe('an approved developer', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('sets a password, signs in, creates an app and a key, uses and revokes the key, and gets a review', async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail('console-dev');
    const fullName = 'Casey Console';
    const appName = `Field Guide ${Date.now().toString(36)}`;

    // Apply, and staff approve through the admin API.
    const applicationId = await applyAsDeveloper(request, email, fullName);
    const staff = await staffContext(browser);
    const approve = await staff.request.put(`/api/admin/developer-applications/${applicationId}/status`, {
      headers: { origin: baseURL() },
      data: { status: 'approved', adminNotes: 'Welcome aboard' },
    });
    expect(approve.status(), await approve.text()).toBe(200);

    // The invitation reaches the SMTP peer; choose a password from its link.
    const mail = await waitForMail(
      (m) => m.to.includes(email) && /developer console invitation/i.test(m.subject),
    );
    await page.goto(linkIn(mail, '/developers/set-password'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome! Choose your password' }),
    ).toBeVisible();
    await expect(page.getByLabel('Account')).toHaveValue(email);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();

    // Sign in.
    await expect(page).toHaveURL(/\/developers\/sign-in\?password=set$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been saved' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'console-sign-in');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/console$/);
    await expect(page.getByText(`Welcome back, ${fullName}`)).toBeVisible();
    await expect(page.getByRole('region', { name: "You're viewing a demo console" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Create an app (from Quick Actions).
    await page.getByRole('button', { name: 'Create New App' }).click();
    const create = page.getByRole('dialog', { name: 'Create New App' });
    await create.getByRole('button', { name: 'Create App' }).click();
    await expect(create.getByText('App name is required')).toBeVisible();
    await create.getByLabel('App name').fill(appName);
    await create.getByLabel('Description').fill('Step-by-step repair guides on the glasses.');
    await create.getByLabel('SDK type').selectOption('both');
    await create.getByLabel('Category').selectOption('productivity');
    await create.getByRole('button', { name: 'Create App' }).click();
    await expect(create).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create New App' })).toBeFocused();
    await page.getByRole('tab', { name: 'My Apps' }).click();
    const appCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: appName }) });
    await expect(appCard).toBeVisible();
    await expect(appCard.getByText('Development', { exact: true })).toBeVisible();
    await expect(appCard.getByText('1.0.0')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'console-apps');

    // Generate a key tied to the app; the secret is shown once and copied.
    await page.getByRole('tab', { name: 'API Keys' }).click();
    await page.getByRole('button', { name: 'Generate API Key' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Generate API Key' });
    await keyDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Generate API Key' })).toBeFocused();
    await page.getByRole('button', { name: 'Generate API Key' }).click();
    await keyDialog.getByLabel('Key name').fill('CI key');
    await keyDialog.getByLabel('Associated app').selectOption({ label: appName });
    const secretDialog = page.getByRole('dialog', { name: 'Your new API key' });
    await keyDialog.getByRole('button', { name: 'Generate Key' }).click();
    await expect(secretDialog).toBeVisible();
    await expect(secretDialog.getByText('Store it somewhere safe')).toBeVisible();
    await secretDialog.getByRole('button', { name: 'Copy key' }).click();
    await expect(secretDialog.getByRole('status')).toHaveText('API key copied to the clipboard');
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toMatch(/^lumen_live_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
    await expect(secretDialog.getByLabel('CI key')).toHaveValue(secret);
    await expectNoAxeViolations(page);
    await shoot(page, 'console-key-secret');
    await secretDialog.getByRole('button', { name: "I've saved my key" }).click();
    await expect(secretDialog).toHaveCount(0);
    // The secret dialog took over from the key form; closing it returns to the button that started both.
    await expect(page.getByRole('button', { name: 'Generate API Key' })).toBeFocused();
    const keyCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'CI key' }) });
    await expect(keyCard.getByText('Active', { exact: true })).toBeVisible();
    await expect(keyCard.getByTestId('masked-key')).toHaveText(/^lumen_live_\w{8}•+$/);
    await expect(page.locator('body')).not.toContainText(secret);
    await shoot(page, 'console-keys');

    // Only the hash is stored.
    const [stored] = await query<{ key_hash: string; key_prefix: string }>(
      'select key_hash, key_prefix from api_keys where key_name = $1 and key_prefix = $2',
      ['CI key', secret.slice(0, 19)],
    );
    expect(stored?.key_hash).toMatch(/^[0-9a-f]{64}$/);

    // The key works with the developer API.
    const bearer = { authorization: `Bearer ${secret}` };
    const apps = await request.get('/api/v1/apps', { headers: bearer });
    expect(apps.status(), await apps.text()).toBe(200);
    const listed = ((await apps.json()) as { apps: Array<{ id: number; name: string }> }).apps;
    expect(listed.map((a) => a.name)).toEqual([appName]);
    const [used] = await query<{ last_used_at: Date | null }>(
      'select last_used_at from api_keys where key_prefix = $1',
      [secret.slice(0, 19)],
    );
    expect(used?.last_used_at).not.toBeNull();

    // Revoke it: the API refuses it.
    await keyCard.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this API key?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(keyCard.getByText('Inactive', { exact: true })).toBeVisible();
    const refused = await request.get('/api/v1/apps', { headers: bearer });
    expect(refused.status()).toBe(401);
    // API errors also name their request (requestId).
    expect(await refused.json()).toMatchObject({
      message: 'This API key has been revoked.',
      code: 'unauthorized',
      requestId: expect.any(String),
    });

    // Submit the app for review.
    await page.getByRole('tab', { name: 'My Apps' }).click();
    // My Apps shows the app's id, the one the API's paths take, with a Copy button.
    const appId = String(listed[0]!.id);
    await expect(appCard.getByText(`App ID ${appId}`)).toBeVisible();
    await appCard.getByRole('button', { name: `Copy the app ID of ${appName}` }).click();
    await expect(appCard.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(appId);
    await appCard.getByRole('button', { name: 'Submit for review' }).click();
    const submit = page.getByRole('dialog', { name: `Submit ${appName} for review` });
    await submit.getByLabel('Version').fill('1.1.0');
    await submit.getByLabel('Release notes').fill('First public release.');
    await submit.getByLabel('Download URL').fill('https://downloads.example.com/field-guide-1.1.0.apk');
    // Screenshots are files uploaded to the pending version, not links typed here.
    await expect(submit.getByLabel('Screenshot URLs')).toHaveCount(0);
    await expect(submit).toContainText('Screenshots are image files');
    await expectNoAxeViolations(page);
    await submit.getByRole('button', { name: 'Submit for review' }).click();
    await expect(submit).toHaveCount(0);
    await expect(appCard.getByText('Pending review')).toBeVisible();

    // Staff approve it on the review page.
    const staffPage = await staff.newPage();
    await withoutFloatingWidgets(staffPage);
    await staffPage.goto('/admin/app-submissions');
    await expect(staffPage.getByRole('heading', { level: 1, name: 'App Submissions' })).toBeVisible();
    await expect(staffPage.getByRole('link', { name: 'App Submissions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await staffPage.getByRole('button', { name: `Approve ${appName} 1.1.0` }).click();
    const review = staffPage.getByRole('dialog', { name: 'Approve this submission?' });
    await review.getByLabel('Review notes (optional)').fill('Looks great, ready to publish.');
    await expectNoAxeViolations(staffPage);
    await shoot(staffPage, 'console-admin-review');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toHaveCount(0);
    // Publishing is offered next; declined, the version stays approved (and is found under Approved).
    const offer = staffPage.getByRole('dialog', { name: 'Submission approved. Publish it now?' });
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);
    await expect(staffPage.getByRole('button', { name: `Approve ${appName} 1.1.0` })).toHaveCount(0);
    await staff.close();

    // The developer sees the decision.
    await page.reload();
    await page.getByRole('tab', { name: 'My Apps' }).click();
    await appCard.getByRole('button', { name: /Submission history/ }).click();
    await expect(appCard.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(appCard.getByText('Looks great, ready to publish.')).toBeVisible();

    // Sign out: back to the sign-in page; the console shows the demo again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/developers\/sign-in$/);
    await page.goto('/console');
    await expect(page.getByRole('region', { name: "You're viewing a demo console" })).toBeVisible();
  });
});

test('a developer’s new sign-in address takes effect only through the link sent to it', async ({
  page,
  request,
  browser,
}) => {
  const oldEmail = uniqueEmail('dev-old-address');
  const newEmail = uniqueEmail('dev-new-address');
  const applicationId = await applyAsDeveloper(request, oldEmail, 'Morgan Mover');
  const staff = await staffContext(browser);
  const approve = await staff.request.put(`/api/admin/developer-applications/${applicationId}/status`, {
    headers: { origin: baseURL() },
    data: { status: 'approved' },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  const invitation = await waitForMail(
    (m) => m.to.includes(oldEmail) && /developer console invitation/i.test(m.subject),
  );
  const token = new URL(linkIn(invitation, '/developers/set-password')).searchParams.get('token');
  const set = await request.post('/api/developers/set-password', {
    headers: { origin: baseURL() },
    data: { token, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(set.status(), await set.text()).toBe(200);

  await page.goto('/developers/sign-in');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(oldEmail);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/console$/);

  // Asking for the change sends a link to the new inbox; the address in force stays the old one.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByLabel('Email address').fill(newEmail);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(emailChangeCopy.sentTitle, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(oldEmail);
  await expectNoAxeViolations(page);

  // The link, opened (here in the same browser), changes nothing until the button is pressed.
  const confirmation = await waitForMail((m) => m.to.includes(newEmail));
  await page.goto(linkIn(confirmation, '/developers/confirm-email'));
  await expect(page.getByRole('heading', { name: developerAccountCopy.confirmEmail.heading })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: developerAccountCopy.confirmEmail.submitLabel }).click();
  await expect(
    page.getByRole('heading', { name: developerAccountCopy.confirmEmail.doneHeading }),
  ).toBeVisible();

  // The old address is told, and only the new one signs in from now on.
  await waitForMail((m) => m.to.includes(oldEmail) && m.text.includes(newEmail));
  const oldSignIn = await request.post('/api/developers/login', {
    headers: { origin: baseURL() },
    data: { email: oldEmail, password: PASSWORD },
  });
  expect(oldSignIn.status()).toBe(401);
  const newSignIn = await request.post('/api/developers/login', {
    headers: { origin: baseURL() },
    data: { email: newEmail, password: PASSWORD },
  });
  expect(newSignIn.status(), await newSignIn.text()).toBe(200);

  // Staff see the application under the address in use, and the one it was sent with.
  const staffPage = await staff.newPage();
  await withoutFloatingWidgets(staffPage);
  await staffPage.goto('/admin/developer-applications');
  const searched = staffPage.waitForResponse(
    (r) => r.url().includes('/api/admin/developer-applications?') && r.url().includes('q='),
  );
  await staffPage.getByLabel('Search by name, email, company or use case').fill(newEmail);
  await searched;
  const card = staffPage.getByRole('listitem').filter({ hasText: 'Morgan Mover' });
  await expect(card).toContainText(newEmail);
  await card.getByRole('button', { name: 'View details of Morgan Mover' }).click();
  const details = staffPage.getByRole('dialog', { name: 'Morgan Mover' });
  await expect(details).toContainText(newEmail);
  await expect(details).toContainText(`Applied with${oldEmail}`);
  await staff.close();
});
