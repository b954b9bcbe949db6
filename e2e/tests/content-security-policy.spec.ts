/**
 * The Content-Security-Policy and Permissions-Policy break nothing: pages that load the hero video, images,
 * forms (zod, fetch), a Radix dialog and the click-to-load video player raise no policy violation, neither
 * as a `securitypolicyviolation` event nor as a console message.
 */
import { toasts, validationMessages as m } from '@app/contracts/messages';
import { site } from '@app/contracts/site';
import { expect, islandReady, test, type Page } from './fixtures.ts';
import { openForm, uniqueEmail, withoutFloatingWidgets } from './forms-support.ts';

const policyMessage = /Content Security Policy|Permissions[- ]Policy/i;

/**
 * Starts recording violations on every document the page opens (call before the first `goto`); the binding
 * reports to the test, so violations on a page already left are kept.
 */
async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (policyMessage.test(message.text())) seen.push(`console ${message.type()}: ${message.text()}`);
  });
  await page.exposeFunction('__reportPolicyViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportPolicyViolation(text: string): void })
      .__reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}`);
    });
  });
  // One round trip to the page first, so reports sent before it have arrived.
  return async () => {
    await page.evaluate(() => document.readyState);
    return seen;
  };
}

/** Opens a page and checks it carries the policy (so a missing header cannot pass as "no violation"). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self';/);
}

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('the home page, its hero video and the click-to-load player raise no policy violation', async ({
  page,
}) => {
  const violations = await recordPolicyViolations(page);
  // The machine is offline: answer for the player so the frame really loads (a blocked frame would not).
  await page.route(`${site.videoEmbedOrigin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>Player stand-in</p>',
    }),
  );
  await open(page, '/');
  const video = page.locator('main video').first();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  const play = page.getByRole('button', { name: /^Play video:/ }).first();
  await play.scrollIntoViewIfNeeded();
  await islandReady(play);
  await play.click();
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith(`${site.videoEmbedOrigin}/embed/`)))
    .toBe(true);
  await expect(page.frameLocator('iframe').first().locator('p')).toHaveText('Player stand-in');
  expect(await violations()).toEqual([]);
});

test('a product page raises no policy violation', async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  await open(page, '/products/lumen-ai-glasses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('main img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete),
    )
    .toBe(true);
  expect(await violations()).toEqual([]);
});

test('a form page validates, then posts a lead, without a policy violation', async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  await openForm(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText(m.firstNameMin, { exact: true })).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company name').fill('Analytical Engines Ltd');
  await page.getByLabel('Work email').fill(uniqueEmail('csp-lead'));
  await page.getByLabel('Primary interest').selectOption('remote-assistance');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(toasts.leadSuccess.title, { exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the admin login and a dialog (Radix, with its scroll-lock style) raise no policy violation', async ({
  page,
}) => {
  const violations = await recordPolicyViolations(page);
  await open(page, '/admin/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();

  await open(page, '/console');
  await page.getByRole('tab', { name: 'API Keys' }).click();
  await page.getByRole('button', { name: 'Generate API Key' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
