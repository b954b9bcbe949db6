/**
 * The suppression list: addresses that must not come back, kept only as SHA-256 of the normalised address
 * (so it holds no personal data). `erased`: a privacy erasure (nothing may re-add the address);
 * `unsubscribed`: a subscriber who left and whose record retention removed (no import may re-add them, but
 * the person can subscribe again themselves).
 */
import { and, eq } from 'drizzle-orm';
import { normalizeEmail } from '@app/contracts';
import { emailSuppressions, type Database } from '@app/db';
import { sha256Hex } from '../../lib/tokens.ts';

export type SuppressionReason = 'erased' | 'unsubscribed';

export const emailHash = (email: string): string => sha256Hex(normalizeEmail(email));

export async function suppressEmail(tx: Database, email: string, reason: SuppressionReason): Promise<void> {
  // An erasure outranks an earlier unsubscribe; an unsubscribe never weakens an erasure.
  await tx
    .insert(emailSuppressions)
    .values({ emailHash: emailHash(email), reason })
    .onConflictDoUpdate({
      target: emailSuppressions.emailHash,
      set: { reason },
      setWhere: eq(emailSuppressions.reason, 'unsubscribed'),
    });
}

/** Why an address is suppressed, or null. */
export async function suppressionOf(db: Database, email: string): Promise<SuppressionReason | null> {
  const [row] = await db
    .select({ reason: emailSuppressions.reason })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.emailHash, emailHash(email)));
  return (row?.reason as SuppressionReason | undefined) ?? null;
}

/** The person subscribed again themselves: an `unsubscribed` entry no longer applies. */
export async function liftUnsubscribeSuppression(tx: Database, email: string): Promise<void> {
  await tx
    .delete(emailSuppressions)
    .where(
      and(eq(emailSuppressions.emailHash, emailHash(email)), eq(emailSuppressions.reason, 'unsubscribed')),
    );
}
