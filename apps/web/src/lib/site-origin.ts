/**
 * The site's own address in the browser and in prerendering (decision 0054). The build cannot know it
 * (it is the server's PUBLIC_URL), so prerendered HTML carries the stand-in `siteOriginPlaceholder`, which
 * the server replaces at start, also in the page's `<meta name="site-origin">` (index.html): what the
 * browser reads here, so that pages the app renders (after a link is followed) and islands that hydrate
 * write the same address as the server's HTML.
 */
import { siteOriginPlaceholder, withOrigin } from '@app/contracts/site';

/** The site's origin: the stand-in while prerendering, the page's announced origin in the browser. */
export function siteOrigin(): string {
  if (typeof document === 'undefined') return siteOriginPlaceholder;
  const announced = document.querySelector<HTMLMetaElement>('meta[name="site-origin"]')?.content;
  // Vite's development server sends index.html as it is, stand-in and all: there the page's origin is the site's.
  return announced && announced !== siteOriginPlaceholder ? announced : window.location.origin;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text (a code sample, an address) with the site's origin where the stand-in stands. */
export const withSiteOrigin = (text: string): string => withOrigin(text, siteOrigin());

/** HTML (the docs' build-time Markdown) with the site's origin, escaped, where the stand-in stands. */
export const withSiteOriginHtml = (html: string): string => withOrigin(html, escapeHtml(siteOrigin()));
