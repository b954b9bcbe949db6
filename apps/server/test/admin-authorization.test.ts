/**
 * Walks every staff-only route the app registered: 401 without a session, 403 with a partner or a
 * developer session, 2xx for staff. A new staff route without a case here fails the first test.
 */
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { useTestApp } from './helpers.ts';
import {
  ADMIN,
  ORIGIN,
  seedDeveloperApplication,
  seedFormSubmission,
  seedAdmin,
  seedPartner,
  seedSubscriber,
  sessionCookie,
  staffCookie,
} from './admin-helpers.ts';
import { registeredRoutes } from './route-table.ts';
import { appReports, appScreenshots, appSubmissions, quarantine, sdkReleases, type Database } from '@app/db';
import { sampleAar, seedSampleReleases } from '../src/modules/sdk-releases/index.ts';
import { validLead } from './public-forms.ts';
import { seedApp, seedDeveloper, seedDevice } from './developer-helpers.ts';

/** A held lead, as a filled honeypot leaves it. */
async function seedHeld(database: Database) {
  const [row] = await database
    .insert(quarantine)
    .values({ formType: 'contact-form', reason: 'honeypot', payload: validLead() })
    .returning();
  return row!;
}
import { codeFor, giveSecondFactor, staffIdOf } from './second-factor-helpers.ts';

/** A pending submission of a developer's app, waiting for review. */
async function seedSubmission(database: Database) {
  const { developer } = await seedDeveloper(database);
  const app = await seedApp(database, developer.id);
  const [row] = await database.insert(appSubmissions).values({ appId: app.id, version: '1.0.0' }).returning();
  return row!;
}

const ctx = useTestApp();

type Case = () => Promise<Omit<InjectOptions, 'headers'>>;

const db = () => ctx.t.db;

/** The signed-in admin's factor (when the case runs with a staff session, the admin exists). */
async function ownFactor(pending: boolean): Promise<string> {
  const id = await staffIdOf(db(), ADMIN.username);
  return id ? (await giveSecondFactor(db(), { kind: 'staff', id }, pending)).secret : 'JBSWY3DPEHPK3PXP';
}
let otherStaff = 0;
async function anotherAdmin(withFactor = false): Promise<number> {
  otherStaff += 1;
  const row = await seedAdmin(db(), `other-admin-${otherStaff}`);
  if (withFactor) await giveSecondFactor(db(), { kind: 'staff', id: row.id });
  return row.id;
}

/** A second-factor setting that asks for the password again, with the admin's factor on. */
const reconfirmed =
  (url: string): Case =>
  async () => {
    await ownFactor(false);
    return { method: 'POST', url, payload: { password: ADMIN.password } };
  };

