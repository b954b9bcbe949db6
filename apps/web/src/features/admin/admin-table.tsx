/** The frame of a staff table: a focusable scrolling region, a caption for screen readers, plain text headers. */
import type { ReactNode } from 'react';
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
  return (
    // A named, focusable region: a table wider than the screen scrolls sideways, and keyboard users
    // can only scroll what they can focus (a table of plain text, like the audit log, has nothing else).
    <div
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
  );
}
