/**
 * `/docs/search` as a template: built with the docs layout at build time, filled by the server for each
 * request with the results for `?q=` (apps/server/src/modules/docs-search/page.ts): the docs search
 * without JavaScript, and the "See all results" page with it. `{{count}}` is replaced by the server; the
 * `data-slot="results"` list receives the results.
 */
import { buttonClass } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/form-field.tsx';
import { limits } from '@app/contracts/limits';
import { docsMeta, docsSearchCopy as copy, docsSearchPath } from '../../content/docs.ts';
import { DocsLayout } from '../../features/developers/docs-layout.tsx';
import { usePageHead } from '../../lib/head.tsx';

export default function DocsSearchPage() {
  usePageHead(docsMeta[docsSearchPath]!);
  return (
    <DocsLayout path={docsSearchPath} title={copy.pageTitle} lead={copy.pageLead} search={false}>
      <form method="get" action={docsSearchPath} role="search" className="flex max-w-3xl items-end gap-2">
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
        <p role="status" className="text-sm text-slate-600" data-slot="count">
          {'{{count}}'}
        </p>
        <ol className="mt-4 space-y-4" data-slot="results" />
      </section>
    </DocsLayout>
  );
}
