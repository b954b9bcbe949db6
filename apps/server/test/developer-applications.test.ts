import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, developerApplications, emailOutbox, formSubmissions } from '@app/db';
import { testConfig, useTestAppWithMail } from './helpers.ts';
import { postJson, rowCounts, TestClock, validDeveloper, validFormToken } from './public-forms.ts';

const clock = new TestClock();

const ctx = useTestAppWithMail({
  config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }),
  now: clock.now,
});

describe('POST /api/submit-developer', () => {
  it('stores a pending application with false flags, its submission, staff mail and audit entry', async () => {
    const res = await postJson(ctx.app, '/api/submit-developer', {
      ...validDeveloper(),
      _t: await validFormToken(ctx.app, clock),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };

    const stored = {
      fullName: 'Linus Developer',
      email: 'linus@example.org',
      phone: '+46 8 123 456',
      companyAffiliation: null,
      jobTitle: 'Engineer',
      portfolioWebsite: 'https://linus.example.org/work',
      githubProfile: '@linus',
      experienceLevel: 'advanced',
      programmingLanguages: ['Kotlin', 'C++'],
      developmentAreas: ['Mobile Apps'],
      yearsExperience: '5-10',
      interestedPlatforms: ['CXR-M (Mobile AR Platform)', 'YodaOS-Sprite'],
      primaryUseCase: 'Enterprise & Industrial',
      projectDescription: 'A remote assistance tool for field engineers.',
      reasonForInterest: 'We want hands-free workflows on the factory floor.',
      developmentTimeline: null,
      targetAudience: null,
      needsTechnicalSupport: false,
      needsHardwareAccess: false,
      hasARExperience: false,
      additionalInfo: null,
      referralSource: null,
    };
    const [row] = await ctx.t.db.select().from(developerApplications);
    expect(row).toMatchObject({
      id,
      ...stored,
      status: 'pending',
      adminNotes: null,
      loginEnabled: false,
      password: null,
    });
    const [form] = await ctx.t.db.select().from(formSubmissions);
    expect(form).toMatchObject({
      formType: 'developer-application',
      submitterName: 'Linus Developer',
      submitterEmail: 'linus@example.org',
      formData: stored,
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
        action: 'developer-application.created',
        entityType: 'developer-application',
        entityId: String(id),
      }),
    ]);
    expect(await rowCounts(ctx.t)).toMatchObject({
      developer_applications: 1,
      form_submissions: 1,
      // The staff notification and the applicant's acknowledgement (acknowledgements.test.ts).
      email_outbox: 2,
      audit_log: 1,
      quarantine: 0,
    });

    expect(await ctx.app.ctx.outbox.drain()).toBe(2);
    const received = await ctx.peer.waitFor((m) => m.to.includes('staff@example.com'));
    expect(received.subject).toBe('New developer application: Linus Developer');
    expect(received.text).toContain('Programming languages: Kotlin, C++');
    expect(received.text).toContain('Experience level: Advanced');
    expect(received.text).toContain('Years of experience: 5-10 years');
    expect(received.text).toContain('Has AR experience: No');
    const [sent] = await ctx.t.db.select().from(formSubmissions);
    expect(sent?.notificationSent).toBe(true);
  });

  it('stores the flags and options given', async () => {
    const res = await postJson(ctx.app, '/api/submit-developer', {
      ...validDeveloper({
        hasARExperience: true,
        needsHardwareAccess: true,
        developmentTimeline: '1-3months',
        interestedPlatforms: ['Lumen SDK Integration'],
      }),
      _t: await validFormToken(ctx.app, clock),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.t.db.select().from(developerApplications);
    expect(row).toMatchObject({
      hasARExperience: true,
      needsHardwareAccess: true,
      needsTechnicalSupport: false,
      developmentTimeline: '1-3months',
      interestedPlatforms: ['Lumen SDK Integration'],
    });
  });
});
