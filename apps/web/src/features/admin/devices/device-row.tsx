/** One row of the staff Devices table: developer, glasses, status, dates and the actions its status allows. */
import type { ReactNode } from 'react';
import type { DeviceStatus } from '@app/contracts/devices';
import { Button } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/card.tsx';
import { deviceStatusText, staffDevicesCopy as copy } from '../../../content/devices.ts';
import { formatDateTime } from '../format.ts';
import type { StaffDevice } from './devices-api.ts';

const tones: Record<DeviceStatus, 'yellow' | 'green' | 'red' | 'neutral'> = {
  pending: 'yellow',
  granted: 'green',
  refused: 'red',
  revoked: 'red',
  expired: 'neutral',
};

export function DeviceRow({
  device,
  developer,
  busy,
  onGrant,
  onDecide,
}: {
  device: StaffDevice;
  developer: ReactNode;
  busy: boolean;
  onGrant: () => void;
  onDecide: (action: 'refuse' | 'revoke') => void;
}) {
  const { status } = device;
  const label = `${device.modelName} ${device.serialNumber}`;
  return (
    <tr className="align-top">
      <td className="px-3 py-3">
        <p className="text-slate-900">{device.developerName}</p>
        <p className="text-xs text-slate-600">{developer}</p>
      </td>
      <td className="px-3 py-3 text-slate-900">{device.modelName}</td>
      <td className="px-3 py-3 font-mono text-slate-900">{device.serialNumber}</td>
      <td className="px-3 py-3">
        <Badge tone={tones[status]}>{deviceStatusText[status]}</Badge>
        {device.decisionReason && (
          <p className="mt-1 max-w-56 text-xs text-slate-600">{device.decisionReason}</p>
        )}
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">{formatDateTime(device.requestedAt)}</td>
      <td className="px-3 py-3 text-slate-700">
        <span className="whitespace-nowrap">{formatDateTime(device.decidedAt)}</span>
        {device.decidedBy && (
          <p className="text-xs text-slate-600">
            {device.decidedBy === 'automatic'
              ? copy.automatic
              : `by ${device.decidedByName ?? 'a former staff member'}`}
          </p>
        )}
      </td>
      <td className="px-3 py-3">
        <div className="flex justify-end gap-2">
          {(status === 'pending' || status === 'refused') && (
            <Button size="sm" disabled={busy} onClick={onGrant} aria-label={`${copy.grant} ${label}`}>
              {copy.grant}
            </Button>
          )}
          {status === 'pending' && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onDecide('refuse')}
              aria-label={`${copy.refuse} ${label}`}
            >
              {copy.refuse}
            </Button>
          )}
          {status === 'granted' && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onDecide('revoke')}
              aria-label={`${copy.revoke} ${label}`}
            >
              {copy.revoke}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
