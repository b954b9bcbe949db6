/** First-party analytics: the event the script sends (POST /api/events) and the staff Insights answer. */
import { z } from 'zod';
import type { formActions } from '../form-pages';
import { insightsCharts } from '../insights-tables';

/** The forms whose outcomes are measured, and the page each is visited on (conversion = submissions / visits). */
export const analyticsForms = {
  lead: '/contact',
  partner: '/become-partner',
  developer: '/become-developer',
  newsletter: '/subscribe',
} as const satisfies Record<keyof typeof formActions, string>;
export type AnalyticsForm = keyof typeof analyticsForms;
const formNames = Object.keys(analyticsForms) as [AnalyticsForm, ...AnalyticsForm[]];

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export const formOutcomes = ['submitted', 'failed'] as const;

const utm = z.string().trim().min(1).max(100).optional();

/**
 * One page view or form outcome. `visitor` is the analytics cookie's id, sent only with analytics consent;
 * without it the server counts the visit anonymously (daily salted hash, never stored with the address).
 */
export const analyticsEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pageview'),
    path: z.string().startsWith('/').max(300),
    referrer: z.string().max(253).optional(),
    utmSource: utm,
    utmMedium: utm,
    utmCampaign: utm,
    device: z.enum(deviceClasses),
    visitor: z.uuid().optional(),
  }),
  z.object({
    kind: z.literal('form'),
    path: z.string().startsWith('/').max(300),
    form: z.enum(formNames),
    outcome: z.enum(formOutcomes),
    device: z.enum(deviceClasses),
    visitor: z.uuid().optional(),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

// ---------------------------------------------------------------- Insights (staff)

const isoDay = z.iso.date();

const MAX_RANGE_DAYS = 366;
const validRange = (q: { from: string; to: string }) =>
  q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) < MAX_RANGE_DAYS * 86_400_000;
const rangeMessage = { message: `Choose a range of 1 to ${MAX_RANGE_DAYS} days`, path: ['from'] };

/** GET /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, inclusive). */
export const insightsQuerySchema = z.object({ from: isoDay, to: isoDay }).refine(validRange, rangeMessage);
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const dayPoint = z.object({ day: isoDay, visitors: z.number().int(), pageviews: z.number().int() });
const keyCount = z.object({ key: z.string(), count: z.number().int(), previous: z.number().int() });

export const insightsSchema = z.object({
  range: z.object({ from: isoDay, to: isoDay, previousFrom: isoDay, previousTo: isoDay }),
  totals: z.object({
    visitors: z.number().int(),
    pageviews: z.number().int(),
    previousVisitors: z.number().int(),
    previousPageviews: z.number().int(),
    /** Visitors with the analytics cookie seen on an earlier day too. */
    returningVisitors: z.number().int(),
  }),
  daily: z.array(dayPoint),
  topPages: z.array(keyCount),
  referrers: z.array(keyCount),
  campaigns: z.array(keyCount),
  conversions: z.array(
    z.object({
      form: z.enum(formNames),
      page: z.string(),
      visits: z.number().int(),
      submissions: z.number().int(),
      failures: z.number().int(),
    }),
  ),
  leadsByWeek: z.array(z.object({ week: isoDay, interest: z.string(), count: z.number().int() })),
  partnersByRegion: z.array(z.object({ key: z.string(), count: z.number().int() })),
  partnersByIndustry: z.array(z.object({ key: z.string(), count: z.number().int() })),
  developersByPlatform: z.array(z.object({ key: z.string(), count: z.number().int() })),
  newsletter: z.array(z.object({ day: isoDay, signups: z.number().int(), total: z.number().int() })),
});
export type Insights = z.infer<typeof insightsSchema>;

/** GET /api/admin/insights/export.csv?chart=…&from=…&to=… */
export const insightsExportQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    chart: z.enum(insightsCharts),
  })
  .refine(validRange, rangeMessage);
