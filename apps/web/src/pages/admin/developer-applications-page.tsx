/**
 * /admin/developer-applications (doc 2 §2.1.3): search, status filter, four count cards, application
 * cards (first two platforms plus '+N more'), detail overlay with status, admin notes and delete.
 */
import { toasts } from '@app/contracts/messages';
import { developerApplicationStatusOptions } from '@app/contracts/options';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Badge, Card } from '../../components/ui/card.tsx';
import { AdminListView } from '../../features/admin/admin-list-view.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { DeveloperDetailDialog } from '../../features/admin/developers/developer-detail-dialog.tsx';
import { experienceLabel, formatDate, platformSummary } from '../../features/admin/format.ts';
import { StatusBadge } from '../../features/admin/list-controls.tsx';
import type { DeveloperApplication } from '../../features/admin/types.ts';
import { useAdminListPage } from '../../features/admin/use-admin-list.ts';
import { adminLists, countsQuery } from '../../features/admin/api.ts';
import { EmailText } from '../../features/admin/email-text.tsx';

const LIST = adminLists.developerApplications;
const statusFilter = {
  id: 'developer-status-filter',
  label: 'Filter by status',
  className: 'sm:w-48',
  allLabel: 'All statuses',
  options: developerApplicationStatusOptions,
};

function CountCards() {
  const counts = useQuery(countsQuery(adminLists.developerCounts));
  const cards = [
    ['Total Applications', counts.data?.total],
    ['Pending', counts.data?.pending],
    ['Approved', counts.data?.approved],
    ['Rejected', counts.data?.rejected],
  ] as const;
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <li key={label}>
          <Card className="p-5">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="mt-1 text-3xl font-bold tabular-nums">{value ?? '–'}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function ApplicationCard({ app, onView }: { app: DeveloperApplication; onView: () => void }) {
  const { shown, more } = platformSummary(app.interestedPlatforms);
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{app.fullName}</h2>
          <p className="text-sm text-slate-600">
            <EmailText email={app.accountEmail ?? app.email} />
          </p>
          {app.companyAffiliation && <p className="text-sm text-slate-600">{app.companyAffiliation}</p>}
        </div>
        <StatusBadge status={app.status} />
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Experience</dt>
        <dd>{experienceLabel(app.experienceLevel)}</dd>
        <dt className="text-slate-600">Use case</dt>
        <dd>{app.primaryUseCase}</dd>
        <dt className="text-slate-600">Applied</dt>
        <dd>{formatDate(app.createdAt)}</dd>
      </dl>
      <div className="flex flex-wrap gap-1.5" aria-label="Interested platforms">
        {shown.map(({ name, label }, i) => (
          // The spec's short name on the chip; the name the applicant chose on hover and in the details.
          <Badge key={`${name}-${i}`} tone="brand" title={name}>
            {label}
          </Badge>
        ))}
        {more > 0 && <Badge>+{more} more</Badge>}
      </div>
      <div className="mt-auto pt-2">
        <Button size="sm" variant="outline" onClick={onView} aria-label={`View details of ${app.fullName}`}>
          View details
        </Button>
      </div>
    </Card>
  );
}

export default function DeveloperApplicationsPage() {
  const page = useAdminListPage<DeveloperApplication>(LIST, { loadFailed: toasts.developersLoadFailed });
  const [viewing, setViewing] = useState<DeveloperApplication | null>(null);

  return (
    <AdminShell title="Developer Applications" description="Review applications to the developer program.">
      <CountCards />
      <AdminListView
        page={page}
        search={{
          id: 'developer-search',
          label: 'Search by name, email, company or use case',
          // The label is too long for the box on a phone.
          placeholder: 'Name, email, company or use case',
        }}
        filter={statusFilter}
        errorText="Failed to fetch developer applications."
        loadingText="Loading applications…"
        emptyText="No developer applications found."
        pagerLabel="applications"
        barClassName="mt-6"
        bodyClassName="mt-6"
      >
        {(rows) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {rows.map((app) => (
              <li key={app.id}>
                <ApplicationCard app={app} onView={() => setViewing(app)} />
              </li>
            ))}
          </ul>
        )}
      </AdminListView>
      <DeveloperDetailDialog application={viewing} onClose={() => setViewing(null)} />
    </AdminShell>
  );
}
