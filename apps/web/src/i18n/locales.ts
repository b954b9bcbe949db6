/**
 * The site's languages and where each page lives in them (decision 0063). English is the spec's site, at
 * its paths; the Chinese edition of the developer site lives under `/zh`, one twin per translated page.
 * A page has a Chinese twin only when it is listed in `zhPaths`: links switch language only to pages that
 * exist (a CN link never leads to a 404), and the catalogue check (catalogue.test.ts) makes sure every
 * text those pages show is translated.
 */
import { docPath, docSlugs } from '../content/doc-slugs.ts';

export type Locale = 'en' | 'zh-CN';

/** The path prefix of the Chinese edition. */
const zhPrefix = '/zh';

/** The English paths whose page exists in Chinese, at `/zh` + the path. */
export const zhPaths: readonly string[] = [
  '/developers',
  '/sdk/cxr-m',
  '/sdk/cxr-s',
  '/yodaos-sprite',
  '/faq',
  '/become-developer',
  '/become-developer/submitted',
  '/developers/sign-in',
  '/developers/set-password',
  '/developers/forgot-password',
  '/developers/confirm-email',
  // A signed-in page like /console: served the app's shell, never prerendered nor in the sitemap.
  '/console',
  // The docs: their home, every guide, the API reference (not the search results page: it searches the
  // English docs, and the Chinese search box says so).
  '/docs',
  ...docSlugs.map(docPath),
  '/docs/api',
];

const zhPathSet = new Set(zhPaths);

/** The `hreflang` of each locale (BCP 47), as `<html lang>` and the alternates say it. */
export const htmlLang: Readonly<Record<Locale, string>> = { en: 'en', 'zh-CN': 'zh-CN' };

/** The locale a path is in: `/zh` and below are Chinese, everything else English. */
export const localeOfPath = (path: string): Locale =>
  path === zhPrefix || path.startsWith(`${zhPrefix}/`) ? 'zh-CN' : 'en';

/** The English path of a page in either edition (`/zh/faq` → `/faq`). */
const englishPath = (path: string): string =>
  localeOfPath(path) === 'zh-CN' ? path.slice(zhPrefix.length) || '/' : path;

/** True when the page at the English path `path` has a Chinese twin. */
const hasZhTwin = (path: string): boolean => zhPathSet.has(englishPath(path));

/** The Chinese twin's path of an English path that has one. */
export const zhPath = (path: string): string => `${zhPrefix}${englishPath(path)}`;

/**
 * The path of the page `path` (either edition) in `locale`, or undefined when that page does not exist
 * in it (no link is then offered).
 */
export function pathIn(locale: Locale, path: string): string | undefined {
  const english = englishPath(path);
  if (locale === 'en') return english;
  return hasZhTwin(english) ? zhPath(english) : undefined;
}

/**
 * A site link as a page in `locale` shows it: on a Chinese page, an internal path with a Chinese twin
 * goes to the twin (the query and `#anchor` kept); every other link is left as written (an English page,
 * an external address), so a link never leads to a page that does not exist.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] ?? href;
  const rest = match?.[2] ?? '';
  if (localeOfPath(path) === 'zh-CN' || !hasZhTwin(path)) return href;
  return zhPath(path) + rest;
}

/**
 * The language a visitor's browser prefers first among the site's (for the suggestion to switch): the
 * first of `languages` (navigator.languages, or an Accept-Language header's tags by weight) that is
 * Chinese or English; undefined when none is.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const lower = tag.trim().toLowerCase();
    if (lower === 'zh' || lower.startsWith('zh-')) {
      // Traditional-script Chinese readers are offered the simplified edition too: it is the one there is.
      return 'zh-CN';
    }
    if (lower === 'en' || lower.startsWith('en-')) return 'en';
  }
  return undefined;
}

/**
 * `localizeHref` for every link of a piece of HTML (a docs guide, rendered from Markdown at build time):
 * on a Chinese page its links to pages that exist in Chinese go to the twins.
 */
export const localizeHtmlLinks = (html: string, locale: Locale): string =>
  locale === 'en'
    ? html
    : html.replace(/ href="([^"]*)"/g, (_, href: string) => ` href="${localizeHref(href, locale)}"`);
