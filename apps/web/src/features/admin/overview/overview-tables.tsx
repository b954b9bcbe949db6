/** The three tables of the combined dashboard, each row with a checkbox and its own actions. */
import { subscriberStatusOf } from '@app/contracts/newsletter-confirmation';
import { pageMessages } from '@app/contracts/messages';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatDate, formatDateTime, preview, submissionMessage } from '../format.ts';
import { AdminTable } from '../admin-table.tsx';
import { GuardSignalBadges } from '../guard-signals.tsx';
import { StatusBadge } from '../list-controls.tsx';
import type { FormSubmission, Partner, Subscriber } from '../types.ts';
import { EmailText } from '../email-text.tsx';

export type OverviewEntity = 'partners' | 'form-submissions' | 'subscribers';

export interface Selection {
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  allSelected: boolean;
  toggleAll: () => void;
}

function SelectCell({ id, label, selection }: { id: number; label: string; selection: Selection }) {
  return (
    <td className="w-10 px-3 py-2">
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-600"
        checked={selection.isSelected(id)}
        onChange={() => selection.toggle(id)}
        aria-label={`Select ${label}`}
      />
    </td>
  );
}

function Table({
  caption,
  headers,
  selection,
  children,
}: {
  caption: string;
  headers: string[];
  selection: Selection;
  children: ReactNode;
}) {
  return (
    <AdminTable
      caption={caption}
      columns={headers}
      leadingHeader={
        <th scope="col" className="w-10 px-3 py-2">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={selection.allSelected}
            onChange={selection.toggleAll}
            aria-label="Select all on this page"
          />
        </th>
      }
    >
      {children}
    </AdminTable>
  );
}

const DeleteButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button size="sm" variant="ghost" onClick={onClick} aria-label={`Delete ${label}`}>
    <Icon name="trash" className="h-4 w-4" />
    Delete
  </Button>
);

export function PartnerRows({
  rows,
  selection,
  onDelete,
}: {
  rows: Partner[];
  selection: Selection;
  onDelete: (row: Partner) => void;
}) {
  return (
    <Table
      caption="Partner applications"
      headers={['Company', 'Contact', 'Email', 'Status', 'Submitted', 'Actions']}
      selection={selection}
    >
      {rows.map((p) => (
        <tr key={p.id}>
          <SelectCell id={p.id} label={p.companyName} selection={selection} />
          <td className="px-3 py-2 font-medium text-slate-900">{p.companyName}</td>
          <td className="px-3 py-2">{p.fullName}</td>
          <td className="min-w-56 px-3 py-2">
            <EmailText email={p.email} />
          </td>
          <td className="px-3 py-2">
            <StatusBadge status={p.status} />
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(p.createdAt)}</td>
          <td className="px-3 py-2">
            <DeleteButton label={p.companyName} onClick={() => onDelete(p)} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function SubmissionRows({
  rows,
  selection,
  onDelete,
  onView,
}: {
  rows: FormSubmission[];
  selection: Selection;
  onDelete: (row: FormSubmission) => void;
  onView: (row: FormSubmission) => void;
}) {
  return (
    <Table
      caption="Form submissions"
      headers={['Form Type', 'Name', 'Email', 'Message', 'Submitted', 'Notification', 'Actions']}
      selection={selection}
    >
      {rows.map((f) => (
        <tr key={f.id}>
          <SelectCell id={f.id} label={`submission ${f.id}`} selection={selection} />
          <td className="px-3 py-2 whitespace-nowrap">
            {f.formType}
            <GuardSignalBadges signals={f.signals} />
          </td>
          <td className="px-3 py-2">{f.submitterName ?? '—'}</td>
          <td className="min-w-56 px-3 py-2">
            {f.submitterEmail ? <EmailText email={f.submitterEmail} /> : '—'}
          </td>
          <td className="max-w-xs px-3 py-2 text-slate-700">{preview(submissionMessage(f.formData), 50)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(f.createdAt)}</td>
          <td className="px-3 py-2">
            {f.notificationSent ? pageMessages.notificationSent : pageMessages.notificationNotSent}
          </td>
          <td className="px-3 py-2">
            <div className="flex gap-1.5">
              <Button
                size="sm"
                variant="outline"
                onClick={() => onView(f)}
                aria-label={`View submission ${f.id}`}
              >
                View
              </Button>
              <DeleteButton label={`submission ${f.id}`} onClick={() => onDelete(f)} />
            </div>
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function SubscriberRows({
  rows,
  selection,
  onDelete,
}: {
  rows: Subscriber[];
  selection: Selection;
  onDelete: (row: Subscriber) => void;
}) {
  return (
    <Table
      caption="Subscribers"
      headers={['Email', 'Name', 'Source', 'Subscribed', 'Status', 'Actions']}
      selection={selection}
    >
      {rows.map((s) => (
        <tr key={s.id}>
          <SelectCell id={s.id} label={s.email} selection={selection} />
          <td className="min-w-56 px-3 py-2 font-medium text-slate-900">
            <EmailText email={s.email} />
          </td>
          <td className="px-3 py-2">{[s.firstName, s.lastName].filter(Boolean).join(' ') || '—'}</td>
          <td className="px-3 py-2">{s.source}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDate(s.createdAt)}</td>
          <td className="px-3 py-2">
            <StatusBadge status={subscriberStatusOf(s)} />
          </td>
          <td className="px-3 py-2">
            <DeleteButton label={s.email} onClick={() => onDelete(s)} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
