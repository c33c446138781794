#!/usr/bin/env bash
# The main job: build, then fuzz upstream MLIR fusion in-process for about a
# minute on every core (extra arguments go to `fusefuzz run`; --cases or
# --seconds replace the minute).
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/build.sh >&2
limit=(--seconds 60)
for arg in "$@"; do
  case $arg in --cases|--seconds) limit=() ;; esac
done
exec "${BUILD_DIR:-build}/tools/fusefuzz/fusefuzz" run "${limit[@]}" "$@"
