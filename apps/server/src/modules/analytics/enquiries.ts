/**
 * Paths to enquiry: for each consented visitor who submitted a form (outcome `submitted`) in the range, the
 * way there from their first stored page view: its landing page, referrer and campaign, the pages viewed up
 * to the submission and the time it took. A visitor's first submission of each form per period counts; those
 * without the analytics cookie (or with Global Privacy Control) have no id and so no journey.
 */
import { and, desc, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  JOURNEY_PAGES_SHOWN,
  type AnalyticsForm,
  type Insights,
  type InsightsQuery,
} from '@app/contracts/api/analytics';
import { analyticsEvents as e, type Database } from '@app/db';
import { dayEnd, dayStart } from './sessions.ts';

const TOP = 10;
const RECENT_JOURNEYS = 10;

const isoTime = (at: SQL | SQL.Aliased) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Each submission of the range and of the previous period with the page views that led to it. */
function journeysOf(db: Database, range: InsightsQuery, previous: InsightsQuery) {
  const sent = db.$with('sent').as(
    db
      .select({
        visitorId: e.visitorId,
        // Named apart from the viewed events' own `form` column in the join below.
        form: sql<AnalyticsForm>`${e.form}`.as('submitted_form'),
        createdAt: e.createdAt,
        current: sql<boolean>`${e.createdAt} >= ${dayStart(range.from).toISOString()}::timestamptz`.as(
          'current',
        ),
      })
      .from(e)
      .where(
        and(
          eq(e.kind, 'form'),
          eq(e.outcome, 'submitted'),
          isNotNull(e.visitorId),
          gte(e.createdAt, dayStart(previous.from)),
          lt(e.createdAt, dayEnd(range.to)),
        ),
      ),
  );
  const submissions = db.$with('submissions').as(
    db
      .select({
        visitorId: sent.visitorId,
        form: sent.form,
        current: sent.current,
        submittedAt: sql<string>`min(${sent.createdAt})`.as('submitted_at'),
      })
      .from(sent)
      .groupBy(sent.visitorId, sent.form, sent.current),
  );
  const viewed = alias(e, 'viewed');
  const inOrder = sql`order by ${viewed.createdAt}, ${viewed.id}`;
  const campaign = sql`case when ${viewed.utmSource} is not null
    then concat_ws(' / ', ${viewed.utmSource}, coalesce(${viewed.utmMedium}, '-'), coalesce(${viewed.utmCampaign}, '-'))
    end`;
  // Ordered aggregates (the first page view's referrer and campaign, the list of paths) are beyond the builder.
  const journeys = db.$with('journeys').as(
    db
      .select({
        visitorId: submissions.visitorId,
        form: submissions.form,
        current: submissions.current,
        submittedAt: submissions.submittedAt,
        firstVisit: sql<string>`min(${viewed.createdAt})`.as('first_visit'),
        pages: sql<number>`count(*)::int`.as('pages'),
        path: sql<string[]>`array_agg(${viewed.path} ${inOrder})`.as('path'),
        referrer: sql<string | null>`(array_agg(${viewed.referrerHost} ${inOrder}))[1]`.as('referrer'),
        campaign: sql<string | null>`(array_agg(${campaign} ${inOrder}))[1]`.as('campaign'),
      })
      .from(submissions)
      .innerJoin(
        viewed,
        and(
          eq(viewed.visitorId, submissions.visitorId),
          eq(viewed.kind, 'pageview'),
          lte(viewed.createdAt, submissions.submittedAt),
        ),
      )
      .groupBy(submissions.visitorId, submissions.form, submissions.current, submissions.submittedAt),
  );
  return { query: db.with(sent, submissions, journeys), journeys };
}

/** The top landing page → form pairs of the range, with the previous period's count for each. */
export async function enquiryPaths(
  db: Database,
  range: InsightsQuery,
  previous: InsightsQuery,
): Promise<Insights['enquiryPaths']> {
  const { query, journeys: j } = journeysOf(db, range, previous);
  const landing = sql<string>`${j.path}[1]`;
  const count = sql<number>`(count(*) filter (where ${j.current}))::int`;
  return query
    .select({
      landing,
      form: j.form,
      count,
      previous: sql<number>`(count(*) filter (where not ${j.current}))::int`,
      medianPages: sql<number>`round((percentile_cont(0.5) within group (order by ${j.pages})
                                      filter (where ${j.current}))::numeric, 1)::float8`,
      medianSeconds: sql<number>`round(extract(epoch from percentile_cont(0.5)
                                   within group (order by ${j.submittedAt} - ${j.firstVisit})
                                   filter (where ${j.current})))::int`,
    })
    .from(j)
    .groupBy(landing, j.form)
    .having(sql`count(*) filter (where ${j.current}) > 0`)
    .orderBy(desc(count), landing, j.form)
    .limit(TOP);
}

/** The latest journeys of the range, newest first, with their first JOURNEY_PAGES_SHOWN pages. */
export async function recentJourneys(db: Database, range: InsightsQuery): Promise<Insights['journeys']> {
  // No previous period here: every submission read is of the range.
  const { query, journeys: j } = journeysOf(db, range, range);
  return query
    .select({
      visitor: sql<string>`left(${j.visitorId}, 8)`,
      form: j.form,
      firstVisit: isoTime(j.firstVisit),
      submittedAt: isoTime(j.submittedAt),
      referrer: j.referrer,
      campaign: j.campaign,
      pages: j.pages,
      path: sql<string[]>`${j.path}[1:${JOURNEY_PAGES_SHOWN}]`,
    })
    .from(j)
    .where(sql`${j.current}`)
    .orderBy(desc(j.submittedAt))
    .limit(RECENT_JOURNEYS);
}
