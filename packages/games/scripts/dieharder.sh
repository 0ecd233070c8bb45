#!/usr/bin/env bash
# npm run rng:dieharder [-- --quick] [-- --server-seed HEX64]
# Runs Debian's dieharder battery (spec 04 section 5: `dieharder -a -g 200` reads raw bytes on stdin) on the
# provably fair byte stream written by rng-bytes.ts. --quick runs a handful of tests, one pipe each.
set -euo pipefail
cd "$(dirname "$0")/../../.."

if ! command -v dieharder >/dev/null 2>&1; then
  echo "dieharder is missing: installing Debian's package" >&2
  apt-get install -y dieharder >&2 || { apt-get update >&2 && apt-get install -y dieharder >&2; }
fi

quick=false
writer_args=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --quick) quick=true ;;
    --server-seed) writer_args+=(--server-seed "$2"); shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
# One seed for the whole run, so every test reads the same stream and the run can be repeated.
if [[ ${#writer_args[@]} -eq 0 ]]; then
  writer_args=(--server-seed "$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('hex'))")")
fi

writer() { npx tsx packages/games/scripts/rng-bytes.ts "${writer_args[@]}"; }

if $quick; then
  # The fast "Good" tests with 10 p-value samples each instead of 100: birthdays, 32x32 and 6x8 binary rank, count
  # the 1s, runs, STS monobit, runs and serial. A smoke test; the battery is the full run.
  for test in 0 2 3 8 15 100 101 102; do
    writer 2>/dev/null | dieharder -g 200 -d "$test" -p 10 | grep -E '^ *(test_name|[a-z_0-9]+\|)' || true
  done
else
  writer | dieharder -a -g 200
fi
