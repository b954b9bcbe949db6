/**
 * The anti-bot guard of the public forms: GET /api/form-token; a filled honeypot or a forged token is
 * answered like a success and held for staff; a missing, too fresh or expired token is delivered, marked.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  developerApplicationSchema,
  leadSchema,
  partnerApplicationSchema,
  subscribeSchema,
  withoutGuardFields,
} from '@app/contracts';
import { auditLog, formSubmissions, quarantine, subscribers } from '@app/db';
import { truncateIp } from '../src/lib/ip.ts';
import { checkFormToken, signFormToken } from '../src/modules/form-guard/token.ts';
import { testConfig, testSecretKey, useTestApp } from './helpers.ts';
import {
  formTokenIssuedAt,
  nonEmptyTables,
  TestClock,
  validDeveloper,
  validFormToken,
  validLead,
  validPartner,
  validSubscribe,
} from './public-forms.ts';

const clock = new TestClock();
const ctx = useTestApp({ config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }), now: clock.now });
beforeEach(() => {
  ctx.sent.length = 0;
});

describe('GET /api/form-token', () => {
  it('issues a signed time token that is never cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/form-token' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.json() as { token: string };
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(token.split('.')[0]).toBe(String(clock.ms));
    expect(token).toBe(signFormToken(testSecretKey, clock.ms));
  });

  it('accepts a token from 2 s to 24 h after issue', () => {
    const check = (ageMs: number, minAgeMs = 2_000) =>
      checkFormToken(signFormToken(testSecretKey, 1_000_000_000_000), {
        secretKey: testSecretKey,
        nowMs: 1_000_000_000_000 + ageMs,
        minAgeMs,
      });
    expect(check(0)).toBe('token-too-fresh');
    expect(check(1_999)).toBe('token-too-fresh');
    expect(check(-60_000)).toBe('token-too-fresh');
    expect(check(2_000)).toBeNull();
    expect(check(24 * 3600_000)).toBeNull();
    expect(check(24 * 3600_000 + 1)).toBe('token-expired');
    expect(check(0, 0)).toBeNull();
  });

  it('refuses tokens it did not sign', () => {
    const now = Date.now();
    const opts = { secretKey: testSecretKey, nowMs: now, minAgeMs: 2_000 };
    const good = signFormToken(testSecretKey, now - 10_000);
    expect(checkFormToken(good, opts)).toBeNull();
    expect(checkFormToken(undefined, opts)).toBe('token-missing');
    expect(checkFormToken('', opts)).toBe('token-missing');
    expect(checkFormToken(signFormToken('another-key-another-key-another-key!!', now - 10_000), opts)).toBe(
      'token-invalid',
    );
    // An older issue time under the same signature (making a fresh token look aged) fails.
    expect(checkFormToken(`${now - 60_000}.${good.split('.')[1]}`, opts)).toBe('token-invalid');
    expect(checkFormToken(`${good}x`, opts)).toBe('token-invalid');
    expect(checkFormToken('garbage', opts)).toBe('token-invalid');
  });
});

describe('truncateIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['127.0.0.1', '127.0.0.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0::'],
    ['not an ip', null],
    [undefined, null],
  ])('%s → %s', (ip, expected) => {
    expect(truncateIp(ip)).toBe(expected);
  });
});

const forms = [
  { url: '/api/leads', formType: 'contact-form', valid: validLead, schema: leadSchema, keys: ['id'] },
  {
    url: '/api/submit-partner',
    formType: 'partner-application',
    valid: validPartner,
    schema: partnerApplicationSchema,
    keys: ['id'],
  },
  {
    url: '/api/submit-developer',
    formType: 'developer-application',
    valid: validDeveloper,
    schema: developerApplicationSchema,
    keys: ['id'],
  },
  {
    url: '/api/subscribe',
    formType: 'newsletter',
    valid: validSubscribe,
    schema: subscribeSchema,
    keys: ['ok'],
  },
] as const;

type Guard = { _hp?: string; _t?: string };
/** What no person does: held for staff review. */
const held: Array<{ name: string; reason: string; guard: () => Promise<Guard> }> = [
  {
    name: 'honeypot filled',
    reason: 'honeypot',
    guard: async () => ({ _hp: 'https://spam.example', _t: await validFormToken(ctx.app, clock) }),
  },
  {
    name: 'token tampered',
    reason: 'token-invalid',
    guard: async () => {
      const [, signature] = (await validFormToken(ctx.app, clock, 0)).split('.');
      return { _t: `${clock.ms - 60_000}.${signature}` };
    },
  },
  {
    name: 'token from another key',
    reason: 'token-invalid',
    guard: async () => ({ _t: formTokenIssuedAt('some-other-secret-some-other-secret!', clock.ms - 60_000) }),
  },
];

