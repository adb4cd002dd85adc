#!/usr/bin/env bash
# `npm test`'s first step: the typecheck and the lint each keep one core busy, so they run side by side
# (the build after the typecheck), and on two cores the step takes about as long as the lint alone. Each
# one's output is printed whole once both are done, so neither is interleaved with the other.
set -uo pipefail

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

(npm run typecheck && npm run build) >"$logs/build.log" 2>&1 &
build=$!
npm run lint >"$logs/lint.log" 2>&1 &
lint=$!

wait "$build"
build_status=$?
wait "$lint"
lint_status=$?

printf -- '--- typecheck and build: exit %s\n' "$build_status"
cat "$logs/build.log"
printf -- '--- lint: exit %s\n' "$lint_status"
cat "$logs/lint.log"
[[ $build_status -eq 0 && $lint_status -eq 0 ]]
