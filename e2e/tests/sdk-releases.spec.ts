/**
 * SDK releases: staff publish a release on /admin/sdk-releases (files uploaded from the browser), it
 * shows on the public release-notes page at once, complete without JavaScript, with its notes, files,
 * sizes and SHA-256; staff withdraw it and it is gone. The SDK pages take version and size from the
 * current release and link the release notes and the toolchain installer. Axe on every screen.
 * Screenshots of the staff screen and the release-notes pages at 390 and 1440 px go to E2E_SCREENSHOTS.
 */
import { expect, test } from './fixtures.ts';
import { shoot } from '../lib/screenshots.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { layoutShifts, recordLayoutShifts } from '../lib/layout-shifts.ts';
import { sampleAar } from '../../apps/server/src/modules/sdk-releases/sample-builds.ts';
import { signInByApi } from './admin-support.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('staff publish a Unity plugin release; the release notes show it at once; withdrawn, it is gone', async ({
  page,
  browser,
}) => {
  // A version no other test uses, not made current: the other specs keep seeing the sample releases.
  const version = `1.${Math.floor(Math.random() * 90_000) + 10_000}.0`;
  await signInByApi(page);
  await page.goto('/admin/sdk-releases');
  await expect(page.getByRole('heading', { name: 'SDK Releases', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'SDK releases' });
  await expect(list.getByRole('row', { name: /Unity plugin 1\.5\.1/ })).toBeVisible();

  // A refused version is named at its field.
  await page.getByRole('combobox', { name: 'SDK' }).selectOption('unity');
  await page.getByRole('textbox', { name: 'Version' }).fill('v2');
  await page.getByRole('textbox', { name: 'Release notes' }).fill('Notes');
  await page
    .getByLabel('Library')
    .setInputFiles({ name: 'plugin.zip', mimeType: 'application/zip', buffer: sampleAar(version) });
  await page.getByRole('button', { name: 'Publish release' }).click();
  await expect(page.getByText('Enter a version as MAJOR.MINOR.PATCH, for example 2.2.0.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Version' })).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('textbox', { name: 'Version' }).fill(version);
  await page.getByLabel('Release date', { exact: false }).fill('2026-11-28');
  await page
    .getByLabel('Release notes')
    .fill('## Changes\n\n- A **faster** scene loader\n- <img src=x onerror=alert(1)> stays text');
  await page.getByRole('textbox', { name: 'Requirements' }).fill('Unity: Unity 2022.3 LTS or newer');
  await page.getByLabel('Make this the current release').uncheck();
  await page.getByRole('button', { name: 'Publish release' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Release published' }).first()).toBeVisible();
  const row = list.getByRole('row', { name: new RegExp(`Unity plugin ${version.replace(/\./g, '\\.')}`) });
  await expect(row).toContainText('Available');
  await expect(row).toContainText('plugin.zip');
  await expectNoAxeViolations(page);
  await shoot(page, 'sdkrel-admin');

  // The public page, without JavaScript: complete HTML from the server.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const plain = await visitor.newPage();
  await plain.goto('/sdk/unity/releases');
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Unity plugin release notes');
  const entry = plain
    .getByRole('listitem')
    .filter({ has: plain.getByRole('heading', { name: `Version ${version}` }) });
  await expect(entry).toContainText('Released November 28, 2026');
  await expect(entry.getByRole('strong')).toHaveText('faster');
  await expect(entry).toContainText('<img src=x onerror=alert(1)> stays text');
  await expect(entry.getByRole('link', { name: 'plugin.zip' })).toHaveAttribute(
    'href',
    `/downloads/sdk/unity/${version}/plugin.zip`,
  );
  await expect(entry.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  // Newest first; the sample release carries its mark.
  const headings = await plain.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings.indexOf(`Version ${version}`)).toBeLessThan(headings.indexOf('Version 1.5.1'));
  const sample = plain
    .getByRole('listitem')
    .filter({ has: plain.getByRole('heading', { name: 'Version 1.5.1' }) });
  await expect(sample.getByText('Sample build', { exact: true })).toBeVisible();
  await expect(sample.getByText('Current', { exact: true })).toBeVisible();
  const download = await plain.request.get(`/downloads/sdk/unity/${version}/plugin.zip`);
  expect(download.status()).toBe(200);
  await visitor.close();

  // Withdrawn: gone from the public page and its file answers 404.
  await row.getByRole('button', { name: `Withdraw: Unity plugin ${version}` }).click();
  await expect(row).toContainText('Withdrawn');
  await page.goto('/sdk/unity/releases');
  await expect(page.getByRole('heading', { name: 'Version 1.5.1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Version ${version}` })).toHaveCount(0);
  expect((await page.request.get(`/downloads/sdk/unity/${version}/plugin.zip`)).status()).toBe(404);
});

test('the release-notes pages of each SDK are complete without JavaScript and pass axe', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  for (const [sdk, version, file] of [
    ['cxr-m', '2.1.0', 'cxr-m-2.1.0.aar'],
    ['cxr-s', '1.8.2', 'lumen-cxr-s-toolchain-1.8.2.zip'],
  ] as const) {
    await plain.goto(`/sdk/${sdk}/releases`);
    await expect(plain.getByRole('heading', { name: `Version ${version}` })).toBeVisible();
    await expect(plain.getByRole('link', { name: file })).toHaveAttribute(
      'href',
      `/downloads/sdk/${sdk}/${version}/${file}`,
    );
    await expect(plain.getByText('Sample build', { exact: true }).first()).toBeVisible();
    // axe runs its script in the page: the same page with JavaScript on.
    await page.goto(`/sdk/${sdk}/releases`);
    await expectNoAxeViolations(page);
    await shoot(page, `notes-${sdk}`);
  }
  await context.close();
});

test('the SDK pages show the current release: version, size, requirements, release notes, toolchain', async ({
  page,
}) => {
  await page.goto('/sdk/cxr-s');
  const card = page.getByRole('definition').filter({ hasText: /^1\.8\.2$/ });
  await expect(card).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\d+\.\d KB$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Toolchain installer' })).toHaveAttribute(
    'href',
    '/downloads/sdk/cxr-s/1.8.2/lumen-cxr-s-toolchain-1.8.2.zip',
  );
  await expect(page.getByRole('link', { name: 'All versions and release notes' })).toHaveAttribute(
    'href',
    '/sdk/cxr-s/releases',
  );
  const requirements = page.getByRole('heading', { name: 'System requirements' }).locator('xpath=..');
  await expect(requirements).toContainText('CMake 3.22+ with a C++17 compiler');
  await page.goto('/sdk/cxr-m');
  await expect(page.getByRole('definition').filter({ hasText: /^2\.1\.0$/ })).toBeVisible();
  await expect(page.getByText('12.3 MB')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  for (const path of ['/sdk/cxr-m', '/zh/sdk/cxr-m', '/sdk/cxr-s', '/zh/sdk/cxr-s']) {
    test(`${path}: the current release replacing the card's links moves nothing on the page`, async ({
      page,
    }) => {
      // The prerendered card links the release notes where the version will be; the three narrow columns
      // wrap that link, and the version read after hydration took one line less (a layout shift).
      await recordLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByRole('definition').filter({ hasText: /^\d+\.\d+\.\d+$/ })).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});
