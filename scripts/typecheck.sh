#!/usr/bin/env bash
# `npm run typecheck`: the same files and options as one `tsc -p` per package, in fewer, parallel programs.
# contracts, db, server, scripts and bench share tsconfig.base.json's options and import each other's
# sources, so tsconfig.node.json checks them as one program (each shared file once, not up to five times);
# web and e2e add the DOM library and keep their own programs. Two lanes for the two cores; each lane's
# output is printed whole after it ends, and the check fails when either lane does.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npx tsc -p tsconfig.node.json >"$out/node" 2>&1 &
node_lane=$!
{ npx tsc -p apps/web && npx tsc -p e2e; } >"$out/dom" 2>&1
dom_status=$?
wait "$node_lane"
node_status=$?
grep -v '^npm warn' "$out/node" "$out/dom" --no-filename || true
[ "$node_status" = 0 ] && [ "$dom_status" = 0 ]
