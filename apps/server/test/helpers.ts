import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
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
