/**
 * Staff two-factor authentication: enrolment, sign-in with a code or a recovery code (each once), expired
 * challenges, throttling, turning it off, new recovery codes, reset by another staff member, required
 * enrolment, disabled accounts and the Staff list.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, oneTimeTokens, recoveryCodes, secondFactors, sessions, users } from '@app/db';
import { secondFactorMessages as m } from '@app/contracts/forms/second-factor';
import { createTestApp, ResettableRateLimits, useTestApp } from './helpers.ts';
import {
  ADMIN,
  ORIGIN,
  asStaff,
  cookieFrom,
  login,
  seedAdmin,
  sessionCookie,
  setCookieOf,
} from './admin-helpers.ts';
import { codeFor, giveSecondFactor } from './second-factor-helpers.ts';
import {
  requiredCannotDisableMessage,
  wrongPasswordOrCodeMessage,
} from '../src/modules/second-factor/routes.ts';
import { notOnYourselfMessage } from '../src/modules/admin/staff-accounts.ts';
import { tooManyAttemptsMessage } from '../src/lib/sign-in-throttle.ts';

const rateLimits = new ResettableRateLimits();
const ctx = useTestApp({ rateLimits });

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? asStaff(cookie) : { origin: ORIGIN },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
const secondStep = (payload: Record<string, unknown>) =>
  send('POST', '/api/admin/login/second-factor', undefined, payload);
const actions = async () =>
  (await ctx.t.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);

/** Signs in with the password and answers the pending challenge. */
async function passwordStep(): Promise<string> {
  const res = await login(ctx, ADMIN);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ secondFactorRequired: boolean; challenge: string }>();
  expect(body.secondFactorRequired).toBe(true);
  expect(setCookieOf(res)).toBeUndefined();
  return body.challenge;
}

