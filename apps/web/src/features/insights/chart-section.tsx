import type { InsightsTable } from '@app/contracts/insights-tables';
import type { ReactNode } from 'react';
import { useId } from 'react';

/**
 * One chart of the Insights screen: its title, the chart, the table of its numbers (what screen readers
 * read, and what the CSV export holds) and the export link.
 */
export function ChartSection({
  table,
  exportHref,
  children,
}: {
  table: InsightsTable;
  exportHref: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {table.title}
        </h2>
        <a
          href={exportHref}
          download
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          Export CSV<span className="sr-only"> of {table.title}</span>
        </a>
      </div>
      {table.rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No data in this period.</p>
      ) : (
        <>
          <div className="mt-3">{children}</div>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-slate-700">
              Table of the numbers
            </summary>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{table.title}</caption>
                <thead>
                  <tr className="border-b border-slate-200">
                    {table.header.map((h) => (
                      <th key={h} scope="col" className="px-2 py-1 font-medium text-slate-700">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row, i) => (
                    <tr key={i} className="border-b border-slate-100">
                      {row.map((cell, j) =>
                        j === 0 ? (
                          <th key={j} scope="row" className="px-2 py-1 font-normal break-all">
                            {cell}
                          </th>
                        ) : (
                          <td key={j} className="px-2 py-1 tabular-nums">
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
