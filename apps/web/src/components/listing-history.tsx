/**
 * An app's listing history (GET …/apps/:id/listing-history), newest first: what changed (each field before
 * and after), who changed it, when, and the decision. The developer console and the staff review screen
 * both show it.
 */
import type { ListingVersionJson } from '@app/contracts/api/console';
import { lifecycleCopy, listingValue } from '../content/app-lifecycle.ts';
import { Badge } from './ui/card.tsx';

const copy = lifecycleCopy.history;
const tones: Record<string, 'green' | 'yellow' | 'red' | 'brand' | 'neutral'> = {
  applied: 'neutral',
  pending: 'yellow',
  approved: 'green',
  published: 'green',
  rejected: 'red',
  cancelled: 'neutral',
  withdrawn: 'neutral',
};
const when = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function ListingHistory({ versions }: { versions: ListingVersionJson[] }) {
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
              <time dateTime={version.createdAt}>{when.format(new Date(version.createdAt))}</time>
              {version.actorName && ` ${copy.by(version.actorName)}`}
            </span>
          </div>
          {Object.keys(version.changes).length > 0 && (
            <dl className="mt-2 grid gap-1 text-slate-700">
              {Object.entries(version.changes).map(([field, change]) => (
                <div key={field} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">{copy.fields[field] ?? field}:</dt>
                  <dd className="min-w-0 break-words">
                    {change.from === null || change.from === undefined ? (
                      listingValue(field, change.to)
                    ) : (
                      <>
                        <del className="text-slate-500">{listingValue(field, change.from)}</del>
                        {' → '}
                        <ins className="no-underline">{listingValue(field, change.to)}</ins>
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
