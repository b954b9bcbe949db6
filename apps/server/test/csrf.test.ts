/**
 * CSRF (issue #9 item 2): a state-changing request carrying a session cookie must come from the site's
 * own origin (`Origin`, or `Sec-Fetch-Site: same-origin` when a browser sends no Origin), and no GET or
 * HEAD changes state. Every registered route is covered, read from the app's route tree, so a route added
 * later is checked without touching this file.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestContext } from './helpers.ts';
import { ORIGIN, seedFormSubmission, seedPartner, sessionCookie } from './admin-helpers.ts';
import { seedOneOfEach } from './seed-accounts.ts';
import { seedDevice, seedKey } from './developer-helpers.ts';
import { snapshot, type SnapshotScope } from './db-snapshot.ts';
import { registeredRoutes } from './route-table.ts';
import { crossSiteMessage } from '../src/session/csrf.ts';
import type { SessionKind } from '../src/session/session-store.ts';
import { appScreenshots, appSubmissions, apps, webhookEndpoints } from '@app/db';
import { eq } from 'drizzle-orm';
import { insightsCharts } from '@app/contracts/insights-tables';
import { partnerDocumentFiles } from '../src/modules/partner-portal/document-catalogue.ts';
import { seedSampleReleases } from '../src/modules/sdk-releases/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface World {
  cookies: Record<SessionKind, string>;
  apiKey: string;
  /** The seeded app's publishable key (the client operation takes only such a key). */
  publishableKey: string;
  ids: {
    subscriber: number;
    formSubmission: number;
    app: number;
    appSlug: string;
    screenshot: number;
    pendingPartner: number;
    device: number;
    webhookEndpoint: number;
    /** The App Store developer page's address of the seeded app's developer. */
    developerSlug: string;
  };
}

/** The seeded app, published at its version with one screenshot: the App Store shows it. */
async function publishWithScreenshot(
  db: TestContext['t']['db'],
  appId: number,
): Promise<{ slug: string; screenshot: number }> {
  const [app] = await db.update(apps).set({ status: 'published' }).where(eq(apps.id, appId)).returning();
  const [submission] = await db
    .insert(appSubmissions)
    .values({ appId, version: app!.version, status: 'published', publishedAt: new Date() })
    .returning();
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const [shot] = await db
    .insert(appScreenshots)
    .values({
      submissionId: submission!.id,
      contentType: 'image/png',
      byteSize: png.length,
      sha256: 'ab',
      data: png,
    })
    .returning();
  return { slug: app!.slug, screenshot: shot!.id };
}

/** One account of each kind with a session, and one row of each thing a route may name. */
async function seedWorld(): Promise<World> {
  await ctx.t.reset();
  const db = ctx.t.db;
  const { admin, partner, developer, app, apiKey, subscriber } = await seedOneOfEach(db, ['admin']);
  const pendingPartner = await seedPartner(db);
  const formSubmission = await seedFormSubmission(db);
  const published = await publishWithScreenshot(db, app.id);
  const device = await seedDevice(db, developer.id, 'granted');
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      developerId: developer.id,
      url: 'https://93.184.215.14/hooks',
      events: ['submission.published'],
      secretSealed: 'v1.x.y.z',
      secretPrefix: 'whsec_test',
    })
    .returning();
  const publishable = await seedKey(db, developer.id, {
    kind: 'publishable',
    appId: app.id,
    permissions: [],
  });
  await seedSampleReleases(db);
  const [owner] = await db.select({ developerId: apps.developerId }).from(apps).where(eq(apps.id, app.id));
  return {
    cookies: {
      staff: await sessionCookie(ctx, 'staff', admin.id),
      partner: await sessionCookie(ctx, 'partner', partner.id),
      developer: await sessionCookie(ctx, 'developer', developer.id),
    },
    apiKey,
    publishableKey: publishable.secret,
    ids: {
      subscriber: subscriber.id,
      formSubmission: formSubmission.id,
      app: app.id,
      appSlug: published.slug,
      screenshot: published.screenshot,
      pendingPartner: pendingPartner.id,
      device: device.id,
      webhookEndpoint: endpoint!.id,
      developerSlug: `developer-${owner!.developerId}`,
    },
  };
}

const routes = () => registeredRoutes(ctx.app);
const unsafe = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * A concrete URL for a route pattern: catalogue names for `:sdk` / `:filename`, the seeded ids otherwise,
 * and the query a route needs (the Insights range).
 */
