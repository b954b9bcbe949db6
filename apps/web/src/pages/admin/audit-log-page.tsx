/** /admin/audit-log: who did what to which record and when (sign-ins, status changes, deletions, exports). */
import { AdminListView } from '../../features/admin/admin-list-view.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { AdminTable } from '../../features/admin/admin-table.tsx';
import { formatDateTime } from '../../features/admin/format.ts';
import type { AuditEntry } from '../../features/admin/types.ts';
import { useAdminListPage } from '../../features/admin/use-admin-list.ts';

const actorKinds = ['staff', 'visitor', 'partner', 'developer', 'system'] as const;
const actorFilter = {
  id: 'audit-kind',
  label: 'Filter by actor',
  className: 'sm:w-44',
  allLabel: 'All actors',
  options: actorKinds.map((k) => ({ value: k, label: k })),
};
const columns = ['When', 'Who', 'Action', 'Record', 'Details', 'IP address'];

const details = (value: AuditEntry['details']) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('; ')
    : '';

export default function AuditLogPage() {
  // Fifty per page; a failed load shows the retry screen only, without a toast.
  const page = useAdminListPage<AuditEntry>('/api/admin/audit-log', { pageSize: 50 });

  return (
    <AdminShell title="Audit Log" description="Every sign-in and every staff action, newest first.">
      <AdminListView
        page={page}
        search={{ id: 'audit-search', label: 'Search by action, user or record id' }}
        filter={actorFilter}
        errorTitle="Error Loading Audit Log"
        loadingText="Loading…"
        emptyText="No entries found."
        pagerLabel="entries"
      >
        {(rows) => (
          <AdminTable caption="Audit log" columns={columns}>
            {rows.map((e) => (
              <tr key={e.id}>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
                <td className="px-3 py-2">
                  {e.actorName ?? '—'} <span className="text-xs text-slate-600">({e.actorKind})</span>
                </td>
                <td className="px-3 py-2 font-mono text-xs">{e.action}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {e.entityType ? `${e.entityType}${e.entityId ? ` #${e.entityId}` : ''}` : '—'}
                </td>
                <td className="max-w-md px-3 py-2 text-xs break-words text-slate-700">
                  {details(e.details)}
                </td>
                <td className="px-3 py-2 font-mono text-xs">{e.ipAddress ?? '—'}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListView>
    </AdminShell>
  );
}
