/** Partner applications as the All tab's table or the status tabs' cards, with their row actions. */
import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Select } from '../../../components/ui/form-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ScrollCue, useOverflowsX } from '../admin-table.tsx';
import { formatDateTime } from '../format.ts';
import { SortHeader, StatusBadge, Th, type SortDir } from '../list-controls.tsx';
import type { Partner } from '../types.ts';
import type { PartnerActions } from './use-partner-actions.tsx';
import { EmailText } from '../email-text.tsx';

const compact = 'h-8 px-2.5 text-xs';

/** View for every row; Approve and Reject while pending; Resend when approved; Archive when rejected. */
function PartnerRowActions({
  partner,
  actions,
  inline = false,
}: {
  partner: Partner;
  actions: PartnerActions;
  /** The table cell's compact form (an icon-only View button). */
  inline?: boolean;
}) {
  const name = partner.companyName;
  return (
    // Both wrap: in a table cell the buttons stack only when the table would otherwise not fit its frame.
    <div className="flex flex-wrap gap-1.5">
      {inline ? (
        <button
          type="button"
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-900 hover:bg-slate-50"
          onClick={() => actions.view(partner)}
          aria-label={`View ${name}`}
          title="View details"
        >
          <Icon name="eye" className="h-4 w-4 shrink-0" />
        </button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className={compact}
          onClick={() => actions.view(partner)}
          aria-label={`View ${name}`}
        >
          <Icon name="eye" className="h-3.5 w-3.5" />
          View
        </Button>
      )}
      {partner.status === 'pending' && (
        <>
          <Button
            size="sm"
            className={compact}
            onClick={() => actions.changeStatus(partner, 'approved')}
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="destructive"
            className={compact}
            onClick={() => actions.changeStatus(partner, 'rejected')}
            aria-label={`Reject ${name}`}
          >
            Reject
          </Button>
        </>
      )}
      {partner.status === 'approved' && (
        <Button
          size="sm"
          variant="outline"
          className={compact}
          onClick={() => actions.resend(partner)}
          aria-label={`Resend invitation to ${name}`}
        >
          <Icon name="mail" className="h-3.5 w-3.5" />
          Resend
        </Button>
      )}
      {partner.status === 'rejected' && !partner.archived && (
        <Button
          size="sm"
          variant="outline"
          className={compact}
          onClick={() => actions.archive(partner, true)}
          aria-label={`Archive ${name}`}
        >
          Archive
        </Button>
      )}
      {partner.archived && (
        <Button
          size="sm"
          variant="outline"
          className={compact}
          onClick={() => actions.archive(partner, false)}
          aria-label={`Restore ${name}`}
        >
          Restore
        </Button>
      )}
    </div>
  );
}

/** Date on one line, time below (keeps the Date/Time column narrow). */
function DateTimeCell({ value, empty }: { value: string | null; empty?: string }) {
  const text = formatDateTime(value, empty);
  const [date, time] = text.includes(', ') ? splitDateTime(text) : [text, ''];
  return (
    <>
      <span className="block whitespace-nowrap">{date}</span>
      {time && <span className="block text-xs whitespace-nowrap text-slate-600">{time}</span>}
    </>
  );
}

/** "Nov 22, 2026, 9:04 AM" → ["Nov 22, 2026", "9:04 AM"]. */
const splitDateTime = (text: string): [string, string] => {
  const at = text.lastIndexOf(', ');
  return [text.slice(0, at), text.slice(at + 2)];
};

export interface PartnerSort {
  field: string;
  dir: SortDir;
}

/** From this width the All tab is a table; below it, cards (the table's actions would be off screen). */
export const WIDE_QUERY = '(min-width: 1024px)';

const sortChoices = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'status:asc', label: 'Status: pending first' },
  { value: 'status:desc', label: 'Status: rejected first' },
] as const;

