import { useMemo, useRef, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import {
  defaultOpenCategory,
  faqCategories as faqCategoriesEn,
  faqHero as faqHeroEn,
  filterFaq,
  quickLinks as quickLinksEn,
  quickLinksHeading as quickLinksHeadingEn,
} from '../../content/faq.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { FaqCategoryPanel } from './faq-category-panel.tsx';

/**
 * The FAQ: a live, case-insensitive search over questions, answers and tags; Quick Links while the
 * search is empty; six collapsible categories (only General open at first). While searching, only
 * categories with matches are shown, opened, and the number of results is announced.
 */
export function FaqBrowser() {
  const devUi = useContent('devUi', devUiEn);
  const faqCategories = useContent('faqCategories', faqCategoriesEn);
  const faqHero = useContent('faqHero', faqHeroEn);
  const quickLinks = useContent('quickLinks', quickLinksEn);
  const quickLinksHeading = useContent('quickLinksHeading', quickLinksHeadingEn);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([defaultOpenCategory]));
  // Categories the visitor collapsed during the current search (matches open by default).
  const [collapsedInSearch, setCollapsedInSearch] = useState<ReadonlySet<string>>(() => new Set());
  const inputRef = useRef<HTMLInputElement>(null);

  const searching = query.trim() !== '';
  const visible = useMemo(() => filterFaq(faqCategories, query), [faqCategories, query]);
  const resultCount = visible.reduce((n, category) => n + category.questions.length, 0);

  const search = (value: string) => {
    setQuery(value);
    setCollapsedInSearch(new Set());
  };
  const toggle = (id: string) => {
    const flip = (set: ReadonlySet<string>) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    };
    if (searching) setCollapsedInSearch(flip);
    else setOpen(flip);
  };
  const searchTag = (tag: string) => {
    search(tag);
    inputRef.current?.focus();
    inputRef.current?.scrollIntoView({ block: 'center' });
  };

  return (
    <div className="grid gap-8">
      <div role="search" data-without-script="hide">
        <label htmlFor="faq-search" className="sr-only">
          {faqHero.searchLabel}
        </label>
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-400"
          />
          <input
            ref={inputRef}
            id="faq-search"
            type="search"
            value={query}
            onChange={(e) => search(e.target.value)}
            placeholder={faqHero.searchPlaceholder}
            autoComplete="off"
            className="h-14 w-full appearance-none rounded-xl [&::-webkit-search-cancel-button]:appearance-none border border-slate-300 bg-white pr-28 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
          {searching && (
            <button
              type="button"
              onClick={() => {
                search('');
                inputRef.current?.focus();
              }}
              className="absolute top-1/2 right-3 -translate-y-1/2 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              {devUi.faq.clearSearch}
            </button>
          )}
        </div>
        <p role="status" aria-live="polite" className="mt-3 min-h-5 text-sm text-slate-600">
          {searching ? devUi.faq.resultCount(resultCount, query) : ''}
        </p>
      </div>

      {!searching && (
        <nav
          aria-labelledby="faq-quick-links"
          className="rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
        >
          <h2 id="faq-quick-links" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {quickLinksHeading}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <SmartLink
                  href={link.href}
                  className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:border-brand-300 hover:text-brand-700"
                >
                  {link.label}
                  <Icon name={link.external ? 'external-link' : 'arrowRight'} className="h-3.5 w-3.5" />
                  {link.external && <span className="sr-only">{devUi.opensInNewTab}</span>}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {visible.length > 0 ? (
        <div className="grid gap-4">
          {visible.map((category) => (
            <FaqCategoryPanel
              key={category.id}
              category={category}
              query={query}
              open={searching ? !collapsedInSearch.has(category.id) : open.has(category.id)}
              onToggle={() => toggle(category.id)}
              onTag={searchTag}
            />
          ))}
        </div>
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Icon name="search" className="mx-auto h-8 w-8 text-slate-400" />
          <p className="mx-auto mt-4 max-w-md text-slate-700">{faqHero.noResults}</p>
          <button
            type="button"
            onClick={() => {
              search('');
              inputRef.current?.focus();
            }}
            className="mt-4 text-sm font-semibold text-brand-700 hover:underline"
          >
            {devUi.faq.clearSearch}
          </button>
        </div>
      )}
    </div>
  );
}
