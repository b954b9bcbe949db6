/** Reading devices: the columns both lists use and a row as the console and the staff screen show it. */
import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import { deviceModelName, type DeviceModelId, type DeviceStatus } from '@app/contracts/devices';
import { developerDevices, developers, users } from '@app/db';

export const deviceColumns = {
  id: developerDevices.id,
  developerId: developerDevices.developerId,
  model: developerDevices.model,
  serialNumber: developerDevices.serialNumber,
  status: developerDevices.status,
  decisionReason: developerDevices.decisionReason,
  requestedAt: developerDevices.requestedAt,
  decidedAt: developerDevices.decidedAt,
  autoGranted: developerDevices.autoGranted,
  certificateIssuedAt: developerDevices.certificateIssuedAt,
  certificateExpiresAt: developerDevices.certificateExpiresAt,
  createdAt: developerDevices.createdAt,
};

export const staffDeviceColumns = {
  ...deviceColumns,
  developerName: developers.fullName,
  developerEmail: developers.email,
  decidedByName: users.username,
};

type DeviceRow = Pick<typeof developerDevices.$inferSelect, keyof typeof deviceColumns>;

/** True while a granted device's certificate is valid at `now`. */
export const certificateValid = (row: Pick<DeviceRow, 'status' | 'certificateExpiresAt'>, now: Date) =>
  row.status === 'granted' && row.certificateExpiresAt !== null && row.certificateExpiresAt > now;

export function shownStatus(
  row: Pick<DeviceRow, 'status' | 'certificateExpiresAt'>,
  now: Date,
): DeviceStatus {
  if (row.status === 'granted' && !certificateValid(row, now)) return 'expired';
  return row.status;
}

/** A device as its developer sees it. */
export function deviceView(row: DeviceRow, now: Date) {
  return {
    id: row.id,
    model: row.model as DeviceModelId,
    modelName: deviceModelName(row.model),
    serialNumber: row.serialNumber,
    status: shownStatus(row, now),
    decisionReason: row.decisionReason,
    requestedAt: row.requestedAt,
    decidedAt: row.decidedAt,
    certificateIssuedAt: row.status === 'granted' ? row.certificateIssuedAt : null,
    certificateExpiresAt: row.status === 'granted' ? row.certificateExpiresAt : null,
    createdAt: row.createdAt,
  };
}

type StaffRow = DeviceRow & { developerName: string; developerEmail: string; decidedByName: string | null };

export function staffDeviceView(row: StaffRow, now: Date) {
  return {
    ...deviceView(row, now),
    developerId: row.developerId,
    developerName: row.developerName,
    developerEmail: row.developerEmail,
    decidedByName: row.decidedByName,
    decidedBy: row.decidedAt === null ? null : row.autoGranted ? ('automatic' as const) : ('staff' as const),
  };
}

/** The SQL of a shown status (granted and expired are both stored as granted). */
export function statusWhere(status: DeviceStatus, now: Date): SQL | undefined {
  if (status === 'granted') {
    return and(eq(developerDevices.status, 'granted'), gt(developerDevices.certificateExpiresAt, now));
  }
  if (status === 'expired') {
    return and(eq(developerDevices.status, 'granted'), lte(developerDevices.certificateExpiresAt, now));
  }
  return eq(developerDevices.status, status);
}