describe('enrolment', () => {
  it('shows a QR code and the secret, stores the secret sealed, turns on with a code and answers ten recovery codes once', async () => {
    const admin = await seedAdmin(ctx.t.db);
    const cookie = await sessionCookie(ctx, 'staff', admin.id);
    expect((await send('GET', '/api/admin/account/2fa', cookie)).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const start = await send('POST', '/api/admin/account/2fa/enrol', cookie);
    expect(start.statusCode).toBe(200);
    const enrol = start.json<{ secret: string; otpauthUri: string; qrCode: string }>();
    expect(enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.otpauthUri).toBe(
      `otpauth://totp/Lumen:${ADMIN.username}?issuer=Lumen&secret=${enrol.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrol.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrol.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const [stored] = await ctx.t.db.select().from(secondFactors);
    expect(stored).toMatchObject({ subjectKind: 'staff', subjectId: admin.id, enabledAt: null });
    expect(stored!.secret).not.toContain(enrol.secret);

    const wrong = await send('POST', '/api/admin/account/2fa/confirm', cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: m.invalidCode,
      code: 'validation_failed',
      errors: { code: m.invalidCode },
    });
    const bad = await send('POST', '/api/admin/account/2fa/confirm', cookie, { code: '12ab' });
    expect(bad.json().errors).toEqual({ code: m.codeFormat });

    const ok = await send('POST', '/api/admin/account/2fa/confirm', cookie, { code: codeFor(enrol.secret) });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const rows = await ctx.t.db.select().from(recoveryCodes);
    expect(rows).toHaveLength(10);
    expect(JSON.stringify(rows)).not.toContain(codes[0]!.replace('-', ''));
    expect(JSON.stringify(rows)).not.toContain(codes[0]);

    const status = (await send('GET', '/api/admin/account/2fa', cookie)).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // Once on, a new enrolment cannot replace the secret.
    expect((await send('POST', '/api/admin/account/2fa/enrol', cookie)).statusCode).toBe(409);
    expect(await actions()).toContain('second_factor.enabled');
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code after the password, starts the session only with a valid code, and refuses replays', async () => {
    const admin = await seedAdmin(ctx.t.db);
    const { secret } = await giveSecondFactor(ctx.t.db, { kind: 'staff', id: admin.id });

    const challenge = await passwordStep();
    expect(await ctx.t.db.select().from(sessions)).toHaveLength(0);
    const [token] = await ctx.t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.purpose, 'second-factor'));
    // Five minutes (the row's createdAt is the database clock, expiresAt the app's: allow their skew).
    expect(Math.abs(token!.expiresAt.getTime() - token!.createdAt.getTime() - 5 * 60_000)).toBeLessThan(
      5_000,
    );
    expect(token!.tokenHash).not.toBe(challenge);

    const wrong = await secondStep({ challenge, code: codeFor(secret, 3) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: m.invalidCode, code: 'wrong_code' });

    const code = codeFor(secret);
    const ok = await secondStep({ challenge, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ user: { id: admin.id, username: ADMIN.username, role: 'admin' } });
    const cookie = cookieFrom(setCookieOf(ok));
    expect((await send('GET', '/api/admin/me', cookie)).statusCode).toBe(200);

    // The challenge is spent, and the same code does not work again with a new one.
    expect((await secondStep({ challenge, code })).json()).toEqual({
      message: m.challengeExpired,
      code: 'challenge_expired',
    });
    const again = await secondStep({ challenge: await passwordStep(), code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: m.invalidCode, code: 'wrong_code' });
    expect(await actions()).toEqual(expect.arrayContaining(['staff.login', 'staff.second_factor_failed']));
  });

  it('refuses an expired or unknown challenge, and a challenge of another account kind', async () => {
    const admin = await seedAdmin(ctx.t.db);
    const { secret } = await giveSecondFactor(ctx.t.db, { kind: 'staff', id: admin.id });
    const challenge = await passwordStep();
    await ctx.t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await secondStep({ challenge, code: codeFor(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: m.challengeExpired, code: 'challenge_expired' });
    expect((await secondStep({ challenge: 'made-up', code: codeFor(secret) })).statusCode).toBe(401);

    const fresh = await passwordStep();
    const elsewhere = await send('POST', '/api/partners/login/second-factor', undefined, {
      challenge: fresh,
      code: codeFor(secret),
    });
    expect(elsewhere.json()).toEqual({ message: m.challengeExpired, code: 'challenge_expired' });
    expect(await ctx.t.db.select().from(sessions)).toHaveLength(0);
  });

  it('a recovery code works once', async () => {
    const admin = await seedAdmin(ctx.t.db);
    const { recoveryCodes: codes } = await giveSecondFactor(ctx.t.db, { kind: 'staff', id: admin.id });
    const first = await secondStep({
      challenge: await passwordStep(),
      recoveryCode: codes[0]!.toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    expect(setCookieOf(first)).toMatch(/^sid=/);

    const second = await secondStep({ challenge: await passwordStep(), recoveryCode: codes[0] });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ message: m.invalidRecoveryCode, code: 'wrong_code' });
    const cookie = cookieFrom(setCookieOf(first));
    expect((await send('GET', '/api/admin/account/2fa', cookie)).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });
    expect((await actions()).filter((a) => a === 'second_factor.recovery_code_used')).toHaveLength(1);
  });

  it('asks for a code or a recovery code', async () => {
    await seedAdmin(ctx.t.db);
    const res = await secondStep({ challenge: 'whatever' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ code: m.codeRequired });
  });

  it('throttles wrong codes per account like passwords', async () => {
    const admin = await seedAdmin(ctx.t.db);
    const { secret } = await giveSecondFactor(ctx.t.db, { kind: 'staff', id: admin.id });
    const challenge = await passwordStep();
    for (let i = 0; i < 10; i += 1)
      expect((await secondStep({ challenge, code: '000000' })).statusCode).toBe(401);
    const blocked = await secondStep({ challenge, code: codeFor(secret) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: tooManyAttemptsMessage, code: 'rate_limited' });
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('without a second factor the sign-in is exactly as before', async () => {
    await seedAdmin(ctx.t.db);
    const res = await login(ctx, ADMIN);
    expect(Object.keys(res.json())).toEqual(['user']);
    expect(setCookieOf(res)).toMatch(/^sid=/);
  });
});

describe('turning it off and new recovery codes', () => {
  it('needs the password or a current code', async () => {
    const admin = await seedAdmin(ctx.t.db);
    const cookie = await sessionCookie(ctx, 'staff', admin.id);
    const { secret, recoveryCodes: old } = await giveSecondFactor(ctx.t.db, { kind: 'staff', id: admin.id });

    const none = await send('POST', '/api/admin/account/2fa/recovery-codes', cookie, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ password: m.passwordOrCodeRequired });
    const wrong = await send('POST', '/api/admin/account/2fa/recovery-codes', cookie, { password: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: wrongPasswordOrCodeMessage, code: 'wrong_password' });

    const fresh = await send('POST', '/api/admin/account/2fa/recovery-codes', cookie, {
      code: codeFor(secret),
    });
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(old[0]);
    const withOld = await secondStep({ challenge: await passwordStep(), recoveryCode: old[0] });
    expect(withOld.statusCode).toBe(401);

    const off = await send('POST', '/api/admin/account/2fa/disable', cookie, { password: ADMIN.password });
    expect(off.statusCode).toBe(200);
    expect(await ctx.t.db.select().from(secondFactors)).toHaveLength(0);
    expect(await ctx.t.db.select().from(recoveryCodes)).toHaveLength(0);
    expect(Object.keys((await login(ctx, ADMIN)).json())).toEqual(['user']);
    expect(await actions()).toEqual(
      expect.arrayContaining([
        'second_factor.recovery_codes_regenerated',
        'second_factor.disabled',
        'second_factor.reauth_failed',
      ]),
    );
  });
});

describe('staff management', () => {
  async function twoAdmins() {
    const me = await seedAdmin(ctx.t.db);
    const other = await seedAdmin(ctx.t.db, 'other-admin', 'other password 123');
    return { me, other, cookie: await sessionCookie(ctx, 'staff', me.id) };
  }

  it('lists staff with 2FA, required, disabled and last sign-in', async () => {
    const { me, other, cookie } = await twoAdmins();
    await giveSecondFactor(ctx.t.db, { kind: 'staff', id: other.id });
    await giveSecondFactor(ctx.t.db, { kind: 'staff', id: me.id }, true); // pending: still off
    const res = await send('GET', '/api/admin/staff', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ staff: Array<Record<string, unknown>>; requiredForAll: boolean }>();
    expect(body.requiredForAll).toBe(false);
    expect(
      body.staff.map((s) => [s.username, s.secondFactorEnabled, s.secondFactorRequired, s.disabled]),
    ).toEqual([
      ['other-admin', true, false, false],
      [ADMIN.username, false, false, false],
    ]);
  });

  it("resets another member's second factor and ends their sessions, but not one's own", async () => {
    const { me, other, cookie } = await twoAdmins();
    await giveSecondFactor(ctx.t.db, { kind: 'staff', id: other.id });
    const theirs = await sessionCookie(ctx, 'staff', other.id);
    const reset = (id: number, adminPassword = ADMIN.password) =>
      send('POST', `/api/admin/staff/${id}/second-factor/reset`, cookie, { adminPassword });
    // The admin password is asked again, as for a status change.
    expect((await send('POST', `/api/admin/staff/${other.id}/second-factor/reset`, cookie)).statusCode).toBe(
      400,
    );
    expect((await reset(other.id, 'not my password')).statusCode).toBe(403);
    expect(await ctx.t.db.select().from(secondFactors)).toHaveLength(1);
    const res = await reset(other.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Two-factor authentication reset for other-admin' });
    expect(await ctx.t.db.select().from(secondFactors)).toHaveLength(0);
    expect(await ctx.t.db.select().from(recoveryCodes)).toHaveLength(0);
    expect((await send('GET', '/api/admin/me', theirs)).statusCode).toBe(401);
    expect((await reset(other.id)).statusCode).toBe(409);

    await giveSecondFactor(ctx.t.db, { kind: 'staff', id: me.id });
    const self = await reset(me.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: notOnYourselfMessage, code: 'conflict' });
    const [entry] = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'second_factor.reset'));
    expect(entry).toMatchObject({ actorId: me.id, entityType: 'user', entityId: String(other.id) });
  });

  it('disabling ends every session at once and refuses sign-in; enabling lets them back in', async () => {
    const { me, other, cookie } = await twoAdmins();
    const theirs = await sessionCookie(ctx, 'staff', other.id);
    await sessionCookie(ctx, 'staff', other.id);
    const setDisabled = (id: number, disabled: boolean, adminPassword = ADMIN.password) =>
      send('PUT', `/api/admin/staff/${id}/disabled`, cookie, { disabled, adminPassword });
    expect(
      (await send('PUT', `/api/admin/staff/${other.id}/disabled`, cookie, { disabled: true })).statusCode,
    ).toBe(400);
    expect((await setDisabled(other.id, true, 'not my password')).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/me', theirs)).statusCode).toBe(200);
    const res = await setDisabled(other.id, true);
    expect(res.statusCode).toBe(200);
    expect(await ctx.t.db.select().from(sessions).where(eq(sessions.subjectId, other.id))).toHaveLength(0);
    expect((await send('GET', '/api/admin/me', theirs)).statusCode).toBe(401);
    const refused = await login(ctx, { username: 'other-admin', password: 'other password 123' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid username or password', code: 'wrong_credentials' });

    expect((await setDisabled(me.id, true)).json()).toEqual({
      message: notOnYourselfMessage,
      code: 'conflict',
    });
    await setDisabled(other.id, false);
    expect((await login(ctx, { username: 'other-admin', password: 'other password 123' })).statusCode).toBe(
      200,
    );
    expect(await actions()).toEqual(expect.arrayContaining(['staff.disabled', 'staff.enabled']));
  });

  it('a session of an account disabled directly in the database is ended on its next request', async () => {
    const admin = await seedAdmin(ctx.t.db);
    const cookie = await sessionCookie(ctx, 'staff', admin.id);
    await ctx.t.db.update(users).set({ disabled: true }).where(eq(users.id, admin.id));
    expect((await send('GET', '/api/admin/partners', cookie)).statusCode).toBe(401);
    expect(await ctx.t.db.select().from(sessions)).toHaveLength(0);
  });
});

describe('required enrolment', () => {
  it('a required member gets a session that only reaches me, logout and the 2FA settings until enrolled', async () => {
    const { me, other } = {
      me: await seedAdmin(ctx.t.db),
      other: await seedAdmin(ctx.t.db, 'boss', 'boss password 123'),
    };
    const bossCookie = await sessionCookie(ctx, 'staff', other.id);
    await send('PUT', `/api/admin/staff/${me.id}/second-factor-required`, bossCookie, { required: true });

    const res = await login(ctx, ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: me.id, username: ADMIN.username, role: 'admin' },
      secondFactorSetupRequired: true,
    });
    const cookie = cookieFrom(setCookieOf(res));
    expect((await send('GET', '/api/admin/me', cookie)).json()).toMatchObject({
      secondFactorSetupRequired: true,
    });
    const blocked = await send('GET', '/api/admin/partners', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: m.setupRequired, code: 'second_factor_setup_required' });
    expect((await send('GET', '/api/admin/account/2fa', cookie)).json()).toMatchObject({
      enabled: false,
      required: true,
    });

    const { secret } = (await send('POST', '/api/admin/account/2fa/enrol', cookie)).json<{
      secret: string;
    }>();
    expect(
      (await send('POST', '/api/admin/account/2fa/confirm', cookie, { code: codeFor(secret) })).statusCode,
    ).toBe(200);
    expect((await send('GET', '/api/admin/partners', cookie)).statusCode).toBe(200);
    expect(Object.keys((await send('GET', '/api/admin/me', cookie)).json())).toEqual(['user']);
    const off = await send('POST', '/api/admin/account/2fa/disable', cookie, { password: ADMIN.password });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({ message: requiredCannotDisableMessage, code: 'conflict' });
    expect((await send('POST', '/api/admin/logout', cookie)).statusCode).toBe(200);
  });

  it('STAFF_REQUIRE_TOTP requires it of every staff member', async () => {
    const strict = await createTestApp({ config: { ...ctx.app.ctx.config, STAFF_REQUIRE_TOTP: true } });
    try {
      const admin = await seedAdmin(strict.t.db);
      const cookie = await sessionCookie(strict, 'staff', admin.id);
      const res = await strict.app.inject({
        method: 'GET',
        url: '/api/admin/subscribers',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: m.setupRequired, code: 'second_factor_setup_required' });
      const list = await strict.app.inject({
        method: 'GET',
        url: '/api/admin/account/2fa',
        headers: { cookie },
      });
      expect(list.json()).toMatchObject({ required: true });
      await giveSecondFactor(strict.t.db, { kind: 'staff', id: admin.id });
      expect(
        (await strict.app.inject({ method: 'GET', url: '/api/admin/subscribers', headers: { cookie } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('a password change ends every session', () => {
  it('staff: resetting the password (npm run admin -- reset-password) ends all sessions', async () => {
    const { resetAdminPassword } = await import('../src/modules/staff-auth/service.ts');
    const admin = await seedAdmin(ctx.t.db);
    const a = await sessionCookie(ctx, 'staff', admin.id);
    await sessionCookie(ctx, 'staff', admin.id);
    await resetAdminPassword(ctx.t.db, ADMIN.username, 'a brand new password');
    expect(
      await ctx.t.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.kind, 'staff'))),
    ).toHaveLength(0);
    expect((await send('GET', '/api/admin/me', a)).statusCode).toBe(401);
  });
});
