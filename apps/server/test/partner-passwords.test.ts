import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { auditLog, emailOutbox, oneTimeTokens, partners, sessions } from '@app/db';
import { useTestAppWithMail } from './helpers.ts';
import { ADMIN, asStaff, seedPartner, sessionCookie, staffCookie } from './admin-helpers.ts';
import { partnerLogin, PARTNER_PASSWORD, post, seedActivePartner, tokenInLink } from './partner-helpers.ts';
import { ResettableRateLimits } from './partner-helpers.ts';
import { issueToken } from '../src/lib/tokens.ts';
import { resetRequestsSettled } from '../src/modules/accounts/routes.ts';
import { resetLimits } from '../src/modules/partner-portal/routes.ts';

const rateLimits = new ResettableRateLimits();

const ctx = useTestAppWithMail({ rateLimits });

const NEW_PASSWORD = 'a-brand-new-password';
const invalidLink = {
  message: 'This link is invalid, has expired or has already been used.',
  code: 'not_found',
};
const resetAnswer = {
  ok: true,
  message:
    "If an account exists for that address, we've sent a link to reset your password. The link expires in 1 hour.",
};

const check = (token: string) => post(ctx, '/api/partners/set-password/check', { token });
const setPassword = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  post(ctx, '/api/partners/set-password', { token, password, confirmPassword });
/** The answer, once the reset work it started (after answering) is done. */
const forgot = async (email: string, remoteAddress?: string) => {
  const res = await post(
    ctx,
    '/api/partners/forgot-password',
    { email },
    remoteAddress ? { remoteAddress } : {},
  );
  await resetRequestsSettled();
  return res;
};
const partnerRow = async (id: number) =>
  (await ctx.t.db.select().from(partners).where(eq(partners.id, id)))[0]!;
const tokenRows = () => ctx.t.db.select().from(oneTimeTokens).orderBy(oneTimeTokens.id);
const issue = (partnerId: number, purpose = 'partner-invite', ttlMs = 3_600_000) =>
  issueToken(ctx.t.db, { purpose, subjectKind: 'partner', subjectId: partnerId, ttlMs });

