/**
 * /admin/app-reports: reports sent with the App Store's "Report this app" form, each with its app. Staff
 * withdraw the app from the store from here (its published version becomes withdrawn, the developer is
 * mailed, every open report of the app is closed; audited by the server) or dismiss the report.
 */
import { appReportReasonLabels, type AppReportReason } from '@app/contracts/forms/app-report';
import type { AppReportAction, StaffAppReportJson } from '@app/contracts/api/app-store';
import { Button } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { AdminTable } from '../../features/admin/admin-table.tsx';
import { EmailText } from '../../features/admin/email-text.tsx';
import { formatDateTime } from '../../features/admin/format.ts';
import { EmptyState, ErrorScreen, Pager } from '../../features/admin/list-controls.tsx';
import { appReportsQuery, useAppReportAction } from '../../features/admin/api.ts';
import { endedSession, useStaffQuery } from '../../features/admin/session.ts';
import { hasErrorCode } from '../../lib/api.ts';
import { offsetOf, pageOf, useUrlParams } from '../../lib/use-url-params.ts';
import { apiErrorCodes } from '@app/contracts/api/common';

const PAGE = 25;
const columns = ['App', 'Reason', 'Details', 'Reported', 'Status', 'Actions'];
const statusOptions = [
  { value: 'open', label: 'Open' },
  { value: 'app-withdrawn', label: 'App withdrawn' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'all', label: 'All' },
] as const;
const tones = { open: 'yellow', 'app-withdrawn': 'red', dismissed: 'neutral' } as const;

export default function AppReportsPage() {
  const [url, setUrl] = useUrlParams({ status: 'open', page: '1' });
  const { status } = url;
  const offset = offsetOf(url.page, PAGE);
  const list = useStaffQuery(
    appReportsQuery({ status: status === 'all' ? undefined : status, limit: PAGE, offset }),
  );
  const act = useAppReportAction();
  const decide = (report: StaffAppReportJson, action: AppReportAction['action']) =>
    act.mutate(
      { report, action },
      {
        onSuccess: () =>
          toast({
            title:
              action === 'withdraw' ? `${report.app.name} withdrawn from the App Store` : 'Report dismissed',
          }),
        onError: (error) => {
          if (endedSession(error)) return;
          toast({
            title: 'Could not act on the report',
            // Another staff member handled it, or the app left the store, meanwhile.
            description: hasErrorCode(error, apiErrorCodes.reportHandled, apiErrorCodes.appNotOnStore)
              ? 'It was handled meanwhile: the list shows where it stands now.'
              : 'Please try again in a moment.',
            variant: 'destructive',
          });
        },
      },
    );
  const rows = list.data?.reports ?? [];
  const counts = list.data?.counts ?? {};

  return (
    <AdminShell title="App Reports" description="Reports of published apps sent from the App Store.">
      {list.isError && !list.data ? (
        <ErrorScreen title="Error Loading App Reports" onRetry={() => void list.refetch()} />
      ) : (
        <>
          <label htmlFor="report-status" className="sr-only">
            Filter by status
          </label>
          <Select
            id="report-status"
            className="sm:w-56"
            value={status}
            onChange={(event) => setUrl({ status: event.target.value, page: undefined })}
          >
            {statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label} ({counts[option.value === 'all' ? 'total' : option.value] ?? 0})
              </option>
            ))}
          </Select>
          <div className="mt-4">
            {rows.length === 0 ? (
              <EmptyState>{list.isPending ? 'Loading reports…' : 'No reports.'}</EmptyState>
            ) : (
              <AdminTable caption="App reports" columns={columns}>
                {rows.map((report) => (
                  <tr key={report.id} className="align-top">
                    <td className="px-3 py-3">
                      <a
                        className="font-medium text-slate-900 underline"
                        href={`/app-store/${report.app.slug}`}
                      >
                        {report.app.name}
                      </a>
                      <p className="text-xs text-slate-600">
                        {report.app.version} · {report.app.status}
                      </p>
                    </td>
                    <td className="px-3 py-3">{appReportReasonLabels[report.reason as AppReportReason]}</td>
                    <td className="max-w-96 px-3 py-3 whitespace-pre-wrap text-slate-700">
                      {report.details}
                      {report.email && (
                        <p className="mt-1 text-xs">
                          <EmailText email={report.email} />
                        </p>
                      )}
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(report.createdAt)}</td>
                    <td className="px-3 py-3">
                      <Badge tone={tones[report.status]}>
                        {statusOptions.find((o) => o.value === report.status)?.label}
                      </Badge>
                      {report.resolvedByName && (
                        <p className="mt-1 text-xs text-slate-600">
                          by {report.resolvedByName}, {formatDateTime(report.resolvedAt)}
                        </p>
                      )}
                    </td>
                    <td className="px-3 py-3">
                      {report.status === 'open' && (
                        <div className="flex flex-wrap justify-end gap-2">
                          {report.app.status === 'published' && (
                            <Button
                              size="sm"
                              variant="destructive"
                              disabled={act.isPending}
                              onClick={() => decide(report, 'withdraw')}
                            >
                              Withdraw app
                            </Button>
                          )}
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={act.isPending}
                            onClick={() => decide(report, 'dismiss')}
                          >
                            Dismiss
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </div>
          <Pager
            offset={offset}
            limit={PAGE}
            total={list.data?.total ?? 0}
            onOffset={(next) => setUrl({ page: pageOf(next, PAGE) })}
            label="reports"
          />
        </>
      )}
    </AdminShell>
  );
}
