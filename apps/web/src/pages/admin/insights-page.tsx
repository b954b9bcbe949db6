/**
 * /admin/insights: traffic (visitors, page views, top pages, referrers, campaigns), sessions, new and
 * returning visitors and paths to enquiry (consented visitors), conversion per form and
 * the pipelines (leads, partner and developer applications, newsletter) for a date range, compared with the
 * period of the same length before it. Each chart has the table of its numbers and a CSV export.
 */
import { SESSION_GAP_MINUTES, type Insights, type RefusalReason } from '@app/contracts/api/analytics';
import { insightsTables, type InsightsChart } from '@app/contracts/insights-tables';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { ErrorScreen } from '../../features/admin/list-controls.tsx';
import { ChartSection } from '../../features/insights/chart-section.tsx';
import { BarsChart, colour, GrowthChart, LinesChart } from '../../features/insights/charts.tsx';
import { JourneyList } from '../../features/insights/journey-list.tsx';
import { adminLists, insightsQuery } from '../../features/admin/api.ts';
import { useStaffQuery } from '../../features/admin/session.ts';
import { queryString } from '../../lib/api.ts';
import { useUrlParams } from '../../lib/use-url-params.ts';

const URL = adminLists.insights;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 28 days up to today (UTC, as the server counts days). */
function defaultRange() {
  const today = Date.now();
  return { from: isoDay(today - 27 * DAY_MS), to: isoDay(today) };
}

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'no change' : 'new';
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct > 0 ? '+' : ''}${pct}% vs previous period`;
}

function Stat({
  label,
  value,
  previous,
  note,
}: {
  label: string;
  value: number;
  previous?: number;
  note?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value.toLocaleString('en-US')}</p>
      {previous !== undefined && (
        <p className="mt-1 text-xs text-slate-600">
          {change(value, previous)} ({previous.toLocaleString('en-US')})
        </p>
      )}
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
    </div>
  );
}

/**
 * Whom the figures count, true of every number under it: traffic figures come only from visitors who allowed
 * analytics cookies (nothing is recorded about anyone else); form submissions and pipelines count everything.
 */
const insightsWhom =
  'Visitors, page views, pages, referrers, campaigns, conversions and sessions count only visitors who allowed analytics cookies and whose browser does not send Global Privacy Control; nothing is recorded about anyone else. Visitors are counted once a day. Form submissions and the pipelines count every form sent, as';

const refusalLabels: Record<RefusalReason, string> = {
  cross_site: 'from other sites',
  no_consent: 'without consent',
  invalid: 'invalid',
  bot: 'bots',
  rate_limited: 'over a limit',
};

const keySeries = [
  { key: 'count', name: 'This period', color: colour(0) },
  { key: 'previous', name: 'Previous period', color: colour(1) },
];
const countSeries = [{ key: 'count', name: 'Applications', color: colour(0) }];

/** Leads per week as one row per week and one column per interest (stacked bars). */
function leadsPivot(data: Insights) {
  const interests = [...new Set(data.leadsByWeek.map((l) => l.interest))].sort();
  const weeks = new Map<string, Record<string, string | number>>();
  for (const l of data.leadsByWeek) {
    const row = weeks.get(l.week) ?? { week: l.week };
    row[l.interest] = l.count;
    weeks.set(l.week, row);
  }
  const series = interests.map((key, i) => ({
    key,
    name: key,
    color: colour(i),
  }));
  return { rows: [...weeks.values()], series };
}

const perSession = (pages: number, sessions: number) =>
  sessions === 0 ? 0 : Math.round((pages / sessions) * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Sessions, pages per session, one-page sessions and returning visitors of the consented visitors. */
function SessionStats({ sessions }: { sessions: Insights['sessions'] }) {
  const t = sessions.totals;
  const v = sessions.visitors;
  return (
    <>
      <p className="text-sm text-slate-600">
        Sessions, returning visitors and paths to enquiry count only visitors who allowed analytics cookies. A
        session is one visitor&rsquo;s page views and form submissions with less than {SESSION_GAP_MINUTES}{' '}
        minutes between one and the next; a returning visitor had an earlier session.
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Sessions" value={t.sessions} previous={t.previousSessions} />
        <Stat
          label="Pages per session"
          value={perSession(t.pages, t.sessions)}
          previous={perSession(t.previousPages, t.previousSessions)}
        />
        <Stat
          label="One-page sessions (%)"
          value={percent(t.bounces, t.sessions)}
          previous={percent(t.previousBounces, t.previousSessions)}
        />
        <Stat label="Returning visitors" value={v.returning} previous={v.previousReturning} />
      </div>
    </>
  );
}

function Report({ data }: { data: Insights }) {
  const tables = insightsTables(data);
  const { from, to } = data.range;
  const exportHref = (chart: InsightsChart) => `${URL}/export.csv${queryString({ chart, from, to })}`;
  const section = (chart: InsightsChart, children: React.ReactNode) => (
    <ChartSection key={chart} table={tables[chart]} exportHref={exportHref(chart)}>
      {children}
    </ChartSection>
  );
  const leads = leadsPivot(data);
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-600">
        {from} to {to}, compared with {data.range.previousFrom} to {data.range.previousTo} (UTC days).{' '}
        {insightsWhom}{' '}
        <SmartLink href="/admin/form-submissions" className="font-medium text-brand-700 underline">
          Form Submissions
        </SmartLink>
        .
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Visitors" value={data.totals.visitors} previous={data.totals.previousVisitors} />
        <Stat label="Page views" value={data.totals.pageviews} previous={data.totals.previousPageviews} />
        <Stat
          label="Form submissions (all)"
          value={data.formSubmissions.all}
          note={`${data.formSubmissions.consented.toLocaleString('en-US')} from visitors who allowed analytics`}
        />
        <Stat
          label="Refused events"
          value={data.refused.total}
          note={
            data.refused.byReason.map((r) => `${refusalLabels[r.reason]} ${r.count}`).join(', ') ||
            'None in this period'
          }
        />
      </div>
      {section(
        'traffic',
        <LinesChart
          data={data.daily}
          x="day"
          series={[
            { key: 'visitors', name: 'Visitors', color: colour(0) },
            { key: 'pageviews', name: 'Page views', color: colour(2) },
          ]}
        />,
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {section('pages', <BarsChart data={data.topPages} category="key" series={keySeries} />)}
        {section('referrers', <BarsChart data={data.referrers} category="key" series={keySeries} />)}
        {section('campaigns', <BarsChart data={data.campaigns} category="key" series={keySeries} />)}
        {section(
          'conversions',
          <BarsChart
            data={data.conversions}
            category="form"
            series={[
              { key: 'visits', name: 'Page visits', color: colour(1) },
              { key: 'submissions', name: 'Submissions', color: colour(0) },
            ]}
          />,
        )}
      </div>
      <SessionStats sessions={data.sessions} />
      {section(
        'sessions',
        <LinesChart
          data={data.sessions.daily}
          x="day"
          series={[
            { key: 'sessions', name: 'Sessions', color: colour(0) },
            { key: 'returning', name: 'Returning visitors’ sessions', color: colour(3) },
          ]}
        />,
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {section(
          'visitorTypes',
          <BarsChart
            data={[
              { key: 'New', count: data.sessions.visitors.new, previous: data.sessions.visitors.previousNew },
              {
                key: 'Returning',
                count: data.sessions.visitors.returning,
                previous: data.sessions.visitors.previousReturning,
              },
            ]}
            category="key"
            series={keySeries}
          />,
        )}
        {section(
          'enquiryPaths',
          <BarsChart
            data={data.enquiryPaths.map((p) => ({ ...p, key: `${p.landing} → ${p.form}` }))}
            category="key"
            series={keySeries}
          />,
        )}
      </div>
      {section('journeys', <JourneyList journeys={data.journeys} />)}
      <div className="grid gap-6 lg:grid-cols-2">
        {section('leads', <BarsChart data={leads.rows} category="week" series={leads.series} stacked />)}
        {section(
          'partnerRegions',
          <BarsChart data={data.partnersByRegion} category="key" series={countSeries} />,
        )}
        {section(
          'partnerIndustries',
          <BarsChart data={data.partnersByIndustry} category="key" series={countSeries} />,
        )}
        {section(
          'developerPlatforms',
          <BarsChart data={data.developersByPlatform} category="key" series={countSeries} />,
        )}
      </div>
      {section('newsletter', <GrowthChart data={data.newsletter} />)}
    </div>
  );
}

export default function InsightsPage() {
  // The range is in the address (`?from=…&to=…`; the last 28 days leave it out), so a reload, Back and a
  // link show the same period. A malformed or reversed range in a link falls back to the default.
  const [url, setUrl] = useUrlParams(defaultRange());
  const fallback = defaultRange();
  const range = isDay(url.from) && isDay(url.to) && url.from <= url.to ? url : fallback;
  const [draft, setDraft] = useState(range);
  // Back or a link changing the range refills the fields.
  useEffect(() => setDraft({ from: range.from, to: range.to }), [range.from, range.to]);
  const report = useStaffQuery(insightsQuery({ from: range.from, to: range.to }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from <= draft.to) setUrl(draft);
  };
  return (
    <AdminShell
      title="Insights"
      description="Where visitors come from, what they read and what they send us."
    >
      <form onSubmit={apply} className="mb-6 flex flex-wrap items-end gap-3" aria-label="Date range">
        <label className="grid gap-1 text-sm font-medium">
          From
          <input
            type="date"
            value={draft.from}
            max={draft.to}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            className="rounded-md border border-slate-300 px-2 py-1.5"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          To
          <input
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            className="rounded-md border border-slate-300 px-2 py-1.5"
          />
        </label>
        <Button type="submit">Show</Button>
      </form>
      {report.isError ? (
        <ErrorScreen title="Could not load the insights" onRetry={() => void report.refetch()} />
      ) : report.data ? (
        <Report data={report.data} />
      ) : (
        <p className="text-sm text-slate-600">Loading…</p>
      )}
    </AdminShell>
  );
}
