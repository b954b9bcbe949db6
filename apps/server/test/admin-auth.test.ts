import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, sessions, users } from '@app/db';
import { createTestApp, testConfig, useTestApp } from './helpers.ts';
import {
  ADMIN,
  ORIGIN,
  asStaff,
  cookieFrom,
  login,
  seedAdmin,
  sessionCookie,
  setCookieOf,
  staffCookie,
} from './admin-helpers.ts';
import { sha256Hex } from '../src/lib/tokens.ts';
import { loginLimits } from '../src/modules/staff-auth/routes.ts';

const ctx = useTestApp();

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });

describe('POST /api/admin/login', () => {
  it('signs in: the user, an HttpOnly SameSite=Lax cookie, a session row holding only the hash', async () => {
    const admin = await seedAdmin(ctx.t.db);
    const res = await login(ctx, ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: admin.id, username: ADMIN.username, role: 'admin' } });
    const setCookie = setCookieOf(res)!;
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(setCookie).not.toContain('Secure');
    const token = cookieFrom(setCookie).slice(4);
    const rows = await ctx.t.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: sha256Hex(token), kind: 'staff', subjectId: admin.id });
    expect(JSON.stringify(rows)).not.toContain(token);
    const check = await me(cookieFrom(setCookie));
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ user: { id: admin.id, username: ADMIN.username, role: 'admin' } });
  });

  it('records lastLoginAt and upgrades a weaker password hash', async () => {
    const admin = await seedAdmin(ctx.t.db);
    expect(admin.lastLoginAt).toBeNull();
    const before = Date.now();
    await login(ctx, ADMIN);
    const [row] = await ctx.t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row!.password).toMatch(/^scrypt\$32768\$8\$3\$/);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    await seedAdmin(ctx.t.db);
    const wrong = await login(ctx, { username: ADMIN.username, password: 'wrong password' });
    const unknown = await login(ctx, { username: 'nobody', password: 'wrong password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password', code: 'wrong_credentials' });
      expect(setCookieOf(res)).toBeUndefined();
    }
  });

  it('validates the body with adminLoginSchema', async () => {
    const res = await login(ctx, { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('creates a new session id at every login and drops the one the browser had', async () => {
    await seedAdmin(ctx.t.db);
    const first = cookieFrom(setCookieOf(await login(ctx, ADMIN)));
    const second = cookieFrom(
      setCookieOf(await login(ctx, ADMIN, { headers: { origin: ORIGIN, cookie: first } })),
    );
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    expect(await ctx.t.db.select().from(sessions)).toHaveLength(1);
  });

  it('audits every sign-in and failed sign-in', async () => {
    const admin = await seedAdmin(ctx.t.db);
    await login(ctx, { username: ADMIN.username, password: 'nope nope' });
    await login(ctx, ADMIN);
    const rows = await ctx.t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.actorKind])).toEqual([
      ['staff.login_failed', 'visitor'],
      ['staff.login', 'staff'],
    ]);
    expect(rows[0]).toMatchObject({ entityId: String(admin.id), details: { username: ADMIN.username } });
    expect(rows[1]).toMatchObject({ actorId: admin.id, actorName: ADMIN.username });
    expect(JSON.stringify(rows)).not.toContain(ADMIN.password);
  });

  it('rate-limits failures per account and address without locking the admin out elsewhere', async () => {
    await seedAdmin(ctx.t.db);
    const attacker = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < loginLimits.perAccountAndIp; i++) {
      const res = await login(ctx, { username: ADMIN.username, password: `guess ${i}` }, attacker);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(ctx, ADMIN, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const fromOwnDesk = await login(ctx, ADMIN, { remoteAddress: '198.51.100.7' });
    expect(fromOwnDesk.statusCode).toBe(200);
    const audit = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.login_throttled'));
    expect(audit).toHaveLength(1);
  });

  it('rate-limits one address across many accounts', async () => {
    const from = { remoteAddress: '203.0.113.50' };
    const saved = loginLimits.perIp;
    loginLimits.perIp = 5; // each refusal costs a real hash; a lower limit keeps the test quick
    try {
      const codes: number[] = [];
      for (let i = 0; i <= loginLimits.perIp; i++) {
        codes.push((await login(ctx, { username: `user${i}`, password: 'whatever1' }, from)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      loginLimits.perIp = saved;
    }
  });

  /** Runs `body` with some limits lowered: each refused guess costs a real hash, so small numbers keep it quick. */
  async function withLimits(lowered: Partial<typeof loginLimits>, body: () => Promise<void>) {
    const saved = { ...loginLimits };
    Object.assign(loginLimits, lowered);
    try {
      await body();
    } finally {
      Object.assign(loginLimits, saved);
    }
  }

  it('spraying from one address: signing in to one’s own account does not reopen the address’s budget', async () => {
    await seedAdmin(ctx.t.db, 'own-account', 'my own password 1');
    const from = { remoteAddress: '203.0.113.60' };
    await withLimits({ perIp: 5 }, async () => {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        // Every fourth try the sprayer signs in to their own account (the probe: every 45 of 180).
        const body =
          i % 4 === 3
            ? { username: 'own-account', password: 'my own password 1' }
            : { username: `victim${i}`, password: 'guess-1234' };
        codes.push((await login(ctx, body, from)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 200, 401, 429, 429]);
    });
  });

  it('many addresses guessing one account are stopped; the owner still gets in from an address used before', async () => {
    await seedAdmin(ctx.t.db);
    const desk = { remoteAddress: '198.51.100.20' };
    expect((await login(ctx, ADMIN, desk)).statusCode).toBe(200);
    await withLimits({ perAccount: 4 }, async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const guess = { username: ADMIN.username, password: `guess ${i}` };
        codes.push((await login(ctx, guess, { remoteAddress: `203.0.113.${100 + i}` })).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
      // A new address is refused even with the right password while the attack lasts...
      const fresh = await login(ctx, ADMIN, { remoteAddress: '203.0.113.200' });
      expect(fresh.statusCode).toBe(429);
      expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
      // ...but the owner's own desk is not locked out.
      expect((await login(ctx, ADMIN, desk)).statusCode).toBe(200);
    });
  });

  it('refuses a sign-in posted from another site', async () => {
    await seedAdmin(ctx.t.db);
    const res = await login(ctx, ADMIN, { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('POST /api/admin/logout deletes the session and clears the cookie', async () => {
    const { cookie } = await staffCookie(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: asStaff(cookie) });
    expect(res.statusCode).toBe(200);
    expect(setCookieOf(res)).toMatch(
      /^sid=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect(await ctx.t.db.select().from(sessions)).toHaveLength(0);
    expect((await me(cookie)).statusCode).toBe(401);
    const audit = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.logout'));
    expect(audit).toHaveLength(1);
  });

  it('GET /api/admin/me: 401 without a session, 403 with a partner or developer session', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      message: 'You must be logged in to access this page',
      code: 'session_expired',
    });
    for (const kind of ['partner', 'developer'] as const) {
      const res = await me(await sessionCookie(ctx, kind, 1));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have access to this page.', code: 'no_access' });
    }
    expect((await me('sid=not-a-real-token')).statusCode).toBe(401);
  });

  it('expires after the idle timeout and after the absolute lifetime', async () => {
    const { cookie } = await staffCookie(ctx);
    const id = sha256Hex(cookie.slice(4));
    const idleMs = ctx.app.ctx.config.SESSION_IDLE_MINUTES * 60_000;
    await ctx.t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - idleMs - 1000) })
      .where(eq(sessions.id, id));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await ctx.t.db.select().from(sessions)).toHaveLength(0);

    const second = await sessionCookie(ctx, 'staff', (await ctx.t.db.select().from(users))[0]!.id);
    await ctx.t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sha256Hex(second.slice(4))));
    expect((await me(second)).statusCode).toBe(401);
  });

  it('counts the idle timeout from the last request exactly (lastSeenAt refreshed on every request)', async () => {
    const { cookie } = await staffCookie(ctx);
    const id = sha256Hex(cookie.slice(4));
    const idleMs = ctx.app.ctx.config.SESSION_IDLE_MINUTES * 60_000;
    const shiftLastSeen = async (byMs: number) => {
      const [row] = await ctx.t.db.select().from(sessions).where(eq(sessions.id, id));
      const lastSeenAt = new Date(row!.lastSeenAt.getTime() - byMs);
      await ctx.t.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, id));
    };
    // Last seen 30 s ago; a request now must move the idle deadline to idle-timeout from now.
    await shiftLastSeen(30_000);
    expect((await me(cookie)).statusCode).toBe(200);
    // Almost the whole idle period passes after that request: the session is still alive.
    await shiftLastSeen(idleMs - 10_000);
    expect((await me(cookie)).statusCode).toBe(200);
    // And once a full idle period has passed since the last request, it has ended.
    await shiftLastSeen(idleMs + 1_000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a removed or demoted staff user loses access at once', async () => {
    const { cookie, userId } = await staffCookie(ctx);
    await ctx.t.db.update(users).set({ role: 'user' }).where(eq(users.id, userId));
    expect((await me(cookie)).statusCode).toBe(403);
    await ctx.t.db.delete(users).where(eq(users.id, userId));
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  const archive = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/partners/999/archive',
      headers,
      payload: { archived: false },
    });

  it('refuses a cross-origin request that carries a valid session cookie', async () => {
    const { cookie } = await staffCookie(ctx);
    const res = await archive({ cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused.', code: 'cross_site' });
    expect((await archive({ cookie, origin: 'null' })).statusCode).toBe(403);
    expect((await archive({ cookie })).statusCode).toBe(403);
    expect((await archive({ cookie, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('admits the same origin (Origin header, or Sec-Fetch-Site without one)', async () => {
    const { cookie } = await staffCookie(ctx);
    expect((await archive({ cookie, origin: ORIGIN })).statusCode).toBe(404);
    expect((await archive({ cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(404);
    expect((await archive({ cookie, origin: 'http://localhost:5000' })).statusCode).toBe(404); // PUBLIC_URL
  });
});

describe('SIGN_IN_LIMIT_PER_IP', () => {
  it('sets how many sign-ins one address may try over all accounts', async () => {
    const limited = await createTestApp({ config: testConfig({ SIGN_IN_LIMIT_PER_IP: '3' }) });
    try {
      const from = { remoteAddress: '203.0.113.80' };
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await login(limited, { username: `user${i}`, password: 'whatever1' }, from)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('Secure cookie', () => {
  it('is Secure in production when the request is HTTPS (per a trusted proxy), not over plain http', async () => {
    const prod = await createTestApp({
      config: testConfig({ NODE_ENV: 'production', TRUST_PROXY: 'loopback' }),
    });
    try {
      await seedAdmin(prod.t.db);
      const https = await prod.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'x-forwarded-proto': 'https', host: 'localhost', origin: 'https://localhost' },
        payload: ADMIN,
      });
      expect(https.statusCode).toBe(200);
      expect(setCookieOf(https)).toMatch(/; Secure; SameSite=Lax$/);
      const http = await prod.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN },
        payload: ADMIN,
      });
      expect(setCookieOf(http)).not.toContain('Secure');
    } finally {
      await prod.close();
    }
  });
});
