/**
 * Test mode and client keys (decision 0060): a test key's apps and submissions are decided at once and
 * never reach staff or the store; the documented magic values reject; a publishable key identifies its
 * app and reads nothing else; keys roll with an overlap, are renamed and have their permissions changed;
 * expiry is a moment. Time is the app's injected clock: no test waits for real time to pass.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testModeNotes, testModeValues } from '@app/contracts';
import { apiKeys, appSubmissions } from '@app/db';
import { staffCookie } from './admin-helpers.ts';
import {
  callApi,
  developerCookie,
  seedApp,
  seedDeveloper,
  seedKey,
  send,
  validSubmission,
} from './developer-helpers.ts';
import { ResettableRateLimits, useTestAppWithMail } from './helpers.ts';

let nowMs = Date.parse('2026-11-28T10:00:00Z');
const ctx = useTestAppWithMail({ now: () => nowMs, rateLimits: new ResettableRateLimits() });

let developerId: number;
let cookie: string;
beforeEach(async () => {
  nowMs = Date.parse('2026-11-28T10:00:00Z');
  const { developer } = await seedDeveloper(ctx.t.db);
  developerId = developer.id;
  cookie = await developerCookie(ctx, developer.id);
});

const generate = async (body: Record<string, unknown>) => {
  const res = await send(ctx, 'POST', '/api/console/keys', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { secret: string; key: { id: number; keyPrefix: string; mode: string; kind: string } };
};
const newApp = { name: 'Trail Guide', sdkType: 'cxr-m', category: 'navigation' };

describe('test mode', () => {
  it("decides a test key's submission at once, and staff, the store and live keys never see it", async () => {
    const { secret, key } = await generate({ keyName: 'CI', mode: 'test', permissions: ['admin'] });
    expect(secret).toMatch(/^lumen_test_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
    expect(key).toMatchObject({ mode: 'test', kind: 'secret' });

    const created = await callApi(ctx, 'POST', '/api/v1/apps', secret, newApp);
    expect(created.statusCode, created.body).toBe(201);
    const app = created.json().app as { id: number; slug: string; mode: string };
    expect(app.mode).toBe('test');
    expect(app.slug).toMatch(/^test-trail-guide/);

    const submitted = await callApi(
      ctx,
      'POST',
      `/api/v1/apps/${app.id}/submissions`,
      secret,
      validSubmission,
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json().submission).toMatchObject({
      status: 'approved',
      reviewNotes: testModeNotes.approved,
    });
    expect(submitted.json().submission.reviewedAt).not.toBeNull();
    // Decided: the app is free for the next version at once.
    const next = await callApi(ctx, 'POST', `/api/v1/apps/${app.id}/submissions`, secret, {
      ...validSubmission,
      version: '1.2.0',
    });
    expect(next.json().submission.status).toBe('approved');

    // Staff: not in the queue, the lists or the counts; review and publish answer 404.
    const staff = await staffCookie(ctx);
    const queue = await send(ctx, 'GET', '/api/admin/app-submissions', staff.cookie);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().total).toBe(0);
    expect(queue.json().counts).toMatchObject({ total: 0, approved: 0, pending: 0 });
    const search = await send(ctx, 'GET', '/api/admin/app-submissions?q=Trail', staff.cookie);
    expect(search.json().total).toBe(0);
    const { id: submissionId } = submitted.json().submission as { id: number };
    const publish = await send(
      ctx,
      'PUT',
      `/api/admin/app-submissions/${submissionId}/status`,
      staff.cookie,
      {
        status: 'published',
      },
    );
    expect(publish.statusCode).toBe(404);

    // The store: not listed, no page.
    const store = await ctx.app.inject({ method: 'GET', url: '/api/app-store' });
    expect(store.body).not.toContain(app.slug);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/app-store/${app.slug}` })).statusCode).toBe(404);

    // A live key does not see the test app; the test key sees only it.
    const live = await generate({ keyName: 'Live', permissions: ['admin'] });
    expect(live.secret).toMatch(/^lumen_live_/);
    const liveApp = await seedApp(ctx.t.db, developerId, { name: 'Live App' });
    const liveList = await callApi(ctx, 'GET', '/api/v1/apps', live.secret);
    expect(liveList.json().apps.map((a: { id: number }) => a.id)).toEqual([liveApp.id]);
    expect((await callApi(ctx, 'GET', `/api/v1/apps/${app.id}/submissions`, live.secret)).statusCode).toBe(
      404,
    );
    const testList = await callApi(ctx, 'GET', '/api/v1/apps', secret);
    expect(testList.json().apps.map((a: { id: number }) => a.id)).toEqual([app.id]);
    expect((await callApi(ctx, 'GET', `/api/v1/apps/${liveApp.id}/submissions`, secret)).statusCode).toBe(
      404,
    );

    // The console shows each mode's apps and keys apart.
    const testApps = await send(ctx, 'GET', '/api/console/apps?mode=test', cookie);
    expect(testApps.json().apps.map((a: { id: number }) => a.id)).toEqual([app.id]);
    const liveApps = await send(ctx, 'GET', '/api/console/apps', cookie);
    expect(liveApps.json().apps.map((a: { id: number }) => a.id)).toEqual([liveApp.id]);
    const testKeys = await send(ctx, 'GET', '/api/console/keys?mode=test', cookie);
    expect(testKeys.json().keys.map((k: { id: number }) => k.id)).toEqual([key.id]);
    const liveKeys = await send(ctx, 'GET', '/api/console/keys?mode=live', cookie);
    expect(liveKeys.json().keys.map((k: { id: number }) => k.id)).toEqual([live.key.id]);
    const overview = await send(ctx, 'GET', '/api/console/overview?mode=test', cookie);
    expect(overview.json().counts).toMatchObject({ apps: 1, apiKeys: 1 });
  });

  it('rejects where the release notes or the build URL use the documented test values', async () => {
    const { secret } = await generate({ keyName: 'CI', mode: 'test', permissions: ['write'] });
    const { app } = (await callApi(ctx, 'POST', '/api/v1/apps', secret, newApp)).json();
    const byNotes = await callApi(ctx, 'POST', `/api/v1/apps/${app.id}/submissions`, secret, {
      ...validSubmission,
      releaseNotes: `Please ${testModeValues.rejectReleaseNotes.toUpperCase()} this one.`,
    });
    expect(byNotes.json().submission).toMatchObject({
      status: 'rejected',
      reviewNotes: testModeNotes.rejectedNotes,
    });
    const byUrl = await callApi(ctx, 'POST', `/api/v1/apps/${app.id}/submissions`, secret, {
      ...validSubmission,
      version: '1.2.0',
      downloadUrl: testModeValues.rejectDownloadUrl,
    });
    expect(byUrl.json().submission).toMatchObject({
      status: 'rejected',
      reviewNotes: testModeNotes.rejectedUrl,
    });
  });

  it('a live app stays pending for staff, and a test key cannot reach it', async () => {
    const liveApp = await seedApp(ctx.t.db, developerId);
    const live = await seedKey(ctx.t.db, developerId, { permissions: ['write'] });
    const res = await callApi(
      ctx,
      'POST',
      `/api/v1/apps/${liveApp.id}/submissions`,
      live.secret,
      validSubmission,
    );
    expect(res.json().submission.status).toBe('pending');
    const test = await seedKey(ctx.t.db, developerId, { permissions: ['write'], mode: 'test' });
    const refused = await callApi(ctx, 'POST', `/api/v1/apps/${liveApp.id}/submissions`, test.secret, {
      ...validSubmission,
      version: '9.0.0',
    });
    expect(refused.statusCode).toBe(404);
    const staff = await staffCookie(ctx);
    const queue = await send(ctx, 'GET', '/api/admin/app-submissions?status=pending', staff.cookie);
    expect(queue.json().total).toBe(1);
  });
});

describe('publishable keys', () => {
  it('identify their app and read nothing about the account, other apps or submissions', async () => {
    const app = await seedApp(ctx.t.db, developerId, { name: 'Shipped App' });
    const other = await seedApp(ctx.t.db, developerId, { name: 'Other App' });
    const missing = await send(ctx, 'POST', '/api/console/keys', cookie, {
      keyName: 'App',
      kind: 'publishable',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      appId: 'A publishable key belongs to one app: please select it',
    });
    const { secret, key } = await generate({ keyName: 'In the app', kind: 'publishable', appId: app.id });
    expect(secret).toMatch(/^lumen_pk_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
    expect(key).toMatchObject({ kind: 'publishable', mode: 'live' });

    const own = await callApi(ctx, 'GET', '/api/v1/client/app', secret);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().app).toEqual({
      id: app.id,
      name: 'Shipped App',
      slug: app.slug,
      mode: 'live',
      published: false,
      version: null,
      storeUrl: null,
    });

    for (const url of [
      '/api/v1/me',
      '/api/v1/apps',
      `/api/v1/apps/${app.id}/submissions`,
      `/api/v1/apps/${other.id}/submissions`,
    ]) {
      const res = await callApi(ctx, 'GET', url, secret);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('publishable_key_forbidden');
      expect(res.body).not.toContain('@');
    }
    const submit = await callApi(ctx, 'POST', `/api/v1/apps/${app.id}/submissions`, secret, validSubmission);
    expect(submit.json().code).toBe('publishable_key_forbidden');

    // A secret key is refused on the client operation: the app's code never needs one.
    const admin = await seedKey(ctx.t.db, developerId, { permissions: ['admin'], appId: app.id });
    const refused = await callApi(ctx, 'GET', '/api/v1/client/app', admin.secret);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('publishable_key_required');

    // It has no permissions to change.
    const patch = await send(ctx, 'PATCH', `/api/console/keys/${key.id}`, cookie, { permissions: ['read'] });
    expect(patch.statusCode).toBe(400);
  });

  it("take their app's mode", async () => {
    const testApp = await seedApp(ctx.t.db, developerId, { mode: 'test' });
    const { key } = await generate({ keyName: 'Test build', kind: 'publishable', appId: testApp.id });
    expect(key.mode).toBe('test');
    const secret = await send(ctx, 'POST', '/api/console/keys', cookie, { keyName: 'x', appId: testApp.id });
    expect(secret.json().errors).toEqual({ appId: 'Please select one of your live apps for a live key' });
  });
});

describe('managing keys', () => {
  it('a rolled key works during the overlap the developer picked, and not after', async () => {
    const first = await generate({ keyName: 'Deploy', permissions: ['read'] });
    const rolled = await send(ctx, 'POST', `/api/console/keys/${first.key.id}/roll`, cookie, {
      overlap: '1h',
    });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const { secret: second, key } = rolled.json() as { secret: string; key: Record<string, unknown> };
    expect(second).not.toBe(first.secret);
    expect(second).toMatch(/^lumen_live_/);
    expect(key.keyPrefix).not.toBe(first.key.keyPrefix);
    expect(key.previousExpiresAt).toBe('2026-11-28T11:00:00.000Z');

    expect((await callApi(ctx, 'GET', '/api/v1/me', first.secret)).statusCode).toBe(200);
    expect((await callApi(ctx, 'GET', '/api/v1/me', second)).statusCode).toBe(200);
    nowMs += 3_600_000 - 1;
    expect((await callApi(ctx, 'GET', '/api/v1/me', first.secret)).statusCode).toBe(200);
    nowMs += 1;
    const after = await callApi(ctx, 'GET', '/api/v1/me', first.secret);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: 'Invalid API key.', code: 'unauthorized' });
    expect((await callApi(ctx, 'GET', '/api/v1/me', second)).statusCode).toBe(200);
    const listed = await send(ctx, 'GET', '/api/console/keys', cookie);
    expect(listed.json().keys[0].previousExpiresAt).toBeNull();

    // 'now': the old secret stops at once.
    const third = await send(ctx, 'POST', `/api/console/keys/${first.key.id}/roll`, cookie, {
      overlap: 'now',
    });
    expect((await callApi(ctx, 'GET', '/api/v1/me', second)).statusCode).toBe(401);
    expect((await callApi(ctx, 'GET', '/api/v1/me', third.json().secret)).statusCode).toBe(200);
    const [row] = await ctx.t.db.select().from(apiKeys).where(eq(apiKeys.id, first.key.id));
    expect(row?.previousKeyHash).toBeNull();
  });

  it('rename and permission change take effect at once', async () => {
    const { secret, key } = await generate({ keyName: 'Old name', permissions: ['read'] });
    const app = await seedApp(ctx.t.db, developerId);
    const refused = await callApi(ctx, 'POST', `/api/v1/apps/${app.id}/submissions`, secret, validSubmission);
    expect(refused.statusCode).toBe(403);
    const patched = await send(ctx, 'PATCH', `/api/console/keys/${key.id}`, cookie, {
      keyName: 'New name',
      permissions: ['write', 'read'],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().key).toMatchObject({ keyName: 'New name', permissions: ['read', 'write'] });
    const me = await callApi(ctx, 'GET', '/api/v1/me', secret);
    expect(me.json().key).toMatchObject({ keyName: 'New name', permissions: ['read', 'write'] });
    const accepted = await callApi(
      ctx,
      'POST',
      `/api/v1/apps/${app.id}/submissions`,
      secret,
      validSubmission,
    );
    expect(accepted.statusCode).toBe(201);
    const narrowed = await send(ctx, 'PATCH', `/api/console/keys/${key.id}`, cookie, {
      permissions: ['read'],
    });
    expect(narrowed.statusCode).toBe(200);
    const again = await callApi(ctx, 'POST', `/api/v1/apps/${app.id}/submissions`, secret, {
      ...validSubmission,
      version: '2.0.0',
    });
    expect(again.statusCode).toBe(403);
  });

  it('expiry is a moment: the key works until it, and not from it', async () => {
    // 19:30 in Tokyo is 10:30 UTC: half an hour after the clock's 10:00 UTC.
    const { secret, key } = await generate({ keyName: 'Short', expiresAt: '2026-11-28T19:30:00+09:00' });
    expect(key).toMatchObject({ expiresAt: '2026-11-28T10:30:00.000Z', expired: false });
    nowMs += 30 * 60_000 - 1;
    expect((await callApi(ctx, 'GET', '/api/v1/me', secret)).statusCode).toBe(200);
    nowMs += 1;
    const expired = await callApi(ctx, 'GET', '/api/v1/me', secret);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This API key has expired.');
    const listed = await send(ctx, 'GET', '/api/console/keys', cookie);
    expect(listed.json().keys[0]).toMatchObject({ expired: true });
    // Moving the expiry brings it back; a moment in the past is refused.
    const moved = await send(ctx, 'PATCH', `/api/console/keys/${key.id}`, cookie, {
      expiresAt: '2026-11-29T10:00:00Z',
    });
    expect(moved.statusCode).toBe(200);
    expect((await callApi(ctx, 'GET', '/api/v1/me', secret)).statusCode).toBe(200);
    const past = await send(ctx, 'PATCH', `/api/console/keys/${key.id}`, cookie, {
      expiresAt: '2026-11-28T09:00:00Z',
    });
    expect(past.json().errors).toEqual({ expiresAt: 'The expiry must be in the future' });
  });

  it('a revoked key cannot be rolled', async () => {
    const { key } = await generate({ keyName: 'Gone' });
    await send(ctx, 'POST', `/api/console/keys/${key.id}/revoke`, cookie);
    const res = await send(ctx, 'POST', `/api/console/keys/${key.id}/roll`, cookie, { overlap: '7d' });
    expect(res.statusCode).toBe(409);
    expect(await ctx.t.db.select().from(appSubmissions)).toHaveLength(0);
  });
});
