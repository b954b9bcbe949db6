import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiKeys,
  apps,
  auditLog,
  developerApplications,
  developers,
  emailOutbox,
  emailSuppressions,
  formSubmissions,
  leads,
  oneTimeTokens,
  partners,
  quarantine,
  subscribers,
  users,
} from '@app/db';
import { testDbKind } from '@app/db/testing';
import type { PrivacyLookupResult } from '@app/contracts';
import { emailHash } from '../src/modules/subscribers/email-suppression.ts';
import { ADMIN, asStaff, staffCookie } from './admin-helpers.ts';
import { testConfig, useTestApp } from './helpers.ts';
import {
  postJson,
  TestClock,
  validFormToken,
  validLead,
  validPartner,
  validSubscribe,
} from './public-forms.ts';

const PERSON = 'person@example.com';
let cookie: string;
const clock = new TestClock();
const ctx = useTestApp({ config: testConfig({ RATE_LIMIT_PUBLIC_MAX: '1000' }), now: clock.now });

beforeEach(async () => {
  cookie = (await staffCookie(ctx)).cookie;
});

const publicForm = async (url: string, body: Record<string, unknown>) =>
  postJson(ctx.app, url, { ...body, _t: await validFormToken(ctx.app, clock) });

const staffPost = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: asStaff(cookie), payload });
/** Erases PERSON, confirmed by typing `confirmEmail`. */
const erase = (confirmEmail: string, adminPassword = ADMIN.password) =>
  staffPost('/api/admin/privacy/erase', { email: PERSON, confirmEmail, adminPassword });

/** The person through every public form, plus a developer account, tokens, quarantine and audit mentions. */
async function seedPerson() {
  const db = ctx.t.db;
  expect(
    (await publicForm('/api/subscribe', validSubscribe({ email: 'Person@Example.com' }))).statusCode,
  ).toBe(201);
  expect((await publicForm('/api/leads', validLead({ email: PERSON }))).statusCode).toBe(201);
  expect((await publicForm('/api/submit-partner', validPartner({ email: PERSON }))).statusCode).toBe(201);
  const [application] = await db
    .insert(developerApplications)
    .values({
      fullName: 'Per Son',
      email: 'PERSON@example.com',
      experienceLevel: 'expert',
      yearsExperience: '5',
      primaryUseCase: 'x',
      projectDescription: 'x',
      reasonForInterest: 'x',
      password: 'scrypt$secret',
    })
    .returning();
  const [devUser] = await db
    .insert(users)
    .values({ username: 'dev-person', password: 'scrypt$dev', role: 'developer', email: PERSON })
    .returning();
  const [developer] = await db
    .insert(developers)
    .values({ fullName: 'Per Son', email: PERSON, userId: devUser!.id, applicationId: application!.id })
    .returning();
  const [app] = await db
    .insert(apps)
    .values({ name: 'App', slug: 'person-app', developerId: developer!.id })
    .returning();
  await db.insert(apiKeys).values({
    keyName: 'k',
    keyHash: 'hash-secret',
    keyPrefix: 'lk_',
    developerId: developer!.id,
    appId: app!.id,
  });
  await db.insert(oneTimeTokens).values({
    tokenHash: 'token-secret',
    purpose: 'password-reset',
    subjectKind: 'developer',
    subjectId: developer!.id,
    email: PERSON,
    expiresAt: new Date(),
  });
  await db
    .insert(quarantine)
    .values({ formType: 'contact-form', reason: 'honeypot', payload: { email: 'Person@example.com' } });
  await db.insert(auditLog).values({
    actorKind: 'visitor',
    action: 'partner.login_failed',
    details: { email: PERSON, reason: 'x' },
  });
  await db
    .insert(users)
    .values({ username: 'staff-person', password: 'scrypt$staff', role: 'admin', email: PERSON });
  // Someone else, who must be left alone.
  expect((await publicForm('/api/leads', validLead({ email: 'other@example.com' }))).statusCode).toBe(201);
}

