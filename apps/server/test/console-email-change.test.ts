/**
 * Changing a developer's sign-in address: only through a link mailed to the new address (issue 20, item 3).
 * The takeover the probe found (claiming the address of someone else's pending application, being handed
 * its approval and keeping access after one's own rejection) must fail; the mails must reach the SMTP peer;
 * other sessions must end when the change takes effect.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, developers, emailOutbox, users } from '@app/db';
import { seedDeveloperApplication, staffCookie } from './admin-helpers.ts';
import { DEVELOPER_PASSWORD, developerCookie, seedDeveloper, send } from './developer-helpers.ts';
import { ResettableRateLimits, useTestAppWithMail } from './helpers.ts';

const ctx = useTestAppWithMail({ rateLimits: new ResettableRateLimits() });

const confirmLink = (text: string) =>
  /http:\/\/localhost:5000\/developers\/confirm-email\?token=([\w%-]+)/.exec(text)?.[1];
const profile = (cookie: string) => send(ctx, 'GET', '/api/console/profile', cookie);
const askForEmail = (cookie: string, email: string) =>
  send(ctx, 'PUT', '/api/console/profile', cookie, { email, currentPassword: DEVELOPER_PASSWORD });
const confirm = (token: string, cookie?: string) =>
  send(ctx, 'POST', '/api/developers/confirm-email', cookie, { token });
const login = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/developers/login',
    headers: { origin: 'http://localhost' },
    payload: { email, password: DEVELOPER_PASSWORD },
  });
const developerRow = async (id: number) =>
  (await ctx.t.db.select().from(developers).where(eq(developers.id, id)))[0]!;

describe('the takeover the probe found', () => {
  it('claiming a pending applicant’s address neither hands over their approval nor keeps access after rejection', async () => {
    const { cookie: staff } = await staffCookie(ctx);
    const attacker = await seedDeveloper(ctx.t.db, { email: 'mallory@example.com' });
    const cookie = await developerCookie(ctx, attacker.developer.id);
    const victim = await seedDeveloperApplication(ctx.t.db, {
      email: 'victim@example.com',
      fullName: 'Victor Victim',
      status: 'pending',
    });

    // The attacker asks for the victim's address: accepted as a request only.
    const asked = await askForEmail(cookie, 'victim@example.com');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      profile: { email: 'mallory@example.com' },
      pendingEmail: 'victim@example.com',
      message:
        "Check your new inbox: we've sent a confirmation link to victim@example.com. Your e-mail address changes once you open it; until then you sign in with your current one.",
    });
    expect((await developerRow(attacker.developer.id)).email).toBe('mallory@example.com');

    // Staff approve the victim: the approval makes a new account for the victim, not the attacker's.
    const approve = await send(ctx, 'PUT', `/api/admin/developer-applications/${victim.id}/status`, staff, {
      status: 'approved',
      adminNotes: 'ok',
    });
    expect(approve.statusCode).toBe(200);
    expect((await developerRow(attacker.developer.id)).applicationId).toBe(attacker.application.id);
    const [victimDeveloper] = await ctx.t.db
      .select()
      .from(developers)
      .where(eq(developers.applicationId, victim.id));
    expect(victimDeveloper?.id).not.toBe(attacker.developer.id);
    expect(victimDeveloper?.email).toBe('victim@example.com');
    await ctx.app.ctx.outbox.drain();
    const invitation = await ctx.peer.waitFor((m) => m.subject.includes('developer console invitation'));
    expect(invitation.to).toEqual(['victim@example.com']);

    // The attacker's own application is rejected: their access ends.
    const reject = await send(
      ctx,
      'PUT',
      `/api/admin/developer-applications/${attacker.application.id}/status`,
      staff,
      { status: 'rejected', adminNotes: 'no' },
    );
    expect(reject.statusCode).toBe(200);
    expect((await profile(cookie)).statusCode).toBe(401);
    expect((await login('mallory@example.com')).statusCode).toBe(401);
    expect((await login('victim@example.com')).statusCode).toBe(401);
  });
});

describe('confirming a new address', () => {
  it('mails a link to the new address, changes nothing until it is opened, then tells the old address and ends other sessions', async () => {
    const { developer, user } = await seedDeveloper(ctx.t.db, {
      email: 'olivia@example.com',
      fullName: 'Olivia Owner',
    });
    const here = await developerCookie(ctx, developer.id);
    const elsewhere = await developerCookie(ctx, developer.id);

    expect((await askForEmail(here, 'New@Example.com')).statusCode).toBe(200);
    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes('new@example.com'));
    expect(mail.subject).toBe('Confirm your new Lumen developer console address');
    const token = decodeURIComponent(confirmLink(mail.text) ?? '');
    expect(token).not.toBe('');

    // Not yet: the old address still signs in, the new one does not.
    expect((await login('new@example.com')).statusCode).toBe(401);
    expect((await login('olivia@example.com')).statusCode).toBe(200);

    const confirmed = await confirm(token, here);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      ok: true,
      email: 'new@example.com',
      message: 'Your e-mail address has been changed. Sign in with your new address from now on.',
    });
    expect((await developerRow(developer.id)).email).toBe('new@example.com');
    const [userRow] = await ctx.t.db.select().from(users).where(eq(users.id, user.id));
    expect(userRow?.email).toBe('new@example.com');

    // The old address is told, at the SMTP peer.
    await ctx.app.ctx.outbox.drain();
    const notice = await ctx.peer.waitFor((m) => m.to.includes('olivia@example.com'));
    expect(notice.subject).toBe('Your Lumen developer console address was changed');
    expect(notice.text).toContain('changed from olivia@example.com to new@example.com');

    // Other sessions ended; the confirming browser's stays.
    expect((await profile(elsewhere)).statusCode).toBe(401);
    expect((await profile(here)).statusCode).toBe(200);
    expect((await login('new@example.com')).statusCode).toBe(200);
    expect((await login('olivia@example.com')).statusCode).toBe(401);

    // Single use.
    expect((await confirm(token)).statusCode).toBe(404);
    const audit = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'developer.email_changed'));
    expect(audit).toMatchObject([
      { entityId: String(developer.id), details: { previousEmail: 'olivia@example.com' } },
    ]);
  });

  it('shows staff the application under the address the developer now signs in with', async () => {
    const { cookie: staff } = await staffCookie(ctx);
    // An application of nobody's first, so the application's id and its developer's differ (a query that
    // compared the developer's own id with its application id matched only while the two were equal).
    await seedDeveloperApplication(ctx.t.db, { email: 'someone.else@example.com' });
    const { developer, application } = await seedDeveloper(ctx.t.db, { email: 'pia@example.com' });
    expect(developer.id).not.toBe(application.id);
    const cookie = await developerCookie(ctx, developer.id);
    expect((await askForEmail(cookie, 'pia.new@example.com')).statusCode).toBe(200);
    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes('pia.new@example.com'));
    const listed = (q: string) =>
      send(ctx, 'GET', `/api/admin/developer-applications?q=${encodeURIComponent(q)}`, staff);

    // Asked for, not confirmed: the account's address is still the one applied with.
    expect((await listed('pia@example.com')).json()).toMatchObject([
      { id: application.id, email: 'pia@example.com', accountEmail: 'pia@example.com' },
    ]);
    expect((await confirm(decodeURIComponent(confirmLink(mail.text) ?? ''))).statusCode).toBe(200);

    // Confirmed: the application answers with the current address, and is found by it.
    const found = await listed('pia.new@example.com');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject([
      { id: application.id, email: 'pia@example.com', accountEmail: 'pia.new@example.com' },
    ]);
  });

  it('refuses a link whose address another developer confirmed meanwhile', async () => {
    const { developer } = await seedDeveloper(ctx.t.db, { email: 'first@example.com' });
    const cookie = await developerCookie(ctx, developer.id);
    expect((await askForEmail(cookie, 'wanted@example.com')).statusCode).toBe(200);
    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes('wanted@example.com'));
    await seedDeveloper(ctx.t.db, { email: 'wanted@example.com' });
    const res = await confirm(decodeURIComponent(confirmLink(mail.text) ?? ''));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'That e-mail address is already in use' });
    expect((await developerRow(developer.id)).email).toBe('first@example.com');
  });
});

describe('the change request tells nothing and mails no one at will (issue 41, item 15)', () => {
  it('answers a taken address exactly as a free one; its owner gets a notice, not a link', async () => {
    await seedDeveloper(ctx.t.db, { email: 'owner@example.com' });
    const { developer } = await seedDeveloper(ctx.t.db, { email: 'asker@example.com' });
    const cookie = await developerCookie(ctx, developer.id);

    const taken = await askForEmail(cookie, 'Owner@Example.com');
    const free = await askForEmail(cookie, 'free@example.com');
    expect([taken.statusCode, free.statusCode]).toEqual([200, 200]);
    // Letter for letter the same once the address asked for is set aside (the profile's updatedAt aside).
    const shape = (res: typeof taken, address: string) => {
      const body = res.json<{ profile: Record<string, unknown> }>();
      return JSON.stringify({ ...body, profile: { ...body.profile, updatedAt: 0 } }).replaceAll(address, '@');
    };
    expect(shape(taken, 'owner@example.com')).toBe(shape(free, 'free@example.com'));
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());
    expect((await developerRow(developer.id)).email).toBe('asker@example.com');

    await ctx.app.ctx.outbox.drain();
    const notice = await ctx.peer.waitFor((m) => m.to.includes('owner@example.com'));
    expect(notice.subject).toBe('Someone asked to use your Lumen developer console address');
    expect(confirmLink(notice.text)).toBeUndefined();
    expect(notice.text).not.toContain('asker@example.com');
    const link = await ctx.peer.waitFor((m) => m.to.includes('free@example.com'));
    expect(confirmLink(link.text)).toBeDefined();
    // One mail for each request, nothing else.
    const queued = await ctx.t.db.select({ kind: emailOutbox.kind, to: emailOutbox.to }).from(emailOutbox);
    expect(queued).toEqual([
      { kind: 'developer-email-taken', to: 'owner@example.com' },
      { kind: 'developer-email-change', to: 'free@example.com' },
    ]);
  });

  it('limits change requests (and so their mails) per account, taken addresses counted alike', async () => {
    await seedDeveloper(ctx.t.db, { email: 'owner@example.com' });
    const { developer } = await seedDeveloper(ctx.t.db, { email: 'asker@example.com' });
    const other = await seedDeveloper(ctx.t.db, { email: 'other@example.com' });
    const cookie = await developerCookie(ctx, developer.id);
    const codes: number[] = [];
    for (const address of ['a@example.com', 'owner@example.com', 'b@example.com', 'c@example.com'])
      codes.push((await askForEmail(cookie, address)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await askForEmail(cookie, 'owner@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: 'Too many address change requests. Please wait an hour and try again.',
    });
    expect(await ctx.t.db.select().from(emailOutbox)).toHaveLength(3);
    // Another account has its own count.
    const theirs = await developerCookie(ctx, other.developer.id);
    expect((await askForEmail(theirs, 'd@example.com')).statusCode).toBe(200);
  });
});
