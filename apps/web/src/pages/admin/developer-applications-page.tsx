/**
 * /admin/developer-applications (doc 2 §2.1.3): search, status filter, four count cards, application
 * cards (first two platforms plus '+N more'), detail overlay with status, admin notes and delete.
 */
import { toasts } from '@app/contracts/messages';
import { developerApplicationStatusOptions } from '@app/contracts/options';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Badge, Card } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/form-field.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { notify } from '../../features/admin/api.ts';
import { DeveloperDetailDialog } from '../../features/admin/developers/developer-detail-dialog.tsx';
import { experienceLabel, formatDate, platformSummary } from '../../features/admin/format.ts';
import { EmptyState, Pager, SearchBox, StatusBadge } from '../../features/admin/list-controls.tsx';
import type { DeveloperApplication } from '../../features/admin/types.ts';
import { PAGE_SIZE, useAdminList, useDebounced } from '../../features/admin/use-admin-list.ts';

const LIST = '/api/admin/developer-applications';

function CountCards() {
  const counts = useQuery<Record<string, number>>({
    queryKey: [`${LIST}/counts`],
    queryFn: async () => {
      const res = await fetch(`${LIST}/counts`, { credentials: 'include' });
      if (!res.ok) throw new Error(String(res.status));
      return (await res.json()) as Record<string, number>;
    },
  });
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
          <p className="text-sm break-all text-slate-600">{app.email}</p>
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
        {shown.map((name, i) => (
          <Badge key={`${name}-${i}`} tone="brand">
            {name}
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
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [status, setStatus] = useState('all');
  const [offset, setOffset] = useState(0);
  const [viewing, setViewing] = useState<DeveloperApplication | null>(null);

  const onError = useCallback(() => notify(toasts.developersLoadFailed, { destructive: true }), []);
  const list = useAdminList<DeveloperApplication>(
    LIST,
    { q, status: status === 'all' ? undefined : status, limit: PAGE_SIZE, offset },
    { onError },
  );
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [LIST] });
    void queryClient.invalidateQueries({ queryKey: [`${LIST}/counts`] });
  };
  const rows = list.data?.rows ?? [];

  return (
    <AdminShell title="Developer Applications" description="Review applications to the developer program.">
      <CountCards />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id="developer-search"
          label="Search by name, email, company or use case"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setOffset(0);
          }}
        />
        <label htmlFor="developer-status-filter" className="sr-only">
          Filter by status
        </label>
        <Select
          id="developer-status-filter"
          className="sm:w-48"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setOffset(0);
          }}
        >
          <option value="all">All statuses</option>
          {developerApplicationStatusOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-6">
        {list.isPending ? (
          <p role="status" className="py-10 text-center text-slate-600">
            Loading applications…
          </p>
        ) : list.isError && !list.data ? (
          <EmptyState>Failed to fetch developer applications.</EmptyState>
        ) : rows.length === 0 ? (
          <EmptyState>No developer applications found.</EmptyState>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {rows.map((app) => (
              <li key={app.id}>
                <ApplicationCard app={app} onView={() => setViewing(app)} />
              </li>
            ))}
          </ul>
        )}
        {(list.data?.total ?? 0) > 0 && (
          <Pager
            offset={offset}
            limit={PAGE_SIZE}
            total={list.data!.total}
            onOffset={setOffset}
            label="applications"
          />
        )}
      </div>
      <DeveloperDetailDialog application={viewing} onClose={() => setViewing(null)} onChanged={refresh} />
    </AdminShell>
  );
}
