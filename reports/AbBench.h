//===- AbBench.h - Two fusion implementations timed in one run --*- C++ -*-===//
//
// `fusefuzz bench --a X --b Y` answers "is B's fused code slower than A's,
// and by how much?" on the same cases and inputs, in one process:
//  - each case is fused by A and by B and compiled at -O3; the unfused
//    function is the control;
//  - a timed sample is a batch of calls lasting about `targetSeconds`
//    (short: this machine's interrupts and neighbours hit a 50 us sample
//    rarely, and then hard, where they hit nearly every 0.5 ms one), timed by
//    the thread's own clock (SampleClock.h: what another job on the machine
//    does moves no sample); the kernel's allocations come from libc, not the
//    checking allocator;
//  - where a kernel's code and buffers land changes its time by several
//    percent, alike for every call of one compiled copy (measured: 15%
//    between two compiles of one pad kernel), so a case is timed in
//    *units*: a fresh compile of A and of B with their own buffers, timed
//    in rounds, each round in a random (seeded) order; B/A is the mean
//    over units of each unit's 10%-trimmed mean of paired log ratios, and
//    its 99% interval is Student's over the units: placement is part of
//    the noise it admits, not a bias it hides;
//  - sampling goes on until the interval's half-width is at most
//    `targetHalfWidth` (never until it first excludes 1), adding units or
//    rounds, whichever narrows it more per second spent, within the
//    case's budget of `maxSeconds` of this thread's CPU time;
//  - verdicts: "slower" (the interval above 1 and B/A at least 1 +
//    minEffect), "faster", "same" (neither, judged to within the target),
//    "too noisy to judge" (neither, and the budget ran out first, with
//    how narrow it got); over cases, the geometric mean with its interval.
// `injectSlowdown` makes B's batches run that fraction more calls, timed
// per call as usual: a known, exact slowdown of B's measured time per call
// (how the power of the comparison is tested and reported). Cases must
// pass the check with both A and B first (the tool does): a miscompiled
// kernel timed at -O3 without checks may write anywhere.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_REPORTS_ABBENCH_H
#define FUSEFUZZ_REPORTS_ABBENCH_H

#include "oracle/pipeline/CheckCase.h"
#include "oracle/pipeline/Session.h"
#include "reports/SampleClock.h"

#include "llvm/Support/raw_ostream.h"

#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <vector>

namespace fusefuzz {

/// One fusion implementation: a strategy, or an external tool or pipeline
/// (the options' fields), and its name in reports.
struct AbSide {
  std::string name;
  CheckOptions options;
};

struct AbOptions {
  AbSide a, b;
  unsigned rounds = 32;           // rounds per unit to begin with
  unsigned minUnits = 6;          // units before the interval is trusted
  unsigned maxUnits = 64;         // compiled copies of each side at most
  double targetSeconds = 0.00005; // one timed sample (a batch of calls)
  double maxSeconds = 6;          // CPU seconds per case, compiles included
  double targetHalfWidth = 0.012; // sample until judged to within this
  double injectSlowdown = 0;      // B runs (1 + x) times the calls
  double minEffect = 0.01;        // a smaller change is "same"
  uint64_t seed = 0;              // the order of the kernels in each round
  bool allowCycles = true;        // the hardware counter as the clock
};

struct AbCase {
  std::string name;
  unsigned fusionsA = 0, fusionsB = 0;
  unsigned batch = 1;             // calls per timed sample
  unsigned units = 0, rounds = 0; // compiled copies, rounds per copy
  double unfusedTime = 0, aTime = 0, bTime = 0; // median per call
  double ratio = 1, low = 1, high = 1;          // B / A
  double halfWidth = 0;                         // of log(B/A)'s interval
  double cvA = 0, cvB = 0;                      // per-sample noise
  double seconds = 0;                           // CPU seconds spent
  std::string verdict; // slower, faster, same, too noisy to judge
};

struct AbReport {
  std::string aName, bName;
  /// The clock the samples were read from (SampleClock::name) and its
  /// unit per call ("us" or "cycles").
  std::string clock, unit;
  /// The machine's load when the comparison began and ended.
  MachineLoad loadBefore, loadAfter;
  std::vector<AbCase> cases;
  /// Cases not compared, with why (they did not parse, fuse or compile).
  std::vector<std::string> skipped;
  double geomean = 1, geomeanLow = 1, geomeanHigh = 1;
  /// The change of B against A these cases can show on this machine: the
  /// median over cases of the smallest change they would judge slower
  /// about 9 times in 10 (1.5 times the half-width of their interval, at
  /// least minEffect).
  double detectable = 0;
  double seconds = 0;
  unsigned count(llvm::StringRef verdict) const;
};

/// Compares A and B on `cases` (name, text); progress and skipped cases go
/// to `log`.
AbReport
runAbBench(Session &session,
           const std::vector<std::pair<std::string, std::string>> &cases,
           const AbOptions &options, llvm::raw_ostream &log);

/// The report as a text table, slowest ratio first.
std::string renderAbText(const AbReport &report);
/// The report as JSON (cases, geomean, detectable change).
std::string renderAbJson(const AbReport &report);
/// One night of A/B comparisons, for the history (ab-history.jsonl).
struct AbNight {
  std::string label;
  double geomean = 1, low = 1, high = 1;
  unsigned cases = 0, slower = 0, faster = 0;
  /// Per case: B/A of that night.
  std::map<std::string, double> ratios;
};

/// Appends `report` as night `label` to the JSON Lines file `path`, and
/// returns every night the file holds (oldest first); an error names a
/// line that does not parse.
llvm::Expected<std::vector<AbNight>> appendAbHistory(llvm::StringRef path,
                                                     llvm::StringRef label,
                                                     const AbReport &report);

/// The report as an HTML page: the per-case ratios with their intervals,
/// sorted, as a chart, and the table; with `history`, the geometric mean
/// and the slower cases per night, and each case's ratio over the nights.
std::string renderAbHtml(const AbReport &report,
                         llvm::ArrayRef<AbNight> history = {});

} // namespace fusefuzz

#endif
