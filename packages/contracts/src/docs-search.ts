/**
 * Search of the developer docs (decision 0043): an index of the prerendered docs pages built at build time
 * (apps/web/scripts/docs-search-index.ts) with MiniSearch, and the query that reads it. The same code
 * answers in the browser (the search box loads it at first focus) and on the server (/docs/search and
 * /zh/docs/search, the pages a search without JavaScript lands on), so both give the same results.
 * Each language has its own index (decision 0071): the English docs, and the Chinese edition's, whose
 * text has no spaces to cut words at (`chinese` below).
 */
import MiniSearch, { type AsPlainObject, type Options, type Query, type SearchOptions } from 'minisearch';
import { withOrigin } from './site';

/** The docs' languages, each with its index: the English docs (/docs) and the Chinese edition's (/zh/docs). */
export type DocsSearchLanguage = 'en' | 'zh-CN';

/** One section of a docs page: the text under one heading (or before the first one). */
export interface DocsSearchSection {
  /** The page's path and the heading's anchor: `/docs/authentication#rotating-a-key`. */
  url: string;
  /** The page's title (its h1). */
  page: string;
  /** The section's heading; the page title for the text before the first heading. */
  heading: string;
  text: string;
}

/** What the build writes to each language's index file (`docsSearchIndexPaths`). */
export interface DocsSearchData {
  /** The language the index was built for: the searcher cuts the visitor's words as the index was cut. */
  language: DocsSearchLanguage;
  sections: DocsSearchSection[];
  index: AsPlainObject;
}

/** A piece of an excerpt: `mark` pieces are the words that matched. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

export interface DocsSearchHit {
  url: string;
  page: string;
  heading: string;
  excerpt: ExcerptPart[];
}

/** Each language's index in the built site. */
export const docsSearchIndexPaths: Readonly<Record<DocsSearchLanguage, string>> = {
  en: '/docs-search-index.json',
  'zh-CN': '/docs-search-index.zh-CN.json',
};

type Indexed = { id: number; page: string; heading: string; text: string };

/** How a language's text becomes terms, and how an excerpt finds and cuts around them. */
interface Language {
  options: Options<Indexed>;
  /** The visitor's words as a MiniSearch query. */
  query(words: string): Query;
  /** Where `terms` (lowercase, as the index keeps them) occur in `text`: [start, end) ranges, in order. */
  occurrences(text: string, terms: string[]): Array<[number, number]>;
  /** About how many characters an excerpt shows. */
  excerptLength: number;
  /** Words are spaced: an excerpt starts and ends at a space rather than inside a word. */
  spaced: boolean;
}

