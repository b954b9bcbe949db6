/**
 * The guides' check (decision 0063): every English docs guide has a Chinese translation with the same
 * headings, code and links, and none of its sentences left in English; the Chinese navigation names each
 * guide by its translated title. Reads the Markdown files themselves, so a guide added in English without
 * a translation fails here.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown, type RenderedDoc } from '../../scripts/markdown.ts';
import { zhDocs } from '../content/docs/zh-CN/index.ts';
import { docSlugs } from '../content/doc-slugs.ts';
import { renderApp } from '../ssr/site-renderer.tsx';
import { compareGuides } from './guide-check.ts';
import { localizeHtmlLinks, pathIn } from './locales.ts';
import { zhCN } from './zh-CN/index.ts';

const sources = (files: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(files).map(([file, source]) => [/([^/]+)\.md$/.exec(file)?.[1] ?? file, source]),
  );
const englishSources = sources(
  import.meta.glob<string>('../content/docs/*.md', { query: '?raw', import: 'default', eager: true }),
);
const chineseSources = sources(
  import.meta.glob<string>('../content/docs/zh-CN/*.md', { query: '?raw', import: 'default', eager: true }),
);

const english: Record<string, RenderedDoc> = Object.fromEntries(
  Object.entries(englishSources).map(([guide, source]) => [guide, renderMarkdown(source)]),
);
/** A translation rendered as the build renders it: its headings take the original's ids. */
const translate = (guide: string, source: string) =>
  renderMarkdown(
    source,
    english[guide]?.headings.map((heading) => heading.id),
  );
const chinese: Record<string, RenderedDoc> = Object.fromEntries(
  Object.entries(chineseSources).map(([guide, source]) => [guide, translate(guide, source)]),
);

describe('the Chinese guides', () => {
  it('translate every English guide, keeping its headings, code and links', () => {
    expect(Object.keys(english).sort()).toEqual([...docSlugs].sort());
    expect(compareGuides(english, chinese)).toEqual([]);
  });

  it('are the pages the Chinese docs show, titled as the Chinese navigation names them', () => {
    for (const slug of docSlugs) {
      expect(zhDocs[slug], slug).toEqual(chinese[slug]);
      expect(zhDocs[slug].title, slug).toBe(zhCN.docList[slug].title);
    }
  });

  it('link, on a Chinese page, to the Chinese twin of each page that has one', async () => {
    const { html } = await renderApp('/zh/docs/sdk-setup', null);
    const article = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
    const hrefs = [...article.matchAll(/ href="([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(hrefs).toContain('/zh/docs/api#sdk-overview');
    expect(hrefs).toContain('/zh/sdk/cxr-m');
    // A page only in English (the published keys) keeps its English address.
    expect(hrefs).toContain('/developer-mode/keys.json');
    for (const href of hrefs) {
      const path = href.split('#')[0] ?? '';
      expect(href.startsWith('/zh/') || !pathIn('zh-CN', path), href).toBe(true);
    }
    expect(localizeHtmlLinks('<a href="/docs/webhooks">x</a>', 'en')).toBe('<a href="/docs/webhooks">x</a>');
  });

  it('fails on a missing, extra or untranslated guide, and on changed code, links or headings', () => {
    const { webhooks: _removed, ...withoutWebhooks } = chinese;
    expect(compareGuides(english, withoutWebhooks)).toEqual([{ guide: 'webhooks', problem: 'missing' }]);
    expect(compareGuides(english, { ...chinese, leftover: chinese.webhooks! })).toEqual([
      { guide: 'leftover', problem: 'extra' },
    ]);

    const source = chineseSources['making-requests']!;
    const changed = (edited: string) =>
      compareGuides(english, { ...chinese, 'making-requests': translate('making-requests', edited) });
    expect(changed(source.replace('-H "Authorization', '-H "authorization'))).toEqual([
      { guide: 'making-requests', problem: 'code differs' },
    ]);
    expect(changed(`${source}\nSee [the FAQ](/faq).\n`)).toEqual([
      { guide: 'making-requests', problem: 'links differ' },
    ]);
    expect(changed(source.replace('## 速率限制', '### 速率限制'))).toEqual([
      { guide: 'making-requests', problem: 'headings differ' },
    ]);
    expect(changed(`${source}\nTo list your apps, each with its submissions:\n`)).toEqual([
      { guide: 'making-requests', problem: 'untranslated: To list your apps, each with its submissions:' },
    ]);
    // A translation with a heading the original lacks does not even render.
    expect(() => translate('making-requests', `${source}\n## 多余的一节\n`)).toThrow(/headings/);
  });
});
