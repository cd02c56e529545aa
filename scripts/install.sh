#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh machine: npm dependencies from the lockfile and,
# for the browser tests, Debian's Chromium (never a downloaded browser build). With CHROME_PATH set, the browser tests
# use the browser there instead, and nothing is installed for them.
set -euo pipefail
cd "$(dirname "$0")/.."

need_browser=${1:-}

if [ "$need_browser" = "--browser" ] && [ -n "${CHROME_PATH:-}" ]; then
  if [ ! -x "$CHROME_PATH" ]; then
    echo "CHROME_PATH=$CHROME_PATH is not an executable file: set it to a Chromium or Chrome binary, or unset it to use Debian's chromium." >&2
    exit 1
  fi
elif [ "$need_browser" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium (needed by the browser tests)…"
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# npm ci deletes node_modules (and the build cache in it) before reinstalling: skip it when node_modules was
# installed from this very lockfile (scripts/lockfile-check.mjs says why not otherwise).
if [ -z "${FORCE_NPM_CI:-}" ] && [ -f node_modules/.package-lock.json ] && node scripts/lockfile-check.mjs; then
  echo "node_modules matches package-lock.json; skipping npm ci"
  exit 0
fi

# npm ci prints nothing for a minute or two when its output is not a terminal: say that it is still working.
echo "npm ci: installing from package-lock.json…"
start=$(date +%s)
npm ci --no-audit --no-fund --loglevel=error &
npm_pid=$!
trap 'kill "$npm_pid" 2>/dev/null || true' INT TERM
seconds=0
while kill -0 "$npm_pid" 2>/dev/null; do
  sleep 1
  seconds=$((seconds + 1))
  if [ $((seconds % 10)) = 0 ] && kill -0 "$npm_pid" 2>/dev/null; then
    packages=$(find node_modules -mindepth 2 -maxdepth 3 -name package.json 2>/dev/null | wc -l || true)
    echo "npm ci: still installing ($(( $(date +%s) - start )) s, about ${packages} packages in node_modules so far)"
  fi
done
wait "$npm_pid"
trap - INT TERM
echo "npm ci: done in $(( $(date +%s) - start )) s"
