import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ExcerptPart } from '@app/contracts/docs-search';
import { limits } from '@app/contracts/limits';
import { buttonClass } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/form-field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { docsSearchCopy as docsSearchCopyEn, docsSearchPath } from '../../content/docs.ts';
import { useContent, useLocale } from '../../i18n/catalogue.tsx';
import { localizeHref, type Locale } from '../../i18n/locales.ts';
import type { DocsSearch } from './engine.ts';

/** How many results the box shows; "See all results" opens the results page. */
const shown = 6;

const loading = new Map<Locale, Promise<DocsSearch>>();
/**
 * The search code and the index of `locale`, loaded once per page and language; a failed load is tried
 * again at the next use.
 */
function loadSearch(locale: Locale): Promise<DocsSearch> {
  let loaded = loading.get(locale);
  if (!loaded) {
    loaded = import('./engine.ts')
      .then((engine) => engine.loadDocsSearch(locale))
      .catch((error: unknown) => {
        loading.delete(locale);
        throw error;
      });
    loading.set(locale, loaded);
  }
  return loaded;
}

function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return parts.map((part, index) =>
    part.mark ? (
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * The docs' search box. Without JavaScript it is a GET form to /docs/search, which the server answers with
 * the results. With JavaScript, the first focus or keystroke loads the search (./engine.ts) and results
 * show under the box as the visitor types; a live region announces how many there are. Enter still opens
 * the results page; Escape clears the box.
 * On a Chinese page it searches the Chinese edition's own index and opens /zh/docs/search (decision 0071):
 * its results are the Chinese guides' sections.
 */
export function DocsSearchBox({ id = 'docs-search' }: { id?: string }) {
  const copy = useContent('docsSearchCopy', docsSearchCopyEn);
  const locale = useLocale();
  const searchPath = localizeHref(docsSearchPath, locale);
  const inputRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState<DocsSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');

  const start = useCallback(() => {
    loadSearch(locale).then(
      (loaded) => {
        setSearch(() => loaded);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [locale]);

  // Typed or focused before the island hydrated: carry on from there.
  useEffect(() => {
    const input = inputRef.current;
    if (input && (input.value !== '' || document.activeElement === input)) {
      setQuery(input.value);
      start();
    }
  }, [start]);

  const words = query.trim();
  const results = useMemo(() => (search && words ? search(words, shown) : null), [search, words]);
  const status = !words
    ? ''
    : results
      ? copy.count(results.total, words)
      : failed
        ? copy.failed
        : copy.loading;

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setQuery('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && words) {
      event.preventDefault();
      clear();
    }
  };

  return (
    <form role="search" method="get" action={searchPath} className="relative">
      <label htmlFor={id} className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {copy.label}
      </label>
      <div className="mt-2 flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          maxLength={limits.searchQuery}
          placeholder={copy.placeholder}
          autoComplete="off"
          aria-describedby={`${id}-status`}
          onFocus={start}
          onInput={(event) => {
            setQuery(event.currentTarget.value);
            start();
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1"
        />
        <button type="submit" className={buttonClass('outline', 'md', 'shrink-0 px-3')}>
          <Icon name="search" className="h-4 w-4" />
          <span className="sr-only">{copy.button}</span>
        </button>
      </div>
      <p id={`${id}-status`} role="status" className="sr-only">
        {status}
      </p>
      {words && (
        <div className="absolute top-full left-0 z-30 mt-2 max-h-[70vh] w-full overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg lg:w-[34rem]">
          <p aria-hidden="true" className="px-3 py-2 text-sm text-slate-600">
            {status}
          </p>
          {results && results.hits.length > 0 && (
            <ul aria-label={copy.resultsHeading} className="space-y-1">
              {results.hits.map((hit) => (
                <li key={hit.url}>
                  <SmartLink
                    href={hit.url}
                    onClick={clear}
                    className="block rounded-lg px-3 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <span className="block font-semibold text-brand-700">{hit.heading}</span>
                    {hit.heading !== hit.page && (
                      <span className="block text-xs text-slate-500">{hit.page}</span>
                    )}
                    <span className="mt-1 block text-sm leading-6 text-slate-700">
                      <Excerpt parts={hit.excerpt} />
                    </span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
          {results && results.total > results.hits.length && (
            <a
              href={`${searchPath}?${new URLSearchParams({ q: words }).toString()}`}
              className="mt-1 block rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50"
            >
              {copy.allResults}
            </a>
          )}
        </div>
      )}
    </form>
  );
}
