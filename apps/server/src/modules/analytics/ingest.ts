/**
 * Ingestion of one analytics event: the raw event's row and nothing else on the request's path (the daily
 * rollup catches up separately, see rollup.ts). Rows are written by group commit (lib/group-commit.ts): the
 * events of the same few milliseconds go in with one multi-row INSERT, and a request is answered once its
 * row is committed (decision 0027, "Ingestion at 2,000 events/s"). No address is stored: the anonymous
 * visitor key is SHA-256 of (daily salt, IP, user agent, site); the visitor cookie's id is kept only when
 * the browser sent it (analytics consent) and did not send Global Privacy Control.
 */
import { createHash } from 'node:crypto';
import type { AnalyticsEvent } from '@app/contracts/api/analytics';
import type { analyticsEvents, Database } from '@app/db';
import { isbot } from 'isbot';
import { GroupCommit } from '../../lib/group-commit.ts';
import { insertEvents } from './event-writes-lock.ts';
import { utcDay, type DailySalt } from './salt.ts';

export interface EventSource {
  ip: string;
  userAgent: string | undefined;
  /** The site's host name (the hash is per site). */
  site: string;
  /** `Sec-GPC: 1`: the browser asks not to be tracked; no visitor id is kept whatever the body says. */
  globalPrivacyControl: boolean;
  now: Date;
}

/** Known crawlers, monitors and headless tools (the maintained `isbot` list), and requests without a UA. */
export const isBotAgent = (userAgent: string | undefined): boolean => !userAgent || isbot(userAgent);

export function visitorHash(salt: string, source: Pick<EventSource, 'ip' | 'userAgent' | 'site'>): string {
  return createHash('sha256')
    .update(`${salt}\0${source.ip}\0${source.userAgent ?? ''}\0${source.site}`)
    .digest('base64url')
    .slice(0, 22);
}

/** A referrer host worth keeping: not our own site (internal navigation), lower case, without `www.`. */
function referrerHost(referrer: string | undefined, site: string): string | null {
  const host = referrer
    ?.trim()
    .toLowerCase()
    .replace(/^www\./, '');
  if (!host || host === site.replace(/^www\./, '')) return null;
  return host;
}

export type EventRow = typeof analyticsEvents.$inferInsert;

/**
 * The app's writer of event rows: one multi-row INSERT per group, under the shared lock that lets the
 * rollup know which ids can still commit (event-writes-lock.ts).
 */
export const eventWriter = (db: Database): GroupCommit<EventRow> =>
  new GroupCommit((rows) => insertEvents(db, rows));

/** Stores the event unless a bot sent it; returns whether it was stored (committed). */
export async function recordEvent(
  events: GroupCommit<EventRow>,
  salts: DailySalt,
  event: AnalyticsEvent,
  source: EventSource,
): Promise<boolean> {
  if (isBotAgent(source.userAgent)) return false;
  const salt = await salts.forDay(utcDay(source.now));
  const common = {
    createdAt: source.now,
    kind: event.kind,
    path: event.path,
    device: event.device,
    visitorHash: visitorHash(salt, source),
    visitorId: source.globalPrivacyControl ? null : (event.visitor ?? null),
  };
  await events.add(
    event.kind === 'pageview'
      ? {
          ...common,
          referrerHost: referrerHost(event.referrer, source.site),
          utmSource: event.utmSource ?? null,
          utmMedium: event.utmMedium ?? null,
          utmCampaign: event.utmCampaign ?? null,
        }
      : { ...common, form: event.form, outcome: event.outcome },
  );
  return true;
}
