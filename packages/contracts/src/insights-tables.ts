/**
 * The Insights screen's charts as tables: the same header and rows feed the accessible table under each
 * chart and its CSV export (server side), so what staff read and what they download cannot differ.
 */
import type { Insights } from './api/analytics';

export type InsightsCell = string | number;

export interface InsightsTable {
  title: string;
  header: readonly string[];
  rows: InsightsCell[][];
}

const change = (count: number, previous: number) => count - previous;

/** A time span for people: "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

const elapsed = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

/** A journey's pages joined with arrows, ending with … when more pages were viewed than are listed. */
export const journeyPath = (j: { pages: number; path: string[] }): string =>
  [...j.path, ...(j.pages > j.path.length ? ['…'] : [])].join(' → ');

export function insightsTables(data: Insights) {
  const v = data.sessions.visitors;
  const keyed = (title: string, label: string, list: Insights['topPages']): InsightsTable => ({
    title,
    header: [label, 'This period', 'Previous period', 'Change'],
    rows: list.map((r) => [r.key, r.count, r.previous, change(r.count, r.previous)]),
  });
  const counted = (title: string, label: string, list: Insights['partnersByRegion']): InsightsTable => ({
    title,
    header: [label, 'Count'],
    rows: list.map((r) => [r.key, r.count]),
  });
  return {
    traffic: {
      title: 'Visitors and page views per day',
      header: ['Day', 'Visitors', 'Page views'],
      rows: data.daily.map((d) => [d.day, d.visitors, d.pageviews]),
    },
    pages: keyed('Top pages', 'Page', data.topPages),
    referrers: keyed('Referrers', 'Referrer', data.referrers),
    campaigns: keyed('Campaigns', 'Source / medium / campaign', data.campaigns),
    sessions: {
      title: 'Sessions per day',
      header: ['Day', 'Sessions', 'Returning visitors’ sessions', 'Pages viewed', 'One-page sessions'],
      rows: data.sessions.daily.map((d) => [d.day, d.sessions, d.returning, d.pages, d.bounces]),
    },
    visitorTypes: {
      title: 'New and returning visitors',
      header: ['Visitors', 'This period', 'Previous period', 'Change'],
      rows: [
        ['New', v.new, v.previousNew, change(v.new, v.previousNew)],
        ['Returning', v.returning, v.previousReturning, change(v.returning, v.previousReturning)],
      ],
    },
    enquiryPaths: {
      title: 'Paths to enquiry',
      header: [
        'Landing page of the first visit',
        'Form',
        'Enquiries',
        'Previous period',
        'Median pages viewed',
        'Median time to enquiry',
      ],
      rows: data.enquiryPaths.map((p) => [
        p.landing,
        p.form,
        p.count,
        p.previous,
        p.medianPages,
        formatDuration(p.medianSeconds),
      ]),
    },
    journeys: {
      title: 'Recent journeys to enquiry',
      header: [
        'Visitor',
        'First visit (UTC)',
        'Enquiry (UTC)',
        'Form',
        'Referrer',
        'Campaign',
        'Pages viewed',
        'Time to enquiry',
        'Pages in order',
      ],
      rows: data.journeys.map((j) => [
        j.visitor,
        j.firstVisit,
        j.submittedAt,
        j.form,
        j.referrer ?? '',
        j.campaign ?? '',
        j.pages,
        formatDuration(elapsed(j.firstVisit, j.submittedAt)),
        journeyPath(j),
      ]),
    },
    conversions: {
      title: 'Conversion per form',
      header: ['Form', 'Page', 'Page visits', 'Submissions', 'Failed submissions', 'Conversion (%)'],
      rows: data.conversions.map((c) => [
        c.form,
        c.page,
        c.visits,
        c.submissions,
        c.failures,
        c.visits === 0 ? 0 : Math.round((c.submissions / c.visits) * 1000) / 10,
      ]),
    },
    leads: {
      title: 'Leads per week by interest',
      header: ['Week of', 'Interest', 'Leads'],
      rows: data.leadsByWeek.map((l) => [l.week, l.interest, l.count]),
    },
    partnerRegions: counted('Partner applications by region', 'Region', data.partnersByRegion),
    partnerIndustries: counted('Partner applications by industry', 'Industry', data.partnersByIndustry),
    developerPlatforms: counted('Developer applications by platform', 'Platform', data.developersByPlatform),
    newsletter: {
      title: 'Newsletter growth',
      header: ['Day', 'Sign-ups', 'Subscribers'],
      rows: data.newsletter.map((n) => [n.day, n.signups, n.total]),
    },
  } satisfies Record<string, InsightsTable>;
}

export type InsightsChart = keyof ReturnType<typeof insightsTables>;
export const insightsCharts = [
  'traffic',
  'pages',
  'referrers',
  'campaigns',
  'sessions',
  'visitorTypes',
  'enquiryPaths',
  'journeys',
  'conversions',
  'leads',
  'partnerRegions',
  'partnerIndustries',
  'developerPlatforms',
  'newsletter',
] as const satisfies readonly InsightsChart[];
