/**
 * The developer footer's filing notices (decision 0064): the operator's ICP and public-security filing
 * numbers are shown linked to their registries when set, and nothing of them (no label, no empty link)
 * when not; the Chinese edition has its own words and the mainland community links.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { devFooter } from '../../content/developers.ts';
import { LocaleProvider, loadCatalogue } from '../../i18n/catalogue.tsx';
import { zhCN } from '../../i18n/zh-CN/index.ts';
import { site } from '../../site.ts';
import { DevFooter } from './dev-footer.tsx';

const filed = { icp: '京ICP备2023012345号-1', publicSecurity: '京公网安备11010502030143号' };

describe('DevFooter', () => {
  it('omits the filing numbers cleanly when they are not set (the default setting)', () => {
    expect(site.filing).toEqual({ icp: null, publicSecurity: null });
    const { container } = render(<DevFooter />);
    const text = container.textContent ?? '';
    expect(text).not.toContain(devFooter.filingLabels.icp as string);
    expect(text).not.toContain(devFooter.filingLabels.publicSecurity as string);
    expect(text).not.toMatch(/ICP备|公网安备|China website/);
    expect(container.querySelector('a[href*="beian"]')).toBeNull();
    // The filing notice that stays is about apps, which the store enforces.
    for (const notice of devFooter.filingNotices) expect(text).toContain(notice);
  });

  it('shows each number set, linked to its registry', () => {
    render(<DevFooter filing={filed} />);
    const icp = screen.getByRole('link', { name: new RegExp(filed.icp) });
    expect(icp.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(icp.parentElement?.textContent).toContain(devFooter.filingLabels.icp as string);
    const police = screen.getByRole('link', { name: new RegExp(filed.publicSecurity) });
    expect(police.getAttribute('href')).toBe(
      'https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143',
    );
    expect(police.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows one number without the other', () => {
    const { container } = render(<DevFooter filing={{ icp: filed.icp, publicSecurity: null }} />);
    expect(screen.getByRole('link', { name: new RegExp(filed.icp) })).toBeTruthy();
    expect(container.textContent).not.toContain(devFooter.filingLabels.publicSecurity as string);
    expect(container.querySelector('a[href^="https://beian.mps.gov.cn"]')).toBeNull();
  });

  it('has a Chinese edition: Chinese words, numbers alone, WeChat and QQ instead of Discord and YouTube', async () => {
    await loadCatalogue('zh-CN');
    const zhFooter = zhCN.devFooter;
    const { container } = render(
      <LocaleProvider locale="zh-CN">
        <DevFooter filing={filed} />
      </LocaleProvider>,
    );
    const nav = screen.getByRole('navigation', { name: zhFooter.ui.navLabel });
    expect(within(nav).getByRole('link', { name: '常见问题' })).toBeTruthy();
    expect(
      within(nav)
        .getByRole('link', { name: /微信公众号/ })
        .getAttribute('href'),
    ).toBe(site.chinaCommunity.wechat.url);
    expect(within(nav).getByRole('link', { name: /QQ 群/ }).getAttribute('href')).toBe(
      site.chinaCommunity.qqGroup.url,
    );
    expect(container.querySelector(`a[href="${site.discordUrl}"]`)).toBeNull();
    expect(container.querySelector(`a[href="${site.social.youtube}"]`)).toBeNull();
    const icp = screen.getByRole('link', { name: new RegExp(filed.icp) });
    expect(icp.parentElement?.textContent).toBe(`${filed.icp}${zhFooter.ui.opensInNewTab}`);
    expect(container.textContent).toContain(zhFooter.copyright);
  });
});
