#!/usr/bin/env bash
# npm test: every gate, cheapest first (README "Testing"). Prints each stage's time as it ends and
# a table of them all at the end; with STAGE_TIMES set (as .ci/run sets it) the rows go to that
# file, for the caller's own table. No runner does this: npm scripts chain with && and print no times.
#
#   npm test                                   # everything CI runs
#   npm test -- --only 'build|tidewater'       # only the stages whose name matches (a regex)
#   npm test -- --update-screenshots           # record the tidewater set's approved screenshots
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/test/cores-busy.sh

export STAGE_TIMES="${STAGE_TIMES:-$(mktemp)}"
run_busy=$(busy_cpu_ticks)
own_table=${STAGE_TABLE_PRINTED_BY:-}

only=""
if [ "${1:-}" = "--only" ]; then only="$2"; fi

stage() {
  local name="$1"
  shift
  if [ -n "$only" ] && ! [[ $name =~ $only ]]; then return 0; fi
  local started=$SECONDS busy_before status=0
  busy_before=$(busy_cpu_ticks)
  echo "== $name"
  "$@" || status=$?
  local took=$((SECONDS - started)) cost
  cost=$(cpu_and_cores "$busy_before" "$took")
  printf '%s\t%s\t%s\n' "$name$([ $status -eq 0 ] || echo ' (FAILED)')" "$took" "$cost" >>"$STAGE_TIMES"
  echo "== $name: $took s, ${cost%%$'\t'*} CPU-seconds, ${cost##*$'\t'} cores busy"
  if [ $status -ne 0 ]; then
    if [ -z "$own_table" ]; then print_table; fi
    exit $status
  fi
}

print_table() {
  echo
  echo "== stage times, the machine's CPU-seconds during each and its cores busy (of $(nproc); stages run beside others count theirs too)"
  awk -F'\t' '{ printf "  %-62s %5d s  %5d CPU-s  %4s\n", $1, $2, $3, $4 }' "$STAGE_TIMES"
  printf '  %-62s %5d s  %5d CPU-s\n' "whole run" "$SECONDS" "$(cpu_and_cores "$run_busy" "$SECONDS" | cut -f1)"
}

# The headers depend on the code only, never on the words: each content set must produce the very
# files the default content produced.
same_headers() {
  local workspace=".content-sets/$1"
  for file in vercel.json deploy/nginx.conf out/_headers; do
    if ! cmp -s "$file" "$workspace/$file"; then
      echo "!! $file differs between the default content and the content set $1:" >&2
      diff "$file" "$workspace/$file" | head -20 >&2
      return 1
    fi
  done
  echo "$1: vercel.json, deploy/nginx.conf and out/_headers are the same as the default content's"
}

tidewater=tests/fixtures/content-sets/tidewater
if [ "${1:-}" = "--update-screenshots" ]; then
  bash scripts/test/with-content-set.sh "$tidewater" bash -c \
    'npm run build && npx playwright test --project=https --grep @content tests/e2e/every-route.spec.ts --update-snapshots && npm run test:engines -- --screenshots --update'
  exit
fi

# Stages run beside the ones in the foreground, their output printed when they end; a failure
# stops the run there. Most stages keep both cores busy (the table's last column), so this saves
# only the idle share: about 45 s a run (docs/testing.md).
beside_pids=()
beside_logs=()
beside() {
  local log
  log=$(mktemp)
  (own_table=beside && "$@") >"$log" 2>&1 &
  beside_pids+=("$!")
  beside_logs+=("$log")
}
join_beside() {
  local status=0 index
  for index in "${!beside_pids[@]}"; do
    wait "${beside_pids[$index]}" || status=$?
    cat "${beside_logs[$index]}"
  done
  beside_pids=()
  beside_logs=()
  if [ $status -ne 0 ]; then
    if [ -z "$own_table" ]; then print_table; fi
    exit $status
  fi
}

# The default content: every gate.
# Once the code is type-checked here, the builds below (of three content sets, one code) skip
# Next's own repeat of that check (next.config.ts reads TYPES_CHECKED).
check_types_lint_and_format() { npm run check && export TYPES_CHECKED=true; }
# tsc, ESLint, Prettier and knip run one after another (about 1.5 cores busy): jest fills the rest.
# The integration tests start first: one of them (the export's rewrite) is the longest, on one core.
beside stage "integration tests (jest: the build and check scripts as processes, the server)" npm run test:integration
beside stage "unit tests (jest, ${FC_NUM_RUNS:-1000} cases per property; the islands' again on Preact)" npm run test:unit
stage "types, lint and formatting" check_types_lint_and_format
stage "content check" npm run content:check
join_beside

# Two other content sets, built and checked beside the content editor, the build and the markup.
# A fixed content set with long, missing and unusual values: only what the words can change.
in_tidewater() { bash scripts/test/with-content-set.sh --reuse "$tidewater" "$@"; }
other_content_sets() {
  stage "tidewater: content check, build, links" bash scripts/test/with-content-set.sh "$tidewater" bash -c \
    'npm run content:check && npm run build && node scripts/check/check-links.mjs'
  # tests/unit/portfolio-pages-: to jest a pattern, the portfolio's page tests (rules, project, filter, area).
  stage "tidewater: the page tests whose subject is content (jest)" \
    in_tidewater npx jest tests/unit/home-page.test.tsx tests/unit/fixed-pages.test.tsx tests/unit/portfolio-pages-
  # An editor's realistic edits to today's content, built and checked the same way.
  stage "editor's path: edits, build, links, the unit tests that read content, each edit on the built pages" \
    npm run test:editor-path
}
beside other_content_sets

stage "content editor: /admin in next dev at 390 px (touch) adds a project with iPhone photos, at 1440 px checks prices and budgets; files, diff, preview, its page; hosted editor under its CSP (Chromium); one-tap guards at 390 px; a photo uploaded in WebKit" npm run test:cms
stage "build" npm run build
# Lighthouse loads one page at a time and keeps about one core busy: beside the markup checks.
beside stage "Lighthouse Best Practices on a page of each route, over HTTPS (Chromium)" npm run test:best-practices
stage "markup (Nu, html-validate, pa11y) and links over out/" npm run test:html
join_beside
stage "tidewater: same headers" same_headers tidewater
stage "editor's path: same headers" same_headers editor-path

# Firefox ESR and WebKitGTK, one page at a time, beside the Chromium stages: the run is CPU-bound
# throughout, so this saves only their waits on their drivers (docs/testing.md).
other_engines() {
  stage "journeys in Firefox ESR and WebKitGTK" npm run test:engines
  stage "tidewater: screenshots and the gallery and comparison journeys in Firefox ESR and WebKitGTK" \
    in_tidewater npm run test:engines -- --screenshots
}
beside other_engines
stage "browser: every page at 390 and 1440 px, every journey, DevTools issues over HTTPS (Chromium)" npm run test:e2e
stage "tidewater: every page, the content's pages and the journeys whose subject is content, with screenshots (Chromium)" \
  in_tidewater npx playwright test --project=chromium --project=https --grep @content
join_beside

if [ -z "$own_table" ]; then print_table; fi
