/**
 * Search of the developer docs (decision 0043): an index of the prerendered /docs pages built at
 * build time (apps/web/scripts/docs-search-index.ts) with MiniSearch, and the query that reads it. The same
 * code answers in the browser (the search box loads it at first focus) and on the server (/docs/search,
 * the page a search without JavaScript lands on), so both give the same results.
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { withOrigin } from './site';

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

/** What the build writes to `dist/docs-search-index.json`. */
export interface DocsSearchData {
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

/** The index's path in the built site. */
export const docsSearchIndexPath = '/docs-search-index.json';

const options: Options<{ id: number; page: string; heading: string; text: string }> = {
  fields: ['page', 'heading', 'text'],
  searchOptions: { boost: { heading: 3, page: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
};

/** The index of `sections` (a section's id is its position in the list). */
export function buildDocsSearchData(sections: DocsSearchSection[]): DocsSearchData {
  const search = new MiniSearch(options);
  // The site's address in a sample is no search term: its stand-in (site.ts) is left out of the index.
  search.addAll(sections.map((section, id) => ({ id, ...section, text: withOrigin(section.text, ' ') })));
  return { sections, index: search.toJSON() };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * About `length` characters of `text` around the first of `terms` (lowercase, as the index keeps them),
 * every occurrence of a term in it marked. Without an occurrence (the match was in the heading), the
 * start of the text.
 */
export function excerptOf(text: string, terms: string[], length = 180): ExcerptPart[] {
  const words = [...new Set(terms)].filter(Boolean).sort((a, b) => b.length - a.length);
  const pattern = words.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escapeRegExp).join('|')})`, 'giu')
    : null;
  const first = pattern ? text.search(pattern) : -1;
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && (first < 0 || space > first)) end = space;
  }
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  if (!pattern) return [{ text: window, mark: false }];
  return window
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, mark: words.includes(part.toLowerCase()) }));
}

export interface DocsSearchResults {
  /** How many sections matched. */
  total: number;
  /** The best `limit` of them, best first. */
  hits: DocsSearchHit[];
}

/** A search function over the built data. */
export function docsSearcher(data: DocsSearchData) {
  const search = MiniSearch.loadJS(data.index, options);
  return (query: string, limit = 10): DocsSearchResults => {
    const words = query.trim();
    if (!words) return { total: 0, hits: [] };
    const results = search.search(words);
    const hits = results.slice(0, limit).flatMap((result) => {
      const section = data.sections[result.id as number];
      if (!section) return [];
      const { url, page, heading, text } = section;
      return [{ url, page, heading, excerpt: excerptOf(text, result.terms) }];
    });
    return { total: results.length, hits };
  };
}
