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

export function insightsTables(data: Insights) {
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
  'conversions',
  'leads',
  'partnerRegions',
  'partnerIndustries',
  'developerPlatforms',
  'newsletter',
] as const satisfies readonly InsightsChart[];
