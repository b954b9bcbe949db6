/**
 * The server entry (built to dist-ssr/entry-server.js): the route list for the prerenderer, and the site
 * renderer that both the prerenderer and the server (per request, decision 0046) make their HTML with.
 */
import type { ServerEntry } from '@app/contracts/server-pages';
import { createSiteRenderer } from './ssr/site-renderer.tsx';

export { redirects, routes } from './app/routes.ts';
export { createSiteRenderer };

/** What the server loads: the renderer of the pages it renders on each request. */
export const createPageRenderer: ServerEntry['createPageRenderer'] = createSiteRenderer;
