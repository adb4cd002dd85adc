#!/usr/bin/env bash
# Runs two commands side by side and fails if either fails: `npm test` pairs steps that each leave part
# of this two-core machine idle (the typecheck and build with the lint, one core each; the unit tests on
# one worker with the integration tests, mostly the services waiting on each other). The browser tests
# stay on their own: the embedded mode answers a call seconds late when the machine is overloaded (seen
# as a login's 504 with the integration tests beside them). The second command's output streams; the
# first's is kept in tmp/side-by-side/ and printed whole after, so the two never interleave.
#   scripts/side-by-side.sh NAME 'FIRST COMMAND' 'SECOND COMMAND'
set -uo pipefail

name="$1"
first="$2"
second="$3"
logs="$(dirname "$0")/../tmp/side-by-side"
mkdir -p "$logs"
log="$logs/$name.log"

bash -c "$first" >"$log" 2>&1 &
first_pid=$!
bash -c "$second"
second_status=$?
wait "$first_pid"
first_status=$?

printf -- '--- %s (exit %s):\n' "$first" "$first_status"
cat "$log"
printf -- '--- %s: exit %s; %s: exit %s\n' "$first" "$first_status" "$second" "$second_status"
[[ $first_status -eq 0 && $second_status -eq 0 ]]
