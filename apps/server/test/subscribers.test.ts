import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, emailOutbox, formSubmissions, subscribers } from '@app/db';
import { signUnsubscribeToken } from '../src/modules/subscribers/unsubscribe-token.ts';
import { useTestAppWithMail, testConfig, testSecretKey } from './helpers.ts';
import { postJson, rowCounts, TestClock, validFormToken, validSubscribe } from './public-forms.ts';
import { type ReceivedMail } from './smtp-peer.ts';

const clock = new TestClock();
const invalidLink = { message: 'This unsubscribe link is invalid or has expired.' };

const ctx = useTestAppWithMail({
  config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }),
  now: clock.now,
});

async function subscribeAs(overrides: Record<string, unknown> = {}) {
  return postJson(ctx.app, '/api/subscribe', {
    ...validSubscribe(overrides),
    _t: await validFormToken(ctx.app, clock),
  });
}

/** A header of a received message, with folded lines joined. */
function header(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
}

async function welcomeMail(): Promise<ReceivedMail> {
  await ctx.app.ctx.outbox.drain();
  return ctx.peer.waitFor((m) => m.to.includes('reader@example.com'));
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('POST /api/subscribe', () => {
  it('adds an active subscriber with a newsletter submission, staff mail, welcome mail and audit entry', async () => {
    const res = await subscribeAs();
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { ok: true; id: number };
    expect(res.json()).toEqual({ ok: true, id });

    expect(await ctx.t.db.select().from(subscribers)).toEqual([
      {
        id,
        email: 'reader@example.com',
        firstName: null,
        lastName: null,
        source: 'floating_newsletter',
        active: true,
        campaign: null,
        createdAt: expect.any(Date) as Date,
      },
    ]);
    const [form] = await ctx.t.db.select().from(formSubmissions);
    expect(form).toMatchObject({
      formType: 'newsletter',
      submitterName: null,
      submitterEmail: 'reader@example.com',
      formData: {
        email: 'reader@example.com',
        firstName: null,
        lastName: null,
        source: 'floating_newsletter',
      },
    });
    // One statement writes both mails; which gets the lower id is the database's choice.
    const mails = await ctx.t.db.select().from(emailOutbox).orderBy(emailOutbox.kind);
    expect(mails).toMatchObject([
      {
        kind: 'newsletter-welcome',
        to: 'reader@example.com',
        formSubmissionId: null,
        listUnsubscribeUrl: `http://localhost:5000/api/unsubscribe?token=${signUnsubscribeToken(testSecretKey, id, 'reader@example.com')}`,
      },
      {
        kind: 'staff-notification',
        to: 'staff@example.com',
        formSubmissionId: form!.id,
        listUnsubscribeUrl: null,
      },
    ]);
    expect(mails[0]!.text).toContain(
      `/unsubscribe?token=${signUnsubscribeToken(testSecretKey, id, 'reader@example.com')}`,
    );
    expect(mails[1]!.text).toMatch(
      new RegExp(`^New newsletter subscriber: reader@example.com \\(form submission #${form!.id}\\)\n`),
    );
    expect(await ctx.t.db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        actorKind: 'visitor',
        action: 'subscriber.created',
        entityType: 'subscriber',
        entityId: String(id),
        ipAddress: '127.0.0.0',
      }),
    ]);
  });

  it('uses the default source when none is given and keeps optional names', async () => {
    const body = validSubscribe({ firstName: ' Rita ', lastName: '' });
    delete (body as Record<string, unknown>).source;
    const res = await postJson(ctx.app, '/api/subscribe', {
      ...body,
      _t: await validFormToken(ctx.app, clock),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.t.db.select().from(subscribers);
    expect(row).toMatchObject({ source: 'website', firstName: 'Rita', lastName: null, active: true });
    const [form] = await ctx.t.db.select().from(formSubmissions);
    expect(form?.submitterName).toBe('Rita');
  });

  it('delivers the staff mail and a welcome mail with a working unsubscribe link and List-Unsubscribe headers', async () => {
    const { id } = (await subscribeAs({ firstName: 'Visit https://spam.example now' })).json() as {
      id: number;
    };
    expect(await ctx.app.ctx.outbox.drain()).toBe(2);
    const staff = await ctx.peer.waitFor((m) => m.to.includes('staff@example.com'));
    expect(staff.subject).toBe('New newsletter subscriber: reader@example.com');
    const [form] = await ctx.t.db.select().from(formSubmissions);
    expect(form?.notificationSent).toBe(true);

    const welcome = await welcomeMail();
    expect(welcome.subject).toBe('Welcome to the Lumen newsletter');
    // The welcome mail repeats no user input.
    expect(welcome.text).not.toContain('spam.example');
    const link = /http:\/\/localhost:5000\/unsubscribe\?token=[\w.%-]+/.exec(welcome.text)?.[0];
    expect(link).toBeDefined();
    expect(tokenOf(link!)).toBe(signUnsubscribeToken(testSecretKey, id, 'reader@example.com'));
    expect(header(welcome, 'List-Unsubscribe')).toBe(
      `<http://localhost:5000/api/unsubscribe?token=${encodeURIComponent(tokenOf(link!))}>`,
    );
    expect(header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(staff, 'List-Unsubscribe')).toBeUndefined();

    // The web page at that link posts the token.
    const res = await postJson(ctx.app, '/api/unsubscribe', { token: tokenOf(link!) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: 'reader@example.com' });
    const [row] = await ctx.t.db.select().from(subscribers);
    expect(row?.active).toBe(false);

    // Idempotent: a second click still succeeds, and is audited once.
    const again = await postJson(ctx.app, '/api/unsubscribe', { token: tokenOf(link!) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, email: 'reader@example.com' });
    const audits = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subscriber.unsubscribed'));
    expect(audits).toEqual([expect.objectContaining({ entityId: String(id), actorKind: 'visitor' })]);
  });

  it('answers an active address again with the same 201 as a new one and changes nothing', async () => {
    const first = await subscribeAs();
    const { id } = first.json() as { id: number };
    const before = await rowCounts(ctx.t);
    const second = await subscribeAs({ email: 'READER@example.com ', source: 'website' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ ok: true, id });
    const rows = await ctx.t.db.select().from(subscribers);
    expect(rows).toMatchObject([{ id, active: true, source: 'floating_newsletter' }]);
    const after = await rowCounts(ctx.t);
    expect(after).toEqual({ ...before, audit_log: before.audit_log! + 1 });
    const [last] = await ctx.t.db.select().from(auditLog).orderBy(auditLog.id).limit(1).offset(1);
    expect(last?.action).toBe('subscriber.resubscribed');
  });

  it('re-activates an unsubscribed address, with a new welcome mail', async () => {
    const { id } = (await subscribeAs()).json() as { id: number };
    await ctx.t.db.update(subscribers).set({ active: false }).where(eq(subscribers.id, id));
    await ctx.app.ctx.outbox.drain();
    ctx.peer.received.length = 0;

    const res = await subscribeAs({ firstName: 'Rita' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, id });
    expect(await ctx.t.db.select().from(subscribers)).toMatchObject([
      { id, active: true, firstName: 'Rita' },
    ]);
    expect(await ctx.t.db.select().from(formSubmissions)).toHaveLength(2);
    expect(await ctx.app.ctx.outbox.drain()).toBe(2);
    const staff = await ctx.peer.waitFor((m) => m.to.includes('staff@example.com'));
    expect(staff.subject).toBe('Newsletter subscriber re-activated: reader@example.com');
    expect((await welcomeMail()).text).toContain('/unsubscribe?token=');
    const actions = (await ctx.t.db.select().from(auditLog).orderBy(auditLog.id)).map((a) => a.action);
    expect(actions).toEqual(['subscriber.created', 'subscriber.reactivated']);
  });

  it('creates one subscriber from concurrent identical requests', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => validFormToken(ctx.app, clock)));
    const answers = await Promise.all(
      tokens.map((token) => postJson(ctx.app, '/api/subscribe', { ...validSubscribe(), _t: token })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => (a.json() as { id: number }).id));
    expect(ids.size).toBe(1);
    expect(await rowCounts(ctx.t)).toMatchObject({ subscribers: 1, form_submissions: 1, email_outbox: 2 });
  });
});

