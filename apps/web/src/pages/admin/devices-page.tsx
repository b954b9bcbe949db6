/**
 * /admin/devices: glasses developers registered for developer mode. Staff grant (which issues the signed
 * certificate), refuse with a reason, or revoke; switch automatic grants on or off; and rotate the signing
 * key. The list's status, search and page live in the URL. Every decision is audited and mailed by the server.
 */
import { deviceStatuses } from '@app/contracts/devices';
import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Select } from '../../components/ui/form-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { deviceStatusText, staffDevicesCopy as copy } from '../../content/devices.ts';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { AdminTable } from '../../features/admin/admin-table.tsx';
import { DecisionDialog, type DecisionRequest } from '../../features/admin/devices/decision-dialog.tsx';
import { DeviceRow } from '../../features/admin/devices/device-row.tsx';
import {
  staffDevicesQuery,
  useAutoGrantSetting,
  useDecideDevice,
  useRotateSigningKey,
  type StaffDevice,
} from '../../features/admin/devices/devices-api.ts';
import { EmailText } from '../../features/admin/email-text.tsx';
import { EmptyState, ErrorScreen, Pager, SearchBox } from '../../features/admin/list-controls.tsx';
import { useSessionExpiry, useStaffQuery } from '../../features/admin/session.ts';
import { HttpError, serverMessage } from '../../lib/api.ts';
import { offsetOf, pageOf, useUrlParams, useUrlSearchBox } from '../../lib/use-url-params.ts';

const PAGE = 25;

export default function DevicesPage() {
  const [url, setUrl] = useUrlParams({ status: 'all', q: '', page: '1' });
  const { status, q } = url;
  const offset = offsetOf(url.page, PAGE);
  const writeSearch = useCallback((text: string) => setUrl({ q: text, page: undefined }), [setUrl]);
  const search = useUrlSearchBox(q, writeSearch);

  const expired = useSessionExpiry();
  const list = useStaffQuery(
    staffDevicesQuery({ status: status === 'all' ? undefined : status, q, limit: PAGE, offset }),
  );

  const decide = useDecideDevice();
  const autoGrant = useAutoGrantSetting();
  const rotate = useRotateSigningKey();
  const [decision, setDecision] = useState<DecisionRequest | null>(null);
  const [rotating, setRotating] = useState(false);
  const fail = (title: string) => (error: unknown) => {
    if (expired(error)) return;
    toast({ title, description: serverMessage(error), variant: 'destructive' });
  };

  const act = (device: StaffDevice, action: 'grant' | 'refuse' | 'revoke', reason?: string) =>
    decide.mutate(
      { id: device.id, decision: { action, ...(reason ? { reason } : {}) } },
      {
        onSuccess: () => {
          toast({ title: copy.done[action], description: device.serialNumber });
          setDecision(null);
        },
        onError: (error) => {
          // A missing reason stays in the dialog (its field message); anything else closes it.
          if (error instanceof HttpError && error.fieldErrors.reason) return;
          setDecision(null);
          fail('Could not change the device')(error);
        },
      },
    );

  const rows = list.data?.devices ?? [];
  const counts = list.data?.counts ?? {};
  const reasonError = decide.error instanceof HttpError ? decide.error.fieldErrors.reason : undefined;
  return (
    <AdminShell title={copy.title} description={copy.description}>
      <div className="mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Switch
            id="auto-grant"
            checked={list.data?.autoGrant ?? false}
            disabled={!list.data || autoGrant.isPending}
            aria-describedby="auto-grant-hint"
            onCheckedChange={(checked) =>
              autoGrant.mutate(checked, {
                onSuccess: (answer) =>
                  toast({ title: `${copy.autoGrant}: ${answer.autoGrant ? 'on' : 'off'}` }),
                onError: fail('Could not change the setting'),
              })
            }
          />
          <div>
            <label htmlFor="auto-grant" className="text-sm font-medium text-slate-900">
              {copy.autoGrant}
            </label>
            <p id="auto-grant-hint" className="text-xs text-slate-600">
              {copy.autoGrantHint}
            </p>
          </div>
        </div>
        <Button variant="outline" size="sm" className="shrink-0" onClick={() => setRotating(true)}>
          {copy.rotate}
        </Button>
      </div>
      {list.isError && !list.data ? (
        <ErrorScreen title={copy.loadError} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox id="device-search" label={copy.search} value={search.text} onChange={search.setText} />
            <label htmlFor="device-status" className="sr-only">
              {copy.filter}
            </label>
            <Select
              id="device-status"
              className="sm:w-64"
              value={status}
              onChange={(event) => setUrl({ status: event.target.value, page: undefined })}
            >
              <option value="all">
                {copy.all} ({counts.total ?? 0})
              </option>
              {deviceStatuses.map((value) => (
                <option key={value} value={value}>
                  {deviceStatusText[value]} ({counts[value] ?? 0})
                </option>
              ))}
            </Select>
          </div>
          <div className="mt-4">
            {rows.length === 0 ? (
              <EmptyState>{list.isPending ? 'Loading devices…' : copy.empty}</EmptyState>
            ) : (
              <AdminTable caption="Devices" columns={copy.columns}>
                {rows.map((device) => (
                  <DeviceRow
                    key={device.id}
                    device={device}
                    developer={<EmailText email={device.developerEmail} />}
                    busy={decide.isPending}
                    onGrant={() => act(device, 'grant')}
                    onDecide={(action) => {
                      decide.reset();
                      setDecision({ device, action });
                    }}
                  />
                ))}
              </AdminTable>
            )}
          </div>
          <Pager
            offset={offset}
            limit={PAGE}
            total={list.data?.total ?? 0}
            onOffset={(next) => setUrl({ page: pageOf(next, PAGE) })}
            label="devices"
          />
        </>
      )}
      <DecisionDialog
        request={decision}
        busy={decide.isPending}
        error={reasonError}
        onClose={() => setDecision(null)}
        onConfirm={(reason) => decision && act(decision.device, decision.action, reason)}
      />
      <ConfirmDialog
        open={rotating}
        onOpenChange={setRotating}
        title={copy.rotateTitle}
        description={copy.rotateDescription}
        confirmLabel={copy.rotate}
        busy={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: ({ keyId }) => toast({ title: copy.rotated, description: keyId }),
            onError: fail('Could not rotate the key'),
            onSettled: () => setRotating(false),
          })
        }
      />
    </AdminShell>
  );
}