describe(`privacy requests on ${testDbKind()}`, () => {
  it('looks up everything stored about an address, case-insensitively and without secrets', async () => {
    await seedPerson();
    const res = await staffPost('/api/admin/privacy/lookup', { email: '  PERSON@example.COM ' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PrivacyLookupResult;
    expect(body.email).toBe(PERSON);
    expect(body.suppressed).toBeNull();
    expect(body.counts).toEqual({
      subscribers: 1,
      leads: 1,
      partners: 1,
      developerApplications: 1,
      developers: 1,
      apps: 1,
      apiKeys: 1,
      appSubmissions: 0,
      sdkDownloads: 0,
      formSubmissions: 2,
      // The staff notifications and the sender's acknowledgements of the enquiry and the application, and the
      // newsletter's confirmation mail (double opt-in: nothing else until the link is followed).
      emailOutbox: 5,
      oneTimeTokens: 1,
      quarantine: 1,
      auditLog: 1,
      staffAccounts: 1,
    });
    expect(body.records.leads[0]).toMatchObject({ email: PERSON, firstName: 'Ada' });
    const text = JSON.stringify(body);
    for (const secret of ['scrypt$', 'hash-secret', 'token-secret']) expect(text).not.toContain(secret);
    expect(text).not.toContain('other@example.com');

    const [audit] = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.looked_up'));
    expect(audit).toMatchObject({ actorKind: 'staff', entityType: 'email', entityId: emailHash(PERSON) });
  });

  it('exports the same records as a JSON download', async () => {
    await seedPerson();
    const res = await staffPost('/api/admin/privacy/export', { email: PERSON });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="privacy-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = JSON.parse(res.body) as PrivacyLookupResult & { exportedAt: string };
    expect(body.email).toBe(PERSON);
    expect(body.counts.partners).toBe(1);
    expect(body.records.partners[0]).not.toHaveProperty('password');
  });

  it('refuses an erasure whose confirmation does not match', async () => {
    await seedPerson();
    const res = await erase('someone@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { confirmEmail: 'Type the e-mail address exactly to confirm the erasure' },
    });
    expect(await ctx.t.db.select().from(subscribers)).toHaveLength(1);
  });

  it('erases only with the admin password, asked again like a status change', async () => {
    await seedPerson();
    const missing = await staffPost('/api/admin/privacy/erase', { email: PERSON, confirmEmail: PERSON });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ adminPassword: 'Please enter the admin password' });
    const wrong = await erase(PERSON, 'not my password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      message: 'Incorrect password. Please try again.',
      code: 'wrong_password',
    });
    expect(await ctx.t.db.select().from(subscribers)).toHaveLength(1);
    const [audit] = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.reauth_failed'));
    expect(audit).toBeDefined();
  });

  it('erases the address everywhere, suppresses it and audits only its hash', async () => {
    await seedPerson();
    const res = await erase('Person@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      erased: {
        emailOutbox: 5,
        formSubmissions: 2,
        appSubmissions: 0,
        apiKeys: 1,
        sdkDownloads: 0,
        apps: 1,
        developerApplications: 1,
        leads: 1,
        subscribers: 1,
        oneTimeTokens: 1,
        quarantine: 1,
        partners: 1,
        developers: 1,
        auditLog: 1,
      },
      total: 17,
      message: 'Erased 17 record(s); the address is on the suppression list',
    });

    const after = (
      await staffPost('/api/admin/privacy/lookup', { email: PERSON })
    ).json() as PrivacyLookupResult;
    expect(Object.entries(after.counts).filter(([, n]) => n > 0)).toEqual([['staffAccounts', 1]]);
    expect(after.suppressed).toBe('erased');
    expect(await ctx.t.db.select({ email: leads.email }).from(leads)).toEqual([
      { email: 'other@example.com' },
    ]);
    expect(
      await ctx.t.db.select({ username: users.username }).from(users).where(eq(users.role, 'developer')),
    ).toEqual([]);
    expect(await ctx.t.db.select().from(emailSuppressions)).toMatchObject([
      { emailHash: emailHash(PERSON), reason: 'erased' },
    ]);

    const audit = await ctx.t.db.select().from(auditLog);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain(PERSON);
    expect(audit.find((a) => a.action === 'privacy.erased')).toMatchObject({
      actorKind: 'staff',
      entityType: 'email',
      entityId: emailHash(PERSON),
      details: { erased: expect.objectContaining({ subscribers: 1, partners: 1 }) },
    });
    expect(audit.find((a) => a.action === 'partner.login_failed')?.details).toEqual({
      email: '[erased]',
      reason: 'x',
    });
  });

  it('keeps an erased subscriber out of the public sign-up form without saying so', async () => {
    await seedPerson();
    await erase(PERSON);
    const mailBefore = await ctx.t.db.select().from(emailOutbox);

    const res = await publicForm('/api/subscribe', validSubscribe({ email: PERSON }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await ctx.t.db.select().from(subscribers)).toEqual([]);
    expect(await ctx.t.db.select().from(emailOutbox)).toEqual(mailBefore);
    const [refused] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subscriber.suppressed'));
    expect(refused).toMatchObject({ actorKind: 'visitor', entityId: emailHash(PERSON) });
  });

  it('finds and erases the submission of a partner whose address staff corrected, by the new address', async () => {
    const typo = 'person@exmaple.com';
    expect((await publicForm('/api/submit-partner', validPartner({ email: typo }))).statusCode).toBe(201);
    const [partner] = await ctx.t.db.select().from(partners);
    const approve = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/partners/${partner!.id}/status`,
      headers: asStaff(cookie),
      payload: { status: 'approved', adminPassword: ADMIN.password },
    });
    expect(approve.statusCode).toBe(200);
    const resend = await staffPost(`/api/admin/partners/${partner!.id}/resend-invitation`, { email: PERSON });
    expect(resend.statusCode).toBe(200);

    const found = (
      await staffPost('/api/admin/privacy/lookup', { email: PERSON })
    ).json() as PrivacyLookupResult;
    expect(found.counts).toMatchObject({ partners: 1, formSubmissions: 1 });
    expect(found.records.formSubmissions[0]).toMatchObject({
      formType: 'partner-application',
      submitterEmail: typo,
    });
    // The staff notification of that submission comes with it.
    expect(found.records.emailOutbox.map((m) => m.kind)).toContain('staff-notification');

    expect((await erase(PERSON)).json()).toMatchObject({ erased: { formSubmissions: 1, partners: 1 } });
    expect(await ctx.t.db.select().from(formSubmissions)).toEqual([]);
  });

  it('lets someone whose unsubscribe left only a suppression record subscribe again', async () => {
    await ctx.t.db.insert(emailSuppressions).values({ emailHash: emailHash(PERSON), reason: 'unsubscribed' });
    const res = await publicForm('/api/subscribe', validSubscribe({ email: PERSON }));
    expect(res.statusCode).toBe(201);
    expect(await ctx.t.db.select({ email: subscribers.email }).from(subscribers)).toEqual([
      { email: PERSON },
    ]);
    // Double opt-in: the suppression goes once the person follows the link, not on anyone's sign-up.
    expect(await ctx.t.db.select().from(emailSuppressions)).toHaveLength(1);
    const [mail] = await ctx.t.db.select().from(emailOutbox);
    const token = new URL(/http\S+/.exec(mail!.text)![0]).searchParams.get('token');
    expect((await postJson(ctx.app, '/api/subscribe/confirm', { token })).statusCode).toBe(200);
    expect(await ctx.t.db.select().from(emailSuppressions)).toEqual([]);
  });
});
