#!/usr/bin/env bash
# Builds the libFuzzer target with clang-22 in build-fuzzer/ (or, with
# SANITIZE=address,undefined, in build-fuzzer-asan/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-deps.sh
SANITIZE=${SANITIZE:-}
DIR=${BUILD_DIR:-build-fuzzer${SANITIZE:+-asan}}
if [ ! -f "$DIR/build.ninja" ]; then
  cmake -S . -B "$DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DFUSEFUZZ_LIBFUZZER=ON -DFUSEFUZZ_BUILD_TESTS=OFF \
    -DFUSEFUZZ_SANITIZE="$SANITIZE" >/dev/null
fi
# CONFIGURE_ONLY=1: only check that the configuration is accepted.
[ -z "${CONFIGURE_ONLY:-}" ] || exit 0
cmake --build "$DIR" -j "${JOBS:-2}" --target fusefuzz-libfuzzer
echo "$DIR/fuzz/fusefuzz-libfuzzer"
