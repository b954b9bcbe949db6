import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, formSubmissions, partners } from '@app/db';
import { testConfig, useTestAppWithMail } from './helpers.ts';
import { postJson, rowCounts, TestClock, validFormToken, validPartner } from './public-forms.ts';

const clock = new TestClock();

const ctx = useTestAppWithMail({
  config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }),
  now: clock.now,
});

describe('POST /api/submit-partner', () => {
  it('stores a pending application with the spec defaults, its submission, staff mail and audit entry', async () => {
    const res = await postJson(ctx.app, '/api/submit-partner', {
      ...validPartner(),
      _t: await validFormToken(ctx.app, clock),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };

    const [row] = await ctx.t.db.select().from(partners);
    const stored = {
      fullName: 'Grace Hopper',
      contactNumber: '+1 (555) 010-2000',
      email: 'grace@example.com',
      companyName: 'Compiler Distribution Inc',
      companyWebsite: 'https://compiler.example.com',
      industry: 'Technology',
      employeeCount: '51-200',
      offerAfterSaleService: 'No',
      targetCountryRegion: 'North America',
      salesTargetPlan: null,
      referralSource: 'Social Media',
      additionalInfo: null,
    };
    expect(row).toMatchObject({
      id,
      ...stored,
      status: 'pending',
      loginEnabled: false,
      archived: false,
      password: null,
      username: null,
      lastLoginAt: null,
    });

    const [form] = await ctx.t.db.select().from(formSubmissions);
    expect(form).toMatchObject({
      formType: 'partner-application',
      submitterName: 'Grace Hopper',
      submitterEmail: 'grace@example.com',
      formData: stored,
      notificationSent: false,
    });
    const [mail] = await ctx.t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'staff-notification'));
    expect(mail).toMatchObject({
      kind: 'staff-notification',
      to: 'staff@example.com',
      formSubmissionId: form!.id,
    });
    expect(await ctx.t.db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        actorKind: 'visitor',
        action: 'partner-application.created',
        entityType: 'partner',
        entityId: String(id),
        ipAddress: '127.0.0.0',
      }),
    ]);
    expect(await rowCounts(ctx.t)).toMatchObject({
      partners: 1,
      form_submissions: 1,
      // The staff notification and the applicant's acknowledgement (acknowledgements.test.ts).
      email_outbox: 2,
      audit_log: 1,
      leads: 0,
      quarantine: 0,
    });

    expect(await ctx.app.ctx.outbox.drain()).toBe(2);
    const received = await ctx.peer.waitFor((m) => m.to.includes('staff@example.com'));
    expect(received.subject).toBe('New partner application: Compiler Distribution Inc (Grace Hopper)');
    expect(received.text).toContain('Company website: https://compiler.example.com');
    expect(received.text).toContain('Offers after-sale service: No');
    expect(received.text).toContain('Sales target plan: (not given)');
    const [sent] = await ctx.t.db.select().from(formSubmissions);
    expect(sent?.notificationSent).toBe(true);
  });

  it('keeps an explicit after-sale answer and a website with its scheme', async () => {
    const res = await postJson(ctx.app, '/api/submit-partner', {
      ...validPartner({ offerAfterSaleService: 'Not Sure', companyWebsite: 'http://old.example.com/' }),
      _t: await validFormToken(ctx.app, clock),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.t.db.select().from(partners);
    expect(row).toMatchObject({
      offerAfterSaleService: 'Not Sure',
      companyWebsite: 'http://old.example.com/',
    });
  });

  it("accepts the brand's own referral option", async () => {
    const res = await postJson(ctx.app, '/api/submit-partner', {
      ...validPartner({ referralSource: 'Lumen Sales' }),
      _t: await validFormToken(ctx.app, clock),
    });
    expect(res.statusCode).toBe(201);
  });
});
