#!/usr/bin/env bash
# Baseline for `fusefuzz run`'s throughput: the same generated cases checked
# by spawning upstream tools per case, as a script around mlir-opt and
# mlir-runner would: fuse (mlir-opt --linalg-fuse-elementwise-ops), lower
# the unfused and the fused module (mlir-opt, fusefuzz's lowering pipeline),
# JIT-compile each (mlir-runner). It omits input generation, printing and
# comparison, so it underestimates the spawning approach's cost.
#
# usage: tools/spawn-baseline.sh [CASES] [SEED]   (prints cases/s)
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-30}
SEED=${2:-1}
BIN=/usr/lib/llvm-22/bin
FF=${FF:-build/tools/fusefuzz/fusefuzz}
PIPELINE=$("$FF" pipeline)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for i in $(seq 1 "$N"); do
  "$FF" generate --seed $((SEED * 100000 + i)) > "$work/case$i.mlir"
done
start=$(date +%s.%N)
for i in $(seq 1 "$N"); do
  c="$work/case$i.mlir"
  "$BIN/mlir-opt" --linalg-fuse-elementwise-ops "$c" -o "$work/fused.mlir"
  for f in "$c" "$work/fused.mlir"; do
    # An empty entry point: mlir-runner still compiles the whole module.
    awk '{ lines[NR] = $0; if ($0 == "}") last = NR }
         END { for (i = 1; i < last; ++i) print lines[i]
               print "  func.func @ff_entry() {\n    return\n  }\n}" }' \
      "$f" > "$work/entry.mlir"
    "$BIN/mlir-opt" --pass-pipeline="$PIPELINE" "$work/entry.mlir" \
      -o "$work/lowered.mlir"
    "$BIN/mlir-runner" -e ff_entry -entry-point-result=void \
      --shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so \
      "$work/lowered.mlir" > /dev/null
  done
done
end=$(date +%s.%N)
awk -v n="$N" -v s="$start" -v e="$end" \
  'BEGIN { printf "spawn-baseline: %d cases in %.1f s, %.1f cases/s\n", n, e - s, n / (e - s) }'
