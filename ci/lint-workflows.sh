#!/usr/bin/env bash
# Lints the GitHub Actions workflows and the ClusterFuzzLite project file
# with yamllint (strict: warnings fail), and checks that every workflow only
# calls scripts that exist under ci/ or .clusterfuzzlite/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-deps.sh
yamllint --strict -c .yamllint .github/workflows .clusterfuzzlite/project.yaml
status=0
for script in $(grep -ho 'bash [a-z./_-]*\.sh' .github/workflows/*.yml | awk '{print $2}' | sort -u); do
  [ -f "$script" ] || { echo "lint-workflows: $script is called but missing"; status=1; }
done
for f in .github/workflows/*.yml; do
  grep -q '^on:' "$f" && grep -q '^jobs:' "$f" ||
    { echo "lint-workflows: $f has no on: or jobs:"; status=1; }
done
[ $status -eq 0 ] && echo "lint-workflows: $(ls .github/workflows/*.yml | wc -l) workflows pass yamllint"
exit $status
