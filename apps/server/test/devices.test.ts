/**
 * Developer devices and developer mode: registering glasses, the per-developer limit, a serial held by one
 * account, staff grant / refuse / revoke, the automatic-grant setting, the certificate (verified here
 * with node:crypto alone against the published key set, as glasses would), key rotation keeping older
 * certificates verifiable, and each decision's audit entry and mail through a real SMTP peer.
 */
import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, developerModeKeys } from '@app/db';
import {
  DEVELOPER_MODE_CERTIFICATE_DAYS,
  DEVELOPER_MODE_KEYS_PATH,
  MAX_DEVICES_PER_DEVELOPER,
} from '@app/contracts/devices';
import { developerCookie, seedDeveloper, send } from './developer-helpers.ts';
import { staffCookie } from './admin-helpers.ts';
import { useTestAppWithMail } from './helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let nowMs = Date.now();
const ctx = useTestAppWithMail({ now: () => nowMs });

/** RFC 8785 canonical JSON, written here again from the docs (not imported from the server). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

interface Certificate {
  statement: {
    keyId: string;
    device: { serialNumber: string; model: string };
    developer: { email: string };
    expiresAt: string;
    issuedAt: string;
  };
  signature: { algorithm: string; keyId: string; value: string };
}

/** What the glasses do: key id lookup in the published set, signature, serial match, validity. */
function glassesAccept(cert: Certificate, keys: Array<Record<string, string>>, serial: string, at: number) {
  const jwk = keys.find((k) => k.kid === cert.statement.keyId);
  if (!jwk || cert.signature.keyId !== cert.statement.keyId) return 'unknown key';
  const key = createPublicKey({ key: { kty: jwk.kty!, crv: jwk.crv!, x: jwk.x! }, format: 'jwk' });
  const ok = verify(
    null,
    Buffer.from(canonical(cert.statement)),
    key,
    Buffer.from(cert.signature.value, 'base64url'),
  );
  if (!ok) return 'bad signature';
  if (cert.statement.device.serialNumber !== serial) return 'other glasses';
  if (at < Date.parse(cert.statement.issuedAt) || at >= Date.parse(cert.statement.expiresAt))
    return 'expired';
  return 'accepted';
}

async function developer(name = 'Dana Device') {
  const { developer: row } = await seedDeveloper(ctx.t.db, { fullName: name });
  return { ...row, cookie: await developerCookie(ctx, row.id) };
}

const register = (cookie: string, body: unknown) => send(ctx, 'POST', '/api/console/devices', cookie, body);
const decide = (cookie: string, id: number, body: unknown) =>
  send(ctx, 'PUT', `/api/admin/devices/${id}/status`, cookie, body);
const publishedKeys = async () =>
  (await ctx.app.inject({ method: 'GET', url: DEVELOPER_MODE_KEYS_PATH })).json().keys as Array<
    Record<string, string>
  >;

