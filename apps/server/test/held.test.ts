/**
 * Held: what the form guard holds back (a filled honeypot, a forged token) is listed for staff with its
 * form, data and reason; Release stores it exactly as an accepted post, Delete drops it, both audited;
 * held posts follow the retention policy.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  auditLog,
  developerApplications,
  formSubmissions,
  leads,
  partners,
  quarantine,
  subscribers,
} from '@app/db';
import { runRetention } from '../src/modules/retention/service.ts';
import { heldNotFound } from '../src/modules/admin/held.ts';
import { asStaff, staffCookie } from './admin-helpers.ts';
import { createTestApp, testConfig, type TestContext } from './helpers.ts';
import { validDeveloper, validLead, validPartner, validSubscribe } from './public-forms.ts';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }) });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.t.reset();
  ctx.sent.length = 0;
  ({ cookie } = await staffCookie(ctx));
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'DELETE', url: string) =>
  ctx.app.inject({ method, url, headers: asStaff(cookie) });
const audits = (action: string) => ctx.t.db.select().from(auditLog).where(eq(auditLog.action, action));

/** A bot's post: the honeypot filled. */
const botPost = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, remoteAddress: '203.0.113.9', payload: { ...payload, _hp: 'x' } });

const forms = [
  {
    url: '/api/leads',
    formType: 'contact-form',
    payload: validLead({ email: 'held-lead@example.com' }),
    table: leads,
    created: 'lead.created',
  },
  {
    url: '/api/submit-partner',
    formType: 'partner-application',
    payload: validPartner({ email: 'held-partner@example.com' }),
    table: partners,
    created: 'partner-application.created',
  },
  {
    url: '/api/submit-developer',
    formType: 'developer-application',
    payload: validDeveloper({ email: 'held-dev@example.com' }),
    table: developerApplications,
    created: 'developer-application.created',
  },
  {
    url: '/api/subscribe',
    formType: 'newsletter',
    payload: validSubscribe({ email: 'held-reader@example.com' }),
    table: subscribers,
    created: 'subscriber.created',
  },
] as const;

