#!/usr/bin/env bash
# Runs every check of the project, the way CI does: install, typecheck, lint, build,
# node's test runner (unit, samples, build output), then the browser tests on the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1

step() { printf '\n=== %s\n' "$*"; }

step "install"
bash scripts/install.sh --browser

step "typecheck"
npm run typecheck

step "lint"
npm run lint

step "build (local search)"
start=$(date +%s)
npm run build -- --out-dir build
echo "build took $(( $(date +%s) - start )) s"

step "build (hosted search, dummy credentials: for the Algolia and Ask AI tests, nothing is contacted)"
ALGOLIA_APP_ID=TESTAPP ALGOLIA_API_KEY=test-key ALGOLIA_INDEX_NAME=inversify ALGOLIA_ASSISTANT_ID=test-assistant \
  ALGOLIA_REPLACE_FROM=/crawled-docs/ ALGOLIA_REPLACE_TO=/docs/ ALGOLIA_EXTERNAL_URL_REGEX='external\.example\.com' \
  npm run build -- --out-dir build-hosted

step "node tests: unit, samples, build output"
node --test --test-reporter=spec tests/unit/*.test.mjs tests/examples/*.test.mjs tests/build/*.test.mjs

step "browser tests (Chromium at /usr/bin/chromium)"
HOSTED_BUILD_DIR=build-hosted SITE_BUILD_DIR=build npx playwright test
