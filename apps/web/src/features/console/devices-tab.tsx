/**
 * Devices: the developer's glasses with their developer-mode status (pending, granted, refused, revoked,
 * expired), the certificate download while granted, Request again, Revoke and Remove; Register device
 * opens the form. In the demo console the list is empty and every action asks the visitor to sign in.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeviceStatus } from '@app/contracts/devices';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Badge, Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { consoleUi } from '../../content/console-ui.ts';
import { deviceStatusText, devicesCopy } from '../../content/devices.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { errorCodeOf } from '../../lib/api.ts';
import { isSessionEnd, useSessionEnded } from './api.ts';
import { useColon, useConsoleDates, useProblemText } from './console-text.ts';
import { useConsole } from './console-context.tsx';
import {
  certificateUrl,
  devicesQuery,
  useDeviceAction,
  type ConsoleDevice,
  type DeviceAction,
} from './devices-api.ts';
import { RegisterDeviceDialog } from './register-device-dialog.tsx';

const tones: Record<DeviceStatus, 'yellow' | 'green' | 'red' | 'neutral'> = {
  pending: 'yellow',
  granted: 'green',
  refused: 'red',
  revoked: 'red',
  expired: 'neutral',
};

function DeviceStatusBadge({ status }: { status: DeviceStatus }) {
  const words = useContent('deviceStatusText', deviceStatusText);
  return <Badge tone={tones[status]}>{words[status]}</Badge>;
}

function DeviceCard({ device, onAction }: { device: ConsoleDevice; onAction: (a: DeviceAction) => void }) {
  const { status } = device;
  const copy = useContent('devicesCopy', devicesCopy);
  const dates = useConsoleDates();
  const colon = useColon();
  const rows = [
    [copy.requested, dates.date(device.requestedAt)],
    ...(device.decidedAt ? [[copy.decided, dates.date(device.decidedAt)] as const] : []),
    ...(device.certificateExpiresAt
      ? [[copy.validUntil, dates.date(device.certificateExpiresAt)] as const]
      : []),
  ];
  return (
    <Card className="p-5" data-testid="device-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{device.modelName}</h3>
            <DeviceStatusBadge status={status} />
          </div>
          <p className="text-sm text-slate-600">
            {copy.serialLabel}
            {colon}
            <span className="font-mono break-all text-slate-900">{device.serialNumber}</span>
          </p>
          {device.decisionReason && (
            <p className="text-sm text-slate-700">
              {copy.reason}
              {colon}
              {device.decisionReason}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {status === 'granted' && (
            // A plain link: the answer is an attachment, which the browser saves as the file.
            <a href={certificateUrl(device.id)} download className={buttonClass('primary', 'sm')}>
              <Icon name="download" className="h-4 w-4" />
              {copy.download}
            </a>
          )}
          {(status === 'refused' || status === 'revoked' || status === 'expired') && (
            <Button size="sm" variant="outline" onClick={() => onAction('request')}>
              {copy.requestAgain}
            </Button>
          )}
          {(status === 'pending' || status === 'granted') && (
            <Button size="sm" variant="outline" onClick={() => onAction('revoke')}>
              {copy.revoke}
            </Button>
          )}
          {status !== 'granted' && (
            <Button size="sm" variant="ghost" onClick={() => onAction('remove')}>
              {copy.remove}
            </Button>
          )}
        </div>
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 border-t border-slate-100 pt-4 text-xs text-slate-600">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt>
              {label}
              {colon}
            </dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const confirmed = new Set<DeviceAction>(['revoke', 'remove']);

export function DevicesTab() {
  const { demo, blocked } = useConsole();
  const sessionEnded = useSessionEnded();
  const list = useQuery({ ...devicesQuery, enabled: !demo });
  const action = useDeviceAction();
  const [registering, setRegistering] = useState(false);
  const [confirm, setConfirm] = useState<{ device: ConsoleDevice; action: DeviceAction } | null>(null);
  const devices = list.data?.devices ?? [];
  const copy = useContent('devicesCopy', devicesCopy);
  const ui = useContent('consoleUi', consoleUi);
  const problemText = useProblemText();

  const run = (device: ConsoleDevice, kind: DeviceAction) =>
    action.mutate(
      { action: kind, id: device.id },
      {
        onSuccess: () => {
          const title = {
            request: ui.devices.requested,
            revoke: ui.devices.revoked,
            remove: ui.devices.removed,
          }[kind];
          toast({ title, description: device.serialNumber });
        },
        onError: (error) => {
          if (isSessionEnd(error)) return;
          toast({
            title: copy.codeTitles[errorCodeOf(error) ?? ''] ?? copy.failed,
            description: problemText(error),
            variant: 'destructive',
          });
        },
        onSettled: () => setConfirm(null),
      },
    );
  const onAction = (device: ConsoleDevice, kind: DeviceAction) => {
    if (confirmed.has(kind)) setConfirm({ device, action: kind });
    else run(device, kind);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{copy.heading}</h2>
          <p className="text-sm text-slate-600">{copy.lead}</p>
        </div>
        <Button
          onClick={() => !blocked(ui.blocked.registerDevice) && setRegistering(true)}
          className="shrink-0"
        >
          <Icon name="glasses" className="h-4 w-4" />
          {copy.register}
        </Button>
      </div>
      {list.isError && !sessionEnded(list.error) && (
        <p role="alert" className="text-sm text-red-700">
          {ui.devices.loadFailed}{' '}
          <button className="underline" onClick={() => void list.refetch()}>
            {ui.devices.retry}
          </button>
        </p>
      )}
      {devices.length === 0 ? (
        <Card className="p-8 text-center">
          <Icon name="glasses" className="mx-auto h-8 w-8 text-slate-500" />
          <p className="mt-3 font-medium text-slate-900">
            {list.isPending && !demo ? ui.devices.loading : copy.empty}
          </p>
          <p className="mt-1 text-sm text-slate-600">{copy.emptyHint}</p>
        </Card>
      ) : (
        <>
          <p className="text-sm text-slate-600">{copy.used(devices.length)}</p>
          <ul className="grid gap-4">
            {devices.map((device) => (
              <li key={device.id}>
                <DeviceCard device={device} onAction={(kind) => onAction(device, kind)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="text-sm text-slate-600">
        {copy.installHint}{' '}
        <SmartLink className="font-medium text-brand-700 underline" href={copy.guideLink.href}>
          {copy.guideLink.label}
        </SmartLink>
      </p>
      {!demo && <RegisterDeviceDialog open={registering} onClose={() => setRegistering(false)} />}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.action === 'revoke' ? copy.revokeTitle : copy.removeTitle}
        description={
          confirm
            ? (confirm.action === 'revoke' ? copy.revokeDescription : copy.removeDescription)(
                confirm.device.serialNumber,
              )
            : ''
        }
        confirmLabel={confirm?.action === 'revoke' ? copy.revoke : copy.remove}
        busy={action.isPending}
        onConfirm={() => confirm && run(confirm.device, confirm.action)}
      />
    </div>
  );
}
