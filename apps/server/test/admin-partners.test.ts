import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, emailOutbox, oneTimeTokens, partners, sessions } from '@app/db';
import { useTestAppWithMail } from './helpers.ts';
import {
  ADMIN,
  asStaff,
  cookieFrom,
  login,
  seedPartner,
  sessionCookie,
  setCookieOf,
  staffCookie,
} from './admin-helpers.ts';
import { consumeToken, sha256Hex } from '../src/lib/tokens.ts';
import { partnerLogin, PARTNER_PASSWORD, post, seedActivePartner, tokenInLink } from './partner-helpers.ts';

let cookie: string;

const ctx = useTestAppWithMail();
beforeEach(async () => {
  ({ cookie } = await staffCookie(ctx));
});

const setStatus = (id: number, status: string, adminPassword = ADMIN.password) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/partners/${id}/status`,
    headers: asStaff(cookie),
    payload: { status, adminPassword },
  });
const list = (query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/partners/raw${query}`, headers: { cookie } });
const linkIn = (text: string) => /http:\/\/localhost:5000\/partners\/set-password\?token=([\w-]+)/.exec(text);
const auditActions = async () =>
  (await ctx.t.db.select().from(auditLog).orderBy(auditLog.id)).map((r) => r.action);

describe('partner status changes', () => {
  it("refuses a wrong admin password with 403 'Incorrect password. Please try again.'", async () => {
    const partner = await seedPartner(ctx.t.db);
    const res = await setStatus(partner.id, 'approved', 'not my password');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Incorrect password. Please try again.', code: 'wrong_password' });
    const [row] = await ctx.t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row).toMatchObject({ status: 'pending', loginEnabled: false, username: null });
    expect(await auditActions()).toEqual(['staff.reauth_failed']);
  });

  it('ten wrong admin passwords end the session; after signing in again the right one works at once', async () => {
    const partner = await seedPartner(ctx.t.db);
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1)
      codes.push((await setStatus(partner.id, 'rejected', `wrong ${i}`)).statusCode);
    expect(codes).toEqual([...Array<number>(9).fill(403), 401]);
    const last = await setStatus(partner.id, 'rejected', ADMIN.password);
    expect(last.statusCode).toBe(401);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(await auditActions()).toContain('staff.reauth_locked');

    const signIn = await login(ctx, ADMIN);
    expect(signIn.statusCode).toBe(200);
    cookie = cookieFrom(setCookieOf(signIn));
    const res = await setStatus(partner.id, 'rejected', ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().partner.status).toBe('rejected');
  });

  it('the tenth wrong admin password says why the session ended', async () => {
    const partner = await seedPartner(ctx.t.db);
    for (let i = 0; i < 9; i += 1) await setStatus(partner.id, 'rejected', `wrong ${i}`);
    const res = await setStatus(partner.id, 'rejected', 'wrong again');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Too many incorrect passwords. Please sign in again.',
      code: 'reauth_locked',
    });
  });

  it('approval enables login, picks a user name, stores a hashed 7-day token and mails the link', async () => {
    const partner = await seedPartner(ctx.t.db, { email: 'jane.doe@example.com', fullName: 'Jane Doe' });
    const res = await setStatus(partner.id, 'approved');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      partner: { id: partner.id, status: 'approved', loginEnabled: true, username: 'jane.doe' },
    });
    expect(res.json().partner).not.toHaveProperty('password');

    const tokens = await ctx.t.db.select().from(oneTimeTokens);
    expect(tokens).toHaveLength(1);
    const token = tokens[0]!;
    expect(token).toMatchObject({
      purpose: 'partner-invite',
      subjectKind: 'partner',
      subjectId: partner.id,
      email: 'jane.doe@example.com',
      usedAt: null,
    });
    const days = (token.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    expect(await ctx.app.ctx.outbox.drain()).toBe(1);
    const mail = await ctx.peer.waitFor((m) => m.to.includes('jane.doe@example.com'));
    expect(mail.subject).toMatch(/partner portal invitation/);
    const link = linkIn(mail.text);
    expect(link, mail.text).not.toBeNull();
    const raw = link![1]!;
    expect(token.tokenHash).toBe(sha256Hex(raw));
    expect(token.tokenHash).not.toBe(raw);

    // single use
    expect(await consumeToken(ctx.t.db, raw, 'partner-invite')).toMatchObject({ subjectId: partner.id });
    expect(await consumeToken(ctx.t.db, raw, 'partner-invite')).toBeNull();
    expect(await auditActions()).toEqual(['partner.approved']);
  });

  it('tokens are refused for another purpose, when unknown and when expired', async () => {
    const partner = await seedPartner(ctx.t.db);
    await setStatus(partner.id, 'approved');
    await ctx.app.ctx.outbox.drain();
    const raw = linkIn((await ctx.peer.waitFor(() => true)).text)![1]!;
    expect(await consumeToken(ctx.t.db, raw, 'password-reset')).toBeNull();
    expect(await consumeToken(ctx.t.db, 'nope', 'partner-invite')).toBeNull();
    await ctx.t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await consumeToken(ctx.t.db, raw, 'partner-invite')).toBeNull();
  });

  it('a taken user name gets the id appended', async () => {
    await seedPartner(ctx.t.db, { username: 'sam', email: 'other@example.com' });
    const partner = await seedPartner(ctx.t.db, { email: 'Sam@Example.com' });
    const res = await setStatus(partner.id, 'approved');
    expect(res.json().partner.username).toBe(`sam-${partner.id}`);
  });

  it('rejecting just updates; withdrawing an approval disables login, voids links and ends sessions', async () => {
    const pending = await seedPartner(ctx.t.db);
    const rejected = await setStatus(pending.id, 'rejected');
    expect(rejected.json().partner).toMatchObject({ status: 'rejected', loginEnabled: false });
    expect(await ctx.t.db.select().from(oneTimeTokens)).toHaveLength(0);

    const approved = await seedPartner(ctx.t.db);
    await setStatus(approved.id, 'approved');
    const partnerCookie = await sessionCookie(ctx, 'partner', approved.id);
    expect(partnerCookie).toBeTruthy();
    const res = await setStatus(approved.id, 'pending');
    expect(res.json().partner).toMatchObject({ status: 'pending', loginEnabled: false });
    const [token] = await ctx.t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.subjectId, approved.id));
    expect(token!.usedAt).not.toBeNull();
    expect(
      await ctx.t.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.kind, 'partner'), eq(sessions.subjectId, approved.id))),
    ).toHaveLength(0);
    expect(await auditActions()).toEqual(['partner.rejected', 'partner.approved', 'partner.status_changed']);
  });

  it('approving an archived application restores it, so the mailed link works (audited)', async () => {
    const partner = await seedPartner(ctx.t.db, {
      email: 'archived@example.com',
      status: 'rejected',
      archived: true,
    });
    const res = await setStatus(partner.id, 'approved');
    expect(res.statusCode).toBe(200);
    expect(res.json().partner).toMatchObject({ status: 'approved', archived: false, loginEnabled: true });
    await ctx.app.ctx.outbox.drain();
    const token = tokenInLink((await ctx.peer.waitFor((m) => m.to.includes('archived@example.com'))).text)!;
    const check = await post(ctx, '/api/partners/set-password/check', { token });
    expect(check.statusCode).toBe(200);
    const [audit] = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'partner.approved'));
    expect(audit!.details).toMatchObject({ from: 'rejected', to: 'approved', unarchived: true });
  });

  it('re-approving a partner who already chose a password sends no invitation: the old password works', async () => {
    const partner = await seedActivePartner(ctx.t.db, { email: 'back@example.com', username: 'back' });
    expect((await setStatus(partner.id, 'rejected')).statusCode).toBe(200);
    expect((await partnerLogin(ctx, 'back@example.com')).statusCode).toBe(401);
    const res = await setStatus(partner.id, 'approved');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ partner: { invitationSent: false, loginEnabled: true } });
    expect(await ctx.t.db.select().from(oneTimeTokens)).toHaveLength(0);
    expect(await ctx.t.db.select().from(emailOutbox)).toHaveLength(0);
    expect((await partnerLogin(ctx, 'back@example.com')).statusCode).toBe(200);

    // Without a password yet, a re-approval does invite (the earlier link was voided by the rejection).
    const invited = await seedPartner(ctx.t.db, { email: 'never-set@example.com' });
    await setStatus(invited.id, 'approved');
    await setStatus(invited.id, 'rejected');
    expect((await setStatus(invited.id, 'approved')).json()).toMatchObject({
      partner: { invitationSent: true },
    });
    const kinds = await ctx.t.db.select({ kind: emailOutbox.kind, to: emailOutbox.to }).from(emailOutbox);
    expect(kinds).toEqual([
      { kind: 'partner-invitation', to: 'never-set@example.com' },
      { kind: 'partner-invitation', to: 'never-set@example.com' },
    ]);
  });

  it('validates the body and answers 404 for an unknown id', async () => {
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/partners/1/status',
      headers: asStaff(cookie),
      payload: { status: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['adminPassword', 'status']);
    expect((await setStatus(424242, 'approved')).statusCode).toBe(404);
    const notNumber = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/partners/abc/status',
      headers: asStaff(cookie),
      payload: { status: 'approved', adminPassword: ADMIN.password },
    });
    expect(notNumber.statusCode).toBe(404);
  });
});

