/**
 * The content of a page in its language (decision 0063). English pages show the content modules
 * (`src/content`) as they are: the spec's text, never a translation. A Chinese page shows the same
 * content from the Chinese catalogue (`zh-CN/`), which translates those modules export by export, in
 * their shape: `useContent('devHero', devHero)` is `devHero` on an English page and the catalogue's
 * `devHero` on a Chinese one. There is no fallback: a Chinese page whose catalogue lacks an entry does
 * not render (the prerender fails), and the catalogue check (catalogue.test.ts) fails on an entry or a
 * text missing, left untranslated or no longer used.
 *
 * The Chinese catalogue is a chunk of its own, loaded before a Chinese page renders (`loadCatalogue`:
 * the prerenderer, the islands' boot and the app's navigation): English pages never load it.
 */
import { createContext, use, useContext, type ReactNode } from 'react';
import type { Locale } from './locales.ts';
import type { EnglishContent } from './english-content.ts';

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

let zhCatalogue: ZhCatalogue | undefined;
let zhLoading: Promise<void> | undefined;

/** Loads the catalogue of `locale` (English has none: its content is the content modules). */
export function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  return (zhLoading ??= import('./zh-CN/index.ts').then((module) => {
    zhCatalogue = module.zhCN;
  }));
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
  if (!zhCatalogue) throw new Error(`the ${locale} catalogue is not loaded: call loadCatalogue first`);
  const translated = zhCatalogue[key] as unknown;
  if (translated === undefined) throw new Error(`the ${locale} catalogue has no ${key}`);
  // The catalogue has the English shape with free words (Localized); the check keeps its identifiers
  // (paths, ids, variants) equal to the English ones, so it is used as the English type.
  return translated as EnglishContent[K];
}

/** `english` (the content module's export `key`) in the language of the page being rendered. */
export function useContent<K extends ContentKey>(key: K, english: EnglishContent[K]): EnglishContent[K] {
  const locale = useLocale();
  // A Chinese page reached without its catalogue preloaded (the app following a redirect to one)
  // suspends until it has loaded; the prerenderer and the navigations load it first.
  if (locale !== 'en' && !zhCatalogue) use(loadCatalogue(locale));
  return contentIn(locale, key, english);
}
