/** Staff sign-in: the guard's redirect and toast, wrong and right passwords, back to `next`, logout. */
import { toasts } from '@app/contracts/messages';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import { screenshot, signInByForm } from './admin-support.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('an admin page without a session redirects to the login with the destructive toast', async ({
  page,
}) => {
  await page.goto('/admin/subscribers');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsubscribers$/);
  const toast = page.locator('li.toast').filter({ hasText: toasts.authRequired.title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(toasts.authRequired.description);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveTitle(/Admin Login/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test("the redirect to the login keeps the guard's message on screen until the login page can show", async ({
  page,
}) => {
  // The sign-in page's chunk is held back: the moment it is asked for, the page must still say where the
  // visitor is going (before, the URL had already changed and <main> stood empty while the chunk loaded).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const chunkAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/login-page-[\w-]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto('/admin/subscribers');
  await chunkAsked;
  await expect(page.locator('main')).toContainText('Redirecting to sign in…');
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsubscribers$/);
});

test('the login screen validates, refuses a wrong password, then signs in and returns to next', async ({
  page,
}) => {
  const started = new Date(Date.now() - 1000);
  await page.goto('/admin/login?next=%2Fadmin%2Fform-submissions');
  // A client-only page: audit it once it has rendered, not the empty shell (the first test meets a cold server).
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'admin-login');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await signInByForm(page, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);

  await signInByForm(page);
  await expect(page).toHaveURL(/\/admin\/form-submissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Form Submissions' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }),
  ).toBeVisible();

  const cookies = await page.context().cookies();
  const sid = cookies.find((c) => c.name === 'sid');
  expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const [session] = await query<{ kind: string }>(
    'select kind from sessions where id = encode(sha256($1::bytea), $2)',
    [sid!.value, 'hex'],
  );
  expect(session?.kind).toBe('staff');

  const rows = await query<{ action: string }>(
    `select distinct action from audit_log
      where action in ('staff.login', 'staff.login_failed') and created_at >= $1`,
    [started],
  );
  expect(rows.map((r) => r.action).sort()).toEqual(['staff.login', 'staff.login_failed']);
});

test('logout ends the session: toast, login screen, and the guard again', async ({ page }) => {
  await page.goto('/admin/login');
  await signInByForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Applications' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('adminAuth'))).toBe('true');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.locator('li.toast').filter({ hasText: toasts.loggedOut.title })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('adminAuth'))).toBeNull();

  const res = await page.request.get('/api/admin/me');
  expect(res.status()).toBe(401);
  await page.goto('/admin/overview');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Foverview$/);
});
