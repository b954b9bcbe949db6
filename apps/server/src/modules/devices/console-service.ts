/**
 * The developer's side: register glasses (which asks for developer mode at once), ask again after a
 * refusal, revocation or expiry, revoke, remove, and read the certificate. Each change is one
 * transaction with its audit entry; with automatic grants on, a request is granted in the same one.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  deviceMessages as dm,
  MAX_DEVICES_PER_DEVELOPER,
  type DeviceRegistration,
} from '@app/contracts/devices';
import { apiErrorCodes } from '@app/contracts/api/common';
import { developerDevices, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { auditDevice, grantDevice, type Decider, type DeviceRecord } from './grant.ts';
import { staffReviewMail } from './mail.ts';
import { autoGrantEnabled } from './settings.ts';
import { certificateValid, deviceColumns, deviceView, shownStatus } from './views.ts';

type Developer = { id: number; email: string; fullName: string };
type Caller = { developer: Developer; ip: string | null; log: FastifyBaseLogger };

const asDecider = ({ developer, ip }: Caller): Decider => ({
  kind: 'developer',
  id: developer.id,
  email: developer.email,
  ip,
});

export const transitionRefused = (from: string, action: string) =>
  new AppError(
    'conflict',
    dm.transitionRefused(from, action),
    undefined,
    undefined,
    apiErrorCodes.deviceTransitionRefused,
  );

export async function listDevices(ctx: AppContext, developerId: number) {
  const now = new Date(ctx.now());
  const rows = await ctx.db
    .select(deviceColumns)
    .from(developerDevices)
    .where(eq(developerDevices.developerId, developerId))
    .orderBy(desc(developerDevices.createdAt), desc(developerDevices.id));
  return rows.map((row) => deviceView(row, now));
}

async function ownDevice(tx: Database, developerId: number, id: number) {
  const [row] = await tx
    .select(deviceColumns)
    .from(developerDevices)
    .where(and(eq(developerDevices.id, id), eq(developerDevices.developerId, developerId)))
    .for('update');
  if (!row) throw new AppError('not_found', dm.notFound);
  return row;
}

/** After a request: granted at once when the setting says so, otherwise staff are told it waits. */
async function settleRequest(ctx: AppContext, tx: Database, device: DeviceRecord, caller: Caller) {
  if (await autoGrantEnabled(tx)) {
    await grantDevice(ctx, tx, { ...device, status: 'pending' }, { kind: 'automatic' }, caller.log);
    return true;
  }
  const staff = ctx.config.STAFF_NOTIFY_EMAIL;
  if (!staff) return false;
  await ctx.queueEmail(
    tx,
    staffReviewMail(staff, caller.developer, device, `${ctx.config.publicUrl}/admin/devices`),
  );
  return true;
}

export async function registerDevice(ctx: AppContext, caller: Caller, input: DeviceRegistration) {
  const { developer } = caller;
  let mailed = false;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [held] = await tx
        .select({ n: count() })
        .from(developerDevices)
        .where(eq(developerDevices.developerId, developer.id));
      if ((held?.n ?? 0) >= MAX_DEVICES_PER_DEVELOPER) {
        throw new AppError(
          'conflict',
          dm.limitReached,
          undefined,
          undefined,
          apiErrorCodes.deviceLimitReached,
        );
      }
      const [row] = await tx
        .insert(developerDevices)
        .values({
          developerId: developer.id,
          model: input.model,
          serialNumber: input.serialNumber,
          requestedAt: new Date(ctx.now()),
        })
        .returning({ id: developerDevices.id });
      const device = await ownDevice(tx, developer.id, row!.id);
      await auditDevice(tx, asDecider(caller), 'device.registered', device);
      mailed = await settleRequest(ctx, tx, device, caller);
      return device.id;
    });
    if (mailed) ctx.mailQueued();
    ctx.webhooks.kick();
    return await oneDevice(ctx, developer.id, id);
  } catch (error) {
    if (isUniqueViolation(error, 'developer_devices_serial_idx')) {
      throw new AppError(
        'conflict',
        dm.serialTaken,
        { serialNumber: dm.serialTaken },
        undefined,
        apiErrorCodes.deviceSerialTaken,
      );
    }
    throw error;
  }
}

