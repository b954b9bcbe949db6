#!/usr/bin/env bash
# The Chinese pages, in the page audits (bench/pages.ts) and the end-to-end tests (scripts/test.sh), draw
# Chinese text as a Chinese reader's device does: with a CJK font (Linux and Android readers have Noto Sans
# CJK). Without one, Chromium draws boxes for the missing glyphs, and the audits and the screenshots show
# those (decisions 0072, 0073). Debian package: fonts-noto-cjk.
set -euo pipefail
if [ -n "$(fc-list :lang=zh family 2>/dev/null)" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "No CJK font: installing Debian's fonts-noto-cjk (apt-get update && apt-get install -y fonts-noto-cjk)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq fonts-noto-cjk >/dev/null
  exit 0
fi
echo "No CJK font is installed, so Chinese pages would be audited with missing glyphs. Install one with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y fonts-noto-cjk" >&2
exit 1
