/**
 * Webhooks: an endpoint registered in the console (a loopback receiver, with WEBHOOKS_ALLOW_LOOPBACK on)
 * receives a signed `submission.published` that verifies; a failing endpoint is retried with exponential
 * backoff on the app's clock until a day has passed; private addresses are refused at registration and at
 * delivery; test events, resend, rotate secret, and the console's lists.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys, appSubmissions, webhookDeliveries, webhookEndpoints } from '@app/db';
import { webhookSignatureHeader } from '@app/contracts/api/webhooks';
import { seal } from '../src/lib/sealed.ts';
import { queueKeyExpiringEvents } from '../src/modules/webhooks/index.ts';
import { staffCookie } from './admin-helpers.ts';
import { developerCookie, seedApp, seedDevice, seedDeveloper, seedKey, send } from './developer-helpers.ts';
import { testConfig, testSecretKey, useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A loopback HTTP receiver answering each POST with the next status of `statuses` (then the last). */
class Receiver {
  received: Received[] = [];
  statuses: number[] = [200];
  private server: Server | undefined;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body });
        const status = this.statuses.length > 1 ? this.statuses.shift()! : this.statuses[0]!;
        res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  reset() {
    this.received = [];
    this.statuses = [200];
  }

  close() {
    return new Promise((resolve) => this.server?.close(resolve));
  }
}

/** Verifies a `Lumen-Signature` header as the docs tell a receiver to. */
function verifies(secret: string, header: string | undefined, body: string): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2)));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  const given = Buffer.from(String(parts.v1), 'hex');
  return given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
}

const receiver = new Receiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.close());

