#!/usr/bin/env bash
# Every test of the project, on a fresh machine: installs what the browser tests need, then runs
# type checks, lint, unit and API tests (also as production runs them), the builds, the bundle
# budget, and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "› Installing Debian's chromium for the browser tests"
  if [ "$(id -u)" -ne 0 ]; then
    echo "Chromium is missing and installing it needs root: run 'apt-get install chromium' as root." >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

# Each step says when it starts, in minutes and seconds since the run began.
started=$SECONDS
step() { printf '\n› [%d:%02d] %s\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$1"; }
reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
# A failing test run does not stop the others, so the closing totals always count every test.
# A step can fail without a failing test (an unhandled error, the cluster test), so each failed
# step is named at the end.
failed_steps=()
failed() { failed_steps+=("$1"); }

# The type check and the lint each use one core, so they run side by side; each one's output is
# printed whole once both are done.
step "Type check and lint"
npm run typecheck --silent >"$reports/typecheck.log" 2>&1 &
typecheck_pid=$!
lint_status=0
npm run lint --silent >"$reports/lint.log" 2>&1 || lint_status=$?
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
cat "$reports/typecheck.log" "$reports/lint.log"
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  [ "$typecheck_status" -ne 0 ] && echo "Type check failed." >&2
  [ "$lint_status" -ne 0 ] && echo "Lint failed." >&2
  exit 1
fi
step "Unit and API tests (SQLite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json" ||
  failed "unit and API tests (SQLite)"
# The tests that need a Redis (*.redis.test.ts: limits shared by two instances, Redis cut away and
# back) run on their own, only when REDIS_URL_TEST answers; the run above leaves them out, so
# without a Redis nothing shows as skipped.
if [ -n "${REDIS_URL_TEST:-}" ] && node scripts/lib/redis-answers.mjs "$REDIS_URL_TEST"; then
  step "Tests that need Redis ($REDIS_URL_TEST)"
  TEST_REDIS=1 npx vitest run --project server \
    --reporter=default --reporter=json --outputFile.json="$reports/vitest-redis.json" ||
    failed "tests that need Redis"
elif [ -n "${REDIS_URL_TEST:-}" ]; then
  step "Tests that need Redis: not run, REDIS_URL_TEST ($REDIS_URL_TEST) does not answer"
else
  step "Tests that need Redis: not run, REDIS_URL_TEST is unset"
fi
# The server's tests once more as production runs them: answers written from the route schemas by
# fast-json-stringify alone, without the check against zod that the run above adds
# (apps/server/src/test/test-app.ts, productionRun; plugins/response-serializer.ts). The run above
# already sends production's bytes (the check compares them with zod's and then sends them), so the
# production pass goes where it tells the most: on PostgreSQL when there is one (what production
# runs on when it has several instances). Without PostgreSQL, CI runs it on SQLite; a developer's
# `npm test` leaves it out and says so, as it is the same bytes on the same database.
if [ -n "${DATABASE_URL_TEST:-}" ]; then
  step "API tests on PostgreSQL as production runs them ($DATABASE_URL_TEST, NODE_ENV=production)"
  NODE_ENV=production TEST_DATABASE=postgres npx vitest run --project server \
    --reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.json" ||
    failed "API tests on PostgreSQL as production runs them"
elif [ -n "${CI:-}" ]; then
  step "API tests as production runs them (SQLite, NODE_ENV=production)"
  NODE_ENV=production npx vitest run --project server \
    --reporter=default --reporter=json --outputFile.json="$reports/vitest-production.json" ||
    failed "API tests as production runs them"
else
  step "API tests as production runs them: not run (no DATABASE_URL_TEST and not CI; the run above sends production's bytes)"
fi
step "Build the site, the server and the agent"
# The browser tests run the compiled server and agent, as production does.
npm run build -w @sinyal/web -w @sinyal/server -w @sinyal/agent --silent
if [ -n "${DATABASE_URL_TEST:-}" ] && [ -n "${REDIS_URL_TEST:-}" ]; then
  # Needs the compiled server; installs nginx when missing (as root).
  step "Rolling restart of two instances behind nginx, under load"
  node scripts/cluster-test.mjs || failed "rolling restart"
fi
step "Bundle size budget"
npm run size --silent
step "Browser tests (Chromium)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json) ||
  failed "browser tests"
node scripts/test-summary.mjs "$reports" || failed "test totals"
step "Done"
if [ "${#failed_steps[@]}" -gt 0 ]; then
  printf 'Failed: %s\n' "${failed_steps[@]}" >&2
  exit 1
fi
