/**
 * The catalogue check (decision 0063), run by `npm test`: fails on a text missing in either language,
 * left untranslated or no longer used, and on a Chinese page that shows English content.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deviceModels } from '@app/contracts/device-models';
import { sdkNames } from '@app/contracts/sdk-releases';
import type { ServerPage } from '@app/contracts/server-pages';
import { routes } from '../app/routes.ts';
import { FormProblemSummary } from '../components/form/form-problem-summary.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { demoApps, demoProfile } from '../content/console-demo.ts';
import { consoleDemoText } from '../content/console-ui.ts';
import type { ConsoleTab } from '../features/console/console-context.tsx';
import { ConsoleView } from '../features/console/console-view.tsx';
import { demoConsoleData } from '../features/console/demo-data.ts';
import { ModeSwitch } from '../features/console/mode-switch.tsx';
import { renderApp } from '../ssr/site-renderer.tsx';
import { loadCatalogue, LocaleProvider } from './catalogue.tsx';
import type { Locale } from './locales.ts';
import { compareCatalogues, keptAsWritten } from './check.ts';
import { englishContent } from './english-content.ts';
import { zhPath, zhPaths } from './locales.ts';
import { zhCN } from './zh-CN/index.ts';
import { zhSectionKeys, zhSectionLoaders, type ZhSection } from './zh-CN/sections.ts';

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
 * is left out: it runs and reads as written, in every language. So is text a Chinese page marks English on
 * purpose (the API reference's schema field descriptions, `<td lang="en">`: decision 0063's addendum).
 */
const textRuns = (html: string) =>
  html
    .replace(/<(script|style|pre|code)[\s>][\s\S]*?<\/\1>/g, '')
    .replace(/<(\w+)\b[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, '')
    .split(/<[^>]*>/)
    .map((run) => run.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** Runs of English words (not code, not a name kept as written) of `english` that `chinese` shows too. */
function englishShown(english: string, chinese: string, names: ReadonlySet<string>): string[] {
  const chineseText = new Set(textRuns(chinese));
  const sentences = textRuns(english).filter((run) => /[a-z]{2,} [a-z]{2,}/i.test(run));
  return sentences.filter((run) => chineseText.has(run) && !names.has(run) && !/[{}();=]/.test(run));
}

/**
 * Prerendered pages are rendered here as the build renders them, pages the server renders with the data
 * of `serverPageSamples`; signed-in pages (the console) below.
 */
const renderedZhPaths = zhPaths.filter(
  (path) => routes.find((route) => route.path === path)?.render !== 'client',
);

/** The data a page the server renders is rendered with here: the docs search, a search that found nothing. */
const serverPageSamples: Record<string, ServerPage> = {
  '/docs/search': { page: 'docs-search', data: { query: 'webhook', results: { total: 0, hits: [] } } },
};

/** `path` rendered as the build or the server renders it (a server page with its sample data). */
function renderPage(path: string, english: string) {
  const sample = serverPageSamples[english];
  if (routes.find((route) => route.path === english)?.render === 'server' && !sample)
    throw new Error(`serverPageSamples has no data for ${english}`);
  return renderApp(path, sample ? { page: sample, answerShown: false, FormProblemSummary } : null);
}

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

  it.each(renderedZhPaths)('shows none of the English text of %s on its Chinese twin', async (path) => {
    const [english, chinese] = await Promise.all([renderPage(path, path), renderPage(zhPath(path), path)]);
    // Product names, and the names kept as written, are written as they are in every language.
    const names = new Set<string>([...deviceModels.map((model) => model.name), ...keptAsWritten]);
    expect(englishShown(english.html, chinese.html, names)).toEqual([]);
    expect(chinese.head.title).not.toBe(english.head.title);
  });
});

/**
 * The catalogue's sections (decision 0072): a Chinese page's islands load the sections the prerenderer
 * listed on the page, and an entry knows its section without the others loaded.
 */
describe('the Chinese catalogue in sections', () => {
  const sections = Object.keys(zhSectionLoaders) as ZhSection[];

  it.each(sections)(
    'section %s holds the entries its key list names, as the catalogue has them',
    async (name) => {
      const entries = await zhSectionLoaders[name]();
      expect(Object.keys(entries).sort()).toEqual([...zhSectionKeys[name]].sort());
      for (const [key, value] of Object.entries(entries)) expect(value).toBe(zhCN[key as keyof typeof zhCN]);
    },
  );

  it('puts every entry of the catalogue in exactly one section', () => {
    const listed = sections.flatMap((name) => [...zhSectionKeys[name]]);
    expect([...listed].sort()).toEqual(Object.keys(zhCN).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('lists on a prerendered Chinese page the sections its islands read, and on an English page none', async () => {
    const faq = await renderApp('/zh/faq', null);
    // The FAQ browser (an island) reads the FAQ's entries, the header (an island) the site's chrome.
    expect(faq.sections).toEqual(expect.arrayContaining(['faq', 'siteChrome']));
    // The console's messages and the docs are read by no island of the FAQ.
    expect(faq.sections).not.toContain('console');
    expect(faq.sections).not.toContain('docs');
    expect((await renderApp('/faq', null)).sections).toEqual([]);
  });
});

/**
 * The console (/zh/console) is a signed-in page of the app, not prerendered: each of its tabs is rendered
 * here in both languages, with the demo's sample data and with a signed-in developer's view in test mode
 * (its Test / Live banner), and the Chinese one may show none of the English one's sentences.
 */
describe('the Chinese console', () => {
  const tabs: ConsoleTab[] = [
    'overview',
    'apps',
    'keys',
    'webhooks',
    'requests',
    'devices',
    'downloads',
    'profile',
  ];
  // Names of the sample data (people, companies, apps) and of the SDKs stay as they are written.
  const names = new Set<string>([
    ...demoApps.map((app) => app.name),
    demoProfile.fullName,
    demoProfile.company,
    ...Object.values(sdkNames),
  ]);

  async function renderConsole(locale: Locale, tab: ConsoleTab, demo: boolean): Promise<string> {
    await loadCatalogue(locale);
    window.history.replaceState(null, '', `/?tab=${tab}`);
    const text = locale === 'en' ? consoleDemoText : (await import('./zh-CN/index.ts')).zhCN.consoleDemoText;
    return renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <LocaleProvider locale={locale}>
          <TooltipProvider>
            <ConsoleView
              demo={demo}
              mode={demo ? 'live' : 'test'}
              data={demoConsoleData(text)}
              header={demo ? null : <ModeSwitch mode="test" onChange={() => undefined} />}
            />
          </TooltipProvider>
        </LocaleProvider>
      </QueryClientProvider>,
    );
  }

  it.each(tabs.flatMap((tab) => [[tab, true] as const, [tab, false] as const]))(
    'shows none of the English console text on its %s tab (demo: %s)',
    async (tab, demo) => {
      const english = await renderConsole('en', tab, demo);
      const chinese = await renderConsole('zh-CN', tab, demo);
      expect(textRuns(english).length).toBeGreaterThan(5);
      expect(englishShown(english, chinese, names)).toEqual([]);
    },
  );
});
