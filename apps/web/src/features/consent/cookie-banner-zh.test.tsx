/**
 * The cookie banner and settings on a Chinese page (decision 0067): the words of content/consent.ts's
 * Chinese twin, the same choices; the English banner's words are covered by cookie-banner.test.tsx.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider, loadCatalogue } from '../../i18n/catalogue.tsx';
import { json, mockFetch } from '../../testing/test-utils.tsx';
import { closeConsentBanner } from './banner-store.ts';
import { CONSENT_LOG_URL } from './consent.ts';
import { BANNER_DELAY_MS, CookieBanner } from './cookie-banner.tsx';
import { CookieSettingsButton } from './cookie-settings-button.tsx';

beforeEach(async () => {
  await loadCatalogue('zh-CN');
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    closeConsentBanner();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the cookie banner on a Chinese page', () => {
  it('asks, and opens the preferences, in Chinese', () => {
    mockFetch({ [CONSENT_LOG_URL]: () => json(201, { id: 1 }) });
    render(
      <LocaleProvider locale="zh-CN">
        <CookieSettingsButton />
        <CookieBanner />
      </LocaleProvider>,
    );
    act(() => vi.advanceTimersByTime(BANNER_DELAY_MS));
    const banner = screen.getByRole('region', { name: 'Cookie 同意设置' });
    expect(banner.textContent).toContain('我们重视你的隐私');
    expect(screen.getByRole('link', { name: 'Cookie 政策（英文）' }).getAttribute('href')).toBe(
      '/policies/cookies',
    );
    expect(screen.getByRole('button', { name: '全部拒绝' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '自定义' }));
    expect(screen.getByRole('heading', { name: 'Cookie 偏好设置' })).toBeDefined();
    const analytics = screen.getByRole('switch', { name: '分析' });
    const description = document.getElementById(analytics.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/^帮助我们了解.*设置的 Cookie：\S/);
    // The choice is made as on the English banner: saving closes it.
    fireEvent.click(screen.getByRole('button', { name: '保存偏好设置' }));
    expect(screen.queryByRole('region', { name: 'Cookie 同意设置' })).toBeNull();
  });
});
