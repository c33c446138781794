#!/usr/bin/env bash
# The nightly job, the same here as in CI (.github/workflows/nightly.yml):
# build, a sharded campaign, corpus replay, the kernel benchmark against
# the previous night, one merged report with the history of every night,
# and the new findings' reproducers in one folder. Exits 1 on a new
# finding, a corpus case that no longer replays as expected, or a
# significant slowdown; 2 when a step could not run.
#
#   ci/nightly.sh [all|shard|merge]
#     all    every shard here, then merge (the default)
#     shard  only shard $NIGHTLY_SHARD of $NIGHTLY_SHARDS (a CI matrix job)
#     merge  everything after the campaign, over the shards' summaries
#            found under $NIGHTLY_DIR/shards/
#
# Settings (environment):
#   NIGHTLY_DIR      output folder (default nightly/): shards/, report/,
#                    reproducers/, bench.json, history.jsonl
#   NIGHTLY_SECONDS  campaign seconds per shard (default 600), shared
#                    equally by the strategies campaigned
#   NIGHTLY_SHARDS   number of shards (default 1); NIGHTLY_SHARD: 1-based
#   NIGHTLY_JOBS     workers per shard (default: all cores)
#   NIGHTLY_SEED     campaign seed (default: today's date, so each night
#                    checks new cases and all shards the same sequence)
#   NIGHTLY_STRATEGY fusion strategies (default every: each registered
#                    strategy in turn, per-strategy figures in the report
#                    and the history; a name or a comma-separated list)
#   NIGHTLY_BENCH_REPETITIONS  (default 10); NIGHTLY_BENCH=0 skips the bench
#   NIGHTLY_BASELINE the previous night's bench JSON (default
#                    $NIGHTLY_DIR/bench-previous.json, else
#                    ci/bench-baseline.json)
#   NIGHTLY_LABEL    the night's name in the history (default: the date)
#   NIGHTLY_AB=0     skips the A/B comparison with the previous build (kept
#                    as $NIGHTLY_DIR/previous/fusefuzz-opt); NIGHTLY_AB_CASES
#                    (default 50), NIGHTLY_AB_SEED (default 1: the same cases
#                    every night), NIGHTLY_AB_STRATEGY (default all)
set -uo pipefail
cd "$(dirname "$0")/.."
step=${1:-all}
DIR=${NIGHTLY_DIR:-nightly}
SHARDS=${NIGHTLY_SHARDS:-1}
DATE=$(date -u +%Y-%m-%d)
SEED=${NIGHTLY_SEED:-$(date -u +%Y%m%d)}
LABEL=${NIGHTLY_LABEL:-$DATE}
BIN=${BUILD_DIR:-build}/tools/fusefuzz/fusefuzz
mkdir -p "$DIR"
DIR=$(cd "$DIR" && pwd)

die() { echo "nightly: $*" >&2; exit 2; }

bash ci/build.sh >&2 || die "the build failed"

run_shard() {
  local k=$1 out="$DIR/shards/$1"
  rm -rf "$out"
  mkdir -p "$out"
  local jobs=()
  [ -n "${NIGHTLY_JOBS:-}" ] && jobs=(--jobs "$NIGHTLY_JOBS")
  local strategy=${NIGHTLY_STRATEGY:-every} count seconds
  # --seconds is per strategy: the shard's time is shared among them.
  if [ "$strategy" = every ]; then
    count=$("$BIN" strategies --names | wc -l)
  else
    count=$(echo "$strategy" | tr ',' '\n' | grep -c .)
  fi
  seconds=$(python3 -c "print(max(1.0, ${NIGHTLY_SECONDS:-600} / $count))")
  echo "nightly: shard $k/$SHARDS, seed $SEED, ${NIGHTLY_SECONDS:-600} s" \
    "over $count strategies ($seconds s each)" >&2
  "$BIN" run --seconds "$seconds" --seed "$SEED" \
    --strategy "$strategy" --shard "$k/$SHARDS" "${jobs[@]}" \
    --out "$out/findings" --json "$out/summary.json" --no-progress \
    > "$out/run.log" 2>&1
  local rc=$?
  tail -1 "$out/run.log" >&2
  # 0: nothing new, 1: new findings (the merge step decides); else broken.
  [ $rc -le 1 ] && [ -f "$out/summary.json" ] ||
    die "shard $k did not finish (exit $rc): see $out/run.log"
}

