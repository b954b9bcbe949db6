import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';

// One id per run, shared with workers through the environment, names the migrated template database.
process.env.TEST_RUN_ID ??= randomBytes(4).toString('hex');

const dbSetup = './packages/db/test/global-setup.ts';
const closeDatabases = ['./packages/db/test/close-databases.ts'];

export default defineConfig({
  test: {
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
          environment: 'node',
          globalSetup: [dbSetup],
          setupFiles: closeDatabases,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: [dbSetup],
          setupFiles: closeDatabases,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
