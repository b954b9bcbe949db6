import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, emailOutbox, formSubmissions, subscribers } from '@app/db';
import { runRetention } from '../src/modules/retention/service.ts';
import { expiredConfirmLink, invalidConfirmLink } from '../src/modules/subscribers/service.ts';
import { signUnsubscribeToken } from '../src/modules/subscribers/unsubscribe-token.ts';
import { useTestAppWithMail, testConfig, testSecretKey } from './helpers.ts';
import { postJson, rowCounts, TestClock, validFormToken, validSubscribe } from './public-forms.ts';
import { type ReceivedMail } from './smtp-peer.ts';

const clock = new TestClock();
const invalidLink = { message: 'This unsubscribe link is invalid or has expired.', code: 'bad_request' };

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
  return ctx.peer.waitFor(
    (m) => m.to.includes('reader@example.com') && /^(Welcome|You're on)/.test(m.subject),
  );
}

const DAY = 24 * 60 * 60 * 1000;

/** The link of the confirmation mail that arrived for `to` (the latest one), as the page path and token. */
async function confirmationLink(to = 'reader@example.com', nth = 1): Promise<{ url: URL; token: string }> {
  await ctx.app.ctx.outbox.drain();
  await ctx.peer.waitFor((m) => m.to.includes(to) && m.subject.startsWith('Confirm your'));
  const mails = ctx.peer.received.filter((m) => m.to.includes(to) && m.subject.startsWith('Confirm your'));
  expect(mails).toHaveLength(nth);
  const link = /http:\/\/localhost:5000\/subscribe\/confirm\?token=\S+/.exec(mails.at(-1)!.text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return { url, token: url.searchParams.get('token') ?? '' };
}

const confirm = (token: string) => postJson(ctx.app, '/api/subscribe/confirm', { token });

const outboxKinds = async () =>
  (await ctx.t.db.select().from(emailOutbox).orderBy(emailOutbox.id)).map((m) => `${m.kind} ${m.to}`);

describe('POST /api/subscribe (double opt-in)', () => {
  it('stores a new address unconfirmed and inactive and mails only the confirmation link', async () => {
    const res = await subscribeAs();
    expect(res.statusCode).toBe(201);
    // No row id: the answer says nothing about the list.
    expect(res.json()).toEqual({ ok: true });

    const [row] = await ctx.t.db.select().from(subscribers);
    expect(row).toMatchObject({
      email: 'reader@example.com',
      source: 'floating_newsletter',
      active: false,
      confirmedAt: null,
      signupMailSentAt: expect.any(Date) as Date,
    });
    // Not a subscriber yet: no form submission, no staff mail, no welcome.
    expect(await ctx.t.db.select().from(formSubmissions)).toEqual([]);
    expect(await outboxKinds()).toEqual(['newsletter-confirm reader@example.com']);
    const [mail] = await ctx.t.db.select().from(emailOutbox);
    expect(mail?.listUnsubscribeUrl).toBeNull();
    expect((await ctx.t.db.select().from(auditLog)).map((a) => a.action)).toEqual(['subscriber.created']);
  });

  it('the confirmation mail arrives; its link subscribes, and only then the welcome and staff mails go', async () => {
    await subscribeAs({ firstName: 'Visit https://spam.example now' });
    const { url, token } = await confirmationLink();
    const [mail] = ctx.peer.received;
    expect(mail?.subject).toBe('Confirm your subscription to the Lumen newsletter');
    expect(mail?.text).toContain('The link works for 7 days');
    expect(mail?.text).not.toContain('spam.example');
    expect(header(mail!, 'List-Unsubscribe')).toBeUndefined();
    expect(url.pathname).toBe('/subscribe/confirm');
    expect(ctx.peer.received).toHaveLength(1);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, waitlist: false });
    const [row] = await ctx.t.db.select().from(subscribers);
    expect(row).toMatchObject({ active: true, confirmedAt: expect.any(Date) as Date });

    expect(await ctx.app.ctx.outbox.drain()).toBe(2);
    const welcome = await welcomeMail();
    expect(welcome.subject).toBe('Welcome to the Lumen newsletter');
    expect(welcome.text).toContain(
      `/unsubscribe?token=${signUnsubscribeToken(testSecretKey, row!.id, 'reader@example.com')}`,
    );
    expect(header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const staff = await ctx.peer.waitFor((m) => m.to.includes('staff@example.com'));
    expect(staff.subject).toBe('New newsletter subscriber: reader@example.com');
    const [form] = await ctx.t.db.select().from(formSubmissions);
    expect(form).toMatchObject({ formType: 'newsletter', submitterEmail: 'reader@example.com' });

    // Idempotent: the link again answers the same and sends nothing.
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, waitlist: false });
    expect(await ctx.app.ctx.outbox.drain()).toBe(0);
    expect(await ctx.t.db.select().from(formSubmissions)).toHaveLength(1);
    const actions = (await ctx.t.db.select().from(auditLog).orderBy(auditLog.id)).map((a) => a.action);
    expect(actions).toEqual(['subscriber.created', 'subscriber.confirmed']);
  });

  it('the waitlist: the mail, the answer and the welcome say waitlist', async () => {
    await subscribeAs({ source: 'waitlist' });
    const { token } = await confirmationLink();
    expect(ctx.peer.received[0]?.subject).toBe('Confirm your place on the Lumen AI Glasses waitlist');
    expect(ctx.peer.received[0]?.text).toContain('the Lumen AI Glasses waitlist');
    const res = await confirm(token);
    expect(res.json()).toEqual({ ok: true, waitlist: true });
    const welcome = await welcomeMail();
    expect(welcome.subject).toBe("You're on the Lumen AI Glasses waitlist");
  });

  it('a new, an unconfirmed and an active address get the same answer, and one mail each', async () => {
    await subscribeAs({ email: 'active@example.com' });
    await confirm((await confirmationLink('active@example.com')).token);
    await subscribeAs({ email: 'pending@example.com' });
    clock.advance(11 * 60 * 1000); // past the resend limit of both
    await ctx.app.ctx.outbox.drain();
    await ctx.t.db.delete(emailOutbox);

    const answers = [];
    for (const email of ['new@example.com', 'pending@example.com', 'active@example.com']) {
      const res = await subscribeAs({ email });
      answers.push({
        status: res.statusCode,
        body: res.body,
        headers: Object.keys(res.headers)
          .filter((h) => h !== 'x-request-id' && h !== 'date')
          .sort(),
        type: res.headers['content-type'],
        length: res.headers['content-length'],
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 201, body: '{"ok":true}' });
    // Each queued one mail through the outbox: nothing to time apart.
    expect((await outboxKinds()).sort()).toEqual([
      'newsletter-already-subscribed active@example.com',
      'newsletter-confirm new@example.com',
      'newsletter-confirm pending@example.com',
    ]);
  });

  it('an active address is told it is subscribed already: no second welcome, nothing changes', async () => {
    await subscribeAs();
    await confirm((await confirmationLink()).token);
    await ctx.app.ctx.outbox.drain();
    const before = await ctx.t.db.select().from(subscribers);
    clock.advance(11 * 60 * 1000);
    ctx.peer.received.length = 0;

    const res = await subscribeAs({ email: 'READER@example.com ', source: 'website' });
    expect(res.json()).toEqual({ ok: true });
    expect(await ctx.app.ctx.outbox.drain()).toBe(1);
    const note = await ctx.peer.waitFor((m) => m.to.includes('reader@example.com'));
    expect(note.subject).toBe('You are already subscribed to the Lumen newsletter');
    expect(note.text).toContain('/unsubscribe?token=');
    const after = await ctx.t.db.select().from(subscribers);
    expect(after).toEqual([{ ...before[0], signupMailSentAt: expect.any(Date) as Date }]);
    expect(after[0]?.source).toBe('floating_newsletter');
    expect(await ctx.t.db.select().from(formSubmissions)).toHaveLength(1);
  });

  it('signing up again re-sends the link, at most once in 10 minutes; the first link still works', async () => {
    await subscribeAs();
    const first = await confirmationLink();
    // Within the limit: the same answer, no mail.
    for (let i = 0; i < 3; i++) expect((await subscribeAs()).json()).toEqual({ ok: true });
    expect(await ctx.app.ctx.outbox.drain()).toBe(0);
    clock.advance(10 * 60 * 1000 + 1);
    await subscribeAs();
    const second = await confirmationLink('reader@example.com', 2);
    expect(second.token).not.toBe(first.token);
    expect((await confirm(first.token)).json()).toEqual({ ok: true, waitlist: false });
    expect((await ctx.t.db.select().from(subscribers))[0]?.active).toBe(true);
  });

  it('an expired link says so, before and after the unconfirmed sign-up is deleted', async () => {
    await subscribeAs();
    const { token } = await confirmationLink();
    clock.advance(7 * DAY + 1000);
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expiredConfirmLink, code: 'bad_request' });
    expect((await ctx.t.db.select().from(subscribers))[0]).toMatchObject({
      active: false,
      confirmedAt: null,
    });

    const result = await runRetention(ctx.t.db, new Date(clock.now()));
    expect(result.deleted.subscribers).toBe(1);
    expect(await ctx.t.db.select().from(subscribers)).toEqual([]);
    expect((await confirm(token)).json()).toEqual({ message: expiredConfirmLink, code: 'bad_request' });
  });

  it('refuses a tampered, forged, outdated or missing confirmation token and changes nothing', async () => {
    await subscribeAs();
    const { token } = await confirmationLink();
    const [id, flag, expiry, signature] = token.split('.');
    const bad = [
      `${id}.${flag}.${expiry}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`,
      `${id}.w.${expiry}.${signature}`,
      `${id}.${flag}.${Number(expiry) + 3600}.${signature}`,
      `${Number(id) + 1}.${flag}.${expiry}.${signature}`,
      'garbage',
    ];
    for (const candidate of bad) {
      const res = await confirm(candidate);
      expect(res.statusCode, candidate).toBe(400);
      expect(res.json()).toEqual({ message: invalidConfirmLink, code: 'bad_request' });
    }
    expect((await postJson(ctx.app, '/api/subscribe/confirm', {})).statusCode).toBe(400);
    await ctx.t.db.update(subscribers).set({ email: 'new@example.com' });
    expect((await confirm(token)).json()).toEqual({ message: invalidConfirmLink, code: 'bad_request' });
    expect((await ctx.t.db.select().from(subscribers))[0]?.active).toBe(false);
  });

  it('an unsubscribed address comes back only through the link, with a new welcome', async () => {
    await subscribeAs();
    await confirm((await confirmationLink()).token);
    const [row] = await ctx.t.db.select().from(subscribers);
    await postJson(ctx.app, '/api/unsubscribe', {
      token: signUnsubscribeToken(testSecretKey, row!.id, 'reader@example.com'),
    });
    clock.advance(11 * 60 * 1000);
    await ctx.app.ctx.outbox.drain();
    ctx.peer.received.length = 0;

    expect((await subscribeAs({ source: 'website' })).json()).toEqual({ ok: true });
    expect((await ctx.t.db.select().from(subscribers))[0]?.active).toBe(false);
    const { token } = await confirmationLink();
    expect((await confirm(token)).json()).toEqual({ ok: true, waitlist: false });
    expect((await ctx.t.db.select().from(subscribers))[0]?.active).toBe(true);
    await ctx.app.ctx.outbox.drain();
    const staff = await ctx.peer.waitFor((m) => m.to.includes('staff@example.com'));
    expect(staff.subject).toBe('Newsletter subscriber re-activated: reader@example.com');
    await ctx.peer.waitFor((m) => m.subject === 'Welcome to the Lumen newsletter');
  });

  it('creates one subscriber and sends one confirmation from concurrent identical requests', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => validFormToken(ctx.app, clock)));
    const answers = await Promise.all(
      tokens.map((token) => postJson(ctx.app, '/api/subscribe', { ...validSubscribe(), _t: token })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"ok":true}']));
    expect(await rowCounts(ctx.t)).toMatchObject({ subscribers: 1, form_submissions: 0, email_outbox: 1 });
  });
});

describe('POST /api/unsubscribe', () => {
  async function subscriberToken() {
    await subscribeAs();
    await confirm((await confirmationLink()).token);
    const [row] = await ctx.t.db.select().from(subscribers);
    return { id: row!.id, token: signUnsubscribeToken(testSecretKey, row!.id, 'reader@example.com') };
  }

  it('accepts an RFC 8058 one-click form post to the List-Unsubscribe URL', async () => {
    await subscriberToken();
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
    expect(broken.json()).toEqual({ message: 'The form data could not be read.', code: 'bad_request' });
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
