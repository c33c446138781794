#!/usr/bin/env bash
# Campaigns every registered strategy (`fusefuzz run --strategy every`: the
# list comes from the binary, so a newly registered strategy is covered with
# nothing else to change) on fixed seeds, a few hundred cases each, and
# fails on any new finding: a regression or a new false alarm in any
# strategy is red here. Known upstream findings (corpus/known/KNOWN) pass.
#   STRATEGY_CASES  cases per strategy and seed (default 300)
#   STRATEGY_SEEDS  campaign seeds (default "77 2027")
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BUILD_DIR:-build}/tools/fusefuzz/fusefuzz
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for seed in ${STRATEGY_SEEDS:-77 2027}; do
  if "$BIN" run --strategy every --cases "${STRATEGY_CASES:-300}" \
      --seed "$seed" --no-progress --reduce-seconds 5 \
      --out "$work/out-$seed" --json "$work/every-$seed.json" \
      > "$work/run-$seed.log" 2> "$work/err-$seed.log"; then
    :
  else
    rc=$?
    status=1
    echo "strategy-campaigns: seed $seed: exit $rc" >&2
    cat "$work/run-$seed.log"
    grep -E "^(NEW|fusefuzz: )" "$work/err-$seed.log" | tail -40 >&2 || true
  fi
  sed -n '/^per strategy:/,/^verdicts:/p' "$work/run-$seed.log" | sed '$d'
  echo "strategy-campaigns: seed $seed: $(tail -1 "$work/run-$seed.log")"
done
exit $status
