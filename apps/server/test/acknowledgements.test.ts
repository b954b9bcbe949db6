/**
 * Whoever writes in hears back (issue 41, item 3): an enquiry (home and contact forms), a partner and a
 * developer application each send the sender an acknowledgement with what they sent, a reference and what
 * happens next, queued in the submission's transaction and delivered to a real SMTP peer. A held post
 * (filled honeypot, forged token) sends none until staff release it.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox, formSubmissions, quarantine } from '@app/db';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from '../src/modules/form-guard/acknowledgement.ts';
import { asStaff, staffCookie } from './admin-helpers.ts';
import { testConfig, useTestAppWithMail } from './helpers.ts';
import {
  nonEmptyTables,
  postJson,
  TestClock,
  validDeveloper,
  validFormToken,
  validLead,
  validPartner,
} from './public-forms.ts';

const clock = new TestClock();
const ctx = useTestAppWithMail({ config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }), now: clock.now });

const forms = [
  {
    name: 'an enquiry',
    url: '/api/leads',
    payload: validLead({ email: 'ada@example.com', message: 'A pilot for 20 field engineers.' }),
    to: 'ada@example.com',
    subject: 'We have received your enquiry to Lumen',
    sent: ['First name: Ada', 'Company: Analytical Engines Ltd', 'Message: A pilot for 20 field engineers.'],
    next: /We'll get back to you soon\./,
  },
  {
    name: 'a partner application',
    url: '/api/submit-partner',
    payload: validPartner({ email: 'grace@example.com' }),
    to: 'grace@example.com',
    subject: 'We have received your Lumen partner application',
    sent: ['Full name: Grace Hopper', 'Company: Compiler Distribution Inc', 'Industry: Technology'],
    next: /will contact you within 2 business days/,
  },
  {
    name: 'a developer application',
    url: '/api/submit-developer',
    payload: validDeveloper({ email: 'linus@example.org' }),
    to: 'linus@example.org',
    subject: 'We have received your Lumen developer program application',
    sent: [
      'Full name: Linus Developer',
      'Programming languages: Kotlin, C++',
      'Primary use case: Enterprise',
    ],
    next: /will review your application within 2 business days/,
  },
] as const;

const acknowledgements = () =>
  ctx.t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'submission-acknowledgement'));

describe('acknowledgement to the sender', () => {
  it.each(forms)('$name: the sender gets what they sent, a reference and what happens next', async (form) => {
    const res = await postJson(ctx.app, form.url, {
      ...form.payload,
      _t: await validFormToken(ctx.app, clock),
    });
    expect(res.statusCode).toBe(201);
    // Queued with the row, in the same transaction.
    const [submission] = await ctx.t.db.select().from(formSubmissions);
    expect(await acknowledgements()).toEqual([
      expect.objectContaining({ to: form.to, status: 'pending', formSubmissionId: null }),
    ]);

    expect(await ctx.app.ctx.outbox.drain()).toBe(2);
    const mail = await ctx.peer.waitFor((m) => m.to.includes(form.to));
    const reference = `#${submission!.id}`;
    expect(mail.subject).toBe(`${form.subject} (${reference})`);
    expect(mail.text).toContain(`Your reference: ${reference}`);
    expect(mail.text).toMatch(form.next);
    for (const line of form.sent) expect(mail.text).toContain(line);
    expect(mail.raw).not.toMatch(/content-type: text\/html/i);
    // The staff notification still goes to staff, and only the staff mail marks the submission notified.
    expect(
      ctx.peer.received
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual([form.to, 'staff@example.com'].sort());
    expect((await acknowledgements())[0]?.status).toBe('sent');
  });

  it('goes to one address at most five times a day; staff still hear of every post', async () => {
    const post = (email: string) =>
      validFormToken(ctx.app, clock).then((_t) =>
        postJson(ctx.app, '/api/leads', { ...validLead({ email }), _t }),
      );
    for (let i = 0; i < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2; i++) {
      // The same address however it is written.
      expect((await post(i % 2 ? 'Target@Example.com' : 'target@example.com')).statusCode).toBe(201);
    }
    expect((await post('someone-else@example.com')).statusCode).toBe(201);
    const sent = (await acknowledgements()).map((mail) => mail.to);
    expect(sent.filter((to) => to === 'target@example.com')).toHaveLength(
      ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
    );
    expect(sent).toContain('someone-else@example.com');
    expect(await ctx.t.db.select().from(formSubmissions)).toHaveLength(
      ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 3,
    );
  });

  it('is not queued when the submission is not stored', async () => {
    await ctx.t.exec('alter table email_outbox add constraint no_mail check (false) not valid');
    try {
      const res = await postJson(ctx.app, '/api/leads', {
        ...validLead(),
        _t: await validFormToken(ctx.app, clock),
      });
      expect(res.statusCode).toBe(500);
      expect(await nonEmptyTables(ctx.t)).toEqual([]);
    } finally {
      await ctx.t.exec('alter table email_outbox drop constraint no_mail');
    }
  });

  it.each(forms)('$name held by the guard sends none until staff release it', async (form) => {
    const honeypot = await postJson(ctx.app, form.url, {
      ...form.payload,
      _hp: 'x',
      _t: await validFormToken(ctx.app, clock),
    });
    expect(honeypot.statusCode).toBe(201);
    const forged = await postJson(ctx.app, form.url, { ...form.payload, _t: '1.forged' });
    expect(forged.statusCode).toBe(201);
    expect(await ctx.t.db.select().from(quarantine)).toHaveLength(2);
    expect(await ctx.t.db.select().from(emailOutbox)).toEqual([]);
    expect(await ctx.app.ctx.outbox.drain()).toBe(0);
    expect(ctx.peer.received).toEqual([]);

    const { cookie } = await staffCookie(ctx);
    const [held] = await ctx.t.db.select().from(quarantine);
    const release = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/held/${held!.id}/release`,
      headers: asStaff(cookie),
    });
    expect(release.statusCode).toBe(200);
    expect(await ctx.app.ctx.outbox.drain()).toBe(2);
    const mail = await ctx.peer.waitFor((m) => m.to.includes(form.to));
    expect(mail.subject).toContain(form.subject);
    expect(mail.text).toMatch(form.next);
    expect(await acknowledgements()).toHaveLength(1);
  });
});
