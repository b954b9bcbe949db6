/**
 * The Chinese developer home's community section renders with its default settings: the WeChat official
 * account and the QQ group, each with a QR code that a real decoder reads back as the setting's link.
 */
import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { communityZh } from '../../content/developers.ts';
import { site } from '../../site.ts';
import { ChinaCommunitySection } from './china-community.tsx';

async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}

describe('ChinaCommunitySection', () => {
  it('shows the WeChat account and QQ group of the settings, with QR codes of their links', async () => {
    const { wechat, qqGroup } = site.chinaCommunity;
    const { container } = render(<ChinaCommunitySection />);
    expect(screen.getByRole('heading', { level: 2, name: communityZh.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: communityZh.forum.label }).getAttribute('href')).toBe('/forum');
    expect(container.textContent).toContain(communityZh.wechat.name(wechat.name));
    expect(container.textContent).toContain(communityZh.qqGroup.number(qqGroup.number));
    expect(container.textContent).not.toMatch(/Discord|YouTube/);

    const wechatQr = screen.getByRole('img', { name: communityZh.wechat.qrLabel(wechat.name) });
    const qqQr = screen.getByRole('img', { name: communityZh.qqGroup.qrLabel(qqGroup.number) });
    expect(await decode(wechatQr.outerHTML)).toBe(wechat.url);
    expect(await decode(qqQr.outerHTML)).toBe(qqGroup.url);
  });

  it('takes other accounts and the forum address of the edition', () => {
    render(
      <ChinaCommunitySection
        links={{
          wechat: { name: '示例公众号', url: 'https://weixin.qq.com/r/example' },
          qqGroup: { number: '123456789', url: 'https://qm.qq.com/q/example' },
        }}
        forumHref="/zh/forum"
      />,
    );
    expect(screen.getByRole('link', { name: communityZh.forum.label }).getAttribute('href')).toBe(
      '/zh/forum',
    );
    expect(screen.getByText(communityZh.qqGroup.number('123456789'))).toBeTruthy();
  });
});
