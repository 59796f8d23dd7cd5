#!/usr/bin/env bash
# The content suite (npm run test:content) on every content set in tests/fixtures/content-sets,
# then the editor's path (tests/editor-path). Each must also produce the very same security
# headers as the default content: the headers depend on the code only, never on the words.
#
#   bash scripts/test-content-sets.sh                       # what npm test runs
#   bash scripts/test-content-sets.sh --update-screenshots  # record each set's approved screenshots
set -euo pipefail
cd "$(dirname "$0")/.."

# The mailto properties take no words from a content set but its recipient: the default run of
# npm test tries 10,000 inputs per property, each set here 1,000.
export FC_NUM_RUNS="${FC_NUM_RUNS:-1000}"

same_headers() {
  local workspace=".content-sets/$1"
  for file in vercel.json deploy/nginx.conf out/_headers; do
    if [ ! -f "$file" ]; then continue; fi # out/ exists once the default content is built
    if ! cmp -s "$file" "$workspace/$file"; then
      echo "!! $file differs between the default content and the content set $1:" >&2
      diff "$file" "$workspace/$file" | head -20 >&2
      exit 1
    fi
  done
  echo "== $1: vercel.json, deploy/nginx.conf and out/_headers are the same as the default content's"
}

for set in tests/fixtures/content-sets/*/; do
  name="$(basename "$set")"
  started=$SECONDS
  # Each set's screenshots in Chromium (tests/e2e/visual.spec.ts), then in Firefox ESR and
  # WebKitGTK (tests/engines/screenshots.ts), each against the set's approved images.
  if [ "${1:-}" = "--update-screenshots" ]; then
    bash scripts/with-content-set.sh "$set" bash -c \
      'npm run build && npx playwright test --project=chromium tests/e2e/visual.spec.ts --update-snapshots && npm run test:engines -- --screenshots --update'
  elif [ "$name" = "sample" ]; then
    # The content first built from the specification (docs/decisions.md), frozen: the default run already tested the same words; only its
    # approved screenshots (and the headers) are left to compare.
    bash scripts/with-content-set.sh "$set" bash -c \
      'npm run build && npx playwright test --project=chromium tests/e2e/visual.spec.ts && npm run test:engines -- --screenshots'
    same_headers "$name"
  else
    bash scripts/with-content-set.sh "$set" bash -c \
      'npm run test:content && npm run test:engines -- --screenshots'
    same_headers "$name"
  fi
  echo "== content set $name: $((SECONDS - started)) s"
done

if [ "${1:-}" != "--update-screenshots" ]; then
  started=$SECONDS
  npm run test:editor-path
  same_headers editor-path
  echo "== editor's path: $((SECONDS - started)) s"
fi