merge() {
  local status=0
  shopt -s nullglob
  local summaries=("$DIR"/shards/*/summary.json)
  [ ${#summaries[@]} -gt 0 ] || die "no shard summaries under $DIR/shards"

  # Corpus replay: every kept case still gives its expected verdict.
  if "$BIN" replay corpus > "$DIR/replay.log" 2>&1; then
    echo "nightly: corpus replay: $(tail -1 "$DIR/replay.log")"
  else
    echo "nightly: CORPUS REPLAY FAILED: $(tail -1 "$DIR/replay.log")"
    status=1
  fi

  # Kernel benchmark against the previous night (or the repository's
  # baseline), normalized by each run's memory bandwidth.
  if [ "${NIGHTLY_BENCH:-1}" != 0 ]; then
    local baseline=${NIGHTLY_BASELINE:-}
    [ -z "$baseline" ] && [ -f "$DIR/bench-previous.json" ] &&
      baseline="$DIR/bench-previous.json"
    [ -z "$baseline" ] && baseline=ci/bench-baseline.json
    "$BIN" bench --benchmark_repetitions="${NIGHTLY_BENCH_REPETITIONS:-10}" \
      --benchmark_out="$DIR/bench.json" --benchmark_out_format=json \
      > "$DIR/bench.log" 2>&1 || die "the benchmark failed: see $DIR/bench.log"
    "$BIN" report --baseline "$baseline" --current "$DIR/bench.json" \
      --normalize -o "$DIR/bench-report" > "$DIR/bench-report.md" 2>&1
    case $? in
      0) echo "nightly: bench: no significant slowdown against $baseline" ;;
      1) echo "nightly: BENCH: SIGNIFICANT SLOWDOWN against $baseline" \
           "(see $DIR/bench-report/report.md)"
         status=1 ;;
      *) die "the bench comparison failed: $(tail -1 "$DIR/bench-report.md")" ;;
    esac
    # Tonight's results are tomorrow's baseline.
    cp "$DIR/bench.json" "$DIR/bench-previous.json"
  fi

  # Tonight's fusion against the previous night's build, kernel by kernel,
  # in one run (fusefuzz bench --a-opt-tool: last night's binary, kept as
  # fusefuzz-opt, fuses A; tonight's fuses B; their kernels are timed
  # interleaved on the same inputs). The timing corpus is the same
  # generated cases every night (NIGHTLY_AB_SEED), so each case has a
  # history. A night is red when the kernels are slower beyond the noise
  # an A/A comparison shows here: 3 or more cases slower, or the geometric
  # mean's interval above 1.02.
  if [ "${NIGHTLY_AB:-1}" != 0 ]; then
    local previous="$DIR/previous/fusefuzz-opt"
    local strategy=${NIGHTLY_AB_STRATEGY:-all}
    if [ -x "$previous" ]; then
      mkdir -p "$DIR/ab-report"
      "$BIN" bench --a previous-build --a-opt-tool "$previous" \
        --a-pipeline "--strategy $strategy" --b "$strategy" \
        --generated "${NIGHTLY_AB_CASES:-50}" --seed "${NIGHTLY_AB_SEED:-1}" \
        --json "$DIR/ab.json" --html "$DIR/ab-report/report.html" \
        --history "$DIR/ab-history.jsonl" --label "$LABEL" \
        > "$DIR/ab.log" 2> "$DIR/ab.err"
      [ $? -le 1 ] && [ -f "$DIR/ab.json" ] ||
        die "the A/B comparison failed: $(tail -1 "$DIR/ab.err")"
      local verdict
      verdict=$(python3 -c "
import json, sys
r = json.load(open(sys.argv[1]))
slower = sum(c['verdict'] == 'slower' for c in r['cases'])
red = slower >= 3 or r['geomean_low'] > 1.02
print(('SLOWER' if red else 'ok') + ' %d of %d cases slower, geometric mean B/A %.3f [%.3f, %.3f]' % (slower, len(r['cases']), r['geomean'], r['geomean_low'], r['geomean_high']))
" "$DIR/ab.json")
      case $verdict in
        ok*) echo "nightly: A/B against the previous build: ${verdict#ok }" ;;
        *) echo "nightly: A/B: KERNELS SLOWER THAN THE PREVIOUS BUILD:" \
             "${verdict#SLOWER } (see $DIR/ab-report/report.html)"
           status=1 ;;
      esac
    else
      echo "nightly: A/B: no previous build kept ($previous): tonight's" \
        "is the next night's baseline"
    fi
    mkdir -p "$DIR/previous"
    cp "$BIN" "$DIR/previous/fusefuzz-opt"
  fi

  # One report over all shards, with this night added to the history.
  local commit
  commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)
  "$BIN" report --summary "${summaries[@]}" --history "$DIR/history.jsonl" \
    --label "$LABEL" --commit "$commit" -o "$DIR/report" \
    > "$DIR/report.log" 2>&1
  case $? in
    0) echo "nightly: campaign: no new findings" ;;
    1) echo "nightly: campaign: NEW FINDINGS (see $DIR/report/report.md)"
       status=1 ;;
    *) die "the report failed: $(tail -1 "$DIR/report.log")" ;;
  esac
  grep -m1 "^| cases |" "$DIR/report/report.md" || true

  rm -rf "$DIR/reproducers"
  python3 ci/collect-reproducers.py "$DIR/reproducers" "${summaries[@]}" ||
    die "collecting reproducers failed"
  echo "nightly: report $DIR/report/report.html, history $DIR/history.jsonl"
  return $status
}

case $step in
  all)
    for ((k = 1; k <= SHARDS; ++k)); do run_shard "$k"; done
    merge ;;
  shard)
    [ -n "${NIGHTLY_SHARD:-}" ] || die "shard needs NIGHTLY_SHARD"
    run_shard "$NIGHTLY_SHARD" ;;
  merge) merge ;;
  *) die "unknown step '$step' (all, shard or merge)" ;;
esac
