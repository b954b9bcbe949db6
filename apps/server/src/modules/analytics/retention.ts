/**
 * Retention of analytics (2 years): raw events and the day marks of visitors older than the cutoff. The daily
 * counters stay (they hold no visitor), so the figures of a past range do not change when its events go.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@app/db';
import { affectedRows } from '../../lib/affected-rows.ts';

export async function expireAnalytics(tx: Database, cutoff: Date): Promise<number> {
  await tx.execute(
    sql`delete from analytics_day_visitors where day < ${cutoff.toISOString().slice(0, 10)}::date`,
  );
  return affectedRows(await tx.execute(sql`delete from analytics_events where created_at < ${cutoff}`));
}
