/**
 * GET /docs/search?q= and /zh/docs/search?q=: the docs search without JavaScript, answered from the built
 * index of the page's language (the Chinese edition's own, decision 0071) and rendered by the site's
 * components (the web build's server entry): complete HTML with the results, the words kept in the box,
 * every value escaped.
 */
import { describe, expect, it } from 'vitest';
import { docsSearchCopy as copy } from '@app/contracts/docs-search-copy';
import { builtWebDist, entryScript } from './built-site.ts';
import { controlOf, tagsWith, textOf } from './html-reading.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp(() => ({ webDist: builtWebDist() }));

const search = (q: string, path = '/docs/search') =>
  ctx.app.inject({ method: 'GET', url: `${path}?q=${encodeURIComponent(q)}` });

/** The links of the results list. */
const resultLinks = (html: string) => {
  const results = /<section aria-labelledby="docs-search-results".*?<\/section>/s.exec(html)?.[0] ?? '';
  return [...results.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
};

describe('the docs search results page', () => {
  it('lists the sections that match, with the words in the title and the box, and the entry for the islands', async () => {
    const res = await search('rotate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<title>rotate · ${copy.pageTitle} | Lumen</title>`);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:5000/docs/search" />');
    expect(controlOf(res.body, 'q').value).toBe('rotate');
    const count = textOf(res.body, 'p', 'role', 'status');
    expect(count).toMatch(/^\d+ results? for “rotate”$/);
    expect(res.body).toMatch(/<a href="\/docs\/[^"]+#[^"]+"/);
    expect(resultLinks(res.body).every((href) => /^\/docs(?:[/#]|$)/.test(href ?? ''))).toBe(true);
    expect(res.body).toContain('<mark');
    expect(res.body).toMatch(entryScript);
  });

  it('shows the hint without words, and says when nothing matches, with hostile words escaped', async () => {
    const empty = await search('');
    expect(textOf(empty.body, 'p', 'role', 'status')).toBe(copy.empty);
    const hostile = '"><script>alert(1)</script>';
    const none = await search(hostile);
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain('<script>alert(1)');
    expect(controlOf(none.body, 'q').value).toBe(hostile);
    expect(textOf(none.body, 'p', 'role', 'status')).toBe(copy.count(0, hostile));
  });
});

describe('the Chinese docs search results page', () => {
  const zhSearch = (q: string) => search(q, '/zh/docs/search');

  it('lists the Chinese sections that match, in Chinese, each leading to a /zh/docs page', async () => {
    const res = await zhSearch('密钥');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.body).toContain('<title>密钥 · 搜索文档 | Lumen</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:5000/zh/docs/search" />');
    // The two editions of the page name each other, as every page in both languages does.
    expect(res.body).toContain('hreflang="en" href="http://localhost:5000/docs/search"');
    expect(res.body).toContain('hreflang="zh-CN" href="http://localhost:5000/zh/docs/search"');
    expect(tagsWith(res.body, 'form', 'role', 'search')[0]?.action).toBe('/zh/docs/search');
    expect(controlOf(res.body, 'q').value).toBe('密钥');
    expect(textOf(res.body, 'p', 'role', 'status')).toMatch(/^“密钥”的搜索结果：\d+ 条$/);
    const links = resultLinks(res.body);
    expect(links[0]).toMatch(/^\/zh\/docs\/authentication#/);
    expect(links.every((href) => /^\/zh\/docs(?:[/#]|$)/.test(href ?? ''))).toBe(true);
    expect(res.body).toContain('<mark class="rounded-sm bg-amber-100 px-0.5 text-slate-900">密钥</mark>');
    expect(res.body).toMatch(entryScript);
  });

  it('finds Chinese words without spaces and Latin words among them', async () => {
    const links = async (q: string) => resultLinks((await zhSearch(q)).body);
    expect((await links('开发者模式'))[0]).toMatch(/^\/zh\/docs\/sdk-setup#/);
    expect((await links('推送'))[0]).toMatch(/^\/zh\/docs\/webhooks#/);
    expect(await links('webhook')).toContainEqual(expect.stringMatching(/^\/zh\/docs\/webhooks#/));
    expect((await links('CXR-M'))[0]).toBe('/zh/docs/sdk-setup#cxr-m-on-android');
  });

  it('shows the Chinese hint without words, and says in Chinese when nothing matches', async () => {
    const empty = await zhSearch('');
    expect(textOf(empty.body, 'p', 'role', 'status')).toBe('输入关键词，搜索指南和 API 参考。');
    const none = await zhSearch('"><script>alert(1)</script>');
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain('<script>alert(1)');
    expect(textOf(none.body, 'p', 'role', 'status')).toBe(
      '没有与“"><script>alert(1)</script>”匹配的结果。请换个关键词，或直接浏览指南。',
    );
  });
});