describe('Held', () => {
  it('lists each held post with its form, data and reason, and counts them for the navigation', async () => {
    for (const form of forms) expect((await botPost(form.url, form.payload)).statusCode).toBe(201);
    const res = await get('/api/admin/held');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    const rows = res.json() as Array<{ formType: string; reason: string; payload: { email: string } }>;
    expect(rows.map((r) => r.formType).sort()).toEqual(forms.map((f) => f.formType).sort());
    for (const row of rows) expect(row.reason).toBe('honeypot');
    expect(rows.find((r) => r.formType === 'contact-form')?.payload.email).toBe('held-lead@example.com');
    expect((await get('/api/admin/held/count')).json()).toEqual({ count: 4 });
    expect((await get('/api/admin/held?status=newsletter')).headers['x-total-count']).toBe('1');
    const found = await get('/api/admin/held?q=HELD-PARTNER@');
    expect(found.json().map((r: { formType: string }) => r.formType)).toEqual(['partner-application']);
  });

  it.each(forms.filter((f) => f.formType !== 'newsletter'))(
    'Release of a held $formType enters the normal flow',
    async (form) => {
      await botPost(form.url, form.payload);
      const [held] = await ctx.t.db.select().from(quarantine);
      expect(await ctx.t.db.select().from(form.table)).toHaveLength(0);

      const res = await send('POST', `/api/admin/held/${held!.id}/release`);
      expect(res.statusCode).toBe(200);
      expect(await ctx.t.db.select().from(quarantine)).toHaveLength(0);
      const [row] = await ctx.t.db.select().from(form.table);
      expect(row).toMatchObject({ email: form.payload.email });
      const [submission] = await ctx.t.db.select().from(formSubmissions);
      expect(submission).toMatchObject({ formType: form.formType, submitterEmail: form.payload.email });

      // The staff notification is delivered, and the submission marked as notified.
      await ctx.app.ctx.outbox.drain();
      const notification = ctx.sent.find((m) => m.text.includes(`(form submission #${submission!.id})`));
      expect(notification?.text).toContain(form.payload.email);
      const [notified] = await ctx.t.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.id, submission!.id));
      expect(notified?.notificationSent).toBe(true);

      const [created] = await audits(form.created);
      expect(created).toMatchObject({
        actorKind: 'visitor',
        entityId: String(row!.id),
        ipAddress: '203.0.113.0',
      });
      expect(created?.details).toMatchObject({
        formSubmissionId: submission!.id,
        releasedFromHeld: held!.id,
      });
      const [released] = await audits('held.released');
      expect(released).toMatchObject({ actorKind: 'staff', entityId: String(held!.id) });
      expect(released?.details).toEqual({ formType: form.formType, reason: 'honeypot' });

      // Released once: a second release (a double click, another staff member) finds nothing.
      const again = await send('POST', `/api/admin/held/${held!.id}/release`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: heldNotFound, code: 'not_found' });
      expect(await ctx.t.db.select().from(form.table)).toHaveLength(1);
    },
  );

  it('Release of a held newsletter sign-up stores it unconfirmed and mails the confirmation link', async () => {
    await botPost('/api/subscribe', validSubscribe({ email: 'held-reader@example.com' }));
    const [held] = await ctx.t.db.select().from(quarantine);
    expect((await send('POST', `/api/admin/held/${held!.id}/release`)).statusCode).toBe(200);
    const [row] = await ctx.t.db.select().from(subscribers);
    expect(row).toMatchObject({ email: 'held-reader@example.com', active: false, confirmedAt: null });
    // Double opt-in: staff hear of it once the link is followed, not now.
    expect(await ctx.t.db.select().from(formSubmissions)).toHaveLength(0);
    await ctx.app.ctx.outbox.drain();
    expect(ctx.sent.map((m) => m.subject)).toEqual(['Confirm your subscription to the Lumen newsletter']);
    const [created] = await audits('subscriber.created');
    expect(created?.details).toMatchObject({ releasedFromHeld: held!.id });
  });

  it('a newsletter sign-up released for an address already subscribed changes nothing but is audited', async () => {
    await ctx.t.db.insert(subscribers).values({ email: 'held-reader@example.com', source: 'website' });
    await botPost('/api/subscribe', validSubscribe({ email: 'held-reader@example.com' }));
    const [held] = await ctx.t.db.select().from(quarantine);
    expect((await send('POST', `/api/admin/held/${held!.id}/release`)).statusCode).toBe(200);
    expect(await ctx.t.db.select().from(subscribers)).toHaveLength(1);
    expect(await ctx.t.db.select().from(formSubmissions)).toHaveLength(0);
    expect(await audits('subscriber.resubscribed')).toHaveLength(1);
  });

  it('a held post that no longer passes its form is not released, and stays held', async () => {
    const [held] = await ctx.t.db
      .insert(quarantine)
      .values({ formType: 'contact-form', reason: 'honeypot', payload: { email: 'not a lead' } })
      .returning();
    const res = await send('POST', `/api/admin/held/${held!.id}/release`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cannot be released/);
    expect(await ctx.t.db.select().from(quarantine)).toHaveLength(1);
    expect(await ctx.t.db.select().from(leads)).toHaveLength(0);
    expect(await audits('held.released')).toHaveLength(0);
  });

  it('Delete drops a held post, audited, and nothing is stored', async () => {
    await botPost('/api/leads', validLead());
    const [held] = await ctx.t.db.select().from(quarantine);
    expect((await send('DELETE', `/api/admin/held/${held!.id}`)).statusCode).toBe(200);
    expect(await ctx.t.db.select().from(quarantine)).toHaveLength(0);
    expect(await ctx.t.db.select().from(leads)).toHaveLength(0);
    expect(await audits('held.deleted')).toHaveLength(1);
    expect((await send('DELETE', `/api/admin/held/${held!.id}`)).statusCode).toBe(404);
    expect((await get('/api/admin/held/count')).json()).toEqual({ count: 0 });
  });

  it('held posts follow the retention policy of their form', async () => {
    const now = new Date('2030-06-01T00:00:00Z');
    const yearsAgo = (n: number) => new Date(now.getTime() - n * 365.25 * 24 * 3600_000);
    await ctx.t.db.insert(quarantine).values([
      { formType: 'partner-application', reason: 'honeypot', payload: {}, createdAt: yearsAgo(4) },
      { formType: 'partner-application', reason: 'honeypot', payload: {}, createdAt: yearsAgo(8) },
      { formType: 'contact-form', reason: 'honeypot', payload: {}, createdAt: yearsAgo(4) },
      { formType: 'developer-application', reason: 'token-invalid', payload: {}, createdAt: yearsAgo(4) },
      { formType: 'newsletter', reason: 'honeypot', payload: {}, createdAt: yearsAgo(4) },
      { formType: 'newsletter', reason: 'honeypot', payload: {}, createdAt: yearsAgo(1) },
    ]);
    const result = await runRetention(ctx.t.db, now);
    expect(result.deleted.quarantine).toBe(4);
    const left = await ctx.t.db.select().from(quarantine);
    expect(left.map((r) => r.formType).sort()).toEqual(['newsletter', 'partner-application']);
  });
});
