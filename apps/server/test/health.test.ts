import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '@app/db/testing';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /healthz', () => {
  it('reports the database it checked', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDbKind() });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('error shape', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });

  it('answers malformed JSON with 400 and a clear message, never a stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/healthz',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'bad_request' });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/healthz',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(200 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.', code: 'payload_too_large' });
  });
});
