/**
 * The public forms' per-IP limit counts every post, invalid ones too, and its 429 outranks the contract's
 * 400: the limit runs before the route's declared schema validates the body.
 */
import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from './helpers.ts';
import { postJson } from './public-forms.ts';

const ctx = useTestApp({ config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '2' }) });

describe('public form rate limit', () => {
  it('counts invalid posts and answers 429 before validating the next one', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < 2; i += 1) {
      const res = await postJson(ctx.app, '/api/leads', { email: 'not-an-email' }, from);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Please check the highlighted fields.' });
    }
    const limited = await postJson(ctx.app, '/api/leads', { email: 'not-an-email' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // The whole 10-minute window is ahead, and the message names it.
    expect(limited.json()).toEqual({
      message: 'Too many requests. Please try again in 10 minutes.',
      code: 'rate_limited',
    });
    const elsewhere = await postJson(ctx.app, '/api/leads', {}, { remoteAddress: '203.0.113.8' });
    expect(elsewhere.statusCode).toBe(400);
  });
});
