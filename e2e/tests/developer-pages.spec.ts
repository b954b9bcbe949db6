/**
 * Developer pages: /developers, the SDK pages, /yodaos-sprite, /faq and the resource pages. FAQ search,
 * the architecture and SDK tabs, the developer navigation, the mobile menu, axe on every route, no
 * horizontal scrolling at 360 px, and prerendered HTML that already holds each page's heading.
 */
import { expect, test, type Page } from './fixtures.ts';
import { documentTitle, pageMeta } from '../../apps/web/src/content/page-meta.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { screenshot } from './admin-support.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

const h1ByRoute: Record<string, string> = {
  '/developers': 'Build for Lumen AR glasses',
  '/sdk/cxr-m': 'CXR-M SDK',
  '/sdk/cxr-s': 'CXR-S SDK',
  '/yodaos-sprite': 'YodaOS-Sprite',
  '/faq': 'Frequently Asked Questions',
  '/docs': 'Documentation',
  '/docs/api': 'API Reference',
  '/forum': 'Developer Forum',
  // /app-store is filled by the server from the database (its description counts the apps): app-store.spec.ts.
};

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

const category = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });
const region = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });

test.describe('FAQ', () => {
  const titles = [
    'General Questions',
    'Setup & Installation',
    'Development & Integration',
    'Troubleshooting',
    'Platform & Tools',
    'Support & Community',
  ];

  test('starts with only General Questions open; a header toggles its category', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveAttribute(
      'href',
      '/developers',
    );
    for (const title of titles) {
      await expect(category(page, title)).toHaveAttribute(
        'aria-expanded',
        String(title === 'General Questions'),
      );
      await expect(category(page, title)).toContainText('5');
    }
    await expect(region(page, 'General Questions')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What is the CXR-M SDK?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How do I enable developer permission?' })).toBeHidden();

    await category(page, 'Setup & Installation').click();
    await expect(category(page, 'Setup & Installation')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'How do I enable developer permission?' })).toBeVisible();

    await category(page, 'General Questions').click();
    await expect(category(page, 'General Questions')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'What is the CXR-M SDK?' })).toBeHidden();
  });

  test('finds a term that appears only in an answer', async ({ page }) => {
    await page.goto('/faq');
    await page.getByLabel('Search FAQ').fill('512 MB');
    await expect(page.getByRole('status').filter({ hasText: 'result' })).toHaveText('1 result for “512 MB”');
    await expect(category(page, 'Development & Integration')).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('heading', { name: 'How do a phone app and a glasses app exchange data?' }),
    ).toBeVisible();
    for (const title of titles.filter((t) => t !== 'Development & Integration')) {
      await expect(category(page, title)).toHaveCount(0);
    }
  });

  test('finds a term that appears only in a tag, case-insensitively, and shows the tags', async ({
    page,
  }) => {
    await page.goto('/faq');
    const search = page.getByLabel('Search FAQ');
    for (const term of ['messaging', 'MESSAGING', 'MeSsAgInG']) {
      await search.fill(term);
      await expect(page.getByRole('status').filter({ hasText: 'result' })).toHaveText(
        `1 result for “${term}”`,
      );
      await expect(category(page, 'Development & Integration')).toBeVisible();
      await expect(category(page, 'General Questions')).toHaveCount(0);
      const panel = region(page, 'Development & Integration');
      await expect(panel.getByRole('listitem').filter({ hasText: 'exchange data' }).first()).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Search for messaging' })).toBeVisible();
    }
  });

  test('hides Quick Links while searching, shows a no-results state, and restores both when cleared', async ({
    page,
  }) => {
    await page.goto('/faq');
    const quickLinks = page.getByRole('navigation', { name: 'Quick Links' });
    await expect(quickLinks).toBeVisible();
    await expect(quickLinks.getByRole('link')).toHaveCount(8);

    const search = page.getByLabel('Search FAQ');
    await search.fill('unity');
    await expect(quickLinks).toHaveCount(0);
    await expect(category(page, 'Platform & Tools')).toBeVisible();
    await expect(category(page, 'General Questions')).toHaveCount(0);

    await search.fill('zzzz-no-such-thing');
    await expect(page.getByText('No questions match your search.')).toBeVisible();
    for (const title of titles) await expect(category(page, title)).toHaveCount(0);

    await search.fill('');
    await expect(quickLinks).toBeVisible();
    for (const title of titles) await expect(category(page, title)).toBeVisible();
    await expect(category(page, 'General Questions')).toHaveAttribute('aria-expanded', 'true');
    await expect(category(page, 'Setup & Installation')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tag searches for itself; the Still Need Help card links to help', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Search for iOS' }).click();
    await expect(page.getByLabel('Search FAQ')).toHaveValue('iOS');
    await expect(page.getByRole('status').filter({ hasText: 'result' })).toContainText('for “iOS”');
    const help = page.getByRole('heading', { name: 'Still Need Help?' }).locator('xpath=../../..');
    await expect(help.getByRole('link', { name: 'Ask the Forum' })).toHaveAttribute('href', '/forum');
    await expect(help.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expect(help.getByRole('link', { name: /Join Community Chat/ })).toHaveAttribute('href', /^https:/);
    await expect(help.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('YodaOS-Sprite', () => {
  test('architecture tabs: Overview by default with the three bars, switching shows each tab', async ({
    page,
  }) => {
    await page.goto('/yodaos-sprite');
    const tabs = page.getByRole('tablist', { name: 'System architecture' });
    await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Hardware', 'Software', 'Development']);
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    for (const layer of ['Application', 'System', 'Hardware']) {
      await expect(panel.getByRole('heading', { name: new RegExp(`${layer}$`) })).toBeVisible();
    }
    for (const [name, value] of [
      ['Power Efficiency', '95'],
      ['Display Performance', '92'],
      ['System Responsiveness', '98'],
    ] as const) {
      const bar = page.getByRole('progressbar', { name });
      await expect(bar).toHaveAttribute('aria-valuenow', value);
      await expect(bar).toHaveAttribute('aria-valuemin', '0');
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
    }

    await tabs.getByRole('tab', { name: 'Hardware' }).click();
    await expect(tabs.getByRole('tab', { name: 'Hardware' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Processor' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // Arrow keys move between tabs (Radix roving focus, automatic activation).
    await tabs.getByRole('tab', { name: 'Hardware' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Software' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Services' })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Development' }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: 'Security framework' }),
    ).toBeVisible();
  });

  test('supported devices, resources and the configuration dialog', async ({ page }) => {
    await page.goto('/yodaos-sprite');
    await expect(page.getByText(/^YodaOS-Sprite \d\.\d$/)).toHaveText([
      'YodaOS-Sprite 2.1',
      'YodaOS-Sprite 2.2',
      'YodaOS-Sprite 2.3',
      'YodaOS-Sprite 2.1',
    ]);
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/console');
    await expect(page.getByRole('link', { name: 'Development SDK' })).toHaveAttribute('href', '/sdk/cxr-s');

    await page.getByRole('button', { name: 'View Configuration' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Display' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Open the Hardware tab' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Hardware' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('SDK pages', () => {
  const pages = [
    {
      path: '/sdk/cxr-m',
      tabs: ['Getting Started', 'Integration', 'Examples', 'Troubleshooting'],
      second: 'Connect, stream and customize',
      topics: ['Connection failed', 'Video stream issues', 'Custom commands not working'],
      examples: ['Teleprompter', 'Remote Assist Viewer', 'Live Captions'],
    },
    {
      path: '/sdk/cxr-s',
      tabs: ['Getting Started', 'Data Channel', 'Examples', 'Troubleshooting'],
      second: 'Exchange data with the phone',
      topics: ['Data channel access denied', 'Commands not received', 'Hardware access issues'],
      examples: ['Step-by-Step Instructions', 'Barcode Scanner', 'Sensor Dashboard'],
    },
  ];

  for (const sdk of pages) {
    test(`${sdk.path}: features, requirements and every tab`, async ({ page }) => {
      await page.goto(sdk.path);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveAttribute(
        'href',
        '/developers',
      );
      await expect(page.getByRole('link', { name: 'Download SDK' })).toHaveAttribute('href', '/console');
      await expect(page.getByRole('link', { name: 'API Reference' })).toHaveAttribute('href', '/docs/api');
      const features = page.getByRole('heading', { name: 'Key features' }).locator('xpath=..');
      await expect(features.getByRole('listitem')).toHaveCount(8);
      const requirements = page.getByRole('heading', { name: 'System requirements' }).locator('xpath=..');
      await expect(requirements.getByRole('listitem')).toHaveCount(5);
      await expect(requirements.getByText('Met', { exact: true })).toHaveCount(5);

      const tablist = page.getByRole('tablist', { name: 'SDK guide' });
      await expect(tablist.getByRole('tab')).toHaveText(sdk.tabs);
      await expect(tablist.getByRole('tab', { name: 'Getting Started' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const panel = page.getByRole('tabpanel');
      await expect(panel.locator('pre code').first()).toBeVisible();

      await tablist.getByRole('tab', { name: sdk.tabs[1] }).click();
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(sdk.second);
      await expect(panel.locator('pre code').first()).toBeVisible();

      await tablist.getByRole('tab', { name: 'Examples' }).click();
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(sdk.examples);
      await expect(panel.locator('pre code')).toHaveCount(3);

      await tablist.getByRole('tab', { name: 'Troubleshooting' }).click();
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(sdk.topics);

      // Quick Start returns to Getting Started and moves focus to it.
      await page.getByRole('button', { name: 'Quick Start' }).click();
      await expect(tablist.getByRole('tab', { name: 'Getting Started' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(tablist.getByRole('tab', { name: 'Getting Started' })).toBeFocused();

      const help = page.getByRole('heading', { name: 'Need help?' }).locator('xpath=../../..');
      await expect(help.getByRole('link', { name: 'Ask the Forum' })).toHaveAttribute('href', '/forum');
      await expect(help.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    });
  }

  test('the CXR-S page warns about developer permissions; CXR-M does not', async ({ page }) => {
    await page.goto('/sdk/cxr-s');
    const note = page.getByRole('note', { name: 'Developer permissions required' });
    await expect(note).toContainText('must be enabled on the glasses');
    await expect(note).toContainText('CXR-M');
    await page.goto('/sdk/cxr-m');
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('a code sample can be copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/sdk/cxr-m');
    await page.getByRole('button', { name: 'Copy code: Manifest permissions' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Code copied' }).first()).toBeAttached();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('android.permission.CAMERA');
  });
});

test.describe('developer home', () => {
  test('its own navigation, CN button, hero, cards and footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/developers');
    const nav = page.getByRole('navigation', { name: 'Developer', exact: true });
    for (const [name, href] of [
      ['Development Guide', '/sdk/cxr-m'],
      ['Docs', '/docs'],
      ['Forum', '/forum'],
      ['App Store', '/app-store'],
      ['Console', '/console'],
      ['FAQ', '/faq'],
      ['YodaOS-Sprite', '/yodaos-sprite'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const sdk = nav.getByRole('button', { name: 'SDK' });
    await expect(sdk).toHaveAttribute('aria-expanded', 'false');
    await sdk.click();
    await expect(sdk).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'CXR-M Mobile' })).toHaveAttribute('href', '/sdk/cxr-m');
    await expect(nav.getByRole('link', { name: 'CXR-S Glasses' })).toHaveAttribute('href', '/sdk/cxr-s');
    await page.keyboard.press('Escape');
    await expect(sdk).toHaveAttribute('aria-expanded', 'false');
    await expect(sdk).toBeFocused();

    // The CN button leads to this page in Chinese (decision 0063; chinese-edition.spec.ts follows it).
    await expect(page.getByRole('link', { name: /^CN/ })).toHaveAttribute('href', '/zh/developers');

    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/console');
    await expect(page.getByText('Now Available')).toBeVisible();
    const heroHeight = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h1) => (h1.closest('.min-h-\\[70vh\\]') as HTMLElement).offsetHeight);
    expect(heroHeight).toBeGreaterThanOrEqual(Math.floor(900 * 0.7));

    await expect(page.getByRole('link', { name: 'Explore YodaOS-Sprite' })).toHaveAttribute(
      'href',
      '/yodaos-sprite',
    );
    await expect(page.getByRole('link', { name: 'Explore CXR-M SDK' })).toHaveAttribute('href', '/sdk/cxr-m');
    await expect(page.getByRole('link', { name: 'Explore CXR-S SDK' })).toHaveAttribute('href', '/sdk/cxr-s');
    const resources = page.getByRole('region', { name: 'Developer resources' });
    await expect(resources.getByRole('listitem')).toHaveCount(6);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(faq.getByRole('link', { name: 'View all FAQs' })).toHaveAttribute('href', '/faq');
    const community = page.getByRole('region', { name: 'Join the community' });
    await expect(community.getByRole('link', { name: 'Visit the Forum' })).toHaveAttribute('href', '/forum');
    await expect(community.getByRole('link', { name: /Discord/ })).toHaveAttribute('href', /discord/);

    const footer = page.getByRole('navigation', { name: 'Developer site' });
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Product',
      'Learn',
      'Support',
      'Community',
    ]);
    await expect(page.getByText('© 2023 Lumen. All rights reserved.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^complaints@/ })).toHaveAttribute('href', /^mailto:/);
    // The site footer is there as well, without a second copyright line under the 2023 one.
    await expect(page.getByRole('navigation', { name: 'Policies' })).toBeVisible();
    await expect(page.getByText(/^© \d{4} /)).toHaveCount(1);
  });

  test('the badge pings, and holds still for a visitor who asks for less motion', async ({ page }) => {
    const running = () => page.evaluate(() => document.getAnimations().length);
    await page.goto('/developers');
    await expect.poll(running).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(running).toBe(0);
  });

  test('at 390 px the site menu and the developer menu buttons do not stack at the right', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/developers');
    const site = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    const developers = page.getByRole('button', { name: 'Developers menu' });
    await expect(developers).toHaveText('Developers menu');
    const own = await developers.boundingBox();
    // Side by side in different columns: the developer menu opens from the bar's title, at the left.
    expect(site && own && own.x + own.width < site.x).toBe(true);
    await screenshot(page, 'developers-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(developers).toBeHidden();
    await screenshot(page, 'developers-1440');
  });

  test('at 375 px the developer menu opens, its SDK group collapses, and a link navigates', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/developers');
    await page.getByRole('button', { name: 'Developers menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Developers menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'CXR-S Glasses' })).toBeHidden();
    await panel.getByRole('button', { name: 'SDK' }).click();
    await panel.getByRole('link', { name: 'CXR-S Glasses' }).click();
    await expect(page).toHaveURL(/\/sdk\/cxr-s$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CXR-S SDK');
  });
});

test.describe('site header and mobile menu', () => {
  test('the Developers dropdown lists the six developer pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Developers' }).click();
    await expect(main.getByRole('list').getByRole('link')).toHaveText([
      'Developer Home',
      'Developer Console',
      'CXR-M SDK',
      'CXR-S SDK',
      'YodaOS-Sprite',
      'FAQ',
    ]);
    await main.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(main.getByRole('button', { name: 'Developers' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('at 375 px: same links, Join Developer Program, every link closes the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/developers');
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await open.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['About', '/about'],
      ['Products', '/products'],
      ['Partner Success', '/partner-success'],
      ['Contact', '/contact'],
      ['Partner Portal', '/partners/portal'],
      ['Join Developer Program', '/become-developer'],
    ] as const) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const group = menu.getByRole('button', { name: 'Developers' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Developer Home' })).toBeHidden();
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText([
      'About',
      'Products',
      'Developer Home',
      'Developer Console',
      'CXR-M SDK',
      'CXR-S SDK',
      'YodaOS-Sprite',
      'FAQ',
      'Partner Success',
      'Contact',
      'Partner Portal',
      'Join Developer Program',
    ]);
    await group.click();
    await expect(menu.getByRole('link', { name: 'Developer Home' })).toBeHidden();
    await group.click();
    await menu.getByRole('link', { name: 'CXR-M SDK' }).click();
    await expect(page).toHaveURL(/\/sdk\/cxr-m$/);
    await expect(menu).toBeHidden();

    await open.click();
    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();

    await open.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('every developer route', () => {
  for (const [path, h1] of Object.entries(h1ByRoute)) {
    test(`${path}: prerendered heading, no axe violations, no horizontal scroll at 360 px`, async ({
      page,
      request,
    }) => {
      // The API reference is a long page: axe over it takes a while on a shared machine.
      if (path === '/docs/api') test.slow();
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      // Title and description come from content/page-meta.ts.
      const meta = pageMeta[path];
      expect(meta, `${path} has page-meta`).toBeDefined();
      const escape = (text: string) =>
        text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
      expect(html).toContain(`<title>${escape(documentTitle(path, meta!))}</title>`);
      expect(html).toContain(`<meta name="description" content="${escape(meta?.description ?? '')}" />`);

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 360, height: 800 });
      await page.waitForFunction(() => window.innerWidth === 360);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  }
});
