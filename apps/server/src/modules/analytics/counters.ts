/**
 * The daily counters of `analytics_daily` as one event adds to them: a page view counts once in `pageviews`
 * and once under its page, device, referrer host and campaign; a form outcome once under `form_{outcome}`;
 * a visitor once a day in `visitors` (and in `returning` when their id was seen on an earlier day).
 */
import type { AnalyticsEvent } from '@app/contracts/api/analytics';

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export type CounterKey = readonly [metric: string, key: string];

/** The campaign's key, as the Campaigns chart shows it. */
const campaignKey = (source: string, medium: string | null, campaign: string | null): string =>
  [source, medium ?? '-', campaign ?? '-'].join(' / ');

export function eventCounters(event: AnalyticsEvent, referrerHost: string | null): CounterKey[] {
  if (event.kind === 'form') return [[`form_${event.outcome}`, event.form]];
  const keys: CounterKey[] = [
    ['pageviews', ''],
    ['page', event.path],
    ['device', event.device],
  ];
  if (referrerHost) keys.push(['referrer', referrerHost]);
  if (event.utmSource) {
    keys.push(['campaign', campaignKey(event.utmSource, event.utmMedium ?? null, event.utmCampaign ?? null)]);
  }
  return keys;
}
