/**
 * Request logs: every /api/v1 request made with a key is recorded (time, method, path, status, request id,
 * error code, key), refused ones included; error bodies carry the request id; the console lists a
 * developer's own requests by key and finds one by request id; the retention job purges them after 30 days.
 */
import { describe, expect, it } from 'vitest';
import { apiRequestLogs } from '@app/db';
import { runRetention } from '../src/modules/retention/index.ts';
import { callApi, developerCookie, seedApp, seedDeveloper, seedKey, send } from './developer-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();

const DAY = 24 * 60 * 60 * 1000;

describe('request logs', () => {
  it('records requests made with a key, and error bodies carry the request id', async () => {
    const { developer } = await seedDeveloper(ctx.t.db);
    const app = await seedApp(ctx.t.db, developer.id);
    const { row: key, secret } = await seedKey(ctx.t.db, developer.id, {
      keyName: 'CI',
      permissions: ['read'],
    });

    const ok = await callApi(ctx, 'GET', `/api/v1/apps/${app.id}/submissions?x=1`, secret);
    expect(ok.statusCode).toBe(200);
    const missing = await callApi(ctx, 'GET', '/api/v1/apps/999999/submissions', secret);
    expect(missing.statusCode).toBe(404);
    const requestId = missing.headers['x-request-id'];
    expect(missing.json()).toEqual({ message: 'App not found', code: 'not_found', requestId });
    const forbidden = await callApi(ctx, 'POST', `/api/v1/apps/${app.id}/submissions`, secret, {
      version: '1.0.1',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().requestId).toBe(forbidden.headers['x-request-id']);
    // No key, or an unknown one: nothing to attribute, nothing logged (the error still names the request).
    const anonymous = await callApi(ctx, 'GET', '/api/v1/me', undefined);
    expect(anonymous.json().requestId).toBe(anonymous.headers['x-request-id']);

    const rows = await ctx.t.db.select().from(apiRequestLogs);
    expect(rows).toHaveLength(3);
    const cookie = await developerCookie(ctx, developer.id);
    const list = await send(ctx, 'GET', `/api/console/request-logs?keyId=${key.id}`, cookie);
    expect(list.statusCode).toBe(200);
    const { requests } = list.json();
    expect(requests.map((r: { status: number }) => r.status).sort()).toEqual([200, 403, 404]);
    expect(requests.find((r: { status: number }) => r.status === 200)).toMatchObject({
      keyId: key.id,
      keyName: 'CI',
      keyPrefix: key.keyPrefix,
      method: 'GET',
      path: `/api/v1/apps/${app.id}/submissions`,
      errorCode: null,
      requestId: ok.headers['x-request-id'],
    });
    expect(requests.find((r: { status: number }) => r.status === 403)).toMatchObject({
      method: 'POST',
      errorCode: 'forbidden',
    });

    const found = await send(ctx, 'GET', `/api/console/request-logs?requestId=${String(requestId)}`, cookie);
    expect(found.json().requests).toEqual([
      expect.objectContaining({
        requestId,
        status: 404,
        errorCode: 'not_found',
        path: '/api/v1/apps/999999/submissions',
      }),
    ]);
    const none = await send(ctx, 'GET', '/api/console/request-logs?requestId=nope', cookie);
    expect(none.json().requests).toEqual([]);
  });

  it("records a revoked key's refused requests, and shows a developer only their own", async () => {
    const a = await seedDeveloper(ctx.t.db);
    const b = await seedDeveloper(ctx.t.db);
    const revoked = await seedKey(ctx.t.db, a.developer.id, { isActive: false });
    const other = await seedKey(ctx.t.db, b.developer.id);
    expect((await callApi(ctx, 'GET', '/api/v1/me', revoked.secret)).statusCode).toBe(401);
    expect((await callApi(ctx, 'GET', '/api/v1/me', other.secret)).statusCode).toBe(200);
    const cookie = await developerCookie(ctx, a.developer.id);
    const mine = (await send(ctx, 'GET', '/api/console/request-logs', cookie)).json().requests;
    expect(mine).toEqual([
      expect.objectContaining({ keyId: revoked.row.id, status: 401, errorCode: 'unauthorized' }),
    ]);
    const theirs = await send(ctx, 'GET', `/api/console/request-logs?keyId=${other.row.id}`, cookie);
    expect(theirs.json().requests).toEqual([]);
  });

  it('keeps requests 30 days: the retention job purges older ones', async () => {
    const { developer } = await seedDeveloper(ctx.t.db);
    const { row: key } = await seedKey(ctx.t.db, developer.id);
    const now = new Date('2026-11-28T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const base = { keyId: key.id, developerId: developer.id, method: 'GET', path: '/api/v1/me', status: 200 };
    await ctx.t.db.insert(apiRequestLogs).values([
      { ...base, requestId: 'old-request-1', createdAt: at(31) },
      { ...base, requestId: 'edge-request', createdAt: at(29.9) },
      { ...base, requestId: 'new-request-1', createdAt: at(1) },
    ]);
    const result = await runRetention(ctx.t.db, now);
    expect(result.deleted.apiRequestLogs).toBe(1);
    const left = await ctx.t.db.select({ requestId: apiRequestLogs.requestId }).from(apiRequestLogs);
    expect(left.map((r) => r.requestId).sort()).toEqual(['edge-request', 'new-request-1']);
  });
});
