/**
 * Walks every console route the app registered: 401 without a session, 403 with a staff or partner
 * session, 2xx for the developer, never cached. A new console route without a case here fails the first
 * test. Also: a developer cannot see or change another developer's apps or keys (404).
 */
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  apiKeys,
  appScreenshots,
  appSubmissions,
  apps,
  developerDevices,
  sdkReleaseFiles,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '@app/db';
import { registeredRoutes } from './route-table.ts';
import { seedSampleReleases } from '../src/modules/sdk-releases/index.ts';
import { ORIGIN, seedPartner, sessionCookie, staffCookie } from './admin-helpers.ts';
import { codeFor, giveSecondFactor } from './second-factor-helpers.ts';
import {
  DEVELOPER_PASSWORD,
  developerCookie,
  seedApp,
  seedDeveloper,
  seedDevice,
  seedKey,
  send,
  validSubmission,
} from './developer-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();

type Case = (developerId: number) => Promise<Omit<InjectOptions, 'headers'>>;
const db = () => ctx.t.db;

/** A second-factor setting that asks for the password again, on an account with the factor on. */
const reconfirmed =
  (url: string): Case =>
  async (dev) => {
    await giveSecondFactor(db(), { kind: 'developer', id: dev });
    return { method: 'POST', url, payload: { password: DEVELOPER_PASSWORD } };
  };

