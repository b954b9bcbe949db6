/** The frame of a staff table: a focusable scrolling region, a caption for screen readers, plain text headers. */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Th } from './list-controls.tsx';

export function AdminTable({
  caption,
  columns,
  leadingHeader,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** A header cell before the text columns (the dashboard's select-all checkbox). */
  leadingHeader?: ReactNode;
  /** The body rows. */
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowsX(frame);
  return (
    <>
      {/* A named, focusable region: a table wider than the screen scrolls sideways, and keyboard users
        can only scroll what they can focus (a table of plain text, like the audit log, has nothing else). */}
      <div
        ref={frame}
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {leadingHeader}
              {columns.map((column) => (
                <Th key={column}>{column}</Th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </div>
      {overflowing && <ScrollCue />}
    </>
  );
}

/** Said under a table wider than its frame: the columns on the right (the row actions) are out of sight. */
export function ScrollCue() {
  return (
    <p className="mt-2 flex items-center justify-end gap-1 text-xs text-slate-600">
      Scroll sideways for more columns
      <span aria-hidden="true">→</span>
    </p>
  );
}

/** True while the element's content is wider than the element (it scrolls sideways). */
export function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
