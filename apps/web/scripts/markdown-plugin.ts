import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { renderMarkdown } from './markdown.ts';

/**
 * The English original of a translated file: a translation lives in a folder named after its language
 * beside the original (`docs/zh-CN/webhooks.md` translates `docs/webhooks.md`); undefined for an original.
 */
const originalOf = (file: string): string | undefined =>
  /^(.*)\/zh-CN\/([^/]+\.md)$/.exec(file)?.slice(1).join('/');

/**
 * `import doc from './page.md'`: the file rendered at build time, a `RenderedDoc` (scripts/markdown.ts).
 * A translation's headings take the ids of its original's, in order (the build fails when their numbers
 * differ), so an anchor names the same section in every language.
 */
export function markdownPlugin(): Plugin {
  return {
    name: 'markdown',
    transform(source, id) {
      if (!id.endsWith('.md')) return null;
      const original = originalOf(id);
      let headingIds: string[] | undefined;
      if (original) {
        this.addWatchFile(original);
        headingIds = renderMarkdown(readFileSync(original, 'utf8')).headings.map((heading) => heading.id);
      }
      return { code: `export default ${JSON.stringify(renderMarkdown(source, headingIds))};`, map: null };
    },
  };
}
