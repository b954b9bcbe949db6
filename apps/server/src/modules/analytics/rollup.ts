/**
 * The daily rollup: adds the raw events stored since the last run to `analytics_daily` and marks each
 * visitor's day in `analytics_day_visitors`. Run as a catch-up step (before Insights reads, and by the
 * retention job before it deletes old events) rather than inside each ingestion: ingestion stays an
 * INSERT with no hot counter row for concurrent requests to queue on. It adds the events up to a bound no
 * insert still in flight can fall under (event-writes-lock.ts). The cursor row is locked for the whole
 * transaction, so two instances never add the same events twice.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@app/db';
import { affectedRows, resultRows } from '../../lib/affected-rows.ts';
import { committedEventsBound } from './event-writes-lock.ts';

/** The raw events of one batch, with their UTC day and the key that identifies their visitor. */
const batch = (from: number, to: number) => sql`
  select e.*, (e.created_at at time zone 'UTC')::date as day,
         case when e.visitor_id is not null then 'id:' || e.visitor_id else 'h:' || e.visitor_hash end as visitor
    from analytics_events e
   where e.id > ${from} and e.id <= ${to}`;

/**
 * Rolls up every event committed so far; returns how many were added. Not inside another transaction (see
 * committedEventsBound). The bound comes first, from its own short transaction; a rollup that finds the
 * cursor already past it (another instance got there first) adds nothing.
 */
export async function rollUp(db: Database): Promise<number> {
  const to = await committedEventsBound(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into analytics_rollup_cursor (name) values ('daily') on conflict do nothing`);
    const [cursor] = resultRows<{ last: string | number }>(
      await tx.execute(
        sql`select last_event_id as last from analytics_rollup_cursor where name = 'daily' for update`,
      ),
    );
    const from = Number(cursor?.last ?? 0);
    if (to <= from) return 0;
    await tx.execute(sql`
      with ev as (${batch(from, to)})
      insert into analytics_daily (day, metric, key, count)
      select day, metric, key, count(*)::int from (
        select day, 'pageviews' as metric, '' as key from ev where kind = 'pageview'
        union all select day, 'page', path from ev where kind = 'pageview'
        union all select day, 'referrer', referrer_host from ev where kind = 'pageview' and referrer_host is not null
        union all select day, 'campaign',
                         concat_ws(' / ', utm_source, coalesce(utm_medium, '-'), coalesce(utm_campaign, '-'))
                    from ev where kind = 'pageview' and utm_source is not null
        union all select day, 'device', device from ev where kind = 'pageview'
        union all select day, 'form_' || outcome, form from ev where kind = 'form'
      ) x
      group by day, metric, key
      on conflict (day, metric, key) do update set count = analytics_daily.count + excluded.count`);
    // Visitors new for their day; those with a cookie id already seen on an earlier day are returning.
    await tx.execute(sql`
      with ev as (${batch(from, to)}),
      fresh as (
        insert into analytics_day_visitors (day, visitor)
        select distinct day, visitor from ev
        on conflict do nothing
        returning day, visitor
      ),
      counted as (
        select day, 'visitors' as metric, count(*)::int as n from fresh group by day
        union all
        select f.day, 'returning', count(*)::int from fresh f
         where f.visitor like 'id:%'
           and exists (select 1 from analytics_day_visitors d where d.visitor = f.visitor and d.day < f.day)
         group by f.day
      )
      insert into analytics_daily (day, metric, key, count)
      select day, metric, '', n from counted
      on conflict (day, metric, key) do update set count = analytics_daily.count + excluded.count`);
    await tx.execute(sql`update analytics_rollup_cursor set last_event_id = ${to} where name = 'daily'`);
    return to - from;
  });
}

/**
 * Retention: raw events older than `cutoff` that the rollup has counted (the caller rolls up first, so the
 * daily figures keep them; one still beyond the cursor waits for the next run) and the visitor marks of the
 * same age; anonymous marks (daily hashes) are useless once their day is over and go after 2 days.
 */
export async function expireAnalytics(tx: Database, cutoff: Date, now: Date): Promise<number> {
  const hashCutoff = new Date(now.getTime() - 2 * 86_400_000);
  await tx.execute(sql`
    delete from analytics_day_visitors
     where day < ${cutoff.toISOString().slice(0, 10)}::date
        or (visitor like 'h:%' and day < ${hashCutoff.toISOString().slice(0, 10)}::date)`);
  const result = await tx.execute(sql`
    delete from analytics_events
     where created_at < ${cutoff}
       and id <= (select coalesce(max(last_event_id), 0) from analytics_rollup_cursor where name = 'daily')`);
  return affectedRows(result);
}
