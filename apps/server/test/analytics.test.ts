/**
 * First-party analytics: POST /api/events (validation, bots, rate limit, no identifier without consent or
 * with GPC, no address stored), the daily rollup against the raw events, the salt rotation, the retention of
 * raw events, the campaign cookie on a lead, the staff Insights routes, and sessions, returning visitors and
 * paths to enquiry from events seeded at set times.
 */
import { describe, expect, it } from 'vitest';
import { analyticsDaily, analyticsEvents, analyticsSalts, leads, formSubmissions } from '@app/db';
import { sql } from 'drizzle-orm';
import { CAMPAIGN_COOKIE } from '@app/contracts/storage-keys';
import { JOURNEY_PAGES_SHOWN, type Insights } from '@app/contracts/api/analytics';
import { journeyPath } from '@app/contracts/insights-tables';
import { rollUp } from '../src/modules/analytics/rollup.ts';
import { runRetention } from '../src/modules/retention/service.ts';
import { resultRows } from '../src/lib/affected-rows.ts';
import { asStaff, staffCookie } from './admin-helpers.ts';
import { testConfig, useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import { TestClock, validDeveloper, validFormToken, validLead, validPartner } from './public-forms.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const VISITOR = '0b5f2a0e-4a6f-4c36-9d5a-3f1f6f7b8c9d';
const clock = new ManualClock(Date.parse('2026-11-25T10:00:00Z'));
const formClock = new TestClock();

const ctx = useTestApp({
  config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }),
  clock,
  now: formClock.now,
});

const pageview = (overrides: Record<string, unknown> = {}) => ({
  kind: 'pageview',
  path: '/contact',
  device: 'desktop',
  ...overrides,
});

function send(
  body: unknown,
  options: { ip?: string; ua?: string; headers?: Record<string, string>; text?: boolean } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: {
      'user-agent': options.ua ?? BROWSER,
      // sendBeacon posts a string as text/plain.
      'content-type': options.text === false ? 'application/json' : 'text/plain;charset=UTF-8',
      ...options.headers,
    },
    payload: JSON.stringify(body),
  });
}

const events = () => ctx.t.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

