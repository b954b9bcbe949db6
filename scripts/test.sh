#!/usr/bin/env bash
# The README's test line runs this: static checks, unit/API tests on PGlite and on PostgreSQL,
# then the end-to-end tests in Chromium against the built site. Ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
results=.tmp/test-results
rm -rf "$results" && mkdir -p "$results"

bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh

echo "== lint, format, types"
npx eslint . --max-warnings=0
npx prettier --check . >/dev/null || { npx prettier --check .; exit 1; }
npm run --silent typecheck

echo "== build"
npm run --silent build
npm run --silent bench:bundles -- --check

status=0
echo "== unit and API tests (PGlite), with coverage"
# The text summary of the coverage is printed at the end of this run.
npx vitest run --coverage --reporter=default --reporter=json --outputFile="$results/vitest-pglite.json" || status=1
echo "== database and API tests (PostgreSQL)"
TEST_DB=postgres npx vitest run --project db --project server \
  --reporter=default --reporter=json --outputFile="$results/vitest-postgres.json" || status=1
echo "== end-to-end tests (Chromium)"
E2E_JSON_REPORT="$PWD/$results/playwright.json" npm run --silent test:e2e || status=1
echo "== durability: load, SIGKILL and restart (PGlite, PostgreSQL)"
DURABILITY_REPORT="$PWD/$results/durability.json" npm run --silent test:durability -- --short || status=1

node scripts/summarize-tests.mjs "$results"
exit $status
