import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isNewsletterDismissed } from '../../features/newsletter/dismissed.ts';
import { pageLoadedAt } from '../../lib/page-load.ts';
import { LanguageSuggestion } from './language-suggestion.tsx';

/**
 * The floating widgets (cookie banner, newsletter sign-up) and the language suggestion: fixed, so they never
 * shift the page, and stacked so they never overlap each other. A dark spacer below the footer as tall as
 * the shown widgets keeps the end of the page reachable above them (it only lengthens the page, nothing
 * visible moves).
 *
 * The dock spans the whole viewport and stacks from the bottom. The widgets share a row (from `sm` the
 * banner left, the sign-up right); the language suggestion sits under that row, and from `lg` beside it
 * at a fixed width. So the banner, appearing 1 s after the others, is added above or beside them: no box
 * already on screen moves or re-wraps, which would count as a layout shift, and below `lg` three widgets
 * never squeeze into one row.
 */
export function FloatingDock({
  marketing,
  newsletter,
  otherEdition,
}: {
  marketing: boolean;
  newsletter: boolean;
  /** The page in the other language, when it exists there: suggested to a browser that prefers it. */
  otherEdition?: string | undefined;
}) {
  const dockRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const dock = dockRef.current;
    const row = rowRef.current;
    if (!dock || !row || typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined')
      return;
    // The widgets and the suggestion; a hidden one (`display: none`, the sign-up on a phone while the
    // banner asks) has no box and takes no room.
    const items = () => [...row.children, ...[...dock.children].filter((child) => child !== row)];
    const measure = () => {
      const tops = items()
        .map((item) => item.getBoundingClientRect())
        .filter((box) => box.height > 0)
        .map((box) => box.top);
      setInset(tops.length > 0 ? dock.getBoundingClientRect().bottom - Math.min(...tops) : 0);
    };
    const sizes = new ResizeObserver(measure);
    const observeItems = () => {
      sizes.disconnect();
      for (const item of items()) sizes.observe(item);
      measure();
    };
    const children = new MutationObserver(observeItems);
    children.observe(dock, { childList: true });
    children.observe(row, { childList: true });
    observeItems();
    return () => {
      children.disconnect();
      sizes.disconnect();
    };
  }, []);
  return (
    <>
      <div aria-hidden="true" className="bg-ink-950 print:hidden" style={{ height: inset }} />
      <div
        ref={dockRef}
        className="pointer-events-none fixed inset-0 z-40 flex flex-col justify-end gap-3 p-3 sm:p-4 lg:flex-row lg:items-end lg:justify-start print:hidden"
      >
        <div
          ref={rowRef}
          className="flex flex-col justify-end gap-3 sm:flex-row sm:items-end sm:justify-start lg:min-w-0 lg:flex-1"
        >
          <DeferredFloatingWidgets marketing={marketing} newsletter={newsletter} />
        </div>
        {/*
          Last, so the widgets that appear after it are added above it (from `lg`, where it comes first in
          the row at a fixed width, beside it): it never moves or re-wraps once shown.
        */}
        {otherEdition && <LanguageSuggestion href={otherEdition} />}
      </div>
    </>
  );
}

const FloatingWidgets = lazy(() => import('./floating-widgets.tsx'));

/**
 * The floating widgets show only once the dock has hydrated (the banner 1 s after load), so their code
 * (consent storage, switches, the sign-up form and its messages) loads then, off the path to the first
 * paint and hydration.
 */
function DeferredFloatingWidgets({ marketing, newsletter }: { marketing: boolean; newsletter: boolean }) {
  const [shown, setShown] = useState<{ newsletter: boolean; loadedAt: number } | null>(null);
  // The banner's one-second delay counts from the page's load (spec), however late its code arrives.
  useEffect(() => setShown({ newsletter: !isNewsletterDismissed(), loadedAt: pageLoadedAt() }), []);
  return shown ? (
    <Suspense fallback={null}>
      <FloatingWidgets
        since={shown.loadedAt}
        newsletter={marketing && newsletter && shown.newsletter}
        askConsent={marketing}
      />
    </Suspense>
  ) : null;
}
