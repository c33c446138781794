#!/usr/bin/env bash
# Installs fusefuzz into a fresh prefix and runs it from an unrelated
# directory: it must find its known findings and benchmark cases there,
# never in the source tree it was built from.
set -euo pipefail
build=$1
source=$2
prefix=$(mktemp -d)
work=$(mktemp -d)
trap 'rm -rf "$prefix" "$work"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
test -x "$prefix/bin/fusefuzz"
test -f "$prefix/share/fusefuzz/corpus/known/KNOWN"
test -f "$prefix/share/fusefuzz/corpus/bench/chain.mlir"
cd "$work"
# The known upstream bug is counted as known (exit 0) by the installed
# binary's own data, not by anything in the checkout.
cp "$source/corpus/known/elementwise-reduction-reads-outs.mlir" case.mlir
"$prefix/bin/fusefuzz" run --cases 3 --no-progress --out out >run.log 2>&1 ||
  { cat run.log; exit 1; }
if grep -q "no known-findings file" run.log; then
  cat run.log
  exit 1
fi
"$prefix/bin/fusefuzz" bench --benchmark_min_time=0.001 \
  --benchmark_filter=chain >bench.log 2>&1 || { cat bench.log; exit 1; }
grep -q "chain/fused" bench.log || { cat bench.log; exit 1; }
# Without any data directory the binary says so instead of failing silently.
mkdir bare && cp "$prefix/bin/fusefuzz" bare/
(cd bare && ./fusefuzz run --cases 1 --no-progress --out out >bare.log 2>&1) ||
  { cat bare/bare.log; exit 1; }
grep -q "no known-findings file" bare/bare.log ||
  { cat bare/bare.log; echo "no warning without data"; exit 1; }
echo "install-anywhere: installed binary found its data from $work"
