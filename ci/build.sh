#!/usr/bin/env bash
# Installs what is missing, then configures and builds fusefuzz in build/.
# Incremental: a second run rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-deps.sh
BUILD_DIR=${BUILD_DIR:-build}
# Two jobs: each MLIR-heavy translation unit needs ~1.5 GiB; 2 cores here.
JOBS=${JOBS:-2}
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$BUILD_DIR" -j "$JOBS"
