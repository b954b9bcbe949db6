/**
 * Developer accounts: console access provisioned when staff approve an application (idempotent, the
 * invitation reaching a real SMTP peer), choosing a password from the link, sign-in / sign-out / me,
 * reset links, throttling, session kinds and access ending when the approval is withdrawn.
 */
import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, developerApplications, developers, oneTimeTokens, sessions, users } from '@app/db';
import { issueToken } from '../src/lib/tokens.ts';
import { loginLimits } from '../src/modules/staff-auth/routes.ts';
import { resetRequestsSettled } from '../src/modules/accounts/routes.ts';
import { developerPasswords } from '../src/modules/developer-portal/passwords.ts';
import { developerResetLimits } from '../src/modules/developer-portal/routes.ts';
import {
  cookieFrom,
  seedDeveloperApplication,
  sessionCookie,
  setCookieOf,
  staffCookie,
} from './admin-helpers.ts';
import {
  DEVELOPER_PASSWORD,
  developerCookie,
  seedDeveloper,
  send,
  tokenInDeveloperLink,
} from './developer-helpers.ts';
import { useTestAppWithMail } from './helpers.ts';
import { ResettableRateLimits } from './partner-helpers.ts';

const rateLimits = new ResettableRateLimits();

const ctx = useTestAppWithMail({ rateLimits });

const NEW_PASSWORD = 'my-console-password';
const invalidLink = {
  message: 'This link is invalid, has expired or has already been used.',
  code: 'not_found',
};
const resetAnswer = {
  ok: true,
  message:
    "If a developer account exists for that address, we've sent a link to reset your password. The link expires in 1 hour.",
};

const approve = (cookie: string, id: number, status = 'approved') =>
  send(ctx, 'PUT', `/api/admin/developer-applications/${id}/status`, cookie, { status, adminNotes: 'ok' });
const login = (email: string, password = NEW_PASSWORD, remoteAddress?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/developers/login',
    headers: { origin: 'http://localhost' },
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const setPassword = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  send(ctx, 'POST', '/api/developers/set-password', undefined, { token, password, confirmPassword });
const audits = (action: string) => ctx.t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('provisioning on approval', () => {
  it('creates the user and profile, enables login and mails a 7-day invitation that reaches the SMTP peer', async () => {
    const { cookie } = await staffCookie(ctx);
    const application = await seedDeveloperApplication(ctx.t.db, {
      email: 'Ada.Dev@Example.com',
      fullName: 'Ada Dev',
      companyAffiliation: 'Analytical AR',
      programmingLanguages: ['Kotlin', 'C++'],
    });
    const res = await approve(cookie, application.id);
    expect(res.statusCode).toBe(200);

    const [developer] = await ctx.t.db.select().from(developers);
    expect(developer).toMatchObject({
      fullName: 'Ada Dev',
      email: 'ada.dev@example.com',
      company: 'Analytical AR',
      skills: ['Kotlin', 'C++'],
      applicationId: application.id,
    });
    const [user] = await ctx.t.db.select().from(users).where(eq(users.id, developer!.userId!));
    expect(user).toMatchObject({ username: 'ada.dev', role: 'developer', email: 'ada.dev@example.com' });
    expect(user!.password.startsWith('scrypt$')).toBe(false);
    const [app] = await ctx.t.db
      .select()
      .from(developerApplications)
      .where(eq(developerApplications.id, application.id));
    expect(app!.loginEnabled).toBe(true);

    const [token] = await ctx.t.db.select().from(oneTimeTokens);
    expect(token).toMatchObject({
      purpose: 'developer-invite',
      subjectKind: 'developer',
      subjectId: developer!.id,
    });
    const ttl = token!.expiresAt.getTime() - token!.createdAt.getTime();
    expect(Math.abs(ttl - 7 * 86_400_000)).toBeLessThan(5_000);

    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes('ada.dev@example.com'));
    expect(mail.subject).toBe('Your Lumen developer console invitation');
    expect(mail.text).toContain('http://localhost:5000/developers/set-password?token=');
    expect(tokenInDeveloperLink(mail.text)).toBeDefined();
    expect(await audits('developer.access_granted')).toHaveLength(1);
  });

  it('is idempotent: approving again creates nothing new and sends no second invitation', async () => {
    const { cookie } = await staffCookie(ctx);
    const application = await seedDeveloperApplication(ctx.t.db, { email: 'twice@example.com' });
    expect((await approve(cookie, application.id)).statusCode).toBe(200);
    expect((await approve(cookie, application.id, 'under_review')).statusCode).toBe(200);
    expect((await approve(cookie, application.id)).statusCode).toBe(200);
    expect((await approve(cookie, application.id)).statusCode).toBe(200);
    expect(await ctx.t.db.select().from(developers)).toHaveLength(1);
    expect(await ctx.t.db.select().from(users).where(eq(users.role, 'developer'))).toHaveLength(1);
    expect(await ctx.t.db.select().from(oneTimeTokens)).toHaveLength(1);
    await ctx.app.ctx.outbox.drain();
    // One invitation; setting the approval back meanwhile suspended the developer, who was told so.
    expect(ctx.peer.received.filter((m) => m.to.includes('twice@example.com')).map((m) => m.subject)).toEqual(
      ['Your Lumen developer console invitation', 'Your Lumen developer account has been suspended'],
    );
  });

  it('links a second application from the same address to the same profile, with a unique user name', async () => {
    const { cookie } = await staffCookie(ctx);
    await ctx.t.db.insert(users).values({ username: 'same', password: 'x', role: 'admin' });
    const first = await seedDeveloperApplication(ctx.t.db, { email: 'same@example.com' });
    const second = await seedDeveloperApplication(ctx.t.db, { email: 'SAME@example.com' });
    await approve(cookie, first.id);
    await approve(cookie, second.id);
    const rows = await ctx.t.db.select().from(developers);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.applicationId).toBe(second.id);
    const devUsers = await ctx.t.db.select().from(users).where(eq(users.role, 'developer'));
    expect(devUsers.map((u) => u.username)).toEqual(['same-2']);
  });

  it('does not provision for other statuses', async () => {
    const { cookie } = await staffCookie(ctx);
    const application = await seedDeveloperApplication(ctx.t.db);
    for (const status of ['under_review', 'rejected', 'pending'])
      await approve(cookie, application.id, status);
    expect(await ctx.t.db.select().from(developers)).toHaveLength(0);
  });
});

