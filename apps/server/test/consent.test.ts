import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consentLogs } from '@app/db';
import { createTestApp, testConfig, type TestContext } from './helpers.ts';
import { nonEmptyTables, postJson, validConsent } from './public-forms.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }) });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.t.reset());

describe('POST /api/consent-log', () => {
  it('stores the choice with a truncated IPv4 address', async () => {
    const res = await postJson(ctx.app, '/api/consent-log', validConsent(), {
      remoteAddress: '203.0.113.77',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    expect(res.json()).toEqual({ id });
    expect(await ctx.t.db.select().from(consentLogs)).toEqual([
      {
        id,
        timestamp: new Date('2025-05-24T10:15:30.000Z'),
        action: 'customize',
        preferences: { necessary: true, analytics: true, marketing: false },
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
        ipAddress: '203.0.113.0',
        domain: 'www.lumen-glasses.example',
        consentId: '0b5f2a0e-4a6f-4c36-9d5a-3f1f6f7b8c9d',
        revision: 2,
        source: 'banner',
        createdAt: expect.any(Date) as Date,
      },
    ]);
    // The log is the record: no submission, mail or audit entry.
    expect(await nonEmptyTables(ctx.t)).toEqual(['consent_logs']);
  });

  it('keeps only the first 48 bits of an IPv6 address', async () => {
    const res = await postJson(ctx.app, '/api/consent-log', validConsent({ action: 'accept_all' }), {
      remoteAddress: '2001:db8:85a3:8d3:1319:8a2e:370:7348',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.t.db.select().from(consentLogs);
    expect(row).toMatchObject({ ipAddress: '2001:db8:85a3::', action: 'accept_all' });
  });

  it('treats an IPv4-mapped IPv6 address as IPv4', async () => {
    await postJson(ctx.app, '/api/consent-log', validConsent(), { remoteAddress: '::ffff:198.51.100.9' });
    const [row] = await ctx.t.db.select().from(consentLogs);
    expect(row?.ipAddress).toBe('198.51.100.0');
  });

  it('stores the spec payload without the optional fields', async () => {
    const body = validConsent({
      action: 'reject_all',
      preferences: { necessary: true, analytics: false, marketing: false },
      userAgent: '',
      timestamp: '2025-05-24T12:00:00+02:00',
    });
    delete (body as Record<string, unknown>).consentId;
    delete (body as Record<string, unknown>).revision;
    const res = await postJson(ctx.app, '/api/consent-log', body);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.t.db.select().from(consentLogs);
    expect(row).toMatchObject({
      action: 'reject_all',
      preferences: { necessary: true, analytics: false, marketing: false },
      userAgent: null,
      consentId: null,
      revision: null,
      timestamp: new Date('2025-05-24T10:00:00.000Z'),
      ipAddress: '127.0.0.0',
    });
  });

  it('records a choice made by Global Privacy Control as such, and only with everything optional off', async () => {
    const off = { necessary: true, analytics: false, marketing: false } as const;
    const gpc = validConsent({ action: 'reject_all', preferences: off, source: 'gpc' });
    expect((await postJson(ctx.app, '/api/consent-log', gpc)).statusCode).toBe(201);
    const on = validConsent({
      action: 'accept_all',
      preferences: { ...off, analytics: true },
      source: 'gpc',
    });
    expect((await postJson(ctx.app, '/api/consent-log', on)).statusCode).toBe(400);
    const rows = await ctx.t.db.select().from(consentLogs);
    expect(rows).toMatchObject([{ action: 'reject_all', preferences: off, source: 'gpc' }]);
  });
});
