/** The cookie-consent banner: timing, views, storage, cookie removal, GPC and the server log. */
import { expect, islandReady, test, type Page } from './fixtures.ts';
import { GPC_NOTICE, VISITOR_COOKIE } from '@app/contracts/storage-keys';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import {
  CONSENT_KEY,
  CONSENT_REVISION,
  PREFERENCES_KEY,
} from '../../apps/web/src/features/consent/consent-storage.ts';
import { NEWSLETTER_DISMISSED_KEY } from '../../apps/web/src/features/newsletter/dismissed.ts';
import { dismissNewsletterWidget, waitForRow } from './forms-support.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

async function stored(page: Page) {
  return page.evaluate(
    ([consentKey, preferencesKey]) => ({
      consent: JSON.parse(localStorage.getItem(consentKey) ?? 'null') as {
        id: string;
        revision: number;
        action: string;
        timestamp: string;
      } | null,
      preferences: JSON.parse(localStorage.getItem(preferencesKey) ?? 'null') as Record<
        string,
        boolean
      > | null,
    }),
    [CONSENT_KEY, PREFERENCES_KEY] as const,
  );
}

interface LogRow {
  action: string;
  preferences: Record<string, boolean>;
  user_agent: string;
  domain: string;
  revision: number;
  ip_address: string | null;
  source: string;
}

const logRows = (consentId: string) =>
  query<LogRow & Record<string, unknown>>('select * from consent_logs where consent_id = $1 order by id', [
    consentId,
  ]);

/**
 * Reloads, then lets the banner's 1-second delay pass on the page's clock. The newsletter widget comes back
 * for this: it shows in the same render as the banner's check, so once it is visible the check has run.
 */
async function reloadPastBannerDelay(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.removeItem(key), NEWSLETTER_DISMISSED_KEY);
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Get product news' })).toBeVisible();
  await page.clock.runFor(1_000);
}

/** Moves the page's paused clock a frame (16 ms) at a time until `done` holds. */
async function runClockUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        const reached = await done();
        if (!reached) await page.clock.runFor(16);
        return reached;
      },
      { intervals: [20], timeout: 15_000 },
    )
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  await dismissNewsletterWidget(page);
});

