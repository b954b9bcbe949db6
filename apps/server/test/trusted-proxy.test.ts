/**
 * TRUST_PROXY: only the proxies the operator names may set the client address. A client's own
 * X-Forwarded-For entry must never become its address (it would pick the address that the sign-in limits
 * count and the audit log records).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@app/db';
import { ConfigError, loadConfig } from '../src/config.ts';
import { loginLimits } from '../src/lib/sign-in-throttle.ts';
import { ADMIN, login, seedAdmin } from './admin-helpers.ts';
import { createTestApp, testConfig, type TestContext } from './helpers.ts';

const proxy = '10.0.0.5';
const realClient = '203.0.113.9';

/** 40 wrong passwords from one client, each with a different forged first X-Forwarded-For entry. */
async function guessWithForgedAddresses(ctx: TestContext, peer: string, appended: string | null) {
  const codes: number[] = [];
  for (let i = 0; i < 40; i++) {
    const forged = `198.51.100.${i + 1}`;
    const res = await login(
      ctx,
      { username: ADMIN.username, password: `guess ${i}` },
      {
        remoteAddress: peer,
        headers: {
          origin: 'http://localhost',
          'x-forwarded-for': appended ? `${forged}, ${appended}` : forged,
        },
      },
    );
    codes.push(res.statusCode);
  }
  return codes;
}

const expectedCodes = [
  ...Array<number>(loginLimits.perAccountAndIp).fill(401),
  ...Array<number>(40 - loginLimits.perAccountAndIp).fill(429),
];

async function failedLoginAddresses(ctx: TestContext) {
  const rows = await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.login_failed'));
  return [...new Set(rows.map((row) => row.ipAddress))];
}

describe.each([
  ['one hop', '1'],
  ['the proxy address', proxy],
  ['a range holding the proxy', '10.0.0.0/24,127.0.0.1'],
])('TRUST_PROXY as %s', (_label, trustProxy) => {
  it('counts and records the address the proxy saw, not the one the client wrote', async () => {
    const ctx = await createTestApp({ config: testConfig({ TRUST_PROXY: trustProxy }) });
    try {
      await seedAdmin(ctx.t.db);
      // The proxy appends the address it saw ($proxy_add_x_forwarded_for) after the client's forged one.
      expect(await guessWithForgedAddresses(ctx, proxy, realClient)).toEqual(expectedCodes);
      expect(await failedLoginAddresses(ctx)).toEqual([realClient]);
    } finally {
      await ctx.close();
    }
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: the peer address counts', async () => {
    const ctx = await createTestApp();
    try {
      await seedAdmin(ctx.t.db);
      expect(await guessWithForgedAddresses(ctx, realClient, null)).toEqual(expectedCodes);
      expect(await failedLoginAddresses(ctx)).toEqual([realClient]);
    } finally {
      await ctx.close();
    }
  });

  it('a client that is not a listed proxy cannot set its address', async () => {
    const ctx = await createTestApp({ config: testConfig({ TRUST_PROXY: proxy }) });
    try {
      await seedAdmin(ctx.t.db);
      expect(await guessWithForgedAddresses(ctx, realClient, null)).toEqual(expectedCodes);
      expect(await failedLoginAddresses(ctx)).toEqual([realClient]);
    } finally {
      await ctx.close();
    }
  });
});

describe('TRUST_PROXY values', () => {
  it('reads none, a hop count, or a list of addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses "true" at start-up and says what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: "true" trusted every client\'s X-Forwarded-For and is no longer accepted; set it to the ' +
        'proxy addresses (e.g. TRUST_PROXY=10.0.0.5 or 10.0.0.0/24,127.0.0.1) or to the number of proxies ' +
        'in front of the app (TRUST_PROXY=1); leave it unset without a proxy',
    );
  });

  it('refuses an entry that is not an address or a range', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,proxy.internal' })).toThrow(
      /TRUST_PROXY: not an address or range: proxy\.internal;/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not an address or range/);
  });
});
