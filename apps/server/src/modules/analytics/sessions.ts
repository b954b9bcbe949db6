/**
 * Sessions and new / returning visitors, from the raw events that carry the analytics cookie's id (consented
 * visitors only; the daily hash of the others cannot link two visits). A session is a visitor's run of events
 * with gaps under SESSION_GAP_MINUTES; it belongs to the UTC day it started on. A session is a returning
 * visitor's when the visitor has any earlier event, however long ago (read through the visitor index).
 */
import { and, eq, exists, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SESSION_GAP_MINUTES, type Insights, type InsightsQuery } from '@app/contracts/api/analytics';
import { analyticsEvents as e, type Database } from '@app/db';

const DAY_MS = 86_400_000;
const GAP_MS = SESSION_GAP_MINUTES * 60_000;

/** The first instant of a UTC day, and the first instant after it. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);
export const dayEnd = (day: string): Date => new Date(dayStart(day).getTime() + DAY_MS);

const isoDays = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let t = dayStart(from).getTime(); t <= dayStart(to).getTime(); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
};

/**
 * The sessions (visitor, start, page views, whether the visitor had an earlier event) that started from
 * `from` to the end of `to`. Only the events of that window (and the gap before it) are put in order; whether
 * a session is a returning visitor's is one probe of the visitor index for an earlier event, however old.
 */
function sessionsOf(db: Database, from: string, to: string) {
  // Events under the gap before `from` decide whether a session starting just after it is a continuation.
  const windowStart = new Date(dayStart(from).getTime() - GAP_MS);
  const byVisitor = sql`partition by ${e.visitorId} order by ${e.createdAt}, ${e.id}`;
  // Window functions are beyond the query builder: lag() marks the events that start a session.
  const marked = db.$with('marked').as(
    db
      .select({
        id: e.id,
        visitorId: e.visitorId,
        createdAt: e.createdAt,
        kind: e.kind,
        starts: sql<number>`case when ${e.createdAt} - lag(${e.createdAt}) over (${byVisitor})
                                 < make_interval(mins => ${SESSION_GAP_MINUTES}) then 0 else 1 end`.as(
          'starts',
        ),
      })
      .from(e)
      .where(and(isNotNull(e.visitorId), gte(e.createdAt, windowStart), lt(e.createdAt, dayEnd(to)))),
  );
  const numbered = db.$with('numbered').as(
    db
      .select({
        visitorId: marked.visitorId,
        createdAt: marked.createdAt,
        kind: marked.kind,
        session: sql<number>`sum(${marked.starts}) over (partition by ${marked.visitorId}
                                                         order by ${marked.createdAt}, ${marked.id})`.as(
          'session',
        ),
      })
      .from(marked),
  );
  const grouped = db.$with('grouped').as(
    db
      .select({
        visitorId: numbered.visitorId,
        startedAt: sql<string>`min(${numbered.createdAt})`.as('started_at'),
        pages: sql<number>`count(*) filter (where ${numbered.kind} = 'pageview')`.as('pages'),
      })
      .from(numbered)
      .groupBy(numbered.visitorId, numbered.session),
  );
  const earlier = alias(e, 'earlier');
  const sessions = db.$with('sessions').as(
    db
      .select({
        visitorId: grouped.visitorId,
        startedAt: grouped.startedAt,
        pages: grouped.pages,
        returning: exists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                isNotNull(earlier.visitorId),
                eq(earlier.visitorId, grouped.visitorId),
                lt(earlier.createdAt, grouped.startedAt),
              ),
            ),
        ).as('returning'),
      })
      .from(grouped)
      .where(sql`${grouped.startedAt} >= ${dayStart(from).toISOString()}::timestamptz`),
  );
  return { query: db.with(marked, numbered, grouped, sessions), sessions };
}

/** Sessions per day of the range, their totals and those of the previous period, new and returning visitors. */
export async function sessionFigures(
  db: Database,
  range: InsightsQuery,
  previous: InsightsQuery,
): Promise<Insights['sessions']> {
  const { query, sessions } = sessionsOf(db, previous.from, range.to);
  const day = sql<string>`to_char(${sessions.startedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const perDay = await query
    .select({
      day,
      sessions: sql<number>`count(*)::int`,
      returning: sql<number>`(count(*) filter (where ${sessions.returning}))::int`,
      pages: sql<number>`sum(${sessions.pages})::int`,
      bounces: sql<number>`(count(*) filter (where ${sessions.pages} = 1))::int`,
    })
    .from(sessions)
    .groupBy(day);

  const current = sql`${sessions.startedAt} >= ${dayStart(range.from).toISOString()}::timestamptz`;
  const [visitors] = await query
    .select({
      all: sql<number>`(count(distinct ${sessions.visitorId}) filter (where ${current}))::int`,
      returning: sql<number>`(count(distinct ${sessions.visitorId})
                               filter (where ${current} and ${sessions.returning}))::int`,
      previousAll: sql<number>`(count(distinct ${sessions.visitorId}) filter (where not ${current}))::int`,
      previousReturning: sql<number>`(count(distinct ${sessions.visitorId})
                                       filter (where not ${current} and ${sessions.returning}))::int`,
    })
    .from(sessions);

  const found = new Map(perDay.map((d) => [d.day, d]));
  const sum = (days: string[]) => {
    const rows = days.flatMap((d) => found.get(d) ?? []);
    const total = (key: 'sessions' | 'pages' | 'bounces') => rows.reduce((n, r) => n + r[key], 0);
    return { sessions: total('sessions'), pages: total('pages'), bounces: total('bounces') };
  };
  const days = isoDays(range.from, range.to);
  const now = sum(days);
  const before = sum(isoDays(previous.from, previous.to));
  const v = visitors ?? { all: 0, returning: 0, previousAll: 0, previousReturning: 0 };
  return {
    totals: {
      ...now,
      previousSessions: before.sessions,
      previousPages: before.pages,
      previousBounces: before.bounces,
    },
    daily: days.map((d) => found.get(d) ?? { day: d, sessions: 0, returning: 0, pages: 0, bounces: 0 }),
    // A visitor counts once per period: new unless one of their sessions in it had an earlier one.
    visitors: {
      new: v.all - v.returning,
      returning: v.returning,
      previousNew: v.previousAll - v.previousReturning,
      previousReturning: v.previousReturning,
    },
  };
}
