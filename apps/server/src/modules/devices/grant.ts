/**
 * The moves every caller shares: granting (issue and store a signed certificate, mail the developer) and
 * the status change with its audit entry. Called inside the transaction that makes the change.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEVELOPER_MODE_CERTIFICATE_DAYS, deviceModelName } from '@app/contracts/devices';
import { developerDevices, developers, type Database } from '@app/db';
import type { AppContext } from '../../context.ts';
import { recordAudit, type AuditEntry } from '../../lib/audit.ts';
import { certificateText, issueCertificate } from './certificate.ts';
import { decisionMail, type DecisionKind } from './mail.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { currentSigningKey } from './signing-keys.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who decides: a staff member, the automatic-grant setting, or the developer themself. */
export type Decider =
  | { kind: 'staff'; id: number; username: string; ip: string | null }
  | { kind: 'automatic' }
  | { kind: 'developer'; id: number; email: string; ip: string | null };

export interface DeviceRecord {
  id: number;
  developerId: number;
  model: string;
  serialNumber: string;
  status: string;
}

export function auditDevice(
  tx: Database,
  by: Decider,
  action: string,
  device: DeviceRecord,
  details: Record<string, unknown> = {},
) {
  const actor: Pick<AuditEntry, 'actorKind' | 'actorId' | 'actorName' | 'ipAddress'> =
    by.kind === 'staff'
      ? { actorKind: 'staff', actorId: by.id, actorName: by.username, ipAddress: by.ip }
      : by.kind === 'developer'
        ? { actorKind: 'developer', actorId: by.id, actorName: by.email, ipAddress: by.ip }
        : { actorKind: 'system', actorName: 'developer-mode auto grant' };
  return recordAudit(tx, {
    ...actor,
    action,
    entityType: 'developer_device',
    entityId: device.id,
    details: { model: device.model, serialNumber: device.serialNumber, ...details },
  });
}

async function developerOfDevice(tx: Database, device: DeviceRecord) {
  const [developer] = await tx
    .select({
      id: developers.id,
      fullName: developers.fullName,
      email: developers.email,
      language: developers.language,
    })
    .from(developers)
    .where(eq(developers.id, device.developerId));
  if (!developer) throw new Error(`device ${device.id} has no developer`);
  return developer;
}

/** Grants developer mode: a certificate signed now, valid DEVELOPER_MODE_CERTIFICATE_DAYS; mails the developer. */
export async function grantDevice(
  ctx: AppContext,
  tx: Database,
  device: DeviceRecord,
  by: Decider,
  log: FastifyBaseLogger,
) {
  const now = new Date(ctx.now());
  const developer = await developerOfDevice(tx, device);
  const key = await currentSigningKey(tx, ctx.secretKey, now, (keyId) =>
    log.warn({ keyId }, 'developer-mode signing key unreadable (SECRET_KEY changed?): rotated'),
  );
  const expiresAt = new Date(now.getTime() + DEVELOPER_MODE_CERTIFICATE_DAYS * DAY_MS);
  const file = issueCertificate(
    {
      issuer: ctx.config.publicUrl,
      developer: { id: developer.id, name: developer.fullName, email: developer.email },
      device: {
        model: device.model,
        modelName: deviceModelName(device.model),
        serialNumber: device.serialNumber,
      },
      issuedAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    },
    key,
  );
  await tx
    .update(developerDevices)
    .set({
      status: 'granted',
      decidedAt: now,
      decidedBy: by.kind === 'staff' ? by.id : null,
      autoGranted: by.kind === 'automatic',
      decisionReason: null,
      certificate: certificateText(file),
      certificateKeyId: key.keyId,
      certificateIssuedAt: now,
      certificateExpiresAt: expiresAt,
      updatedAt: now,
    })
    .where(eq(developerDevices.id, device.id));
  await auditDevice(tx, by, 'device.granted', device, {
    from: device.status,
    automatic: by.kind === 'automatic',
    certificateId: file.statement.certificateId,
    keyId: key.keyId,
    expiresAt: expiresAt.toISOString(),
  });
  await mailDeveloper(ctx, tx, device, 'granted', { expiresAt });
  await emitWebhookEvent(ctx, tx, {
    developerId: developer.id,
    type: 'device.developer_mode_granted',
    data: {
      device: {
        id: device.id,
        model: device.model,
        modelName: deviceModelName(device.model),
        serialNumber: device.serialNumber,
        certificateExpiresAt: expiresAt.toISOString(),
        automatic: by.kind === 'automatic',
      },
    },
  });
}

/** Queues the decision mail to the device's developer (in `tx`; call ctx.mailQueued() after commit). */
export async function mailDeveloper(
  ctx: AppContext,
  tx: Database,
  device: DeviceRecord,
  kind: DecisionKind,
  details: { expiresAt?: Date; reason?: string | null } = {},
) {
  const developer = await developerOfDevice(tx, device);
  await ctx.queueEmail(
    tx,
    decisionMail(developer, device, kind, { consoleUrl: `${ctx.config.publicUrl}/console`, ...details }),
  );
}