describe('registering glasses', () => {
  it('normalises the serial, starts pending, audits it and tells staff', async () => {
    nowMs = Date.now();
    const dev = await developer();
    const res = await register(dev.cookie, { model: 'ar-joy2', serialNumber: ' lmn-aj2 0001 abcd ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().device).toMatchObject({
      model: 'ar-joy2',
      modelName: 'Lumen AR Joy 2',
      serialNumber: 'LMNAJ20001ABCD',
      status: 'pending',
      certificateExpiresAt: null,
    });
    const list = await send(ctx, 'GET', '/api/console/devices', dev.cookie);
    expect(list.json()).toMatchObject({ limit: MAX_DEVICES_PER_DEVELOPER, devices: [{ status: 'pending' }] });
    const audits = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'device.registered'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorKind: 'developer',
      actorId: dev.id,
      entityType: 'developer_device',
    });
    await ctx.app.ctx.outbox.drain();
    const staffMail = await ctx.peer.waitFor((m) => m.to.includes('staff@example.com'));
    expect(staffMail.subject).toBe('Developer mode requested: Lumen AR Joy 2 LMNAJ20001ABCD');
  });

  it('refuses an unknown model and a malformed serial with field errors', async () => {
    const dev = await developer();
    const bad = await register(dev.cookie, { model: 'toaster', serialNumber: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['model', 'serialNumber']);
    const symbols = await register(dev.cookie, { model: 'max2', serialNumber: 'ABCD_1234_EFGH' });
    expect(symbols.statusCode).toBe(400);
  });

  it(`holds at most ${MAX_DEVICES_PER_DEVELOPER} devices per developer (409 device_limit_reached)`, async () => {
    const dev = await developer();
    for (let i = 0; i < MAX_DEVICES_PER_DEVELOPER; i += 1) {
      expect((await register(dev.cookie, { model: 'max2', serialNumber: `LIMIT000${i}` })).statusCode).toBe(
        201,
      );
    }
    const over = await register(dev.cookie, { model: 'max2', serialNumber: 'LIMIT0099' });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('device_limit_reached');
    // Removing one frees a place.
    const [first] = (await send(ctx, 'GET', '/api/console/devices', dev.cookie)).json().devices;
    expect((await send(ctx, 'DELETE', `/api/console/devices/${first.id}`, dev.cookie)).statusCode).toBe(200);
    expect((await register(dev.cookie, { model: 'max2', serialNumber: 'LIMIT0099' })).statusCode).toBe(201);
  });

  it('never lets two developers hold one serial (409 device_serial_taken), however it is written', async () => {
    const a = await developer('Ann');
    const b = await developer('Ben');
    expect((await register(a.cookie, { model: 'glasses', serialNumber: 'SHARED-0001' })).statusCode).toBe(
      201,
    );
    const taken = await register(b.cookie, { model: 'glasses', serialNumber: 'shared 0001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'device_serial_taken',
      errors: { serialNumber: expect.any(String) },
    });
    // The same developer cannot register it twice either.
    expect((await register(a.cookie, { model: 'glasses', serialNumber: 'SHARED0001' })).json().code).toBe(
      'device_serial_taken',
    );
  });

  it('keeps developers to their own devices', async () => {
    const a = await developer('Ann');
    const b = await developer('Ben');
    const { device } = (await register(a.cookie, { model: 'glasses', serialNumber: 'OWNED00001' })).json();
    expect((await send(ctx, 'POST', `/api/console/devices/${device.id}/revoke`, b.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await send(ctx, 'GET', `/api/console/devices/${device.id}/certificate`, b.cookie)).statusCode,
    ).toBe(404);
    expect((await send(ctx, 'GET', '/api/console/devices', b.cookie)).json().devices).toEqual([]);
  });
});

