/**
 * TRUST_PROXY: only the proxies the operator names may set the client address. A client's own
 * X-Forwarded-For entry must never become its address (it would pick the address that the sign-in limits
 * count and the audit log records).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@app/db';
import { ConfigError, loadConfig, MAX_TRUSTED_HOPS } from '../src/config.ts';
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

/** Values that would let every client choose its own address: refused, naming the variable. */
const trustEveryone = [
  ['a hop count above any real chain', String(MAX_TRUSTED_HOPS + 1), /TRUST_PROXY: 6 hops is more proxies/],
  ['a huge hop count', '4294967295', /TRUST_PROXY: 4294967295 hops is more proxies/],
  ['every IPv4 address', '0.0.0.0/0', /TRUST_PROXY: 0\.0\.0\.0\/0 covers every IPv4 address/],
  ['two halves of IPv4', '0.0.0.0/1,128.0.0.0/1', /covers every IPv4 address/],
  ['every IPv6 address', '::/0', /TRUST_PROXY: ::\/0 covers every IPv6 address/],
  ['two halves of IPv6', '::/1, 8000::/1', /covers every IPv6 address/],
  ['IPv4 as mapped IPv6', '10.0.0.5,::ffff:0:0/96', /covers every IPv4 address/],
  ['an IPv6 half holding mapped IPv4', '::/1', /covers every IPv4 address/],
  [
    'IPv4 in pieces, with a named range among them',
    '0.0.0.0/2,64.0.0.0/2,128.0.0.0/3,160.0.0.0/3,192.0.0.0/2,uniquelocal',
    /covers every IPv4 address/,
  ],
] as const;

describe('TRUST_PROXY that trusts everyone', () => {
  it.each(trustEveryone)('refuses %s', (_label, value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('accepts real chains and ranges short of the whole space', () => {
    expect(loadConfig({ TRUST_PROXY: String(MAX_TRUSTED_HOPS) }).TRUST_PROXY).toBe(MAX_TRUSTED_HOPS);
    expect(loadConfig({ TRUST_PROXY: '0.0.0.0/1' }).TRUST_PROXY).toEqual(['0.0.0.0/1']);
    // Everything but 255.255.255.255 is not everything.
    const allButOne = Array.from({ length: 32 }, (_, i) => {
      const start = i === 0 ? 0 : (0xffffffff << (32 - i)) >>> 0; // the first i bits set
      return `${[24, 16, 8, 0].map((shift) => (start >>> shift) & 255).join('.')}/${i + 1}`;
    });
    expect(loadConfig({ TRUST_PROXY: allButOne.join(',') }).TRUST_PROXY).toHaveLength(32);
    expect(loadConfig({ TRUST_PROXY: '2000::/3,loopback,linklocal' }).TRUST_PROXY).toHaveLength(3);
  });
});

describe('the built server with a TRUST_PROXY that trusts everyone', () => {
  const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

  /**
   * Starts dist/main.js with the value; resolves with its exit code and everything it printed. A server that
   * starts anyway is stopped at once and reported with the code null.
   */
  function start(value: string): Promise<{ code: number | null; output: string }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'trust-proxy-'));
    const child = spawn(process.execPath, [main], {
      env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY: value },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let started = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!started && output.includes('site ready')) {
        started = true;
        child.kill('SIGKILL');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    return new Promise((resolve) => {
      child.once('close', (code) => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve({ code: started ? null : code, output });
      });
    });
  }

  it.each(trustEveryone.slice(0, 6))(
    'stops with %s: exit 1, a message naming TRUST_PROXY, no stack',
    async (_l, value, message) => {
      if (!existsSync(main)) throw new Error(`${main} is missing: run "npm run build" first`);
      const { code, output } = await start(value);
      expect(code).toBe(1);
      expect(output).toMatch(/^Invalid environment configuration:\n {2}TRUST_PROXY: /);
      expect(output).toMatch(message);
      expect(output).not.toMatch(/\n\s+at /);
    },
  );
});