/** What a person can do (autofill, a failed token request, a page left open, an API client): delivered, marked. */
const delivered: Array<{ name: string; signal: string; guard: () => Promise<Guard> }> = [
  {
    name: 'token missing (an API client, a failed token request, no script)',
    signal: 'token-missing',
    guard: async () => ({ _hp: '' }),
  },
  {
    name: 'sent 0.5 s after the token (autofill)',
    signal: 'token-too-fresh',
    guard: async () => ({ _t: await validFormToken(ctx.app, clock, 500) }),
  },
  {
    name: 'token expired (a page left open for days)',
    signal: 'token-expired',
    guard: async () => ({ _t: await validFormToken(ctx.app, clock, 3 * 24 * 3600_000) }),
  },
];

describe.each(forms)('POST $url with a held submission', (form) => {
  it.each(held)('$name → answered like a success, held ($reason)', async ({ reason, guard }) => {
    const real = await ctx.app.inject({
      method: 'POST',
      url: form.url,
      payload: { ...form.valid({ email: 'real@example.com' }), _t: await validFormToken(ctx.app, clock) },
    });
    expect(real.statusCode).toBe(201);
    await ctx.t.reset();

    const res = await ctx.app.inject({
      method: 'POST',
      url: form.url,
      remoteAddress: '198.51.100.23',
      payload: { ...form.valid(), ...(await guard()) },
    });
    expect(res.statusCode).toBe(real.statusCode);
    expect(Object.keys(res.json() as object).sort()).toEqual([...form.keys]);
    expect(res.headers['content-type']).toBe(real.headers['content-type']);
    if (form.url === '/api/subscribe') expect(res.json()).toEqual({ ok: true });
    else expect((res.json() as { id: unknown }).id).toBeTypeOf('number');

    const rows = await ctx.t.db.select().from(quarantine);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ formType: form.formType, reason, ipAddress: '198.51.100.0' });
    // The validated payload, without the guard fields.
    const expected = withoutGuardFields(form.schema.parse(form.valid()));
    expect(rows[0]?.payload).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(rows[0]?.payload).not.toHaveProperty('_hp');
    expect(rows[0]?.payload).not.toHaveProperty('_t');
    expect(await nonEmptyTables(ctx.t)).toEqual(['quarantine']);
    expect(await ctx.app.ctx.outbox.drain()).toBe(0);
    expect(ctx.sent).toHaveLength(0);
  });
});

describe.each(forms)('POST $url from a person the guard cannot vouch for', (form) => {
  it.each(delivered)('$name → delivered to staff, marked $signal', async ({ signal, guard }) => {
    await ctx.t.reset();
    const res = await ctx.app.inject({
      method: 'POST',
      url: form.url,
      payload: { ...form.valid({ email: 'person@example.com' }), ...(await guard()) },
    });
    expect(res.statusCode).toBe(201);
    expect(await ctx.t.db.select().from(quarantine)).toHaveLength(0);
    if (form.url === '/api/subscribe') {
      // Double opt-in: a sign-up is stored unconfirmed, its signals with its audit entry; staff hear of it
      // once the link is followed (subscribers.test.ts).
      expect(await ctx.t.db.select().from(subscribers)).toMatchObject([{ email: 'person@example.com' }]);
      const [audit] = await ctx.t.db.select().from(auditLog);
      expect(audit?.details).toMatchObject({ signals: [signal] });
      return;
    }
    const submissions = await ctx.t.db.select().from(formSubmissions);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({
      formType: form.formType,
      submitterEmail: 'person@example.com',
      signals: [signal],
    });
    expect(await ctx.app.ctx.outbox.drain()).toBeGreaterThan(0);
    // The staff notification, naming the sender.
    const notification = ctx.sent.find((mail) => mail.text.includes('(form submission #'));
    expect(notification?.text).toContain('person@example.com');
  });

  it('a well-aged token is delivered with no signal', async () => {
    await ctx.t.reset();
    const res = await ctx.app.inject({
      method: 'POST',
      url: form.url,
      payload: { ...form.valid(), _t: await validFormToken(ctx.app, clock) },
    });
    expect(res.statusCode).toBe(201);
    if (form.url === '/api/subscribe') {
      const [audit] = await ctx.t.db.select().from(auditLog);
      expect(audit?.details).toMatchObject({ signals: [] });
      return;
    }
    const [submission] = await ctx.t.db.select().from(formSubmissions);
    expect(submission?.signals).toEqual([]);
  });
});
