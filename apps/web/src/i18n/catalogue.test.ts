/**
 * The catalogue check (decision 0063), run by `npm test`: fails on a text missing in either language,
 * left untranslated or no longer used, and on a Chinese page that shows English content.
 */
import { describe, expect, it } from 'vitest';
import { deviceModels } from '@app/contracts/device-models';
import { renderApp } from '../ssr/site-renderer.tsx';
import { compareCatalogues } from './check.ts';
import { englishContent } from './english-content.ts';
import { zhPath, zhPaths } from './locales.ts';
import { zhCN } from './zh-CN/index.ts';

/** Every source file of the web app (tests and the catalogues themselves left out), as text. */
const sources = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!./zh-CN/**'],
  { query: '?raw', import: 'default', eager: true },
);

/** The content keys the app asks for in the page's language (`useContent('key', …)`, `contentIn(…, 'key', …)`). */
function requestedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/(?:useContent|contentIn)\([^'"]*'([\w]+)'/g)) keys.add(match[1] ?? '');
  }
  return keys;
}

/**
 * The text of a page's HTML: each run of text between tags, whitespace collapsed. Code (`<pre>`, `<code>`)
 * is left out: it runs and reads as written, in every language; so is text a Chinese page marks English on
 * purpose (`lang="en"`: the API reference's schema field descriptions, decision 0063's addendum).
 */
const textRuns = (html: string) =>
  html
    .replace(/<(script|style|pre|code)[\s>][\s\S]*?<\/\1>/g, '')
    .replace(/<(\w+)\b[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, '')
    .split(/<[^>]*>/)
    .map((run) => run.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

describe('the Chinese catalogue', () => {
  it('translates every text of the content it covers, in its shape, and nothing else', () => {
    expect(compareCatalogues(englishContent, zhCN)).toEqual([]);
  });

  it('fails on a removed translation, a removed entry, an untranslated text and an extra one', () => {
    const withoutTitle = { ...zhCN, devHero: { ...zhCN.devHero, title: undefined } };
    expect(compareCatalogues(englishContent, withoutTitle)).toEqual([
      { path: 'devHero.title', problem: 'missing' },
    ]);
    const { devFaq: _removed, ...withoutFaq } = zhCN;
    expect(compareCatalogues(englishContent, withoutFaq)).toEqual([{ path: 'devFaq', problem: 'missing' }]);
    const english = {
      ...zhCN,
      sdkSection: { ...zhCN.sdkSection, heading: englishContent.sdkSection.heading },
    };
    expect(compareCatalogues(englishContent, english)).toEqual([
      { path: 'sdkSection.heading', problem: 'untranslated' },
    ]);
    const hrefChanged = { ...zhCN, getStartedAction: { ...zhCN.getStartedAction, href: '/zh/console' } };
    expect(compareCatalogues(englishContent, hrefChanged)).toEqual([
      { path: 'getStartedAction.href', problem: 'identifier changed' },
    ]);
    const extra = { ...zhCN, devHero: { ...zhCN.devHero, subtitle: '多余的文字' }, leftover: { a: '旧' } };
    expect(compareCatalogues(englishContent, extra)).toEqual([
      { path: 'devHero.subtitle', problem: 'unused' },
      { path: 'leftover', problem: 'unused' },
    ]);
  });

  it('has no entry the app never asks for, and the app asks for none it lacks', () => {
    const requested = requestedKeys();
    expect(Object.keys(zhCN).filter((key) => !requested.has(key))).toEqual([]);
    expect([...requested].filter((key) => !(key in zhCN))).toEqual([]);
  });

  it.each(zhPaths)('shows none of the English text of %s on its Chinese twin', async (path) => {
    const [english, chinese] = await Promise.all([renderApp(path, null), renderApp(zhPath(path), null)]);
    const chineseText = new Set(textRuns(chinese.html));
    // Runs of English words (not code, not a name kept as written): none may be on the Chinese page.
    const sentences = textRuns(english.html).filter((run) => /[a-z]{2,} [a-z]{2,}/i.test(run));
    // Product names are written as they are in every language.
    const names = new Set<string>(deviceModels.map((model) => model.name));
    const shown = sentences.filter((run) => chineseText.has(run) && !names.has(run) && !/[{}();=]/.test(run));
    expect(shown).toEqual([]);
    expect(chinese.head.title).not.toBe(english.head.title);
  });
});
