/**
 * Reading the HTML the server renders with React (every attribute value double-quoted, text escaped), for
 * tests: start tags, attributes and the text of an element, without a DOM.
 */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Attributes = Record<string, string>;

function attributesOf(tag: string): Attributes {
  const attributes: Attributes = {};
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const [, name, value] of body.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
    if (name) attributes[name] = unescape(value ?? '');
  }
  return attributes;
}

/** The attributes of every start tag of `tagName` (a pattern: `input|select`) that has `name="value"`. */
export function tagsWith(html: string, tagName: string, name: string, value: string): Attributes[] {
  const pattern = new RegExp(`<(?:${tagName})\\b[^>]*\\b${name}="${escapeRegExp(value)}"[^>]*>`, 'g');
  return [...html.matchAll(pattern)].map(([tag]) => attributesOf(tag));
}

/** The attributes of the form control named `name` (the first, for a group). */
export function controlOf(html: string, name: string): Attributes {
  const [control] = tagsWith(html, 'input|select|textarea', 'name', name);
  if (!control) throw new Error(`no control named ${name}`);
  return control;
}

/** The text of the element with `id` (its descendants' text, tags left out). */
export function textById(html: string, id: string): string | undefined {
  const match = new RegExp(`<(\\w+)\\b[^>]*\\bid="${escapeRegExp(id)}"[^>]*>(.*?)</\\1>`, 's').exec(html);
  return match ? unescape((match[2] ?? '').replace(/<[^>]*>/g, '')) : undefined;
}

/** The text of the first element `tagName` with `name="value"` (a text area's content). */
export function textOf(html: string, tagName: string, name: string, value: string): string | undefined {
  const pattern = new RegExp(
    `<${tagName}\\b[^>]*\\b${name}="${escapeRegExp(value)}"[^>]*>(.*?)</${tagName}>`,
    's',
  );
  const match = pattern.exec(html);
  return match ? unescape((match[1] ?? '').replace(/<[^>]*>/g, '')) : undefined;
}

/** The value of the option selected in the select named `name`. */
export function selectedOption(html: string, name: string): string | undefined {
  const select = textOfRaw(html, name);
  const option = select && /<option\b[^>]*\bselected=""[^>]*>/.exec(select)?.[0];
  return option ? attributesOf(option).value : undefined;
}

const textOfRaw = (html: string, name: string) =>
  new RegExp(`<select\\b[^>]*\\bname="${escapeRegExp(name)}"[^>]*>(.*?)</select>`, 's').exec(html)?.[1];