describe('resend invitation', () => {
  it('voids the previous link and mails a new one to the given address', async () => {
    const partner = await seedPartner(ctx.t.db, { email: 'first@example.com' });
    await setStatus(partner.id, 'approved');
    await ctx.app.ctx.outbox.drain();
    const firstRaw = linkIn((await ctx.peer.waitFor((m) => m.to.includes('first@example.com'))).text)![1]!;

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/partners/${partner.id}/resend-invitation`,
      headers: asStaff(cookie),
      payload: { email: 'Second@Example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: 'second@example.com' });
    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes('second@example.com'));
    const secondRaw = linkIn(mail.text)![1]!;
    expect(secondRaw).not.toBe(firstRaw);

    expect(await consumeToken(ctx.t.db, firstRaw, 'partner-invite')).toBeNull();
    expect(await consumeToken(ctx.t.db, secondRaw, 'partner-invite')).toMatchObject({
      email: 'second@example.com',
    });
    const [audit] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'partner.invitation_resent'));
    expect(audit).toMatchObject({ entityId: String(partner.id), details: { email: 'second@example.com' } });
  });

  it('a corrected address becomes the sign-in address: the partner signs in with it, audited', async () => {
    const partner = await seedPartner(ctx.t.db, { email: 'typo@exmaple.com' });
    await setStatus(partner.id, 'approved');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/partners/${partner.id}/resend-invitation`,
      headers: asStaff(cookie),
      payload: { email: 'right@example.com' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.ctx.outbox.drain();
    const token = tokenInLink((await ctx.peer.waitFor((m) => m.to.includes('right@example.com'))).text)!;
    const set = await post(ctx, '/api/partners/set-password', {
      token,
      password: PARTNER_PASSWORD,
      confirmPassword: PARTNER_PASSWORD,
    });
    expect(set.statusCode).toBe(200);

    expect((await partnerLogin(ctx, 'right@example.com')).statusCode).toBe(200);
    expect((await partnerLogin(ctx, 'typo@exmaple.com')).statusCode).toBe(401);
    // The old address is told its link is void, naming neither the company nor the new address.
    const notice = await ctx.peer.waitFor((m) => m.to.includes('typo@exmaple.com') && !tokenInLink(m.text));
    expect(notice.subject).toBe('Your Lumen partner portal invitation was sent to another address');
    expect(notice.text).toContain('the link sent here no longer works');
    expect(notice.text).not.toContain('right@example.com');
    expect(notice.text).not.toContain(partner.companyName);
    const [row] = await ctx.t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row!.email).toBe('right@example.com');
    const [audit] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'partner.invitation_resent'));
    expect(audit!.details).toEqual({ email: 'right@example.com', previousEmail: 'typo@exmaple.com' });
  });

  it('resending to the same address (any letter case) keeps it and records no change', async () => {
    const partner = await seedPartner(ctx.t.db, { email: 'Same@Example.com' });
    await setStatus(partner.id, 'approved');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/partners/${partner.id}/resend-invitation`,
      headers: asStaff(cookie),
      payload: { email: 'same@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row!.email).toBe('Same@Example.com');
    const [audit] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'partner.invitation_resent'));
    expect(audit!.details).toEqual({ email: 'same@example.com' });
  });

  it('refuses a pending application and a bad address', async () => {
    const partner = await seedPartner(ctx.t.db);
    const pending = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/partners/${partner.id}/resend-invitation`,
      headers: asStaff(cookie),
      payload: { email: 'x@example.com' },
    });
    expect(pending.statusCode).toBe(409);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/partners/${partner.id}/resend-invitation`,
      headers: asStaff(cookie),
      payload: { email: 'no-at-sign' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('archive', () => {
  const archive = (id: number, archived: boolean) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/partners/${id}/archive`,
      headers: asStaff(cookie),
      payload: { archived },
    });

  it('hides an archived application from the default list; archived=true shows it', async () => {
    const kept = await seedPartner(ctx.t.db);
    const gone = await seedPartner(ctx.t.db, { status: 'rejected' });
    const res = await archive(gone.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().partner).toMatchObject({ id: gone.id, archived: true });

    const normal = await list();
    expect(normal.json().map((p: { id: number }) => p.id)).toEqual([kept.id]);
    expect(normal.headers['x-total-count']).toBe('1');
    const all = await list('?archived=true');
    expect(
      all
        .json()
        .map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([kept.id, gone.id].sort());
    expect(all.headers['x-total-count']).toBe('2');

    expect((await archive(gone.id, false)).statusCode).toBe(200);
    expect((await list()).headers['x-total-count']).toBe('2');
    expect(await auditActions()).toEqual(['partner.archived', 'partner.unarchived']);
  });

  it('only rejected applications can be archived', async () => {
    const partner = await seedPartner(ctx.t.db);
    const res = await archive(partner.id, true);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Only rejected applications can be archived', code: 'conflict' });
  });
});

