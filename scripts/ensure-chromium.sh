#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright cannot download a browser here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package (apt-get update && apt-get install -y chromium)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at /usr/bin/chromium. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
