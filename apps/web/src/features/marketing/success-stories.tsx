import { useId, useState } from 'react';
import type { SuccessStory, SuccessStoryKey } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { Img } from './media.tsx';

interface StoryLabels {
  challenge: string;
  solution: string;
  results: string;
}

/**
 * The success-story switcher (home #case-studies and /partner-success): one toggle button per profile
 * (aria-pressed), the selected story below. Default: the distributor story (label App Developer).
 */
export function SuccessStories({
  stories,
  keys,
  initial,
  labels,
  labelledBy,
}: {
  stories: Record<SuccessStoryKey, SuccessStory>;
  keys: readonly SuccessStoryKey[];
  initial: SuccessStoryKey;
  labels: StoryLabels;
  /** Id of the heading that names the button group. */
  labelledBy: string;
}) {
  const [selected, setSelected] = useState<SuccessStoryKey>(initial);
  const idPrefix = useId();
  const panelId = (key: SuccessStoryKey) => `${idPrefix}-${key}`;
  return (
    <div>
      {/* The four labels need about 790 px in one row: two rows until the lg breakpoint. */}
      <div
        role="group"
        aria-labelledby={labelledBy}
        data-without-script="hide"
        className="mx-auto grid max-w-md grid-cols-2 gap-2 rounded-2xl bg-slate-100 p-1.5 lg:flex lg:w-fit lg:max-w-none lg:rounded-full"
      >
        {keys.map((key) => {
          const pressed = key === selected;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={pressed}
              aria-controls={panelId(key)}
              onClick={() => setSelected(key)}
              className={cn(
                'min-h-11 rounded-xl px-4 py-2 text-sm font-semibold transition-colors lg:rounded-full lg:px-6 lg:whitespace-nowrap',
                pressed
                  ? 'bg-ink-900 text-white shadow'
                  : 'text-slate-700 hover:bg-white hover:text-slate-900',
              )}
            >
              {stories[key].buttonLabel}
            </button>
          );
        })}
      </div>
      {/* Every story is in the HTML, so a browser without JavaScript shows them all (styles.css). The
          wrapper is hidden, not the article: showing it again must not undo the article's grid. */}
      {keys.map((key) => (
        <div key={key} hidden={key !== selected} data-without-script="show">
          <StoryPanel id={panelId(key)} story={stories[key]} labels={labels} />
        </div>
      ))}
    </div>
  );
}

function StoryPanel({ id, story, labels }: { id: string; story: SuccessStory; labels: StoryLabels }) {
  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-10 grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr]"
    >
      <div className="bg-ink-900 lg:col-start-1 lg:row-start-1">
        <Img
          key={story.image.src}
          image={story.image}
          alt={story.alt}
          className="block aspect-[3/2] w-full"
        />
      </div>
      <div className="p-6 sm:p-10 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-teal-600 text-lg font-bold text-white"
          >
            {story.initials}
          </span>
          <div>
            <p className="font-semibold text-slate-900">{story.company}</p>
            <p className="text-sm text-slate-600">{story.subtitle}</p>
          </div>
        </div>
        <h3 id={`${id}-title`} className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {story.title}
        </h3>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {labels.challenge}
            </h4>
            <p className="mt-2 leading-relaxed text-slate-700">{story.challenge}</p>
          </div>
          <div>
            <h4 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {labels.solution}
            </h4>
            <p className="mt-2 leading-relaxed text-slate-700">{story.solution}</p>
          </div>
        </div>
        <h4 className="sr-only">{labels.results}</h4>
        <ul className="mt-8 grid gap-3 sm:grid-cols-3">
          {story.results.map((result) => (
            <li key={result.value + result.text} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <p className="text-2xl font-bold text-brand-700 sm:text-3xl">{result.value}</p>{' '}
              <p className="mt-1 text-sm text-slate-700">{result.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <figure className="bg-ink-900 p-6 text-white sm:p-10 lg:col-start-1 lg:row-start-2">
        <svg aria-hidden="true" viewBox="0 0 32 24" className="h-6 w-8 text-accent-300" fill="currentColor">
          <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h5v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h5v12z" />
        </svg>
        <blockquote className="mt-4 text-lg leading-relaxed">
          <p>{story.partnerQuote}</p>
        </blockquote>
        <figcaption className="mt-4 text-sm font-medium text-slate-300">{story.quoteAuthor}</figcaption>
      </figure>
    </article>
  );
}
