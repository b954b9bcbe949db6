/**
 * Refused events are counted, not silently dropped: one counter per UTC day and reason in `analytics_daily`
 * (metric `refused`), which Insights shows as "Refused events". Nothing of the refused request is kept.
 */
import { sql } from 'drizzle-orm';
import type { RefusalReason } from '@app/contracts/api/analytics';
import type { Database } from '@app/db';
import { utcDay } from './counters.ts';

export async function countRefused(db: Database, reason: RefusalReason, now: Date): Promise<void> {
  await db.execute(sql`
    insert into analytics_daily (day, metric, key, count) values (${utcDay(now)}, 'refused', ${reason}, 1)
    on conflict (day, metric, key) do update set count = analytics_daily.count + 1`);
}
