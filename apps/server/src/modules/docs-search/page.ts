/**
 * `/docs/search`: the template the web build writes (`dist/_templates/docs-search.html`, the docs layout
 * with a search form) filled with the results for the visitor's words. Every value goes in as a text node
 * or an attribute of a parse5 tree, escaped when serialized. Tailwind finds the classes below through the
 * `@source` line in apps/web/src/styles.css.
 */
import { parse, serialize } from 'parse5';
import type { DocsSearchResults } from '@app/contracts/docs-search';
import { docsSearchCopy as copy } from '@app/contracts/docs-search-copy';
import { brand } from '@app/contracts/site';
import {
  createElement,
  fillPlaceholders,
  find,
  getAttr,
  replaceChildren,
  setAttr,
  setText,
  type HtmlElement,
} from '../../lib/html-tree.ts';

function resultItem(hit: DocsSearchResults['hits'][number]): HtmlElement {
  return createElement('li', {}, [
    createElement(
      'a',
      {
        href: hit.url,
        class:
          'group block rounded-xl border border-slate-200 p-4 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      },
      [
        createElement(
          'span',
          { class: 'block font-semibold text-brand-700 group-hover:underline' },
          hit.heading,
        ),
        ...(hit.heading !== hit.page
          ? [createElement('span', { class: 'block text-xs text-slate-500' }, hit.page)]
          : []),
        createElement(
          'span',
          { class: 'mt-1 block text-sm leading-6 text-slate-700' },
          hit.excerpt.map((part) =>
            part.mark
              ? createElement('mark', { class: 'rounded-sm bg-amber-100 px-0.5 text-slate-900' }, part.text)
              : part.text,
          ),
        ),
      ],
    ),
  ]);
}

/** The results page for `query` ('' shows the form and a hint). */
export function docsSearchPage(template: string, query: string, results: DocsSearchResults): string {
  const document = parse(template);
  if (query) {
    const titleEl = find(document, (el) => el.tagName === 'title');
    if (titleEl) setText(titleEl, `${query} · ${copy.pageTitle} | ${brand.name}`);
  }
  const input = find(document, (el) => el.tagName === 'input' && getAttr(el, 'name') === 'q');
  if (input) setAttr(input, 'value', query);
  fillPlaceholders(document, { count: query ? copy.count(results.total, query) : copy.empty });
  const list = find(document, (el) => getAttr(el, 'data-slot') === 'results');
  if (list) replaceChildren(list, results.hits.map(resultItem));
  return serialize(document);
}
