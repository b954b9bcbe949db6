import type { Plugin } from 'vite';
import { renderMarkdown } from './markdown.ts';

/** `import doc from './page.md'`: the file rendered at build time, a `RenderedDoc` (scripts/markdown.ts). */
export function markdownPlugin(): Plugin {
  return {
    name: 'markdown',
    transform(source, id) {
      if (!id.endsWith('.md')) return null;
      return { code: `export default ${JSON.stringify(renderMarkdown(source))};`, map: null };
    },
  };
}
