#!/usr/bin/env bash
# Builds the libFuzzer target and runs it briefly: it must start, execute
# cases driven by its bytes and finish without reporting a new finding.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(bash ci/build-fuzzer.sh | tail -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus"
FUSEFUZZ_OUT="$work/out" "$BIN" -runs=300 -seed=1 "$work/corpus" \
  > "$work/log" 2>&1 || { tail -30 "$work/log"; exit 1; }
grep -q "Done 300 runs" "$work/log" || { tail -30 "$work/log"; exit 1; }
echo "fuzz-smoke: libFuzzer ran 300 generated cases: $(grep -o 'cov: [0-9]*' "$work/log" | tail -1)"
