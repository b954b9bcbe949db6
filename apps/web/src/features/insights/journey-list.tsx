import type { Journey } from '@app/contracts/api/analytics';
import { formatDuration } from '@app/contracts/insights-tables';

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The recent journeys to enquiry as a list staff read (the chart of this section): who (a shortened visitor
 * id), where they came from, and the pages they viewed in order up to the form they sent.
 */
export function JourneyList({ journeys }: { journeys: Journey[] }) {
  return (
    <ol className="grid gap-3">
      {journeys.map((j) => (
        <li
          key={`${j.visitor}-${j.submittedAt}-${j.form}`}
          className="rounded-lg border border-slate-200 p-3"
        >
          <p className="text-sm">
            <span className="font-mono font-medium">{j.visitor}</span> sent the <strong>{j.form}</strong> form{' '}
            {formatDuration((Date.parse(j.submittedAt) - Date.parse(j.firstVisit)) / 1000)} after the first
            visit ({when(j.firstVisit)}), {j.pages} {j.pages === 1 ? 'page' : 'pages'} viewed.
          </p>
          {(j.referrer ?? j.campaign) && (
            <p className="mt-1 text-xs text-slate-600">
              {[j.referrer && `Referrer ${j.referrer}`, j.campaign && `Campaign ${j.campaign}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
          <ol aria-label="Pages in order" className="mt-2 flex flex-wrap gap-x-1 gap-y-1 text-xs">
            {j.path.map((path, i) => (
              <li key={i} className="flex items-center gap-1">
                {i > 0 && <span aria-hidden="true">→</span>}
                <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all">{path}</code>
              </li>
            ))}
            {j.pages > j.path.length && (
              <li className="text-slate-600">and {j.pages - j.path.length} more</li>
            )}
          </ol>
        </li>
      ))}
    </ol>
  );
}
