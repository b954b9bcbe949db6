#!/usr/bin/env bash
# The SDK release tests run real tools: Apache Ivy with a Java runtime (a Maven repository client
# resolving com.lumen.cxr:cxr-m from the server), unzip (unpacks the SDK archives as a developer does)
# and g++ (compiles the CXR-S samples as C++17). Debian packages: ivy, default-jre-headless, unzip, g++.
set -euo pipefail
missing=()
[ -f /usr/share/java/ivy.jar ] || missing+=(ivy)
command -v java >/dev/null || missing+=(default-jre-headless)
command -v unzip >/dev/null || missing+=(unzip)
command -v g++ >/dev/null || missing+=(g++)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages for the SDK release tests: ${missing[*]} (apt-get update && apt-get install -y)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing tools for the SDK release tests. Install them with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
exit 1
