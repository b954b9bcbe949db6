/**
 * Storing one event of a consented visitor: its row and the day's counters, in one ordinary transaction
 * (no rollup to wait for: Insights reads the counters as they are). The counter rows are upserted in one
 * sorted statement, so concurrent transactions take their row locks in the same order and never deadlock.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AnalyticsEvent } from '@app/contracts/api/analytics';
import { analyticsDaily, analyticsDayVisitors, analyticsEvents, type Database } from '@app/db';
import { isbot } from 'isbot';
import { eventCounters, utcDay, type CounterKey } from './counters.ts';

/** Known crawlers, monitors and headless tools (the maintained `isbot` list), and requests without a UA. */
export const isBotAgent = (userAgent: string | undefined): boolean => !userAgent || isbot(userAgent);

/** The referrer host worth keeping: lower case, without `www.`, never our own site (internal navigation). */
function referrerHost(referrer: string | undefined, site: string): string | null {
  const host = referrer?.toLowerCase().replace(/^www\./, '');
  if (!host || host === site.replace(/^www\./, '')) return null;
  return host;
}

export async function recordEvent(
  db: Database,
  event: AnalyticsEvent,
  site: string,
  now: Date,
): Promise<void> {
  const day = utcDay(now);
  const referrer = event.kind === 'pageview' ? referrerHost(event.referrer, site) : null;
  await db.transaction(async (tx) => {
    await tx.insert(analyticsEvents).values({
      createdAt: now,
      kind: event.kind,
      path: event.path,
      device: event.device,
      visitorId: event.visitor,
      ...(event.kind === 'pageview'
        ? {
            referrerHost: referrer,
            utmSource: event.utmSource ?? null,
            utmMedium: event.utmMedium ?? null,
            utmCampaign: event.utmCampaign ?? null,
          }
        : { form: event.form, outcome: event.outcome }),
    });
    const counters: CounterKey[] = eventCounters(event, referrer);
    const firstToday = await tx
      .insert(analyticsDayVisitors)
      .values({ day, visitor: event.visitor })
      .onConflictDoNothing()
      .returning({ day: analyticsDayVisitors.day });
    if (firstToday.length > 0) {
      counters.push(['visitors', '']);
      const [earlier] = await tx
        .select({ day: analyticsDayVisitors.day })
        .from(analyticsDayVisitors)
        .where(and(eq(analyticsDayVisitors.visitor, event.visitor), lt(analyticsDayVisitors.day, day)))
        .limit(1);
      if (earlier) counters.push(['returning', '']);
    }
    counters.sort(([m1, k1], [m2, k2]) => (m1 === m2 ? k1.localeCompare(k2) : m1.localeCompare(m2)));
    await tx
      .insert(analyticsDaily)
      .values(counters.map(([metric, key]) => ({ day, metric, key, count: 1 })))
      .onConflictDoUpdate({
        target: [analyticsDaily.day, analyticsDaily.metric, analyticsDaily.key],
        set: { count: sql`${analyticsDaily.count} + excluded.count` },
      });
  });
}
