#!/usr/bin/env bash
# The README's test line runs this: static checks, unit/API tests on PGlite and on PostgreSQL,
# then the end-to-end tests in Chromium against the built site. Ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
results=.tmp/test-results
rm -rf "$results" && mkdir -p "$results"

# Each phase ends with "== phase (N s)", its wall time, so a slow CI run shows where the time went.
phase_name=""
phase_start=$SECONDS
phase() {
  if [ -n "$phase_name" ]; then echo "== $phase_name ($((SECONDS - phase_start)) s)"; fi
  phase_name="$1"
  phase_start=$SECONDS
  if [ -n "$phase_name" ]; then echo "== $phase_name"; fi
}

phase "node; machine tools (chromium, postgres, SDK tools, a CJK font) started in the background"
# npm runs this script with the project's own Node.js (node_modules/.bin/node, from the `node` package) first
# on PATH; a run on the machine's older Node would test something the site never runs on.
node -e 'const m = +process.versions.node.split(".")[0]; console.log("Node.js " + process.version); if (m < 24) { console.error("npm test must run on Node.js 24 (npm ci installs it)"); process.exit(1); }'
# The machine's tools (apt-get installs on a fresh machine: downloads and unpacking, one after the other for
# apt's lock) are needed from the test phases on, so they get ready while the checks and the build run.
tools_log=$(mktemp)
{
  bash scripts/ensure-chromium.sh && bash scripts/ensure-postgres.sh && bash scripts/ensure-sdk-tools.sh &&
    bash scripts/ensure-cjk-fonts.sh
} >"$tools_log" 2>&1 &
tools_pid=$!

# lint (one thread), the folder-cycle check, the format check and the two typecheck lanes run side by side:
# one after the other they left a core idle most of the time (decision 0059). Each prints its output and its
# own wall time when all have ended; the phase fails when any of them does.
phase "static checks: lint, server folder cycles, format, types"
checks=$(mktemp -d)
check() {
  local name=$1 start=$SECONDS rc=0
  shift
  "$@" >"$checks/$name.out" 2>&1 || rc=$?
  echo "$rc $((SECONDS - start))" >"$checks/$name.end"
}
check_pids=()
check lint npx eslint . --max-warnings=0 &
check_pids+=($!)
check cycles npm run --silent lint:cycles &
check_pids+=($!)
check format npx prettier --check . &
check_pids+=($!)
check types npm run --silent typecheck &
check_pids+=($!)
wait "${check_pids[@]}"
failed=0
for name in lint cycles format types; do
  read -r rc seconds <"$checks/$name.end"
  echo "-- $name ($seconds s)$([ "$rc" = 0 ] || echo ": failed")"
  cat "$checks/$name.out"
  [ "$rc" = 0 ] || failed=1
done
rm -rf "$checks"
[ "$failed" = 0 ] || exit 1

phase "build"
npm run --silent build
phase "bundle budgets"
npm run --silent bench:bundles -- --check

phase "machine tools ready"
tools_rc=0
wait "$tools_pid" || tools_rc=$?
cat "$tools_log"
rm -f "$tools_log"
[ "$tools_rc" = 0 ] || exit 1

status=0
# A Vitest run that never ends (a worker kept alive, seen once with PGlite loaded) would hold CI to its own
# limit. A hung run goes silent, while a slow one keeps printing each finished file: the run is stopped only
# after 15 minutes without a line (scripts/until-silent.ts), never for being slow. A fixed 30-minute limit
# stopped a run on a machine kept 18 times oversubscribed. A run that cannot close after its tests lists
# what keeps it alive (hanging-process reporter, after the config's teardownTimeout).
vitest_run() {
  npx tsx scripts/until-silent.ts 15 npx vitest run --reporter=default --reporter=hanging-process "$@"
}
phase "unit and API tests (PGlite), with coverage"
# The text summary of the coverage is printed at the end of this run.
vitest_run --coverage --reporter=json --outputFile="$results/vitest-pglite.json" || status=1
# The end-to-end tests leave the cores idle part of the time (the browser waiting for a page, a mail, a
# server), and the durability run mostly waits (a restart, a lease running out, mail settling: about 20 s
# of CPU in 40 s). So the PostgreSQL run and the durability run go beside the end-to-end tests, each on its
# own databases and ports, instead of one after the other: on a quiet 2-core machine the three took 571 s
# together against 680 s in a row (decision 0074). Their output follows the end-to-end tests', each under
# its own heading; a phase heading's time is then only what was left to wait for.
phase "end-to-end tests (Chromium), the PostgreSQL run and the durability run beside them"
postgres_log=$(mktemp)
TEST_DB=postgres vitest_run --project db --project server \
  --reporter=json --outputFile="$results/vitest-postgres.json" >"$postgres_log" 2>&1 &
postgres_pid=$!
durability_log=$(mktemp)
DURABILITY_REPORT="$PWD/$results/durability.json" npm run --silent test:durability -- --short \
  >"$durability_log" 2>&1 &
durability_pid=$!
E2E_JSON_REPORT="$PWD/$results/playwright.json" npm run --silent test:e2e || status=1
phase "database and API tests (PostgreSQL), run beside the end-to-end tests"
wait "$postgres_pid" || status=1
cat "$postgres_log"
rm -f "$postgres_log"
phase "durability: load, SIGKILL and restart (PGlite, PostgreSQL), run beside the end-to-end tests"
wait "$durability_pid" || status=1
cat "$durability_log"
rm -f "$durability_log"
phase ""
echo "== total ($SECONDS s)"

node scripts/summarize-tests.mjs "$results"
exit $status
