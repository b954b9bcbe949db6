/**
 * A read-only data table: caption and column headers for assistive technology, the first column as row
 * headers, numbers right-aligned. On narrow screens the table scrolls sideways inside a labelled,
 * keyboard-focusable region and keeps its first column in view.
 */
import { useId } from 'react';
import type { TableColumn } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { Icon } from '../../components/ui/icon.tsx';

export type CellFormat = (value: unknown) => string;

export function DataTable<Row extends object>({
  title,
  description,
  columns,
  rows,
  formats = {},
  rowKey,
}: {
  title: string;
  description?: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** How to print a column's values (default: numbers in en-US format, text as is). */
  formats?: Partial<Record<keyof Row, CellFormat>>;
  rowKey: (row: Row) => string;
}) {
  const headingId = useId();
  const hintId = useId();
  const show = (key: keyof Row, value: unknown) =>
    formats[key]?.(value) ?? (typeof value === 'number' ? value.toLocaleString('en-US') : String(value));
  return (
    <div className="grid gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        <p id={hintId} className="mt-1 flex items-center gap-1 text-xs text-slate-500 md:sr-only">
          Scroll sideways to see every column
          <Icon name="arrowRight" className="h-3.5 w-3.5" />
        </p>
      </div>
      <div
        role="region"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column, i) => (
                <th
                  key={String(column.key)}
                  scope="col"
                  className={cn(
                    'border-b border-slate-200 px-3 py-3 align-bottom font-semibold text-slate-700 sm:px-4',
                    i === 0 ? 'sticky left-0 z-10 bg-slate-50' : 'min-w-20 text-right',
                    // Short labels ("L (cm)") stay on one line; long ones may wrap to keep the table narrow.
                    column.label.length <= 12 && 'whitespace-nowrap',
                  )}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="group">
                {columns.map((column, i) => {
                  const value = row[column.key];
                  const text = show(column.key, value);
                  return i === 0 ? (
                    <th
                      key={String(column.key)}
                      scope="row"
                      className="sticky left-0 z-10 max-w-36 min-w-32 border-b border-slate-100 bg-white px-3 py-3 font-medium text-slate-900 group-hover:bg-slate-50 sm:max-w-none sm:px-4 sm:whitespace-nowrap"
                    >
                      {text}
                    </th>
                  ) : (
                    <td
                      key={String(column.key)}
                      className={cn(
                        'border-b border-slate-100 px-3 py-3 text-right whitespace-nowrap text-slate-700 tabular-nums group-hover:bg-slate-50 sm:px-4',
                        typeof value === 'string' && 'font-mono text-[13px]',
                      )}
                    >
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
