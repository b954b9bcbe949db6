/** /admin/audit-log: who did what to which record and when (sign-ins, status changes, deletions, exports). */
import { useState } from 'react';
import { Select } from '../../components/ui/form-field.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { formatDateTime } from '../../features/admin/format.ts';
import { EmptyState, ErrorScreen, Pager, SearchBox, Th } from '../../features/admin/list-controls.tsx';
import type { AuditEntry } from '../../features/admin/types.ts';
import { useAdminList, useDebounced } from '../../features/admin/use-admin-list.ts';

const PAGE = 50;
const actorKinds = ['staff', 'visitor', 'partner', 'developer', 'system'] as const;

const details = (value: AuditEntry['details']) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('; ')
    : '';

export default function AuditLogPage() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [kind, setKind] = useState('all');
  const [offset, setOffset] = useState(0);
  const list = useAdminList<AuditEntry>('/api/admin/audit-log', {
    q,
    status: kind === 'all' ? undefined : kind,
    limit: PAGE,
    offset,
  });
  const rows = list.data?.rows ?? [];

  return (
    <AdminShell title="Audit Log" description="Every sign-in and every staff action, newest first.">
      {list.isError && !list.data ? (
        <ErrorScreen title="Error Loading Audit Log" onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox
              id="audit-search"
              label="Search by action, user or record id"
              value={search}
              onChange={(v) => {
                setSearch(v);
                setOffset(0);
              }}
            />
            <label htmlFor="audit-kind" className="sr-only">
              Filter by actor
            </label>
            <Select
              id="audit-kind"
              className="sm:w-44"
              value={kind}
              onChange={(e) => {
                setKind(e.target.value);
                setOffset(0);
              }}
            >
              <option value="all">All actors</option>
              {actorKinds.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </Select>
          </div>
          <div className="mt-4">
            {list.isPending ? (
              <p role="status" className="py-10 text-center text-slate-600">
                Loading…
              </p>
            ) : rows.length === 0 ? (
              <EmptyState>No entries found.</EmptyState>
            ) : (
              <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
                <table className="min-w-full divide-y divide-slate-200 text-sm">
                  <caption className="sr-only">Audit log</caption>
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      <Th>When</Th>
                      <Th>Who</Th>
                      <Th>Action</Th>
                      <Th>Record</Th>
                      <Th>Details</Th>
                      <Th>IP address</Th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
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
                  </tbody>
                </table>
              </div>
            )}
            {(list.data?.total ?? 0) > 0 && (
              <Pager
                offset={offset}
                limit={PAGE}
                total={list.data!.total}
                onOffset={setOffset}
                label="entries"
              />
            )}
          </div>
        </>
      )}
    </AdminShell>
  );
}
