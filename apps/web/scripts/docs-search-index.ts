/**
 * The docs search index (decision 0043), built from the prerendered HTML of the /docs pages (and of the
 * Chinese edition's /zh/docs pages for its own index, decision 0071): the
 * page's h1 is its title, the element marked `data-docs-search-body` (the docs layout's content column) is
 * what is indexed, cut into sections at each h2/h3 that has an id (the link goes to that heading). The
 * navigation inside the content (table of contents, previous/next) is left out.
 */
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import type { DocsSearchSection } from '@app/contracts/docs-search';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const childrenOf = (node: Node): Node[] =>
  'content' in node && node.nodeName === 'template'
    ? []
    : 'childNodes' in node
      ? (node.childNodes as Node[])
      : [];

function findElement(node: Node, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of childrenOf(node)) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return childrenOf(node).map(textOf).join('');
}

const blocks = new Set(
  'p li td th tr div pre h1 h2 h3 h4 h5 h6 table ul ol dl dt dd section article figure figcaption blockquote caption'.split(
    ' ',
  ),
);

/** Elements whose text is not the page's content. */
const skipped = new Set(['nav', 'script', 'style', 'template', 'svg', 'button']);

/** The sections of one prerendered docs page (`path` is its route). */
export function docsSearchSections(html: string, path: string): DocsSearchSection[] {
  const document = parse(html);
  const h1 = findElement(document, (el) => el.tagName === 'h1');
  const body = findElement(document, (el) => attr(el, 'data-docs-search-body') !== undefined);
  if (!h1 || !body) throw new Error(`${path}: no h1 or no data-docs-search-body element to index`);
  const page = collapse(textOf(h1));
  const sections: DocsSearchSection[] = [];
  let current: DocsSearchSection = { url: path, page, heading: page, text: '' };
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      current.text += (node as DefaultTreeAdapterMap['textNode']).value;
      return;
    }
    if (!isElement(node) || skipped.has(node.tagName) || attr(node, 'aria-hidden') === 'true') return;
    const id = attr(node, 'id');
    if ((node.tagName === 'h2' || node.tagName === 'h3') && id) {
      sections.push(current);
      current = { url: `${path}#${id}`, page, heading: collapse(textOf(node)), text: '' };
      return;
    }
    for (const child of childrenOf(node)) walk(child);
    // Block boundaries become spaces, so the words of two cells or paragraphs never run together.
    if (blocks.has(node.tagName)) current.text += ' ';
  };
  walk(body);
  sections.push(current);
  return sections
    .map((section) => ({ ...section, text: collapse(section.text) }))
    .filter((section) => section.text !== '' || section.url.includes('#'));
}
