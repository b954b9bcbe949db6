/**
 * The content of a page in its language (decision 0063). English pages show the content modules
 * (`src/content`) as they are: the spec's text, never a translation. A Chinese page shows the same
 * content from the Chinese catalogue (`zh-CN/`), which translates those modules export by export, in
 * their shape: `useContent('devHero', devHero)` is `devHero` on an English page and the catalogue's
 * `devHero` on a Chinese one. There is no fallback: a Chinese page whose catalogue lacks an entry does
 * not render (the prerender fails), and the catalogue check (catalogue.test.ts) fails on an entry or a
 * text missing, left untranslated or no longer used.
 *
 * The Chinese catalogue comes in sections, each a chunk of its own (`zh-CN/sections.ts`, decision 0072),
 * loaded before a Chinese page renders: all of them for the prerenderer and the app's navigation
 * (`loadCatalogue`), the ones its islands read for a prerendered page's islands (`loadSections`: the
 * prerenderer lists them on the page, `collectIslandContent`). English pages load none.
 */
import { createContext, use, useContext, type ReactNode } from 'react';
import { useInIsland } from '../lib/island-context.ts';
import type { Locale } from './locales.ts';
import type { EnglishContent } from './english-content.ts';
import type { ZhSection } from './zh-CN/sections.ts';

export type { EnglishContent } from './english-content.ts';
/** The keys of the content the Chinese edition translates. */
export type ContentKey = keyof EnglishContent;

/**
 * A content export's shape with its words free: every string a string, every function of the same
 * arguments returning a string, arrays and objects entry by entry (no entry may be missing or extra).
 */
type Localized<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends object
      ? { readonly [K in keyof T]: Localized<T[K]> }
      : T;

/** The Chinese catalogue: every translated content export, in its English shape. */
export type ZhCatalogue = { readonly [K in ContentKey]: Localized<EnglishContent[K]> };

/** The entries of the sections loaded so far. */
const zhCatalogue: Partial<Record<ContentKey, unknown>> = {};

/** The sections' loaders and key lists: a module of its own, so English pages never load it. */
const zhSections = () => import('./zh-CN/sections.ts');

const sectionLoads = new Map<string, Promise<void>>();
function loadSection(section: ZhSection): Promise<void> {
  let loading = sectionLoads.get(section);
  if (!loading) {
    loading = zhSections()
      .then(({ zhSectionLoaders }) => zhSectionLoaders[section]())
      .then((entries) => void Object.assign(zhCatalogue, entries));
    sectionLoads.set(section, loading);
  }
  return loading;
}

/**
 * Loads the sections of `locale`'s catalogue named (English has none: its content is the content
 * modules); names that are no section (a page's list, read from its HTML) are left out.
 */
export function loadSections(locale: Locale, sections: readonly string[]): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  return zhSections().then(({ isZhSection }) =>
    Promise.all(sections.filter(isZhSection).map(loadSection)).then(() => undefined),
  );
}

/** Loads the entries `keys` of `locale`'s catalogue (their sections). */
export function loadContent(locale: Locale, keys: readonly ContentKey[]): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  return zhSections().then(({ zhSectionOf }) => loadSections(locale, keys.map(zhSectionOf)));
}

/** Loads the whole catalogue of `locale`: for rendering any page of the site in it. */
export function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  return zhSections().then(({ zhSectionLoaders }) => loadSections(locale, Object.keys(zhSectionLoaders)));
}

/** One promise per entry a component waited for (`use` needs the same promise on each render). */
const entryLoads = new Map<ContentKey, Promise<void>>();
function loadEntry(locale: Locale, key: ContentKey): Promise<void> {
  let loading = entryLoads.get(key);
  if (!loading) {
    loading = loadContent(locale, [key]);
    entryLoads.set(key, loading);
  }
  return loading;
}

/** While the prerenderer renders a page: the entries its islands have read. */
let islandReads: Set<ContentKey> | undefined;

/**
 * Runs `render` (a synchronous server render) and returns what it returns with the entries of the
 * Chinese catalogue read inside islands: what the page's islands need before they can hydrate.
 */
export function collectIslandContent<T>(render: () => T): { result: T; keys: ContentKey[] } {
  const keys = new Set<ContentKey>();
  islandReads = keys;
  try {
    return { result: render(), keys: [...keys] };
  } finally {
    islandReads = undefined;
  }
}

const LocaleContext = createContext<Locale>('en');

/** The language of everything rendered inside: the page's (its path's), or an island's page's. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

/**
 * `english` (the content module's export `key`) in `locale`, outside React (the docs' Copy buttons, the
 * renderer naming a QR code); the catalogue of `locale` must be loaded. Components use `useContent`.
 */
export function contentIn<K extends ContentKey>(
  locale: Locale,
  key: K,
  english: EnglishContent[K],
): EnglishContent[K] {
  if (locale === 'en') return english;
  const translated = zhCatalogue[key];
  if (translated === undefined)
    throw new Error(`the ${locale} entry ${key} is not loaded: call loadContent first`);
  // The catalogue has the English shape with free words (Localized); the check keeps its identifiers
  // (paths, ids, variants) equal to the English ones, so it is used as the English type.
  return translated as EnglishContent[K];
}

/** `english` (the content module's export `key`) in the language of the page being rendered. */
export function useContent<K extends ContentKey>(key: K, english: EnglishContent[K]): EnglishContent[K] {
  const locale = useLocale();
  const inIsland = useInIsland();
  if (locale === 'en') return english;
  if (inIsland) islandReads?.add(key);
  // An entry whose section has not loaded (a widget shown later, the app following a redirect) suspends
  // until it has; the prerenderer and the navigations load every section first, the islands' boot theirs.
  if (zhCatalogue[key] === undefined) use(loadEntry(locale, key));
  return contentIn(locale, key, english);
}
