#!/usr/bin/env bash
# Builds fusefuzz and runs the whole test suite: GoogleTest and the
# regression corpus through ctest, then a libFuzzer smoke run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/build.sh
(cd "${BUILD_DIR:-build}" && ctest -j 2 --output-on-failure)
bash ci/fuzz-smoke.sh
