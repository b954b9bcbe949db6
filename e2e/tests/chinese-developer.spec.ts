/**
 * The Chinese edition's developer application and account pages (issue #40, decision 0068): apply on
 * /zh/become-developer (with JavaScript, and a refused post without it answered in Chinese), staff approve,
 * the Chinese invitation opens /zh/developers/set-password, and the developer signs in in Chinese.
 */
import { developerMails } from '@app/contracts/developer-mails';
import { apiErrorMessagesZh, validationMessagesZh as zh } from '@app/contracts/messages-zh';
import { test as pageOnlyTest } from '@playwright/test';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { query } from '../lib/db.ts';
import { linkIn, waitForMail } from '../lib/mail.ts';
import { baseURL, staffContext } from './developer-support.ts';
import { openForm, uniqueEmail, waitForRow, withoutFloatingWidgets } from './forms-support.ts';

const PASSWORD = 'zh-developer-password-1';

test.beforeEach(async ({ page }) => {
  await withoutFloatingWidgets(page);
});

/**
 * Fills the form after a refused submit. Each answer re-validates its field, and the field's error line
 * leaves a moment later (the resolver answers asynchronously), moving every field below it up. So each
 * step waits for its field to be valid before the next: a click aimed at a box that then moves lands
 * elsewhere ("Clicking the checkbox did not change its state", seen once in a full run).
 */
async function fillChineseForm(page: Page, email: string) {
  const valid = (control: Locator) => expect(control).not.toHaveAttribute('aria-invalid', 'true');
  const fill = async (control: Locator, value: string) => {
    await control.fill(value);
    await valid(control);
  };
  const select = async (control: Locator, value: string) => {
    await control.selectOption(value);
    await valid(control);
  };
  const tick = async (group: RegExp, label: string) => {
    const box = page.getByRole('group', { name: group }).getByLabel(label);
    await box.check();
    await valid(box);
  };
  await fill(page.getByLabel('姓名'), '李娜');
  await fill(page.getByLabel(/^电子邮箱/), email);
  await select(page.getByLabel('经验水平'), 'advanced');
  await select(page.getByLabel('开发年限'), '5-10');
  await tick(/编程语言/, 'Kotlin');
  await tick(/开发领域/, '物联网');
  await tick(/您想开发的平台/, 'YodaOS-Sprite');
  await select(page.getByLabel('主要用途'), 'Enterprise & Industrial');
  await fill(page.getByLabel('项目描述'), '为现场工程师开发的远程协助工具，支持免提操作和语音指令。');
  await fill(
    page.getByLabel('您为什么对开发者计划感兴趣？'),
    '我们希望在工厂车间和仓库里实现免提的工作流程，提高效率。',
  );
}

test('a developer applies in Chinese, is approved, sets a password and signs in in Chinese', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('zh-developer');
  await openForm(page, '/zh/become-developer');
  await expect(page.getByRole('heading', { level: 1, name: '加入开发者计划' })).toBeVisible();
  // Validation in Chinese, by key.
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText(zh.developerFullNameMin, { exact: true })).toBeVisible();
  await expect(page.getByText(zh.platformsRequired, { exact: true })).toBeVisible();
  await fillChineseForm(page, email);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('heading', { name: '申请已提交' }).first()).toBeVisible();

  const application = await waitForRow(() =>
    query<{ id: number; language: string; development_areas: string[] }>(
      'select id, language, development_areas from developer_applications where email = $1',
      [email],
    ),
  );
  expect(application.language).toBe('zh');
  expect(application.development_areas).toEqual(['IoT']);

  // Staff approve (the admin is English); the Chinese invitation arrives.
  const staff = await staffContext(browser);
  const approve = await staff.request.put(`/api/admin/developer-applications/${application.id}/status`, {
    headers: { origin: baseURL() },
    data: { status: 'approved' },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  const mail = await waitForMail(
    (m) => m.to.includes(email) && m.subject === developerMails.zh.invitation.subject,
  );
  const link = linkIn(mail, '/zh/developers/set-password');
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '欢迎！请设置密码' })).toBeVisible();
  await page.getByRole('textbox', { name: '新密码', exact: true }).fill('short');
  await page.getByRole('button', { name: '保存密码' }).click();
  await expect(page.getByText(zh.passwordMin8, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: '新密码', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: '确认新密码' }).fill(PASSWORD);
  await page.getByRole('button', { name: '保存密码' }).click();

  // The Chinese sign-in page; a wrong password is refused in Chinese (by its code).
  await expect(page).toHaveURL(/\/zh\/developers\/sign-in\?password=set$/);
  await expect(page.getByRole('status').filter({ hasText: '密码已保存' })).toBeVisible();
  await page.getByRole('textbox', { name: '电子邮箱', exact: true }).fill(email);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText(apiErrorMessagesZh.wrong_credentials).first()).toBeVisible();
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // Signed in on the Chinese page, the developer uses the console in Chinese (chinese-console.spec.ts
  // goes through its tabs).
  await expect(page).toHaveURL(/\/zh\/console$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '最近活动' })).toBeVisible();
});

// Without JavaScript no app takes over the page: the plain Playwright test (fixtures.ts waits for the app).
pageOnlyTest.describe('without JavaScript', () => {
  pageOnlyTest.use({ javaScriptEnabled: false });

  pageOnlyTest(
    'a refused post of the Chinese form shows Chinese errors with the values kept',
    async ({ page }) => {
      await page.goto('/zh/become-developer');
      await page.getByLabel('姓名').fill('李');
      await page.getByLabel(/^电子邮箱/).fill('li@example.cn');
      await page.getByLabel('项目描述').fill('太短');
      await page.getByRole('button', { name: '提交申请' }).click();
      await expect(page).toHaveURL(/\/zh\/become-developer$/);
      const summary = page.locator('#form-problem');
      await expect(
        summary.getByRole('heading', { name: apiErrorMessagesZh.validation_failed }),
      ).toBeVisible();
      await expect(summary.getByText(zh.developerFullNameMin)).toBeVisible();
      await expect(page.getByLabel('姓名')).toHaveValue('李');
      await expect(page.getByLabel(/^电子邮箱/)).toHaveValue('li@example.cn');
      await expect(page.getByLabel('项目描述')).toHaveValue('太短');
      await expect(page.getByText(zh.projectDescriptionMin).first()).toBeVisible();
      await expect(page.getByText(/Please|must be at least/)).toHaveCount(0);
    },
  );
});
