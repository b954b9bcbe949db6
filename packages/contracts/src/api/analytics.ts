/** First-party analytics: the event the script sends (POST /api/events) and the staff Insights answer. */
import { z } from 'zod';
import type { MeasuredFormName } from '../form-pages';
import { insightsCharts } from '../insights-tables';

/** The forms whose outcomes are measured, and the page each is visited on (conversion = submissions / visits). */
export const analyticsForms = {
  lead: '/contact',
  partner: '/become-partner',
  developer: '/become-developer',
  newsletter: '/subscribe',
} as const satisfies Record<MeasuredFormName, string>;
export type AnalyticsForm = keyof typeof analyticsForms;
const formNames = Object.keys(analyticsForms) as [AnalyticsForm, ...AnalyticsForm[]];

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export const formOutcomes = ['submitted', 'failed'] as const;

export { analyticsLimits } from '../analytics-limits';

/** Why an event was refused (counted per day for staff, never stored as an event). */
export const refusalReasons = ['cross_site', 'no_consent', 'invalid', 'bot', 'rate_limited'] as const;
export type RefusalReason = (typeof refusalReasons)[number];

/** A UTM value as campaign links carry it: letters, digits and `._~+-`, nothing that reads as prose or markup. */
const utm = z
  .string()
  .trim()
  .regex(/^[\w.~+-]{1,100}$/)
  .optional();
/** A path as the site's routes spell it (the server also checks that it is one of them). */
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/[a-z0-9/-]*$/);

/**
 * One page view or form outcome of a visitor who allowed analytics cookies: `visitor` is the analytics
 * cookie's id and is required (the script sends nothing without consent, and the server stores nothing
 * without it). `referrer` is a host name only (the landing page's referrer, never our own site).
 */
export const analyticsEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('pageview'),
    path: sitePath,
    referrer: z.hostname().max(253).optional(),
    utmSource: utm,
    utmMedium: utm,
    utmCampaign: utm,
    device: z.enum(deviceClasses),
    visitor: z.uuid(),
  }),
  z.strictObject({
    kind: z.literal('form'),
    path: sitePath,
    form: z.enum(formNames),
    outcome: z.enum(formOutcomes),
    device: z.enum(deviceClasses),
    visitor: z.uuid(),
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
  /** Visitors (distinct consented ids per day, summed) and page views: visitors who allowed analytics only. */
  totals: z.object({
    visitors: z.number().int(),
    pageviews: z.number().int(),
    previousVisitors: z.number().int(),
    previousPageviews: z.number().int(),
  }),
  /**
   * Form submissions of the range: `all` is every row of the Form Submissions list created in it (whatever
   * the sender's cookie choice), `consented` those that visitors who allowed analytics sent (their events).
   */
  formSubmissions: z.object({ all: int, consented: int }),
  /** Events refused in the range (cross-site, without consent, invalid, bots, over a limit), per reason. */
  refused: z.object({
    total: int,
    byReason: z.array(z.object({ reason: z.enum(refusalReasons), count: int })),
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
