#!/usr/bin/env bash
# Installs what is missing, then configures and builds fusefuzz in build/.
# Incremental: a second run rebuilds only what changed. The compiler is
# clang-22 (with the MLIR headers precompiled, a build from scratch takes
# about 3 minutes on 2 cores; g++ builds it too, warning-free, in about 15:
# CXX=g++ CC=gcc, see ci/build-gcc.sh). Any warning in the build's output
# fails it; an incremental build shows (and checks) only the units it
# recompiles, so a from-scratch build is the one that checks them all.
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-deps.sh
BUILD_DIR=${BUILD_DIR:-build}
CC=${CC:-clang-22}
CXX=${CXX:-clang++-22}
# Two jobs: each MLIR-heavy translation unit needs ~1.5 GiB; 2 cores here.
JOBS=${JOBS:-2}
# A build directory configured with another compiler (an older checkout's
# g++ build, a cache) is started again: CMake cannot switch compilers.
stamp="$BUILD_DIR/fusefuzz-compiler"
if [ -f "$BUILD_DIR/build.ninja" ] && [ "$(cat "$stamp" 2>/dev/null)" != "$CXX" ]; then
  echo "build: $BUILD_DIR was configured with another compiler; starting it again with $CXX" >&2
  rm -rf "$BUILD_DIR"
fi
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" >/dev/null
  echo "$CXX" > "$stamp"
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
cmake --build "$BUILD_DIR" -j "$JOBS" 2>&1 | tee "$log"
if grep -q "warning:" "$log"; then
  echo "build: the build has warnings (above); the project's code builds without any" >&2
  exit 1
fi
