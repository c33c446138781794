#!/usr/bin/env bash
# The main job: build, then fuzz upstream MLIR fusion in-process for about a
# minute (extra arguments go to `fusefuzz run`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/build.sh >&2
exec "${BUILD_DIR:-build}/tools/fusefuzz/fusefuzz" run --seconds 60 "$@"
