#!/usr/bin/env bash
# Builds the production site and serves it on http://localhost:3000 (PORT and HOST to change that).
# SITE_BUILD_DIR=<dir> serves that existing build instead, without installing or building.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1
dir=${SITE_BUILD_DIR:-}
if [ -z "$dir" ]; then
  bash scripts/install.sh
  npm run build
  dir=build
fi
# exec, here and in package.json's scripts: npm passes SIGINT and SIGTERM to its child process, which must be
# the server itself (a shell in between would exit and leave the server running).
exec npm run serve -- --dir "$dir" --port "${PORT:-3000}" --host "${HOST:-localhost}" --no-open
