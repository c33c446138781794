#!/usr/bin/env bash
# Renders the benchmark report of a baseline and a 30%-slower run, then
# loads the HTML in headless Chromium: the page must load without script
# errors and show the regression, the change and the speedups.
set -euo pipefail
FUSEFUZZ=$1
INPUTS=$2
CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
[ -n "$CHROMIUM" ] || { echo "chromium is not installed (ci/install-deps.sh)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
set +e
"$FUSEFUZZ" report --baseline "$INPUTS/bench-baseline.json" \
  --current "$INPUTS/bench-slower.json" -o "$work/report" > "$work/md"
status=$?
set -e
[ $status -eq 1 ] || { echo "expected exit 1 for a regression, got $status"; exit 1; }
"$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-quic \
  --no-first-run --disable-background-networking --disable-component-update \
  --disable-sync --user-data-dir="$work/profile" --enable-logging=stderr \
  --v=0 --dump-dom "file://$work/report/report.html" \
  > "$work/dom.html" 2> "$work/console.txt" || true
fail() { echo "FAIL: $*"; echo "--- dom"; head -c 2000 "$work/dom.html"; echo "--- console"; tail -20 "$work/console.txt"; exit 1; }
grep -q "id=\"regressions\">1<" "$work/dom.html" || fail "regression count"
grep -q "+30.0%" "$work/dom.html" || fail "change"
grep -q "chain (1.54x)" "$work/dom.html" || fail "fused speedup"
grep -q "pad (0.50x)" "$work/dom.html" || fail "slower fusion"
grep -q "<svg" "$work/dom.html" || fail "plots"
if grep -qiE "Uncaught|SyntaxError|ReferenceError|TypeError" "$work/console.txt"; then
  fail "script errors"
fi
echo "html-report: loaded in $(basename "$CHROMIUM") with the expected numbers"
