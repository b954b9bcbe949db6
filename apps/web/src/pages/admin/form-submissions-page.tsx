/**
 * /admin/form-submissions (doc 2 §2.1.5): search, Export to CSV, a detail dialog, the 50-character
 * message preview, read-only Sent / Not Sent, and the 'Error Loading Form Submissions' retry screen.
 */
import { formTypes } from '@app/contracts/options';
import { pageMessages, toasts } from '@app/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/form-field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { notify, serverMessage } from '../../features/admin/api.ts';
import { exportCsv } from '../../features/admin/csv-export.ts';
import { FormSubmissionDialog } from '../../features/admin/form-submission-dialog.tsx';
import { formatDateTime, preview, submissionMessage } from '../../features/admin/format.ts';
import { EmptyState, ErrorScreen, Pager, SearchBox, Th } from '../../features/admin/list-controls.tsx';
import { useSessionExpiry } from '../../features/admin/session.ts';
import type { FormSubmission } from '../../features/admin/types.ts';
import { PAGE_SIZE, useAdminList, useDebounced } from '../../features/admin/use-admin-list.ts';

const LIST = '/api/admin/form-submissions';

export default function FormSubmissionsPage() {
  const queryClient = useQueryClient();
  const expired = useSessionExpiry();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [formType, setFormType] = useState('all');
  const [offset, setOffset] = useState(0);
  const [viewing, setViewing] = useState<FormSubmission | null>(null);
  const filters = { q, status: formType === 'all' ? undefined : formType };
  const onError = useCallback(() => notify(toasts.partnersLoadFailed, { destructive: true }), []);
  const list = useAdminList<FormSubmission>(LIST, { ...filters, limit: PAGE_SIZE, offset }, { onError });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [LIST] });
    notify(toasts.dataRefreshed);
  };
  const doExport = async () => {
    try {
      await exportCsv(LIST, `${LIST}/export.csv`, filters);
    } catch (err) {
      if (!expired(err))
        notify({ title: 'Export failed' }, { destructive: true, description: serverMessage(err) });
    }
  };

  const rows = list.data?.rows ?? [];
  return (
    <AdminShell
      title="Form Submissions"
      description="Everything visitors sent through the website's forms."
      actions={
        <>
          <Button variant="outline" onClick={() => void refresh()}>
            <Icon name="refresh" className="h-4 w-4" />
            Refresh
          </Button>
          <Button onClick={() => void doExport()}>
            <Icon name="download" className="h-4 w-4" />
            Export to CSV
          </Button>
        </>
      }
    >
      {list.isError && !list.data ? (
        <ErrorScreen title={pageMessages.errorLoadingFormSubmissions} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox
              id="submission-search"
              label="Search by name, email or form type"
              value={search}
              onChange={(v) => {
                setSearch(v);
                setOffset(0);
              }}
            />
            <label htmlFor="submission-type" className="sr-only">
              Filter by form type
            </label>
            <Select
              id="submission-type"
              className="sm:w-52"
              value={formType}
              onChange={(e) => {
                setFormType(e.target.value);
                setOffset(0);
              }}
            >
              <option value="all">All form types</option>
              {formTypes.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </div>
          <div className="mt-4">
            {list.isPending ? (
              <p role="status" className="py-10 text-center text-slate-600">
                Loading submissions…
              </p>
            ) : rows.length === 0 ? (
              <EmptyState>No form submissions found.</EmptyState>
            ) : (
              <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
                <table className="min-w-full divide-y divide-slate-200 text-sm">
                  <caption className="sr-only">Form submissions</caption>
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      <Th>ID</Th>
                      <Th>Form Type</Th>
                      <Th>Name</Th>
                      <Th>Email</Th>
                      <Th>Message</Th>
                      <Th>Date Submitted</Th>
                      <Th>Notification</Th>
                      <Th>Actions</Th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {rows.map((f) => (
                      <tr key={f.id}>
                        <td className="px-3 py-2 tabular-nums">{f.id}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{f.formType}</td>
                        <td className="px-3 py-2">{f.submitterName ?? '—'}</td>
                        <td className="px-3 py-2 break-all">{f.submitterEmail ?? '—'}</td>
                        <td className="max-w-xs px-3 py-2 text-slate-700">
                          {preview(submissionMessage(f.formData), 50)}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(f.createdAt)}</td>
                        <td className="px-3 py-2">
                          <Badge tone={f.notificationSent ? 'green' : 'neutral'}>
                            {f.notificationSent
                              ? pageMessages.notificationSent
                              : pageMessages.notificationNotSent}
                          </Badge>
                        </td>
                        <td className="px-3 py-2">
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setViewing(f)}
                            aria-label={`View submission ${f.id}`}
                          >
                            <Icon name="eye" className="h-4 w-4" />
                            View
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {(list.data?.total ?? 0) > 0 && (
              <Pager
                offset={offset}
                limit={PAGE_SIZE}
                total={list.data!.total}
                onOffset={setOffset}
                label="submissions"
              />
            )}
          </div>
        </>
      )}
      <FormSubmissionDialog submission={viewing} onClose={() => setViewing(null)} />
    </AdminShell>
  );
}
