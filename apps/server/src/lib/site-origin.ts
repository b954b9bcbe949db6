/**
 * The site's origin (PUBLIC_URL's) put where the build wrote the stand-in (`siteOriginPlaceholder`,
 * decision 0054), escaped for the text it goes into. config.ts admits only origins whose characters need
 * no escaping anywhere; the escaping here keeps each context correct on its own all the same.
 */
import { withOrigin } from '@app/contracts/site';

export type TextContext = 'html' | 'xml' | 'json' | 'text';

const markupEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const escapes: Record<TextContext, (origin: string) => string> = {
  html: markupEscape,
  xml: markupEscape,
  // Inside a JSON string: JSON.stringify's escaping, without the quotes around it.
  json: (origin) => JSON.stringify(origin).slice(1, -1),
  text: (origin) => origin,
};

/** `text` (a built page, the sitemap, robots.txt, a JSON file) with the site's origin in place. */
export const withSiteOrigin = (text: string, origin: string, context: TextContext): string =>
  withOrigin(text, escapes[context](origin));

/** The context a built file's text is in, from its name. */
export function contextOf(file: string): TextContext {
  if (file.endsWith('.html')) return 'html';
  if (file.endsWith('.xml')) return 'xml';
  if (file.endsWith('.json')) return 'json';
  return 'text';
}
