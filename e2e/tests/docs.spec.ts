/**
 * The developer docs with JavaScript disabled: /docs, a guide and the API reference show their content
 * and navigation from the prerendered HTML alone, and the search box is a form the server answers. With
 * JavaScript the search box loads its code at first focus and shows results as you type. With JavaScript (axe runs in the page): axe finds
 * nothing at 390 and 1440 px, nothing scrolls sideways, and screenshots are taken when E2E_SCREENSHOTS
 * names a folder.
 */
// Playwright's own `test` for the pages without JavaScript (the fixtures' goto waits for React); the
// fixtures' one for the screenshots, taken of the page as people see it, once React has taken over.
import { expect, test, type Page } from '@playwright/test';
import { islandReady, test as hydratedTest } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { screenshot } from './admin-support.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

test.describe.configure({ mode: 'parallel' });

const docsNav = (page: Page) => page.getByRole('navigation', { name: 'Documentation' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ page }) => {
    await withoutFloatingWidgets(page);
  });

  test('/docs lists the guides and the reference, with the side navigation', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
    await expect(docsNav(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const guides: Array<[string, string]> = [
      ['Getting started', '/docs/getting-started'],
      ['Authentication and permissions', '/docs/authentication'],
      ['Making requests', '/docs/making-requests'],
      ['Submitting a version for review', '/docs/submitting-a-version'],
      ['Setting up the SDKs', '/docs/sdk-setup'],
      ['API Reference', '/docs/api'],
    ];
    for (const [name, href] of guides) {
      await expect(docsNav(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Read Getting started' })).toHaveAttribute(
      'href',
      '/docs/getting-started',
    );
  });

  test('a guide shows its text, table of contents and previous/next links', async ({ page }) => {
    await page.goto('/docs/authentication');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Authentication and permissions' }),
    ).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: 'Permissions', exact: true })).toHaveAttribute(
      'href',
      '#permissions',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Permissions', exact: true })).toHaveAttribute(
      'id',
      'permissions',
    );
    await expect(
      page.getByRole('cell', { name: 'Everything read and write allow.', exact: false }),
    ).toBeVisible();
    await expect(page.locator('pre code').first()).toContainText('Authorization: Bearer');
    // The Copy buttons need the script: without it there are none, and the code is there to select.
    await expect(page.getByRole('button', { name: /^Copy code/ })).toHaveCount(0);
    await expect(docsNav(page).getByRole('link', { name: 'Authentication and permissions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const pager = page.getByRole('navigation', { name: 'Previous and next' });
    await expect(pager.getByRole('link', { name: /Previous\s*Getting started/ })).toHaveAttribute(
      'href',
      '/docs/getting-started',
    );
    await expect(pager.getByRole('link', { name: /Next\s*Making requests/ })).toHaveAttribute(
      'href',
      '/docs/making-requests',
    );
  });

  test('/docs/api documents every operation, links the OpenAPI document and keeps the SDK overview', async ({
    page,
  }) => {
    await page.goto('/docs/api');
    await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
    for (const group of ['Account', 'Apps', 'Submissions', 'Webhooks', 'SDK APIs']) {
      await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
    }
    const submit = page.getByRole('region', { name: 'Submit a version for review', exact: true });
    await expect(submit.getByText('POST', { exact: true })).toBeVisible();
    await expect(submit.getByText('/api/v1/apps/{id}/submissions', { exact: true })).toBeVisible();
    await expect(submit).toContainText("An API key with the 'write' permission");
    for (const status of ['201', '400', '401', '403', '404', '409', '429', '500', '503']) {
      await expect(submit.getByText(status, { exact: true })).toBeVisible();
    }
    await expect(submit.getByRole('cell', { name: /^downloadUrl\s*required$/ })).toBeVisible();
    await expect(submit.getByRole('figure').filter({ hasText: 'curl' }).locator('code')).toContainText(
      '-X POST',
    );
    await expect(submit.getByRole('figure').filter({ hasText: 'JavaScript' }).locator('code')).toContainText(
      'await fetch(',
    );
    await expect(docsNav(page).getByRole('link', { name: 'Submit a version for review' })).toHaveAttribute(
      'href',
      '#post-apps-id-submissions',
    );
    const download = page.getByRole('link', { name: 'Download the OpenAPI document' });
    await expect(download).toHaveAttribute('href', '/api/openapi.json');
    const openapi = await page.request.get('/api/openapi.json');
    expect(openapi.status()).toBe(200);
    expect((await openapi.json()).openapi).toBe('3.1.0');
    const published = page.getByRole('region', { name: 'submission.published', exact: true });
    await expect(published.getByRole('figure').filter({ hasText: 'Example body' })).toContainText(
      '"type": "submission.published"',
    );
    await expect(page.getByRole('link', { name: 'Read the webhooks guide' })).toHaveAttribute(
      'href',
      '/docs/webhooks',
    );
    await expect(page.getByRole('heading', { name: 'cxr/app.h' })).toBeVisible();
  });
});

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the docs' });

