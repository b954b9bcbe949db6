/**
 * Developer mode for the glasses: a developer registers glasses in the console's Devices tab, staff
 * grant developer mode on the staff Devices screen, the certificate downloads and verifies against the
 * site's published key with Node's crypto alone (the SDK page's own script, run as written but for the
 * site address), the developer revokes it and sees it revoked; with automatic grants switched on, a
 * registration is granted at once. Screenshots (390 and 1440 px) go to E2E_SCREENSHOTS when set.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { waitForMail } from '../lib/mail.ts';
import { signInByApi } from './admin-support.ts';
import { baseURL, insertApprovedDeveloper, signInDeveloper } from './developer-support.ts';
import { shoot } from '../lib/screenshots.ts';
import { withoutFloatingWidgets } from './forms-support.ts';
import { verifyCertificateSample } from '../../apps/web/src/content/sdk/developer-mode.ts';
import { siteOriginPlaceholder } from '../../packages/contracts/src/site.ts';

// The automatic-grant setting is site-wide: these tests take turns.
test.describe.configure({ mode: 'serial' });

/** An approved developer, with a serial number of their own for the glasses they register. */
async function insertDeveloper(fullName: string) {
  const developer = await insertApprovedDeveloper('devices', fullName);
  return { ...developer, serial: `E2E${developer.tag.toUpperCase().replace(/[^A-Z0-9]/g, '')}`.slice(0, 20) };
}

async function registerInConsole(page: Page, modelName: string, serial: string) {
  await page.goto('/console');
  await page.getByRole('tab', { name: 'Devices' }).click();
  await page.getByRole('button', { name: 'Register device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register glasses' });
  await dialog.getByLabel('Model').selectOption({ label: `${modelName} (YodaOS-Sprite 2.3)` });
  // Written as a person might read it off the glasses: lower case, with a hyphen.
  await dialog.getByLabel('Serial number').fill(`${serial.slice(0, 4).toLowerCase()}-${serial.slice(4)}`);
  await dialog.getByRole('button', { name: 'Register and request developer mode' }).click();
  await expect(dialog).toBeHidden();
  return page.getByTestId('device-card').filter({ hasText: serial });
}

async function setAutoGrant(page: Page, on: boolean) {
  await page.goto('/admin/devices');
  const toggle = page.getByRole('switch', { name: 'Grant developer mode automatically' });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) {
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/device-settings'));
    await toggle.click();
    expect((await saved).status()).toBe(200);
  }
  await expect(toggle).toHaveAttribute('aria-checked', String(on));
}

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('staff grant developer mode; the certificate verifies with the published key; revoked shows as revoked', async ({
  page,
  browser,
}) => {
  const dev = await insertDeveloper('Vera Device');
  await signInDeveloper(page, dev.email);
  const card = await registerInConsole(page, 'Lumen AR Joy 2', dev.serial);
  await expect(card.getByText('Pending review')).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff see it on the Devices screen and grant it.
  const staffContext = await browser.newContext({ baseURL: baseURL() });
  const staff = await staffContext.newPage();
  await withoutFloatingWidgets(staff);
  await signInByApi(staff);
  await setAutoGrant(staff, false);
  await staff.getByLabel('Search by developer, e-mail or serial number').fill(dev.serial);
  await expect(staff).toHaveURL(new RegExp(`q=${dev.serial}`));
  const row = staff.getByRole('row').filter({ hasText: dev.serial });
  await expect(row.getByText('Pending review')).toBeVisible();
  await expectNoAxeViolations(staff);
  await row.getByRole('button', { name: `Grant Lumen AR Joy 2 ${dev.serial}` }).click();
  await expect(row.getByText('Developer mode granted')).toBeVisible();
  await shoot(staff, 'devices-staff');

  const mail = await waitForMail(
    (m) => m.to.includes(dev.email) && m.subject.startsWith('Developer mode granted'),
  );
  expect(mail.text).toContain('Devices tab');

  // The developer downloads the certificate from the console.
  await page.reload();
  await page.getByRole('tab', { name: 'Devices' }).click();
  await expect(card.getByText('Developer mode granted')).toBeVisible();
  await shoot(page, 'devices-console');
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download certificate' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`developer-mode-${dev.serial}.json`);
  const dir = mkdtempSync(join(tmpdir(), 'devices-e2e-'));
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);

  // The SDK page's script (node:crypto only) against this server's published keys.
  const script = join(dir, 'verify-certificate.mjs');
  writeFileSync(script, verifyCertificateSample.replace(siteOriginPlaceholder, baseURL()));
  const verdict = execFileSync(process.execPath, [script, file, dev.serial.toLowerCase()], {
    encoding: 'utf8',
  });
  expect(JSON.parse(verdict)).toMatchObject({ signed: true, valid: true, mine: true });
  // Another serial number is refused (exit status 1).
  expect(() => execFileSync(process.execPath, [script, file, 'NOTMYGLASSES1'], { stdio: 'pipe' })).toThrow();

  // The developer revokes developer mode: the card says so and the download is gone.
  await card.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke developer mode?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(card.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download certificate' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Request again' })).toBeVisible();
  await staff.reload();
  await expect(
    staff.getByRole('row').filter({ hasText: dev.serial }).getByText('Revoked', { exact: true }),
  ).toBeVisible();
  await staffContext.close();
});

test('with automatic grants on, a registration is granted at once', async ({ page, browser }) => {
  const staffContext = await browser.newContext({ baseURL: baseURL() });
  const staff = await staffContext.newPage();
  await withoutFloatingWidgets(staff);
  await signInByApi(staff);
  await setAutoGrant(staff, true);
  try {
    const dev = await insertDeveloper('Otto Auto');
    await signInDeveloper(page, dev.email);
    const card = await registerInConsole(page, 'Lumen AR Joy 2', dev.serial);
    await expect(card.getByText('Developer mode granted')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Download certificate' })).toBeVisible();
    await staff.goto(`/admin/devices?q=${dev.serial}`);
    await expect(
      staff.getByRole('row').filter({ hasText: dev.serial }).getByText('automatically'),
    ).toBeVisible();
  } finally {
    await setAutoGrant(staff, false);
    await staffContext.close();
  }
});
