#!/usr/bin/env bash
# Builds the libFuzzer target and runs it briefly: it must start, execute
# cases driven by its bytes and finish without reporting a new finding.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(bash ci/build-fuzzer.sh | tail -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus"
# In-process: an upstream crash ends the run, known or not, and the
# `transform` family hits a known upstream segfault
# (corpus/known/transform-fuse-into-containing-crash.mlir) within a few
# hundred cases. The smoke run checks the harness with the in-process-safe
# family; isolated campaigns (`fusefuzz run`) fuzz every family.
FUSEFUZZ_STRATEGY=pad+elementwise FUSEFUZZ_OUT="$work/out" \
  "$BIN" -runs=300 -seed=1 "$work/corpus" \
  > "$work/log" 2>&1 || { tail -30 "$work/log"; exit 1; }
grep -q "Done 300 runs" "$work/log" || { tail -30 "$work/log"; exit 1; }
echo "fuzz-smoke: libFuzzer ran 300 generated cases: $(grep -o 'cov: [0-9]*' "$work/log" | tail -1)"