describe('choosing a password and signing in', () => {
  async function invited(email = 'new.dev@example.com') {
    const { cookie } = await staffCookie(ctx);
    const application = await seedDeveloperApplication(ctx.t.db, { email, fullName: 'New Dev' });
    await approve(cookie, application.id);
    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes(email));
    return tokenInDeveloperLink(mail.text)!;
  }

  it('checks the link, sets the password once, then signs in, answers me and signs out', async () => {
    const token = await invited();
    const check = await send(ctx, 'POST', '/api/developers/set-password/check', undefined, { token });
    expect(check.json()).toEqual({ kind: 'invitation', email: 'new.dev@example.com', fullName: 'New Dev' });

    expect((await login('new.dev@example.com')).statusCode).toBe(401); // no password yet
    const mismatch = await setPassword(token, NEW_PASSWORD, 'different-one');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Passwords do not match' });
    const ok = await setPassword(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ok: true, kind: 'invitation' });
    expect((await setPassword(token)).json()).toEqual(invalidLink);

    const res = await login('New.Dev@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().developer).toMatchObject({ email: 'new.dev@example.com', fullName: 'New Dev' });
    expect(JSON.stringify(res.json())).not.toContain('scrypt');
    const cookie = cookieFrom(setCookieOf(res));
    const devSessions = await ctx.t.db.select().from(sessions).where(eq(sessions.kind, 'developer'));
    expect(devSessions).toHaveLength(1);

    const me = await send(ctx, 'GET', '/api/developers/me', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().developer.email).toBe('new.dev@example.com');
    const [user] = await ctx.t.db.select().from(users).where(eq(users.role, 'developer'));
    expect(user!.lastLoginAt).not.toBeNull();
    expect(await audits('developer.login')).toHaveLength(1);
    expect(await audits('developer.password_set')).toHaveLength(1);

    expect((await send(ctx, 'POST', '/api/developers/logout', cookie)).statusCode).toBe(200);
    expect((await send(ctx, 'GET', '/api/developers/me', cookie)).statusCode).toBe(401);
    expect(await audits('developer.logout')).toHaveLength(1);
  });

  it('refuses wrong passwords and unknown addresses alike, audited', async () => {
    await seedDeveloper(ctx.t.db, { email: 'known@example.com' });
    const wrong = await login('known@example.com', 'not-the-password');
    const unknown = await login('nobody@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'wrong_credentials' });
    expect((await login('known@example.com', DEVELOPER_PASSWORD)).statusCode).toBe(200);
    const failed = await audits('developer.login_failed');
    expect(failed.map((a) => (a.details as { reason: string }).reason).sort()).toEqual([
      'unknown_email',
      'wrong_password',
    ]);
  });

  it('throttles sign-in attempts per address and IP with 429 and Retry-After', async () => {
    await seedDeveloper(ctx.t.db, { email: 'target@example.com' });
    for (let i = 0; i < loginLimits.perAccountAndIp; i += 1) {
      expect((await login('target@example.com', 'wrong-password', '10.0.0.9')).statusCode).toBe(401);
    }
    const blocked = await login('target@example.com', DEVELOPER_PASSWORD, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not locked out.
    expect((await login('target@example.com', DEVELOPER_PASSWORD, '10.0.0.10')).statusCode).toBe(200);
  });

  it('refuses a cross-site login', async () => {
    await seedDeveloper(ctx.t.db, { email: 'csrf@example.com' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/developers/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'csrf@example.com', password: DEVELOPER_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('sessions of other kinds and withdrawn access', () => {
  it('GET /api/developers/me: 401 without a session, 403 with a staff or partner session', async () => {
    expect((await send(ctx, 'GET', '/api/developers/me', undefined)).statusCode).toBe(401);
    const { cookie } = await staffCookie(ctx);
    expect((await send(ctx, 'GET', '/api/developers/me', cookie)).statusCode).toBe(403);
    const partner = await sessionCookie(ctx, 'partner', 1);
    expect((await send(ctx, 'GET', '/api/developers/me', partner)).statusCode).toBe(403);
  });

  it('GET /api/developers/session answers a visitor, a staff session and a withdrawn developer 200 with null', async () => {
    const anonymous = await send(ctx, 'GET', '/api/developers/session', undefined);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ developer: null });
    const { cookie: staff } = await staffCookie(ctx);
    expect((await send(ctx, 'GET', '/api/developers/session', staff)).json()).toEqual({ developer: null });

    const { developer, application } = await seedDeveloper(ctx.t.db, { email: 'session@example.com' });
    const cookie = await developerCookie(ctx, developer.id);
    const signedIn = await send(ctx, 'GET', '/api/developers/session', cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().developer.email).toBe('session@example.com');

    await approve(staff, application.id, 'rejected');
    const withdrawn = await send(ctx, 'GET', '/api/developers/session', cookie);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ developer: null });
    expect(await ctx.t.db.select().from(sessions).where(eq(sessions.kind, 'developer'))).toHaveLength(0);
  });

  it('a developer login does not end a staff session through the developer logout', async () => {
    const { cookie } = await staffCookie(ctx);
    await send(ctx, 'POST', '/api/developers/logout', cookie);
    expect((await send(ctx, 'GET', '/api/admin/me', cookie)).statusCode).toBe(200);
  });

  it('un-approving the application ends the session and blocks sign-in; re-approving restores it', async () => {
    const { developer, application } = await seedDeveloper(ctx.t.db, { email: 'revoked@example.com' });
    const cookie = await developerCookie(ctx, developer.id);
    expect((await send(ctx, 'GET', '/api/developers/me', cookie)).statusCode).toBe(200);
    const staff = (await staffCookie(ctx)).cookie;
    await approve(staff, application.id, 'rejected');
    expect((await send(ctx, 'GET', '/api/developers/me', cookie)).statusCode).toBe(401);
    expect(await ctx.t.db.select().from(sessions).where(eq(sessions.kind, 'developer'))).toHaveLength(0);
    expect((await login('revoked@example.com', DEVELOPER_PASSWORD)).statusCode).toBe(401);

    await approve(staff, application.id);
    expect((await login('revoked@example.com', DEVELOPER_PASSWORD)).statusCode).toBe(200);
    await ctx.app.ctx.outbox.drain();
    // Told of the suspension; the password was already set, so no new invitation on re-approval.
    expect(
      ctx.peer.received.filter((m) => m.to.includes('revoked@example.com')).map((m) => m.subject),
    ).toEqual(['Your Lumen developer account has been suspended']);
  });
});

describe('forgot password', () => {
  const answer = (email: string, remoteAddress?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/developers/forgot-password',
      headers: { origin: 'http://localhost' },
      payload: { email },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  /** The answer, once the reset work it started (after answering) is done. */
  const forgot = async (email: string, remoteAddress?: string) => {
    const res = await answer(email, remoteAddress);
    await resetRequestsSettled();
    return res;
  };

  it('answers before any account lookup or mail work, on the same path for known and unknown addresses', async () => {
    await seedDeveloper(ctx.t.db, { email: 'forgetful@example.com' });
    // The reset work is held until both answers are in: were the answer waiting for it, this would hang.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const work = vi
      .spyOn(developerPasswords, 'requestPasswordReset')
      .mockImplementation(async () => held.then(() => true));
    try {
      const known = await answer('forgetful@example.com');
      const unknown = await answer('stranger@example.com');
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.json()).toEqual(resetAnswer);
      expect(unknown.json()).toEqual(resetAnswer);
      expect(work.mock.calls.map(([, email]) => email)).toEqual([
        'forgetful@example.com',
        'stranger@example.com',
      ]);
    } finally {
      release();
      work.mockRestore();
      await resetRequestsSettled();
    }
  });

  it('answers the same for known and unknown addresses and mails a 1-hour link only to the known one', async () => {
    await seedDeveloper(ctx.t.db, { email: 'forgetful@example.com' });
    const known = await forgot('Forgetful@example.com');
    const unknown = await forgot('stranger@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(resetAnswer);
    expect(unknown.json()).toEqual(resetAnswer);
    const tokens = await ctx.t.db.select().from(oneTimeTokens);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.purpose).toBe('developer-password-reset');
    const ttl = tokens[0]!.expiresAt.getTime() - tokens[0]!.createdAt.getTime();
    expect(Math.abs(ttl - 3_600_000)).toBeLessThan(5_000);

    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes('forgetful@example.com'));
    const token = tokenInDeveloperLink(mail.text)!;
    expect(ctx.peer.received.some((m) => m.to.includes('stranger@example.com'))).toBe(false);
    const check = await send(ctx, 'POST', '/api/developers/set-password/check', undefined, { token });
    expect(check.json().kind).toBe('reset');
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await login('forgetful@example.com')).statusCode).toBe(200);
  });

  it('rate-limits per IP (429) and quietly per address', async () => {
    await seedDeveloper(ctx.t.db, { email: 'limited@example.com' });
    for (let i = 0; i < developerResetLimits.addressMax + 2; i += 1) {
      expect((await forgot('limited@example.com', `10.1.0.${i}`)).statusCode).toBe(200);
    }
    const tokens = await ctx.t.db.select().from(oneTimeTokens);
    expect(tokens).toHaveLength(developerResetLimits.addressMax);
    expect(tokens.filter((t) => t.usedAt === null)).toHaveLength(1); // older reset links are voided
    const sent = await audits('developer.password_reset_requested');
    expect(sent).toHaveLength(developerResetLimits.addressMax);
    for (let i = 0; i < developerResetLimits.ipMax; i += 1) await forgot(`x${i}@example.com`, '10.2.0.1');
    const blocked = await forgot('y@example.com', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('does not accept a partner reset token or an expired developer token', async () => {
    const { developer } = await seedDeveloper(ctx.t.db);
    const partnerToken = await issueToken(ctx.t.db, {
      purpose: 'password-reset',
      subjectKind: 'partner',
      subjectId: developer.id,
      ttlMs: 3_600_000,
    });
    expect((await setPassword(partnerToken)).json()).toEqual(invalidLink);
    const expired = await issueToken(ctx.t.db, {
      purpose: 'developer-password-reset',
      subjectKind: 'developer',
      subjectId: developer.id,
      ttlMs: -1000,
    });
    expect((await setPassword(expired)).statusCode).toBe(404);
    const used = await ctx.t.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.subjectKind, 'developer')));
    expect(used.every((t) => t.usedAt === null)).toBe(true);
  });
});

describe('staff approval answer', () => {
  it('still answers the updated application', async () => {
    const { cookie } = await staffCookie(ctx);
    const application = await seedDeveloperApplication(ctx.t.db);
    const res = await approve(cookie, application.id);
    expect(res.json()).toMatchObject({ ok: true, application: { id: application.id, status: 'approved' } });
  });
});
