/** First-party analytics: the event the script sends (POST /api/events) and the staff Insights answer. */
import { z } from 'zod';
import type { PublicFormName } from '../form-pages';
import { insightsCharts } from '../insights-tables';

/** The forms whose outcomes are measured, and the page each is visited on (conversion = submissions / visits). */
export const analyticsForms = {
  lead: '/contact',
  partner: '/become-partner',
  developer: '/become-developer',
  newsletter: '/subscribe',
} as const satisfies Record<PublicFormName, string>;
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
const int = z.number().int();

/**
 * A session: one consented visitor's events (page views, form outcomes) with gaps under this many minutes
 * between one and the next; a longer gap starts a new session. Visitors without the analytics cookie have no
 * sessions (their daily hash cannot link visits).
 */
export const SESSION_GAP_MINUTES = 30;
/** The pages of a journey listed to staff (the count says how many there were). */
export const JOURNEY_PAGES_SHOWN = 20;

/** Sessions that started on one UTC day. `returning`: sessions of a visitor seen before (an earlier event). */
const sessionDay = z.object({ day: isoDay, sessions: int, returning: int, pages: int, bounces: int });

const sessionsSchema = z.object({
  /** Sums over the range and over the previous period; `bounces` are sessions of one page view. */
  totals: z.object({
    sessions: int,
    pages: int,
    bounces: int,
    previousSessions: int,
    previousPages: int,
    previousBounces: int,
  }),
  daily: z.array(sessionDay),
  /** Visitors with a session in the period; returning = one of them had an earlier session (any time). */
  visitors: z.object({ new: int, returning: int, previousNew: int, previousReturning: int }),
});

/** Enquiries (form submissions) grouped by the landing page of the visitor's first visit and the form. */
const enquiryPath = z.object({
  landing: z.string(),
  form: z.enum(formNames),
  count: int,
  previous: int,
  medianPages: z.number(),
  medianSeconds: int,
});

/** One consented visitor's way from their first page view to a form submission in the range. */
const journey = z.object({
  /** The first 8 characters of the visitor id: enough to tell journeys apart, not to look a visitor up. */
  visitor: z.string(),
  form: z.enum(formNames),
  firstVisit: z.iso.datetime(),
  submittedAt: z.iso.datetime(),
  referrer: z.string().nullable(),
  campaign: z.string().nullable(),
  /** Page views from the first one to the submission. */
  pages: int,
  /** Their paths in order, the first JOURNEY_PAGES_SHOWN of them. */
  path: z.array(z.string()),
});
export type Journey = z.infer<typeof journey>;

export const insightsSchema = z.object({
  range: z.object({ from: isoDay, to: isoDay, previousFrom: isoDay, previousTo: isoDay }),
  totals: z.object({
    visitors: z.number().int(),
    pageviews: z.number().int(),
    previousVisitors: z.number().int(),
    previousPageviews: z.number().int(),
  }),
  sessions: sessionsSchema,
  enquiryPaths: z.array(enquiryPath),
  journeys: z.array(journey),
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