describe('POST /api/unsubscribe', () => {
  async function subscriberToken() {
    const { id } = (await subscribeAs()).json() as { id: number };
    return { id, token: signUnsubscribeToken(testSecretKey, id, 'reader@example.com') };
  }

  it('accepts an RFC 8058 one-click form post to the List-Unsubscribe URL', async () => {
    await subscribeAs();
    const welcome = await welcomeMail();
    const url = new URL(header(welcome, 'List-Unsubscribe')!.replace(/^<|>$/g, ''));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: 'reader@example.com' });
    expect((await ctx.t.db.select().from(subscribers))[0]?.active).toBe(false);
  });

  it('accepts a multipart one-click post and a token in a form body', async () => {
    const { token } = await subscriberToken();
    const boundary = 'xYzZY';
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ ok: true, email: 'reader@example.com' });
  });

  it('refuses a multipart post carrying a file (413) or broken (400), and changes nothing', async () => {
    const { token } = await subscriberToken();
    const boundary = 'xYzZY';
    const withFile = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(withFile.statusCode).toBe(413);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The form data could not be read.' });
    expect((await ctx.t.db.select().from(subscribers))[0]?.active).toBe(true);
  });

  it('refuses a tampered, unknown, outdated or missing token with 400 and changes nothing', async () => {
    const { id, token } = await subscriberToken();
    const [, signature] = token.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    const bad = [
      `${id}.${flipped}`,
      `${id + 1}.${signature}`,
      signUnsubscribeToken(testSecretKey, id + 1, 'reader@example.com'),
      signUnsubscribeToken('another-secret-another-secret-another', id, 'reader@example.com'),
      'garbage',
      '',
    ];
    for (const candidate of bad) {
      const res = await postJson(ctx.app, '/api/unsubscribe', { token: candidate });
      expect(res.statusCode, candidate).toBe(400);
      expect(res.json()).toEqual(invalidLink);
    }
    const none = await postJson(ctx.app, '/api/unsubscribe', {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(invalidLink);

    // The address changed: links sent to the old one no longer work.
    await ctx.t.db.update(subscribers).set({ email: 'new@example.com' }).where(eq(subscribers.id, id));
    const outdated = await postJson(ctx.app, '/api/unsubscribe', { token });
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json()).toEqual(invalidLink);

    expect((await ctx.t.db.select().from(subscribers))[0]?.active).toBe(true);
    const audits = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subscriber.unsubscribed'));
    expect(audits).toHaveLength(0);
  });

  it('refuses unknown fields, wrong types and other content types', async () => {
    const { token } = await subscriberToken();
    const unknown = await postJson(ctx.app, '/api/unsubscribe', { token, email: 'x@example.com' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: { email: 'Unknown field' } });
    const wrongType = await postJson(ctx.app, '/api/unsubscribe', { token: 42 });
    expect(wrongType.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: { 'content-type': 'text/plain' },
      payload: token,
    });
    expect(text.statusCode).toBe(415);
    expect((await ctx.t.db.select().from(subscribers))[0]?.active).toBe(true);
  });
});
