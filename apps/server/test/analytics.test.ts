/**
 * First-party analytics: POST /api/events takes only the site's own JSON events of consented visitors (a
 * cross-site beacon, an event without consent or with GPC, a forged path or referrer are refused and counted
 * as refused, nothing stored), the per-address and per-visitor limits, the daily counters against the raw
 * events, the retention of raw events, the campaign cookie on a lead, the staff Insights routes (every
 * figure computed again from the stored rows), and sessions, returning visitors and paths to enquiry.
 */
import { describe, expect, it } from 'vitest';
import { analyticsDaily, analyticsEvents, leads, formSubmissions } from '@app/db';
import { sql } from 'drizzle-orm';
import { CAMPAIGN_COOKIE } from '@app/contracts/storage-keys';
import { analyticsLimits, JOURNEY_PAGES_SHOWN, type Insights } from '@app/contracts/api/analytics';
import { journeyPath } from '@app/contracts/insights-tables';
import { runRetention } from '../src/modules/retention/service.ts';
import { resultRows } from '../src/lib/affected-rows.ts';
import { asStaff, staffCookie } from './admin-helpers.ts';
import { ResettableRateLimits, testConfig, useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import { TestClock, validDeveloper, validFormToken, validLead, validPartner } from './public-forms.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SITE = 'http://localhost:5000';
const VISITOR = '0b5f2a0e-4a6f-4c36-9d5a-3f1f6f7b8c9d';
const clock = new ManualClock(Date.parse('2026-11-25T10:00:00Z'));
const formClock = new TestClock();

const ctx = useTestApp({
  config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }),
  clock,
  now: formClock.now,
  rateLimits: new ResettableRateLimits(),
  sitePaths: ['/', '/about', '/products', '/pricing', '/contact', '/subscribe', '/app-store/:slug'],
});

const pageview = (overrides: Record<string, unknown> = {}) => ({
  kind: 'pageview',
  path: '/contact',
  device: 'desktop',
  visitor: VISITOR,
  ...overrides,
});

/** What the site's script sends: JSON by fetch from one of its pages (Origin and Sec-Fetch-Site). */
const OWN_PAGE = { 'content-type': 'application/json', origin: SITE, 'sec-fetch-site': 'same-origin' };

