import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MemoryRateLimitStore, type RateLimitStore } from '../src/lib/rate-limit.ts';
import type { MailMessage, MailTransport } from '../src/modules/email/transport.ts';

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
  const app = await buildApp({
    config: testConfig(),
    dbHandle: t,
    secretKey: testSecretKey,
    webDist: null,
    logger: false,
    transport: memoryTransport,
    ...overrides,
  });
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
 * hooks and tests: the app exists from beforeAll on.
 */
export function useTestApp(overrides: Partial<AppDeps> = {}): TestContext {
  let current: TestContext | undefined;
  const now = (): TestContext => {
    if (!current) throw new Error('useTestApp: the app is built in beforeAll');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(overrides);
  });
  afterAll(() => current?.close());
  beforeEach(async () => {
    if (overrides.rateLimits instanceof ResettableRateLimits) overrides.rateLimits.clear();
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