describe('set password from the approval invitation', () => {
  it('the mailed link checks out, sets a hashed password once, enables login and lets the partner sign in', async () => {
    const { cookie } = await staffCookie(ctx);
    const partner = await seedPartner(ctx.t.db, {
      email: 'new.partner@acme.example',
      companyName: 'Acme AR',
    });
    const approve = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/partners/${partner.id}/status`,
      headers: asStaff(cookie),
      payload: { status: 'approved', adminPassword: ADMIN.password },
    });
    expect(approve.statusCode).toBe(200);
    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes('new.partner@acme.example'));
    const token = tokenInLink(mail.text)!;
    expect(token).toBeDefined();

    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      kind: 'invitation',
      email: 'new.partner@acme.example',
      companyName: 'Acme AR',
    });

    const mismatch = await setPassword(token, NEW_PASSWORD, 'something-else');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Passwords do not match' });
    const short = await setPassword(token, 'short');
    expect(short.json().errors).toMatchObject({ password: 'Password must be at least 8 characters' });
    const long = await setPassword(token, 'x'.repeat(129));
    expect(long.json().errors).toMatchObject({ password: 'Password must be at most 128 characters' });

    const res = await setPassword(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, kind: 'invitation' });
    const row = await partnerRow(partner.id);
    expect(row.loginEnabled).toBe(true);
    expect(row.password).toMatch(/^scrypt\$/);
    expect(row.password).not.toContain(NEW_PASSWORD);

    // single use
    expect((await setPassword(token, 'another-password-1')).json()).toEqual(invalidLink);
    expect((await check(token)).statusCode).toBe(404);

    const login = await partnerLogin(ctx, 'new.partner@acme.example', NEW_PASSWORD);
    expect(login.statusCode).toBe(200);
    const actions = (await ctx.t.db.select().from(auditLog).orderBy(auditLog.id)).map((r) => [
      r.action,
      r.details,
    ]);
    expect(actions).toContainEqual(['partner.password_set', { via: 'invitation' }]);
  });

  it('an invitation turns login on; every other open link is voided and all sessions end', async () => {
    const partner = await seedActivePartner(ctx.t.db, { loginEnabled: false });
    const invite = await issue(partner.id, 'partner-invite');
    const reset = await issue(partner.id, 'password-reset');
    await sessionCookie(ctx, 'partner', partner.id);
    await sessionCookie(ctx, 'partner', partner.id);
    const other = await seedActivePartner(ctx.t.db);
    await sessionCookie(ctx, 'partner', other.id);

    expect((await setPassword(invite)).statusCode).toBe(200);
    expect((await partnerRow(partner.id)).loginEnabled).toBe(true);
    const left = await ctx.t.db.select().from(sessions);
    expect(left.map((s) => s.subjectId)).toEqual([other.id]);
    expect((await setPassword(reset)).json()).toEqual(invalidLink);
    expect(await ctx.t.db.select().from(oneTimeTokens).where(isNull(oneTimeTokens.usedAt))).toHaveLength(0);
  });

  it('refuses expired, unknown and other-purpose links with the same 404', async () => {
    const partner = await seedActivePartner(ctx.t.db);
    const expired = await issue(partner.id);
    await ctx.t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const otherPurpose = await issue(partner.id, 'email-change');
    for (const token of [expired, otherPurpose, 'x'.repeat(43), 'nope']) {
      const checked = await check(token);
      expect(checked.statusCode, token).toBe(404);
      expect(checked.json()).toEqual(invalidLink);
      const res = await setPassword(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(invalidLink);
    }
    expect((await partnerRow(partner.id)).password).toBe(partner.password);
  });

  it.each([
    ['pending', { status: 'pending' }, 'partner-invite'],
    ['rejected', { status: 'rejected' }, 'partner-invite'],
    ['archived', { archived: true }, 'partner-invite'],
    ['login-disabled (reset link)', { loginEnabled: false }, 'password-reset'],
  ] as const)('a link of a %s partner does not work', async (_l, state, purpose) => {
    const partner = await seedActivePartner(ctx.t.db, state);
    const token = await issue(partner.id, purpose);
    expect((await check(token)).statusCode).toBe(404);
    expect((await setPassword(token)).statusCode).toBe(404);
    const row = await partnerRow(partner.id);
    expect(row.password).toBe(partner.password);
    expect(row.loginEnabled).toBe(partner.loginEnabled);
  });
});

describe('forgot password', () => {
  it('mails a 1-hour reset link through the outbox to a real SMTP peer; the link sets a new password', async () => {
    const partner = await seedActivePartner(ctx.t.db, { email: 'pat@acme.example', fullName: 'Pat Lee' });
    const oldSession = await sessionCookie(ctx, 'partner', partner.id);
    const res = await forgot('Pat@Acme.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(resetAnswer);

    const [token] = await tokenRows();
    expect(token).toMatchObject({ purpose: 'password-reset', subjectKind: 'partner', subjectId: partner.id });
    const minutes = (token!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    const [queued] = await ctx.t.db.select().from(emailOutbox);
    expect(queued).toMatchObject({ kind: 'partner-password-reset', to: 'pat@acme.example' });

    expect(await ctx.app.ctx.outbox.drain()).toBe(1);
    const mail = await ctx.peer.waitFor((m) => m.to.includes('pat@acme.example'));
    expect(mail.subject).toBe('Reset your Lumen partner portal password');
    expect(mail.text).toContain('Hello Pat Lee,');
    expect(mail.text).toMatch(/http:\/\/localhost:5000\/partners\/set-password\?token=[\w-]{43}/);
    expect(mail.text).toContain('expires in 1 hour');
    const raw = tokenInLink(mail.text)!;

    expect((await check(raw)).json()).toMatchObject({ kind: 'reset', email: 'pat@acme.example' });
    expect((await setPassword(raw)).statusCode).toBe(200);
    expect((await partnerLogin(ctx, 'pat@acme.example', PARTNER_PASSWORD)).statusCode).toBe(401);
    expect((await partnerLogin(ctx, 'pat@acme.example', NEW_PASSWORD)).statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/partners/me',
      headers: { cookie: oldSession },
    });
    expect(me.statusCode).toBe(401);
    expect((await setPassword(raw, 'yet-another-password')).statusCode).toBe(404);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    await seedActivePartner(ctx.t.db, { email: 'pat@acme.example' });
    const known = await forgot('pat@acme.example');
    const unknown = await forgot('nobody@acme.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(await tokenRows()).toHaveLength(1);
    expect(await ctx.app.ctx.outbox.drain()).toBe(1);
    const audit = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'partner.password_reset_requested'))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.details)).toEqual([
      { email: 'pat@acme.example', sent: true },
      { email: 'nobody@acme.example', sent: false },
    ]);
  });

  it.each([
    ['pending', { status: 'pending' }],
    ['rejected', { status: 'rejected' }],
    ['archived', { archived: true }],
    ['login-disabled', { loginEnabled: false }],
  ] as const)('a %s partner gets the same answer and no link', async (_l, state) => {
    await seedActivePartner(ctx.t.db, { email: 'pat@acme.example', ...state });
    const res = await forgot('pat@acme.example');
    expect(res.json()).toEqual(resetAnswer);
    expect(await tokenRows()).toHaveLength(0);
    expect(await ctx.t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('a new reset link voids the older unused one', async () => {
    const partner = await seedActivePartner(ctx.t.db, { email: 'pat@acme.example' });
    await forgot('pat@acme.example');
    await forgot('pat@acme.example');
    const rows = await tokenRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.usedAt).toBeInstanceOf(Date);
    expect(rows[1]!.usedAt).toBeNull();
    const open = await ctx.t.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.subjectId, partner.id), isNull(oneTimeTokens.usedAt)));
    expect(open).toHaveLength(1);
  });

  it('limits requests per address (same answer, no more mail) and per IP (429)', async () => {
    await seedActivePartner(ctx.t.db, { email: 'pat@acme.example' });
    for (let i = 0; i < resetLimits.addressMax + 2; i += 1) {
      const res = await forgot('pat@acme.example', `10.1.0.${i + 1}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(resetAnswer);
    }
    expect(await tokenRows()).toHaveLength(resetLimits.addressMax);
    const throttled = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'partner.password_reset_throttled'));
    expect(throttled).toHaveLength(2);

    for (let i = 0; i < resetLimits.ipMax; i += 1) {
      expect((await forgot(`someone${i}@acme.example`, '10.2.0.1')).statusCode).toBe(200);
    }
    const blocked = await forgot('someone-else@acme.example', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('validates the address with the shared schema', async () => {
    const res = await forgot('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Please enter a valid email address' });
  });
});
