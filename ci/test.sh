#!/usr/bin/env bash
# Builds fusefuzz and runs the whole test suite: GoogleTest and the
# regression corpus through ctest, every registered strategy campaigned on
# fixed seeds (no new finding allowed), a libFuzzer smoke run, the workflow
# lint, the nightly job end to end with small settings, and the
# ClusterFuzzLite build script outside a container (ASan+UBSan).
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/build.sh
(cd "${BUILD_DIR:-build}" && ctest -j 2 --output-on-failure)
bash ci/strategy-campaigns.sh
bash ci/fuzz-smoke.sh
bash ci/lint-workflows.sh
bash ci/nightly-test.sh
bash ci/clusterfuzzlite-test.sh
