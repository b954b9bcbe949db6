import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // The heaviest specs run axe-core twice on a full page or walk a staff flow of many screens: 15-35 s each
  // on a slow 2-core machine under two workers (seen on an AMD EPYC CI machine, 2026-11-26), which Playwright's
  // 30 s default cut short. A bound, not an expectation: no test asserts how long anything takes.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // The JSON report feeds the one-line summary of scripts/test.sh.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  outputDir: './test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5180',
    // A trace records every action of every test and is thrown away when the test passes: about a fifth
    // of the suite's time on a 2-core machine (decision 0032). Ask for it when chasing a failure:
    // E2E_TRACE=retain-on-failure npx playwright test tests/x.spec.ts
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // As root in a sandbox-less container, with the machine's closed network: no background traffic.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
