#!/usr/bin/env bash
# Runs a command against another content set: a copy of this working tree (under .content-sets/,
# git-ignored) whose content/ and public/ files are replaced by the set's own (tidewater, the
# editor's path). --reuse runs it in the copy a previous call made (with its build).
#
#   bash scripts/test/with-content-set.sh [--reuse] <content-set-dir> <command…>
#
# A content set is a folder holding content/ data files (any subset of them) and optionally
# public/ files (images) and __screenshots__/ (its approved screenshots). No tool builds from two
# content folders (Next, jest, tsx and Playwright would each need their own alias), so the set
# is laid over a copy instead: every tool then works exactly as it does on the default content.
set -euo pipefail

reuse=false
if [ "${1:-}" = "--reuse" ]; then reuse=true; shift; fi
if [ $# -lt 2 ] || [ ! -d "$1/content" ]; then
  echo "usage: bash scripts/test/with-content-set.sh [--reuse] <content-set-dir with a content/ folder> <command…>" >&2
  exit 2
fi
set_dir="$(cd "$1" && pwd)"
shift
repo="$(cd "$(dirname "$0")/../.." && pwd)"
workspace="$repo/.content-sets/$(basename "$set_dir")"

if $reuse; then
  if [ ! -d "$workspace" ]; then
    echo "with-content-set: --reuse, but there is no copy in ${workspace#"$repo"/} yet" >&2
    exit 2
  fi
else
  rm -rf "$workspace"
  mkdir -p "$workspace"
  # The working tree as it is, without what is installed or built. No package-lock.json, so Next
  # finds this repository as the project root and the node_modules link below stays inside it.
  tar -C "$repo" -cf - \
    --exclude=./.git --exclude=./node_modules --exclude=./.next --exclude=./out \
    --exclude=./.content-sets --exclude=./out-cms --exclude=./package-lock.json --exclude=./test-results \
    --exclude=./playwright-report --exclude=./.wrangler --exclude=./.bench --exclude=./.lighthouseci --exclude=./.images \
    --exclude=./public/images/responsive --exclude='./tests/fixtures/content-sets/*/__screenshots__' . |
    tar -C "$workspace" -xf -
  cp -R "$set_dir/content/." "$workspace/content/"
  if [ -d "$set_dir/public" ]; then cp -R "$set_dir/public/." "$workspace/public/"; fi
  ln -s ../../node_modules "$workspace/node_modules"
fi

echo "== Content set $(basename "$set_dir") in ${workspace#"$repo"/}: $*"
cd "$workspace"
export CONTENT_SET_NAME="$(basename "$set_dir")"
# Its approved screenshots live with the set (playwright.config.ts reads this); a set without any
# (the editor's path) compares none.
if [ -d "$set_dir/__screenshots__" ]; then export SCREENSHOTS_DIR="$set_dir/__screenshots__"; fi
exec "$@"
