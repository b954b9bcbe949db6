import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isNewsletterDismissed } from '../../features/newsletter/dismissed.ts';
import { pageLoadedAt } from '../../lib/page-load.ts';
import { LanguageSuggestion } from './language-suggestion.tsx';

/**
 * The floating widgets (cookie banner, newsletter sign-up): fixed, so they never shift the page, and
 * stacked so they never overlap each other. A dark spacer below the footer as tall as the widgets keeps
 * the end of the page reachable above them (it only lengthens the page, nothing visible moves).
 *
 * The dock spans the whole viewport and stacks from the bottom (on wide screens the banner left, the
 * widget right), so the banner, appearing 1 s after the widget, is added above or beside it: no box that
 * was already on screen moves, which would count as a layout shift.
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
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const dock = dockRef.current;
    if (!dock || typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
    const measure = () => {
      const tops = [...dock.children].map((child) => child.getBoundingClientRect().top);
      setInset(tops.length > 0 ? dock.getBoundingClientRect().bottom - Math.min(...tops) : 0);
    };
    const sizes = new ResizeObserver(measure);
    const observeChildren = () => {
      sizes.disconnect();
      for (const child of dock.children) sizes.observe(child);
      measure();
    };
    const children = new MutationObserver(observeChildren);
    children.observe(dock, { childList: true });
    observeChildren();
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
        className="pointer-events-none fixed inset-0 z-40 flex flex-col justify-end gap-3 p-3 sm:flex-row sm:items-end sm:justify-start sm:p-4 print:hidden"
      >
        <DeferredFloatingWidgets marketing={marketing} newsletter={newsletter} />
        {/*
          Last, so the widgets that appear after it are added above it on a phone (and, being first in
          the row from `sm`, beside it): it never moves once shown.
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