const fields = ['page', 'heading', 'text'];
const searchOptions: SearchOptions = {
  boost: { heading: 3, page: 2 },
  prefix: true,
  fuzzy: 0.2,
  combineWith: 'AND',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The terms to look for, longest first (so a regular expression's alternation prefers the longest). */
const distinct = (terms: string[]) => [...new Set(terms)].filter(Boolean).sort((a, b) => b.length - a.length);

/** English: MiniSearch's own tokenizer (spaces and punctuation); a term is marked where a word starts with it. */
const english: Language = {
  options: { fields, searchOptions },
  query: (words) => words,
  occurrences(text, terms) {
    const words = distinct(terms);
    if (!words.length) return [];
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})`, 'giu');
    return [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);
  },
  excerptLength: 180,
  spaced: true,
};

const hanCharacter = /\p{Script=Han}/u;
const hanOrOther = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;
const tokenizeAtSpaces = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/**
 * The text cut as MiniSearch cuts English (at spaces and punctuation, Chinese punctuation included), each
 * piece cut again where Han characters start or end: `API密钥` is `API` and `密钥`. Latin words (CXR-M,
 * YodaOS-Sprite, webhook) thus become the same terms as in the English index.
 */
const pieces = (text: string) => tokenizeAtSpaces(text).flatMap((word) => word.match(hanOrOther) ?? []);

/** Each character with the next: `控制台` → `控制`, `制台`; a lone character is itself. */
const pairs = (characters: string[]) =>
  characters.length < 2 ? characters : characters.slice(1).map((next, i) => `${characters[i]}${next}`);

let segmenter: Intl.Segmenter | undefined;
/**
 * The words of a run of Han characters, by the platform's dictionary (`开发者模式` → 开发, 者, 模式), a
 * character it leaves alone kept with its neighbours: one-character words in a row are one word (密, 钥:
 * 密钥, a word the dictionary lacks), and one on its own belongs to the word before it (开发者), the first
 * to the word after it. A lone character would otherwise be any term starting with it.
 */
function hanWords(run: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const words: Array<{ text: string; single: boolean }> = [];
  for (const { segment } of segmenter.segment(run)) {
    const single = [...segment].length === 1;
    const last = words.at(-1);
    if (single && last?.single) last.text += segment;
    else words.push({ text: segment, single });
  }
  const joined: string[] = [];
  words.forEach(({ text }, i) => {
    const next = words[i + 1];
    if ([...text].length > 1 || words.length === 1) joined.push(text);
    else if (joined.length) joined[joined.length - 1] += text;
    else if (next) next.text = text + next.text;
  });
  return joined;
}

/** The visitor's words as terms: the Han runs cut into `words`, each word into its pairs; Latin words as they are. */
const queryTerms = (words: (run: string) => string[]) => (text: string) =>
  pieces(text).flatMap((piece) =>
    hanCharacter.test(piece) ? words(piece).flatMap((word) => pairs([...word])) : [piece],
  );

/**
 * Chinese. The text is indexed by pairs of neighbouring Han characters (and each run's last character
 * alone, so every character begins a term): a dictionary's word boundaries depend on the context and on
 * the engine's dictionary (the browser's differs from Node's), and a word it runs across would hide the
 * words inside it (`校验证书` is 校 / 验证 / 书 to ICU, so 证书 would not be found). The visitor's words
 * are cut into words by `Intl.Segmenter` (no dependency; Node and every current browser have it), each
 * word into its pairs, all required: `开发者模式` needs 开发, 发者 (开发者) and 模式, so `测试模式密钥`
 * finds a section with 测试模式 and 密钥 apart; a section with the words side by side as typed ranks
 * first. Whatever the browser's dictionary makes of the words, their terms are pairs of what was typed,
 * which the index holds wherever they occur. Latin words are the English index's.
 */
const chinese: Language = {
  options: {
    fields,
    tokenize: (text) =>
      pieces(text).flatMap((piece) => {
        if (!hanCharacter.test(piece)) return [piece];
        const characters = [...piece];
        return characters.length < 2 ? characters : [...pairs(characters), characters.at(-1) as string];
      }),
    searchOptions,
  },
  query: (words) => ({
    combineWith: 'OR',
    queries: [
      // What a section must have: each word's pairs, and the Latin words.
      { combineWith: 'AND', queries: [words], tokenize: queryTerms(hanWords) },
      // The same words side by side, as typed (every pair of the run): a section that has them ranks first.
      { combineWith: 'AND', queries: [words], tokenize: queryTerms((run) => [run]) },
    ],
  }),
  occurrences(text, terms) {
    const words = distinct(terms);
    if (!words.length) return [];
    // A Latin term where a Latin word starts (after a Han character too: `的API`); a Han term anywhere.
    const alternatives = words.map((word) =>
      hanCharacter.test(word)
        ? escapeRegExp(word)
        : `(?<!(?!\\p{sc=Han})[\\p{L}\\p{N}])${escapeRegExp(word)}`,
    );
    // Zero-width, so overlapping occurrences (开发, 者模, 模式 in 开发者模式) are all found, then joined.
    const pattern = new RegExp(`(?=(${alternatives.join('|')}))`, 'giu');
    const ranges: Array<[number, number]> = [];
    for (const match of text.matchAll(pattern)) {
      const end = match.index + (match[1] ?? '').length;
      const last = ranges.at(-1);
      if (last && match.index <= last[1]) last[1] = Math.max(last[1], end);
      else ranges.push([match.index, end]);
    }
    return ranges;
  },
  // A Chinese character says about what an English word does: a shorter window shows as much.
  excerptLength: 100,
  spaced: false,
};

const languages: Readonly<Record<DocsSearchLanguage, Language>> = { en: english, 'zh-CN': chinese };

/** The index of `sections` in `language` (a section's id is its position in the list). */
export function buildDocsSearchData(
  sections: DocsSearchSection[],
  language: DocsSearchLanguage = 'en',
): DocsSearchData {
  const search = new MiniSearch(languages[language].options);
  // The site's address in a sample is no search term: its stand-in (site.ts) is left out of the index.
  search.addAll(sections.map((section, id) => ({ id, ...section, text: withOrigin(section.text, ' ') })));
  return { language, sections, index: search.toJSON() };
}

/**
 * About the language's excerpt length of `text` around the first of `terms` (lowercase, as the index
 * keeps them), every occurrence of a term in it marked. Without an occurrence (the match was in the
 * heading), the start of the text.
 */
export function excerptOf(text: string, terms: string[], language: DocsSearchLanguage = 'en'): ExcerptPart[] {
  const { occurrences, excerptLength: length, spaced } = languages[language];
  const first = occurrences(text, terms)[0]?.[0] ?? -1;
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  if (spaced && start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (spaced && end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && (first < 0 || space > first)) end = space;
  }
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  const parts: ExcerptPart[] = [];
  let at = 0;
  for (const [from, to] of occurrences(window, terms)) {
    if (from > at) parts.push({ text: window.slice(at, from), mark: false });
    parts.push({ text: window.slice(from, to), mark: true });
    at = to;
  }
  if (at < window.length || !parts.length) parts.push({ text: window.slice(at), mark: false });
  return parts;
}

export interface DocsSearchResults {
  /** How many sections matched. */
  total: number;
  /** The best `limit` of them, best first. */
  hits: DocsSearchHit[];
}

/** A search function over the built data, in the language it was built in. */
export function docsSearcher(data: DocsSearchData) {
  const search = MiniSearch.loadJS(data.index, languages[data.language].options);
  return (query: string, limit = 10): DocsSearchResults => {
    const words = query.trim();
    if (!words) return { total: 0, hits: [] };
    const results = search.search(languages[data.language].query(words));
    const hits = results.slice(0, limit).flatMap((result) => {
      const section = data.sections[result.id as number];
      if (!section) return [];
      const { url, page, heading, text } = section;
      return [{ url, page, heading, excerpt: excerptOf(text, result.terms, data.language) }];
    });
    return { total: results.length, hits };
  };
}
