/**
 * Configuration of the public forms: per-IP rate limits (RATE_LIMIT_PUBLIC_MAX) and the minimum token age
 * (FORM_TOKEN_MIN_AGE_MS; e2e runs with 0). One app with a low limit; each test uses its own client address.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp, testConfig, type TestContext } from './helpers.ts';
import {
  nonEmptyTables,
  postJson,
  rowCounts,
  validConsent,
  validLead,
  validPartner,
} from './public-forms.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '2', FORM_TOKEN_MIN_AGE_MS: '0' }),
  });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.t.reset());

async function freshToken(): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/form-token' });
  return (res.json() as { token: string }).token;
}

describe('configuration', () => {
  it('defaults to 10 form posts per 10 minutes and a 2 s minimum token age', () => {
    expect(loadConfig({})).toMatchObject({ RATE_LIMIT_PUBLIC_MAX: 10, FORM_TOKEN_MIN_AGE_MS: 2_000 });
    expect(() => loadConfig({ RATE_LIMIT_PUBLIC_MAX: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_PUBLIC_MAX: 'lots' })).toThrow(/RATE_LIMIT_PUBLIC_MAX/);
    expect(() => loadConfig({ FORM_TOKEN_MIN_AGE_MS: '-1' })).toThrow(/FORM_TOKEN_MIN_AGE_MS/);
  });

  it('accepts a token submitted at once when FORM_TOKEN_MIN_AGE_MS is 0', async () => {
    const res = await postJson(
      ctx.app,
      '/api/leads',
      { ...validLead(), _t: await freshToken() },
      { remoteAddress: '192.0.2.1' },
    );
    expect(res.statusCode).toBe(201);
    expect(await rowCounts(ctx.t)).toMatchObject({ leads: 1, quarantine: 0 });
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after RATE_LIMIT_PUBLIC_MAX posts of one form family and writes nothing', async () => {
    const ip = { remoteAddress: '192.0.2.10' };
    for (let i = 0; i < 2; i++) {
      const ok = await postJson(ctx.app, '/api/leads', { ...validLead(), _t: await freshToken() }, ip);
      expect(ok.statusCode).toBe(201);
    }
    const before = await rowCounts(ctx.t);
    const limited = await postJson(ctx.app, '/api/leads', { ...validLead(), _t: await freshToken() }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many requests. Please try again in 10 minutes.',
      code: 'rate_limited',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await rowCounts(ctx.t)).toEqual(before);

    // Other families and other addresses have their own budget.
    const partner = await postJson(
      ctx.app,
      '/api/submit-partner',
      { ...validPartner(), _t: await freshToken() },
      ip,
    );
    expect(partner.statusCode).toBe(201);
    const other = await postJson(
      ctx.app,
      '/api/leads',
      { ...validLead(), _t: await freshToken() },
      { remoteAddress: '192.0.2.11' },
    );
    expect(other.statusCode).toBe(201);
  });

  it('counts invalid posts too, so a 429 outranks the validation answer', async () => {
    const ip = { remoteAddress: '192.0.2.40' };
    const invalid = { ...validLead(), email: 'not-an-address', _t: await freshToken() };
    for (let i = 0; i < 2; i++) {
      expect((await postJson(ctx.app, '/api/leads', invalid, ip)).statusCode).toBe(400);
    }
    expect((await postJson(ctx.app, '/api/leads', invalid, ip)).statusCode).toBe(429);
    const valid = await postJson(ctx.app, '/api/leads', { ...validLead(), _t: await freshToken() }, ip);
    expect(valid.statusCode).toBe(429);
    expect(await nonEmptyTables(ctx.t)).toEqual([]);
  });

  it('answers a newsletter sign-up over the limit with 429 and stores nothing of it', async () => {
    const ip = { remoteAddress: '192.0.2.50' };
    for (let i = 0; i < 2; i++) {
      const res = await postJson(
        ctx.app,
        '/api/subscribe',
        { email: `reader${i}@example.com`, source: 'website', _t: await freshToken() },
        ip,
      );
      expect(res.statusCode).toBe(201);
    }
    const before = await rowCounts(ctx.t);
    const limited = await postJson(
      ctx.app,
      '/api/subscribe',
      { email: 'reader9@example.com', source: 'website', _t: await freshToken() },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many requests. Please try again in 10 minutes.',
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(await rowCounts(ctx.t)).toEqual(before);
  });

  it('counts quarantined submissions too, so a bot cannot flood the quarantine', async () => {
    const ip = { remoteAddress: '192.0.2.20' };
    for (let i = 0; i < 2; i++) {
      const res = await postJson(ctx.app, '/api/subscribe', { email: 'bot@example.com', _hp: 'filled' }, ip);
      expect(res.statusCode).toBe(201);
    }
    const limited = await postJson(
      ctx.app,
      '/api/subscribe',
      { email: 'bot@example.com', _hp: 'filled' },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(await nonEmptyTables(ctx.t)).toEqual(['quarantine']);
    expect(await rowCounts(ctx.t)).toMatchObject({ quarantine: 2 });
  });

  it('allows three times as many consent logs', async () => {
    const ip = { remoteAddress: '2001:db8:1::20' };
    for (let i = 0; i < 6; i++) {
      expect((await postJson(ctx.app, '/api/consent-log', validConsent(), ip)).statusCode).toBe(201);
    }
    const limited = await postJson(ctx.app, '/api/consent-log', validConsent(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await rowCounts(ctx.t)).toMatchObject({ consent_logs: 6 });
  });

  it('limits unsubscribe attempts', async () => {
    const ip = { remoteAddress: '192.0.2.30' };
    for (let i = 0; i < 2; i++) {
      expect((await postJson(ctx.app, '/api/unsubscribe', { token: 'guess' }, ip)).statusCode).toBe(400);
    }
    expect((await postJson(ctx.app, '/api/unsubscribe', { token: 'guess' }, ip)).statusCode).toBe(429);
  });
});
