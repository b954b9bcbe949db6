/**
 * An app's complete listing (issue #38): a developer with a Chinese-named app declares compatibility,
 * permissions and privacy in the console, staff publish two versions; the app gets a romanised address,
 * "recipe timer" finds it, its page shows the listing, both versions and an Install QR code that decodes
 * to the companion app's deep link, its developer page lists it, and a report from the page (with and
 * without JavaScript) reaches staff. Axe at 390 and 1440 px on the list, the app page and the developer
 * page. Set E2E_SCREENSHOTS=<dir> to save these pages and the companion page at 390 and 1440 px.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { appDeepLink } from '@app/contracts/api/app-store';
import { expect, islandReady, test, type Locator, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { query } from '../lib/db.ts';
import { uniqueEmail, withoutFloatingWidgets } from './forms-support.ts';
import { applyAsDeveloper, baseURL, staffContext } from './developer-support.ts';
import { shoot, signedInDeveloper } from './store-support.ts';

/** The QR code's text: the element's pixels as the browser drew them, decoded by jsQR. */
async function decodeQr(code: Locator): Promise<string | undefined> {
  const png = await code.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}

/** Submits a version in the console's dialog, with the listing the developer declares. */
async function submitVersion(page: Page, appName: string, version: string, notes: string) {
  const appCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: appName }) });
  await appCard.getByRole('button', { name: 'Submit for review' }).click();
  const submit = page.getByRole('dialog', { name: `Submit ${appName} for review` });
  await submit.getByLabel('Version').fill(version);
  await submit.getByLabel('Release notes').fill(notes);
  await submit.getByLabel('Download URL').fill(`https://downloads.example.com/kitchen-${version}.apk`);
  await submit.getByRole('checkbox', { name: 'Lumen Max 2 (YodaOS-Sprite 2.2)' }).check();
  await submit.getByRole('checkbox', { name: 'Lumen AR Joy 2 (YodaOS-Sprite 2.3)' }).check();
  await submit.getByLabel('Requires YodaOS-Sprite').selectOption('2.2');
  const permissions = submit.getByRole('group', { name: 'Permissions the version uses' });
  await permissions.getByRole('checkbox', { name: 'Camera' }).check();
  await permissions.getByRole('checkbox', { name: 'Microphone' }).check();
  await submit.getByLabel('Download size (MB)').fill('18.4');
  await submit.getByLabel('Languages').fill('en, zh-Hans');
  await submit.getByLabel('Age rating').selectOption('4+');
  const data = submit.getByRole('group', { name: 'Data the version collects' });
  await data.getByRole('checkbox', { name: 'Usage data' }).check();
  await submit.getByLabel('Privacy policy URL').fill('https://kitchen.example.com/privacy');
  await submit.getByLabel('Support URL or e-mail').fill('help@kitchen.example.com');
  await submit.getByLabel('Developer website').fill('https://kitchen.example.com');
  await submit.getByRole('button', { name: 'Submit for review' }).click();
  await expect(submit).toHaveCount(0);
}

