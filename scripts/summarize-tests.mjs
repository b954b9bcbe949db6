// Adds up the Vitest, Playwright and durability JSON reports into one closing line: "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
let retried = 0;
for (const name of ['vitest-pglite.json', 'vitest-postgres.json']) {
  const file = join(dir, name);
  if (!existsSync(file)) {
    failed += 1;
    console.log(`missing report ${name}`);
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const failedBefore = failed;
  for (const result of r.testResults) {
    // A file that failed (a hook that threw or timed out, an import that failed) reports the tests it never
    // ran as skipped: they count as failed, and a file with none to count as one failure itself.
    const fileFailed = result.status === 'failed';
    let counted = 0;
    for (const test of result.assertionResults) {
      if (test.status === 'passed') passed += 1;
      else if (test.status === 'failed' || fileFailed) {
        failed += 1;
        counted += 1;
      } else skipped += 1;
    }
    if (fileFailed && counted === 0) failed += 1;
    if (fileFailed)
      console.log(`${name}: ${result.name} failed${result.message ? `: ${result.message}` : ''}`);
  }
  // Unhandled errors fail a run even when every test passed; count them so the line tells the truth.
  if (r.success === false && failed === failedBefore) {
    failed += 1;
    console.log(`${name}: the run reported errors outside tests`);
  }
}
const pw = join(dir, 'playwright.json');
if (existsSync(pw)) {
  const report = JSON.parse(readFileSync(pw, 'utf8'));
  const { stats } = report;
  passed += stats.expected + stats.flaky;
  retried += stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  // CI shows only the tail of the output, far below the list reporter's failure details: name each test
  // that failed, with the first line of its error, here at the end.
  for (const line of failedPlaywrightTests(report)) console.log(line);
} else {
  failed += 1;
  console.log('missing report playwright.json');
}
// The durability run (scripts/durability) counts as one test per database.
const durability = join(dir, 'durability.json');
if (existsSync(durability)) {
  for (const t of JSON.parse(readFileSync(durability, 'utf8')).tallies) {
    if (t.passed) passed += 1;
    else failed += 1;
  }
} else {
  failed += 1;
  console.log('missing report durability.json');
}
// A test that passed only on its retry (CI retries an end-to-end test once, decision 0077) is named above
// and counted here, so a flaky test is seen, not hidden.
console.log(
  `tests: ${passed} passed${retried ? ` (${retried} only on a retry)` : ''}, ${failed} failed, ${skipped} skipped`,
);

function failedPlaywrightTests(report) {
  const lines = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results.find((r) => r.error)?.error?.message ?? '';
        const firstLines = stripVTControlCharacters(error)
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .slice(0, 3)
          .join(' | ');
        const name = [...titles, spec.title].filter(Boolean).join(' › ');
        lines.push(
          `playwright.json: ${spec.file}:${spec.line} ${name} ${test.status === 'flaky' ? 'passed on a retry' : 'failed'}${firstLines ? `: ${firstLines}` : ''}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}
