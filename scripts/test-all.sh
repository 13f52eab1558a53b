#!/usr/bin/env bash
# Every test CI runs, in order: Biome, tsc and the import-boundary rule (a failure fails the run), unit + API tests on PGlite,
# the API suite again on a real PostgreSQL server, then the built app's end-to-end journeys in Chromium (the demo-data
# journeys, then the real-data journey on its own server). Benchmarks are not run here: `npm run bench` runs them on demand.
# Prints each stage's duration when it ends (and all of them before the summary); Playwright's flaky tests (passed
# only on retry) are listed and counted on their own line. Ends with one line "tests: N passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh || exit 1
OUT=$(mktemp -d /tmp/homie-results-XXXXXX)
status=0
# Each stage's duration, printed when the next one starts and gathered for the end.
stage=""
stage_start=$SECONDS
durations=()
end_stage() {
  if [ -n "$stage" ]; then
    local took=$((SECONDS - stage_start))
    echo "--- ${took}s: $stage"
    durations+=("$(printf '%6ss  %s' "$took" "$stage")")
  fi
  stage=""
}
step() {
  end_stage
  stage="$1"
  stage_start=$SECONDS
  echo
  echo "=== $1"
}

step "static checks: Biome (format and lint), TypeScript in every workspace, import boundaries (decision 146)"
npx biome check . || status=1
npm run typecheck || status=1
npm run lint:imports || status=1

step "unit and API tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile="$OUT/vitest.json" || status=1

step "API tests against PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project 'server*' --reporter=default --reporter=json --outputFile="$OUT/vitest-pg.json" || status=1

step "build"
npm run build || status=1

step "end-to-end journeys (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json || status=1

step "end-to-end journey on real data only (its own server: the Bay Area export imported, no demo data)"
if [ -f ../shared/data/sales/bayarea-redfin-2020.csv ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright-real-homes.json" npx playwright test -c e2e/playwright.real-homes.config.ts --reporter=list,json || status=1
else
  echo "SKIP: ../shared/data/sales/bayarea-redfin-2020.csv is absent"
fi

end_stage
echo
echo "=== stage durations (total ${SECONDS}s)"
printf '%s\n' "${durations[@]}"
echo
node scripts/summarise-results.mjs "$OUT" || status=1
rm -rf "$OUT"
exit $status