test('appears 1 second after load, not before, however late its code arrives', async ({ page }) => {
  // Time stands still from the start; only runFor() moves it.
  await page.clock.install({ time: new Date('2025-06-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2025-06-01T10:00:05Z'));
  // When `load` fired, on the page's clock (the clock the banner's delay runs on).
  await page.addInitScript(() => {
    window.addEventListener('load', () =>
      document.documentElement.setAttribute('data-test-loaded-at', String(Date.now())),
    );
  });
  // The dock's code is held while 400 ms pass on the page's clock: a delay counted from when the code
  // arrived would end 400 ms too late.
  let releaseDock = () => {};
  const dockHeld = new Promise<void>((held) => {
    void page.route('**/assets/floating-dock-*.js', async (route) => {
      held();
      await new Promise<void>((release) => (releaseDock = release));
      await route.continue();
    });
  });
  await page.addInitScript((key) => localStorage.removeItem(key), NEWSLETTER_DISMISSED_KEY);
  const loaded = page.waitForEvent('load');
  await page.goto('/about', { waitUntil: 'commit' });
  await loaded;
  // The page's code is asked for one animation frame after the first paint, and frames run on the paused
  // clock only as it is moved: it is moved a frame at a time until the dock's code is asked for.
  let asked = false;
  void dockHeld.then(() => (asked = true));
  await runClockUntil(page, async () => asked);
  await page.clock.runFor(400);
  releaseDock();
  // The newsletter widget shows in the same render as the banner's check (see reloadPastBannerDelay); React
  // reveals a lazy part on a timer, so the clock moves a frame at a time until it shows.
  const widget = page.getByRole('region', { name: 'Get product news' });
  await runClockUntil(page, () => widget.isVisible());
  const loadedAt = Number(await page.locator('html').getAttribute('data-test-loaded-at'));
  const now = await page.evaluate(() => Date.now());
  expect(now - loadedAt).toBeGreaterThanOrEqual(400);
  await page.clock.runFor(loadedAt + 999 - now);
  await expect(banner(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(banner(page)).toBeVisible();
});

test('Accept All stores both categories, closes, logs on the server and is not asked again', async ({
  page,
  browserName,
}) => {
  await page.goto('/about');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
    'href',
    '/policies/cookies',
  );
  await expectNoAxeViolations(page);
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();

  const { consent, preferences } = await stored(page);
  expect(preferences).toEqual({ necessary: true, analytics: true, marketing: true });
  expect(consent).toMatchObject({ revision: CONSENT_REVISION, action: 'accept_all' });
  expect(consent?.id).toMatch(/^[0-9a-f-]{36}$/);

  const row = await waitForRow(() => logRows(consent?.id ?? ''));
  expect(row).toMatchObject({
    action: 'accept_all',
    preferences: { necessary: true, analytics: true, marketing: true },
    domain: '127.0.0.1',
    revision: CONSENT_REVISION,
  });
  expect(row.user_agent).toContain(browserName === 'chromium' ? 'Chrome' : '');

  await reloadPastBannerDelay(page);
  await expect(banner(page)).toBeHidden();
});

test('Reject All turns both off and removes analytics and marketing cookies', async ({ page, context }) => {
  const cookie = (name: string) => ({ name, value: '1', domain: '127.0.0.1', path: '/' });
  await context.addCookies(['_ga', '_ga_XYZ', '_gid', '_fbp', '_gcl_au', 'keep_me'].map(cookie));
  await page.goto('/about');
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toBeHidden();
  const { consent, preferences } = await stored(page);
  expect(preferences).toEqual({ necessary: true, analytics: false, marketing: false });
  expect((await context.cookies()).map((c) => c.name)).toEqual(['keep_me']);
  const row = await waitForRow(() => logRows(consent?.id ?? ''));
  expect(row.action).toBe('reject_all');
});

test('Customize works from the keyboard; Save Preferences stores the toggles', async ({ page, context }) => {
  await context.addCookies([{ name: '_fbp', value: '1', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/about');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Customize' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page).getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
  const necessary = banner(page).getByRole('switch', { name: 'Necessary' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Tab');
  const analytics = banner(page).getByRole('switch', { name: 'Analytics' });
  await expect(analytics).toBeFocused();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('switch', { name: 'Marketing' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Save Preferences' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();

  const { consent, preferences } = await stored(page);
  expect(preferences).toEqual({ necessary: true, analytics: true, marketing: false });
  expect(consent?.action).toBe('customize');
  // Analytics allowed on this page: its view is sent with the new visitor cookie; no marketing cookie.
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toEqual([VISITOR_COOKIE]);
  const row = await waitForRow(() => logRows(consent?.id ?? ''));
  expect(row).toMatchObject({
    action: 'customize',
    preferences: { necessary: true, analytics: true, marketing: false },
  });
});

test('Back returns to the simple view', async ({ page }) => {
  await page.goto('/about');
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await banner(page).getByRole('button', { name: 'Back' }).click();
  await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeVisible();
  expect((await stored(page)).consent).toBeNull();
});

test('"Cookie settings" in the footer re-opens the preferences with the stored choice', async ({ page }) => {
  await page.goto('/about');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  const { consent } = await stored(page);

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await islandReady(settings);
  await settings.click();
  await expect(banner(page).getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
  await expect(banner(page).getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await expect(banner(page).getByRole('switch', { name: 'Marketing' })).toBeChecked();
  await banner(page).getByRole('switch', { name: 'Marketing' }).click();
  await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();

  const after = await stored(page);
  expect(after.preferences).toEqual({ necessary: true, analytics: true, marketing: false });
  expect(after.consent?.id).toBe(consent?.id);
  await expect
    .poll(async () => (await logRows(consent?.id ?? '')).map((r) => r.action))
    .toEqual(['accept_all', 'customize']);
});

test('a choice of an older revision is asked again', async ({ page }) => {
  await page.goto('/about');
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  await page.evaluate((key) => {
    const consent = JSON.parse(localStorage.getItem(key) ?? '{}') as { revision: number };
    localStorage.setItem(key, JSON.stringify({ ...consent, revision: consent.revision - 1 }));
  }, CONSENT_KEY);
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test('Global Privacy Control: no banner, "no analytics, no marketing" stored and logged once', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
      get: () => true,
      configurable: true,
    });
  });
  await page.goto('/about');
  await expect
    .poll(async () => (await stored(page)).preferences)
    .toEqual({ necessary: true, analytics: false, marketing: false });
  // Stored by the banner's check, which with GPC records the choice instead of scheduling the banner.
  await expect(banner(page)).toBeHidden();
  const { consent } = await stored(page);
  expect(consent?.action).toBe('reject_all');
  await reloadPastBannerDelay(page);
  const rows = await waitForRow(() => logRows(consent?.id ?? '')).then(() => logRows(consent?.id ?? ''));
  // The record says the browser's signal made the choice, not the visitor.
  expect(rows.map((r) => [r.action, r.source])).toEqual([['reject_all', 'gpc']]);
  expect(rows[0]?.preferences).toEqual({ necessary: true, analytics: false, marketing: false });
  // Cookie settings explain instead of offering switches that would do nothing.
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await islandReady(settings);
  await settings.click();
  await expect(banner(page)).toContainText(GPC_NOTICE);
  await expect(banner(page).getByRole('switch')).toHaveCount(1); // Necessary, always on
});

test('"Cookie settings" clicked before the page’s scripts have run opens the preferences once they do', async ({
  page,
}) => {
  await page.goto('/about');
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toBeHidden();
  // Reload with the scripts held back until the link has been clicked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(page).toHaveURL(/#cookie-settings$/);
  release();
  await expect(banner(page).getByRole('heading', { name: 'Cookie preferences' })).toBeVisible();
  await expect(banner(page).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await expect(page).toHaveURL(/\/about$/);
});

/*
 * The simple view is the notice's first layer: one sentence naming the categories, the details one click
 * away under Customize and in the Cookie Policy (decision 0075). On a phone it so covers about a fifth of
 * the screen, and the page's own lead, not the notice, stays the largest text on it.
 */
for (const path of ['/docs/getting-started', '/zh/docs/getting-started']) {
  test(`on a phone the notice stays short, under the page's own lead: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const notice = page.getByRole('region', {
      name: path.startsWith('/zh') ? 'Cookie 同意设置' : 'Cookie consent',
    });
    await expect(notice).toBeVisible();
    const area = async (locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!;
      return box.width * box.height;
    };
    // 180 px: about a fifth of the screen (the three-line text of before made it 216 px, a quarter).
    expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(180);
    const lead = page.locator('main p').first();
    expect(await area(notice.locator('p').first())).toBeLessThan(await area(lead));
  });
}