test.describe('docs search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box is a form: the server lists the results, which lead to the heading', async ({
    page,
  }) => {
    await withoutFloatingWidgets(page);
    await page.goto('/docs/getting-started');
    await searchBox(page).fill('roll');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/docs\/search\?q=roll$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search the docs' })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('roll');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “roll”$/);
    const result = page.getByRole('link', { name: /^Rolling a key/ });
    await expect(result).toHaveAttribute('href', '/docs/authentication#rolling-a-key');
    await expect(result.locator('mark').first()).toHaveText(/^roll/i);
    await result.click();
    await expect(page).toHaveURL(/\/docs\/authentication#rolling-a-key$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Rolling a key' })).toBeInViewport();
  });

  test('on a phone the form and results come before the guide list; on a wide screen the list is left', async ({
    page,
  }) => {
    await withoutFloatingWidgets(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs/search?q=roll');
    const form = page.getByRole('search');
    const firstResult = page.getByRole('link', { name: /^Rolling a key/ });
    await expect(searchBox(page)).toBeInViewport();
    await expect(firstResult).toBeInViewport();
    const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;
    expect((await box(firstResult)).y).toBeLessThan((await box(docsNav(page))).y);
    // The reading and focus order is the visual one: the form precedes the navigation in the document.
    const formFirst = await form.evaluate(
      (element, nav) => Boolean(element.compareDocumentPosition(nav!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await docsNav(page).elementHandle(),
    );
    expect(formFirst).toBe(true);

    await page.setViewportSize({ width: 1440, height: 900 });
    const [wideForm, wideNav] = [await box(form), await box(docsNav(page))];
    expect(wideNav.x + wideNav.width).toBeLessThan(wideForm.x);
    expect(Math.abs(wideNav.y - wideForm.y)).toBeLessThan(wideForm.height);
  });
});

hydratedTest(
  'docs search: loads at first focus, announces results as you type, and a result opens the guide',
  async ({ page }) => {
    await withoutFloatingWidgets(page);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/docs-search-index.json')) indexRequests.push(request.url());
    });
    await page.goto('/docs/getting-started');
    const box = searchBox(page);
    await islandReady(box);
    expect(indexRequests).toEqual([]);
    const indexLoaded = page.waitForResponse((response) =>
      response.url().endsWith('/docs-search-index.json'),
    );
    await box.focus();
    expect((await indexLoaded).status()).toBe(200);
    await box.pressSequentially('roll');
    await expect(page.locator('#docs-search-status')).toHaveText(/^\d+ results? for “roll”$/);
    const results = page.getByRole('list', { name: 'Results' });
    const result = results.getByRole('link', { name: /^Rolling a key/ });
    await expect(result.locator('mark').first()).toHaveText(/^roll/i);
    await expectNoAxeViolations(page);
    // Keyboard: Tab goes from the box to the submit button, then to the first result.
    await box.press('Tab');
    await page.keyboard.press('Tab');
    await expect(results.getByRole('link').first()).toBeFocused();
    await result.click();
    await expect(page).toHaveURL(/\/docs\/authentication#rolling-a-key$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Rolling a key' })).toBeInViewport();
    await expect(searchBox(page)).toHaveValue('');
  },
);

hydratedTest(
  "the site's address is PUBLIC_URL's in links, samples, sitemap, robots.txt and the OpenAPI document",
  async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await withoutFloatingWidgets(page);
    await page.goto('/docs/getting-started');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/docs/getting-started`,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${origin}/docs/getting-started`,
    );
    await expect(page.locator('pre code').filter({ hasText: 'curl ' }).first()).toContainText(
      `curl ${origin}/api/v1/me`,
    );
    // Shown by the app after a link is followed: the same address.
    await islandReady(searchBox(page));
    await page
      .getByRole('navigation', { name: 'Previous and next' })
      .getByRole('link', { name: /Next/ })
      .click();
    await expect(page).toHaveURL(/\/docs\/authentication$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/docs/authentication`,
    );
    await expect(page.locator('pre code').filter({ hasText: 'curl ' }).first()).toHaveText(
      `curl ${origin}/api/v1/apps\n`,
    );
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${origin}/docs/api</loc>`);
    expect(await (await page.request.get('/robots.txt')).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const openapi = (await (await page.request.get('/api/openapi.json')).json()) as {
      servers: Array<{ url: string }>;
    };
    expect(openapi.servers.map((server) => server.url)).toEqual([origin]);
  },
);

