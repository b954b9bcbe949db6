import { auditLog, type Database } from '@app/db';

export type ActorKind = 'staff' | 'partner' | 'developer' | 'visitor' | 'system';

export interface AuditEntry {
  actorKind: ActorKind;
  actorId?: number | null;
  actorName?: string | null;
  action: string;
  entityType?: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
}

/** Records who did what to which record; call inside the same transaction as the change it describes. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: entry.actorKind,
    actorId: entry.actorId ?? null,
    actorName: entry.actorName ?? null,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    details: entry.details ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}
