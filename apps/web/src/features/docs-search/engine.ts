/**
 * The docs search's code and index, loaded when the visitor first focuses or types in the search box
 * (never with the page): MiniSearch, the shared query code and the index the build wrote for the page's
 * language (the Chinese edition's own, decision 0071).
 */
import { docsSearcher, docsSearchIndexPaths, type DocsSearchData } from '@app/contracts/docs-search';
import type { Locale } from '../../i18n/locales.ts';

export type DocsSearch = ReturnType<typeof docsSearcher>;

export async function loadDocsSearch(locale: Locale): Promise<DocsSearch> {
  const response = await fetch(docsSearchIndexPaths[locale]);
  if (!response.ok) throw new Error(`docs search index: HTTP ${response.status}`);
  return docsSearcher((await response.json()) as DocsSearchData);
}