describe('staff decisions', () => {
  it('grant: a certificate that verifies against the published key, an audit entry and a mail', async () => {
    nowMs = Date.now();
    const dev = await developer('Grace Granted');
    const { cookie: staff, userId } = await staffCookie(ctx);
    const { device } = (
      await register(dev.cookie, { model: 'ar-spatial', serialNumber: 'GRANT00001' })
    ).json();
    const none = await send(ctx, 'GET', `/api/console/devices/${device.id}/certificate`, dev.cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('device_not_granted');

    const granted = await decide(staff, device.id, { action: 'grant' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().device).toMatchObject({
      status: 'granted',
      decidedBy: 'staff',
      developerName: 'Grace Granted',
    });

    const file = await send(ctx, 'GET', `/api/console/devices/${device.id}/certificate`, dev.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="developer-mode-GRANT00001.json"');
    const cert = file.json() as Certificate;
    expect(cert.statement).toMatchObject({
      developer: { email: dev.email },
      device: { model: 'ar-spatial', serialNumber: 'GRANT00001' },
    });
    expect(Date.parse(cert.statement.expiresAt) - Date.parse(cert.statement.issuedAt)).toBe(
      DEVELOPER_MODE_CERTIFICATE_DAYS * DAY_MS,
    );
    const keys = await publishedKeys();
    expect(glassesAccept(cert, keys, 'GRANT00001', nowMs)).toBe('accepted');
    expect(glassesAccept(cert, keys, 'OTHER00001', nowMs)).toBe('other glasses');
    const forged = { ...cert, statement: { ...cert.statement, expiresAt: '2099-01-01T00:00:00.000Z' } };
    expect(glassesAccept(forged, keys, 'GRANT00001', nowMs)).toBe('bad signature');
    // The same bytes on every download.
    expect((await send(ctx, 'GET', `/api/console/devices/${device.id}/certificate`, dev.cookie)).body).toBe(
      file.body,
    );

    const [audit] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'device.granted'), eq(auditLog.entityId, String(device.id))));
    expect(audit).toMatchObject({ actorKind: 'staff', actorId: userId });
    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes(dev.email));
    expect(mail.subject).toBe('Developer mode granted: Lumen AR Spatial GRANT00001');
    expect(mail.text).toContain('Devices tab');
  });

  it('refuse needs a reason, which the developer reads; they may ask again', async () => {
    const dev = await developer();
    const { cookie: staff } = await staffCookie(ctx);
    const { device } = (await register(dev.cookie, { model: 'max2', serialNumber: 'REFUSE0001' })).json();
    const noReason = await decide(staff, device.id, { action: 'refuse' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    const refused = await decide(staff, device.id, { action: 'refuse', reason: 'Serial not in our records' });
    expect(refused.json().device).toMatchObject({
      status: 'refused',
      decisionReason: 'Serial not in our records',
    });
    const twice = await decide(staff, device.id, { action: 'refuse', reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('device_transition_refused');
    await ctx.app.ctx.outbox.drain();
    const mail = await ctx.peer.waitFor((m) => m.to.includes(dev.email));
    expect(mail.subject).toBe('Developer mode not granted: Lumen Max 2 REFUSE0001');
    expect(mail.text).toContain('Serial not in our records');
    expect(await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'device.refused'))).toHaveLength(
      1,
    );

    const again = await send(ctx, 'POST', `/api/console/devices/${device.id}/request`, dev.cookie);
    expect(again.json().device).toMatchObject({ status: 'pending', decisionReason: null });
  });

  it('revoke (by staff or by the developer) withdraws the certificate; a granted device is not removed', async () => {
    const dev = await developer();
    const { cookie: staff } = await staffCookie(ctx);
    const { device } = (await register(dev.cookie, { model: 'glasses', serialNumber: 'REVOKE0001' })).json();
    await decide(staff, device.id, { action: 'grant' });
    const remove = await send(ctx, 'DELETE', `/api/console/devices/${device.id}`, dev.cookie);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe('device_remove_granted');
    const revoked = await decide(staff, device.id, { action: 'revoke', reason: 'Reported lost' });
    expect(revoked.json().device.status).toBe('revoked');
    expect(
      (await send(ctx, 'GET', `/api/console/devices/${device.id}/certificate`, dev.cookie)).statusCode,
    ).toBe(409);
    await ctx.app.ctx.outbox.drain();
    await ctx.peer.waitFor((m) => m.to.includes(dev.email) && m.subject.startsWith('Developer mode revoked'));

    // The developer revokes their own second device.
    const second = (await register(dev.cookie, { model: 'glasses', serialNumber: 'REVOKE0002' })).json()
      .device;
    await decide(staff, second.id, { action: 'grant' });
    const own = await send(ctx, 'POST', `/api/console/devices/${second.id}/revoke`, dev.cookie);
    expect(own.json().device.status).toBe('revoked');
    const [audit] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'device.revoked'), eq(auditLog.entityId, String(second.id))));
    expect(audit).toMatchObject({ actorKind: 'developer', actorId: dev.id });
    expect((await send(ctx, 'DELETE', `/api/console/devices/${second.id}`, dev.cookie)).statusCode).toBe(200);
  });

  it('lists devices for staff with counts and a status filter, expired shown as such', async () => {
    nowMs = Date.now();
    const dev = await developer();
    const { cookie: staff } = await staffCookie(ctx);
    const a = (await register(dev.cookie, { model: 'glasses', serialNumber: 'LISTED0001' })).json().device;
    await register(dev.cookie, { model: 'glasses', serialNumber: 'LISTED0002' });
    await decide(staff, a.id, { action: 'grant' });
    nowMs += (DEVELOPER_MODE_CERTIFICATE_DAYS + 1) * DAY_MS;
    const list = (await send(ctx, 'GET', '/api/admin/devices?status=expired', staff)).json();
    expect(list.devices.map((d: { serialNumber: string }) => d.serialNumber)).toEqual(['LISTED0001']);
    expect(list.counts).toMatchObject({ total: 2, pending: 1, expired: 1, granted: 0 });
    expect((await send(ctx, 'GET', '/api/console/devices', dev.cookie)).json().devices[1].status).toBe(
      'expired',
    );
    nowMs = Date.now();
  });
});

