#!/usr/bin/env bash
# Runs .clusterfuzzlite/build.sh outside a container, as ClusterFuzzLite
# would inside one (AddressSanitizer + UndefinedBehaviorSanitizer, the
# libFuzzer engine), then one of the fuzzers it produced for a few hundred
# inputs from $OUT, as the runner does. The build directory
# (build-cflite-address/) is kept, so later runs are incremental.
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-deps.sh
repo=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src" "$tmp/out"
ln -s "$repo" "$tmp/src/fusefuzz"
export SRC="$tmp/src" OUT="$tmp/out" WORK="$repo" SANITIZER=address
export CC=clang-22 CXX=clang++-22 LIB_FUZZING_ENGINE=-fsanitize=fuzzer
flags="-O1 -fno-omit-frame-pointer -gline-tables-only -fsanitize=address,undefined -fno-sanitize-recover=undefined -fsanitize-address-use-after-scope"
export CFLAGS="$flags" CXXFLAGS="$flags -stdlib=libc++" JOBS=${JOBS:-2}
bash .clusterfuzzlite/build.sh > "$tmp/build.log" 2>&1 ||
  { tail -40 "$tmp/build.log"; exit 1; }
tail -1 "$tmp/build.log"
# The project builds warning-free under clang-22 too (-Wall -Wextra): any
# warning of this build is shown.
grep -E "warning:" "$tmp/build.log" | sort -u || true
fuzzer="$OUT/fusefuzz_pad_plus_elementwise_fuzzer"
[ -x "$fuzzer" ] || { echo "clusterfuzzlite-test: $fuzzer was not built"; exit 1; }
# The runner has no MLIR: the fuzzer must find its libraries in $OUT/lib.
if ldd "$fuzzer" | grep -q "/usr/lib/llvm-22"; then
  ldd "$fuzzer" | grep -q "$OUT/lib/libMLIR" ||
    { echo "clusterfuzzlite-test: libMLIR not taken from \$OUT/lib"; exit 1; }
fi
mkdir -p "$tmp/corpus" "$tmp/findings"
# LeakSanitizer is off: MLIR's and LLVM's process-lifetime singletons are
# never freed, by design.
(cd "$tmp" && FUSEFUZZ_OUT="$tmp/findings" ASAN_OPTIONS=detect_leaks=0 \
  "$fuzzer" -runs=300 -seed=1 "$tmp/corpus" > "$tmp/fuzz.log" 2>&1) ||
  { tail -40 "$tmp/fuzz.log"; exit 1; }
grep -q "Done 300 runs" "$tmp/fuzz.log" || { tail -40 "$tmp/fuzz.log"; exit 1; }
echo "clusterfuzzlite-test: $(basename "$fuzzer") (ASan+UBSan) ran 300 inputs: $(grep -o 'cov: [0-9]*' "$tmp/fuzz.log" | tail -1)"
