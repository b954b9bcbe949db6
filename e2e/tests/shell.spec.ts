import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';

test('the home page loads with the site header and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await expectNoAxeViolations(page);
});

test('a header link navigates without a full page reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  // The About page's own heading (not the word About) is rendered; the title names the page.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expect(page).toHaveTitle(/About/);
});

test('a modified click falls through to the browser', async ({ page, context }) => {
  await page.goto('/');
  const popup = context.waitForEvent('page');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .click({ modifiers: ['Control'] });
  const opened = await popup;
  await opened.waitForLoadState();
  expect(opened.url()).toMatch(/\/contact$/);
  expect(page.url()).not.toMatch(/\/contact$/);
});

test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the mobile menu links close it; the Developers group collapses', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Join Developer Program' })).toHaveAttribute(
    'href',
    '/become-developer',
  );
  const devLink = menu.getByRole('link', { name: 'YodaOS-Sprite' });
  await expect(devLink).toBeHidden();
  await menu.getByRole('button', { name: 'Developers' }).click();
  await expect(devLink).toBeVisible();
  await devLink.click();
  await expect(page).toHaveURL(/\/yodaos-sprite$/);
  await expect(menu).toBeHidden();
  await expectNoAxeViolations(page);
});

test('partner portal pages render without the site chrome', async ({ page }) => {
  await page.goto('/partners/portal');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
