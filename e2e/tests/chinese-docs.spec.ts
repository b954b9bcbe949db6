/**
 * The developer docs in Chinese (issue 40, decision 0063): /zh/docs, its guides and /zh/docs/api, with
 * and without JavaScript: Chinese navigation, contents and previous/next leading to Chinese pages, the
 * guides' anchors the English ones, the code the English pages' own, the schema field descriptions marked
 * English, and the Chinese docs' own search (decision 0071): the box and /zh/docs/search find Chinese
 * words and lead to the Chinese sections. (CN / EN, `lang`, `hreflang` and the sitemap of every docs page:
 * chinese-edition.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { islandReady, test as hydratedTest } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { withoutFloatingWidgets } from './forms-support.ts';
import { shoot } from '../lib/screenshots.ts';

test.describe.configure({ mode: 'parallel' });

const docsNav = (page: Page) => page.getByRole('navigation', { name: '文档' });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the Chinese docs (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, () => {
    test.use({ javaScriptEnabled });
    // Without JavaScript no app takes over: the page is ready once its HTML is in.
    const ready = javaScriptEnabled ? {} : ({ waitUntil: 'commit' } as const);

    test.beforeEach(async ({ page }) => {
      await withoutFloatingWidgets(page);
    });

    test('/zh/docs leads to a guide, whose contents and pager stay in Chinese', async ({ page }) => {
      await page.goto('/zh/docs', ready);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('heading', { level: 1, name: '文档' })).toBeVisible();
      await expect(docsNav(page).getByRole('link', { name: '概览' })).toHaveAttribute('aria-current', 'page');
      await expect(docsNav(page).getByRole('link', { name: 'API 参考' })).toHaveAttribute(
        'href',
        '/zh/docs/api',
      );
      await page.getByRole('link', { name: '阅读“认证与权限”' }).click();
      await expect(page).toHaveURL('/zh/docs/authentication');
      await expect(page.getByRole('heading', { level: 1, name: '认证与权限' })).toBeVisible();
      // The sections keep the English anchors: a link to #rolling-a-key works in both languages.
      const toc = page.getByRole('navigation', { name: '本页内容' });
      await expect(toc.getByRole('link', { name: '轮换密钥' })).toHaveAttribute('href', '#rolling-a-key');
      await expect(page.getByRole('heading', { level: 2, name: '轮换密钥' })).toHaveAttribute(
        'id',
        'rolling-a-key',
      );
      // Links inside the guide go to the Chinese twins.
      await expect(page.locator('article').getByRole('link', { name: '测试模式' })).toHaveAttribute(
        'href',
        '/zh/docs/test-mode',
      );
      const pager = page.getByRole('navigation', { name: '上一篇和下一篇' });
      await expect(pager.getByRole('link', { name: /上一篇\s*入门指南/ })).toHaveAttribute(
        'href',
        '/zh/docs/getting-started',
      );
      await pager.getByRole('link', { name: /下一篇\s*发送请求/ }).click();
      await expect(page).toHaveURL('/zh/docs/making-requests');
      await expect(page.getByRole('heading', { level: 1, name: '发送请求' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    });

    test('/zh/docs/api: Chinese prose, the English page’s code, schema fields marked English', async ({
      page,
    }) => {
      await page.goto('/docs/api', ready);
      const englishCode = await page.locator('pre code').allTextContents();
      await page.goto('/zh/docs/api', ready);
      await expect(page.getByRole('heading', { level: 1, name: 'API 参考' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: '基础 URL 与认证' })).toBeVisible();
      const submit = page.getByRole('region', { name: '提交版本审核', exact: true });
      await expect(submit).toContainText(
        "所需权限： 具有 'write' 权限的 API 密钥（'admin' 包含 'write' 和 'read'）。",
      );
      await expect(submit.getByRole('heading', { level: 4, name: '参数' })).toBeVisible();
      await expect(submit.getByRole('heading', { level: 4, name: '响应' })).toBeVisible();
      await expect(submit.getByRole('heading', { level: 4, name: '示例' })).toBeVisible();
      await expect(submit.getByRole('cell', { name: /^downloadUrl\s*必填$/ })).toBeVisible();
      await expect(submit.getByText('integer（路径参数）').first()).toBeAttached();
      // The schemas' field descriptions are the OpenAPI document's English, and say so.
      const request = submit.getByRole('region', { name: '“提交版本审核”的请求体' });
      await expect(request.locator('td[lang="en"]').first()).toBeVisible();
      expect(await page.locator('pre code').allTextContents()).toEqual(englishCode);
      await expect(docsNav(page).getByRole('link', { name: '上传截图' })).toHaveAttribute(
        'href',
        '#post-apps-id-submissions-submissionid-screenshots',
      );
    });
  });
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: '搜索文档' });

test.describe('the Chinese docs search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the box is a form to /zh/docs/search, whose Chinese results lead to the Chinese section', async ({
    page,
  }) => {
    await withoutFloatingWidgets(page);
    await page.goto('/zh/docs/getting-started', { waitUntil: 'commit' });
    await searchBox(page).fill('轮换密钥');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/zh/docs/search?q=${encodeURIComponent('轮换密钥')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '搜索文档' })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('轮换密钥');
    await expect(page.getByRole('status')).toHaveText(/^“轮换密钥”的搜索结果：\d+ 条$/);
    const result = page.getByRole('link', { name: /^轮换密钥/ });
    await expect(result).toHaveAttribute('href', '/zh/docs/authentication#rolling-a-key');
    await expect(result.locator('mark').first()).toHaveText('轮换密钥');
    await shoot(page, 'zh-docs-search-page');
    await result.click();
    await expect(page).toHaveURL(/\/zh\/docs\/authentication#rolling-a-key$/);
    await expect(page.getByRole('heading', { level: 2, name: '轮换密钥' })).toBeInViewport();
    // Latin words among the Chinese.
    await searchBox(page).fill('CXR-M');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/zh/docs/search?q=CXR-M');
    await expect(page.getByRole('link', { name: /^在 Android 上使用 CXR-M/ })).toHaveAttribute(
      'href',
      '/zh/docs/sdk-setup#cxr-m-on-android',
    );
  });
});

hydratedTest(
  'the Chinese search box loads the Chinese index at first focus and leads to the Chinese section',
  async ({ page }) => {
    await withoutFloatingWidgets(page);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/docs-search-index')) indexRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/zh/docs/getting-started');
    const box = searchBox(page);
    await expect(box).toHaveAttribute('placeholder', '搜索指南和 API 参考');
    await islandReady(box);
    expect(indexRequests).toEqual([]);
    const indexLoaded = page.waitForResponse((response) =>
      response.url().endsWith('/docs-search-index.zh-CN.json'),
    );
    await box.focus();
    expect((await indexLoaded).status()).toBe(200);
    await box.pressSequentially('开发者模式');
    await expect(page.locator('#docs-search-status')).toHaveText(/^“开发者模式”的搜索结果：\d+ 条$/);
    const results = page.getByRole('list', { name: '搜索结果' });
    const first = results.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/zh\/docs\/sdk-setup#/);
    await expect(first).not.toHaveAttribute('lang');
    await expect(first.locator('mark').filter({ hasText: '开发者模式' }).first()).toBeVisible();
    await shoot(page, 'zh-docs-search-box');
    await expectNoAxeViolations(page);
    // Escape clears the box; a Latin word finds the webhooks guide.
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await box.pressSequentially('webhook');
    await expect(
      results.locator('a[href^="/zh/docs/webhooks#"]').first(),
      'a result in the webhooks guide',
    ).toBeVisible();
    expect(indexRequests).toEqual(['/docs-search-index.zh-CN.json']);
    await box.fill('');
    await box.pressSequentially('推送');
    const delivery = results.getByRole('link', { name: /^推送/ });
    await expect(delivery).toHaveAttribute('href', '/zh/docs/webhooks#deliveries');
    await delivery.click();
    await expect(page).toHaveURL(/\/zh\/docs\/webhooks#deliveries$/);
    await expect(page.getByRole('heading', { level: 2, name: '推送' })).toBeInViewport();
    await expect(page.getByRole('button', { name: /^复制代码/ }).first()).toBeVisible();
  },
);

hydratedTest('the Chinese box’s “see all results” opens /zh/docs/search with the words', async ({ page }) => {
  await withoutFloatingWidgets(page);
  await page.goto('/zh/docs');
  const box = searchBox(page);
  await islandReady(box);
  await box.pressSequentially('密钥');
  await page.getByRole('link', { name: '查看全部结果' }).click();
  await expect(page).toHaveURL(`/zh/docs/search?q=${encodeURIComponent('密钥')}`);
  await expect(page.getByRole('heading', { level: 1, name: '搜索文档' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^“密钥”的搜索结果：\d+ 条$/);
  const links = page.getByRole('region', { name: '搜索结果' }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(6);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/zh\/docs(?:[/#]|$)/);
  }
});
