/**
 * The App Store journey: staff approve a developer; the developer creates an app, submits a version and
 * uploads a screenshot in the console; staff approve and publish it; a visitor with JavaScript disabled
 * finds it on /app-store (search and filters are a plain GET form) and opens its page; staff withdraw it
 * and it is gone from both. Set E2E_SCREENSHOTS=<dir> to save the store pages at 390 and 1440 px.
 */
import { expect, islandReady, test } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import { withoutFloatingWidgets } from './forms-support.ts';
import { baseURL, staffContext } from './developer-support.ts';
import { screenshotImage, shoot, signedInDeveloper } from './store-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('a published version with its screenshot is on the App Store without JavaScript, and gone once withdrawn', async ({
  page,
  browser,
}) => {
  const staff = await staffContext(browser);
  await signedInDeveloper(page, staff);
  const appName = `Valve Guide ${Date.now().toString(36)}`;

  // Create the app and submit a version.
  await page.getByRole('button', { name: 'Create New App' }).click();
  const create = page.getByRole('dialog', { name: 'Create New App' });
  await create.getByLabel('App name').fill(appName);
  await create
    .getByLabel('Description')
    .fill('Step-by-step valve service instructions, hands-free on the glasses.');
  await create.getByLabel('SDK type').selectOption('cxr-s');
  await create.getByLabel('Category').selectOption('productivity');
  await create.getByRole('button', { name: 'Create App' }).click();
  await expect(create).toHaveCount(0);
  await page.getByRole('tab', { name: 'My Apps' }).click();
  const appCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: appName }) });
  await appCard.getByRole('button', { name: 'Submit for review' }).click();
  const submit = page.getByRole('dialog', { name: `Submit ${appName} for review` });
  await submit.getByLabel('Version').fill('1.2.0');
  await submit.getByLabel('Release notes').fill('Adds the pump service guide & voice control.');
  await submit.getByLabel('Download URL').fill('https://downloads.example.com/valve-guide-1.2.0.apk');
  await submit.getByRole('button', { name: 'Submit for review' }).click();
  await expect(submit).toHaveCount(0);

  // Upload a screenshot to the pending version; a file that is not an image is refused with the message.
  const screenshots = appCard.getByRole('region', { name: 'Screenshots of version 1.2.0' });
  await screenshots.getByLabel('Add a screenshot').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really an image'),
  });
  await expect(page.getByText('A screenshot must be a PNG, JPEG or WebP image.').first()).toBeVisible();
  await screenshots.getByLabel('Add a screenshot').setInputFiles({
    name: 'step-3.png',
    mimeType: 'image/png',
    buffer: await screenshotImage(browser),
  });
  const thumbnail = screenshots.getByRole('img', { name: 'Screenshot 1 of version 1.2.0' });
  await expect(thumbnail).toBeVisible();
  await expect(screenshots.getByRole('heading', { name: /\(1 of 5\)/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff approve, then publish, on the review page.
  const staffPage = await staff.newPage();
  await withoutFloatingWidgets(staffPage);
  await staffPage.goto('/admin/app-submissions');
  await staffPage.getByRole('button', { name: `Approve ${appName} 1.2.0` }).click();
  const approve = staffPage.getByRole('dialog', { name: 'Approve this submission?' });
  await expect(approve.getByRole('img', { name: 'Screenshot 1' })).toBeVisible();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toHaveCount(0);
  // Publishing is offered at once: the approved row has left the pending list staff are on.
  const publish = staffPage.getByRole('dialog', { name: 'Submission approved. Publish it now?' });
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish).toHaveCount(0);

  // A visitor without JavaScript finds it on the store.
  const visitor = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
  const store = await visitor.newPage();
  const [{ slug }] = (await query<{ slug: string }>('select slug from apps where name = $1', [appName])) as [
    { slug: string },
  ];
  await store.goto('/app-store');
  await expect(store).toHaveTitle('App Store | Lumen');
  await store.getByLabel('Search apps').fill(appName);
  await store.getByLabel('Category').selectOption('productivity');
  await store.getByLabel('SDK type').selectOption('cxr-s');
  await store.getByRole('button', { name: 'Search' }).click();
  await expect(store).toHaveURL(
    /\/app-store\?q=Valve\+Guide.*&category=productivity&sdk=cxr-s&sort=relevance$/,
  );
  await expect(store.getByText('1 app matches your search')).toBeVisible();
  const card = store.getByRole('link', { name: new RegExp(appName) });
  await expect(card).toHaveAttribute('href', `/app-store/${slug}`);
  await shoot(store, 'app-store');

  await card.click();
  await expect(store).toHaveURL(new RegExp(`/app-store/${slug}$`));
  await expect(store).toHaveTitle(`${appName} by Sam Store | Lumen`);
  await expect(store.getByRole('heading', { level: 1, name: appName })).toBeVisible();
  await expect(store.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/app-store/${slug}$`),
  );
  await expect(store.getByText('Adds the pump service guide & voice control.')).toBeVisible();
  await expect(store.getByText('Lumen glasses, YodaOS-Sprite (CXR-S)')).toBeVisible();
  const shot = store.getByRole('img', { name: `${appName}, screenshot 1 of 1` });
  await expect(shot).toBeVisible();
  expect(await shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
  await shoot(store, 'app-page');
  // axe runs its script in the page: checked in a context with JavaScript, once the islands have hydrated.
  for (const path of [`/app-store?q=${encodeURIComponent(appName)}`, `/app-store/${slug}`]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }

  // Staff withdraw it: gone from the list and its page is a 404.
  await staffPage.getByLabel('Filter by status').selectOption('published');
  await staffPage.getByRole('button', { name: `Withdraw ${appName} 1.2.0` }).click();
  const withdraw = staffPage.getByRole('dialog', { name: 'Withdraw this version from the App Store?' });
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw).toHaveCount(0);
  await staff.close();

  const gone = await store.goto(`/app-store/${slug}`);
  expect(gone?.status()).toBe(404);
  await store.goto(`/app-store?q=${encodeURIComponent(appName)}`);
  await expect(store.getByText('No apps match your search.')).toBeVisible();
  await expect(store.getByRole('link', { name: new RegExp(appName) })).toHaveCount(0);
  await visitor.close();
});

test('the App Store pages have the site header menu, the cookie banner and Cookie settings like every public page', async ({
  browser,
}) => {
  // A first visit (the other tests of this file start with a stored cookie choice).
  const visitor = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 800 } });
  const page = await visitor.newPage();
  await page.goto('/app-store');
  // The islands in view have hydrated, as on every prerendered public page.
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Reject All' }).click();
  await expect(banner).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Join Developer Program' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await islandReady(settings);
  await settings.click();
  await expect(banner).toBeVisible();
  await visitor.close();
});
