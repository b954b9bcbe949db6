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
  // The docs: their home, every guide, the API reference, and the search results page (rendered by the
  // server from the Chinese edition's own index, decision 0071; like /docs/search, not in the sitemap).
  '/docs',
  ...docSlugs.map(docPath),
  '/docs/api',
  '/docs/search',
  '/companion-app',
];

/**
 * The App Store's pages (rendered by the server from the database on each request, decision 0046) exist in
 * Chinese too, as the store's Chinese edition (decision 0067): these routes are routes of both editions.
 * The list's twin always exists; an app's page only when the app's current version is filed for mainland
 * China, a developer's page only when one of their apps is (the Chinese store lists filed apps only,
 * decision 0064). Whether such a page's twin exists is for the page being rendered to say, from its data
 * (`twin` of `pathIn`; the renderer reads it from the page's data: i18n/store-editions.ts). Without its
 * word there is no twin: a link never leads to a page that does not exist.
 */
export const zhStorePaths: readonly string[] = [
  '/app-store',
  '/app-store/:slug',
  '/app-store/developers/:slug',
];

/** An English path of a store page whose Chinese twin exists by its data (an app's, a developer's). */
const storeDataPage = /^\/app-store\/(?:developers\/)?[^/]+$/;

const zhPathSet = new Set(zhPaths);

/** The `hreflang` of each locale (BCP 47), as `<html lang>` and the alternates say it. */
export const htmlLang: Readonly<Record<Locale, string>> = { en: 'en', 'zh-CN': 'zh-CN' };

/** The locale a path is in: `/zh` and below are Chinese, everything else English. */
export const localeOfPath = (path: string): Locale =>
  path === zhPrefix || path.startsWith(`${zhPrefix}/`) ? 'zh-CN' : 'en';

/** The English path of a page in either edition (`/zh/faq` → `/faq`). */
const englishPath = (path: string): string =>
  localeOfPath(path) === 'zh-CN' ? path.slice(zhPrefix.length) || '/' : path;

/**
 * True when the page at the English path `path` has a Chinese twin; `twin`: what a store page's data say
 * about it (a page whose twin exists by its data has none without it).
 */
function hasZhTwin(path: string, twin?: boolean): boolean {
  const english = englishPath(path);
  return zhPathSet.has(english) || english === '/app-store' || (twin === true && storeDataPage.test(english));
}

/** The Chinese twin's path of an English path that has one. */
export const zhPath = (path: string): string => `${zhPrefix}${englishPath(path)}`;

/**
 * The path of the page `path` (either edition) in `locale`, or undefined when that page does not exist
 * in it (no link is then offered). `twin`: whether a store page has its Chinese twin, as its data say
 * (`zhStorePaths`); a Chinese page's English twin always exists (the Chinese store is part of the English).
 */
export function pathIn(locale: Locale, path: string, twin?: boolean): string | undefined {
  const english = englishPath(path);
  if (locale === 'en') return english;
  return hasZhTwin(english, twin) ? zhPath(english) : undefined;
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
