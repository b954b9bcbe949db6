/**
 * The docs search's code and index, loaded when the visitor first focuses or types in the search box
 * (never with the page): MiniSearch, the shared query code and the index the build wrote.
 */
import { docsSearcher, docsSearchIndexPath, type DocsSearchData } from '@app/contracts/docs-search';

export type DocsSearch = ReturnType<typeof docsSearcher>;

export async function loadDocsSearch(): Promise<DocsSearch> {
  const response = await fetch(docsSearchIndexPath);
  if (!response.ok) throw new Error(`docs search index: HTTP ${response.status}`);
  return docsSearcher((await response.json()) as DocsSearchData);
}
