/**
 * `/docs/search?q=`: rendered by the server for each request with the results for the visitor's words
 * (decision 0046): the docs search without JavaScript, and the "See all results" page with it. Its Chinese
 * twin `/zh/docs/search` shows the results of the Chinese edition's index in Chinese (decision 0071).
 */
import { buttonClass } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/form-field.tsx';
import { limits } from '@app/contracts/limits';
import { docsSearchCopy as docsSearchCopyEn, docsSearchPath } from '../../content/docs.ts';
import { DocsLayout } from '../../features/developers/docs-layout.tsx';
import type { DocsSearchHit } from '@app/contracts/docs-search';
import type { DocsSearchPageData } from '@app/contracts/server-pages';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { localizeHref } from '../../i18n/locales.ts';
import { usePageHead } from '../../lib/head.tsx';
import { useServerPage } from '../../lib/server-page.tsx';

function Result({ hit }: { hit: DocsSearchHit }) {
  return (
    <li>
      <a
        href={hit.url}
        className="group block rounded-xl border border-slate-200 p-4 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="block font-semibold text-brand-700 group-hover:underline">{hit.heading}</span>
        {hit.heading !== hit.page && <span className="block text-xs text-slate-500">{hit.page}</span>}
        <span className="mt-1 block text-sm leading-6 text-slate-700">
          {hit.excerpt.map((part, index) =>
            part.mark ? (
              <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </span>
      </a>
    </li>
  );
}

/** The results page for `query` ('' shows the form and a hint). */
export function DocsSearchPage({ data: { query, results } }: { data: DocsSearchPageData }) {
  const copy = useContent('docsSearchCopy', docsSearchCopyEn);
  const searchPath = localizeHref(docsSearchPath, useLocale());
  const meta = { title: copy.pageTitle, description: copy.pageDescription };
  usePageHead(query ? { ...meta, title: `${query} · ${copy.pageTitle}` } : meta);
  return (
    <DocsLayout path={docsSearchPath} title={copy.pageTitle} lead={copy.pageLead} search={false}>
      <form method="get" action={searchPath} role="search" className="flex max-w-3xl items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="docs-search-page-q" className="block text-sm font-medium text-slate-900">
            {copy.label}
          </label>
          <Input
            id="docs-search-page-q"
            name="q"
            type="search"
            maxLength={limits.searchQuery}
            placeholder={copy.placeholder}
            className="mt-1 w-full"
            defaultValue={query}
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'md')}>
          {copy.button}
        </button>
      </form>
      <section aria-labelledby="docs-search-results" className="mt-8 max-w-3xl">
        <h2 id="docs-search-results" className="sr-only">
          {copy.resultsHeading}
        </h2>
        <p role="status" className="text-sm text-slate-600">
          {query ? copy.count(results.total, query) : copy.empty}
        </p>
        <ol className="mt-4 space-y-4">
          {results.hits.map((hit) => (
            <Result key={hit.url} hit={hit} />
          ))}
        </ol>
      </section>
    </DocsLayout>
  );
}

export default function DocsSearchRoute() {
  return <DocsSearchPage data={useServerPage('docs-search')} />;
}
