import { useEffect, useId, useRef, useState, type ReactElement } from 'react';

/**
 * A tooltip drawn by CSS (`.css-tooltip` in styles.css), for server-rendered public pages: it opens on hover
 * or keyboard focus with the spec's delays in the HTML itself, before and without any script, and costs the
 * page no tooltip library (decision 0033). Once hydrated, script adds what Radix's tooltip does besides:
 * Escape closes it, and so does pressing the control, until the pointer leaves or focus moves.
 * The app screens keep Radix's tooltip (`tooltip.tsx`), whose provider spans a list of them.
 *
 * `children` renders the trigger, one element given the tooltip's id for its `aria-describedby`; the tooltip
 * follows it, which is how the CSS finds it (`:focus-visible + .css-tooltip`).
 */
export function CssTooltip({
  content,
  children,
}: {
  content: string;
  children: (tooltipId: string) => ReactElement;
}) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      const shown = anchor.current?.matches(':hover') || anchor.current?.querySelector(':focus-visible');
      if (event.key === 'Escape' && shown) setDismissed(true);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, []);

  return (
    <span
      ref={anchor}
      className="css-tooltip-anchor relative inline-flex"
      data-dismissed={dismissed || undefined}
      onPointerDown={() => setDismissed(true)}
      onPointerLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {children(id)}
      {/* The top padding bridges the gap to the trigger, so the pointer can move onto the tooltip. */}
      <span role="tooltip" id={id} className="css-tooltip absolute top-full right-0 z-50 pt-1">
        <span className="block rounded-md bg-ink-900 px-3 py-1.5 text-xs whitespace-nowrap text-white shadow-md ring-1 ring-white/15">
          {content}
        </span>
      </span>
    </span>
  );
}