describe('with loopback endpoints allowed (tests)', () => {
  const clock = new ManualClock();
  const ctx = useTestApp(() => ({
    config: testConfig({ WEBHOOKS_ALLOW_LOOPBACK: '1' }),
    clock,
    now: clock.now,
  }));
  let cookie: string;
  let developerId: number;
  beforeEach(async () => {
    receiver.reset();
    const { developer } = await seedDeveloper(ctx.t.db);
    developerId = developer.id;
    cookie = await developerCookie(ctx, developer.id);
  });

  const register = async (events: string[] = ['submission.published'], url = receiver.url) => {
    const res = await send(ctx, 'POST', '/api/console/webhooks', cookie, { url, events });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { endpoint: { id: number; secretPrefix: string }; secret: string };
  };
  const drain = () => ctx.app.ctx.webhooks.drain();
  const deliveries = async (endpointId: number) => {
    const res = await send(ctx, 'GET', `/api/console/webhooks/${endpointId}/deliveries`, cookie);
    expect(res.statusCode).toBe(200);
    return res.json().deliveries as Array<Record<string, unknown>>;
  };

  it('delivers a signed submission.published that verifies, logged with status, response code and time', async () => {
    const { endpoint, secret } = await register();
    expect(secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    expect(endpoint.secretPrefix).toBe(secret.slice(0, 10));
    const app = await seedApp(ctx.t.db, developerId, { name: 'Hook App' });
    const [submission] = await ctx.t.db
      .insert(appSubmissions)
      .values({ appId: app.id, version: '2.0.0', status: 'approved' })
      .returning();
    const staff = await staffCookie(ctx);
    const published = await send(
      ctx,
      'PUT',
      `/api/admin/app-submissions/${submission!.id}/status`,
      staff.cookie,
      {
        status: 'published',
      },
    );
    expect(published.statusCode).toBe(200);

    expect(await drain()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [Received];
    expect(headers['content-type']).toBe('application/json');
    expect(headers['user-agent']).toMatch(/^Lumen-Webhooks\//);
    const signature = headers[webhookSignatureHeader.toLowerCase()] as string;
    expect(webhookSignatureHeader).toBe('Lumen-Signature');
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signature.startsWith(`t=${Math.floor(clock.now() / 1000)},`)).toBe(true);
    expect(verifies(secret, signature, body)).toBe(true);
    expect(verifies(secret, signature, body.replace('2.0.0', '2.0.1'))).toBe(false);
    expect(verifies(`${secret}x`, signature, body)).toBe(false);
    const event = JSON.parse(body);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'submission.published',
      created: Math.floor(clock.now() / 1000),
      data: {
        submission: { id: submission!.id, appId: app.id, version: '2.0.0', status: 'published' },
        app: { id: app.id, name: 'Hook App', slug: app.slug },
      },
    });

    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({
      eventId: event.id,
      eventType: 'submission.published',
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: new Date(clock.now()).toISOString(),
    });
    expect(delivery!.responseMs).toEqual(expect.any(Number));
    // Nothing is due any more.
    expect(await drain()).toBe(0);
  });

  it('sends only the events an endpoint subscribed to, and nothing for another developer', async () => {
    await register(['submission.rejected']);
    const other = await seedDeveloper(ctx.t.db);
    const app = await seedApp(ctx.t.db, other.developer.id);
    const [submission] = await ctx.t.db
      .insert(appSubmissions)
      .values({ appId: app.id, version: '1.0.1', status: 'pending' })
      .returning();
    const mine = await seedApp(ctx.t.db, developerId);
    const [own] = await ctx.t.db
      .insert(appSubmissions)
      .values({ appId: mine.id, version: '1.0.2', status: 'pending' })
      .returning();
    const staff = await staffCookie(ctx);
    for (const id of [submission!.id, own!.id]) {
      const res = await send(ctx, 'PUT', `/api/admin/app-submissions/${id}/status`, staff.cookie, {
        status: 'approved',
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await drain()).toBe(0);
    const rejected = await send(ctx, 'PUT', `/api/admin/app-submissions/${own!.id}/status`, staff.cookie, {
      status: 'published',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await drain()).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('retries a failing endpoint with exponential backoff on the app clock, then gives up after a day', async () => {
    const { endpoint } = await register();
    receiver.statuses = [500];
    const queued = await send(ctx, 'POST', `/api/console/webhooks/${endpoint.id}/test`, cookie);
    expect(queued.statusCode).toBe(201);
    expect(queued.json().delivery).toMatchObject({
      status: 'pending',
      attempts: 0,
      eventType: 'webhook.test',
    });

    const start = clock.now();
    const waits: number[] = [];
    for (;;) {
      expect(await drain()).toBe(1);
      const [delivery] = await deliveries(endpoint.id);
      expect(delivery!.responseStatus).toBe(500);
      if (delivery!.status !== 'pending') {
        expect(delivery!.status).toBe('failed');
        expect(delivery!.nextAttemptAt).toBeNull();
        break;
      }
      const wait = Date.parse(String(delivery!.nextAttemptAt)) - clock.now();
      waits.push(wait);
      // Not due a moment before its time: nothing is attempted.
      clock.advance(wait - 1);
      expect(await drain()).toBe(0);
      clock.advance(1);
    }
    // 1, 2, 4 … minutes, at most 6 hours apart, for a day.
    expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16].map((minutes) => minutes * 60_000));
    expect(Math.max(...waits)).toBe(6 * 60 * 60_000);
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(24 * 60 * 60_000);
    expect(clock.now() - start).toBe(total);
    expect(receiver.received).toHaveLength(waits.length + 1);
    expect(receiver.received.every((r) => JSON.parse(r.body).type === 'webhook.test')).toBe(true);
    // The same event each time: one id.
    expect(new Set(receiver.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);
  });

  it('recovers when the endpoint answers again, and Resend sends the same event once more', async () => {
    const { endpoint, secret } = await register();
    receiver.statuses = [503, 204];
    await send(ctx, 'POST', `/api/console/webhooks/${endpoint.id}/test`, cookie);
    expect(await drain()).toBe(1);
    clock.advance(60_000);
    expect(await drain()).toBe(1);
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, responseStatus: 204 });

    const resent = await send(ctx, 'POST', `/api/console/webhook-deliveries/${delivery!.id}/resend`, cookie);
    expect(resent.statusCode).toBe(201);
    expect(resent.json().delivery).toMatchObject({
      eventId: delivery!.eventId,
      status: 'pending',
      attempts: 0,
    });
    expect(await drain()).toBe(1);
    const last = receiver.received.at(-1)!;
    expect(JSON.parse(last.body).id).toBe(delivery!.eventId);
    expect(verifies(secret, last.headers['lumen-signature'] as string, last.body)).toBe(true);
    expect(await deliveries(endpoint.id)).toHaveLength(2);
  });

  it('rotates the secret: shown once, deliveries signed with the new one only', async () => {
    const { endpoint, secret } = await register();
    const rotated = await send(ctx, 'POST', `/api/console/webhooks/${endpoint.id}/rotate-secret`, cookie);
    expect(rotated.statusCode).toBe(200);
    const { secret: fresh, endpoint: after } = rotated.json();
    expect(fresh).not.toBe(secret);
    expect(after.secretPrefix).toBe(fresh.slice(0, 10));
    const list = await send(ctx, 'GET', '/api/console/webhooks', cookie);
    expect(list.body).not.toContain(fresh);
    expect(list.json().endpoints).toEqual([expect.objectContaining({ id: endpoint.id, url: receiver.url })]);
    await send(ctx, 'POST', `/api/console/webhooks/${endpoint.id}/test`, cookie);
    expect(await drain()).toBe(1);
    const [{ headers, body }] = receiver.received as [Received];
    expect(verifies(fresh, headers['lumen-signature'] as string, body)).toBe(true);
    expect(verifies(secret, headers['lumen-signature'] as string, body)).toBe(false);
    const [row] = await ctx.t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secretSealed).not.toContain(fresh);
  });

  it('refuses private and link-local endpoints at registration, even with loopback allowed', async () => {
    for (const url of [
      'https://10.0.0.5/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:192.168.0.1]/hooks',
      'https://[fd00::1]/hooks',
      'https://100.64.0.1/hooks',
      'https://0.0.0.0/hooks',
    ]) {
      const res = await send(ctx, 'POST', '/api/console/webhooks', cookie, { url, events: ['key.expiring'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: { url: expect.stringMatching(/not reachable/) },
      });
    }
    const ftp = await send(ctx, 'POST', '/api/console/webhooks', cookie, {
      url: 'ftp://127.0.0.1/x',
      events: ['key.expiring'],
    });
    expect(ftp.statusCode).toBe(400);
    const none = await send(ctx, 'POST', '/api/console/webhooks', cookie, { url: receiver.url, events: [] });
    expect(none.json().errors).toEqual({ events: 'Choose at least one event' });
    const unknown = await send(ctx, 'POST', '/api/console/webhooks', cookie, {
      url: receiver.url,
      events: ['app.deleted'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a private address at delivery time too (an endpoint whose address changed)', async () => {
    const [row] = await ctx.t.db
      .insert(webhookEndpoints)
      .values({
        developerId,
        url: 'http://10.0.0.7:8080/hooks',
        events: ['submission.published'],
        secretSealed: seal(testSecretKey, 'webhook-secret', 'whsec_test'),
        secretPrefix: 'whsec_test',
      })
      .returning();
    await send(ctx, 'POST', `/api/console/webhooks/${row!.id}/test`, cookie);
    expect(await drain()).toBe(1);
    const [delivery] = await deliveries(row!.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null });
    expect(delivery!.lastError).toMatch(/non-public address \(private\)/);
  });

  it('a developer sees and changes only their own endpoints and deliveries', async () => {
    const { endpoint } = await register();
    await send(ctx, 'POST', `/api/console/webhooks/${endpoint.id}/test`, cookie);
    const [delivery] = await deliveries(endpoint.id);
    const other = await seedDeveloper(ctx.t.db);
    const otherCookie = await developerCookie(ctx, other.developer.id);
    for (const [method, url] of [
      ['GET', `/api/console/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/api/console/webhooks/${endpoint.id}/test`],
      ['POST', `/api/console/webhooks/${endpoint.id}/rotate-secret`],
      ['DELETE', `/api/console/webhooks/${endpoint.id}`],
      ['POST', `/api/console/webhook-deliveries/${delivery!.id}/resend`],
    ] as const) {
      const res = await send(ctx, method, url, otherCookie);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await send(ctx, 'GET', '/api/console/webhooks', otherCookie)).json().endpoints).toEqual([]);
    const removed = await send(ctx, 'DELETE', `/api/console/webhooks/${endpoint.id}`, cookie);
    expect(removed.statusCode).toBe(200);
    expect(await ctx.t.db.select().from(webhookDeliveries)).toEqual([]);
  });

  it('emits app.listing_changed on a listing edit and device.developer_mode_granted on a grant', async () => {
    await register(['app.listing_changed', 'device.developer_mode_granted']);
    const app = await seedApp(ctx.t.db, developerId, { name: 'Old Name' });
    const edited = await send(ctx, 'PATCH', `/api/console/apps/${app.id}`, cookie, { name: 'New Name' });
    expect(edited.statusCode).toBe(200);
    expect(await drain()).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'app.listing_changed',
      data: { app: { id: app.id, name: 'New Name' }, changed: ['name'] },
    });
    const device = await seedDevice(ctx.t.db, developerId);
    const staff = await staffCookie(ctx);
    const granted = await send(ctx, 'PUT', `/api/admin/devices/${device.id}/status`, staff.cookie, {
      action: 'grant',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await drain()).toBe(1);
    expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({
      type: 'device.developer_mode_granted',
      data: { device: { id: device.id, serialNumber: device.serialNumber, model: 'ar-joy2' } },
    });
  });

  it('queues key.expiring once per key within 7 days of its expiry', async () => {
    await register(['key.expiring']);
    const soon = new Date(clock.now() + 3 * 24 * 60 * 60_000);
    const { row } = await seedKey(ctx.t.db, developerId, { keyName: 'Soon', expiresAt: soon });
    await seedKey(ctx.t.db, developerId, {
      keyName: 'Later',
      expiresAt: new Date(clock.now() + 30 * 86_400_000),
    });
    await seedKey(ctx.t.db, developerId, { keyName: 'Revoked', expiresAt: soon, isActive: false });
    const now = new Date(clock.now());
    expect(await queueKeyExpiringEvents(ctx.t.db, now)).toBe(1);
    expect(await queueKeyExpiringEvents(ctx.t.db, now)).toBe(0);
    expect(await drain()).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'key.expiring',
      data: { key: { id: row.id, keyName: 'Soon', expiresAt: soon.toISOString() } },
    });
    // A new expiry is a new event.
    await ctx.t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(soon.getTime() + 1000) })
      .where(eq(apiKeys.id, row.id));
    expect(await queueKeyExpiringEvents(ctx.t.db, now)).toBe(1);
  });
});

describe('without the loopback setting (production)', () => {
  const ctx = useTestApp();
  it('refuses loopback endpoints, names resolving to loopback, and plain http', async () => {
    const { developer } = await seedDeveloper(ctx.t.db);
    const cookie = await developerCookie(ctx, developer.id);
    for (const url of [
      receiver.url,
      'https://localhost/hooks',
      'https://127.0.0.1/hooks',
      'https://[::1]/hooks',
    ]) {
      const res = await send(ctx, 'POST', '/api/console/webhooks', cookie, { url, events: ['key.expiring'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.url).toMatch(/not reachable/);
    }
    expect(ctx.app.ctx.config.WEBHOOKS_ALLOW_LOOPBACK).toBe(false);
  });
});
