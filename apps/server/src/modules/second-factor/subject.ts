/** Whose second factor: the session kind and the session's subject id (user, partner or developer id). */
import type { ActorKind } from '../../lib/audit.ts';
import type { SessionKind } from '../../plugins/sessions.ts';

export interface Subject {
  kind: SessionKind;
  id: number;
}

/** Audit entries of a subject acting on its own account. */
export const actorOf = (subject: Subject, name?: string | null, ip?: string | null) => ({
  actorKind: subject.kind satisfies ActorKind,
  actorId: subject.id,
  actorName: name ?? null,
  entityType: subject.kind === 'staff' ? 'user' : subject.kind,
  entityId: subject.id,
  ipAddress: ip ?? null,
});
