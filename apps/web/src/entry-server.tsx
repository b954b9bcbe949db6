import { renderToString } from 'react-dom/server';
import { App } from './app/app.tsx';
import { matchRoute } from './app/match-route.ts';
import { notFoundPage, redirects, routes } from './app/routes.ts';
import { renderHeadTags, type HeadCollector } from './lib/head.tsx';

export { redirects, routes };

/** Renders one route to HTML for the prerenderer. */
export async function render(path: string): Promise<{ html: string; head: string; noindex: boolean }> {
  await (matchRoute(path)?.page ?? notFoundPage).preload();
  const collector: HeadCollector = {};
  const html = renderToString(<App ssr={{ path, head: collector }} />);
  if (!collector.head) throw new Error(`${path}: the page did not call usePageHead`);
  return { html, head: renderHeadTags(collector.head), noindex: Boolean(collector.head.noindex) };
}
