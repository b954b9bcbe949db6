/** Markdown files, rendered at build time by scripts/markdown-plugin.ts. */
declare module '*.md' {
  import type { RenderedDoc } from '../scripts/markdown.ts';

  const doc: RenderedDoc;
  export default doc;
}
