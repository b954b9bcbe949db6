/**
 * Head management: each page declares its title and description with `usePageHead`. During prerendering
 * the values are collected into a context and written into the HTML; in the browser they are applied
 * to the document after render (deferred, like the spec's head manager), with text escaped on output.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { brand } from '../site.ts';
import { siteOrigin } from './site-origin.ts';
import { pathIn } from '../i18n/locales.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Keep search engines away (admin, portal, console). */
  noindex?: boolean;
}

export interface HeadCollector {
  head?: PageHead & { path: string };
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({
  collector,
  children,
}: {
  collector: HeadCollector | null;
  children: ReactNode;
}) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

/** The document title: the home page's title as it is (it leads with the brand), others with the brand appended. */
export const fullTitle = (title: string, path: string) => (path === '/' ? title : `${title} | ${brand.name}`);

export function usePageHead(head: PageHead): void {
  const collector = useContext(HeadContext);
  const [path] = useLocation();
  if (collector) collector.head = { ...head, path };
  useEffect(() => {
    document.title = fullTitle(head.title, path);
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', fullTitle(head.title, path));
    setMeta('property', 'og:description', head.description);
    setMeta('property', 'og:url', siteOrigin() + path);
    setMeta('name', 'robots', head.noindex ? 'noindex, nofollow' : 'index, follow');
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = siteOrigin() + path;
    // The page's editions (decision 0063), as the server wrote them for the page loaded first.
    for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
    const english = pathIn('en', path);
    const chinese = pathIn('zh-CN', path);
    if (english && chinese) {
      const tags = [
        ['en', english],
        ['zh-CN', chinese],
        ['x-default', english],
      ] as const;
      for (const [hreflang, href] of tags) {
        const link = document.createElement('link');
        link.rel = 'alternate';
        link.hreflang = hreflang;
        link.href = siteOrigin() + href;
        document.head.append(link);
      }
    }
  }, [head.title, head.description, head.noindex, path]);
}

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface HeadOptions {
  /** The page answers a refused form post: its title says so first (WCAG 3.3.1). */
  error?: boolean;
  /**
   * The site's origin: by default (while prerendering, or rendering on a request) the build's stand-in,
   * which the server replaces in what it sends (decision 0054); a renderer that knows the address passes it.
   */
  origin?: string;
  /**
   * The page's editions in each language (decision 0063), for `hreflang` alternates (English is also
   * `x-default`); empty for a page in one language only.
   */
  alternates?: ReadonlyArray<{ locale: string; path: string }>;
}

/** The `<link rel="alternate" hreflang>` tags of a page that exists in several languages. */
function alternateLinks(
  alternates: ReadonlyArray<{ locale: string; path: string }>,
  origin: string,
): string[] {
  const english = alternates.find((alternate) => alternate.locale === 'en');
  return [
    ...alternates.map(
      ({ locale, path }) =>
        `<link rel="alternate" hreflang="${escapeHtml(locale)}" href="${escapeHtml(origin + path)}" />`,
    ),
    ...(english
      ? [`<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + english.path)}" />`]
      : []),
  ];
}

/** The `<head>` tags of a page rendered on the server (prerendered, or on a request). */
export function renderHeadTags(head: PageHead & { path: string }, options: HeadOptions = {}): string {
  const origin = options.origin ?? siteOrigin();
  const pageTitle = escapeHtml(fullTitle(head.title, head.path));
  const title = options.error ? `Error: ${pageTitle}` : pageTitle;
  const description = escapeHtml(head.description);
  const url = escapeHtml(origin + head.path);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...alternateLinks(options.alternates ?? [], origin),
    `<meta name="robots" content="${head.noindex ? 'noindex, nofollow' : 'index, follow'}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:title" content="${pageTitle}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
}
