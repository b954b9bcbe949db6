/**
 * The web build's page renderer (decision 0046): the server entry the web build writes beside the built
 * site (`apps/web/dist-ssr`), holding React and the site's components. The server renders the pages it
 * answers with data (the App Store, the docs search results, a form page answering a refused post) with it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withSiteOrigin } from './site-origin.ts';
import { serverEntryFile, type PageRenderer, type ServerEntry } from '@app/contracts/server-pages';

/**
 * The renderer of the built site in `webDist`; undefined without a build (an API-only server, API tests).
 * Its pages name the site by `origin` (PUBLIC_URL's), put where the components wrote the build's stand-in,
 * as in the prerendered pages the server sends (decision 0054).
 */
export async function loadPageRenderer(
  webDist: string | undefined,
  origin: string,
): Promise<PageRenderer | undefined> {
  if (!webDist) return undefined;
  const file = join(webDist, serverEntryFile);
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  const renderer = entry.createPageRenderer(webDist);
  return {
    async renderPage(path, page) {
      const html = await renderer.renderPage(path, page);
      return html === undefined ? undefined : withSiteOrigin(html, origin, 'html');
    },
  };
}
