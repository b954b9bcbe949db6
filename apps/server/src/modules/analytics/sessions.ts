/**
 * Sessions and new / returning visitors, from the raw events that carry the analytics cookie's id (consented
 * visitors only; the daily hash of the others cannot link two visits). A session is a visitor's run of events
 * with gaps under SESSION_GAP_MINUTES; it belongs to the UTC day it started on. Each visitor's whole stored
 * history up to the end of the range is read, so a session continuing across the range's start is not split
 * and "returning" means any earlier event, however long ago.
 */
import { and, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
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
 * The sessions (visitor, number, start, page views) of every visitor active from `from` to the end of `to`,
 * numbered over the visitor's whole history: number 1 is their first session ever.
 */
function sessionsOf(db: Database, from: string, to: string) {
  const end = dayEnd(to);
  // Events just before `from` matter: one under the gap before a session makes it a continuation.
  const active = db.$with('active').as(
    db
      .selectDistinct({ visitorId: e.visitorId })
      .from(e)
      .where(
        and(
          isNotNull(e.visitorId),
          gte(e.createdAt, new Date(dayStart(from).getTime() - GAP_MS)),
          lt(e.createdAt, end),
        ),
      ),
  );
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
                                 < make_interval(mins => ${SESSION_GAP_MINUTES}) then 0 else 1 end`.as('starts'),
      })
      .from(e)
      .where(and(inArray(e.visitorId, db.select({ id: active.visitorId }).from(active)), lt(e.createdAt, end))),
  );
  const numbered = db.$with('numbered').as(
    db
      .select({
        visitorId: marked.visitorId,
        createdAt: marked.createdAt,
        kind: marked.kind,
        session: sql<number>`sum(${marked.starts}) over (partition by ${marked.visitorId}
                                                         order by ${marked.createdAt}, ${marked.id})`.as('session'),
      })
      .from(marked),
  );
  const sessions = db.$with('sessions').as(
    db
      .select({
        visitorId: numbered.visitorId,
        session: numbered.session,
        startedAt: sql<string>`min(${numbered.createdAt})`.as('started_at'),
        pages: sql<number>`count(*) filter (where ${numbered.kind} = 'pageview')`.as('pages'),
      })
      .from(numbered)
      .groupBy(numbered.visitorId, numbered.session),
  );
  const query = db.with(active, marked, numbered, sessions);
  const startedFrom = sql`${sessions.startedAt} >= ${dayStart(from).toISOString()}::timestamptz`;
  return { query, sessions, startedFrom };
}

/** Sessions per day of the range, their totals and those of the previous period, new and returning visitors. */
export async function sessionFigures(
  db: Database,
  range: InsightsQuery,
  previous: InsightsQuery,
): Promise<Insights['sessions']> {
  const { query, sessions, startedFrom } = sessionsOf(db, previous.from, range.to);
  const day = sql<string>`to_char(${sessions.startedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const perDay = await query
    .select({
      day,
      sessions: sql<number>`count(*)::int`,
      returning: sql<number>`(count(*) filter (where ${sessions.session} > 1))::int`,
      pages: sql<number>`sum(${sessions.pages})::int`,
      bounces: sql<number>`(count(*) filter (where ${sessions.pages} = 1))::int`,
    })
    .from(sessions)
    .where(startedFrom)
    .groupBy(day);

  const current = sql`${sessions.startedAt} >= ${dayStart(range.from).toISOString()}::timestamptz`;
  const [visitors] = await query
    .select({
      all: sql<number>`(count(distinct ${sessions.visitorId}) filter (where ${current}))::int`,
      returning: sql<number>`(count(distinct ${sessions.visitorId})
                               filter (where ${current} and ${sessions.session} > 1))::int`,
      previousAll: sql<number>`(count(distinct ${sessions.visitorId}) filter (where not ${current}))::int`,
      previousReturning: sql<number>`(count(distinct ${sessions.visitorId})
                                       filter (where not ${current} and ${sessions.session} > 1))::int`,
    })
    .from(sessions)
    .where(startedFrom);

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
