/**
 * Two-factor authentication for partners and developers (optional for them), and the rule that a password
 * reset, or access withdrawn by staff, ends every session of the account.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partners, sessions } from '@app/db';
import { secondFactorMessages as m } from '@app/contracts/forms/second-factor';
import { ResettableRateLimits, useTestApp } from './helpers.ts';
import { ADMIN, cookieFrom, sessionCookie, setCookieOf, staffCookie } from './admin-helpers.ts';
import { PARTNER_PASSWORD, partnerLogin, post, seedActivePartner } from './partner-helpers.ts';
import { DEVELOPER_PASSWORD, developerCookie, seedDeveloper, send } from './developer-helpers.ts';
import { codeFor } from './second-factor-helpers.ts';
import { issueToken } from '../src/lib/tokens.ts';
import { PARTNER_SUBJECT } from '../src/modules/partner-portal/invitation-link.ts';
import { RESET_PURPOSE } from '../src/modules/partner-portal/passwords.ts';
import { DEVELOPER_RESET_PURPOSE } from '../src/modules/developer-portal/provision.ts';
import { DEVELOPER_SUBJECT } from '../src/modules/developer-portal/account.ts';

const rateLimits = new ResettableRateLimits();
const ctx = useTestApp({ rateLimits });

/** Enrols through the account's own settings routes; returns the secret and the code that confirmed it. */
async function enrolWithCode(prefix: string, cookie: string) {
  const start = await send(ctx, 'POST', `${prefix}/enrol`, cookie);
  expect(start.statusCode).toBe(200);
  const { secret } = start.json<{ secret: string }>();
  const code = codeFor(secret);
  const confirm = await send(ctx, 'POST', `${prefix}/confirm`, cookie, { code });
  expect(confirm.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
  return { secret, code };
}
const enrol = async (prefix: string, cookie: string) => (await enrolWithCode(prefix, cookie)).secret;

describe('partners', () => {
  it('enrol in the portal, then sign in with the password and a code', async () => {
    const partner = await seedActivePartner(ctx.t.db);
    const cookie = await sessionCookie(ctx, 'partner', partner.id);
    expect((await send(ctx, 'GET', '/api/partners/account/2fa', cookie)).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const { secret, code: used } = await enrolWithCode('/api/partners/account/2fa', cookie);
    const res = await partnerLogin(ctx, partner.email);
    expect(res.statusCode).toBe(200);
    const { challenge } = res.json<{ challenge: string; secondFactorRequired: true }>();
    expect(setCookieOf(res)).toBeUndefined();

    // The code that confirmed the enrolment is spent.
    const replay = await post(ctx, '/api/partners/login/second-factor', { challenge, code: used });
    expect(replay.json()).toEqual({ message: m.invalidCode, code: 'wrong_code' });
    const ok = await post(ctx, '/api/partners/login/second-factor', { challenge, code: codeFor(secret, 1) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      partner: {
        id: partner.id,
        companyName: partner.companyName,
        fullName: partner.fullName,
        email: partner.email,
      },
    });
    const [row] = await ctx.t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row!.lastLoginAt).not.toBeNull();
    expect((await send(ctx, 'GET', '/api/partners/me', cookieFrom(setCookieOf(ok)))).statusCode).toBe(200);
  });

  it('access withdrawn between the password and the code: no session', async () => {
    const partner = await seedActivePartner(ctx.t.db);
    const cookie = await sessionCookie(ctx, 'partner', partner.id);
    const secret = await enrol('/api/partners/account/2fa', cookie);
    const { challenge } = (await partnerLogin(ctx, partner.email)).json<{ challenge: string }>();
    await ctx.t.db.update(partners).set({ loginEnabled: false }).where(eq(partners.id, partner.id));
    const res = await post(ctx, '/api/partners/login/second-factor', { challenge, code: codeFor(secret, 1) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid email or password', code: 'wrong_credentials' });
  });

  it('turning it off needs the portal password', async () => {
    const partner = await seedActivePartner(ctx.t.db);
    const cookie = await sessionCookie(ctx, 'partner', partner.id);
    await enrol('/api/partners/account/2fa', cookie);
    expect(
      (await send(ctx, 'POST', '/api/partners/account/2fa/disable', cookie, { password: 'wrong' }))
        .statusCode,
    ).toBe(403);
    const off = await send(ctx, 'POST', '/api/partners/account/2fa/disable', cookie, {
      password: PARTNER_PASSWORD,
    });
    expect(off.statusCode).toBe(200);
    expect(Object.keys((await partnerLogin(ctx, partner.email)).json())).toEqual(['partner']);
  });

  it('the 2FA settings need a partner session', async () => {
    expect((await send(ctx, 'GET', '/api/partners/account/2fa', undefined)).statusCode).toBe(401);
    const { cookie } = await staffCookie(ctx);
    expect((await send(ctx, 'GET', '/api/partners/account/2fa', cookie)).statusCode).toBe(403);
  });
});

describe('developers', () => {
  it('enrol in the console, then sign in with the password and a code', async () => {
    const { developer } = await seedDeveloper(ctx.t.db);
    const cookie = await developerCookie(ctx, developer.id);
    const secret = await enrol('/api/console/account/2fa', cookie);
    const res = await post(ctx, '/api/developers/login', {
      email: developer.email,
      password: DEVELOPER_PASSWORD,
    });
    expect(res.json()).toMatchObject({ secondFactorRequired: true });
    const { challenge } = res.json<{ challenge: string }>();
    const ok = await post(ctx, '/api/developers/login/second-factor', {
      challenge,
      code: codeFor(secret, 1),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ developer: { id: developer.id, email: developer.email } });
    expect((await send(ctx, 'GET', '/api/console/overview', cookieFrom(setCookieOf(ok)))).statusCode).toBe(
      200,
    );
  });
});

describe('sessions end when the password is reset or access is withdrawn', () => {
  it.each([
    {
      kind: 'partner',
      prefix: '/api/partners',
      link: { purpose: RESET_PURPOSE, subjectKind: PARTNER_SUBJECT },
      seed: async () => (await seedActivePartner(ctx.t.db)).id,
    },
    {
      kind: 'developer',
      prefix: '/api/developers',
      link: { purpose: DEVELOPER_RESET_PURPOSE, subjectKind: DEVELOPER_SUBJECT },
      seed: async () => (await seedDeveloper(ctx.t.db)).developer.id,
    },
  ] as const)('$kind: a reset link ends every session', async ({ kind, prefix, link, seed }) => {
    const id = await seed();
    const a = await sessionCookie(ctx, kind, id);
    await sessionCookie(ctx, kind, id);
    const token = await issueToken(ctx.t.db, { ...link, subjectId: id, ttlMs: 60_000 });
    const res = await post(ctx, `${prefix}/set-password`, {
      token,
      password: 'new password 1',
      confirmPassword: 'new password 1',
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.t.db.select().from(sessions)).toHaveLength(0);
    expect((await send(ctx, 'GET', `${prefix}/me`, a)).statusCode).toBe(401);
  });

  it('partner: staff moving the application away from approved ends every session at once', async () => {
    const partner = await seedActivePartner(ctx.t.db);
    await sessionCookie(ctx, 'partner', partner.id);
    await sessionCookie(ctx, 'partner', partner.id);
    const { cookie } = await staffCookie(ctx);
    const res = await send(ctx, 'PUT', `/api/admin/partners/${partner.id}/status`, cookie, {
      status: 'rejected',
      adminPassword: ADMIN.password,
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.t.db.select().from(sessions).where(eq(sessions.kind, 'partner'))).toHaveLength(0);
    expect((await partnerLogin(ctx, partner.email)).statusCode).toBe(401);
  });
});
