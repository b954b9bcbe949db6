/**
 * Two-factor authentication (issue 9): a staff member turns it on (QR code, key, first code, recovery
 * codes), signs out, signs in with a code computed from the key shown on screen, then with a recovery
 * code, which is refused the second time. A partner turns it on in the portal and signs in with a code.
 */
import { expect, test, type Page } from './fixtures.ts';
import { insertActivePartner, insertStaff } from '../lib/accounts.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import { totpCode } from '../lib/totp.ts';
import { screenshot } from './admin-support.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

const PASSWORD = 'two-factor-password-123';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

/** Turns 2FA on from the settings section on the current page; returns the key and the recovery codes. */
async function enrol(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(
    page.getByRole('img', {
      name: 'QR code for setting up two-factor authentication in an authenticator app',
    }),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not valid' })).toBeVisible();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await expect(page.getByRole('button', { name: 'Download codes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('Recovery codes left: 10.')).toBeVisible();
  return { secret, codes };
}

async function staffPassword(page: Page, username: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Password, then a recovery code instead of the app's code. */
async function signInWithRecoveryCode(page: Page, username: string, code: string) {
  await staffPassword(page, username);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('staff: enrol, sign out, sign in with a code; a recovery code works once', async ({ page }) => {
  const staff = await insertStaff(PASSWORD);
  await staffPassword(page, staff.username);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Account security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
  const { secret, codes } = await enrol(page);
  await logout(page);

  // Password, then the code (the next step's code: the one that confirmed set-up is spent).
  await staffPassword(page, staff.username);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page);
  expect((await page.context().cookies()).find((c) => c.name === 'sid')).toBeUndefined();
  await code.fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await logout(page);

  // A recovery code instead of the app.
  await signInWithRecoveryCode(page, staff.username, codes[0]!);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await logout(page);

  // The same recovery code a second time: refused, no session.
  await signInWithRecoveryCode(page, staff.username, codes[0]!);
  await expect(
    page.getByRole('alert').filter({ hasText: 'That recovery code is not valid or has already been used.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  const used = await query<{ n: number }>(
    `select count(*)::int as n from recovery_codes where subject_kind = 'staff' and subject_id = $1 and used_at is not null`,
    [staff.id],
  );
  expect(used[0]!.n).toBe(1);
  const actions = await query<{ action: string }>(
    `select action from audit_log where entity_type = 'user' and entity_id = $1`,
    [String(staff.id)],
  );
  expect(actions.map((a) => a.action)).toEqual(
    expect.arrayContaining([
      'second_factor.enabled',
      'second_factor.recovery_code_used',
      'staff.second_factor_failed',
    ]),
  );
});

test('partner: enrol in the portal and sign in with a code', async ({ page }) => {
  const partner = await insertActivePartner(PASSWORD);
  const signIn = async () => {
    await page.goto('/partners/portal');
    await page.getByLabel('Email').fill(partner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };
  await signIn();
  await expect(page).toHaveURL(/\/partners\/dashboard$/);
  await page.getByRole('link', { name: 'Security', exact: true }).click();
  await expect(page).toHaveURL(/\/partners\/account\/security$/);
  const { secret } = await enrol(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/partners\/portal$/);

  await signIn();
  await page.getByLabel('Authentication code').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/partners\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${partner.company}`);
});

test('staff screen: add a member (the one password rule), then disable and remove them with the admin password', async ({
  page,
}) => {
  const staff = await insertStaff(PASSWORD);
  const username = `added-${Date.now().toString(36)}`;
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await page.goto('/admin/staff');

  await page.getByRole('button', { name: 'Add staff member' }).click();
  const add = page.getByRole('dialog', { name: 'Add staff member' });
  await add.getByLabel('Username').fill(username);
  await add.getByLabel(/^Password/).fill('aaaaaaaa');
  await add.getByLabel('Admin password').fill(PASSWORD);
  await add.getByRole('button', { name: 'Add staff member' }).click();
  await expect(add.getByText(/^This password is too easy to guess\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await add.getByLabel(/^Password/).fill('glasses-on-a-sunny-day');
  await add.getByRole('button', { name: 'Add staff member' }).click();
  await expect(add).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Disable ${username}` }).click();
  const disable = page.getByRole('dialog', { name: 'Disable this account?' });
  await disable.getByLabel('Admin password').fill('not the password');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(disable.getByText('Incorrect password. Please try again.')).toBeVisible();
  await disable.getByLabel('Admin password').fill(PASSWORD);
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(disable).toBeHidden();
  await expect(row.getByText('Disabled')).toBeVisible();
  await screenshot(page, 'staff-screen');

  await row.getByRole('button', { name: `Remove ${username}` }).click();
  const remove = page.getByRole('dialog', { name: 'Remove this account?' });
  await remove.getByLabel('Admin password').fill(PASSWORD);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toBeHidden();
  await expect(row).toHaveCount(0);
  expect(await query('select 1 from users where username = $1', [username])).toHaveLength(0);
});