const twoFactorCases: Record<string, Case> = {
  'GET /api/admin/account/2fa': async () => ({ method: 'GET', url: '/api/admin/account/2fa' }),
  'POST /api/admin/account/2fa/enrol': async () => ({ method: 'POST', url: '/api/admin/account/2fa/enrol' }),
  'POST /api/admin/account/2fa/confirm': async () => ({
    method: 'POST',
    url: '/api/admin/account/2fa/confirm',
    payload: { code: codeFor(await ownFactor(true)) },
  }),
  'POST /api/admin/account/2fa/disable': reconfirmed('/api/admin/account/2fa/disable'),
  'POST /api/admin/account/2fa/recovery-codes': reconfirmed('/api/admin/account/2fa/recovery-codes'),
  'GET /api/admin/staff': async () => ({ method: 'GET', url: '/api/admin/staff' }),
  'POST /api/admin/staff/:id/second-factor/reset': async () => ({
    method: 'POST',
    url: `/api/admin/staff/${await anotherAdmin(true)}/second-factor/reset`,
    payload: { adminPassword: ADMIN.password },
  }),
  'PUT /api/admin/staff/:id/second-factor-required': async () => ({
    method: 'PUT',
    url: `/api/admin/staff/${await anotherAdmin()}/second-factor-required`,
    payload: { required: true },
  }),
  'PUT /api/admin/staff/:id/disabled': async () => ({
    method: 'PUT',
    url: `/api/admin/staff/${await anotherAdmin()}/disabled`,
    payload: { disabled: true, adminPassword: ADMIN.password },
  }),
  'POST /api/admin/staff': async () => ({
    method: 'POST',
    url: '/api/admin/staff',
    payload: { username: 'new-staff', password: 'glasses-on-a-sunny-day', adminPassword: ADMIN.password },
  }),
  'POST /api/admin/staff/:id/remove': async () => ({
    method: 'POST',
    url: `/api/admin/staff/${await anotherAdmin()}/remove`,
    payload: { adminPassword: ADMIN.password },
  }),
};
const cases: Record<string, Case> = {
  'GET /api/partners/raw': async () => ({ method: 'GET', url: '/api/partners/raw?t=123' }),
  'GET /api/admin/partners': async () => ({ method: 'GET', url: '/api/admin/partners' }),
  'GET /api/admin/partners/counts': async () => ({ method: 'GET', url: '/api/admin/partners/counts' }),
  'PUT /api/admin/partners/:id/status': async () => ({
    method: 'PUT',
    url: `/api/admin/partners/${(await seedPartner(db())).id}/status`,
    payload: { status: 'rejected', adminPassword: ADMIN.password },
  }),
  'PUT /api/admin/partners/:id/archive': async () => ({
    method: 'PUT',
    url: `/api/admin/partners/${(await seedPartner(db(), { status: 'rejected' })).id}/archive`,
    payload: { archived: true },
  }),
  'POST /api/admin/partners/:id/resend-invitation': async () => ({
    method: 'POST',
    url: `/api/admin/partners/${(await seedPartner(db(), { status: 'approved', loginEnabled: true, username: `u${Date.now()}` })).id}/resend-invitation`,
    payload: { email: 'new@example.com' },
  }),
  'DELETE /api/admin/partners/:id': async () => ({
    method: 'DELETE',
    url: `/api/admin/partners/${(await seedPartner(db())).id}`,
  }),
  'GET /api/admin/subscribers': async () => ({ method: 'GET', url: '/api/admin/subscribers?t=1' }),
  'PUT /api/admin/subscribers/:id/status': async () => ({
    method: 'PUT',
    url: `/api/admin/subscribers/${(await seedSubscriber(db())).id}/status`,
    payload: { active: false },
  }),
  'DELETE /api/admin/subscribers/:id': async () => ({
    method: 'DELETE',
    url: `/api/admin/subscribers/${(await seedSubscriber(db())).id}`,
  }),
  'GET /api/admin/insights': async () => ({
    method: 'GET',
    url: '/api/admin/insights?from=2026-11-01&to=2026-11-25',
  }),
  'GET /api/admin/insights/export.csv': async () => ({
    method: 'GET',
    url: '/api/admin/insights/export.csv?chart=traffic&from=2026-11-01&to=2026-11-25',
  }),
  'GET /api/admin/subscribers/export.csv': async () => {
    await seedSubscriber(db());
    return { method: 'GET', url: '/api/admin/subscribers/export.csv' };
  },
  'GET /api/admin/form-submissions': async () => ({ method: 'GET', url: '/api/admin/form-submissions?t=1' }),
  'DELETE /api/admin/form-submissions/:id': async () => ({
    method: 'DELETE',
    url: `/api/admin/form-submissions/${(await seedFormSubmission(db())).id}`,
  }),
  'GET /api/admin/form-submissions/export.csv': async () => {
    await seedFormSubmission(db());
    return { method: 'GET', url: '/api/admin/form-submissions/export.csv' };
  },
  'GET /api/admin/held': async () => ({ method: 'GET', url: '/api/admin/held' }),
  'GET /api/admin/held/count': async () => ({ method: 'GET', url: '/api/admin/held/count' }),
  'POST /api/admin/held/:id/release': async () => ({
    method: 'POST',
    url: `/api/admin/held/${(await seedHeld(db())).id}/release`,
  }),
  'DELETE /api/admin/held/:id': async () => ({
    method: 'DELETE',
    url: `/api/admin/held/${(await seedHeld(db())).id}`,
  }),
  'GET /api/admin/developer-applications': async () => ({
    method: 'GET',
    url: '/api/admin/developer-applications',
  }),
  'GET /api/admin/developer-applications/counts': async () => ({
    method: 'GET',
    url: '/api/admin/developer-applications/counts',
  }),
  'PUT /api/admin/developer-applications/:id/status': async () => ({
    method: 'PUT',
    url: `/api/admin/developer-applications/${(await seedDeveloperApplication(db())).id}/status`,
    payload: { status: 'under_review', adminNotes: 'Looks good' },
  }),
  'DELETE /api/admin/developer-applications/:id': async () => ({
    method: 'DELETE',
    url: `/api/admin/developer-applications/${(await seedDeveloperApplication(db())).id}`,
  }),
  'POST /api/admin/bulk': async () => ({
    method: 'POST',
    url: '/api/admin/bulk',
    payload: {
      entity: 'subscribers',
      ids: [(await seedSubscriber(db())).id],
      action: 'delete',
      adminPassword: ADMIN.password,
    },
  }),
  'GET /api/admin/audit-log': async () => ({ method: 'GET', url: '/api/admin/audit-log' }),
  'POST /api/admin/privacy/lookup': async () => ({
    method: 'POST',
    url: '/api/admin/privacy/lookup',
    payload: { email: 'person@example.com' },
  }),
  'POST /api/admin/privacy/export': async () => ({
    method: 'POST',
    url: '/api/admin/privacy/export',
    payload: { email: 'person@example.com' },
  }),
  'POST /api/admin/privacy/erase': async () => ({
    method: 'POST',
    url: '/api/admin/privacy/erase',
    payload: {
      email: 'person@example.com',
      confirmEmail: 'person@example.com',
      adminPassword: ADMIN.password,
    },
  }),
  'GET /api/admin/app-submissions': async () => ({ method: 'GET', url: '/api/admin/app-submissions' }),
  'GET /api/admin/app-submissions/screenshots/:id': async () => {
    const submission = await seedSubmission(db());
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const [shot] = await db()
      .insert(appScreenshots)
      .values({
        submissionId: submission.id,
        contentType: 'image/png',
        byteSize: png.length,
        sha256: 'ab',
        data: png,
      })
      .returning();
    return { method: 'GET', url: `/api/admin/app-submissions/screenshots/${shot!.id}` };
  },
  'PUT /api/admin/app-submissions/:id/status': async () => ({
    method: 'PUT',
    url: `/api/admin/app-submissions/${(await seedSubmission(db())).id}/status`,
    payload: { status: 'approved' },
  }),
  'GET /api/admin/apps/:id/listing-history': async () => ({
    method: 'GET',
    url: `/api/admin/apps/${(await seedSubmission(db())).appId}/listing-history`,
  }),
  'GET /api/admin/app-reports': async () => ({ method: 'GET', url: '/api/admin/app-reports' }),
  'PUT /api/admin/app-reports/:id': async () => {
    const { appId } = await seedSubmission(db());
    const [report] = await db()
      .insert(appReports)
      .values({ appId, reason: 'broken', details: 'Does not start' })
      .returning();
    return { method: 'PUT', url: `/api/admin/app-reports/${report!.id}`, payload: { action: 'dismiss' } };
  },
  'GET /api/admin/devices': async () => ({ method: 'GET', url: '/api/admin/devices' }),
  'PUT /api/admin/devices/:id/status': async () => {
    const { developer } = await seedDeveloper(db());
    return {
      method: 'PUT',
      url: `/api/admin/devices/${(await seedDevice(db(), developer.id)).id}/status`,
      payload: { action: 'refuse', reason: 'Unknown serial' },
    };
  },
  'PUT /api/admin/device-settings': async () => ({
    method: 'PUT',
    url: '/api/admin/device-settings',
    payload: { autoGrant: false },
  }),
  'POST /api/admin/devices/signing-key/rotate': async () => ({
    method: 'POST',
    url: '/api/admin/devices/signing-key/rotate',
  }),
  'GET /api/admin/sdk-releases': async () => ({ method: 'GET', url: '/api/admin/sdk-releases' }),
  'POST /api/admin/sdk-releases': async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      sdk: 'cxr-m',
      version: '2.2.0',
      releaseDate: '2026-11-28',
      notes: 'Notes',
    }))
      form.append(name, value);
    form.append('library', new Blob([sampleAar('2.2.0')]), 'cxr-m-2.2.0.aar');
    return { method: 'POST', url: '/api/admin/sdk-releases', payload: form };
  },
  'PATCH /api/admin/sdk-releases/:id': async () => {
    await seedSampleReleases(db());
    const [release] = await db().select({ id: sdkReleases.id }).from(sdkReleases).limit(1);
    return { method: 'PATCH', url: `/api/admin/sdk-releases/${release!.id}`, payload: { current: true } };
  },
  ...twoFactorCases,
};

