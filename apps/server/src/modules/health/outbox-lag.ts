import { inArray, sql } from 'drizzle-orm';
import { emailOutbox, type Database } from '@app/db';

export interface OutboxLag {
  /** Messages due now: pending and past their next attempt (a leased message is not due until its lease ends). */
  due: number;
  /** Messages that gave up after their last attempt. */
  failed: number;
  /** How long the oldest due message has been waiting (0 when none). */
  oldestDueMs: number;
}

const isDue = sql`${emailOutbox.status} = 'pending' and ${emailOutbox.nextAttemptAt} <= now()`;

/** One aggregate over the unsent part of the outbox (the status index skips the sent mail, which grows). */
export async function outboxLag(db: Database): Promise<OutboxLag> {
  const [row] = await db
    .select({
      due: sql<number>`(count(*) filter (where ${isDue}))::int`,
      failed: sql<number>`(count(*) filter (where ${emailOutbox.status} = 'failed'))::int`,
      oldestMs: sql<
        number | null
      >`(extract(epoch from now() - min(${emailOutbox.nextAttemptAt}) filter (where ${isDue})) * 1000)::float8`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['pending', 'failed']));
  return { due: row?.due ?? 0, failed: row?.failed ?? 0, oldestDueMs: Math.max(0, row?.oldestMs ?? 0) };
}