async function oneDevice(ctx: AppContext, developerId: number, id: number) {
  const [row] = await ctx.db
    .select(deviceColumns)
    .from(developerDevices)
    .where(and(eq(developerDevices.id, id), eq(developerDevices.developerId, developerId)));
  if (!row) throw new AppError('not_found', dm.notFound);
  return deviceView(row, new Date(ctx.now()));
}

/** Asks for developer mode again after a refusal, a revocation or an expiry. */
export async function requestAgain(ctx: AppContext, caller: Caller, id: number) {
  const now = new Date(ctx.now());
  const mailed = await ctx.db.transaction(async (tx) => {
    const device = await ownDevice(tx, caller.developer.id, id);
    const from = shownStatus(device, now);
    if (from !== 'refused' && from !== 'revoked' && from !== 'expired')
      throw transitionRefused(from, 'requested again');
    await tx
      .update(developerDevices)
      .set({
        status: 'pending',
        requestedAt: now,
        decidedAt: null,
        decidedBy: null,
        autoGranted: false,
        decisionReason: null,
        certificate: null,
        certificateKeyId: null,
        certificateIssuedAt: null,
        certificateExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(developerDevices.id, id));
    await auditDevice(tx, asDecider(caller), 'device.requested', device, { from });
    return settleRequest(ctx, tx, { ...device, status: 'pending' }, caller);
  });
  if (mailed) ctx.mailQueued();
  ctx.webhooks.kick();
  return oneDevice(ctx, caller.developer.id, id);
}

/** The developer revokes developer mode (or withdraws a pending request). */
export async function revokeOwnDevice(ctx: AppContext, caller: Caller, id: number) {
  const now = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const device = await ownDevice(tx, caller.developer.id, id);
    if (device.status !== 'pending' && device.status !== 'granted') {
      throw transitionRefused(shownStatus(device, now), 'revoked');
    }
    await tx
      .update(developerDevices)
      .set({ status: 'revoked', decidedAt: now, decidedBy: null, autoGranted: false, updatedAt: now })
      .where(eq(developerDevices.id, id));
    await auditDevice(tx, asDecider(caller), 'device.revoked', device, { from: shownStatus(device, now) });
  });
  return oneDevice(ctx, caller.developer.id, id);
}

/** Removes a device that has no valid developer mode; its serial number is free again. */
export async function removeDevice(ctx: AppContext, caller: Caller, id: number) {
  const now = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const device = await ownDevice(tx, caller.developer.id, id);
    if (certificateValid(device, now)) {
      throw new AppError(
        'conflict',
        dm.removeGrantedFirst,
        undefined,
        undefined,
        apiErrorCodes.deviceRemoveGranted,
      );
    }
    await tx.delete(developerDevices).where(eq(developerDevices.id, id));
    await auditDevice(tx, asDecider(caller), 'device.removed', device, { from: shownStatus(device, now) });
  });
}

/** The stored certificate file of a device whose developer mode is valid now. */
export async function certificateOf(ctx: AppContext, developerId: number, id: number) {
  const [row] = await ctx.db
    .select({ ...deviceColumns, certificate: developerDevices.certificate })
    .from(developerDevices)
    .where(and(eq(developerDevices.id, id), eq(developerDevices.developerId, developerId)));
  if (!row) throw new AppError('not_found', dm.notFound);
  if (!certificateValid(row, new Date(ctx.now())) || !row.certificate) {
    throw new AppError('conflict', dm.notGranted, undefined, undefined, apiErrorCodes.deviceNotGranted);
  }
  return { text: row.certificate, serialNumber: row.serialNumber };
}
