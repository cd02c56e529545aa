#!/usr/bin/env bash
# Runs every check of the project, the way CI does: install, typecheck, lint, build,
# node's test runner (unit, samples, build output), then the browser tests on the production build.
# Prints how long each step took, and a summary at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1

suite_start=$(date +%s)
# The output of the two builds, for tests/build/build-log.test.mjs (a clean build prints no warning).
build_logs=$(mktemp -d)
step_name=''
step_start=0
summary=''

# Ends the running step (its duration printed and kept for the summary), then starts the next one.
step() {
  end_step
  step_name=$*
  step_start=$(date +%s)
  printf '\n=== %s\n' "$step_name"
}
end_step() {
  if [ -n "$step_name" ]; then
    local took=$(( $(date +%s) - step_start ))
    printf '=== %s: %d s\n' "$step_name" "$took"
    summary+=$(printf '%6d s  %s' "$took" "$step_name")$'\n'
    step_name=''
  fi
}
print_durations() {
  printf '\n=== durations\n%s%6d s  %s\n' "$summary" "$(( $(date +%s) - suite_start ))" "$1"
}
# Temporary folders, removed on exit.
temporary=("$build_logs")
# On failure the durations come last; on success the browser runner's own summary does (CI reads the last lines).
# The shell exits with the failing status: an exit trap keeps it unless it calls exit, and under set -e any command
# of the trap that fails (a subshell's `(exit 1)` too) would end it there, before the summary.
finish() {
  local status=$?
  rm -rf "${temporary[@]}"
  if [ "$status" != 0 ]; then
    end_step
    print_durations 'total (failed)'
  fi
}
trap finish EXIT

step "install"
bash scripts/install.sh --browser
# The releases the API-history test reads, downloaded once into node_modules/.cache.
npm run --silent api-history:fetch
# Nothing after the install goes to the network. A CA bundle named in NODE_EXTRA_CA_CERTS (some machines set one for
# a proxy) is read and parsed by every Node process as it starts, about 70 ms each on a 2-core machine, and the tests
# start several hundred (each sample runs in a process of its own).
unset NODE_EXTRA_CA_CERTS

# Type-checking and linting are single-threaded and Rspack leaves room beside them: they run alongside the build,
# their output kept and printed after it, in order.
step "typecheck and lint, alongside the build (local search)"
side_logs=$(mktemp -d)
npm run --silent typecheck >"$side_logs/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run --silent lint >"$side_logs/lint.log" 2>&1 &
lint_pid=$!
build_status=0
# Without this script's NO_UPDATE_NOTIFIER: the build's own npm script must keep Docusaurus's update banner away.
env -u NO_UPDATE_NOTIFIER npm run build -- --out-dir build 2>&1 | tee "$build_logs/build.log" || build_status=$?
side_status=0
for check in typecheck lint; do
  pid_var="${check}_pid"
  if wait "${!pid_var}"; then
    printf '%s: passed\n' "$check"
  else
    side_status=1
    printf '%s: FAILED\n' "$check"
  fi
  cat "$side_logs/$check.log"
done
rm -rf "$side_logs"
if [ "$build_status" != 0 ] || [ "$side_status" != 0 ]; then exit 1; fi

# The second build also labels the docs versions as the next version cut will (tests/fixtures/moved-labels/), for the
# tests of share links made before it; the labels are no part of what the search and header tests read.
step "build (hosted search, dummy credentials: for the Algolia and Ask AI tests, nothing is contacted; docs labels moved)"
SITE_TEST_MOVED_LABELS=1 ALGOLIA_APP_ID=TESTAPP ALGOLIA_API_KEY=test-key ALGOLIA_INDEX_NAME=inversify ALGOLIA_ASSISTANT_ID=test-assistant \
  ALGOLIA_REPLACE_FROM=/crawled-docs/ ALGOLIA_REPLACE_TO=/docs/ ALGOLIA_EXTERNAL_URL_REGEX='external\.example\.com' \
  env -u NO_UPDATE_NOTIFIER npm run build -- --out-dir build-hosted 2>&1 | tee "$build_logs/build-hosted.log"

step "node tests: unit, samples, build output"
# The plans Node reports for each program, kept for this run: the browser tests compare with them instead of running
# every program in Node again (tests/examples/plans.mjs).
PLAN_REPORTS_CACHE=$(mktemp -d)
export PLAN_REPORTS_CACHE
temporary+=("$PLAN_REPORTS_CACHE")
# Likewise what each program of the readers' corpus does in Node (tests/corpus/programs.mjs), for the corpus's browser
# test.
CORPUS_NODE_CACHE=$(mktemp -d)
export CORPUS_NODE_CACHE
temporary+=("$CORPUS_NODE_CACHE")
# Two test files at a time (more would only share the same two cores). Node runs them in path order, so
# tests/build/rebuild.test.mjs (two builds in a copy of the checkout, the longest file) starts after a few short ones
# and the sample tests run beside it.
node_tests=$(ls tests/unit/*.test.mjs tests/examples/*.test.mjs tests/build/*.test.mjs)
# shellcheck disable=SC2086 # one argument per file
BUILD_LOGS="$build_logs/build.log $build_logs/build-hosted.log" node --test --test-concurrency=2 --test-reporter=spec $node_tests

end_step
print_durations 'so far; the browser tests follow'
step "browser tests (Chromium at ${CHROME_PATH:-/usr/bin/chromium})"
HOSTED_BUILD_DIR=build-hosted MOVED_LABELS_BUILD_DIR=build-hosted SITE_BUILD_DIR=build npx playwright test
