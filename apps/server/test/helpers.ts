import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MemoryRateLimitStore, type RateLimitStore } from '../src/lib/rate-limit.ts';
import { smtpTransport, type MailMessage, type MailTransport } from '../src/modules/email/transport.ts';
import { recordRoutes } from './route-table.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts';

export interface TestContext {
  app: FastifyInstance;
  t: TestDatabase;
  /** Mail the app delivered (when no other transport was given). */
  sent: MailMessage[];
  close(): Promise<void>;
}

export const testSecretKey = 'test-secret-key-test-secret-key-0123456789';

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:5000',
    STAFF_NOTIFY_EMAIL: 'staff@example.com',
    // The probes' 1 s deadline is for an orchestrator; a test machine kept busy by other work has taken
    // longer than that over one committed write, and a test about something else then read a 503.
    // The deadline itself is tested where the database stops answering (database-outage.test.ts).
    HEALTH_DEADLINE_MS: '60000',
    ...env,
  });
}

/** A built app on a fresh test database (PGlite, or PostgreSQL when TEST_DB=postgres). */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const t = await createTestDatabase();
  const sent: MailMessage[] = [];
  const memoryTransport: MailTransport = {
    name: 'memory',
    send: async (message) => {
      sent.push(message);
    },
  };
  const routeTable = recordRoutes();
  const app = await buildApp({
    config: testConfig(),
    dbHandle: t,
    secretKey: testSecretKey,
    webDist: null,
    logger: false,
    transport: memoryTransport,
    ...overrides,
    // The route table of every test app, and a test's own hook (e.g. one recording answers) beside it.
    onRoute: (route) => {
      routeTable.onRoute(route);
      overrides.onRoute?.(route);
    },
  });
  routeTable.attach(app);
  return {
    app,
    t,
    sent,
    close: async () => {
      await app.close();
      await t.close();
    },
  };
}

/** A rate-limit store a suite can empty between tests (the app keeps the store it was built with). */
export class ResettableRateLimits implements RateLimitStore {
  private inner = new MemoryRateLimitStore();
  hit(key: string, windowMs: number) {
    return this.inner.hit(key, windowMs);
  }
  reset(key: string) {
    return this.inner.reset(key);
  }
  clear() {
    this.inner = new MemoryRateLimitStore();
  }
}

/**
 * One app for the file (or describe block) that calls it, with the vitest hooks that build it, close it
 * and reset the database (and a ResettableRateLimits store) before each test. Read its fields inside
 * hooks and tests: the app exists from beforeAll on. `overrides` may be a function, read in beforeAll.
 */
export function useTestApp(overrides: Partial<AppDeps> | (() => Partial<AppDeps>) = {}): TestContext {
  let current: TestContext | undefined;
  let deps: Partial<AppDeps> = {};
  const now = (): TestContext => {
    if (!current) throw new Error('useTestApp: the app is built in beforeAll');
    return current;
  };
  beforeAll(async () => {
    deps = typeof overrides === 'function' ? overrides() : overrides;
    current = await createTestApp(deps);
  });
  afterAll(() => current?.close());
  beforeEach(async () => {
    if (deps.rateLimits instanceof ResettableRateLimits) deps.rateLimits.clear();
    await now().t.reset();
  });
  return {
    get app() {
      return now().app;
    },
    get t() {
      return now().t;
    },
    get sent() {
      return now().sent;
    },
    close: () => now().close(),
  };
}

/**
 * `useTestApp` whose mail goes to a real SMTP peer on loopback (`peer`): the peer starts before the app,
 * stops after it, and is emptied (and accepts mail again) before each test.
 */
export function useTestAppWithMail(
  overrides: Partial<AppDeps> = {},
): TestContext & { readonly peer: SmtpPeer } {
  let peer: SmtpPeer | undefined;
  const current = (): SmtpPeer => {
    if (!peer) throw new Error('useTestAppWithMail: the peer starts in beforeAll');
    return peer;
  };
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer?.close());
  beforeEach(() => {
    current().received.length = 0;
    current().refuse(false);
  });
  const ctx = useTestApp(() => ({ ...overrides, transport: smtpTransport(current().url) }));
  return Object.defineProperty(ctx, 'peer', { get: current }) as TestContext & { readonly peer: SmtpPeer };
}