hydratedTest.describe('Copy buttons', () => {
  hydratedTest.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  hydratedTest(
    'every code block of a guide and of the reference gets one, which copies and announces "Copied"',
    async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      await withoutFloatingWidgets(page);
      await page.goto('/docs/getting-started');
      const buttons = page.getByRole('button', { name: /^Copy code: / });
      await expect(buttons).toHaveCount(await page.locator('pre[data-copy-code]').count());
      await page.getByRole('button', { name: 'Copy code: Shell example 2' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied');
      await expect(page.getByRole('button', { name: 'Copy code: Shell example 2' })).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `curl ${origin}/api/v1/me \\\n  -H "Authorization: Bearer $LUMEN_API_KEY"\n`,
      );
      await expectNoAxeViolations(page);

      // The reference, shown by the app after a link is followed: its blocks get buttons too.
      await islandReady(searchBox(page));
      await docsNav(page).getByRole('link', { name: 'API Reference' }).click();
      await expect(page).toHaveURL(/\/docs\/api$/);
      const submit = page.getByRole('region', { name: 'Submit a version for review', exact: true });
      await expect(page.getByRole('button', { name: /^Copy code: / })).toHaveCount(
        await page.locator('pre[data-copy-code]').count(),
      );
      await submit.getByRole('button', { name: 'Copy code: JavaScript' }).click();
      await expect(submit.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(`await fetch('${origin}/api/v1/apps/42/submissions'`);
      expect(copied).toContain('console.log(response.status, JSON.stringify(body, null, 2));');
    },
  );
});

const screenshotPages: Array<[string, string]> = [
  ['/docs', 'docs'],
  ['/docs/getting-started', 'docs-getting-started'],
  ['/docs/api', 'docs-api'],
];

for (const width of [390, 1440]) {
  for (const [path, name] of screenshotPages) {
    hydratedTest(
      `${path} at ${width} px: no horizontal scrolling, no axe violations; screenshot`,
      async ({ page }) => {
        // axe over the whole reference takes a while on a shared machine.
        hydratedTest.slow();
        await withoutFloatingWidgets(page);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
        await screenshot(page, `${name}-${width}`);
      },
    );
  }
}

hydratedTest(
  '/docs/api at 390 px: every field table fits the screen and shows each field with its type',
  async ({ page }) => {
    await withoutFloatingWidgets(page);
    // Each field's name and type as the wide layout shows them, in its own columns.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/docs/api');
    const tables = page.getByRole('table');
    const wide = await tables.evaluateAll((elements) =>
      elements.flatMap((table) =>
        Array.from(table.querySelectorAll('tbody tr')).map((row) => {
          const [name, type] = Array.from(row.querySelectorAll('td')).map((cell) => cell.innerText.trim());
          return { name: name!.replace(/\s*required$/, ''), type: type! };
        }),
      ),
    );
    expect(wide.length).toBeGreaterThan(10);

    await page.setViewportSize({ width: 390, height: 900 });
    await page.waitForFunction(() => window.innerWidth === 390);
    // A table wider than its frame makes the reader scroll it sideways, row by row.
    const wider = await tables.evaluateAll((elements) =>
      elements
        .filter((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0))
        .map((table) => table.querySelector('caption')?.textContent),
    );
    expect(wider).toEqual([]);
    const narrow = await tables.evaluateAll((elements) =>
      elements.flatMap((table) =>
        Array.from(table.querySelectorAll('tbody tr')).map((row) =>
          (row as HTMLElement).innerText.replace(/\s+/g, ' '),
        ),
      ),
    );
    expect(narrow).toHaveLength(wide.length);
    wide.forEach(({ name, type }, index) => {
      expect(narrow[index], `row ${index}`).toContain(name);
      expect(narrow[index], `row ${index}`).toContain(type);
    });
  },
);
