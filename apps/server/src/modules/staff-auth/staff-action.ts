/** Who is acting, for services and the audit log. */
import type { FastifyRequest } from 'fastify';
import type { Database } from '@app/db';
import { recordAudit } from '../../lib/audit.ts';
import { staffOf } from '../../session/guards.ts';

export interface Actor {
  id: number;
  username: string;
  ip: string | null;
}

export const actorOf = (request: FastifyRequest): Actor => {
  const staff = staffOf(request);
  return { id: staff.id, username: staff.username, ip: request.ip ?? null };
};

/** One audit row for a staff action on a record (call inside the transaction making the change). */
export function auditStaff(
  db: Database,
  actor: Actor,
  action: string,
  entity: { type: string; id?: number | string },
  details?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(db, {
    actorKind: 'staff',
    actorId: actor.id,
    actorName: actor.username,
    action,
    entityType: entity.type,
    ...(entity.id !== undefined ? { entityId: entity.id } : {}),
    ...(details ? { details } : {}),
    ipAddress: actor.ip,
  });
}
