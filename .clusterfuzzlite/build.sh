#!/bin/bash -eu
# Builds fusefuzz's libFuzzer target as ClusterFuzzLite (and OSS-Fuzz) build
# scripts do: compilers and flags from $CC/$CXX/$CFLAGS/$CXXFLAGS (the
# sanitizer flags come in there), the engine from $LIB_FUZZING_ENGINE,
# sources in $SRC/fusefuzz, fuzzers into $OUT. Runs outside a container
# too, with those variables set to local paths (the test does).
#
# $OUT gets one binary per strategy, fusefuzz_<strategy>_fuzzer (the
# target reads its strategy from its name), the shared libraries it needs
# in $OUT/lib (MLIR and LLVM are not instrumented: the sanitizers check
# fusefuzz's own code and catch heap errors anywhere through the allocator),
# and the known findings in $OUT/corpus/known.
SRC_DIR=${FUSEFUZZ_SRC:-$SRC/fusefuzz}
BUILD=${FUSEFUZZ_CFLITE_BUILD:-${WORK:-$SRC_DIR}/build-cflite-${SANITIZER:-none}}
ENGINE=${LIB_FUZZING_ENGINE:--fsanitize=fuzzer}
LLVM_PREFIX=${FUSEFUZZ_LLVM_PREFIX:-/usr/lib/llvm-22}

# MLIR 22's C++ libraries are built against libstdc++: drop OSS-Fuzz's
# -stdlib=libc++ so that fusefuzz's objects use the same standard library.
strip_libcxx() { echo "${1:-}" | sed 's/-stdlib=libc++//g'; }
CFLAGS=$(strip_libcxx "${CFLAGS:-}")
CXXFLAGS=$(strip_libcxx "${CXXFLAGS:-}")

cmake -S "$SRC_DIR" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DMLIR_DIR="$LLVM_PREFIX/lib/cmake/mlir" \
  -DFUSEFUZZ_LIBFUZZER=ON -DFUSEFUZZ_LIBFUZZER_ENGINE="$ENGINE" \
  -DFUSEFUZZ_BUILD_TESTS=OFF \
  -DCMAKE_BUILD_RPATH='$ORIGIN/lib' >/dev/null
cmake --build "$BUILD" -j "${JOBS:-$(nproc)}" --target fusefuzz-libfuzzer

mkdir -p "$OUT/lib" "$OUT/corpus"
BIN="$BUILD/fuzz/fusefuzz-libfuzzer"
# Non-system shared libraries next to the fuzzers (the runner image has
# neither MLIR nor Z3).
ldd "$BIN" | awk '/=> \// { print $3 }' | while read -r lib; do
  case "$(basename "$lib")" in
    libc.so*|libm.so*|libdl.so*|libpthread.so*|librt.so*|ld-linux*) ;;
    *) cp -L "$lib" "$OUT/lib/" ;;
  esac
done
rm -rf "$OUT/corpus/known"
cp -r "$SRC_DIR/corpus/known" "$OUT/corpus/known"

# The strategies that are safe in-process: `transform` (and `all`, which
# draws it) reaches a known upstream segfault within a few hundred cases;
# isolated `fusefuzz run` campaigns fuzz those.
for strategy in pad+elementwise elementwise-aggressive tile-fuse-producers \
    tile-fuse-consumers diffusion multi-operand horizontal tile-fuse-ext; do
  name="fusefuzz_$(echo "$strategy" | sed 's/+/_plus_/g; s/-/_/g')_fuzzer"
  cp "$BIN" "$OUT/$name"
done
echo "built $(ls "$OUT" | grep -c '_fuzzer$') fuzzers into $OUT"