/** The staff sign-in and session routes: every other `/api/admin/` route is for signed-in staff only. */
const staffSignIn = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/second-factor',
  'GET /api/admin/me',
  'POST /api/admin/logout',
]);
/** The one staff route outside `/api/admin/`: the spec's raw partner list. */
const staffElsewhere = new Set(['GET /api/partners/raw']);
const staffOnlyRoutes = () =>
  registeredRoutes(ctx.app)
    .map((r) => `${r.method} ${r.url}`)
    .filter(
      (route) =>
        (route.split(' ')[1]!.startsWith('/api/admin/') && !staffSignIn.has(route)) ||
        staffElsewhere.has(route),
    );

describe('staff-only routes', () => {
  it('has a case for every registered staff route (and the spec endpoints are among them)', () => {
    const registered = staffOnlyRoutes();
    expect(registered.length).toBeGreaterThanOrEqual(20);
    expect(registered.sort()).toEqual(Object.keys(cases).sort());
    for (const route of staffSignIn)
      expect(registeredRoutes(ctx.app).map((r) => `${r.method} ${r.url}`)).toContain(route);
  });

  it.each(Object.keys(cases))('%s: 401 without a session', async (key) => {
    const res = await ctx.app.inject({ ...(await cases[key]!()), headers: { origin: ORIGIN } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'You must be logged in to access this page',
      code: 'session_expired',
    });
  });

  it.each(Object.keys(cases))('%s: 403 with a partner or a developer session', async (key) => {
    for (const kind of ['partner', 'developer'] as const) {
      const cookie = await sessionCookie(ctx, kind, 1);
      const res = await ctx.app.inject({ ...(await cases[key]!()), headers: { origin: ORIGIN, cookie } });
      expect(res.statusCode, kind).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have access to this page.', code: 'no_access' });
    }
  });

  it.each(Object.keys(cases))('%s: 2xx for staff, never cached', async (key) => {
    const { cookie } = await staffCookie(ctx);
    const res = await ctx.app.inject({ ...(await cases[key]!()), headers: { origin: ORIGIN, cookie } });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
