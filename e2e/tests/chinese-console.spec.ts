/**
 * The developer console in Chinese (/zh/console, decision 0069): a signed-in developer uses it in
 * Chinese — the overview, creating an app, generating a key (its secret shown once), the Test / Live
 * switch, webhooks, the request log and the profile's account language with the link to the English
 * console; a form's field messages are Chinese (decision 0070). Screenshots of every tab at 390 and 1440 px when E2E_SCREENSHOTS names a folder.
 */
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '../lib/axe.ts';
import { insertApprovedDeveloper, signInDeveloper } from './developer-support.ts';
import { shoot } from '../lib/screenshots.ts';
import { withoutFloatingWidgets } from './forms-support.ts';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

test('a developer uses the console in Chinese', async ({ page }) => {
  const { email } = await insertApprovedDeveloper('zh-console', 'Li Wei');
  await signInDeveloper(page, email);

  // Overview, in Chinese, on a page that says it is Chinese and asks not to be indexed.
  await page.goto('/zh/console');
  await expect(page.getByText('欢迎回来，Li Wei')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(/开发者控制台/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: '最近活动' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '快捷操作' })).toBeVisible();
  // The account language is English: the English console is offered, not imposed.
  await expect(page.getByRole('link', { name: 'Open the console in English' })).toHaveAttribute(
    'href',
    '/console',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'zh-console-overview');

  // Create an app from Quick Actions.
  await page.getByRole('button', { name: '创建新应用' }).first().click();
  const create = page.getByRole('dialog', { name: '创建新应用' });
  // Submitted empty, the form says what is missing in Chinese.
  await create.getByRole('button', { name: '创建应用' }).click();
  await expect(create.getByText('请填写应用名称')).toBeVisible();
  await expect(create.getByText('请选择 SDK 类型')).toBeVisible();
  await expect(create.getByText('App name is required')).toHaveCount(0);
  await shoot(page, 'zh-console-create-app-errors');
  await create.getByLabel('应用名称').fill('路线助手');
  await create.getByLabel('SDK 类型').selectOption({ label: 'CXR-M（手机端）' });
  await create.getByLabel('类别').selectOption({ label: '导航' });
  await create.getByRole('button', { name: '创建应用' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText('应用已创建').first()).toBeVisible();
  await page.getByRole('tab', { name: '我的应用' }).click();
  await expect(page.getByRole('heading', { name: '路线助手' })).toBeVisible();
  await expect(page.getByText('开发中').first()).toBeVisible();
  await shoot(page, 'zh-console-apps');

  // Generate a key: its secret is shown once.
  await page.getByRole('tab', { name: 'API 密钥' }).click();
  await page.getByRole('button', { name: '生成 API 密钥' }).click();
  const generate = page.getByRole('dialog', { name: '生成 API 密钥' });
  await generate.getByLabel('密钥名称').fill('部署工具');
  await generate.getByRole('button', { name: '生成密钥' }).click();
  const secret = page.getByRole('dialog', { name: '你的新 API 密钥' });
  await expect(secret.getByText('请妥善保存')).toBeVisible();
  const key = await secret.getByRole('textbox').inputValue();
  expect(key).toMatch(/^lumen_live_/);
  await shoot(page, 'zh-console-key-secret');
  await secret.getByRole('button', { name: '我已保存密钥' }).click();
  await expect(secret).toBeHidden();
  await expect(page.getByTestId('secret-keys').getByRole('heading', { name: '部署工具' })).toBeVisible();
  await expect(page.getByTestId('secret-keys').getByText('有效', { exact: true })).toBeVisible();
  await shoot(page, 'zh-console-keys');

  // A call with the key shows in the request log.
  const call = await page.request.get('/api/v1/apps', { headers: { authorization: `Bearer ${key}` } });
  expect(call.status(), await call.text()).toBe(200);
  await page.getByRole('tab', { name: '请求日志' }).click();
  const entry = page.getByTestId('request-log-entry').first();
  await expect(entry).toContainText('/api/v1/apps');
  await expect(entry).toContainText('密钥：部署工具');
  await shoot(page, 'zh-console-requests');

  // Webhooks: the empty state and the form, in Chinese.
  await page.getByRole('tab', { name: 'Webhook' }).click();
  await expect(page.getByText('还没有 Webhook 端点')).toBeVisible();
  await page.getByRole('button', { name: '添加端点' }).click();
  const webhook = page.getByRole('dialog', { name: '添加 Webhook 端点' });
  await expect(webhook.getByText('submission.published: 提交已在应用商店发布')).toBeVisible();
  await webhook.getByLabel('端点 URL').fill('not a url');
  await webhook.getByRole('button', { name: '添加端点' }).click();
  await expect(webhook.getByText('请填写完整的端点 URL，例如 https://example.com/webhooks')).toBeVisible();
  await shoot(page, 'zh-console-webhook-form');
  await webhook.getByRole('button', { name: '取消' }).click();
  await expect(webhook).toBeHidden();
  await shoot(page, 'zh-console-webhooks');

  for (const [tab, name] of [
    ['设备', 'devices'],
    ['下载', 'downloads'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await shoot(page, `zh-console-${name}`);
  }

  // The Test / Live switch: test mode has its own keys (none yet) and says what it is.
  const modeSwitch = page.getByRole('navigation', { name: '显示的数据' });
  await modeSwitch.getByRole('link', { name: '测试' }).click();
  await expect(page).toHaveURL(/[?&]mode=test/);
  await expect(page.getByRole('note').filter({ hasText: '测试模式。' })).toBeVisible();
  await page.getByRole('tab', { name: 'API 密钥' }).click();
  await expect(page.getByText('还没有 API 密钥')).toBeVisible();
  await expect(page.getByRole('heading', { name: '部署工具' })).toHaveCount(0);
  await shoot(page, 'zh-console-keys-test');
  await modeSwitch.getByRole('link', { name: '正式' }).click();
  await expect(page).not.toHaveURL(/mode=test/);

  // The account language: choosing Chinese saves it, and the link to the English console goes away.
  await page.getByRole('tab', { name: '个人资料' }).click();
  await page.getByRole('radio', { name: '简体中文' }).check();
  await page.getByRole('button', { name: '保存个人资料' }).click();
  await expect(page.getByText('个人资料已保存').first()).toBeVisible();
  await expect(page.getByTestId('console-edition-link')).toHaveCount(0);
  await shoot(page, 'zh-console-profile');

  // On the English console, the developer whose language is Chinese sees a small link here (no redirect).
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByText('Welcome back, Li Wei')).toBeVisible();
  await page.getByRole('link', { name: '打开中文版控制台' }).click();
  await expect(page).toHaveURL(/\/zh\/console$/);
  await expect(page.getByText('欢迎回来，Li Wei')).toBeVisible();
});
