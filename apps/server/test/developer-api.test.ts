/**
 * The versioned developer API with API keys: valid, revoked, expired, malformed, bad-checksum, unknown and
 * under-privileged keys; the database untouched for malformed keys; lastUsedAt; the per-key rate limit;
 * keys tied to one app; submissions through the API.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiKeys, appSubmissions, developerApplications } from '@app/db';
import { apiAppsResponseSchema, apiSubmissionsResponseSchema } from '@app/contracts/api/developer-api';
import { checksumOf, KEY_LEAD, randomBase62 } from '../src/lib/api-key.ts';
import { apiKeyRateLimit, unknownKeyRateLimit } from '../src/modules/developer-api/auth.ts';
import {
  callApi,
  developerCookie,
  seedApp,
  seedDeveloper,
  seedKey,
  send,
  validSubmission,
} from './developer-helpers.ts';
import { ResettableRateLimits, useTestApp } from './helpers.ts';

const ctx = useTestApp({ rateLimits: new ResettableRateLimits() });
let developer: Awaited<ReturnType<typeof seedDeveloper>>;

beforeEach(async () => {
  developer = await seedDeveloper(ctx.t.db, { fullName: 'Api User' });
});

const devId = () => developer.developer.id;
const keyRow = async (id: number) => (await ctx.t.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;

describe('authentication', () => {
  it('a valid key reads /me and /apps', async () => {
    const app = await seedApp(ctx.t.db, devId(), { name: 'Visible' });
    const { secret, row } = await seedKey(ctx.t.db, devId(), { keyName: 'Tool', permissions: ['read'] });
    const me = await callApi(ctx, 'GET', '/api/v1/me', secret);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      developer: { id: devId(), fullName: 'Api User' },
      key: { id: row.id, keyName: 'Tool', permissions: ['read'], appId: null },
    });
    expect(me.body).not.toContain(secret);
    expect(me.headers['cache-control']).toBe('no-store');
    const list = await callApi(ctx, 'GET', '/api/v1/apps', secret);
    expect(list.statusCode).toBe(200);
    expect(list.json().apps.map((a: { id: number }) => a.id)).toEqual([app.id]);
    expect(list.headers['x-ratelimit-limit']).toBe(String(apiKeyRateLimit.max));
  });

  it('refuses a missing header, a malformed key and a bad checksum with 401, without touching the database', async () => {
    const { secret } = await seedKey(ctx.t.db, devId());
    const random = secret.slice(KEY_LEAD.length, KEY_LEAD.length + 32);
    const badChecksum = `${KEY_LEAD}${random}_${secret.endsWith('000000') ? '000001' : '000000'}`;
    const flipped = `${KEY_LEAD}${random.slice(0, -1)}${random.endsWith('a') ? 'b' : 'a'}${secret.slice(-7)}`;
    const db = ctx.app.ctx.db;
    const spies = [vi.spyOn(db, 'select'), vi.spyOn(db, 'update'), vi.spyOn(db, 'execute')];
    try {
      const cases: Array<[string | undefined, string]> = [
        [undefined, 'Missing API key. Send it as: Authorization: Bearer <key>'],
        ['not-a-key', 'Invalid API key.'],
        [`${KEY_LEAD}short_abcdef`, 'Invalid API key.'],
        [secret.replace('lumen_live_', 'lumen_prod_'), 'Invalid API key.'],
        [badChecksum, 'Invalid API key.'],
        [flipped, 'Invalid API key.'],
      ];
      for (const [key, message] of cases) {
        const res = await callApi(ctx, 'GET', '/api/v1/apps', key);
        expect(res.statusCode, String(key)).toBe(401);
        expect(res.json()).toEqual({ message, code: 'unauthorized', requestId: expect.any(String) });
        expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
      }
      const basic = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/apps',
        headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      });
      expect(basic.statusCode).toBe(401);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('refuses unknown, revoked and expired keys with 401 { message }', async () => {
    const random = randomBase62(32);
    const unknown = `${KEY_LEAD}${random}_${checksumOf(random)}`;
    expect((await callApi(ctx, 'GET', '/api/v1/me', unknown)).json()).toEqual({
      message: 'Invalid API key.',
      code: 'unauthorized',
      requestId: expect.any(String),
    });

    const revoked = await seedKey(ctx.t.db, devId(), { isActive: false });
    const res = await callApi(ctx, 'GET', '/api/v1/me', revoked.secret);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'This API key has been revoked.',
      code: 'unauthorized',
      requestId: expect.any(String),
    });

    const expired = await seedKey(ctx.t.db, devId(), { expiresAt: new Date(Date.now() - 1000) });
    const exp = await callApi(ctx, 'GET', '/api/v1/me', expired.secret);
    expect(exp.statusCode).toBe(401);
    expect(exp.json()).toEqual({
      message: 'This API key has expired.',
      code: 'unauthorized',
      requestId: expect.any(String),
    });

    const future = await seedKey(ctx.t.db, devId(), { expiresAt: new Date(Date.now() + 60_000) });
    expect((await callApi(ctx, 'GET', '/api/v1/me', future.secret)).statusCode).toBe(200);
  });

  it('a key revoked in the console stops working at once', async () => {
    const cookie = await developerCookie(ctx, devId());
    const created = await send(ctx, 'POST', '/api/console/keys', cookie, { keyName: 'Short-lived' });
    const { secret, key } = created.json();
    expect((await callApi(ctx, 'GET', '/api/v1/apps', secret)).statusCode).toBe(200);
    await send(ctx, 'POST', `/api/console/keys/${key.id}/revoke`, cookie);
    expect((await callApi(ctx, 'GET', '/api/v1/apps', secret)).statusCode).toBe(401);
    await send(ctx, 'DELETE', `/api/console/keys/${key.id}`, cookie);
    expect((await callApi(ctx, 'GET', '/api/v1/apps', secret)).json()).toEqual({
      message: 'Invalid API key.',
      code: 'unauthorized',
      requestId: expect.any(String),
    });
  });

  it("stops working when the developer's access is withdrawn", async () => {
    const { secret } = await seedKey(ctx.t.db, devId());
    await ctx.t.db
      .update(developerApplications)
      .set({ status: 'rejected' })
      .where(eq(developerApplications.id, developer.application.id));
    const res = await callApi(ctx, 'GET', '/api/v1/me', secret);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'This developer account is suspended.',
      code: 'developer_suspended',
      requestId: expect.any(String),
    });
  });

  it('limits unknown keys per IP', async () => {
    const random = randomBase62(32);
    const unknown = `${KEY_LEAD}${random}_${checksumOf(random)}`;
    for (let i = 0; i < unknownKeyRateLimit.max; i += 1) await callApi(ctx, 'GET', '/api/v1/me', unknown);
    const res = await callApi(ctx, 'GET', '/api/v1/me', unknown);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('permissions', () => {
  it('refuses a key without the needed permission with 403; admin implies write and read', async () => {
    const app = await seedApp(ctx.t.db, devId());
    const url = `/api/v1/apps/${app.id}/submissions`;
    const readOnly = await seedKey(ctx.t.db, devId(), { permissions: ['read'] });
    const post = await callApi(ctx, 'POST', url, readOnly.secret, validSubmission);
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({
      message: "This API key does not have the 'write' permission.",
      code: 'forbidden',
      requestId: expect.any(String),
    });
    expect(await ctx.t.db.select().from(appSubmissions)).toHaveLength(0);

    const writeOnly = await seedKey(ctx.t.db, devId(), { permissions: ['write'] });
    expect((await callApi(ctx, 'GET', '/api/v1/apps', writeOnly.secret)).statusCode).toBe(403);
    expect((await callApi(ctx, 'GET', '/api/v1/me', writeOnly.secret)).statusCode).toBe(200);

    const admin = await seedKey(ctx.t.db, devId(), { permissions: ['admin'] });
    expect((await callApi(ctx, 'GET', '/api/v1/apps', admin.secret)).statusCode).toBe(200);
    expect((await callApi(ctx, 'POST', url, admin.secret, validSubmission)).statusCode).toBe(201);
  });
});

describe('lastUsedAt', () => {
  it('is set on use and written at most once a minute', async () => {
    const { secret, row } = await seedKey(ctx.t.db, devId());
    expect(row.lastUsedAt).toBeNull();
    await callApi(ctx, 'GET', '/api/v1/me', secret);
    const first = (await keyRow(row.id)).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await callApi(ctx, 'GET', '/api/v1/me', secret);
    expect((await keyRow(row.id)).lastUsedAt).toEqual(first);
    await ctx.t.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiKeys.id, row.id));
    const old = (await keyRow(row.id)).lastUsedAt!;
    await callApi(ctx, 'GET', '/api/v1/apps', secret);
    expect((await keyRow(row.id)).lastUsedAt!.getTime()).toBeGreaterThan(old.getTime());
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After beyond the per-key limit, other keys unaffected', async () => {
    const busy = await seedKey(ctx.t.db, devId());
    const calm = await seedKey(ctx.t.db, devId());
    for (let i = 0; i < apiKeyRateLimit.max; i += 1) {
      const res = await callApi(ctx, 'GET', '/api/v1/me', busy.secret);
      expect(res.statusCode).toBe(200);
    }
    const limited = await callApi(ctx, 'GET', '/api/v1/me', busy.secret);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: 'Too many requests for this API key. Please slow down.',
      code: 'rate_limited',
      requestId: expect.any(String),
    });
    expect((await callApi(ctx, 'GET', '/api/v1/me', calm.secret)).statusCode).toBe(200);
  });
});

describe('apps and submissions through the API', () => {
  it('a key tied to one app sees and submits only that app', async () => {
    const mine = await seedApp(ctx.t.db, devId(), { name: 'Tied' });
    const other = await seedApp(ctx.t.db, devId(), { name: 'Untied' });
    const { secret } = await seedKey(ctx.t.db, devId(), { appId: mine.id, permissions: ['read', 'write'] });
    const list = await callApi(ctx, 'GET', '/api/v1/apps', secret);
    expect(list.json().apps.map((a: { name: string }) => a.name)).toEqual(['Tied']);
    const refused = await callApi(
      ctx,
      'POST',
      `/api/v1/apps/${other.id}/submissions`,
      secret,
      validSubmission,
    );
    expect(refused.statusCode).toBe(404);
  });

  it("submits for the caller's own apps only; validates; one pending at a time; history readable", async () => {
    const app = await seedApp(ctx.t.db, devId());
    const stranger = await seedDeveloper(ctx.t.db);
    const theirs = await seedApp(ctx.t.db, stranger.developer.id);
    const { secret } = await seedKey(ctx.t.db, devId(), { permissions: ['read', 'write'] });
    const url = `/api/v1/apps/${app.id}/submissions`;

    expect(
      (await callApi(ctx, 'POST', `/api/v1/apps/${theirs.id}/submissions`, secret, validSubmission))
        .statusCode,
    ).toBe(404);
    const invalid = await callApi(ctx, 'POST', url, secret, { version: 'latest', downloadUrl: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['downloadUrl', 'version']);

    const created = await callApi(ctx, 'POST', url, secret, validSubmission);
    expect(created.statusCode).toBe(201);
    expect(created.json().submission).toMatchObject({ appId: app.id, version: '1.1.0', status: 'pending' });
    expect((await callApi(ctx, 'POST', url, secret, validSubmission)).statusCode).toBe(409);
    const history = await callApi(ctx, 'GET', url, secret);
    expect(history.json().submissions).toHaveLength(1);
    // The JSON is what the console's types (z.input of these contracts) say it is.
    expect(apiSubmissionsResponseSchema.safeParse(history.json()).error).toBeUndefined();
    const apps = await callApi(ctx, 'GET', '/api/v1/apps', secret);
    expect(apiAppsResponseSchema.safeParse(apps.json()).error).toBeUndefined();
    expect(apps.json().apps[0].submissions).toHaveLength(1);
    expect(history.json().submissions[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('answers 404 "App not found" for an :id that is not a positive integer, and 400 for an empty body', async () => {
    const { secret } = await seedKey(ctx.t.db, devId(), { permissions: ['read', 'write'] });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483648']) {
      const res = await callApi(ctx, 'GET', `/api/v1/apps/${id}/submissions`, secret);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({
        message: 'App not found',
        code: 'not_found',
        requestId: expect.any(String),
      });
    }
    const app = await seedApp(ctx.t.db, devId());
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/apps/${app.id}/submissions`,
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Please check the highlighted fields.' });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['downloadUrl', 'version']);
  });
});