describe('automatic grants', () => {
  it('grants at request time when staff switch the setting on, and audits the switch', async () => {
    nowMs = Date.now();
    const dev = await developer();
    const { cookie: staff } = await staffCookie(ctx);
    const on = await send(ctx, 'PUT', '/api/admin/device-settings', staff, { autoGrant: true });
    expect(on.json()).toEqual({ autoGrant: true });
    expect(await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'setting.changed'))).toHaveLength(
      1,
    );
    const { device } = (await register(dev.cookie, { model: 'ar-joy2', serialNumber: 'AUTO000001' })).json();
    expect(device.status).toBe('granted');
    const [row] = (await send(ctx, 'GET', '/api/admin/devices', staff)).json().devices;
    expect(row).toMatchObject({ decidedBy: 'automatic', decidedByName: null });
    const cert = (await send(ctx, 'GET', `/api/console/devices/${device.id}/certificate`, dev.cookie)).json();
    expect(glassesAccept(cert, await publishedKeys(), 'AUTO000001', nowMs)).toBe('accepted');
    const [audit] = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'device.granted'));
    expect(audit).toMatchObject({
      actorKind: 'system',
      details: expect.objectContaining({ automatic: true }),
    });
    await ctx.app.ctx.outbox.drain();
    await ctx.peer.waitFor((m) => m.to.includes(dev.email) && m.subject.startsWith('Developer mode granted'));

    await send(ctx, 'PUT', '/api/admin/device-settings', staff, { autoGrant: false });
    const later = (await register(dev.cookie, { model: 'ar-joy2', serialNumber: 'AUTO000002' })).json()
      .device;
    expect(later.status).toBe('pending');
  });
});

describe('signing keys', () => {
  it('rotation keeps older certificates verifiable until the retired key outlives them', async () => {
    nowMs = Date.now();
    const dev = await developer();
    const { cookie: staff } = await staffCookie(ctx);
    const first = (await register(dev.cookie, { model: 'max2', serialNumber: 'ROTATE0001' })).json().device;
    await decide(staff, first.id, { action: 'grant' });
    const oldCert = (
      await send(ctx, 'GET', `/api/console/devices/${first.id}/certificate`, dev.cookie)
    ).json();

    const rotated = await send(ctx, 'POST', '/api/admin/devices/signing-key/rotate', staff);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().keyId).not.toBe(oldCert.statement.keyId);
    const second = (await register(dev.cookie, { model: 'max2', serialNumber: 'ROTATE0002' })).json().device;
    await decide(staff, second.id, { action: 'grant' });
    const newCert = (
      await send(ctx, 'GET', `/api/console/devices/${second.id}/certificate`, dev.cookie)
    ).json();
    expect(newCert.statement.keyId).toBe(rotated.json().keyId);

    const keys = await publishedKeys();
    expect(keys.map((k) => k.kid).sort()).toEqual([oldCert.statement.keyId, newCert.statement.keyId].sort());
    expect(glassesAccept(oldCert, keys, 'ROTATE0001', nowMs)).toBe('accepted');
    expect(glassesAccept(newCert, keys, 'ROTATE0002', nowMs)).toBe('accepted');
    expect(
      await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'developer_mode.key_rotated')),
    ).toHaveLength(1);

    // Private keys are stored sealed, never as PEM.
    for (const row of await ctx.t.db.select().from(developerModeKeys)) {
      expect(row.privateKey).toMatch(/^v1\./);
      expect(row.privateKey).not.toContain('PRIVATE KEY');
    }
    // Once every certificate the old key signed has expired, it is no longer published.
    nowMs += (DEVELOPER_MODE_CERTIFICATE_DAYS + 1) * DAY_MS;
    expect((await publishedKeys()).map((k) => k.kid)).toEqual([newCert.statement.keyId]);
    nowMs = Date.now();
  });

  it('publishes the key set to anyone, cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: DEVELOPER_MODE_KEYS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({ keys: [] });
  });
});

describe('access', () => {
  it('staff routes refuse a developer session and console routes refuse staff', async () => {
    const dev = await developer();
    const { cookie: staff } = await staffCookie(ctx);
    expect((await send(ctx, 'GET', '/api/admin/devices', dev.cookie)).statusCode).toBe(403);
    expect((await send(ctx, 'GET', '/api/console/devices', staff)).statusCode).toBe(403);
    expect((await send(ctx, 'GET', '/api/console/devices', undefined)).statusCode).toBe(401);
  });
});
