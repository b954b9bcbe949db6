import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, partners, sessions } from '@app/db';
import { ResettableRateLimits, useTestApp } from './helpers.ts';
import { cookieFrom, seedPartner, sessionCookie, setCookieOf, staffCookie } from './admin-helpers.ts';
import { loginLimits } from '../src/modules/staff-auth/routes.ts';
import { getAs, partnerLogin, PARTNER_PASSWORD, post, seedActivePartner } from './partner-helpers.ts';

const ctx = useTestApp({ rateLimits: new ResettableRateLimits() });

const invalid = { message: 'Invalid email or password', code: 'wrong_credentials' };
const audit = async () =>
  (await ctx.t.db.select().from(auditLog).orderBy(auditLog.id)).map((r) => ({
    action: r.action,
    actorKind: r.actorKind,
    actorId: r.actorId,
    entityId: r.entityId,
    details: r.details,
  }));

describe('POST /api/partners/login', () => {
  it('signs an approved partner in: partner session cookie, profile, lastLoginAt, audit row', async () => {
    const partner = await seedActivePartner(ctx.t.db, { email: 'pat@acme.example', companyName: 'Acme AR' });
    expect(partner.lastLoginAt).toBeNull();
    const res = await partnerLogin(ctx, '  PAT@acme.example ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      partner: {
        id: partner.id,
        companyName: 'Acme AR',
        fullName: partner.fullName,
        email: 'pat@acme.example',
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = setCookieOf(res)!;
    expect(setCookie).toMatch(/^sid=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);

    const [row] = await ctx.t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
    expect(Date.now() - row!.lastLoginAt!.getTime()).toBeLessThan(60_000);
    // The cheap seeded hash was upgraded to the current parameters on sign-in.
    expect(row!.password).toMatch(/^scrypt\$32768\$8\$3\$/);

    const [session] = await ctx.t.db.select().from(sessions);
    expect(session).toMatchObject({ kind: 'partner', subjectId: partner.id });

    const me = await getAs(ctx, '/api/partners/me', cookieFrom(setCookie));
    expect(me.statusCode).toBe(200);
    expect(me.json().partner).toMatchObject({ id: partner.id, companyName: 'Acme AR' });
    expect(await audit()).toEqual([
      {
        action: 'partner.login',
        actorKind: 'partner',
        actorId: partner.id,
        entityId: String(partner.id),
        details: null,
      },
    ]);
  });

  it('answers 401 "Invalid email or password" for a wrong password and an unknown address alike', async () => {
    const partner = await seedActivePartner(ctx.t.db, { email: 'pat@acme.example' });
    const wrong = await partnerLogin(ctx, 'pat@acme.example', 'not-the-password');
    const unknown = await partnerLogin(ctx, 'nobody@acme.example');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalid);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await ctx.t.db.select().from(sessions)).toHaveLength(0);
    const [row] = await ctx.t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row!.lastLoginAt).toBeNull();
    expect(await audit()).toEqual([
      {
        action: 'partner.login_failed',
        actorKind: 'visitor',
        actorId: null,
        entityId: String(partner.id),
        details: { email: 'pat@acme.example', reason: 'wrong_password' },
      },
      {
        action: 'partner.login_failed',
        actorKind: 'visitor',
        actorId: null,
        entityId: null,
        details: { email: 'nobody@acme.example', reason: 'unknown_email' },
      },
    ]);
  });

  it.each([
    ['pending', { status: 'pending' }, 'not_approved'],
    ['rejected', { status: 'rejected' }, 'not_approved'],
    ['archived', { status: 'approved', archived: true }, 'archived'],
    ['login-disabled', { status: 'approved', loginEnabled: false }, 'login_disabled'],
  ] as const)(
    'refuses a %s partner with the same 401, even with the right password',
    async (_l, state, reason) => {
      await seedActivePartner(ctx.t.db, { email: 'pat@acme.example', ...state });
      const res = await partnerLogin(ctx, 'pat@acme.example');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalid);
      expect(await ctx.t.db.select().from(sessions)).toHaveLength(0);
      expect((await audit())[0]?.details).toEqual({ email: 'pat@acme.example', reason });
    },
  );

  it('refuses an approved partner who has not chosen a password yet', async () => {
    await seedPartner(ctx.t.db, { email: 'new@acme.example', status: 'approved', loginEnabled: true });
    const res = await partnerLogin(ctx, 'new@acme.example', 'anything-at-all');
    expect(res.statusCode).toBe(401);
    expect((await audit())[0]?.details).toMatchObject({ reason: 'no_password' });
  });

  it('signs in the approved application when the address also has an older rejected one', async () => {
    await seedActivePartner(ctx.t.db, { email: 'twice@acme.example', status: 'rejected' });
    const approved = await seedActivePartner(ctx.t.db, { email: 'twice@acme.example' }, 'second-password');
    const res = await partnerLogin(ctx, 'twice@acme.example', 'second-password');
    expect(res.statusCode).toBe(200);
    expect(res.json().partner.id).toBe(approved.id);
  });

  it('validates with the shared schema and its spec messages', async () => {
    const res = await post(ctx, '/api/partners/login', { email: 'nope', password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('refuses a cross-site login post (login CSRF)', async () => {
    await seedActivePartner(ctx.t.db, { email: 'pat@acme.example' });
    const res = await partnerLogin(ctx, 'pat@acme.example', PARTNER_PASSWORD, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('limits failed attempts per address and IP, then per IP; a success clears the address count', async () => {
    await seedActivePartner(ctx.t.db, { email: 'pat@acme.example' });
    const from = (ip: string) => ({ remoteAddress: ip });
    const perAccount = loginLimits.perAccountAndIp;
    for (let i = 0; i < perAccount - 1; i += 1) {
      expect(
        (await partnerLogin(ctx, 'pat@acme.example', 'wrong-password', from('10.0.0.1'))).statusCode,
      ).toBe(401);
    }
    // the last allowed attempt is still checked (and succeeds), which empties the address bucket
    expect((await partnerLogin(ctx, 'pat@acme.example', PARTNER_PASSWORD, from('10.0.0.1'))).statusCode).toBe(
      200,
    );
    for (let i = 0; i < perAccount; i += 1) {
      expect(
        (await partnerLogin(ctx, 'pat@acme.example', 'wrong-password', from('10.0.0.1'))).statusCode,
      ).toBe(401);
    }
    const blocked = await partnerLogin(ctx, 'pat@acme.example', PARTNER_PASSWORD, from('10.0.0.1'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not locked out by someone guessing this one
    expect((await partnerLogin(ctx, 'pat@acme.example', PARTNER_PASSWORD, from('10.0.0.2'))).statusCode).toBe(
      200,
    );
    const actions = (await audit()).map((a) => a.action);
    expect(actions.filter((a) => a === 'partner.login_throttled')).toHaveLength(1);
  });

  it('limits attempts per IP across addresses', async () => {
    const from = { remoteAddress: '10.0.0.9' };
    expect((await partnerLogin(ctx, 'x1@acme.example', 'wrong-password', from)).statusCode).toBe(401);
    // Use up the rest of the IP's allowance without paying for a password hash per attempt.
    for (let i = 1; i < loginLimits.perIp; i += 1) {
      await ctx.app.ctx.rateLimits.hit('partner-login:ip:10.0.0.9', loginLimits.windowMs);
    }
    const res = await partnerLogin(ctx, 'x2@acme.example', 'wrong-password', from);
    expect(res.statusCode).toBe(429);
    // other clients are unaffected
    expect((await partnerLogin(ctx, 'x3@acme.example', 'wrong-password')).statusCode).toBe(401);
  });
});

describe('partner session: me, logout, kinds', () => {
  it('GET /api/partners/me answers 401 without a session', async () => {
    const res = await getAs(ctx, '/api/partners/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'You must be logged in to access this page',
      code: 'session_expired',
    });
  });

  it('a staff session is not a partner session (403), and a partner session is not a staff session', async () => {
    const { cookie } = await staffCookie(ctx);
    expect((await getAs(ctx, '/api/partners/me', cookie)).statusCode).toBe(403);
    const partner = await seedActivePartner(ctx.t.db);
    const partnerCookie = await sessionCookie(ctx, 'partner', partner.id);
    expect((await getAs(ctx, '/api/admin/me', partnerCookie)).statusCode).toBe(403);
    expect((await getAs(ctx, '/api/partners/raw', partnerCookie)).statusCode).toBe(403);
    const developerCookie = await sessionCookie(ctx, 'developer', partner.id);
    expect((await getAs(ctx, '/api/partners/me', developerCookie)).statusCode).toBe(403);
  });

  it('a partner who is no longer approved loses the session at the next request', async () => {
    const partner = await seedActivePartner(ctx.t.db);
    const cookie = await sessionCookie(ctx, 'partner', partner.id);
    expect((await getAs(ctx, '/api/partners/me', cookie)).statusCode).toBe(200);
    await ctx.t.db.update(partners).set({ loginEnabled: false }).where(eq(partners.id, partner.id));
    const res = await getAs(ctx, '/api/partners/me', cookie);
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toMatch(/^sid=; .*Max-Age=0/);
    expect(await ctx.t.db.select().from(sessions)).toHaveLength(0);
  });

  it('logout ends the partner session, clears the cookie and is audited', async () => {
    const partner = await seedActivePartner(ctx.t.db, { email: 'pat@acme.example' });
    const cookie = cookieFrom(setCookieOf(await partnerLogin(ctx, 'pat@acme.example')));
    const res = await post(ctx, '/api/partners/logout', undefined, { headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^sid=; .*Max-Age=0/);
    expect((await getAs(ctx, '/api/partners/me', cookie)).statusCode).toBe(401);
    expect((await audit()).map((a) => [a.action, a.actorId])).toEqual([
      ['partner.login', partner.id],
      ['partner.logout', partner.id],
    ]);
  });

  it('partner logout leaves a staff session alone', async () => {
    const { cookie } = await staffCookie(ctx);
    const res = await post(ctx, '/api/partners/logout', undefined, { headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await getAs(ctx, '/api/admin/me', cookie)).statusCode).toBe(200);
  });

  it('logout from another site with the cookie is refused (CSRF)', async () => {
    const partner = await seedActivePartner(ctx.t.db);
    const cookie = await sessionCookie(ctx, 'partner', partner.id);
    const res = await post(ctx, '/api/partners/logout', undefined, {
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await getAs(ctx, '/api/partners/me', cookie)).statusCode).toBe(200);
  });
});
