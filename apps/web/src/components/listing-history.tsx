/**
 * An app's listing history (GET …/apps/:id/listing-history), newest first: what changed (each field before
 * and after), who changed it, when, and the decision. The developer console and the staff review screen
 * both show it.
 */
import type { ListingVersionJson } from '@app/contracts/api/console';
import { lifecycleCopy, listingValue, listingValueWords } from '../content/app-lifecycle.ts';
import { consoleDates, consoleUi } from '../content/console-ui.ts';
import { useContent } from '../i18n/catalogue.tsx';
import { Badge } from './ui/card.tsx';

const tones: Record<string, 'green' | 'yellow' | 'red' | 'brand' | 'neutral'> = {
  applied: 'neutral',
  pending: 'yellow',
  approved: 'green',
  published: 'green',
  rejected: 'red',
  cancelled: 'neutral',
  withdrawn: 'neutral',
};
/** In the page's language: the console's Chinese edition shows it in Chinese, staff in English. */
export function ListingHistory({ versions }: { versions: ListingVersionJson[] }) {
  const copy = useContent('lifecycleCopy', lifecycleCopy).history;
  const words = useContent('listingValueWords', listingValueWords);
  const dates = useContent('consoleDates', consoleDates);
  const { colon } = useContent('consoleUi', consoleUi).page;
  const value = (field: string, of: unknown) => listingValue(field, of, words);
  if (versions.length === 0) return <p className="text-sm text-slate-600">{copy.empty}</p>;
  return (
    <ol className="grid gap-2" aria-label={copy.button}>
      {versions.map((version) => (
        <li key={version.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">
              {copy.sources[version.source] ?? version.source}
            </span>
            <Badge tone={tones[version.decision] ?? 'neutral'}>
              {copy.decisions[version.decision] ?? version.decision}
            </Badge>
            <span className="text-slate-600">
              <time dateTime={version.createdAt}>{dates.dateTime(version.createdAt)}</time>
              {version.actorName && ` ${copy.by(version.actorName)}`}
            </span>
          </div>
          {Object.keys(version.changes).length > 0 && (
            <dl className="mt-2 grid gap-1 text-slate-700">
              {Object.entries(version.changes).map(([field, change]) => (
                <div key={field} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">
                    {copy.fields[field] ?? field}
                    {colon}
                  </dt>
                  <dd className="min-w-0 break-words">
                    {change.from === null || change.from === undefined ? (
                      value(field, change.to)
                    ) : (
                      <>
                        <del className="text-slate-500">{value(field, change.from)}</del>
                        {' → '}
                        <ins className="no-underline">{value(field, change.to)}</ins>
                      </>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {version.reviewNotes && (
            <p className="mt-2 text-slate-700">
              <span className="font-medium">{copy.notes}</span> {version.reviewNotes}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
