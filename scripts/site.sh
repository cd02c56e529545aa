#!/usr/bin/env bash
# Builds the production site and serves it on http://localhost:3000 (PORT to change it).
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1
bash scripts/install.sh
npm run build
exec npm run serve -- --port "${PORT:-3000}" --host "${HOST:-localhost}" --no-open
