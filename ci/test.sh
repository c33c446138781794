#!/usr/bin/env bash
# Builds fusefuzz and runs the whole test suite: GoogleTest and the
# regression corpus through ctest, every registered strategy campaigned on
# fixed seeds (no new finding allowed), the workflow lint, the nightly job
# end to end with small settings, and the ClusterFuzzLite build script
# outside a container (ASan+UBSan), whose libFuzzer run is the fuzz smoke
# test (ci/fuzz-smoke.sh runs the same 300 inputs on the unsanitized build
# of ci/build-fuzzer.sh, which is only configured here: a third full build
# of the same code would add 8 minutes and test nothing more).
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/build.sh
(cd "${BUILD_DIR:-build}" && ctest -j 2 --output-on-failure)
bash ci/strategy-campaigns.sh
fuzzer_dir=$(mktemp -d)
CONFIGURE_ONLY=1 BUILD_DIR="$fuzzer_dir" bash ci/build-fuzzer.sh >/dev/null
rm -rf "$fuzzer_dir"
bash ci/lint-workflows.sh
bash ci/nightly-test.sh
bash ci/clusterfuzzlite-test.sh
