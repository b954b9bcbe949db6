/**
 * The figures of the staff Insights screen for a date range (UTC days, inclusive) and the period of the same
 * length just before it: traffic from the daily counters (visitors who allowed analytics cookies: nothing else
 * is stored), sessions and paths to enquiry from their raw events (sessions.ts, enquiries.ts), refused events
 * from their counters, and form submissions and the pipelines (leads, partner and developer applications,
 * newsletter) from their own tables, whoever sent them.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  analyticsForms,
  type AnalyticsForm,
  type Insights,
  type InsightsQuery,
  type RefusalReason,
} from '@app/contracts/api/analytics';
import type { Database } from '@app/db';
import { resultRows } from '../../lib/affected-rows.ts';
import { enquiryPaths, recentJourneys } from './enquiries.ts';
import { sessionFigures } from './sessions.ts';

const DAY_MS = 86_400_000;
const TOP = 10;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

function previousRange(query: InsightsQuery): { from: string; to: string } {
  const length = ms(query.to) - ms(query.from) + DAY_MS;
  return { from: dayOf(ms(query.from) - length), to: dayOf(ms(query.from) - DAY_MS) };
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}

/** Sum of one metric per key in the range and in the previous one, the top keys of the range first. */
async function topKeys(db: Database, metric: string, query: InsightsQuery, previous: InsightsQuery) {
  const found = await rows<{ key: string; count: number; previous: number }>(
    db,
    sql`select key,
               coalesce(sum(count) filter (where day between ${query.from} and ${query.to}), 0)::int as count,
               coalesce(sum(count) filter (where day between ${previous.from} and ${previous.to}), 0)::int as previous
          from analytics_daily
         where metric = ${metric} and day between ${previous.from} and ${query.to}
         group by key
         order by 2 desc, 1
         limit ${TOP}`,
  );
  return found.filter((r) => r.count > 0);
}

async function metricTotal(db: Database, metric: string, range: InsightsQuery): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select coalesce(sum(count), 0)::int as n from analytics_daily
         where metric = ${metric} and day between ${range.from} and ${range.to}`,
  );
  return row?.n ?? 0;
}

async function refusedIn(db: Database, range: InsightsQuery): Promise<Insights['refused']> {
  const byReason = await rows<{ reason: RefusalReason; count: number }>(
    db,
    sql`select key as reason, sum(count)::int as count from analytics_daily
         where metric = 'refused' and day between ${range.from} and ${range.to}
         group by key order by 2 desc, 1`,
  );
  return { total: byReason.reduce((n, r) => n + r.count, 0), byReason };
}

const keyCounts = (db: Database, query: SQL) => rows<{ key: string; count: number }>(db, query);

export async function insights(db: Database, query: InsightsQuery): Promise<Insights> {
  const previous = previousRange(query);
  const { from, to } = query;
  const daily = await rows<{ day: string; visitors: number; pageviews: number }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day,
               coalesce(sum(a.count) filter (where a.metric = 'visitors'), 0)::int as visitors,
               coalesce(sum(a.count) filter (where a.metric = 'pageviews'), 0)::int as pageviews
          from generate_series(${from}::date, ${to}::date, interval '1 day') d
          left join analytics_daily a on a.day = d::date and a.metric in ('visitors', 'pageviews')
         group by d order by d`,
  );
  const formCounts = await rows<{ metric: string; key: string; n: number }>(
    db,
    sql`select metric, key, sum(count)::int as n from analytics_daily
         where day between ${from} and ${to}
           and (metric in ('form_submitted', 'form_failed')
                or (metric = 'page' and key in ${Object.values(analyticsForms)}))
         group by metric, key`,
  );
  const countOf = (metric: string, key: string) =>
    formCounts.find((r) => r.metric === metric && r.key === key)?.n ?? 0;
  const inRange = (column: string) =>
    sql`(${sql.raw(column)} at time zone 'UTC')::date between ${from}::date and ${to}::date`;
  return {
    range: { from, to, previousFrom: previous.from, previousTo: previous.to },
    totals: {
      visitors: await metricTotal(db, 'visitors', query),
      pageviews: await metricTotal(db, 'pageviews', query),
      previousVisitors: await metricTotal(db, 'visitors', previous),
      previousPageviews: await metricTotal(db, 'pageviews', previous),
    },
    formSubmissions: {
      // The Form Submissions list's rows of the range (same table, same UTC days).
      all: (
        await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from form_submissions where ${inRange('created_at')}`,
        )
      )[0]!.n,
      consented: formCounts.filter((r) => r.metric === 'form_submitted').reduce((n, r) => n + r.n, 0),
    },
    refused: await refusedIn(db, query),
    sessions: await sessionFigures(db, query, previous),
    enquiryPaths: await enquiryPaths(db, query, previous),
    journeys: await recentJourneys(db, query),
    daily,
    topPages: await topKeys(db, 'page', query, previous),
    referrers: await topKeys(db, 'referrer', query, previous),
    campaigns: await topKeys(db, 'campaign', query, previous),
    conversions: (Object.entries(analyticsForms) as Array<[AnalyticsForm, string]>).map(([form, page]) => ({
      form,
      page,
      visits: countOf('page', page),
      submissions: countOf('form_submitted', form),
      failures: countOf('form_failed', form),
    })),
    leadsByWeek: await rows<{ week: string; interest: string; count: number }>(
      db,
      sql`select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
                 interest, count(*)::int as count
            from leads where ${inRange('created_at')}
           group by 1, 2 order by 1, 2`,
    ),
    partnersByRegion: await keyCounts(
      db,
      sql`select target_country_region as key, count(*)::int as count from partners
           where ${inRange('created_at')} group by 1 order by 2 desc, 1`,
    ),
    partnersByIndustry: await keyCounts(
      db,
      sql`select industry as key, count(*)::int as count from partners
           where ${inRange('created_at')} group by 1 order by 2 desc, 1`,
    ),
    developersByPlatform: await keyCounts(
      db,
      sql`select p as key, count(*)::int as count
            from developer_applications, unnest(interested_platforms) p
           where ${inRange('created_at')} group by 1 order by 2 desc, 1`,
    ),
    newsletter: await rows<{ day: string; signups: number; total: number }>(
      db,
      sql`select to_char(d, 'YYYY-MM-DD') as day,
                 (select count(*) from subscribers s
                   where (s.created_at at time zone 'UTC')::date = d::date)::int as signups,
                 (select count(*) from subscribers s
                   where (s.created_at at time zone 'UTC')::date <= d::date)::int as total
            from generate_series(${from}::date, ${to}::date, interval '1 day') d
           order by d`,
    ),
  };
}
