import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// One id per run, shared with workers through the environment, names the migrated template database.
process.env.TEST_RUN_ID ??= randomBytes(4).toString('hex');

const dbSetup = './packages/db/test/global-setup.ts';
const closeDatabases = ['./packages/db/test/close-databases.ts'];

/**
 * Files of the db and server projects whose work does not depend on the database TEST_DB names: they open
 * no test database, or choose their own whatever TEST_DB says (multi-instance and database-outage always
 * run on a throwaway PostgreSQL database, data-dir-lock on an embedded database folder; connection-options
 * always talks to the PostgreSQL server). The PGlite run has them, the PostgreSQL run (TEST_DB=postgres,
 * scripts/test.sh) leaves them out instead of repeating the same work. A file that opens its database with
 * createTestDatabase (directly or through the test helpers), or starts a server on that database, never
 * belongs here.
 */
const sameOnEveryDatabase = [
  'packages/db/test/connection-options.test.ts',
  'apps/server/test/config.test.ts',
  'apps/server/test/data-dir-lock.test.ts',
  'apps/server/test/database-breaker.test.ts',
  'apps/server/test/database-outage.test.ts',
  'apps/server/test/https.test.ts',
  'apps/server/test/list-query.test.ts',
  'apps/server/test/module-boundaries.test.ts',
  'apps/server/test/multi-instance.test.ts',
  'apps/server/test/node-version.test.ts',
  'apps/server/test/polling-loop.test.ts',
  'apps/server/test/public-address.test.ts',
  'apps/server/test/totp.test.ts',
  'apps/server/test/web-dist-secrets.test.ts',
];
/**
 * Bounds on a hang, not on speed: every wait inside a test is for an event (a server's line, a mail, a
 * row, the content behind a lazy import), so a passing test never comes near these, and a machine whose
 * cores are busy with other work only makes it slower. A test that needs more sets its own, larger bound.
 */
const testTimeout = 120_000;
const hookTimeout = 180_000;

const exclude = [
  ...configDefaults.exclude,
  ...(process.env.TEST_DB === 'postgres' ? sameOnEveryDatabase : []),
];

export default defineConfig({
  test: {
    // Vitest's default for a run is one worker fewer than the cores: one test file at a time on a 2-core CI
    // machine, with the main process idle. Its files are independent (own database, port 0), so use all.
    maxWorkers: '100%',
    // A run that cannot close (a handle left open) ends after this, naming it with the hanging-process reporter.
    teardownTimeout: 20_000,
    // Measured only when asked for (`--coverage`): scripts/test.sh does so on the one PGlite run.
    coverage: {
      provider: 'v8',
      include: ['apps/*/src/**', 'packages/*/src/**'],
      exclude: ['**/*.test.{ts,tsx}'],
      reporter: ['text-summary'],
      reportsDirectory: '.tmp/coverage',
    },
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/test/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'db',
          include: ['packages/db/test/**/*.test.ts'],
          exclude,
          environment: 'node',
          globalSetup: [dbSetup],
          setupFiles: closeDatabases,
          // No fresh module graph per file: they share no state through modules (each has its own database
          // and app, no module mocks), and re-importing the app and PGlite per file cost a third of the CPU.
          isolate: false,
          testTimeout,
          hookTimeout,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude,
          environment: 'node',
          // The web build's server entry (built JavaScript, self-contained) loads as Node loads it.
          server: { deps: { external: [/\/apps\/web\/dist-ssr\//] } },
          globalSetup: [dbSetup],
          setupFiles: closeDatabases,
          // No fresh module graph per file: they share no state through modules (each has its own database
          // and app, no module mocks), and re-importing the app and PGlite per file cost a third of the CPU.
          isolate: false,
          testTimeout,
          hookTimeout,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Component tests wait for lazy chunks and React renders (findBy*, waitFor; test/setup.ts).
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Absolute, so tools that read this file from the repository root (knip) find it too.
          setupFiles: [fileURLToPath(new URL('./apps/web/test/setup.ts', import.meta.url))],
        },
      },
    ],
  },
});