function concrete(url: string, world: World): string {
  const range = 'from=2026-11-01&to=2026-11-25';
  if (url === '/api/admin/insights') return `${url}?${range}`;
  // The sample SDK releases' files and the Maven repository (seeded by seedWorld).
  if (url.startsWith('/downloads/sdk/')) return '/downloads/sdk/cxr-m/2.1.0/cxr-m-2.1.0.aar';
  const maven = '/maven/releases/com/lumen/cxr/cxr-m';
  if (url.startsWith('/maven/releases/')) {
    return url.endsWith('/:file') ? `${maven}/2.1.0/cxr-m-2.1.0.pom` : `${maven}/maven-metadata.xml`;
  }
  if (url === '/api/admin/insights/export.csv') return `${url}?${range}&chart=${insightsCharts[0]}`;
  return url
    .replace(':sdk', 'cxr-m')
    .replace(':filename', [...partnerDocumentFiles.keys()][0]!)
    .replace(/\/apps\/:id/, `/apps/${world.ids.app}`)
    .replace(/\/subscribers\/:id/, `/subscribers/${world.ids.subscriber}`)
    .replace(/\/form-submissions\/:id/, `/form-submissions/${world.ids.formSubmission}`)
    .replace(/\/partners\/:id/, `/partners/${world.ids.pendingPartner}`)
    .replace(/\/screenshots\/:id/, `/screenshots/${world.ids.screenshot}`)
    .replace(/\/devices\/:id/, `/devices/${world.ids.device}`)
    .replace(/\/webhooks\/:id/, `/webhooks/${world.ids.webhookEndpoint}`)
    .replace('/developers/:slug', `/developers/${world.ids.developerSlug}`)
    .replace(':slug', world.ids.appSlug)
    .replace(/:\w+/g, '1');
}

