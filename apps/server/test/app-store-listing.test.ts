/**
 * Issue #38's data side of the App Store: the listing a developer declares per version (checked against the
 * supported devices list), the version history, developer pages, ranked word search (CJK too) with sorting
 * and pages of 24, romanised slugs editable until the first publication with redirects from old ones, and
 * "Report this app" reaching staff, who withdraw the app from there.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appSubmissionSchema, listingMessages, slugMessages } from '@app/contracts';
import { appSubmissions, apps, auditLog, developers } from '@app/db';
import { staffCookie } from './admin-helpers.ts';
import { developerCookie, seedApp, seedDeveloper, send, validSubmission } from './developer-helpers.ts';
import { testConfig, useTestApp } from './helpers.ts';
import { postJson, TestClock, validFormToken } from './public-forms.ts';

const clock = new TestClock();
const ctx = useTestApp({ config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }), now: clock.now });

const listing = {
  compatibleModels: ['ar-joy2', 'max2'],
  minOsVersion: '2.2',
  permissions: ['camera', 'network'],
  downloadSizeBytes: 18_400_000,
  languages: ['en', 'zh-Hans'],
  ageRating: '4+',
  dataCollected: ['usage-data'],
  privacyPolicyUrl: 'https://example.com/privacy',
  supportContact: 'help@example.com',
  website: 'https://example.com',
};

let staff: string;
let devCookie: string;
let developerId: number;

beforeEach(async () => {
  staff = (await staffCookie(ctx)).cookie;
  const { developer } = await seedDeveloper(ctx.t.db, { email: 'chef@example.com', fullName: 'Chen Chef' });
  developerId = developer.id;
  devCookie = await developerCookie(ctx, developer.id);
});

const submitVersion = async (appId: number, version: string, extra: Record<string, unknown> = {}) => {
  const res = await send(ctx, 'POST', `/api/console/apps/${appId}/submissions`, devCookie, {
    ...validSubmission,
    version,
    releaseNotes: `Notes for ${version}`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().submission as { id: number; listing: unknown };
};
const review = async (id: number, status: string) => {
  const res = await send(ctx, 'PUT', `/api/admin/app-submissions/${id}/status`, staff, { status });
  expect(res.statusCode, res.body).toBe(200);
};
const publish = async (id: number) => {
  await review(id, 'approved');
  await review(id, 'published');
};
const publishedApp = async (overrides: Parameters<typeof seedApp>[2], version = '1.0.0') => {
  const app = await seedApp(ctx.t.db, developerId, overrides);
  await publish((await submitVersion(app.id, version)).id);
  return app;
};
const get = (url: string) => send(ctx, 'GET', url, undefined);
const slugsOf = async (query: string) =>
  (await get(`/api/app-store${query}`)).json().apps.map((app: { slug: string }) => app.slug) as string[];

describe('the listing declared in a submission', () => {
  it('checks models and the minimum YodaOS-Sprite version against the supported devices list', () => {
    const parse = (extra: Record<string, unknown>) =>
      appSubmissionSchema.safeParse({ ...validSubmission, ...extra });
    expect(parse(listing).success).toBe(true);
    expect(parse({}).success).toBe(true); // nothing declared is allowed, and stored as not declared
    const unknownModel = parse({ compatibleModels: ['ar-joy9'] });
    expect(unknownModel.error?.issues[0]?.message).toBe(listingMessages.modelInvalid);
    // The AR Glasses run 2.1: an app needing 2.3 cannot list them.
    const tooNew = parse({ compatibleModels: ['ar-glasses'], minOsVersion: '2.3' });
    expect(tooNew.error?.issues[0]).toMatchObject({
      path: ['minOsVersion'],
      message: listingMessages.osVersionTooNew('Lumen AR Glasses', '2.1'),
    });
    expect(parse({ minOsVersion: '9.9' }).error?.issues[0]?.message).toBe(listingMessages.osVersionInvalid);
    expect(parse({ permissions: ['telepathy'] }).error?.issues[0]?.message).toBe(
      listingMessages.permissionInvalid,
    );
    expect(parse({ languages: ['english!'] }).error?.issues[0]?.message).toBe(
      listingMessages.languageInvalid,
    );
    expect(parse({ supportContact: 'call me' }).error?.issues[0]?.message).toBe(
      listingMessages.supportInvalid,
    );
    expect(parse({ downloadSizeBytes: 0 }).success).toBe(false);
    const noPolicy = parse({ dataCollected: ['location'] });
    expect(noPolicy.error?.issues[0]).toMatchObject({
      path: ['privacyPolicyUrl'],
      message: listingMessages.privacyPolicyRequired,
    });
  });

  it('is refused by the console with the field named, stored per version, shown to staff and on the store', async () => {
    const app = await seedApp(ctx.t.db, developerId, { name: 'Recipe Box', slug: 'recipe-box' });
    const refused = await send(ctx, 'POST', `/api/console/apps/${app.id}/submissions`, devCookie, {
      ...validSubmission,
      compatibleModels: ['ar-spatial'],
      minOsVersion: '2.2',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.minOsVersion).toBe(
      listingMessages.osVersionTooNew('Lumen AR Spatial', '2.1'),
    );

    const first = await submitVersion(app.id, '1.0.0', listing);
    expect(first.listing).toEqual({ ...listing, compatibleModels: ['ar-joy2', 'max2'] });
    const staffList = (await send(ctx, 'GET', '/api/admin/app-submissions', staff)).json().submissions;
    expect(staffList[0].listing).toMatchObject({ permissions: ['camera', 'network'], ageRating: '4+' });
    await publish(first.id);
    // The second version declares less: the store shows the current version's declaration.
    const second = await submitVersion(app.id, '1.1.0', { ...listing, permissions: [], dataCollected: [] });
    await publish(second.id);

    const shown = (await get('/api/app-store/recipe-box')).json().app;
    expect(shown.listing).toMatchObject({
      permissions: [],
      dataCollected: [],
      downloadSizeBytes: 18_400_000,
    });
    expect(shown.deepLink).toBe('lumen://apps/recipe-box');
    // Version history: both published versions, newest first, each with its date and notes.
    expect(shown.versions.map((v: { version: string }) => v.version)).toEqual(['1.1.0', '1.0.0']);
    expect(shown.versions[1].releaseNotes).toBe('Notes for 1.0.0');
    expect(new Date(shown.updatedAt).getTime()).toBe(new Date(shown.versions[0].publishedAt).getTime());
    expect(new Date(shown.publishedAt).getTime()).toBe(new Date(shown.versions[1].publishedAt).getTime());
    expect(new Date(shown.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(shown.publishedAt).getTime());
  });

  it('says "not declared" (null) for a version submitted without a listing', async () => {
    await publishedApp({ name: 'Old Timer', slug: 'old-timer' });
    const shown = (await get('/api/app-store/old-timer')).json().app;
    expect(shown.listing).toMatchObject({ permissions: null, dataCollected: null, compatibleModels: [] });
  });
});

describe('search, sorting and pages', () => {
  it('finds every word anywhere, ranks name matches first, and searches CJK text', async () => {
    await publishedApp({
      name: 'Kitchen Helper',
      slug: 'kitchen-helper',
      description: 'Step-by-step recipes with hands-free timers.',
    });
    await publishedApp({ name: 'Recipe Timer Pro', slug: 'recipe-timer-pro', description: 'Cooking aid.' });
    await publishedApp({ name: 'Timer Only', slug: 'timer-only', description: 'Counts down.' });
    await publishedApp({ name: '菜谱计时器', slug: 'cai-pu-ji-shi-qi', description: '厨房里的好帮手' });

    // Both words, in any order, as prefixes: "recipes" and "timers" in the description count.
    expect(await slugsOf('?q=recipe%20timer')).toEqual(['recipe-timer-pro', 'kitchen-helper']);
    expect(await slugsOf('?q=timer%20recipe')).toEqual(['recipe-timer-pro', 'kitchen-helper']);
    expect(await slugsOf('?q=timer')).toContain('timer-only');
    // The developer's public name (here their company, Code Co) is searched too.
    expect((await slugsOf('?q=code%20co')).length).toBe(4);
    // CJK: a word inside a name or description without spaces.
    expect(await slugsOf(`?q=${encodeURIComponent('计时')}`)).toEqual(['cai-pu-ji-shi-qi']);
    expect(await slugsOf(`?q=${encodeURIComponent('厨房')}`)).toEqual(['cai-pu-ji-shi-qi']);
    // A misspelt name still finds the app.
    expect(await slugsOf('?q=kitchn%20helper')).toEqual(['kitchen-helper']);
    expect(await slugsOf('?q=nothing%20like%20it')).toEqual([]);
    const relevance = (await get('/api/app-store?q=recipe%20timer')).json();
    expect(relevance).toMatchObject({ total: 2, page: 1, pageCount: 1, sort: 'relevance' });
  });

  it('sorts by name or newest, and pages past 24 apps', async () => {
    const names = Array.from({ length: 27 }, (_, i) => `App ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await publishedApp({ name, slug: name.toLowerCase().replace(' ', '-') });
    const first = (await get('/api/app-store?sort=name')).json();
    expect(first).toMatchObject({ total: 27, page: 1, pageCount: 2, sort: 'name' });
    expect(first.apps).toHaveLength(24);
    expect(first.apps[0].name).toBe('App 01');
    const second = (await get('/api/app-store?sort=name&page=2')).json();
    expect(second.apps.map((app: { name: string }) => app.name)).toEqual(['App 25', 'App 26', 'App 27']);
    // Newest first: the last published comes first; no search means no relevance.
    const newest = (await get('/api/app-store?sort=relevance')).json();
    expect(newest.sort).toBe('newest');
    expect(newest.apps[0].name).toBe('App 27');
    expect((await get('/api/app-store?page=3')).json().apps).toEqual([]);
  });
});

describe('slugs', () => {
  it('romanises a Chinese name, can be edited until the first publication, and old slugs redirect', async () => {
    const created = await send(ctx, 'POST', '/api/console/apps', devCookie, {
      name: '菜谱计时器',
      sdkType: 'cxr-s',
      category: 'utility',
    });
    expect(created.statusCode).toBe(201);
    const app = created.json().app as { id: number; slug: string };
    expect(app.slug).toBe('cai-pu-ji-shi-qi');
    // Kana and Hangul are transliterated, never `app`.
    const kana = await send(ctx, 'POST', '/api/console/apps', devCookie, {
      name: 'レシピ',
      sdkType: 'cxr-s',
      category: 'utility',
    });
    expect(kana.json().app.slug).toBe('reshipi');

    const renamed = await send(ctx, 'PATCH', `/api/console/apps/${app.id}`, devCookie, {
      slug: 'recipe-timer',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().app.slug).toBe('recipe-timer');
    // Another app cannot take the old slug (it redirects to this one).
    const other = await seedApp(ctx.t.db, developerId, { name: 'Other', slug: 'other' });
    const steal = await send(ctx, 'PATCH', `/api/console/apps/${other.id}`, devCookie, {
      slug: 'cai-pu-ji-shi-qi',
    });
    expect(steal.statusCode).toBe(409);
    expect(steal.json()).toMatchObject({ code: 'slug_taken', errors: { slug: slugMessages.taken } });
    const invalid = await send(ctx, 'PATCH', `/api/console/apps/${app.id}`, devCookie, {
      slug: 'Not A Slug',
    });
    expect(invalid.statusCode).toBe(400);

    await publish((await submitVersion(app.id, '1.0.0')).id);
    const locked = await send(ctx, 'PATCH', `/api/console/apps/${app.id}`, devCookie, { slug: 'new-name' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'slug_locked', errors: { slug: slugMessages.locked } });

    const moved = await get('/api/app-store/cai-pu-ji-shi-qi');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/app-store/recipe-timer');
    expect((await get('/api/app-store/recipe-timer')).json().app.name).toBe('菜谱计时器');
    const audit = await ctx.t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'app.updated'), eq(auditLog.entityId, String(app.id))));
    expect(audit.map((row) => row.details?.slug)).toContainEqual({
      from: 'cai-pu-ji-shi-qi',
      to: 'recipe-timer',
    });
  });
});

describe('developer pages', () => {
  it('show the public name and website the developer chose, and only their published apps', async () => {
    await publishedApp({ name: 'Published One', slug: 'published-one' });
    await seedApp(ctx.t.db, developerId, { name: 'Draft', slug: 'draft' });
    const saved = await send(ctx, 'PUT', '/api/console/profile', devCookie, {
      publicName: '陈氏工作室',
      publicSlug: '',
      website: 'chen.example.com',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({
      publicName: '陈氏工作室',
      publicSlug: 'chen-shi-gong-zuo-shi',
    });
    const page = (await get('/api/app-store/developers/chen-shi-gong-zuo-shi')).json();
    expect(page.developer).toEqual({
      name: '陈氏工作室',
      slug: 'chen-shi-gong-zuo-shi',
      website: 'https://chen.example.com',
    });
    expect(page.apps.map((app: { slug: string }) => app.slug)).toEqual(['published-one']);
    expect((await get('/api/app-store/published-one')).json().app).toMatchObject({
      developer: '陈氏工作室',
      developerSlug: 'chen-shi-gong-zuo-shi',
    });
    expect((await get('/api/app-store/developers/nobody')).statusCode).toBe(404);

    // A slug another developer holds, or another developer's default address, is refused.
    const other = await seedDeveloper(ctx.t.db, { email: 'other@example.com' });
    const otherCookie = await developerCookie(ctx, other.developer.id);
    for (const publicSlug of ['chen-shi-gong-zuo-shi', `developer-${developerId}`]) {
      const clash = await send(ctx, 'PUT', '/api/console/profile', otherCookie, { publicSlug });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().errors.publicSlug).toBe(slugMessages.taken);
    }
  });
});

describe('report this app', () => {
  const report = async (body: Record<string, unknown>) =>
    postJson(ctx.app, '/api/app-reports', { ...body, _t: await validFormToken(ctx.app, clock) });

  it('reaches staff with the app, who withdraw the app from there (audited)', async () => {
    const app = await publishedApp({ name: 'Shady Scanner', slug: 'shady-scanner' });
    const sent = await report({
      app: 'shady-scanner',
      reason: 'privacy',
      details: 'It uploads camera frames without asking.',
      email: 'Reporter@Example.com',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const second = await report({ app: 'shady-scanner', reason: 'broken', details: 'Crashes on start.' });
    expect(second.statusCode).toBe(201);
    expect(
      (await report({ app: 'no-such-app', reason: 'other', details: 'Something is off.' })).json().errors.app,
    ).toBeDefined();
    expect((await report({ app: 'shady-scanner', reason: 'nope', details: 'x' })).statusCode).toBe(400);

    const listed = (await send(ctx, 'GET', '/api/admin/app-reports', staff)).json();
    expect(listed.counts).toMatchObject({ total: 2, open: 2 });
    expect(listed.reports[1]).toMatchObject({
      reason: 'privacy',
      email: 'reporter@example.com',
      status: 'open',
      app: { id: app.id, name: 'Shady Scanner', slug: 'shady-scanner', status: 'published' },
    });
    // Anyone without a staff session sees nothing.
    expect((await get('/api/admin/app-reports')).statusCode).toBe(401);

    const withdrawn = await send(ctx, 'PUT', `/api/admin/app-reports/${listed.reports[1].id}`, staff, {
      action: 'withdraw',
      notes: 'Camera frames leave the device undisclosed.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().report).toMatchObject({
      status: 'app-withdrawn',
      app: { status: 'development' },
    });
    expect((await get('/api/app-store/shady-scanner')).statusCode).toBe(404);
    // Every open report of the app is closed with it; acting again is refused.
    const after = (await send(ctx, 'GET', '/api/admin/app-reports?status=open', staff)).json();
    expect(after.reports).toEqual([]);
    const again = await send(ctx, 'PUT', `/api/admin/app-reports/${listed.reports[0].id}`, staff, {
      action: 'dismiss',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('report_handled');
    const [submission] = await ctx.t.db.select().from(appSubmissions).where(eq(appSubmissions.appId, app.id));
    expect(submission?.status).toBe('withdrawn');
    const actions = (await ctx.t.db.select({ action: auditLog.action }).from(auditLog)).map(
      (row) => row.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['app_report.created', 'app_submission.withdrawn', 'app_report.app_withdrawn']),
    );
    const [row] = await ctx.t.db.select({ status: apps.status }).from(apps).where(eq(apps.id, app.id));
    expect(row?.status).toBe('development');
  });

  it('is dismissed without touching the app', async () => {
    await publishedApp({ name: 'Fine App', slug: 'fine-app' });
    await report({ app: 'fine-app', reason: 'other', details: 'I just do not like it.' });
    const [listed] = (await send(ctx, 'GET', '/api/admin/app-reports', staff)).json().reports;
    const dismissed = await send(ctx, 'PUT', `/api/admin/app-reports/${listed.id}`, staff, {
      action: 'dismiss',
    });
    expect(dismissed.json().report.status).toBe('dismissed');
    expect((await get('/api/app-store/fine-app')).statusCode).toBe(200);
    const [dev] = await ctx.t.db.select().from(developers).where(eq(developers.id, developerId));
    expect(dev?.publicSlug).toBeNull();
  });
});
