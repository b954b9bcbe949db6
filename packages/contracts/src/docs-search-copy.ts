/**
 * The docs search's texts, shared by the search box (apps/web, with JavaScript) and the /docs/search page
 * the server fills (without JavaScript), so both say the same thing. No imports: the search box's island
 * reads these without loading the search code.
 */
export const docsSearchCopy = {
  label: 'Search the docs',
  placeholder: 'Search guides and the API reference',
  button: 'Search',
  pageTitle: 'Search the docs',
  pageLead: 'Search every guide and the API reference.',
  pageDescription: 'Search the developer guides and the API reference.',
  resultsHeading: 'Results',
  loading: 'Loading search…',
  failed: 'Search could not load. Press Enter to search on the results page.',
  empty: 'Type a word to search the guides and the API reference.',
  allResults: 'See all results',
  /** The line above the results: announced by the live region as the visitor types. */
  count: (count: number, query: string) =>
    count === 0
      ? `No results for “${query}”. Try other words, or browse the guides.`
      : `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`,
};
