#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh machine: npm dependencies from the lockfile and,
# for the browser tests, Debian's Chromium (never a downloaded browser build).
set -euo pipefail
cd "$(dirname "$0")/.."

need_browser=${1:-}

if [ "$need_browser" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium (needed by the browser tests)…"
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# npm ci is skipped only when node_modules was installed from this very lockfile.
if [ -f node_modules/.package-lock.json ] && [ -z "${FORCE_NPM_CI:-}" ] &&
  node -e 'const a=require("./package-lock.json").packages, b=require("./node_modules/.package-lock.json").packages;
    const strip=(p)=>Object.fromEntries(Object.entries(p).filter(([k])=>k!==""&&!k.startsWith("examples/")));
    process.exit(JSON.stringify(strip(a))===JSON.stringify(strip(b))?0:1)' 2>/dev/null; then
  echo "node_modules matches package-lock.json; skipping npm ci"
else
  npm ci --no-audit --no-fund --loglevel=error
fi