function send(
  body: unknown,
  options: { ip?: string; ua?: string; headers?: Record<string, string | undefined> } = {},
) {
  const headers = { 'user-agent': options.ua ?? BROWSER, ...OWN_PAGE, ...options.headers };
  return ctx.app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const events = () => ctx.t.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

/** The refused events counted per reason (all days). */
async function refused(): Promise<Record<string, number>> {
  const found = resultRows<{ key: string; n: number }>(
    await ctx.t.db.execute(
      sql`select key, sum(count)::int as n from analytics_daily where metric = 'refused' group by key`,
    ),
  );
  return Object.fromEntries(found.map((r) => [r.key, r.n]));
}

describe('POST /api/events', () => {
  it('stores a consented page view sent as JSON by a page of the site, with the referrer host only', async () => {
    const res = await send(
      pageview({ referrer: 'www.Search.example', utmSource: 'newsletter', utmMedium: 'email' }),
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const [first] = await events();
    expect(first).toMatchObject({
      kind: 'pageview',
      path: '/contact',
      referrerHost: 'search.example',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: null,
      device: 'desktop',
      visitorId: VISITOR,
    });
    expect(JSON.stringify(await events())).not.toContain('203.0.113');
  });

  it('refuses a cross-site text/plain beacon and any event not posted as JSON by our own pages', async () => {
    const cases: Array<Record<string, string | undefined>> = [
      // navigator.sendBeacon(string) from another site: text/plain, that site's Origin, cross-site.
      {
        'content-type': 'text/plain;charset=UTF-8',
        origin: 'https://spam.example',
        'sec-fetch-site': 'cross-site',
      },
      // JSON from another origin, or from a sibling site.
      { origin: 'https://spam.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.localhost:5000' },
      // Neither Origin nor Sec-Fetch-Site: nothing shows it came from a page of ours.
      { origin: undefined, 'sec-fetch-site': undefined },
    ];
    for (const headers of cases) {
      const res = await send(pageview(), { headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused.', code: 'cross_site' });
    }
    // text/plain even from our own origin: the script sends JSON, so 415 as on every route.
    const plain = await send(pageview(), { headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({
      message: 'Unsupported content type; send application/json.',
      code: 'bad_request',
    });
    expect(await events()).toEqual([]);
    expect(await refused()).toEqual({ cross_site: cases.length, invalid: 1 });
  });

  it('stores nothing without analytics consent (no visitor id) or with Global Privacy Control', async () => {
    const { visitor: _none, ...anonymous } = pageview();
    expect((await send(anonymous)).statusCode).toBe(403);
    expect((await send(pageview(), { headers: { 'sec-gpc': '1' } })).statusCode).toBe(403);
    expect(await events()).toEqual([]);
    expect(
      await ctx.t.db
        .select()
        .from(analyticsDaily)
        .where(sql`metric <> 'refused'`),
    ).toEqual([]);
    expect(await refused()).toEqual({ no_consent: 2 });
  });

  it('refuses forged paths, referrers and campaigns: nobody writes text onto the staff screen', async () => {
    for (const body of [
      pageview({ path: 'https://elsewhere.example/' }),
      pageview({ path: '/casino-bonus' }), // the right shape, but not a page of the site
      pageview({ path: '/Contact Us <b>' }),
      pageview({ referrer: 'https://spam.example/buy?cheap=pills' }),
      pageview({ referrer: 'Visit spam.example now' }),
      pageview({ utmSource: 'Buy <b>now</b>' }),
      pageview({ device: 'fridge' }),
      {
        kind: 'form',
        path: '/contact',
        form: 'unknown',
        outcome: 'submitted',
        device: 'mobile',
        visitor: VISITOR,
      },
      pageview({ visitor: 'not-a-uuid' }),
      '{not json',
    ]) {
      expect((await send(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await events()).toEqual([]);
    expect(await refused()).toEqual({ invalid: 10 });
    // A server-filled page of the site (the App Store's) is one of its paths.
    expect((await send(pageview({ path: '/app-store/sky-notes' }))).statusCode).toBe(202);
  });

  it('counts known bots and requests without a user agent as refused, answering them like anyone', async () => {
    const bot = await send(pageview(), {
      ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(bot.statusCode).toBe(202);
    expect((await send(pageview(), { ua: 'HeadlessChrome/131.0' })).statusCode).toBe(202);
    expect((await send(pageview(), { ua: '' })).statusCode).toBe(202);
    expect(await events()).toEqual([]);
    expect(await refused()).toEqual({ bot: 3 });
    await send(pageview());
    expect(await events()).toHaveLength(1);
  });
});

describe('POST /api/events limits', () => {
  it('300 events from one address with 300 user agents and ids add only the allowed visitors', async () => {
    const ids = Array.from(
      { length: 300 },
      (_, i) => `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
    );
    const answers: number[] = [];
    for (const [i, id] of ids.entries()) {
      const res = await send(pageview({ visitor: id, referrer: 'spam.example' }), {
        ua: `${BROWSER} v/${i}`,
      });
      answers.push(res.statusCode);
    }
    const allowed = analyticsLimits.visitorsPerAddressPerDay;
    expect(answers.filter((s) => s === 202)).toHaveLength(allowed);
    expect(answers.filter((s) => s === 429)).toHaveLength(300 - allowed);
    // An admitted visitor goes on; a refused one stays refused (its slot was never given).
    expect((await send(pageview({ visitor: ids[0] }))).statusCode).toBe(202);
    expect((await send(pageview({ visitor: ids[299] }))).statusCode).toBe(429);
    // Another address is not affected.
    expect((await send(pageview({ visitor: ids[299] }), { ip: '198.51.100.9' })).statusCode).toBe(202);

    const stored = await events();
    expect(new Set(stored.map((e) => e.visitorId)).size).toBe(allowed + 1);
    expect(await refused()).toEqual({ rate_limited: 300 - allowed + 1 });
    const { cookie } = await staffCookie(ctx);
    const res = await ctx.app.inject({
      url: '/api/admin/insights?from=2026-11-25&to=2026-11-25',
      headers: asStaff(cookie),
    });
    const data = res.json() as Insights;
    expect(data.totals.visitors).toBe(new Set(stored.map((e) => e.visitorId)).size);
    expect(data.totals.pageviews).toBe(stored.length);
    expect(data.referrers).toEqual([
      {
        key: 'spam.example',
        count: stored.filter((e) => e.referrerHost === 'spam.example').length,
        previous: 0,
      },
    ]);
    expect(data.refused).toEqual({
      total: 300 - allowed + 1,
      byReason: [{ reason: 'rate_limited', count: 300 - allowed + 1 }],
    });
  });

  it('caps the events of one address and of one visitor a day', async () => {
    const { eventsPerAddressPerDay, eventsPerVisitorPerDay } = analyticsLimits;
    let stored = 0;
    for (let i = 0; i < eventsPerVisitorPerDay; i += 1) {
      if ((await send(pageview())).statusCode === 202) stored += 1;
    }
    expect(stored).toBe(eventsPerVisitorPerDay);
    // The same visitor from another address: still over its own limit.
    expect((await send(pageview(), { ip: '198.51.100.1' })).statusCode).toBe(429);
    // The first address with other visitors, up to its own limit.
    const other = (i: number) => `${String(i).padStart(8, '0')}-1111-4000-8000-000000000000`;
    let codes: number[] = [];
    for (let i = eventsPerVisitorPerDay; i < eventsPerAddressPerDay; i += 1) {
      codes.push((await send(pageview({ visitor: other(i % 5) }))).statusCode);
    }
    expect(codes.every((c) => c === 202)).toBe(true);
    codes = [(await send(pageview({ visitor: other(1) }))).statusCode];
    expect(codes).toEqual([429]);
    expect(await events()).toHaveLength(eventsPerAddressPerDay);
  });
});

describe('daily counters', () => {
  it('match the raw events: page views, pages, referrers, campaigns, devices, visitors, forms', async () => {
    const B = 'bbbbbbbb-0000-4000-8000-000000000002';
    await send(pageview({ referrer: 'search.example', utmSource: 'ads', utmCampaign: 'launch' }));
    await send(pageview({ path: '/', device: 'mobile' }));
    await send(pageview({ path: '/', visitor: B, referrer: 'localhost' }), { ip: '203.0.113.8' });
    await send({
      kind: 'form',
      path: '/contact',
      form: 'lead',
      outcome: 'submitted',
      device: 'desktop',
      visitor: B,
    });
    await send({
      kind: 'form',
      path: '/contact',
      form: 'lead',
      outcome: 'failed',
      device: 'desktop',
      visitor: VISITOR,
    });

    const daily = await ctx.t.db
      .select({ metric: analyticsDaily.metric, key: analyticsDaily.key, count: analyticsDaily.count })
      .from(analyticsDaily)
      .orderBy(analyticsDaily.metric, analyticsDaily.key);
    // The same figures straight from the raw events.
    const raw = resultRows<{ metric: string; key: string; count: number }>(
      await ctx.t.db.execute(sql`
        select metric, key, count(*)::int as count from (
          select 'pageviews' as metric, '' as key from analytics_events where kind = 'pageview'
          union all select 'page', path from analytics_events where kind = 'pageview'
          union all select 'referrer', referrer_host from analytics_events where referrer_host is not null
          union all select 'campaign', concat_ws(' / ', utm_source, coalesce(utm_medium, '-'), coalesce(utm_campaign, '-'))
                      from analytics_events where utm_source is not null
          union all select 'device', device from analytics_events where kind = 'pageview'
          union all select 'form_' || outcome, form from analytics_events where kind = 'form'
        ) x group by 1, 2
        union all
        select 'visitors', '', count(distinct visitor_id)::int from analytics_events
        order by 1, 2`),
    );
    expect(daily).toEqual(raw);
    expect(daily).toContainEqual({ metric: 'visitors', key: '', count: 2 });
    expect(daily).toContainEqual({ metric: 'campaign', key: 'ads / - / launch', count: 1 });
    // Our own host is internal navigation, not a referrer.
    expect(daily.filter((d) => d.metric === 'referrer')).toEqual([
      { metric: 'referrer', key: 'search.example', count: 1 },
    ]);
  });

  it('counts a visitor with the cookie seen on an earlier day as returning', async () => {
    await send(pageview());
    clock.advance(24 * 3600_000);
    await send(pageview());
    await send(pageview());
    clock.advance(-24 * 3600_000);
    const returning = await ctx.t.db
      .select({ day: analyticsDaily.day, count: analyticsDaily.count })
      .from(analyticsDaily)
      .where(sql`metric = 'returning'`);
    expect(returning).toEqual([{ day: '2026-11-26', count: 1 }]);
  });
});

describe('retention', () => {
  it('deletes raw events older than 2 years; the daily counters keep their days', async () => {
    await send(pageview());
    clock.advance(2 * 366 * 24 * 3600_000);
    await send(pageview({ path: '/' }));
    const result = await runRetention(ctx.t.db, new Date(clock.now()));
    clock.advance(-2 * 366 * 24 * 3600_000);
    expect(result.deleted.analyticsEvents).toBe(1);
    expect((await events()).map((e) => e.path)).toEqual(['/']);
    // The counters still hold the day of the deleted event.
    const kept = await ctx.t.db
      .select({ day: analyticsDaily.day })
      .from(analyticsDaily)
      .where(sql`metric = 'pageviews'`)
      .orderBy(analyticsDaily.day);
    expect(kept.map((k) => k.day)).toEqual(['2026-11-25', '2028-11-26']);
  });
});

describe('campaign on a lead', () => {
  const postLead = async (cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: cookie ? { cookie } : {},
      payload: { ...validLead(), _t: await validFormToken(ctx.app, formClock) },
    });

  it('stores the campaign cookie on the lead and its submission', async () => {
    const value = encodeURIComponent(JSON.stringify(['linkedin', 'social', 'ar-launch']));
    expect((await postLead(`${CAMPAIGN_COOKIE}=${value}`)).statusCode).toBe(201);
    const campaign = { source: 'linkedin', medium: 'social', campaign: 'ar-launch' };
    const [lead] = await ctx.t.db.select().from(leads);
    expect(lead?.campaign).toEqual(campaign);
    const [submission] = await ctx.t.db.select().from(formSubmissions);
    expect(submission?.formData).toMatchObject({ campaign });
  });

  it('shows staff the campaign on the partner and developer applications it brought', async () => {
    const value = encodeURIComponent(JSON.stringify(['newsletter', 'email', 'dev-days']));
    const campaign = { source: 'newsletter', medium: 'email', campaign: 'dev-days' };
    for (const [url, payload] of [
      ['/api/submit-partner', validPartner()],
      ['/api/submit-developer', validDeveloper()],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: `${CAMPAIGN_COOKIE}=${value}` },
        payload: { ...payload, _t: await validFormToken(ctx.app, formClock) },
      });
      expect(res.statusCode, url).toBe(201);
    }
    const { cookie } = await staffCookie(ctx);
    const partners = await ctx.app.inject({ url: '/api/admin/partners', headers: asStaff(cookie) });
    expect(partners.json()).toMatchObject([{ campaign }]);
    const developers = await ctx.app.inject({
      url: '/api/admin/developer-applications',
      headers: asStaff(cookie),
    });
    expect(JSON.stringify(developers.json())).toContain(JSON.stringify(campaign));
  });

  it('stores none without the cookie or with a malformed one', async () => {
    await postLead();
    await postLead(`${CAMPAIGN_COOKIE}=%7Bnot-json`);
    await postLead(`${CAMPAIGN_COOKIE}=${encodeURIComponent(JSON.stringify([1, 2]))}`);
    const rows = await ctx.t.db.select({ campaign: leads.campaign }).from(leads);
    expect(rows).toEqual([{ campaign: null }, { campaign: null }, { campaign: null }]);
  });
});

describe('GET /api/admin/insights', () => {
  it('needs a staff session', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/insights?from=2026-11-01&to=2026-11-30' });
    expect(res.statusCode).toBe(401);
  });

  it('reports the traffic of the range against the previous period, and exports a chart as CSV', async () => {
    const { cookie } = await staffCookie(ctx);
    // '+' starts a formula in a spreadsheet: the CSV cell is quoted.
    await send(pageview({ utmSource: '+launch' }));
    await send({
      kind: 'form',
      path: '/contact',
      form: 'lead',
      outcome: 'submitted',
      device: 'desktop',
      visitor: VISITOR,
    });
    const res = await ctx.app.inject({
      url: '/api/admin/insights?from=2026-11-19&to=2026-11-25',
      headers: asStaff(cookie),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json() as Insights;
    expect(data.range).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
      previousFrom: '2026-11-12',
      previousTo: '2026-11-18',
    });
    expect(data.daily).toHaveLength(7);
    expect(data.daily.at(-1)).toEqual({ day: '2026-11-25', visitors: 1, pageviews: 1 });
    expect(data.topPages).toEqual([{ key: '/contact', count: 1, previous: 0 }]);
    expect(data.conversions.find((c) => c.form === 'lead')).toEqual({
      form: 'lead',
      page: '/contact',
      visits: 1,
      submissions: 1,
      failures: 0,
    });

    const csv = await ctx.app.inject({
      url: '/api/admin/insights/export.csv?chart=campaigns&from=2026-11-19&to=2026-11-25',
      headers: asStaff(cookie),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(
      '\uFEFFSource / medium / campaign,This period,Previous period,Change\r\n' +
        `'+launch / - / -,1,0,1\r\n`,
    );
  });

  it('counts every form submission of the range as the Form Submissions list does, consented ones apart', async () => {
    const { cookie } = await staffCookie(ctx);
    // Three leads sent by people who never allowed analytics, one by a consenting visitor whose script
    // reported it.
    for (let i = 0; i < 4; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/leads',
        payload: { ...validLead(), _t: await validFormToken(ctx.app, formClock) },
      });
      expect(res.statusCode).toBe(201);
    }
    await send({
      kind: 'form',
      path: '/contact',
      form: 'lead',
      outcome: 'submitted',
      device: 'desktop',
      visitor: VISITOR,
    });
    const today = new Date().toISOString().slice(0, 10);
    const data = (
      await ctx.app.inject({ url: `/api/admin/insights?from=${today}&to=${today}`, headers: asStaff(cookie) })
    ).json() as Insights;
    const list = await ctx.app.inject({ url: '/api/admin/form-submissions', headers: asStaff(cookie) });
    const listed = (list.json() as Array<{ createdAt: string }>).filter((r) => r.createdAt.startsWith(today));
    const [rows] = resultRows<{ n: number }>(
      await ctx.t.db.execute(
        sql`select count(*)::int as n from form_submissions where (created_at at time zone 'UTC')::date = ${today}::date`,
      ),
    );
    expect(data.formSubmissions.all).toBe(rows!.n);
    expect(data.formSubmissions.all).toBe(listed.length);
    expect(data.formSubmissions.all).toBe(4);
    // The consented figure is on the analytics clock's day (2026-11-25); read it there.
    const consented = (
      await ctx.app.inject({
        url: '/api/admin/insights?from=2026-11-25&to=2026-11-25',
        headers: asStaff(cookie),
      })
    ).json() as Insights;
    const [events] = resultRows<{ n: number }>(
      await ctx.t.db.execute(
        sql`select count(*)::int as n from analytics_events where kind = 'form' and outcome = 'submitted'`,
      ),
    );
    expect(consented.formSubmissions.consented).toBe(events!.n);
    expect(consented.formSubmissions.consented).toBe(1);
  });

  it('refuses a reversed or too long range', async () => {
    const { cookie } = await staffCookie(ctx);
    for (const q of ['from=2026-11-25&to=2026-11-01', 'from=2024-01-01&to=2026-01-01', 'from=x&to=y']) {
      const res = await ctx.app.inject({ url: `/api/admin/insights?${q}`, headers: asStaff(cookie) });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('sessions, returning visitors and paths to enquiry', () => {
  const A = 'aaaaaaaa-0000-4000-8000-000000000001';
  const B = 'bbbbbbbb-0000-4000-8000-000000000002';
  const C = 'cccccccc-0000-4000-8000-000000000003';
  const D = 'dddddddd-0000-4000-8000-000000000004';
  const lead = (visitor: string, outcome = 'submitted') => ({
    kind: 'form',
    path: '/contact',
    form: 'lead',
    outcome,
    device: 'desktop',
    visitor,
  });

  /** Sends each event at its time (the injected clock), then puts the clock back. */
  async function sendAt(timeline: Array<[string, unknown, Record<string, string>?, number?]>) {
    const start = clock.now();
    try {
      for (const [at, body, headers, status = 202] of timeline) {
        clock.advance(Date.parse(at) - clock.now());
        expect((await send(body, { headers })).statusCode).toBe(status);
      }
    } finally {
      clock.advance(start - clock.now());
    }
  }

  async function report(cookie: string): Promise<Insights> {
    const res = await ctx.app.inject({
      url: '/api/admin/insights?from=2026-11-19&to=2026-11-25',
      headers: asStaff(cookie),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Insights;
  }

  it('splits sessions at 30 minutes, tells new from returning visitors and traces each enquiry to the first visit', async () => {
    await sendAt([
      // D, previous period: lands on /pricing, sends a lead 21 minutes later.
      ['2026-11-13T10:00:00Z', pageview({ path: '/pricing', visitor: D })],
      ['2026-11-13T10:20:00Z', pageview({ path: '/contact', visitor: D })],
      ['2026-11-13T10:21:00Z', lead(D)],
      // B, previous period: one page; back in the range to send a lead.
      ['2026-11-15T12:00:00Z', pageview({ path: '/', referrer: 'search.example', visitor: B })],
      // A: 29 minutes between two views is one session, exactly 30 minutes starts a second one.
      [
        '2026-11-24T10:00:00Z',
        pageview({ path: '/pricing', referrer: 'mail.example', utmSource: 'news', visitor: A }),
      ],
      ['2026-11-24T10:10:00Z', pageview({ path: '/about', visitor: A })],
      ['2026-11-24T10:39:00Z', pageview({ path: '/products', visitor: A })],
      ['2026-11-24T11:09:00Z', pageview({ path: '/contact', visitor: A })],
      ['2026-11-24T11:09:30Z', lead(A, 'failed')],
      ['2026-11-24T11:10:00Z', lead(A)],
      ['2026-11-25T08:00:00Z', pageview({ path: '/contact', visitor: C })],
      ['2026-11-25T09:00:00Z', pageview({ path: '/contact', visitor: B })],
      ['2026-11-25T09:05:00Z', lead(B)],
      // Without consent (no id) or with Global Privacy Control: refused, in no figure.
      ['2026-11-25T09:10:00Z', pageview({ path: '/contact', visitor: undefined }), {}, 403],
      ['2026-11-25T09:11:00Z', lead(C), { 'sec-gpc': '1' }, 403],
    ]);
    const { cookie } = await staffCookie(ctx);
    const data = await report(cookie);

    expect(data.sessions.totals).toEqual({
      sessions: 4,
      pages: 6,
      bounces: 3,
      previousSessions: 2,
      previousPages: 3,
      previousBounces: 1,
    });
    expect(data.sessions.daily).toHaveLength(7);
    expect(data.sessions.daily.slice(-2)).toEqual([
      { day: '2026-11-24', sessions: 2, returning: 1, pages: 4, bounces: 1 },
      { day: '2026-11-25', sessions: 2, returning: 1, pages: 2, bounces: 2 },
    ]);
    // A came back after 30 minutes and B after ten days: returning; C is new. Before: B and D, both new.
    expect(data.sessions.visitors).toEqual({ new: 1, returning: 2, previousNew: 2, previousReturning: 0 });

    expect(data.enquiryPaths).toEqual([
      { landing: '/', form: 'lead', count: 1, previous: 0, medianPages: 2, medianSeconds: 853_500 },
      { landing: '/pricing', form: 'lead', count: 1, previous: 1, medianPages: 4, medianSeconds: 4_200 },
    ]);
    expect(data.journeys).toEqual([
      {
        visitor: 'bbbbbbbb',
        form: 'lead',
        firstVisit: '2026-11-15T12:00:00.000Z',
        submittedAt: '2026-11-25T09:05:00.000Z',
        referrer: 'search.example',
        campaign: null,
        pages: 2,
        path: ['/', '/contact'],
      },
      {
        visitor: 'aaaaaaaa',
        form: 'lead',
        firstVisit: '2026-11-24T10:00:00.000Z',
        submittedAt: '2026-11-24T11:10:00.000Z',
        referrer: 'mail.example',
        campaign: 'news / - / -',
        pages: 4,
        path: ['/pricing', '/about', '/products', '/contact'],
      },
    ]);

    const csv = await ctx.app.inject({
      url: '/api/admin/insights/export.csv?chart=journeys&from=2026-11-19&to=2026-11-25',
      headers: asStaff(cookie),
    });
    expect(csv.body.split('\r\n')[2]).toBe(
      'aaaaaaaa,2026-11-24T10:00:00.000Z,2026-11-24T11:10:00.000Z,lead,mail.example,news / - / -,4,' +
        '1 h 10 min,/pricing → /about → /products → /contact',
    );
  });

  it('counts a session on the day it started, across the edges of the periods', async () => {
    await sendAt([
      // Started before the previous period: not one of its sessions, though it runs into it.
      ['2026-11-11T23:45:00Z', pageview({ path: '/', visitor: A })],
      ['2026-11-12T00:05:00Z', pageview({ path: '/about', visitor: A })],
      // Started on the last day of the previous period and ran into the range: the previous period's.
      ['2026-11-18T23:50:00Z', pageview({ path: '/', visitor: A })],
      ['2026-11-19T00:10:00Z', pageview({ path: '/pricing', visitor: A })],
    ]);
    const { cookie } = await staffCookie(ctx);
    const { sessions } = await report(cookie);
    expect(sessions.totals).toEqual({
      sessions: 0,
      pages: 0,
      bounces: 0,
      previousSessions: 1,
      previousPages: 2,
      previousBounces: 0,
    });
    expect(sessions.visitors).toEqual({ new: 0, returning: 0, previousNew: 0, previousReturning: 1 });
  });

  it('lists the first pages of a long journey and says there were more', async () => {
    const views = Array.from({ length: JOURNEY_PAGES_SHOWN + 5 }, (_, i): [string, unknown] => [
      new Date(Date.parse('2026-11-25T08:00:00Z') + i * 60_000).toISOString(),
      pageview({ path: `/app-store/app-${i}`, visitor: A }),
    ]);
    await sendAt([...views, ['2026-11-25T09:00:00Z', lead(A)]]);
    const { cookie } = await staffCookie(ctx);
    const [journey] = (await report(cookie)).journeys;
    expect(journey?.pages).toBe(JOURNEY_PAGES_SHOWN + 5);
    expect(journey?.path).toHaveLength(JOURNEY_PAGES_SHOWN);
    expect(journeyPath(journey!)).toMatch(/^\/app-store\/app-0 → .* → \/app-store\/app-19 → …$/);
  });
});
