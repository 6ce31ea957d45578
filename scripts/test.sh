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

step() { printf '\n› %s\n' "$1"; }
reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
# A failing test run does not stop the others, so the closing totals always count every test.
# A step can fail without a failing test (an unhandled error, the cluster test), so each failed
# step is named at the end.
failed_steps=()
failed() { failed_steps+=("$1"); }

step "Type check"
npm run typecheck --silent
step "Lint"
npm run lint --silent
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
# The server's tests once more as production runs: answers written from the route schemas by
# fast-json-stringify alone, without the check against zod that the run above adds
# (apps/server/src/test/test-app.ts, productionRun; plugins/response-serializer.ts). One production
# pass is enough, and it goes where it tells the most: on PostgreSQL when there is one (what
# production runs on when it has several instances), else on SQLite. The check against zod stays in
# the SQLite run above; the values PostgreSQL's driver returns in another type than SQLite's (a
# count as text) are converted where they are read (db/count-rows.ts), which the production pass on
# PostgreSQL exercises with the answers a client gets.
if [ -n "${DATABASE_URL_TEST:-}" ]; then
  step "API tests on PostgreSQL as production runs them ($DATABASE_URL_TEST, NODE_ENV=production)"
  NODE_ENV=production TEST_DATABASE=postgres npx vitest run --project server \
    --reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.json" ||
    failed "API tests on PostgreSQL as production runs them"
else
  step "API tests as production runs them (SQLite, NODE_ENV=production)"
  NODE_ENV=production npx vitest run --project server \
    --reporter=default --reporter=json --outputFile.json="$reports/vitest-production.json" ||
    failed "API tests as production runs them"
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
if [ "${#failed_steps[@]}" -gt 0 ]; then
  printf 'Failed: %s\n' "${failed_steps[@]}" >&2
  exit 1
fi
