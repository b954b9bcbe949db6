/**
 * A few DOM-like helpers over parse5's default tree, for filling a prerendered page on the server.
 * parse5 parses and serializes as browsers do (text and attribute values are escaped on output), so
 * values set here are never read back as markup.
 */
import { defaultTreeAdapter as tree, html, type DefaultTreeAdapterTypes } from 'parse5';

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;

function isElement(node: HtmlNode): node is HtmlElement {
  return tree.isElementNode(node);
}

/** Every element under `root`, in document order. */
export function* elements(root: HtmlNode): Generator<HtmlElement> {
  const children = 'childNodes' in root ? root.childNodes : [];
  for (const child of children) {
    if (isElement(child)) {
      yield child;
      yield* elements(child);
    }
  }
}

export function find(root: HtmlNode, test: (el: HtmlElement) => boolean): HtmlElement | undefined {
  for (const el of elements(root)) if (test(el)) return el;
  return undefined;
}

export function getAttr(el: HtmlElement, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function setAttr(el: HtmlElement, name: string, value: string): void {
  const existing = el.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else el.attrs.push({ name, value });
}

export function removeAttr(el: HtmlElement, name: string): void {
  el.attrs = el.attrs.filter((a) => a.name !== name);
}

/** Replaces the element's children with one text node. */
export function setText(el: HtmlElement, text: string): void {
  for (const child of [...el.childNodes]) tree.detachNode(child);
  if (text !== '') tree.insertText(el, text);
}

export function textOf(el: HtmlNode): string {
  if (tree.isTextNode(el)) return el.value;
  return 'childNodes' in el ? el.childNodes.map(textOf).join('') : '';
}

/** A new HTML element with attributes and, optionally, text or child elements (strings are text nodes). */
export function createElement(
  tagName: string,
  attrs: Record<string, string>,
  content: string | Array<HtmlElement | string> = [],
): HtmlElement {
  const el = tree.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
  if (typeof content === 'string') setText(el, content);
  else
    for (const child of content) {
      if (typeof child === 'string') tree.insertText(el, child);
      else tree.appendChild(el, child);
    }
  return el;
}

function remove(el: HtmlElement): void {
  tree.detachNode(el);
}

export function prepend(parent: HtmlElement, child: HtmlElement): void {
  const first = parent.childNodes[0];
  if (first) tree.insertBefore(parent, child, first);
  else tree.appendChild(parent, child);
}

export function append(parent: HtmlElement, child: HtmlElement): void {
  tree.appendChild(parent, child);
}

/** Inserts `child` right after `sibling`. */
export function insertAfter(sibling: HtmlElement, child: HtmlElement): void {
  const parent = sibling.parentNode;
  if (!parent) return;
  const next = parent.childNodes[parent.childNodes.indexOf(sibling) + 1];
  if (next) tree.insertBefore(parent, child, next);
  else tree.appendChild(parent, child);
}

/** The nearest ancestor of `el` (not `el` itself) with `tagName`. */
export function closest(el: HtmlElement, tagName: string): HtmlElement | undefined {
  let node = el.parentNode;
  while (node && isElement(node)) {
    if (node.tagName === tagName) return node;
    node = node.parentNode;
  }
  return undefined;
}

/**
 * Replaces every `{{key}}` in the text under `root` with `values[key]` (text, escaped on output). A key
 * without a value is left as is, so a template and its filler that drift apart show up in tests.
 */
export function fillPlaceholders(root: HtmlNode, values: Readonly<Record<string, string>>): void {
  const children = 'childNodes' in root ? root.childNodes : [];
  for (const child of children) {
    if (tree.isTextNode(child)) {
      child.value = child.value.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
    } else fillPlaceholders(child, values);
  }
}

/** Replaces the element's children with `children`. */
export function replaceChildren(el: HtmlElement, children: HtmlElement[]): void {
  for (const child of [...el.childNodes]) tree.detachNode(child);
  for (const child of children) tree.appendChild(el, child);
}

/**
 * Takes out a built page's module scripts and their preloads: a page filled on the server is complete
 * HTML, and React would otherwise hydrate over what the server put in.
 */
export function removeModuleScripts(document: HtmlNode): void {
  for (const el of [...elements(document)]) {
    const moduleScript = el.tagName === 'script' && getAttr(el, 'type') === 'module';
    const preload = el.tagName === 'link' && getAttr(el, 'rel') === 'modulepreload';
    if (moduleScript || preload) remove(el);
  }
}
