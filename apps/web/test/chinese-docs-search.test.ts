/**
 * The Chinese docs' own search index (decision 0071), built as the build builds it: every /zh/docs page
 * rendered, its sections read by scripts/docs-search-index.ts, indexed in Chinese. The visitor's words find
 * the guide they are about, and every result is a Chinese page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocsSearchData, docsSearcher, type DocsSearchHit } from '@app/contracts/docs-search';
import { docsSearchSections } from '../scripts/docs-search-index.ts';
import { routes } from '../src/app/routes.ts';
import { renderApp } from '../src/ssr/site-renderer.tsx';

let search: ReturnType<typeof docsSearcher>;

beforeAll(async () => {
  const pages = routes.filter(
    (route) => route.render === 'prerender' && /^\/zh\/docs(?:\/|$)/.test(route.path),
  );
  const sections = (
    await Promise.all(
      pages.map(async ({ path }) => docsSearchSections((await renderApp(path, null)).html, path)),
    )
  ).flat();
  search = docsSearcher(buildDocsSearchData(sections, 'zh-CN'));
});

const hitsOf = (query: string): DocsSearchHit[] => {
  const { hits } = search(query, 5);
  expect(hits.length, query).toBeGreaterThan(0);
  return hits;
};
const first = (query: string) => hitsOf(query)[0]?.url;

describe('the Chinese docs search index', () => {
  it('finds the guide a Chinese word is about', () => {
    expect(first('开发者模式')).toMatch(/^\/zh\/docs\/sdk-setup#/);
    expect(first('密钥')).toMatch(/^\/zh\/docs\/authentication#/);
    expect(first('轮换密钥')).toBe('/zh/docs/authentication#rolling-a-key');
    expect(first('推送')).toMatch(/^\/zh\/docs\/webhooks#/);
    expect(first('证书')).toBe('/zh/docs/sdk-setup#how-the-glasses-check-the-certificate');
    expect(first('速率限制')).toBe('/zh/docs/making-requests#rate-limits');
  });

  it('finds Latin words in the Chinese text: webhook, CXR-M, YodaOS-Sprite, API', () => {
    expect(hitsOf('webhook').map((hit) => hit.url)).toContainEqual(
      expect.stringMatching(/^\/zh\/docs\/webhooks#/),
    );
    expect(first('CXR-M')).toBe('/zh/docs/sdk-setup#cxr-m-on-android');
    expect(hitsOf('YodaOS-Sprite').map((hit) => hit.url)).toContain('/zh/docs/api#post-apps-id-submissions');
    expect(first('API 密钥')).toBe('/zh/docs/getting-started#4-generate-an-api-key');
  });

  it('leads to Chinese pages only, with Chinese headings', () => {
    for (const query of ['密钥', 'webhook', 'API']) {
      for (const hit of hitsOf(query)) {
        expect(hit.url).toMatch(/^\/zh\/docs(?:[/#]|$)/);
        expect(`${hit.page}${hit.heading}`).toMatch(/\p{Script=Han}/u);
      }
    }
  });
});
