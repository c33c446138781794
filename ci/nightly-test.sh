#!/usr/bin/env bash
# Runs ci/nightly.sh end to end with small settings (two shards of 15 s,
# two workers each, 3 benchmark repetitions) twice, as two nights, and
# checks what a night must leave behind: per-shard summaries, one merged
# report whose cases are the shards' sum, the history of both nights with
# plots, per-strategy figures for every registered strategy, the benchmark
# comparison, the A/B comparison with the previous night's build (the
# second night), and a reproducer per new finding.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for night in night-1 night-2; do
  set +e
  NIGHTLY_DIR="$dir" NIGHTLY_SECONDS=15 NIGHTLY_SHARDS=2 NIGHTLY_JOBS=2 \
    NIGHTLY_BENCH_REPETITIONS=3 NIGHTLY_LABEL=$night NIGHTLY_SEED=7 \
    NIGHTLY_AB_CASES=12 \
    bash ci/nightly.sh > "$dir/$night.log" 2>&1
  rc=$?
  set -e
  # 0: nothing new; 1: a new finding or slowdown (real results); 2: broken.
  [ $rc -le 1 ] || { cat "$dir/$night.log"; echo "nightly-test: $night: exit $rc"; exit 1; }
done
fail() { echo "nightly-test: $*"; tail -30 "$dir/night-2.log"; exit 1; }
for k in 1 2; do
  [ -f "$dir/shards/$k/summary.json" ] || fail "shard $k left no summary"
done
shard_cases=$(python3 -c "import json,sys; print(sum(json.load(open(f))['cases'] for f in sys.argv[1:]))" \
  "$dir"/shards/*/summary.json)
grep -q "^| cases | $shard_cases |" "$dir/report/report.md" ||
  fail "the merged report does not count the shards' $shard_cases cases"
[ "$(wc -l < "$dir/history.jsonl")" -eq 2 ] || fail "history.jsonl does not hold two nights"
grep -q "History (2 nights)" "$dir/report/report.html" || fail "no history plots"
grep -q "<svg" "$dir/report/report.html" || fail "no plots in the report"
# Every registered strategy was campaigned, with its own figures in the
# report and in the history.
for s in $("${BUILD_DIR:-build}/tools/fusefuzz/fusefuzz" strategies --names); do
  grep -qF "| $s | " "$dir/report/report.md" ||
    fail "strategy $s has no figures in the report"
done
grep -q "^### Per strategy (latest night)" "$dir/report/report.md" ||
  fail "no per-strategy history table"
grep -q "Fusion rate per strategy" "$dir/report/report.html" ||
  fail "no per-strategy plots"
[ -f "$dir/bench-report/report.html" ] || fail "no benchmark comparison"
grep -q "bench-previous.json" "$dir/night-2.log" ||
  fail "the second night did not compare with the first night's benchmark"
grep -q "no previous build kept" "$dir/night-1.log" ||
  fail "the first night did not say it had no previous build"
grep -q "A/B against the previous build\|KERNELS SLOWER THAN THE PREVIOUS BUILD" \
  "$dir/night-2.log" || fail "the second night did not compare with the first night's build"
[ -f "$dir/ab-report/report.html" ] || fail "no A/B report"
grep -q "History (1 night)" "$dir/ab-report/report.html" || fail "no A/B history"
new=$(python3 -c "import json,sys; print(len({d['signature'] for f in sys.argv[1:] for d in json.load(open(f))['distinct_findings'] if not d['known']}))" \
  "$dir"/shards/*/summary.json)
have=$(ls "$dir/reproducers" | wc -l)
[ "$new" -eq "$have" ] || fail "$new new findings but $have reproducers"
echo "nightly-test: two nights, $shard_cases cases in the last, $new new findings, report and history in place"
