/** Whose second factor: the session kind and the session's subject id (user, partner or developer id). */
import type { ActorKind } from '../../lib/audit.ts';
import type { SessionKind } from '../../session/session-store.ts';

export interface Subject {
  kind: SessionKind;
  id: number;
}

/** The audit log's entity type of an account kind (staff accounts are `users` rows). */
export const entityTypeOf = (kind: SessionKind) => (kind === 'staff' ? 'user' : kind);

/** Audit entries of a subject acting on its own account. */
export const actorOf = (subject: Subject, name?: string | null, ip?: string | null) => ({
  actorKind: subject.kind satisfies ActorKind,
  actorId: subject.id,
  actorName: name ?? null,
  entityType: entityTypeOf(subject.kind),
  entityId: subject.id,
  ipAddress: ip ?? null,
});
