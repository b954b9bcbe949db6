/**
 * /admin/form-submissions (doc 2 §2.1.5): search, Export to CSV, a detail dialog, the 50-character
 * message preview, read-only Sent / Not Sent, and the 'Error Loading Form Submissions' retry screen.
 */
import { formTypes } from '@app/contracts/options';
import { pageMessages, toasts } from '@app/contracts/messages';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/card.tsx';
import { GuardSignalBadges } from '../../features/admin/guard-signals.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { AdminListView, ListActions } from '../../features/admin/admin-list-view.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { AdminTable } from '../../features/admin/admin-table.tsx';
import { FormSubmissionDialog } from '../../features/admin/form-submission-dialog.tsx';
import { formatDateTime, preview, submissionMessage } from '../../features/admin/format.ts';
import type { FormSubmission } from '../../features/admin/types.ts';
import { useAdminListPage } from '../../features/admin/use-admin-list.ts';
import { EmailText } from '../../features/admin/email-text.tsx';

const LIST = '/api/admin/form-submissions';
const typeFilter = {
  id: 'submission-type',
  label: 'Filter by form type',
  className: 'sm:w-52',
  allLabel: 'All form types',
  options: formTypes.map((t) => ({ value: t, label: t })),
};
const columns = ['ID', 'Form Type', 'Name', 'Email', 'Message', 'Date Submitted', 'Notification', 'Actions'];

export default function FormSubmissionsPage() {
  const page = useAdminListPage<FormSubmission>(LIST, { loadFailed: toasts.partnersLoadFailed });
  const [viewing, setViewing] = useState<FormSubmission | null>(null);

  return (
    <AdminShell
      title="Form Submissions"
      description="Everything visitors sent through the website's forms."
      actions={<ListActions page={page} />}
    >
      <AdminListView
        page={page}
        search={{ id: 'submission-search', label: 'Search by name, email or form type' }}
        filter={typeFilter}
        errorTitle={pageMessages.errorLoadingFormSubmissions}
        loadingText="Loading submissions…"
        emptyText="No form submissions found."
        pagerLabel="submissions"
      >
        {(rows) => (
          <AdminTable caption="Form submissions" columns={columns}>
            {rows.map((f) => (
              <tr key={f.id}>
                <td className="px-3 py-2 tabular-nums">{f.id}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {f.formType}
                  <GuardSignalBadges signals={f.signals} />
                </td>
                <td className="px-3 py-2">{f.submitterName ?? '—'}</td>
                <td className="min-w-56 px-3 py-2">
                  {f.submitterEmail ? <EmailText email={f.submitterEmail} /> : '—'}
                </td>
                <td className="max-w-xs px-3 py-2 text-slate-700">
                  {preview(submissionMessage(f.formData), 50)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(f.createdAt)}</td>
                <td className="px-3 py-2">
                  <Badge tone={f.notificationSent ? 'green' : 'neutral'}>
                    {f.notificationSent ? pageMessages.notificationSent : pageMessages.notificationNotSent}
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
          </AdminTable>
        )}
      </AdminListView>
      <FormSubmissionDialog submission={viewing} onClose={() => setViewing(null)} />
    </AdminShell>
  );
}
