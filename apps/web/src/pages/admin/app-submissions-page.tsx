/**
 * /admin/app-submissions: staff review of the app versions developers submit. Pending first; approve (with
 * optional notes), reject (with notes, required), then publish an approved one (the app becomes published
 * at that version, listed on the App Store) or withdraw a published one (it leaves the store). Every decision is timestamped and audited by the server.
 */
import { useCallback, useState } from 'react';
import { Badge } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/form-field.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { formatDateTime } from '../../features/admin/format.ts';
import { EmptyState, ErrorScreen, Pager, SearchBox, Th } from '../../features/admin/list-controls.tsx';
import { useStaffQuery } from '../../features/admin/session.ts';
import { ReviewActions, ReviewDialog, type ReviewRequest } from './app-submissions-review.tsx';
import { submissionStatusOptions } from './app-submissions-types.ts';
import { appSubmissionsQuery } from '../../features/admin/api.ts';
import { offsetOf, pageOf, useUrlParams, useUrlSearchBox } from '../../lib/use-url-params.ts';
import { EmailText } from '../../features/admin/email-text.tsx';
import { AppFilingSummary, AppListingSummary } from '../../features/admin/app-listing-summary.tsx';
import { lifecycleCopy, listingValue } from '../../content/app-lifecycle.ts';
import { ListingHistoryDialog } from './listing-history-dialog.tsx';

const PAGE = 25;
const tones = {
  pending: 'yellow',
  approved: 'brand',
  rejected: 'red',
  published: 'green',
  withdrawn: 'neutral',
  cancelled: 'neutral',
} as const;
const label = (status: string) => submissionStatusOptions.find((o) => o.value === status)?.label ?? status;

export default function AppSubmissionsPage() {
  const [url, setUrl] = useUrlParams({ status: 'pending', q: '', page: '1' });
  const { status, q } = url;
  const offset = offsetOf(url.page, PAGE);
  const writeSearch = useCallback((text: string) => setUrl({ q: text, page: undefined }), [setUrl]);
  const search = useUrlSearchBox(q, writeSearch);
  const [review, setReview] = useState<ReviewRequest | null>(null);
  const [historyOf, setHistoryOf] = useState<{ id: number; name: string } | null>(null);
  const params = { status: status === 'all' ? undefined : status, q, limit: PAGE, offset };
  const list = useStaffQuery(appSubmissionsQuery(params));
  const rows = list.data?.submissions ?? [];
  const counts = list.data?.counts ?? {};

  return (
    <AdminShell
      title="App Submissions"
      description="App versions and listing changes submitted by developers: approve or reject with notes, then publish versions."
    >
      {list.isError && !list.data ? (
        <ErrorScreen title="Error Loading App Submissions" onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox
              id="submission-search"
              label="Search by app, developer or version"
              value={search.text}
              onChange={search.setText}
            />
            <label htmlFor="submission-status" className="sr-only">
              Filter by status
            </label>
            <Select
              id="submission-status"
              className="sm:w-56"
              value={status}
              onChange={(event) => {
                setUrl({ status: event.target.value, page: undefined });
              }}
            >
              {submissionStatusOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                  {option.value === 'all' ? ` (${counts.total ?? 0})` : ` (${counts[option.value] ?? 0})`}
                </option>
              ))}
            </Select>
          </div>
          {rows.length === 0 ? (
            <div className="mt-4">
              <EmptyState>
                {list.isPending
                  ? 'Loading submissions…'
                  : `No ${status === 'all' ? '' : `${label(status).toLowerCase()} `}submissions.`}
              </EmptyState>
            </div>
          ) : (
            <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full min-w-[56rem] text-sm">
                <caption className="sr-only">App submissions</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <Th>App</Th>
                    <Th>Developer</Th>
                    <Th>Version</Th>
                    <Th>Status</Th>
                    <Th>Submitted</Th>
                    <Th>Reviewed</Th>
                    <Th>Published</Th>
                    <Th className="text-right">Actions</Th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((row) => (
                    <tr key={row.id} className="align-top">
                      <td className="px-3 py-3">
                        <p className="font-medium text-slate-900">{row.appName}</p>
                        <p className="font-mono text-xs text-slate-600">{row.appSlug}</p>
                        {row.kind === 'version' && <AppListingSummary listing={row.listing} />}
                        <AppFilingSummary appFilingNumber={row.appFilingNumber} />
                        <button
                          type="button"
                          className="mt-1 text-xs font-medium text-brand-700 hover:underline"
                          onClick={() => setHistoryOf({ id: row.appId, name: row.appName })}
                        >
                          {lifecycleCopy.history.button}
                        </button>
                      </td>
                      <td className="px-3 py-3">
                        <p className="text-slate-900">{row.developerName ?? '—'}</p>
                        <p className="text-xs text-slate-600">
                          {row.developerEmail && <EmailText email={row.developerEmail} />}
                        </p>
                      </td>
                      <td className="px-3 py-3 text-slate-900">
                        {row.kind === 'listing' ? (
                          <>
                            <Badge tone="accent">{lifecycleCopy.listingChange.kind}</Badge>
                            <dl className="mt-1 grid gap-0.5 text-xs text-slate-700">
                              {Object.entries(row.changes ?? {}).map(([field, value]) => (
                                <div key={field} className="flex gap-1">
                                  <dt className="font-medium">
                                    {lifecycleCopy.history.fields[field] ?? field}:
                                  </dt>
                                  <dd className="max-w-48 truncate" title={listingValue(field, value)}>
                                    {listingValue(field, value)}
                                  </dd>
                                </div>
                              ))}
                              {row.images.length > 0 && (
                                <div className="flex gap-1">
                                  <dt className="font-medium">{lifecycleCopy.history.fields.screenshots}:</dt>
                                  <dd>{listingValue('screenshots', row.images.length)}</dd>
                                </div>
                              )}
                            </dl>
                          </>
                        ) : (
                          <span className="font-mono">{row.version}</span>
                        )}
                      </td>
                      <td className="px-3 py-3">
                        <Badge tone={tones[row.status as keyof typeof tones] ?? 'neutral'}>
                          {label(row.status)}
                        </Badge>
                        {row.reviewNotes && (
                          <p className="mt-1 max-w-56 text-xs text-slate-600" title={row.reviewNotes}>
                            {row.reviewNotes.length > 80
                              ? `${row.reviewNotes.slice(0, 80)}…`
                              : row.reviewNotes}
                          </p>
                        )}
                      </td>
                      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                        {formatDateTime(row.createdAt)}
                      </td>
                      <td className="px-3 py-3 text-slate-700">
                        <span className="whitespace-nowrap">{formatDateTime(row.reviewedAt)}</span>
                        {row.reviewedByName && (
                          <p className="text-xs text-slate-600">by {row.reviewedByName}</p>
                        )}
                      </td>
                      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                        {formatDateTime(row.publishedAt)}
                      </td>
                      <td className="px-3 py-3">
                        <ReviewActions submission={row} onReview={setReview} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            offset={offset}
            limit={PAGE}
            total={list.data?.total ?? 0}
            onOffset={(value) => setUrl({ page: pageOf(value, PAGE) })}
            label="submissions"
          />
        </>
      )}
      <ReviewDialog request={review} onClose={() => setReview(null)} onNext={setReview} />
      <ListingHistoryDialog app={historyOf} onClose={() => setHistoryOf(null)} />
    </AdminShell>
  );
}