describe('partner list', () => {
  it('pages with X-Total-Count, searches name, company and e-mail, and never sends password hashes', async () => {
    for (let i = 0; i < 7; i++) await seedPartner(ctx.t.db, { password: 'scrypt$secret' });
    await seedPartner(ctx.t.db, {
      companyName: 'Zeta 100% Optics_Co',
      fullName: 'Quinn',
      email: 'quinn@findme.example',
    });
    const page = await list('?limit=3&offset=3');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('8');
    expect(page.json()).toHaveLength(3);
    expect(page.body).not.toContain('scrypt$');
    expect(page.json()[0]).not.toHaveProperty('password');

    const byCompany = await list('?q=zeta');
    expect(byCompany.json().map((p: { fullName: string }) => p.fullName)).toEqual(['Quinn']);
    expect((await list('?q=100%25')).headers['x-total-count']).toBe('1'); // % is literal
    expect((await list('?q=_')).headers['x-total-count']).toBe('1'); // _ is literal
    expect((await list('?q=QUINN%40FINDME')).headers['x-total-count']).toBe('1');
    expect((await list('?q=pat%20partner')).headers['x-total-count']).toBe('7');
  });

  it('sorts by status (pending, approved, rejected) and by date, both directions, on the server', async () => {
    const r = await seedPartner(ctx.t.db, {
      status: 'rejected',
      createdAt: new Date('2025-01-03T00:00:00Z'),
    });
    const a = await seedPartner(ctx.t.db, {
      status: 'approved',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const p1 = await seedPartner(ctx.t.db, {
      status: 'pending',
      createdAt: new Date('2025-01-02T00:00:00Z'),
    });
    const p2 = await seedPartner(ctx.t.db, {
      status: 'pending',
      createdAt: new Date('2025-01-04T00:00:00Z'),
    });
    const ids = async (q: string) => (await list(q)).json().map((p: { id: number }) => p.id);
    expect(await ids('?sort=status:asc')).toEqual([p2.id, p1.id, a.id, r.id]);
    expect(await ids('?sort=status:desc')).toEqual([r.id, a.id, p2.id, p1.id]);
    expect(await ids('')).toEqual([p2.id, r.id, p1.id, a.id]);
    expect(await ids('?sort=createdAt:asc')).toEqual([a.id, p1.id, r.id, p2.id]);
    expect(await ids('?status=pending')).toEqual([p2.id, p1.id]);
    expect((await list('?sort=password:asc')).statusCode).toBe(400);
    expect((await list('?status=weird')).statusCode).toBe(400);
    expect((await list('?limit=0')).statusCode).toBe(400);
  });

  it('counts per status for the tabs', async () => {
    await seedPartner(ctx.t.db);
    await seedPartner(ctx.t.db, { status: 'approved' });
    await seedPartner(ctx.t.db, { status: 'rejected', archived: true });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/partners/counts',
      headers: { cookie },
    });
    expect(res.json()).toEqual({ all: 2, pending: 1, approved: 1, rejected: 0 });
    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/partners/counts?archived=true',
      headers: { cookie },
    });
    expect(all.json()).toEqual({ all: 3, pending: 1, approved: 1, rejected: 1 });
  });

  it('deletes an application with its links and sessions, audited', async () => {
    const partner = await seedPartner(ctx.t.db);
    await setStatus(partner.id, 'approved');
    await sessionCookie(ctx, 'partner', partner.id);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/partners/${partner.id}`,
      headers: asStaff(cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.t.db.select().from(partners)).toHaveLength(0);
    expect(await ctx.t.db.select().from(oneTimeTokens)).toHaveLength(0);
    expect(await ctx.t.db.select().from(sessions).where(eq(sessions.kind, 'partner'))).toHaveLength(0);
    const [audit] = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'partner.deleted'));
    expect(audit).toMatchObject({
      actorKind: 'staff',
      actorName: ADMIN.username,
      entityId: String(partner.id),
    });
  });
});

describe('bulk actions', () => {
  const bulk = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/bulk', headers: asStaff(cookie), payload });

  it('sets the status of several partners (with the admin password), approving with invitations', async () => {
    const a = await seedPartner(ctx.t.db);
    const b = await seedPartner(ctx.t.db);
    const noPassword = await bulk({
      entity: 'partners',
      ids: [a.id, b.id],
      action: 'status',
      status: 'approved',
    });
    expect(noPassword.statusCode).toBe(400);
    const wrong = await bulk({
      entity: 'partners',
      ids: [a.id],
      action: 'status',
      status: 'approved',
      adminPassword: 'wrong one',
    });
    expect(wrong.statusCode).toBe(403);
    const res = await bulk({
      entity: 'partners',
      ids: [a.id, b.id, 99999],
      action: 'status',
      status: 'approved',
      adminPassword: ADMIN.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, affected: 2, missing: [99999] });
    expect(await ctx.app.ctx.outbox.drain()).toBe(2);
    const rows = await ctx.t.db.select().from(partners);
    expect(rows.every((r) => r.status === 'approved' && r.loginEnabled)).toBe(true);
    expect((await auditActions()).filter((x) => x !== 'staff.reauth_failed')).toEqual([
      'partner.approved',
      'partner.approved',
      'bulk.status',
    ]);
  });

  it('deletes several items only with the admin password; status changes only for partners', async () => {
    const a = await seedPartner(ctx.t.db);
    const b = await seedPartner(ctx.t.db);
    const noPassword = await bulk({ entity: 'partners', ids: [a.id, b.id], action: 'delete' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ adminPassword: 'Please enter the admin password' });
    const wrong = await bulk({
      entity: 'partners',
      ids: [a.id, b.id],
      action: 'delete',
      adminPassword: 'wrong one',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      message: 'Incorrect password. Please try again.',
      code: 'wrong_password',
    });
    expect(await ctx.t.db.select().from(partners)).toHaveLength(2);
    const res = await bulk({
      entity: 'partners',
      ids: [a.id, b.id],
      action: 'delete',
      adminPassword: ADMIN.password,
    });
    expect(res.json()).toEqual({ ok: true, affected: 2, missing: [] });
    expect(await ctx.t.db.select().from(partners)).toHaveLength(0);
    const wrongEntity = await bulk({
      entity: 'subscribers',
      ids: [1],
      action: 'status',
      status: 'approved',
      adminPassword: ADMIN.password,
    });
    expect(wrongEntity.statusCode).toBe(400);
    const empty = await bulk({
      entity: 'partners',
      ids: [],
      action: 'delete',
      adminPassword: ADMIN.password,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ ids: 'Select at least one item' });
  });
});
