/**
 * The console's Test / Live switch (decision 0060): a test key is generated in test mode, listed apart
 * from live keys, and the switch (kept in the URL) shows each mode's keys; a publishable key is listed
 * apart from secret keys. Screenshots of the keys screen in both modes at 390 and 1440 px when
 * E2E_SCREENSHOTS names a folder.
 */
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import { unique } from './admin-support.ts';
import { insertApprovedDeveloper, signInDeveloper } from './developer-support.ts';
import { shoot } from '../lib/screenshots.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('the Test / Live switch shows each mode’s keys, a test key apart from live keys', async ({ page }) => {
  const { email, developerId } = await insertApprovedDeveloper('test-mode', 'Tess Mode');
  await query(
    `insert into apps (name, slug, developer_id, sdk_type, category) values ('Trail Guide', $1, $2, 'cxr-m', 'navigation')`,
    [`trail-guide-${unique()}`, developerId],
  );
  await signInDeveloper(page, email);

  // Live: a live secret key and the app's publishable key.
  await page.goto('/console');
  await page.getByRole('tab', { name: 'API Keys' }).click();
  const generate = async (name: string, publishable = false) => {
    await page.getByRole('button', { name: 'Generate API Key' }).click();
    const dialog = page.getByRole('dialog', { name: /Generate/ });
    if (publishable) {
      await dialog.getByLabel(/Publishable key/).check();
      await dialog.getByLabel('Associated app').selectOption({ label: 'Trail Guide' });
    }
    await dialog.getByLabel('Key name').fill(name);
    await dialog.getByRole('button', { name: 'Generate Key' }).click();
    const secret = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(secret).toBeVisible();
    const value = await secret.getByRole('textbox').inputValue();
    await secret.getByRole('button', { name: "I've saved my key" }).click();
    await expect(secret).toBeHidden();
    return value;
  };
  expect(await generate('Deploy tool')).toMatch(/^lumen_live_/);
  expect(await generate('Android app', true)).toMatch(/^lumen_pk_/);
  const secretKeys = page.getByTestId('secret-keys');
  const publishableKeys = page.getByTestId('publishable-keys');
  await expect(secretKeys.getByRole('heading', { name: 'Deploy tool' })).toBeVisible();
  await expect(publishableKeys.getByRole('heading', { name: 'Android app' })).toBeVisible();
  await expect(secretKeys.getByRole('heading', { name: 'Android app' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'testmode-keys-live');

  // Switch to Test: the URL says so, the live keys are gone, a test key is generated there.
  const modeSwitch = page.getByRole('navigation', { name: 'Data shown' });
  await modeSwitch.getByRole('link', { name: 'Test' }).click();
  await expect(page).toHaveURL(/[?&]mode=test/);
  await expect(page.getByRole('note').filter({ hasText: 'Test mode' })).toBeVisible();
  await expect(modeSwitch.getByRole('link', { name: 'Test' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Deploy tool' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'API Keys' }).click();
  expect(await generate('CI pipeline')).toMatch(/^lumen_test_/);
  await expect(secretKeys.getByRole('heading', { name: 'Test secret keys' })).toBeVisible();
  await expect(secretKeys.getByRole('heading', { name: 'CI pipeline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deploy tool' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'testmode-keys-test');

  // A reload keeps the mode; Live shows the live keys again, without the test key.
  await page.reload();
  await page.getByRole('tab', { name: 'API Keys' }).click();
  await expect(page.getByRole('heading', { name: 'CI pipeline' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Data shown' }).getByRole('link', { name: 'Live' }).click();
  await expect(page).not.toHaveURL(/mode=test/);
  await page.getByRole('tab', { name: 'API Keys' }).click();
  await expect(page.getByRole('heading', { name: 'Deploy tool' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CI pipeline' })).toHaveCount(0);

  // Roll the live key with an overlap: the new secret is shown once, the overlap is listed.
  await page.getByRole('button', { name: 'Roll key Deploy tool' }).click();
  const roll = page.getByRole('dialog', { name: 'Roll Deploy tool?' });
  await roll.getByLabel('Keep the old key working for 1 hour').check();
  await roll.getByRole('button', { name: 'Roll key' }).click();
  const rolled = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(rolled.getByRole('textbox')).toHaveValue(/^lumen_live_/);
  await rolled.getByRole('button', { name: "I've saved my key" }).click();
  await expect(page.getByTestId('overlap')).toContainText('The previous secret works until');
});
