/** API Keys in the console: the secret once, only its hash stored, list, revoke, delete, validation. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiKeys, auditLog } from '@app/db';
import { checksumOf, hashApiKey, isWellFormedKey, KEY_LEAD } from '../src/lib/api-key.ts';
import { developerCookie, seedApp, seedDeveloper, send } from './developer-helpers.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let cookie: string;
let developerId: number;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.t.reset();
  const { developer } = await seedDeveloper(ctx.t.db);
  developerId = developer.id;
  cookie = await developerCookie(ctx, developer.id);
});

const generate = (body: unknown) => send(ctx, 'POST', '/api/console/keys', cookie, body);

/** Every row of every table in the public schema, as text. */
async function wholeDatabaseText(): Promise<string> {
  const result = await ctx.t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const tables = (result as unknown as { rows: Array<{ table_name: string }> }).rows.map((r) => r.table_name);
  expect(tables).toContain('api_keys');
  let text = '';
  for (const table of tables) {
    const rows = await ctx.t.db.execute(sql.raw(`select * from "${table}"`));
    text += JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
  }
  return text;
}

describe('generate', () => {
  it('answers the secret once in the documented format and stores only its hash and a prefix', async () => {
    const app = await seedApp(ctx.t.db, developerId, { name: 'Keyed App' });
    const res = await generate({ keyName: 'CI key', appId: app.id, permissions: ['write', 'read'] });
    expect(res.statusCode).toBe(201);
    const { secret, key } = res.json();
    expect(secret).toMatch(/^lumen_live_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
    expect(isWellFormedKey(secret)).toBe(true);
    expect(secret.slice(-6)).toBe(checksumOf(secret.slice(KEY_LEAD.length, KEY_LEAD.length + 32)));
    expect(key).toMatchObject({
      keyName: 'CI key',
      appId: app.id,
      appName: 'Keyed App',
      permissions: ['read', 'write'],
      isActive: true,
      expired: false,
      lastUsedAt: null,
      expiresAt: null,
      keyPrefix: secret.slice(0, KEY_LEAD.length + 8),
    });
    expect(JSON.stringify(key)).not.toContain(secret);

    const [row] = await ctx.t.db.select().from(apiKeys);
    expect(row!.keyHash).toBe(hashApiKey(secret));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await wholeDatabaseText()).not.toContain(secret);
    expect(await wholeDatabaseText()).not.toContain(secret.slice(KEY_LEAD.length, KEY_LEAD.length + 32));

    const list = await send(ctx, 'GET', '/api/console/keys', cookie);
    expect(list.body).not.toContain(secret);
    expect(list.json().keys).toHaveLength(1);
    const [audit] = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.created'));
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('defaults permissions to read and makes a different secret every time', async () => {
    const a = (await generate({ keyName: 'A' })).json();
    const b = (await generate({ keyName: 'A' })).json();
    expect(a.key.permissions).toEqual(['read']);
    expect(a.secret).not.toBe(b.secret);
    expect(a.key.appId).toBeNull();
  });

  it('validates name, permissions and expiry', async () => {
    const res = await generate({ keyName: '', permissions: [], expiresAt: '31/12/2030' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      keyName: 'Key name is required',
      permissions: 'Please select at least one permission',
      expiresAt: 'Use a date and time with its offset, like 2026-12-31T18:00:00+01:00',
    });
    const bogus = await generate({ keyName: 'x', permissions: ['root'] });
    expect(bogus.json().errors).toEqual({ 'permissions.0': 'Please select a valid option' });
    const past = await generate({ keyName: 'x', expiresAt: '2001-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ expiresAt: 'The expiry must be in the future' });
    // A bare date is refused: it would not say whose end of the day is meant.
    const bareDate = await generate({ keyName: 'x', expiresAt: '2999-12-31' });
    expect(bareDate.json().errors).toEqual({
      expiresAt: 'Use a date and time with its offset, like 2026-12-31T18:00:00+01:00',
    });
    // The moment the browser sends (local time with its offset) is kept as that moment.
    const future = await generate({ keyName: 'x', expiresAt: '2999-12-31T18:00:00+09:00' });
    expect(future.statusCode).toBe(201);
    expect(future.json().key.expiresAt).toBe('2999-12-31T09:00:00.000Z');
    const unknownApp = await generate({ keyName: 'x', appId: 424242 });
    expect(unknownApp.json().errors).toEqual({ appId: 'Please select a valid app' });
  });
});

describe('revoke and delete', () => {
  it('revokes (isActive=false, idempotent, audited once) and deletes with 404 afterwards', async () => {
    const { key } = (await generate({ keyName: 'Temp' })).json();
    const revoked = await send(ctx, 'POST', `/api/console/keys/${key.id}/revoke`, cookie);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().key).toMatchObject({ id: key.id, isActive: false });
    await send(ctx, 'POST', `/api/console/keys/${key.id}/revoke`, cookie);
    expect(await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.revoked'))).toHaveLength(
      1,
    );
    expect((await send(ctx, 'DELETE', `/api/console/keys/${key.id}`, cookie)).statusCode).toBe(200);
    expect(await ctx.t.db.select().from(apiKeys)).toHaveLength(0);
    expect((await send(ctx, 'DELETE', `/api/console/keys/${key.id}`, cookie)).statusCode).toBe(404);
  });
});
