/**
 * The App Store's Chinese edition (issue #40, decision 0067), with and without JavaScript: an app filed
 * for mainland China appears in the Chinese store and its page shows the app filing number (APP备案号); an
 * unfiled one does not, has no Chinese page, and its English page offers no CN link; CN / EN links lead
 * both ways; the Chinese report form answers in Chinese without JavaScript. Axe on the Chinese pages. Set
 * E2E_SCREENSHOTS=<dir> to save the Chinese store pages at 390 and 1440 px.
 */
import { expect, islandReady, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { withoutFloatingWidgets } from './forms-support.ts';
import { baseURL, staffContext } from './developer-support.ts';
import { shoot, signedInDeveloper } from './store-support.ts';

const FILING = '京ICP备2023012345号-1A';

let filed: { slug: string; name: string };
let unfiled: { slug: string; name: string };
let developerSlug: string;

/** Creates an app through the console's API and has staff publish a version with `extra` declared. */
async function publishedApp(
  page: Page,
  staff: Awaited<ReturnType<typeof staffContext>>,
  name: string,
  extra: Record<string, unknown>,
) {
  const asConsole = { origin: baseURL() };
  const created = await page.request.post('/api/console/apps', {
    headers: asConsole,
    data: { name, description: 'Platform numbers and transfers.', sdkType: 'cxr-m', category: 'navigation' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const app = (await created.json()).app as { id: number; slug: string };
  const submitted = await page.request.post(`/api/console/apps/${app.id}/submissions`, {
    headers: asConsole,
    data: {
      version: '1.0.0',
      releaseNotes: 'First release.',
      downloadUrl: 'https://downloads.example.com/metro.apk',
      ...extra,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { id } = (await submitted.json()).submission as { id: number };
  for (const status of ['approved', 'published']) {
    const res = await staff.request.put(`/api/admin/app-submissions/${id}/status`, {
      headers: asConsole,
      data: { status },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { slug: app.slug, name };
}

test.beforeAll(async ({ browser }) => {
  const staff = await staffContext(browser);
  // Signing in takes the console's script, whatever the tests of this worker use.
  const page = await browser.newPage({ baseURL: baseURL(), javaScriptEnabled: true });
  await signedInDeveloper(page, staff, 'Wei Zhang');
  const tag = Date.now().toString(36);
  const profile = await page.request.put('/api/console/profile', {
    headers: { origin: baseURL() },
    data: { publicName: `Metro Labs ${tag}`, publicSlug: `metro-labs-${tag}` },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  developerSlug = `metro-labs-${tag}`;
  filed = await publishedApp(page, staff, `Metro Map ${tag}`, {
    mainlandChina: true,
    appFilingNumber: FILING,
  });
  unfiled = await publishedApp(page, staff, `Tide Tables ${tag}`, {});
  await page.close();
  await staff.close();
});

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the Chinese store (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, () => {
    test.use({ javaScriptEnabled });
    // Without JavaScript no app takes over: the page is ready once its HTML is in.
    const ready = javaScriptEnabled ? {} : ({ waitUntil: 'commit' } as const);

    test('lists the filed app with its filing number, not the unfiled one; CN and EN both ways', async ({
      page,
    }) => {
      await page.goto('/zh/app-store', ready);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await page.getByRole('searchbox', { name: '搜索应用' }).fill(filed.name.split(' ')[0] ?? '');
      await page.getByRole('button', { name: '搜索' }).click();
      await expect(page).toHaveURL(/\/zh\/app-store\?q=Metro/);
      await page.getByRole('link', { name: new RegExp(filed.name) }).click();
      await expect(page).toHaveURL(`/zh/app-store/${filed.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(filed.name);
      const facts = page.getByRole('complementary', { name: '详细信息' });
      await expect(facts.getByText('APP 备案号')).toBeVisible();
      await expect(facts.getByRole('link', { name: FILING })).toHaveAttribute(
        'href',
        'https://beian.miit.gov.cn/',
      );
      await expect(page.getByRole('heading', { name: '版本历史' })).toBeVisible();

      // EN back to the English page, CN again to the Chinese one.
      await page.getByRole('link', { name: /^EN/ }).click();
      await expect(page).toHaveURL(`/app-store/${filed.slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('link', { name: /^CN/ }).click();
      await expect(page).toHaveURL(`/zh/app-store/${filed.slug}`);

      // The developer's Chinese page lists the filed app only.
      await page.getByRole('link', { name: '该开发者的更多应用' }).click();
      await expect(page).toHaveURL(`/zh/app-store/developers/${developerSlug}`);
      await expect(page.getByRole('link', { name: new RegExp(filed.name) })).toBeVisible();
      await expect(page.getByText(unfiled.name)).toHaveCount(0);

      // The unfiled app: not found in the Chinese store, no Chinese page, no CN link on its English page.
      await page.goto(`/zh/app-store?q=${encodeURIComponent('Tide')}`, ready);
      await expect(page.getByText('没有符合搜索条件的应用')).toBeVisible();
      const missing = await page.goto(`/zh/app-store/${unfiled.slug}`, ready);
      expect(missing?.status()).toBe(404);
      await page.goto(`/app-store/${unfiled.slug}`, ready);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(unfiled.name);
      await expect(page.getByRole('link', { name: /^CN/ })).toHaveCount(0);
    });
  });
}

test.describe('the Chinese report form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('answers a refused report in Chinese on the Chinese page, then sends it', async ({ page }) => {
    await page.goto(`/zh/app-store/${filed.slug}`, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: '举报此应用' });
    await form.getByRole('button', { name: '提交举报' }).click();
    await expect(page).toHaveURL(`/zh/app-store/${filed.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { name: '请检查标出的字段。' })).toBeVisible();
    await expect(form.getByRole('combobox', { name: '原因' })).toHaveAccessibleDescription(
      /请选择举报这个应用的原因/,
    );
    await form.getByRole('combobox', { name: '原因' }).selectOption({ label: '无法正常使用' });
    await form.getByRole('textbox', { name: '出了什么问题？' }).fill('每次打开地图都会立即崩溃。');
    await form.getByRole('button', { name: '提交举报' }).click();
    await expect(page).toHaveURL(new RegExp(`/zh/app-store/${filed.slug}\\?reported=1`));
    await expect(page.getByRole('status').filter({ hasText: '谢谢。' })).toBeVisible();
  });
});

test('the Chinese report form with JavaScript says what is missing in Chinese, then sends', async ({
  page,
}) => {
  await page.goto(`/zh/app-store/${filed.slug}`);
  const form = page.getByRole('form', { name: '举报此应用' });
  await islandReady(form.getByRole('button', { name: '提交举报' }));
  await form.getByRole('button', { name: '提交举报' }).click();
  await expect(form.getByText('请选择举报这个应用的原因')).toBeVisible();
  await form.getByRole('combobox', { name: '原因' }).selectOption('misleading');
  await form.getByRole('textbox', { name: '出了什么问题？' }).fill('截图和实际功能不一致。这是误导。');
  await form.getByRole('button', { name: '提交举报' }).click();
  await expect(page.getByText('谢谢。我们的审核团队会查看你的举报。').first()).toBeVisible();
});

test('the Chinese store pages pass axe and are shot at 390 and 1440 px', async ({ page }) => {
  for (const [path, name] of [
    ['/zh/app-store', 'zh-app-store'],
    [`/zh/app-store/${filed.slug}`, 'zh-app-page'],
    [`/zh/app-store/developers/${developerSlug}`, 'zh-developer-page'],
    ['/zh/companion-app', 'zh-companion-app'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expectNoAxeViolations(page);
    await shoot(page, name);
  }
});
