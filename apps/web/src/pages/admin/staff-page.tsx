/**
 * /admin/staff: staff accounts with their two-factor state; adding a member, and the actions on another
 * member: reset their second factor, require it or not, disable, enable or remove the account (never
 * one's own). Adding, resetting, disabling, enabling and removing ask for the admin password again.
 */
import type { StaffAccountRow } from '@app/contracts/forms/second-factor';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/card.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { AdminTable } from '../../features/admin/admin-table.tsx';
import { adminPasswordError, PasswordConfirmDialog } from '../../features/admin/admin-password.tsx';
import { CreateStaffDialog } from '../../features/admin/staff/create-staff-dialog.tsx';
import { formatDateTime } from '../../features/admin/format.ts';
import { EmptyState, ErrorScreen } from '../../features/admin/list-controls.tsx';
import { useStaffSession } from '../../features/admin/session.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { serverMessage } from '../../lib/api.ts';
import {
  staffAccountsQuery,
  useStaffAccountChange,
  type StaffAccountAction,
} from '../../features/admin/api.ts';

const staffColumns = ['Username', 'Email', 'Two-factor', 'Required', 'Status', 'Last sign-in', 'Actions'];

type PendingKind = 'reset' | 'disable' | 'enable' | 'remove';
type Pending = { kind: PendingKind; row: StaffAccountRow } | null;

/** Each confirmed action: its dialog and its toast. */
const pendingActions: Record<
  PendingKind,
  {
    title: string;
    description: (username: string) => string;
    label: string;
    done: string;
  }
> = {
  reset: {
    title: 'Reset two-factor authentication?',
    description: (u) =>
      `${u} will be signed out everywhere and can sign in with the password alone until they set up two-factor authentication again.`,
    label: 'Reset 2FA',
    done: 'Two-factor authentication reset',
  },
  disable: {
    title: 'Disable this account?',
    description: (u) =>
      `${u} will be signed out everywhere and cannot sign in until the account is enabled again.`,
    label: 'Disable',
    done: 'Account disabled',
  },
  enable: {
    title: 'Enable this account?',
    description: (u) => `${u} will be able to sign in again.`,
    label: 'Enable',
    done: 'Account enabled',
  },
  remove: {
    title: 'Remove this account?',
    description: (u) =>
      `${u} will be signed out everywhere and the account deleted. The audit log keeps its entries. This cannot be undone.`,
    label: 'Remove',
    done: 'Account removed',
  },
};

export default function StaffPage() {
  const me = useStaffSession();
  const list = useQuery(staffAccountsQuery);
  const [confirming, setConfirming] = useState<Pending>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const selfId = me.data?.user.id;

  const change = useStaffAccountChange();
  const busy = change.isPending;
  const act = (request: StaffAccountAction, done: string) =>
    change.mutate(request, {
      onSuccess: () => {
        toast({ title: done });
        setConfirming(null);
      },
      onError: (error) => {
        const refused = adminPasswordError(error);
        if (refused && request.action !== 'require') {
          setPasswordError(refused);
          return;
        }
        setConfirming(null);
        toast({
          title: 'Could not update the account',
          description: serverMessage(error),
          variant: 'destructive',
        });
      },
    });

  const open = (kind: PendingKind, row: StaffAccountRow) => {
    setPasswordError(null);
    setConfirming({ kind, row });
  };

  const rows = list.data?.staff ?? [];
  const action = confirming ? pendingActions[confirming.kind] : null;
  return (
    <AdminShell title="Staff" description="Staff accounts, their two-factor authentication and access.">
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setCreating(true)}>Add staff member</Button>
      </div>
      {list.isError && !list.data ? (
        <ErrorScreen title="Error Loading Staff" onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p role="status" className="py-10 text-center text-slate-600">
          Loading…
        </p>
      ) : rows.length === 0 ? (
        <EmptyState>No staff accounts.</EmptyState>
      ) : (
        <>
          {list.data?.requiredForAll && (
            <p className="mb-4 text-sm text-slate-600">
              This site requires two-factor authentication of every staff member (STAFF_REQUIRE_TOTP).
            </p>
          )}
          <AdminTable caption="Staff accounts" columns={staffColumns}>
            {rows.map((row) => {
              const self = row.id === selfId;
              return (
                <tr key={row.id}>
                  <td className="px-3 py-2 font-medium text-slate-900">
                    {row.username}
                    {self && <span className="ml-1 text-xs text-slate-600">(you)</span>}
                  </td>
                  <td className="px-3 py-2">{row.email ?? '—'}</td>
                  <td className="px-3 py-2">
                    <Badge tone={row.secondFactorEnabled ? 'green' : 'neutral'}>
                      {row.secondFactorEnabled ? 'On' : 'Off'}
                    </Badge>
                  </td>
                  <td className="px-3 py-2">
                    {row.secondFactorRequired || list.data?.requiredForAll ? 'Yes' : 'No'}
                  </td>
                  <td className="px-3 py-2">
                    <Badge tone={row.disabled ? 'red' : 'green'}>
                      {row.disabled ? 'Disabled' : 'Active'}
                    </Badge>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.lastLoginAt, 'Never')}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={`${row.secondFactorRequired ? 'Stop requiring' : 'Require'} two-factor authentication for ${row.username}`}
                        onClick={() =>
                          act(
                            { action: 'require', id: row.id, required: !row.secondFactorRequired },
                            row.secondFactorRequired
                              ? 'Two-factor no longer required'
                              : 'Two-factor required',
                          )
                        }
                      >
                        {row.secondFactorRequired ? 'Don’t require 2FA' : 'Require 2FA'}
                      </Button>
                      {!self && row.secondFactorEnabled && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Reset two-factor authentication of ${row.username}`}
                          onClick={() => open('reset', row)}
                        >
                          Reset 2FA
                        </Button>
                      )}
                      {!self &&
                        (row.disabled ? (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Enable ${row.username}`}
                            onClick={() => open('enable', row)}
                          >
                            Enable
                          </Button>
                        ) : (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Disable ${row.username}`}
                            onClick={() => open('disable', row)}
                          >
                            Disable
                          </Button>
                        ))}
                      {!self && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Remove ${row.username}`}
                          onClick={() => open('remove', row)}
                        >
                          Remove
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        </>
      )}
      <PasswordConfirmDialog
        open={confirming !== null}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        title={action?.title ?? ''}
        description={confirming && action ? action.description(confirming.row.username) : ''}
        confirmLabel={action?.label ?? ''}
        busy={busy}
        error={passwordError}
        onConfirm={(adminPassword) => {
          if (!confirming || !action) return;
          act({ action: confirming.kind, id: confirming.row.id, adminPassword }, action.done);
        }}
      />
      <CreateStaffDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(message) => {
          setCreating(false);
          toast({ title: message });
        }}
      />
    </AdminShell>
  );
}
