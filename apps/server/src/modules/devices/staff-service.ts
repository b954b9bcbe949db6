/**
 * The staff side: every device with its developer (search, status filter, counts), and the decisions:
 * grant (pending or refused), refuse (pending, with a reason the developer is mailed) and revoke (granted).
 * Each decision is audited and mailed to the developer in the transaction that makes it.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { deviceMessages as dm, deviceStatuses, type DeviceDecision } from '@app/contracts/devices';
import type { ListQuery } from '@app/contracts';
import { developerDevices, developers, users, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { pickStatus, searchWhere } from '../../lib/list-query.ts';
import { auditStaff, type Actor } from '../staff-auth/index.ts';
import { transitionRefused } from './console-service.ts';
import { auditDevice, grantDevice, mailDeveloper, type Decider } from './grant.ts';
import { rotateSigningKey } from './signing-keys.ts';
import { shownStatus, staffDeviceColumns, staffDeviceView, statusWhere } from './views.ts';

function staffQuery(db: Database) {
  return db
    .select(staffDeviceColumns)
    .from(developerDevices)
    .innerJoin(developers, eq(developers.id, developerDevices.developerId))
    .leftJoin(users, eq(users.id, developerDevices.decidedBy));
}

export async function listForStaff(ctx: AppContext, query: ListQuery) {
  const now = new Date(ctx.now());
  const status = pickStatus(query.status, deviceStatuses);
  const where: SQL | undefined = and(
    status ? statusWhere(status, now) : undefined,
    searchWhere(query.q, [developers.fullName, developers.email, developerDevices.serialNumber]),
  );
  const [rows, [total], all] = await Promise.all([
    staffQuery(ctx.db)
      .where(where)
      .orderBy(desc(developerDevices.requestedAt), desc(developerDevices.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db
      .select({ n: count() })
      .from(developerDevices)
      .innerJoin(developers, eq(developers.id, developerDevices.developerId))
      .where(where),
    ctx.db
      .select({ status: developerDevices.status, expiresAt: developerDevices.certificateExpiresAt })
      .from(developerDevices),
  ]);
  const counts: Record<string, number> = Object.fromEntries(['total', ...deviceStatuses].map((s) => [s, 0]));
  for (const row of all) {
    const shown = shownStatus({ status: row.status, certificateExpiresAt: row.expiresAt }, now);
    counts[shown] = (counts[shown] ?? 0) + 1;
    counts.total = (counts.total ?? 0) + 1;
  }
  return { devices: rows.map((row) => staffDeviceView(row, now)), total: total?.n ?? 0, counts };
}

async function staffDevice(db: Database, id: number, now: Date) {
  const [row] = await staffQuery(db).where(eq(developerDevices.id, id));
  if (!row) throw new AppError('not_found', dm.notFound);
  return staffDeviceView(row, now);
}

/** Which shown statuses each staff action starts from. */
const allowedFrom = { grant: ['pending', 'refused'], refuse: ['pending'], revoke: ['granted'] } as const;
const actionWord = { grant: 'granted', refuse: 'refused', revoke: 'revoked' } as const;

export async function decideDevice(
  ctx: AppContext,
  actor: Actor,
  id: number,
  decision: DeviceDecision,
  log: FastifyBaseLogger,
) {
  const reason = decision.reason?.trim() || null;
  if (decision.action === 'refuse' && !reason) {
    throw new AppError('validation', dm.refuseReasonRequired, { reason: dm.refuseReasonRequired });
  }
  const now = new Date(ctx.now());
  const by: Decider = { kind: 'staff', id: actor.id, username: actor.username, ip: actor.ip };
  await ctx.db.transaction(async (tx) => {
    const [device] = await tx
      .select()
      .from(developerDevices)
      .where(eq(developerDevices.id, id))
      .for('update');
    if (!device) throw new AppError('not_found', dm.notFound);
    const from = shownStatus(device, now);
    if (!(allowedFrom[decision.action] as readonly string[]).includes(from)) {
      throw transitionRefused(from, actionWord[decision.action]);
    }
    if (decision.action === 'grant') {
      await grantDevice(ctx, tx, device, by, log);
      return;
    }
    const status = decision.action === 'refuse' ? 'refused' : 'revoked';
    await tx
      .update(developerDevices)
      .set({
        status,
        decidedAt: now,
        decidedBy: actor.id,
        autoGranted: false,
        decisionReason: reason,
        updatedAt: now,
      })
      .where(eq(developerDevices.id, id));
    await auditDevice(tx, by, `device.${status}`, device, { from, reason: reason !== null });
    await mailDeveloper(ctx, tx, device, status, { reason });
  });
  ctx.mailQueued();
  ctx.webhooks.kick();
  return staffDevice(ctx.db, id, now);
}

/** Retires the current signing key and makes a new one (audited); certificates already issued stay valid. */
export async function rotateKey(ctx: AppContext, actor: Actor) {
  const now = new Date(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const keyId = await rotateSigningKey(tx, ctx.secretKey, now);
    await auditStaff(tx, actor, 'developer_mode.key_rotated', { type: 'developer_mode_key', id: keyId });
    return keyId;
  });
}
