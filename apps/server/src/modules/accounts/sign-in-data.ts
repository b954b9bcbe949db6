import { and, eq, inArray } from 'drizzle-orm';
import { oneTimeTokens, recoveryCodes, secondFactors, sessions, type Database } from '@app/db';

/**
 * Deletes what lets the given partners, developers or staff sign in (sessions, invitation and reset tokens,
 * second factors, recovery codes): these rows point at their subject by kind and id, without a foreign key.
 */
export async function deleteSignInData(
  tx: Database,
  kind: 'partner' | 'developer' | 'staff',
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(sessions).where(and(eq(sessions.kind, kind), inArray(sessions.subjectId, ids)));
  for (const table of [oneTimeTokens, secondFactors, recoveryCodes]) {
    await tx.delete(table).where(and(eq(table.subjectKind, kind), inArray(table.subjectId, ids)));
  }
}
