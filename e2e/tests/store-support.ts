/**
 * Shared steps of the App Store specs: an approved developer signed in to the console, and a published
 * version. Not a spec file itself.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../lib/mail.ts';
import { uniqueEmail } from './forms-support.ts';
import { applyAsDeveloper, baseURL } from './developer-support.ts';

const PASSWORD = 'store-password-2025';

export { shoot } from '../lib/screenshots.ts';

/** A real PNG: a glasses-style screen rendered by the browser itself. */
export async function screenshotImage(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.setContent(
    `<body style="margin:0;background:#070b16;font:600 56px system-ui;color:#5eead4;display:grid;place-items:center;height:100vh">
      <div style="text-align:center">Step 3 of 8<div style="font-size:32px;color:#e2e8f0;margin-top:24px">Close valve B before removing the cover</div></div>
    </body>`,
  );
  const png = await page.screenshot({ type: 'png' });
  await context.close();
  return png;
}

/** An approved developer with a password, signed in on `page`; returns their e-mail address. */
export async function signedInDeveloper(page: Page, staff: BrowserContext, fullName = 'Sam Store') {
  const email = uniqueEmail('store-dev');
  const id = await applyAsDeveloper(page.request, email, fullName);
  const approve = await staff.request.put(`/api/admin/developer-applications/${id}/status`, {
    headers: { origin: baseURL() },
    data: { status: 'approved' },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  const invitation = await waitForMail(
    (m) => m.to.includes(email) && /developer console invitation/i.test(m.subject),
  );
  const setToken = new URL(linkIn(invitation, '/developers/set-password')).searchParams.get('token');
  const set = await page.request.post('/api/developers/set-password', {
    headers: { origin: baseURL() },
    data: { token: setToken, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(set.status(), await set.text()).toBe(200);
  await page.goto('/developers/sign-in');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/console$/);
  return email;
}