/** The table's sortable headers as one select, for the card view. */
export function PartnerSortSelect({
  sort,
  onSort,
}: {
  sort: PartnerSort;
  onSort: (sort: PartnerSort) => void;
}) {
  return (
    <div className="mb-4 flex items-center gap-2">
      <label htmlFor="partner-sort" className="text-sm font-medium text-slate-800">
        Sort
      </label>
      <Select
        id="partner-sort"
        className="sm:w-56"
        value={`${sort.field}:${sort.dir}`}
        onChange={(event) => {
          const [field = 'createdAt', dir] = event.target.value.split(':');
          onSort({ field, dir: dir === 'asc' ? 'asc' : 'desc' });
        }}
      >
        {sortChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function PartnerTable({
  partners,
  sort,
  onSort,
  actions,
}: {
  partners: Partner[];
  sort: PartnerSort;
  onSort: (sort: PartnerSort) => void;
  actions: PartnerActions;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowsX(frame);
  return (
    <>
      <div
        ref={frame}
        role="region"
        aria-label="Partner applications"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Partner applications</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <Th>ID</Th>
              <Th>Company</Th>
              <Th>Contact</Th>
              <Th>Email</Th>
              <Th>Phone</Th>
              <Th>Industry</Th>
              <Th>Region</Th>
              <SortHeader field="status" sort={sort} onSort={onSort}>
                Status
              </SortHeader>
              <SortHeader field="createdAt" sort={sort} onSort={onSort}>
                Date/Time
              </SortHeader>
              <Th>Last Login</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {partners.map((p) => (
              <tr key={p.id} className={p.archived ? 'bg-slate-50 text-slate-600' : undefined}>
                <td className="px-2 py-2 tabular-nums">{p.id}</td>
                <td className="px-2 py-2 font-medium text-slate-900">
                  {p.companyName}
                  {p.archived && <span className="ml-1 text-xs text-slate-600">(archived)</span>}
                </td>
                <td className="px-2 py-2">{p.fullName}</td>
                <td className="px-2 py-2">
                  <EmailText email={p.email} />
                </td>
                <td className="px-2 py-2 whitespace-nowrap">{p.contactNumber}</td>
                <td className="px-2 py-2">{p.industry}</td>
                <td className="px-2 py-2">{p.targetCountryRegion}</td>
                <td className="px-2 py-2">
                  <StatusBadge status={p.status} />
                </td>
                <td className="px-2 py-2">
                  <DateTimeCell value={p.createdAt} />
                </td>
                <td className="px-2 py-2">
                  <DateTimeCell value={p.lastLoginAt} empty="Never" />
                </td>
                <td className="px-2 py-2">
                  <PartnerRowActions partner={p} actions={actions} inline />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {overflowing && <ScrollCue />}
    </>
  );
}

export function PartnerCards({ partners, actions }: { partners: Partner[]; actions: PartnerActions }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {partners.map((p) => (
        <li key={p.id}>
          <Card className="flex h-full flex-col gap-3 p-5">
            <div className="flex items-start justify-between gap-3">
              <div>
                <h2 className="font-semibold text-slate-900">{p.companyName}</h2>
                <p className="text-sm text-slate-600">
                  #{p.id} · {p.fullName}
                </p>
              </div>
              <StatusBadge status={p.status} />
            </div>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Email</dt>
              <dd className="min-w-0">
                <EmailText email={p.email} />
              </dd>
              <dt className="text-slate-600">Phone</dt>
              <dd>{p.contactNumber}</dd>
              <dt className="text-slate-600">Industry</dt>
              <dd>{p.industry}</dd>
              <dt className="text-slate-600">Region</dt>
              <dd>{p.targetCountryRegion}</dd>
              <dt className="text-slate-600">Submitted</dt>
              <dd>{formatDateTime(p.createdAt)}</dd>
              {p.status === 'approved' && (
                <>
                  <dt className="text-slate-600">Last login</dt>
                  <dd>{formatDateTime(p.lastLoginAt, 'Never')}</dd>
                </>
              )}
            </dl>
            <div className="mt-auto pt-2">
              <PartnerRowActions partner={p} actions={actions} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