/** A PNG's first bytes: enough for the upload's signature check. */
/** A real 1×1 PNG: uploads are decoded, so a signature alone is refused. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A webhook endpoint of the developer, stored directly. */
async function seedEndpoint(dev: number): Promise<number> {
  const [row] = await db()
    .insert(webhookEndpoints)
    .values({
      developerId: dev,
      url: 'https://93.184.215.14/hooks',
      events: ['submission.published'],
      secretSealed: 'v1.x.y.z',
      secretPrefix: 'whsec_test',
    })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

/** A delivery (of a stored event) to a new endpoint of the developer. */
async function seedDelivery(dev: number): Promise<number> {
  const endpointId = await seedEndpoint(dev);
  const id = `evt_auth_${endpointId}`;
  await db().insert(webhookEvents).values({ id, developerId: dev, type: 'submission.published', body: '{}' });
  const [row] = await db()
    .insert(webhookDeliveries)
    .values({ endpointId, eventId: id, giveUpAt: new Date() })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** One of the developer's apps with a pending submission and, optionally, a screenshot of it. */
async function seedSubmission(dev: number, withScreenshot = false) {
  const app = await seedApp(db(), dev);
  const [submission] = await db()
    .insert(appSubmissions)
    .values({ appId: app.id, version: '1.1.0' })
    .returning({ id: appSubmissions.id });
  const [shot] = withScreenshot
    ? await db()
        .insert(appScreenshots)
        .values({
          submissionId: submission!.id,
          contentType: 'image/png',
          byteSize: 12,
          sha256: 'x',
          data: PNG,
        })
        .returning({ id: appScreenshots.id })
    : [];
  return {
    base: `/api/console/apps/${app.id}/submissions/${submission!.id}/screenshots`,
    submissionUrl: `/api/console/apps/${app.id}/submissions/${submission!.id}`,
    shotId: shot?.id,
  };
}

const cases: Record<string, Case> = {
  'GET /api/console/overview': async () => ({ method: 'GET', url: '/api/console/overview' }),
  'GET /api/console/apps': async () => ({ method: 'GET', url: '/api/console/apps' }),
  'POST /api/console/apps': async () => ({
    method: 'POST',
    url: '/api/console/apps',
    payload: { name: 'Walker', description: '', sdkType: 'both', category: 'utility' },
  }),
  'PATCH /api/console/apps/:id': async (dev) => ({
    method: 'PATCH',
    url: `/api/console/apps/${(await seedApp(db(), dev)).id}`,
    payload: { name: 'Renamed' },
  }),
  'DELETE /api/console/apps/:id': async (dev) => ({
    method: 'DELETE',
    url: `/api/console/apps/${(await seedApp(db(), dev)).id}`,
  }),
  'GET /api/console/apps/:id/submissions': async (dev) => ({
    method: 'GET',
    url: `/api/console/apps/${(await seedApp(db(), dev)).id}/submissions`,
  }),
  'POST /api/console/apps/:id/submissions': async (dev) => ({
    method: 'POST',
    url: `/api/console/apps/${(await seedApp(db(), dev)).id}/submissions`,
    payload: validSubmission,
  }),
  'POST /api/console/apps/:id/submissions/:submissionId/screenshots': async (dev) => {
    const form = new FormData();
    form.append('screenshot', new Blob([PNG], { type: 'image/png' }), 'shot.png');
    return { method: 'POST', url: (await seedSubmission(dev)).base, payload: form };
  },
  'DELETE /api/console/apps/:id/submissions/:submissionId/screenshots/:screenshotId': async (dev) => {
    const { base, shotId } = await seedSubmission(dev, true);
    return { method: 'DELETE', url: `${base}/${shotId}` };
  },
  'DELETE /api/console/apps/:id/submissions/:submissionId': async (dev) => ({
    method: 'DELETE',
    url: (await seedSubmission(dev)).submissionUrl,
  }),
  'POST /api/console/apps/:id/listing-changes': async (dev) => ({
    method: 'POST',
    url: `/api/console/apps/${(await seedApp(db(), dev, { status: 'published' })).id}/listing-changes`,
    payload: { description: 'New words.' },
  }),
  'GET /api/console/apps/:id/listing-history': async (dev) => ({
    method: 'GET',
    url: `/api/console/apps/${(await seedApp(db(), dev)).id}/listing-history`,
  }),
  'GET /api/console/screenshots/:id': async (dev) => ({
    method: 'GET',
    url: `/api/console/screenshots/${(await seedSubmission(dev, true)).shotId}`,
  }),
  'GET /api/console/keys': async () => ({ method: 'GET', url: '/api/console/keys' }),
  'POST /api/console/keys': async () => ({
    method: 'POST',
    url: '/api/console/keys',
    payload: { keyName: 'CI', permissions: ['read'] },
  }),
  'POST /api/console/keys/:id/revoke': async (dev) => ({
    method: 'POST',
    url: `/api/console/keys/${(await seedKey(db(), dev)).row.id}/revoke`,
  }),
  'DELETE /api/console/keys/:id': async (dev) => ({
    method: 'DELETE',
    url: `/api/console/keys/${(await seedKey(db(), dev)).row.id}`,
  }),
  'PATCH /api/console/keys/:id': async (dev) => ({
    method: 'PATCH',
    url: `/api/console/keys/${(await seedKey(db(), dev)).row.id}`,
    payload: { keyName: 'Renamed' },
  }),
  'POST /api/console/keys/:id/roll': async (dev) => ({
    method: 'POST',
    url: `/api/console/keys/${(await seedKey(db(), dev)).row.id}/roll`,
    payload: { overlap: '1h' },
  }),
  'POST /api/console/downloads/files/:id': async () => {
    await seedSampleReleases(db());
    const [file] = await db().select({ id: sdkReleaseFiles.id }).from(sdkReleaseFiles).limit(1);
    return { method: 'POST', url: `/api/console/downloads/files/${file!.id}` };
  },
  'GET /api/console/devices': async () => ({ method: 'GET', url: '/api/console/devices' }),
  'POST /api/console/devices': async () => ({
    method: 'POST',
    url: '/api/console/devices',
    payload: { model: 'max2', serialNumber: `AUTHZ${Date.now()}` },
  }),
  'POST /api/console/devices/:id/request': async (dev) => {
    const device = await seedDevice(db(), dev);
    await db().update(developerDevices).set({ status: 'refused' }).where(eq(developerDevices.id, device.id));
    return { method: 'POST', url: `/api/console/devices/${device.id}/request` };
  },
  'POST /api/console/devices/:id/revoke': async (dev) => ({
    method: 'POST',
    url: `/api/console/devices/${(await seedDevice(db(), dev, 'granted')).id}/revoke`,
  }),
  'DELETE /api/console/devices/:id': async (dev) => ({
    method: 'DELETE',
    url: `/api/console/devices/${(await seedDevice(db(), dev)).id}`,
  }),
  'GET /api/console/devices/:id/certificate': async (dev) => ({
    method: 'GET',
    url: `/api/console/devices/${(await seedDevice(db(), dev, 'granted')).id}/certificate`,
  }),
  'GET /api/console/webhooks': async () => ({ method: 'GET', url: '/api/console/webhooks' }),
  'POST /api/console/webhooks': async () => ({
    method: 'POST',
    url: '/api/console/webhooks',
    // A public address written as one: registration resolves nothing (the test machine has no DNS).
    payload: { url: 'https://93.184.215.14/hooks', events: ['submission.published'] },
  }),
  'DELETE /api/console/webhooks/:id': async (dev) => ({
    method: 'DELETE',
    url: `/api/console/webhooks/${await seedEndpoint(dev)}`,
  }),
  'POST /api/console/webhooks/:id/rotate-secret': async (dev) => ({
    method: 'POST',
    url: `/api/console/webhooks/${await seedEndpoint(dev)}/rotate-secret`,
  }),
  'POST /api/console/webhooks/:id/test': async (dev) => ({
    method: 'POST',
    url: `/api/console/webhooks/${await seedEndpoint(dev)}/test`,
  }),
  'GET /api/console/webhooks/:id/deliveries': async (dev) => ({
    method: 'GET',
    url: `/api/console/webhooks/${await seedEndpoint(dev)}/deliveries`,
  }),
  'POST /api/console/webhook-deliveries/:id/resend': async (dev) => ({
    method: 'POST',
    url: `/api/console/webhook-deliveries/${await seedDelivery(dev)}/resend`,
  }),
  'GET /api/console/request-logs': async () => ({
    method: 'GET',
    url: '/api/console/request-logs?requestId=x',
  }),
  'GET /api/console/profile': async () => ({ method: 'GET', url: '/api/console/profile' }),
  'PUT /api/console/profile': async () => ({
    method: 'PUT',
    url: '/api/console/profile',
    payload: { bio: 'Hello', skills: ['Kotlin'] },
  }),
  'GET /api/console/account/2fa': async () => ({ method: 'GET', url: '/api/console/account/2fa' }),
  'POST /api/console/account/2fa/enrol': async () => ({
    method: 'POST',
    url: '/api/console/account/2fa/enrol',
  }),
  'POST /api/console/account/2fa/confirm': async (dev) => {
    const { secret } = await giveSecondFactor(db(), { kind: 'developer', id: dev }, true);
    return { method: 'POST', url: '/api/console/account/2fa/confirm', payload: { code: codeFor(secret) } };
  },
  'POST /api/console/account/2fa/disable': reconfirmed('/api/console/account/2fa/disable'),
  'POST /api/console/account/2fa/recovery-codes': reconfirmed('/api/console/account/2fa/recovery-codes'),
};

describe('console routes', () => {
  it('has a case for every registered console route (every route under /api/console/)', () => {
    const registered = registeredRoutes(ctx.app)
      .filter((r) => r.url.startsWith('/api/console/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.keys(cases))('%s: 401 without a session', async (key) => {
    const { developer } = await seedDeveloper(db());
    const res = await ctx.app.inject({ ...(await cases[key]!(developer.id)), headers: { origin: ORIGIN } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'You must be logged in to access this page',
      code: 'session_expired',
    });
  });

  it.each(Object.keys(cases))('%s: 403 with a staff or a partner session', async (key) => {
    const { developer } = await seedDeveloper(db());
    const staff = (await staffCookie(ctx)).cookie;
    const partner = await sessionCookie(ctx, 'partner', (await seedPartner(db())).id);
    for (const cookie of [staff, partner]) {
      const res = await ctx.app.inject({
        ...(await cases[key]!(developer.id)),
        headers: { origin: ORIGIN, cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have access to this page.', code: 'no_access' });
    }
  });

  it.each(Object.keys(cases))('%s: 2xx for the developer, never cached', async (key) => {
    const { developer } = await seedDeveloper(db());
    const cookie = await developerCookie(ctx, developer.id);
    const res = await ctx.app.inject({
      ...(await cases[key]!(developer.id)),
      headers: { origin: ORIGIN, cookie },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('refuses a cross-site write with a developer session', async () => {
    const { developer } = await seedDeveloper(db());
    const cookie = await developerCookie(ctx, developer.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/console/apps',
      headers: { origin: 'https://evil.example', cookie },
      payload: { name: 'X', sdkType: 'both', category: 'utility' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("another developer's apps and keys", () => {
  it('are invisible and unchangeable (404), and stay as they were', async () => {
    const owner = await seedDeveloper(db());
    const other = await seedDeveloper(db());
    const app = await seedApp(db(), owner.developer.id, { name: 'Private App' });
    const { row: key } = await seedKey(db(), owner.developer.id, { appId: app.id });
    const cookie = await developerCookie(ctx, other.developer.id);

    const listApps = await send(ctx, 'GET', '/api/console/apps', cookie);
    expect(listApps.json().apps).toEqual([]);
    const listKeys = await send(ctx, 'GET', '/api/console/keys', cookie);
    expect(listKeys.json().keys).toEqual([]);

    for (const [method, url, payload] of [
      ['PATCH', `/api/console/apps/${app.id}`, { name: 'Hijacked' }],
      ['DELETE', `/api/console/apps/${app.id}`, undefined],
      ['GET', `/api/console/apps/${app.id}/submissions`, undefined],
      ['POST', `/api/console/apps/${app.id}/submissions`, validSubmission],
      ['POST', `/api/console/keys/${key.id}/revoke`, undefined],
      ['PATCH', `/api/console/keys/${key.id}`, { keyName: 'Hijacked' }],
      ['POST', `/api/console/keys/${key.id}/roll`, { overlap: 'now' }],
      ['DELETE', `/api/console/keys/${key.id}`, undefined],
    ] as const) {
      const res = await send(ctx, method, url, cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nor can a key be tied to someone else's app.
    const tied = await send(ctx, 'POST', '/api/console/keys', cookie, { keyName: 'Sneaky', appId: app.id });
    expect(tied.statusCode).toBe(400);
    expect(tied.json().errors).toEqual({ appId: 'Please select a valid app' });

    const [appAfter] = await db().select().from(apps).where(eq(apps.id, app.id));
    expect(appAfter!.name).toBe('Private App');
    const [keyAfter] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(keyAfter!.isActive).toBe(true);
  });
});
