/**
 * The Chinese edition (issue 40, decision 0063): the CN link leads to the same page in Chinese and EN
 * back, with and without JavaScript; `lang`, `hreflang` and the sitemap; axe on the Chinese pages; the
 * suggestion to switch for a browser that prefers Chinese.
 */
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { baseURL } from './developer-support.ts';
import { zhPath, zhPaths } from '../../apps/web/src/i18n/locales.ts';

/** Words each Chinese page shows (its English twin does not): the page is the Chinese one. */
const chineseWords: Record<string, string> = {
  '/developers': '开发',
  '/sdk/cxr-m': '主要功能',
  '/sdk/cxr-s': '需要开发者权限',
  '/yodaos-sprite': '核心特性',
  '/faq': '常见问题',
  '/docs': '建议按顺序阅读',
  '/docs/getting-started': '从零到第一个 API 请求',
  '/docs/authentication': '只显示一次',
  '/docs/making-requests': '速率限制',
  '/docs/submitting-a-version': '跟踪审核进度',
  '/docs/webhooks': '校验签名',
  '/docs/test-mode': '提交立即得出结果',
  '/docs/sdk-setup': '眼镜如何校验证书',
  '/docs/api': '基础 URL 与认证',
  // Without words: the hint.
  '/docs/search': '输入关键词，搜索指南和 API 参考。',
  '/companion-app': '配套应用',
  '/become-developer': '加入开发者计划',
  '/become-developer/submitted': '申请已提交',
  '/developers/sign-in': '登录开发者控制台',
  '/developers/set-password': '重新申请链接',
  '/developers/forgot-password': '重置密码',
  // Without a token in its address: the page says the link cannot be used.
  '/developers/confirm-email': '此链接已无法使用',
};

/**
 * The developer's account screens: the app renders them (nothing to show without JavaScript) and they are
 * out of the sitemap. Their CN / EN link is beside their heading.
 */
const accountScreens = [
  '/developers/sign-in',
  '/developers/set-password',
  '/developers/forgot-password',
  '/developers/confirm-email',
];
/** Signed-in screens, with their own spec (chinese-console.spec.ts: the edition link by account language). */
const signedInScreens = ['/console'];
/** Where an accepted application lands: noindex, out of the sitemap, nothing there to switch. */
const landings = ['/become-developer/submitted'];
/** The pages of the Chinese edition a visitor reads and switches: complete without JavaScript, indexed. */
const pages = zhPaths.filter((path) => ![...accountScreens, ...signedInScreens, ...landings].includes(path));
/** Rendered by the server for the visitor's words: out of the sitemap in both languages (decision 0043). */
const searchPages = ['/docs/search'];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`switching languages (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, () => {
    test.use({ javaScriptEnabled });
    // Without JavaScript no app takes over: the page is ready once its HTML is in.
    const ready = javaScriptEnabled ? {} : ({ waitUntil: 'commit' } as const);
    for (const path of javaScriptEnabled ? [...pages, ...accountScreens] : pages) {
      test(`CN on ${path} leads to ${zhPath(path)}, EN back`, async ({ page }) => {
        await page.goto(path, ready);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await page.getByRole('link', { name: /^CN/ }).click();
        await expect(page).toHaveURL(zhPath(path));
        await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
        const words = chineseWords[path];
        if (!words) throw new Error(`chineseWords has no words for ${path}`);
        await expect(page.locator('main')).toContainText(words);
        await page.getByRole('link', { name: /^EN/ }).click();
        await expect(page).toHaveURL(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      });
    }
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the landing pages (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, () => {
    test.use({ javaScriptEnabled });
    for (const path of landings) {
      test(`${zhPath(path)} is in Chinese`, async ({ page }) => {
        await page.goto(zhPath(path), javaScriptEnabled ? {} : { waitUntil: 'commit' });
        await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
        await expect(page.locator('main')).toContainText(chineseWords[path]!);
      });
    }
  });
}

test('hreflang alternates both ways and both editions in the sitemap', async ({ browser, request }) => {
  // As a search engine reads them: in the page the server sends (the scripts change no head tag).
  const context = await browser.newContext({
    baseURL: baseURL(),
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  for (const path of pages) {
    for (const shown of [path, zhPath(path)]) {
      await page.goto(shown);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [
            link.getAttribute('hreflang'),
            new URL((link as HTMLLinkElement).href).pathname,
          ]),
        );
      expect(alternates).toEqual([
        ['en', path],
        ['zh-CN', zhPath(path)],
        ['x-default', path],
      ]);
    }
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of pages.filter((path) => !searchPages.includes(path))) {
    expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).toContain(`${zhPath(path)}</loc>`);
    expect(sitemap).toContain(`hreflang="zh-CN" href="`);
  }
  for (const path of searchPages) {
    expect(sitemap).not.toContain(`${path}</loc>`);
    expect(sitemap).not.toContain(`${zhPath(path)}</loc>`);
  }
  await context.close();
  const root = await request.get('/zh', { maxRedirects: 0 });
  expect(root.status()).toBeGreaterThanOrEqual(300);
  expect(root.headers()['location']).toMatch(/\/zh\/developers$/);
});

// One test a page: each is bounded on its own, and the two workers share them.
for (const path of [...pages, ...accountScreens, ...landings]) {
  test(`${zhPath(path)} passes axe`, async ({ page }) => {
    await page.goto(zhPath(path));
    // The account screens render in the app: their heading is there once the page is.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the cookie banner of a Chinese page speaks Chinese (its words load when it shows)', async ({
  page,
}) => {
  // No island of the FAQ reads the banner's words: their section of the catalogue loads with the banner.
  await page.goto('/zh/faq');
  const banner = page.getByRole('region', { name: 'Cookie 同意设置' });
  await expect(banner.getByRole('heading', { name: '我们重视你的隐私' })).toBeVisible();
  await banner.getByRole('button', { name: '全部接受' }).click();
  await expect(banner).toBeHidden();
});

test('a line of Chinese with Latin words in it is set in one CJK font', async ({ page }) => {
  // The CJK families lead the Chinese stack (decision 0073); this machine has Noto Sans CJK, as Linux and
  // Android readers do (scripts/ensure-cjk-fonts.sh).
  await page.goto('/zh/sdk/cxr-m');
  const lead = page.getByText('眼镜的手机端 SDK。让你的 Android 应用连接眼镜');
  await lead.evaluate((element) => element.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts.map((font) => font.familyName)).toEqual(['Noto Sans CJK SC']);
});

test.describe('a browser that prefers Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('is offered the Chinese page, never redirected, and can dismiss the offer', async ({ page }) => {
    await page.goto('/developers');
    await expect(page).toHaveURL('/developers');
    const offer = page.getByRole('complementary', { name: '语言建议' });
    await expect(offer.getByRole('link', { name: '阅读中文版' })).toHaveAttribute('href', '/zh/developers');
    await offer.getByRole('button', { name: '关闭' }).click();
    await expect(offer).toBeHidden();
    // No offer on the Chinese page itself.
    await page.goto('/zh/developers');
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('complementary', { name: /language suggestion|语言建议/i })).toHaveCount(0);
  });
});
