import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, formSubmissions, leads } from '@app/db';
import { testConfig, useTestAppWithMail } from './helpers.ts';
import { nonEmptyTables, postJson, rowCounts, TestClock, validFormToken, validLead } from './public-forms.ts';

const clock = new TestClock();

const ctx = useTestAppWithMail({
  config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }),
  now: clock.now,
});

describe('POST /api/leads', () => {
  it('stores the lead, its contact-form submission, the staff mail and an audit entry', async () => {
    const res = await postJson(ctx.app, '/api/leads', {
      ...validLead(),
      _t: await validFormToken(ctx.app, clock),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    expect(id).toBeTypeOf('number');

    const rows = await ctx.t.db.select().from(leads);
    expect(rows).toEqual([
      {
        id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        companyName: 'Analytical Engines Ltd',
        email: 'ada.lovelace@example.com',
        phone: null,
        interest: 'remote-assistance',
        message: 'We would like a demo for our field engineers.',
        campaign: null,
        createdAt: expect.any(Date) as Date,
      },
    ]);

    const [form] = await ctx.t.db.select().from(formSubmissions);
    expect(form).toMatchObject({
      formType: 'contact-form',
      submitterName: 'Ada Lovelace',
      submitterEmail: 'ada.lovelace@example.com',
      notificationSent: false,
      formData: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        companyName: 'Analytical Engines Ltd',
        email: 'ada.lovelace@example.com',
        phone: null,
        interest: 'remote-assistance',
        message: 'We would like a demo for our field engineers.',
      },
    });
    expect(form?.formData).not.toHaveProperty('_hp');
    expect(form?.formData).not.toHaveProperty('_t');

    const [mail] = await ctx.t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'staff-notification'));
    expect(mail).toMatchObject({
      kind: 'staff-notification',
      to: 'staff@example.com',
      status: 'pending',
      formSubmissionId: form!.id,
      listUnsubscribeUrl: null,
    });
    expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@[^>]+>$/);
    // The text names the submission (its id comes from the database) and when it arrived.
    expect(mail?.text.split('\n')[0]).toBe(
      `New contact form submission: Ada Lovelace (Analytical Engines Ltd) (form submission #${form!.id})`,
    );
    expect(mail?.text).toContain(`Submitted: ${form!.createdAt.toISOString()} from 127.0.0.0`);
    expect(await ctx.t.db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        actorKind: 'visitor',
        action: 'lead.created',
        entityType: 'lead',
        entityId: String(id),
        ipAddress: '127.0.0.0',
        details: { formSubmissionId: form!.id },
      }),
    ]);
    expect(await rowCounts(ctx.t)).toMatchObject({ quarantine: 0, subscribers: 0, partners: 0 });
  });

  it('delivers the staff notification to a real SMTP peer and marks the submission notified', async () => {
    const res = await postJson(ctx.app, '/api/leads', {
      ...validLead({ phone: '+44 20 7946 0000', message: 'Line one\nFake: header\r\n<b>bold</b>' }),
      _t: await validFormToken(ctx.app, clock),
    });
    expect(res.statusCode).toBe(201);
    // The staff notification and the sender's acknowledgement (acknowledgements.test.ts).
    expect(await ctx.app.ctx.outbox.drain()).toBe(2);
    const mail = await ctx.peer.waitFor((m) => m.to.includes('staff@example.com'));
    expect(mail.subject).toBe('New contact form submission: Ada Lovelace (Analytical Engines Ltd)');
    expect(mail.text).toContain('First name: Ada');
    expect(mail.text).toContain('Email: ada.lovelace@example.com');
    expect(mail.text).toContain('Phone: +44 20 7946 0000');
    expect(mail.text).toContain('Interest: Remote Assistance (remote-assistance)');
    // A multi-line value is indented, so its lines cannot pose as fields; HTML stays text.
    expect(mail.text).toMatch(/Message:\r?\n {4}Line one\r?\n {4}Fake: header\r?\n {4}<b>bold<\/b>/);
    expect(mail.raw).not.toMatch(/content-type: text\/html/i);
    const [form] = await ctx.t.db.select().from(formSubmissions);
    expect(form?.notificationSent).toBe(true);
    const [row] = await ctx.t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'staff-notification'));
    expect(row).toMatchObject({ status: 'sent', messageId: mail.messageId });
  });

  it('accepts the contact-page interests and an omitted optional field', async () => {
    const body = validLead({ interest: 'distribution', _t: await validFormToken(ctx.app, clock) });
    delete (body as Record<string, unknown>).message;
    delete (body as Record<string, unknown>).phone;
    const res = await postJson(ctx.app, '/api/leads', body);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.t.db.select().from(leads);
    expect(row).toMatchObject({ interest: 'distribution', message: null, phone: null });
  });

  it('writes nothing when the transaction fails midway', async () => {
    // A company name the database refuses cannot happen through the schema, so break the outbox instead.
    await ctx.t.exec('alter table email_outbox add constraint no_mail check (false) not valid');
    try {
      const res = await postJson(ctx.app, '/api/leads', {
        ...validLead(),
        _t: await validFormToken(ctx.app, clock),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again later.',
        code: 'internal_error',
      });
      expect(await nonEmptyTables(ctx.t)).toEqual([]);
    } finally {
      await ctx.t.exec('alter table email_outbox drop constraint no_mail');
    }
  });
});
