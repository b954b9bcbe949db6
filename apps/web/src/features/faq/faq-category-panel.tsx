import { Badge } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import type { FaqCategory } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { HighlightMatch } from './highlight-match.tsx';

/**
 * A collapsible FAQ category: the header is a button (aria-expanded, aria-controls) inside an h2, the
 * body a labelled region with each question, its answer and its tags. Tags search for themselves.
 */
export function FaqCategoryPanel({
  category,
  query,
  open,
  onToggle,
  onTag,
}: {
  category: FaqCategory;
  /** The search text, highlighted in questions, answers and tags. */
  query: string;
  open: boolean;
  onToggle: () => void;
  onTag: (tag: string) => void;
}) {
  const devUi = useContent('devUi', devUiEn);
  const buttonId = `faq-${category.id}-button`;
  const regionId = `faq-${category.id}`;
  const count = category.questions.length;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={onToggle}
          className="flex w-full items-center gap-4 px-5 py-4 text-left hover:bg-slate-50 focus-visible:outline-offset-[-2px] sm:px-6"
        >
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={category.icon} className="h-5 w-5" />
          </span>
          <span className="flex-1 text-lg font-semibold text-slate-900">{category.title}</span>
          <Badge tone="brand" className="tabular-nums">
            <span aria-hidden="true">{count}</span>
            <span className="sr-only">{devUi.faq.questionCount(count)}</span>
          </Badge>
          <Icon
            name="chevronDown"
            data-without-script="hide"
            className={cn('h-5 w-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!open} data-without-script="show">
        <ul className="divide-y divide-slate-200 border-t border-slate-200">
          {category.questions.map((item) => (
            <li key={item.id} id={item.id} className="px-5 py-5 sm:px-6">
              <h3 className="font-semibold text-slate-900">
                <HighlightMatch text={item.question} query={query} />
              </h3>
              <p className="mt-2 leading-7 text-slate-600">
                <HighlightMatch text={item.answer} query={query} />
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-2" data-without-script="hide">
                <span className="sr-only">{devUi.faq.tags}:</span>
                <ul className="flex flex-wrap gap-2">
                  {item.tags.map((tag) => (
                    <li key={tag}>
                      <button
                        type="button"
                        onClick={() => onTag(tag)}
                        aria-label={devUi.faq.searchTag(tag)}
                        className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-brand-100 hover:text-brand-800"
                      >
                        #<HighlightMatch text={tag} query={query} />
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
