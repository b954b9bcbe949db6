#!/usr/bin/env bash
# The PostgreSQL half of the suite needs the server on 127.0.0.1:5432; start the machine's cluster if it is down.
set -euo pipefail
ready() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
if ready; then exit 0; fi
if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
  for _ in $(seq 1 30); do ready && exit 0; sleep 1; done
fi
echo "PostgreSQL is not reachable on 127.0.0.1:5432 (trust auth expected); set TEST_PG_URL to another server." >&2
exit 1