describe('POST /api/events', () => {
  it('stores a page view sent by sendBeacon (text/plain) or as JSON, without the address', async () => {
    const res = await send(
      pageview({ referrer: 'www.Search.example', utmSource: 'newsletter', utmMedium: 'email' }),
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    expect((await send(pageview({ path: '/' }), { text: false })).statusCode).toBe(202);
    const [first, second] = await events();
    expect(first).toMatchObject({
      kind: 'pageview',
      path: '/contact',
      referrerHost: 'search.example',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: null,
      device: 'desktop',
      visitorId: null,
    });
    // Same address, agent and day: the same anonymous key; the address itself is nowhere in the row.
    expect(first?.visitorHash).toBe(second?.visitorHash);
    expect(JSON.stringify(await events())).not.toContain('203.0.113');
  });

  it('answers 400 to an invalid event and stores nothing', async () => {
    for (const body of [
      pageview({ path: 'https://elsewhere.example/' }),
      pageview({ device: 'fridge' }),
      { kind: 'form', path: '/contact', form: 'unknown', outcome: 'submitted', device: 'mobile' },
      pageview({ visitor: 'not-a-uuid' }),
    ]) {
      expect((await send(body)).statusCode).toBe(400);
    }
    const garbled = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/plain', 'user-agent': BROWSER },
      payload: '{not json',
    });
    expect(garbled.statusCode).toBe(400);
    expect(await events()).toEqual([]);
  });

  it('drops known bots and requests without a user agent, answering them like anyone', async () => {
    const bot = await send(pageview(), {
      ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(bot.statusCode).toBe(202);
    expect((await send(pageview(), { ua: 'HeadlessChrome/131.0' })).statusCode).toBe(202);
    expect((await send(pageview(), { ua: '' })).statusCode).toBe(202);
    expect(await events()).toEqual([]);
    await send(pageview());
    expect(await events()).toHaveLength(1);
  });

  it('keeps the visitor id only with consent (the id sent) and never with Sec-GPC: 1', async () => {
    await send(pageview());
    await send(pageview({ visitor: VISITOR }));
    await send(pageview({ visitor: VISITOR }), { headers: { 'sec-gpc': '1' } });
    expect((await events()).map((e) => e.visitorId)).toEqual([null, VISITOR, null]);
  });

  it('rotates the salt daily: a new day gives a new hash and deletes the old salt', async () => {
    await send(pageview());
    clock.advance(24 * 3600_000);
    await send(pageview());
    const [day1, day2] = await events();
    expect(day1?.visitorHash).not.toBe(day2?.visitorHash);
    const salts = await ctx.t.db.select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(salts).toEqual([{ day: '2026-11-26' }]);
    clock.advance(-24 * 3600_000);
  });
});

describe('POST /api/events rate limit', () => {
  const limited = useTestApp({ config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1' }) });
  it('answers 429 after thirty times the public limit from one address', async () => {
    const post = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/events',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
        payload: pageview(),
      });
    for (let i = 0; i < 30; i += 1) expect((await post('198.51.100.1')).statusCode).toBe(202);
    const over = await post('198.51.100.1');
    expect(over.statusCode).toBe(429);
    expect((await post('198.51.100.2')).statusCode).toBe(202);
  });
});

describe('daily rollup', () => {
  it('matches the raw events: page views, pages, referrers, campaigns, visitors, forms', async () => {
    await send(pageview({ referrer: 'search.example', utmSource: 'ads', utmCampaign: 'launch' }));
    await send(pageview({ path: '/' }));
    await send(pageview({ path: '/' }), { ip: '203.0.113.8' });
    await send(pageview({ visitor: VISITOR }), { ip: '203.0.113.9' });
    await send({ kind: 'form', path: '/contact', form: 'lead', outcome: 'submitted', device: 'desktop' });
    expect(await rollUp(ctx.t.db)).toBe(5);
    expect(await rollUp(ctx.t.db)).toBe(0);
    await send(pageview({ path: '/' }));
    expect(await rollUp(ctx.t.db)).toBe(1);

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
          union all select 'campaign', 'ads / - / launch' from analytics_events where utm_source = 'ads'
          union all select 'device', device from analytics_events where kind = 'pageview'
          union all select 'form_' || outcome, form from analytics_events where kind = 'form'
        ) x group by 1, 2
        union all
        select 'visitors', '', count(distinct coalesce('id:' || visitor_id, 'h:' || visitor_hash))::int
          from analytics_events
        order by 1, 2`),
    );
    expect(daily).toEqual(raw);
    expect(daily).toContainEqual({ metric: 'visitors', key: '', count: 3 });
    expect(daily).toContainEqual({ metric: 'pageviews', key: '', count: 5 });
  });

  it('counts a visitor with the cookie seen on an earlier day as returning', async () => {
    await send(pageview({ visitor: VISITOR }));
    await rollUp(ctx.t.db);
    clock.advance(24 * 3600_000);
    await send(pageview({ visitor: VISITOR }));
    await rollUp(ctx.t.db);
    clock.advance(-24 * 3600_000);
    const returning = await ctx.t.db
      .select({ day: analyticsDaily.day, count: analyticsDaily.count })
      .from(analyticsDaily)
      .where(sql`metric = 'returning'`);
    expect(returning).toEqual([{ day: '2026-11-26', count: 1 }]);
  });
});

describe('retention', () => {
  it('deletes raw events older than 2 years after rolling them up', async () => {
    await send(pageview());
    clock.advance(2 * 366 * 24 * 3600_000);
    await send(pageview({ path: '/' }));
    const result = await runRetention(ctx.t.db, new Date(clock.now()));
    clock.advance(-2 * 366 * 24 * 3600_000);
    expect(result.deleted.analyticsEvents).toBe(1);
    expect((await events()).map((e) => e.path)).toEqual(['/']);
    // The rollup still holds the day of the deleted event.
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
    await send(pageview({ utmSource: '=HYPERLINK("x")' }));
    await send({ kind: 'form', path: '/contact', form: 'lead', outcome: 'submitted', device: 'desktop' });
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
    // Formula-safe: the cell that starts with = is prefixed with a quote.
    expect(csv.body).toBe(
      '\uFEFFSource / medium / campaign,This period,Previous period,Change\r\n' +
        `"'=HYPERLINK(""x"") / - / -",1,0,1\r\n`,
    );
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
  async function sendAt(timeline: Array<[string, unknown, Record<string, string>?]>) {
    const start = clock.now();
    try {
      for (const [at, body, headers] of timeline) {
        clock.advance(Date.parse(at) - clock.now());
        expect((await send(body, { headers })).statusCode).toBe(202);
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
      // Without consent (no id) or with Global Privacy Control: counted as traffic, never as a session.
      ['2026-11-25T09:10:00Z', pageview({ path: '/contact' })],
      ['2026-11-25T09:11:00Z', lead(C), { 'sec-gpc': '1' }],
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
      pageview({ path: `/blog/${i}`, visitor: A }),
    ]);
    await sendAt([...views, ['2026-11-25T09:00:00Z', lead(A)]]);
    const { cookie } = await staffCookie(ctx);
    const [journey] = (await report(cookie)).journeys;
    expect(journey?.pages).toBe(JOURNEY_PAGES_SHOWN + 5);
    expect(journey?.path).toHaveLength(JOURNEY_PAGES_SHOWN);
    expect(journeyPath(journey!)).toMatch(/^\/blog\/0 → .* → \/blog\/19 → …$/);
  });
});
