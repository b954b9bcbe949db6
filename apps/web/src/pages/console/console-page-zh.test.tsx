/** The console in Chinese (/zh/console, decision 0069), and the way between the two editions. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { dismiss } from '../../components/ui/use-toast.ts';
import { LocaleProvider, loadCatalogue } from '../../i18n/catalogue.tsx';
import { pathIn, type Locale } from '../../i18n/locales.ts';
import { json, mockFetch, renderWithProviders } from '../../testing/test-utils.tsx';
import ConsolePage from './console-page.tsx';
import { sampleApp } from './console-test-data.ts';

beforeAll(() => loadCatalogue('zh-CN'));
afterEach(() => {
  dismiss();
  vi.unstubAllGlobals();
});

const renderPage = (locale: Locale) =>
  renderWithProviders(
    <LocaleProvider locale={locale}>
      <TooltipProvider>
        <ConsolePage />
      </TooltipProvider>
    </LocaleProvider>,
  );

const createdAt = '2025-01-18T14:05:00.000Z';
const app = sampleApp(createdAt);

/** A signed-in developer whose account language is `language`; deleting the app is refused. */
function signedIn(language: 'en' | 'zh') {
  return mockFetch({
    '/api/developers/session': () =>
      json(200, { developer: { id: 1, fullName: 'Dana Dev', email: 'd@x.io', company: null } }),
    '/api/console/overview': () =>
      json(200, {
        counts: { apps: 1, apiKeys: 0, downloads: 0, activityThisWeek: 1 },
        recentActivity: [
          {
            id: 1,
            action: 'app.created',
            details: { name: 'Real App' },
            createdAt,
            entityType: null,
            entityId: null,
          },
        ],
      }),
    '/api/console/apps': () => json(200, { apps: [app] }),
    '/api/console/apps/7': () =>
      json(409, { message: 'The app has a submission waiting for review.', code: 'conflict' }),
    '/api/console/keys': () => json(200, { keys: [] }),
    '/api/console/profile': () =>
      json(200, {
        profile: {
          id: 1,
          fullName: 'Dana Dev',
          email: 'd@x.io',
          company: null,
          githubHandle: null,
          website: null,
          publicName: null,
          publicSlug: 'dana-dev',
          bio: null,
          skills: [],
          language,
          createdAt,
          updatedAt: createdAt,
          lastLoginAt: null,
          username: 'd',
          accountType: 'Developer',
          verified: true,
        },
      }),
  });
}

describe('the Chinese console', () => {
  it('shows the demo in Chinese, its sign-in links going to the sign-in page of the Chinese edition', async () => {
    mockFetch({ '/api/developers/session': () => json(200, { developer: null }) });
    renderPage('zh-CN');
    const banner = await screen.findByRole('region', { name: '你正在查看演示控制台' });
    // The Chinese sign-in page where it exists (a parallel branch adds it), else the English one.
    const signIn = pathIn('zh-CN', '/developers/sign-in') ?? '/developers/sign-in';
    expect(within(banner).getByRole('link', { name: '登录' }).getAttribute('href')).toBe(signIn);
    for (const name of ['概览', '我的应用', 'API 密钥', 'Webhook', '请求日志', '设备', '下载', '个人资料']) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: '最近活动' })).toBeTruthy();
    expect(screen.getByText('演示')).toBeTruthy();
  });

  it('dates in Chinese, activity in Chinese, a refusal by its code, and a link to the English console', async () => {
    signedIn('en');
    renderPage('zh-CN');
    expect(await screen.findByText('欢迎回来，Dana Dev')).toBeTruthy();
    expect(await screen.findByText('创建了应用 Real App')).toBeTruthy();
    const when = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' }).format(
      new Date(createdAt),
    );
    expect(screen.getAllByText(new RegExp(`^${when} \\d\\d:\\d\\d$`))).toHaveLength(1);
    // The developer's account language is English: the English console is offered, never imposed.
    const edition = screen.getByTestId('console-edition-link');
    expect(edition.getAttribute('lang')).toBe('en');
    expect(
      within(edition).getByRole('link', { name: 'Open the console in English' }).getAttribute('href'),
    ).toBe('/console');

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '我的应用' }));
    expect(screen.getByText(when)).toBeTruthy();
    expect(screen.getByText('两者')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '删除 Real App' }));
    const confirm = await screen.findByRole('dialog', { name: '删除此应用？' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    // The server's English message is never shown: the Chinese text of its code is.
    expect(await screen.findByText('当前状态下无法执行此操作。请刷新页面查看最新状态。')).toBeTruthy();
    expect(screen.queryByText('The app has a submission waiting for review.')).toBeNull();
  });
});

describe('the English console', () => {
  it('offers the Chinese console to a developer whose account language is Chinese, with no redirect', async () => {
    signedIn('zh');
    renderPage('en');
    expect(await screen.findByText('Welcome back, Dana Dev')).toBeTruthy();
    const edition = await screen.findByTestId('console-edition-link');
    expect(edition.getAttribute('lang')).toBe('zh-CN');
    expect(within(edition).getByRole('link', { name: '打开中文版控制台' }).getAttribute('href')).toBe(
      '/zh/console',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'My Apps' }));
    await user.click(screen.getByRole('button', { name: 'Delete Real App' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // The spec's English console shows the server's message as it is.
    expect(await screen.findByText('The app has a submission waiting for review.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no edition link to a developer whose account language is English', async () => {
    signedIn('en');
    renderPage('en');
    expect(await screen.findByText('Welcome back, Dana Dev')).toBeTruthy();
    expect(screen.queryByTestId('console-edition-link')).toBeNull();
  });
});
