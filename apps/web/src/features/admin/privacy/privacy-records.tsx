/** What a privacy lookup found: one section per place that holds the address, each record's fields listed. */
import { privacyGroups, type PrivacyGroup, type PrivacyLookupResult } from '@app/contracts/forms/privacy';
import { EmptyState } from '../list-controls.tsx';

const show = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

export function PrivacyRecords({ result }: { result: PrivacyLookupResult }) {
  const found = (Object.keys(privacyGroups) as PrivacyGroup[]).filter((group) => result.counts[group] > 0);
  if (found.length === 0) return <EmptyState>Nothing is stored about {result.email}.</EmptyState>;
  return (
    <div className="grid gap-4">
      {found.map((group) => (
        <section
          key={group}
          aria-labelledby={`privacy-${group}`}
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 id={`privacy-${group}`} className="text-base font-semibold text-slate-900">
            {privacyGroups[group]} <span className="text-slate-600">({result.counts[group]})</span>
          </h2>
          <ul className="mt-3 grid gap-3">
            {result.records[group].map((record, i) => (
              <li key={String(record.id ?? i)} className="rounded-md bg-slate-50 p-3">
                <dl className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[12rem_1fr]">
                  {Object.entries(record).map(([key, value]) => (
                    <div key={key} className="contents">
                      <dt className="font-medium text-slate-700">{key}</dt>
                      <dd className="break-words text-slate-900">{show(value)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
