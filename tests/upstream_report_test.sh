#!/usr/bin/env bash
# Writes the ready-to-file report of one known finding and checks that it
# holds what a maintainer needs: the title, the minimal IR, the plain
# mlir-opt command with the output that shows the bug (run now, on the
# installed MLIR), fusefuzz's verdict with the wrong value, the version.
set -euo pipefail
FUSEFUZZ=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$FUSEFUZZ" upstream-report -o "$work" pad-fusion-drops-outs.mlir > "$work/out"
report=$work/pad-fusion-drops-outs.md
fail() { echo "FAIL: $*"; cat "$work/out"; head -c 4000 "$report"; exit 1; }
grep -q "^# \[mlir\]\[linalg\] Pad fusion gives the fused producer a slice of the pad-value fill" "$report" || fail "title"
grep -q "tensor.pad %r low\[2\] high\[0\]" "$report" || fail "minimal IR"
grep -q '^\$ mlir-opt --test-linalg-pad-fusion pad-fusion-drops-outs.mlir$' "$report" || fail "command"
# The bug, in what mlir-opt printed: the producer now writes into the fill.
grep -q "outs(%extracted_slice : tensor<4xi32>)" "$report" || fail "mlir-opt output"
grep -q "mismatch (1 fusions): result #0 at \[2\]: expected 5, got 9" "$report" || fail "fusefuzz verdict"
grep -q "LLVM version 22" "$report" || fail "version"
grep -q '`\*:\*:pad-value-as-init/reads-outs`' "$report" || fail "signature"
if grep -q "$work\|/usr/lib/llvm" "$report"; then fail "machine paths"; fi
grep -q "(pad-fusion-drops-outs.md)" "$work/README.md" || fail "index"
# A schedule's bug: the case and its transform script as one file, run
# through plain mlir-opt, whose output shows the forall over the reduction.
"$FUSEFUZZ" upstream-report -o "$work" tile-forall-over-reduction-races.mlir > "$work/out"
report=$work/tile-forall-over-reduction-races.md
grep -q '^\$ mlir-opt --transform-interpreter tile-forall-over-reduction-races-with-schedule.mlir$' "$report" || fail "schedule command"
grep -q "transform.structured.fuse %root tile_sizes \[1\] {apply_cleanup, use_forall}" "$report" || fail "schedule"
grep -q "scf.forall (%arg2) in (3) shared_outs(%arg3 = %arg1)" "$report" || fail "schedule output"
# A reproducer KNOWN does not name is an error, not an empty report.
if "$FUSEFUZZ" upstream-report -o "$work" no-such.mlir 2> "$work/err"; then
  fail "unknown reproducer accepted"
fi
grep -q "no-such.mlir: no KNOWN entry names this reproducer" "$work/err" || fail "error message"
echo "upstream report: ok"
