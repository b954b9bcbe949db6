import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export interface TestContext {
  app: FastifyInstance;
  t: TestDatabase;
  close(): Promise<void>;
}

/** A built app on a fresh test database (PGlite, or PostgreSQL when TEST_DB=postgres). */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const t = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000' });
  const app = await buildApp({ config, dbHandle: t, webDist: null, logger: false, ...overrides });
  return {
    app,
    t,
    close: async () => {
      await app.close();
      await t.close();
    },
  };
}
