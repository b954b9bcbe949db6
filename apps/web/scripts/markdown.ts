/**
 * The docs' Markdown, rendered at build time (the Vite plugin in markdown-plugin.ts) with markdown-it:
 * raw HTML in a file is escaped, never passed through (`html: false`), and code is escaped by the fence
 * renderer. Headings get ids for the table of contents. The same parse lists the code samples that call
 * the API, which a server test runs against a real server (apps/server/test/docs-samples.test.ts).
 */
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

export interface DocHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedDoc {
  /** The file's one `# heading`, shown as the page title (not repeated in `html`). */
  title: string;
  /** The first paragraph as plain text: the page's lead (not repeated in `html`). */
  description: string;
  html: string;
  headings: DocHeading[];
}

/**
 * A fenced block whose info string says how the API answers it: ```` ```sh status=200 ```` or
 * ```` ```js status=403 key=read ```` (`key`: the permission of the key it runs with; admin if absent).
 */
export interface CodeSample {
  lang: string;
  code: string;
  status: number;
  key: string;
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

// Code blocks and tables may scroll sideways on a phone: keyboard users reach them with Tab. Code blocks
// get a Copy button from script (apps/web/src/lib/code-copy.ts).
const defaultFence = markdown.renderer.rules.fence!;
markdown.renderer.rules.fence = (tokens, index, options, env, self) =>
  defaultFence(tokens, index, options, env, self).replace(/^<pre>/, '<pre tabindex="0" data-copy-code="">');
markdown.renderer.rules.table_open = () => '<table tabindex="0">\n';

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const inlineText = (token: Token | undefined): string =>
  (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');

/** Parses `lang key=value …` of a fence's info string. */
function fenceInfo(info: string): { lang: string; attrs: Record<string, string> } {
  const [lang = '', ...rest] = info.trim().split(/\s+/);
  return { lang, attrs: Object.fromEntries(rest.map((part) => part.split('=', 2) as [string, string])) };
}

/**
 * `source` rendered. `headingIds`: the ids its h2/h3 headings take, in order, instead of ids made from
 * their text: a translation's headings take its English original's (`#rolling-a-key` is the same section
 * in every language, and a Chinese heading has no Latin letters to make an id of).
 */
export function renderMarkdown(source: string, headingIds?: readonly string[]): RenderedDoc {
  const tokens = markdown.parse(source, {});
  let title = '';
  let description = '';
  const headings: DocHeading[] = [];
  const used = new Set<string>();
  const body: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    if (token.type === 'heading_open' && token.tag === 'h1') {
      title = inlineText(tokens[i + 1]);
      i += 2; // the inline content and heading_close
      continue;
    }
    if (token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')) {
      const text = inlineText(tokens[i + 1]);
      let id = headingIds ? (headingIds[headings.length] ?? '') : slugify(text);
      if (!id) throw new Error(`The heading “${text}” has no id (more headings than the original's?)`);
      for (let n = 2; used.has(id); n += 1) id = `${slugify(text)}-${n}`;
      used.add(id);
      token.attrSet('id', id);
      headings.push({ id, text, level: token.tag === 'h2' ? 2 : 3 });
    }
    if (!description && token.type === 'paragraph_open') {
      // The first paragraph is the page's lead, shown above the text (not repeated in it).
      description = inlineText(tokens[i + 1]);
      i += 2;
      continue;
    }
    if (token.type === 'fence') token.info = fenceInfo(token.info).lang;
    body.push(token);
  }
  if (!title) throw new Error('A doc needs one `# title` line');
  if (headingIds && headingIds.length !== headings.length)
    throw new Error(`${headings.length} headings where the original has ${headingIds.length}`);
  return { title, description, html: markdown.renderer.render(body, markdown.options, {}), headings };
}

/** The API samples of a Markdown file: its fences that declare a `status`. */
export function codeSamples(source: string): CodeSample[] {
  return markdown
    .parse(source, {})
    .filter((token) => token.type === 'fence')
    .map((token) => ({ ...fenceInfo(token.info), code: token.content }))
    .filter(({ attrs }) => attrs.status !== undefined)
    .map(({ lang, attrs, code }) => ({
      lang,
      code,
      status: Number(attrs.status),
      key: attrs.key ?? 'admin',
    }));
}
