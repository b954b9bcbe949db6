/**
 * A read-only data table: caption and column headers for assistive technology, the first column as row
 * headers, numbers right-aligned. On narrow screens the table scrolls sideways inside a labelled,
 * keyboard-focusable region and keeps its first column in view.
 */
import { useId } from 'react';
import type { TableColumn } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';

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
      </div>
      <div
        role="region"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <p id={hintId} className="sr-only">
          Scrolls sideways on small screens.
        </p>
        <table className="w-full min-w-max border-collapse text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column, i) => (
                <th
                  key={String(column.key)}
                  scope="col"
                  className={cn(
                    'border-b border-slate-200 px-4 py-3 font-semibold whitespace-nowrap text-slate-700',
                    i === 0 ? 'sticky left-0 z-10 bg-slate-50' : 'text-right',
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
                      className="sticky left-0 z-10 border-b border-slate-100 bg-white px-4 py-3 font-medium whitespace-nowrap text-slate-900 group-hover:bg-slate-50"
                    >
                      {text}
                    </th>
                  ) : (
                    <td
                      key={String(column.key)}
                      className={cn(
                        'border-b border-slate-100 px-4 py-3 text-right whitespace-nowrap text-slate-700 tabular-nums group-hover:bg-slate-50',
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