/** Staff approve and publish a pending version (the review screens have their own spec). */
async function publish(staff: Awaited<ReturnType<typeof staffContext>>, appId: number, version: string) {
  const [row] = await query<{ id: number }>(
    'select id from app_submissions where app_id = $1 and version = $2',
    [appId, version],
  );
  for (const status of ['approved', 'published']) {
    const res = await staff.request.put(`/api/admin/app-submissions/${row!.id}/status`, {
      headers: { origin: baseURL() },
      data: { status },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('a declared listing, two published versions, Install, the developer page, search and reports', async ({
  page,
  browser,
}) => {
  const staff = await staffContext(browser);
  await signedInDeveloper(page, staff);
  const tag = Date.now().toString(36);
  const developerName = `Kitchen Works ${tag}`;
  const profile = await page.request.put('/api/console/profile', {
    headers: { origin: baseURL() },
    data: { publicName: developerName, website: 'https://kitchen.example.com' },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  // A Chinese name: the address is its pinyin.
  const appName = `菜谱计时器 ${tag}`;
  await page.reload();
  await page.getByRole('button', { name: 'Create New App' }).click();
  const create = page.getByRole('dialog', { name: 'Create New App' });
  await create.getByLabel('App name').fill(appName);
  await create
    .getByLabel('Description')
    .fill('Step-by-step recipes on the glasses, with kitchen timers you start by voice.');
  await create.getByLabel('SDK type').selectOption('cxr-s');
  await create.getByLabel('Category').selectOption('utility');
  await create.getByRole('button', { name: 'Create App' }).click();
  await expect(create).toHaveCount(0);
  await page.getByRole('tab', { name: 'My Apps' }).click();
  const [{ id: appId, slug }] = (await query<{ id: number; slug: string }>(
    'select id, slug from apps where name = $1',
    [appName],
  )) as [{ id: number; slug: string }];
  expect(slug).toBe(`cai-pu-ji-shi-qi-${tag}`);

  await submitVersion(page, appName, '1.0.0', 'First release: twelve recipes.');
  await publish(staff, appId, '1.0.0');
  // The console reads the review's outcome when it loads.
  await page.reload();
  await page.getByRole('tab', { name: 'My Apps' }).click();
  await submitVersion(page, appName, '1.1.0', 'Adds timers you name by voice.');
  await publish(staff, appId, '1.1.0');

  const [{ public_slug: developerSlug }] = (await query<{ public_slug: string }>(
    'select coalesce(d.public_slug, $2 || d.id) as public_slug from developers d join apps a on a.developer_id = d.id where a.id = $1',
    [appId, 'developer-'],
  )) as [{ public_slug: string }];

  for (const javaScriptEnabled of [false, true]) {
    const visitor = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled });
    const store = await visitor.newPage();
    await withoutFloatingWidgets(store);

    // "recipe timer": both words, each a prefix of a word of the description.
    await store.goto('/app-store');
    await store.getByLabel('Search apps').fill('recipe timer');
    await store.getByLabel('Sort by').selectOption('newest');
    await store.getByRole('button', { name: 'Search' }).click();
    await expect(store).toHaveURL(/\/app-store\?q=recipe\+timer&category=&sdk=&sort=newest$/);
    const card = store.getByRole('link', { name: new RegExp(appName) });
    await expect(card).toHaveAttribute('href', `/app-store/${slug}`);
    await expect(card).toContainText(/Updated \w+ \d+, \d{4}/);
    if (!javaScriptEnabled) await shoot(store, 'store-list');

    await card.click();
    await expect(store).toHaveURL(new RegExp(`/app-store/${slug}$`));
    await expect(store.getByRole('heading', { level: 1, name: appName })).toBeVisible();
    const main = store.getByRole('main');
    // Compatibility, permissions, privacy, as declared for the current version.
    await expect(main.getByText('Lumen Max 2', { exact: true })).toBeVisible();
    await expect(main.getByText('Lumen AR Joy 2', { exact: true })).toBeVisible();
    await expect(main.getByText('Requires YodaOS-Sprite 2.2 or later')).toBeVisible();
    await expect(main.getByText('Camera', { exact: true })).toBeVisible();
    await expect(main.getByText('Microphone', { exact: true })).toBeVisible();
    await expect(main.getByText('Usage data', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'https://kitchen.example.com/privacy' })).toBeVisible();
    const facts = store.getByRole('complementary', { name: 'Details' });
    await expect(facts).toContainText('18.4 MB');
    await expect(facts).toContainText('English, Simplified Chinese');
    await expect(facts).toContainText('4+');
    await expect(facts.getByRole('link', { name: 'help@kitchen.example.com' })).toHaveAttribute(
      'href',
      'mailto:help@kitchen.example.com',
    );
    // Version history: both versions, newest first.
    const versions = main.getByRole('heading', { level: 3, name: /^Version \d/ });
    await expect(versions).toHaveText(['Version 1.1.0', 'Version 1.0.0']);
    await expect(main.getByText('First release: twelve recipes.')).toBeVisible();
    await expect(main.getByText('Adds timers you name by voice.')).toBeVisible();

    // Install: at desktop width the QR code (an image named as one) decodes to the deep link.
    await store.setViewportSize({ width: 1440, height: 900 });
    const install = store.getByRole('region', { name: 'Install' });
    const qr = install.getByRole('img', { name: /^QR code: scan with your phone to open/ });
    await expect(qr).toBeVisible();
    expect(await decodeQr(qr)).toBe(appDeepLink(slug));
    await expect(install.getByRole('link', { name: 'Open in the Lumen app' })).toBeHidden();
    // On a phone, the deep link itself.
    await store.setViewportSize({ width: 390, height: 800 });
    await expect(install.getByRole('link', { name: 'Open in the Lumen app' })).toHaveAttribute(
      'href',
      `lumen://apps/${slug}`,
    );
    await expect(qr).toBeHidden();
    await store.setViewportSize({ width: 1280, height: 720 });
    if (!javaScriptEnabled) await shoot(store, 'store-app');

    // Report this app.
    const report = store.getByRole('form', { name: 'Report this app' });
    const details = `Timer ${javaScriptEnabled ? 'with' : 'without'} script never rings (${tag}).`;
    if (!javaScriptEnabled) {
      // Refused without JavaScript: the page answers with the errors, the values kept.
      await report.getByLabel('Reason').selectOption('broken');
      await report.getByLabel('What is wrong?').fill('short');
      await report.getByRole('button', { name: 'Send report' }).click();
      await expect(store).toHaveURL(new RegExp(`/app-store/${slug}$`));
      await expect(store.getByRole('heading', { level: 1, name: appName })).toBeVisible();
      await expect(report.getByText('Please tell us what is wrong (at least 10 characters)')).toHaveCount(2);
      await expect(report.getByLabel('Reason')).toHaveValue('broken');
    } else {
      await islandReady(report.getByRole('button', { name: 'Send report' }));
      await report.getByLabel('Reason').selectOption('broken');
    }
    await report.getByLabel('What is wrong?').fill(details);
    await report.getByLabel('Your e-mail (optional)').fill('cook@example.com');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(store.getByText('Thank you. Our review team will look at your report.')).toBeVisible();
    if (!javaScriptEnabled) await expect(store).toHaveURL(new RegExp(`/app-store/${slug}\\?reported=1`));

    // The developer page, linked from the app page.
    await store.getByRole('link', { name: 'More apps by this developer' }).click();
    await expect(store).toHaveURL(new RegExp(`/app-store/developers/${developerSlug}$`));
    await expect(store.getByRole('heading', { level: 1, name: developerName })).toBeVisible();
    await expect(store.getByRole('link', { name: 'kitchen.example.com' })).toHaveAttribute(
      'href',
      'https://kitchen.example.com',
    );
    await expect(store.getByRole('link', { name: new RegExp(appName) })).toHaveAttribute(
      'href',
      `/app-store/${slug}`,
    );
    if (!javaScriptEnabled) await shoot(store, 'store-developer');

    // Without the companion app: the page that says how to get it.
    if (!javaScriptEnabled) {
      await store.goto(`/app-store/${slug}`);
      await store.getByRole('link', { name: 'How to get the Lumen app' }).click();
      await expect(store).toHaveURL(/\/companion-app$/);
      await expect(store.getByRole('heading', { level: 1, name: 'The Lumen companion app' })).toBeVisible();
      await expect(store.getByText(`lumen://apps/{slug}`, { exact: false })).toBeVisible();
      await shoot(store, 'store-companion');
    }
    await visitor.close();

    // Staff see the report with the app.
    const staffPage = await staff.newPage();
    await withoutFloatingWidgets(staffPage);
    await staffPage.goto('/admin/app-reports');
    const row = staffPage.getByRole('row').filter({ hasText: details });
    await expect(row.getByRole('link', { name: appName })).toHaveAttribute('href', `/app-store/${slug}`);
    await expect(row).toContainText('Does not work');
    await staffPage.close();
  }

  // The sitemap lists the app and its developer page.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/app-store/${slug}</loc>`);
  expect(sitemap).toContain(`/app-store/developers/${developerSlug}</loc>`);
  expect(sitemap).toContain('/companion-app</loc>');

  // Axe at a phone's and a desktop's width: the list, the app page, the developer page, the companion page.
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/app-store?q=recipe+timer',
      `/app-store/${slug}`,
      `/app-store/developers/${developerSlug}`,
      '/companion-app',
    ]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  }
  await staff.close();
});

test('past 24 apps the list has pages, and previous and next keep the search and the order', async ({
  page,
  browser,
}) => {
  // 26 published apps of one approved developer, as the console and the review leave them.
  const staff = await staffContext(browser);
  const email = uniqueEmail('store-pages');
  const applicationId = await applyAsDeveloper(page.request, email, 'Page Turner');
  const approve = await staff.request.put(`/api/admin/developer-applications/${applicationId}/status`, {
    headers: { origin: baseURL() },
    data: { status: 'approved' },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  await staff.close();
  const [developer] = await query<{ id: number }>('select id from developers where email = $1', [email]);
  const word = `shelf${Date.now().toString(36)}`;
  await query(
    `insert into apps (name, slug, description, sdk_type, category, version, developer_id, status)
     select 'Shelf ' || lpad(n::text, 2, '0'), $1 || '-' || n, 'Keeps the ' || $1 || ' list.', 'cxr-s',
            'utility', '1.0.0', $2, 'published'
     from generate_series(1, 26) n`,
    [word, developer!.id],
  );
  await query(
    `insert into app_submissions (app_id, version, status, reviewed_at, published_at)
     select id, '1.0.0', 'published', now(), now() from apps where slug like $1`,
    [`${word}-%`],
  );

  await page.goto(`/app-store?q=${word}&sort=name`);
  await expect(page.getByText('26 apps match your search · Page 1 of 2')).toBeVisible();
  const cards = page.getByRole('main').getByRole('heading', { level: 3, name: /^Shelf \d\d$/ });
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toHaveText('Shelf 01');
  const pages = page.getByRole('navigation', { name: 'Pages of results' });
  await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(new RegExp(`/app-store\\?q=${word}&sort=name&page=2$`));
  await expect(cards).toHaveText(['Shelf 25', 'Shelf 26']);
  await expect(page.getByLabel('Search apps')).toHaveValue(word);
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(new RegExp(`/app-store\\?q=${word}&sort=name$`));
  await expect(cards).toHaveCount(24);
  await expectNoAxeViolations(page);
});
