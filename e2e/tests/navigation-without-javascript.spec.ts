/**
 * The site's navigation in a browser that runs no JavaScript (or has not run it yet): the header menu,
 * the Developers dropdown and the developer pages' own menu open natively (popovers), show every link,
 * sit where they do with the script, and their links lead to the pages. And what a script would reveal
 * (the FAQ's answers, every tab panel, every success story) is all there to read.
 */
// Playwright's own `test`: the fixtures' goto waits for React, which never runs on these pages.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { faqCategories } from '../../apps/web/src/content/faq.ts';
import { developersNavGroup } from '../../apps/web/src/content/nav.ts';
import { sdkPages } from '../../apps/web/src/content/sdk.ts';
import { successStories, successStoryKeys } from '../../apps/web/src/content/success-stories.ts';
import { architectureTabs } from '../../apps/web/src/content/yodaos.ts';

test.use({ javaScriptEnabled: false });

/** The panel's top edge is at or below the button's bottom edge, and it starts at most `slack` px to its left. */
async function expectUnder(panel: Locator, button: Locator, slack = 8) {
  const [p, b] = [await panel.boundingBox(), await button.boundingBox()];
  expect(p && b).toBeTruthy();
  if (!p || !b) return;
  expect(p.y).toBeGreaterThanOrEqual(b.y + b.height - 1);
  expect(p.y).toBeLessThan(b.y + b.height + 24);
  expect(Math.abs(p.x - b.x)).toBeLessThanOrEqual(slack);
}

const open = async (page: Page, path: string, width: number) => {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
};

test('at 390 px the header menu opens with every link, the developer pages included, and a link navigates', async ({
  page,
}) => {
  await open(page, '/about', 390);
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  // Full width, right under the 64 px header.
  expect(box).toMatchObject({ x: 0, y: 64, width: 390 });
  for (const name of [
    'About',
    'Products',
    'Developer Home',
    'CXR-M SDK',
    'FAQ',
    'Contact',
    'Partner Portal',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Join Developer Program' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'YodaOS-Sprite' }).click();
  await expect(page).toHaveURL(/\/yodaos-sprite$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('at 1280 px the Developers dropdown opens under its button, and a click outside closes it', async ({
  page,
}) => {
  await open(page, '/about', 1280);
  const main = page.getByRole('navigation', { name: 'Main' });
  const developers = main.getByRole('button', { name: 'Developers' });
  await developers.click();
  const list = main.getByRole('list');
  await expect(list.getByRole('link')).toHaveText(developersNavGroup.items.map((link) => link.label));
  await expectUnder(list, developers);
  await page.mouse.click(640, 600);
  await expect(list).toBeHidden();

  await developers.click();
  await list.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('the developer pages: the menu at 375 px and the SDK dropdown at 1280 px open and show their links', async ({
  page,
}) => {
  await open(page, '/developers', 375);
  await page.getByRole('button', { name: 'Developers menu' }).click();
  const panel = page.getByRole('navigation', { name: 'Developers menu' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'CXR-S Glasses' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
  const bar = page.getByRole('button', { name: 'Developers menu' });
  const [p, b] = [await panel.boundingBox(), await bar.boundingBox()];
  expect(p && b && p.y >= b.y + b.height).toBe(true);
  expect(p?.width).toBe(375);

  await open(page, '/developers', 1280);
  const nav = page.getByRole('navigation', { name: 'Developer', exact: true });
  const sdk = nav.getByRole('button', { name: 'SDK' });
  await sdk.click();
  const mobile = nav.getByRole('link', { name: 'CXR-M Mobile' });
  await expect(mobile).toBeVisible();
  await expectUnder(nav.getByRole('list'), sdk);
  await mobile.click();
  await expect(page).toHaveURL(/\/sdk\/cxr-m$/);
});

test('the FAQ shows every answer, and hides the search and tag buttons that only a script can work', async ({
  page,
}) => {
  await open(page, '/faq', 1280);
  expect(faqCategories.length).toBeGreaterThan(1);
  for (const category of faqCategories) {
    const last = category.questions.at(-1);
    if (last) await expect(page.getByText(last.answer, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('searchbox')).toBeHidden();
  await expect(page.getByRole('button', { name: /^Search for / })).toHaveCount(0);
});

test('every SDK and YodaOS-Sprite tab panel can be read, without the tab and copy buttons that only a script can work', async ({
  page,
}) => {
  for (const sdk of Object.values(sdkPages)) {
    await open(page, `/sdk/${sdk.id}`, 1280);
    expect(sdk.tabs.length).toBeGreaterThan(1);
    for (const tab of sdk.tabs) {
      await expect(page.getByRole('heading', { level: 2, name: tab.heading, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('tablist')).toBeHidden();
    // The code samples are there to read and select; their Copy buttons need the script.
    await expect(page.locator('pre code').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Copy code: / })).toHaveCount(0);
  }
  await open(page, '/yodaos-sprite', 1280);
  for (const tab of architectureTabs) {
    await expect(page.getByRole('heading', { level: 3, name: tab.heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('tablist')).toBeHidden();
});

test('every success story can be read, without the switcher buttons that only a script can work', async ({
  page,
}) => {
  for (const path of ['/', '/partner-success']) {
    await open(page, path, 1280);
    for (const key of successStoryKeys) {
      const story = successStories[key];
      await expect(page.getByRole('heading', { level: 3, name: story.title, exact: true })).toBeVisible();
      await expect(page.getByText(story.challenge, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('group', { name: 'Success stories' })).toBeHidden();
  }
});
