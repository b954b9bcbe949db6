/**
 * Staff accounts from the Staff screen (issue 41, item 9): creating one (the shared password rule, the
 * admin password asked again), removing one (sessions and second factor gone at once, never one's own),
 * and at least one active staff account always remaining, even when two members act on each other at once.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, secondFactors, sessions, users } from '@app/db';
import { staffMessages } from '@app/contracts/forms/second-factor';
import { newPasswordProblem } from '../src/lib/password-policy.ts';
import { keepAnActiveStaffAccount } from '../src/modules/admin/staff-accounts.ts';
import { ADMIN, asStaff, login, seedAdmin, sessionCookie } from './admin-helpers.ts';
import { ResettableRateLimits, useTestApp } from './helpers.ts';
import { giveSecondFactor } from './second-factor-helpers.ts';

const ctx = useTestApp({ rateLimits: new ResettableRateLimits() });

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: asStaff(cookie),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
const create = (cookie: string, body: Record<string, unknown>) =>
  send('POST', '/api/admin/staff', cookie, { adminPassword: ADMIN.password, ...body });
const remove = (cookie: string, id: number, adminPassword = ADMIN.password) =>
  send('POST', `/api/admin/staff/${id}/remove`, cookie, { adminPassword });
const audited = async (action: string) => ctx.t.db.select().from(auditLog).where(eq(auditLog.action, action));

async function signedIn() {
  const me = await seedAdmin(ctx.t.db);
  return { me, cookie: await sessionCookie(ctx, 'staff', me.id) };
}

describe('creating a staff account', () => {
  it('needs the admin password, applies the one password rule with its feedback, and the new member signs in', async () => {
    const { me, cookie } = await signedIn();
    const body = { username: 'night-shift', email: 'Night@Example.com', password: 'glasses-on-a-sunny-day' };

    const missing = await send('POST', '/api/admin/staff', cookie, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ adminPassword: 'Please enter the admin password' });
    const wrong = await create(cookie, { ...body, adminPassword: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      message: 'Incorrect password. Please try again.',
      code: 'wrong_password',
    });

    // The same words the CLI prints for the same password (lib/password-policy.ts).
    for (const password of ['aaaaaaaa', 'night-shift', 'Password123']) {
      const weak = await create(cookie, { ...body, password });
      expect(weak.statusCode, password).toBe(400);
      const problem = newPasswordProblem(password, ['night-shift', 'night@example.com']);
      expect(problem).toMatch(/^This password is too easy to guess\./);
      expect(weak.json()).toMatchObject({ message: problem, errors: { password: problem } });
    }
    const short = await create(cookie, { ...body, password: 'short' });
    expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters' });
    const badName = await create(cookie, { ...body, username: 'has spaces' });
    expect(badName.json().errors).toEqual({ username: staffMessages.usernameInvalid });
    expect(await ctx.t.db.select().from(users)).toHaveLength(1);

    const res = await create(cookie, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ok: true, message: 'Staff account night-shift created' });
    const [row] = await ctx.t.db.select().from(users).where(eq(users.username, 'night-shift'));
    expect(row).toMatchObject({ role: 'admin', email: 'night@example.com', disabled: false });
    expect(row!.password).not.toContain('glasses');
    expect(
      (await login(ctx, { username: 'night-shift', password: 'glasses-on-a-sunny-day' })).statusCode,
    ).toBe(200);
    const taken = await create(cookie, body);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ username: staffMessages.usernameTaken });
    expect(await audited('staff.created')).toMatchObject([
      { actorId: me.id, entityId: String(row!.id), details: { username: 'night-shift', via: 'staff' } },
    ]);
  });
});

describe('removing a staff account', () => {
  it('ends its sessions at once, removes its second factor, is audited, and never applies to oneself', async () => {
    const { me, cookie } = await signedIn();
    const other = await seedAdmin(ctx.t.db, 'leaver', 'leaver password 123');
    await giveSecondFactor(ctx.t.db, { kind: 'staff', id: other.id });
    const theirs = await sessionCookie(ctx, 'staff', other.id);

    expect((await remove(cookie, other.id, 'not my password')).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/me', theirs)).statusCode).toBe(200);

    const res = await remove(cookie, other.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Staff account leaver removed' });
    expect((await send('GET', '/api/admin/me', theirs)).statusCode).toBe(401);
    expect(await ctx.t.db.select().from(users).where(eq(users.id, other.id))).toEqual([]);
    expect(await ctx.t.db.select().from(secondFactors)).toEqual([]);
    expect(await ctx.t.db.select().from(sessions).where(eq(sessions.subjectId, other.id))).toEqual([]);
    expect((await login(ctx, { username: 'leaver', password: 'leaver password 123' })).statusCode).toBe(401);
    expect(await audited('staff.removed')).toMatchObject([
      { actorId: me.id, entityId: String(other.id), details: { username: 'leaver' } },
    ]);

    const self = await remove(cookie, me.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: 'You cannot do this to your own account.', code: 'conflict' });
    expect((await remove(cookie, 424242)).statusCode).toBe(404);
  });
});

describe('the last active staff account', () => {
  it('is never disabled or removed', async () => {
    const only = await seedAdmin(ctx.t.db);
    const disabled = await seedAdmin(ctx.t.db, 'off', 'off password 123');
    await ctx.t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    await expect(ctx.t.db.transaction((tx) => keepAnActiveStaffAccount(tx, only.id))).rejects.toThrow(
      staffMessages.lastActive,
    );
    // A disabled account is not the last active one: it may go.
    await expect(
      ctx.t.db.transaction((tx) => keepAnActiveStaffAccount(tx, disabled.id)),
    ).resolves.toBeUndefined();
  });

  it('two members disabling or removing each other at once leave one of them active', async () => {
    for (const action of ['disable', 'remove'] as const) {
      await ctx.t.reset();
      const a = await seedAdmin(ctx.t.db, 'admin-a', 'admin a password 1');
      const b = await seedAdmin(ctx.t.db, 'admin-b', 'admin b password 2');
      const cookieA = await sessionCookie(ctx, 'staff', a.id);
      const cookieB = await sessionCookie(ctx, 'staff', b.id);
      const act = (cookie: string, target: number, adminPassword: string) =>
        action === 'disable'
          ? send('PUT', `/api/admin/staff/${target}/disabled`, cookie, { disabled: true, adminPassword })
          : remove(cookie, target, adminPassword);
      const answers = await Promise.all([
        act(cookieA, b.id, 'admin a password 1'),
        act(cookieB, a.id, 'admin b password 2'),
      ]);
      const codes = answers.map((r) => r.statusCode).sort();
      // One wins; the other is refused, either by the check or because its own session just ended.
      expect(codes[0], action).toBe(200);
      expect([401, 409], action).toContain(codes[1]);
      const active = await ctx.t.db.select().from(users).where(eq(users.disabled, false));
      expect(active, action).toHaveLength(1);
    }
  });
});