const kinds: SessionKind[] = ['staff', 'partner', 'developer'];
const crossSiteHeaders: Array<[label: string, headers: Record<string, string>]> = [
  ['Origin: https://evil.example', { origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
  ['Origin: null (sandboxed frame)', { origin: 'null' }],
  [
    'Sec-Fetch-Site: same-site (a sibling subdomain)',
    { origin: 'https://shop.localhost', 'sec-fetch-site': 'same-site' },
  ],
  ['no Origin and no Sec-Fetch-Site', {}],
];

describe('cross-site state-changing requests with a valid session cookie', () => {
  let world: World;
  beforeEach(async () => {
    world = await seedWorld();
  });

  it('are refused with 403 on every unsafe route, for every session kind and header shape, changing nothing', async () => {
    const targets = routes().filter((r) => unsafe(r.method));
    expect(targets.length).toBeGreaterThan(30);
    const before = await snapshot(ctx.t.db, refusalCounts);
    const refused: string[] = [];
    for (const route of targets) {
      for (const kind of kinds) {
        for (const [label, headers] of crossSiteHeaders) {
          const res = await ctx.app.inject({
            method: route.method as InjectOptions['method'],
            url: concrete(route.url, world),
            headers: { ...headers, cookie: world.cookies[kind] },
            payload: {},
          });
          const what = `${route.method} ${route.url} as ${kind}, ${label}`;
          expect(res.statusCode, what).toBe(403);
          // The developer API's errors also name their request (its X-Request-Id).
          const requestId = route.url.startsWith('/api/v1/')
            ? { requestId: res.headers['x-request-id'] }
            : {};
          expect(res.json(), what).toEqual({ message: crossSiteMessage, code: 'cross_site', ...requestId });
          refused.push(what);
        }
      }
    }
    expect(refused).toHaveLength(targets.length * kinds.length * crossSiteHeaders.length);
    // The one trace a refusal leaves: POST /api/events counts its refused events for staff (issue 35).
    expect(await snapshot(ctx.t.db, refusalCounts)).toEqual(before);
  });

  it('work from the same origin (Origin, or Sec-Fetch-Site: same-origin without Origin)', async () => {
    const { cookies, ids } = world;
    const sameOrigin = (cookie: string, how: 'origin' | 'fetch-site') =>
      how === 'origin' ? { cookie, origin: ORIGIN } : { cookie, 'sec-fetch-site': 'same-origin' };
    const cases: Array<{
      kind: SessionKind;
      method: InjectOptions['method'];
      url: string;
      payload?: object;
    }> = [
      {
        kind: 'staff',
        method: 'PUT',
        url: `/api/admin/subscribers/${ids.subscriber}/status`,
        payload: { active: false },
      },
      { kind: 'staff', method: 'DELETE', url: `/api/admin/form-submissions/${ids.formSubmission}` },
      { kind: 'developer', method: 'POST', url: '/api/console/keys', payload: { keyName: 'CI key' } },
      {
        kind: 'developer',
        method: 'PATCH',
        url: `/api/console/apps/${ids.app}`,
        payload: { name: 'Renamed' },
      },
      { kind: 'developer', method: 'DELETE', url: `/api/console/apps/${ids.app}` },
      { kind: 'partner', method: 'POST', url: '/api/partners/logout' },
    ];
    for (const [index, c] of cases.entries()) {
      const before = await snapshot(ctx.t.db);
      const refused = await ctx.app.inject({
        method: c.method,
        url: c.url,
        headers: { cookie: cookies[c.kind], origin: 'https://evil.example' },
        ...(c.payload ? { payload: c.payload } : {}),
      });
      expect(refused.statusCode).toBe(403);
      expect(await snapshot(ctx.t.db)).toEqual(before);
      const res = await ctx.app.inject({
        method: c.method,
        url: c.url,
        headers: sameOrigin(cookies[c.kind], index % 2 === 0 ? 'origin' : 'fetch-site'),
        ...(c.payload ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBeLessThan(300);
      expect(await snapshot(ctx.t.db), `${c.method} ${c.url} changed something`).not.toEqual(before);
    }
  });
});

/**
 * Writes a read may make, each judged harmless bookkeeping: an API key's `lastUsedAt` (at most once a
 * minute), a session's `lastSeenAt` (idle timeout), throttle counters, and the audit entries recording
 * that staff exported personal data to CSV or a signed-in partner downloaded an agreement template (an
 * access log, like counting downloads), and the developer API's request log. None changes what anyone sees or may do, and none can be turned
 * against a user by a cross-site link.
 */
/** Refused analytics events are counted per day and reason (`analytics_daily`, metric `refused`). */
const refusalCounts: SnapshotScope = { ignoreRows: { analytics_daily: "t.metric = 'refused'" } };

const readBookkeeping: SnapshotScope = {
  ignoreColumns: { api_keys: ['last_used_at'], sessions: ['last_seen_at'] },
  // The Insights read no longer writes (its counters are kept when events are stored). The developer API's
  // request log records each request made with a key, reads included: an access log, shown to the key's
  // developer only.
  ignoreTables: ['rate_limit_buckets', 'api_request_logs'],
  ignoreRows: {
    audit_log:
      "t.action in ('subscribers.exported', 'form_submissions.exported', 'partner.document_downloaded')",
    // GET /readyz proves the database still takes writes by rewriting this one row.
    job_runs: "t.name = 'readiness-write-probe'",
  },
};

describe('GET and HEAD', () => {
  it('change no state on any route, with or without credentials of any kind', async () => {
    const world = await seedWorld();
    const reads = routes().filter((r) => !unsafe(r.method));
    expect(reads.length).toBeGreaterThan(25);
    const credentials: Array<[label: string, headers: Record<string, string>]> = [
      ['anonymous', {}],
      ...kinds.map((kind): [string, Record<string, string>] => [kind, { cookie: world.cookies[kind] }]),
      ['API key', { authorization: `Bearer ${world.apiKey}` }],
      ['publishable key', { authorization: `Bearer ${world.publishableKey}` }],
    ];
    const before = await snapshot(ctx.t.db, readBookkeeping);
    const answered = new Set<string>();
    for (const route of reads) {
      for (const [label, headers] of credentials) {
        const res = await ctx.app.inject({
          method: route.method as InjectOptions['method'],
          url: concrete(route.url, world),
          headers,
        });
        expect(res.statusCode, `${route.method} ${route.url} (${label})`).toBeLessThan(500);
        if (res.statusCode === 200) answered.add(`${route.method} ${route.url}`);
      }
    }
    // Every handler really ran for someone (a 200), so its reads and any writes happened.
    expect(reads.map((r) => `${r.method} ${r.url}`).filter((r) => !answered.has(r))).toEqual([]);
    expect(await snapshot(ctx.t.db, readBookkeeping)).toEqual(before);
  });
});
