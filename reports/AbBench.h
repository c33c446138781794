//===- AbBench.h - Two fusion implementations timed in one run ---*- C++
//-*-===//
//
// `fusefuzz bench --a X --b Y` answers "is B's fused code slower than A's,
// and by how much?" on the same cases and inputs, in one process:
//  - each case is fused by A and by B and compiled at -O3; the unfused
//    function is the control;
//  - each timed sample is a batch of calls (a multiple of 20) lasting
//    about `targetSeconds`, so that kernels of a few microseconds are
//    timed well above the clock's resolution (cases may be given scaled:
//    the tool scales them and checks them at those sizes first);
//  - the three kernels are timed in rounds, each round in a random order
//    (seeded), so that the machine's drift falls on all of them alike;
//  - per case, the ratio B/A is the 10%-trimmed mean of the rounds' paired
//    log ratios, with a bootstrap interval; a verdict ("slower", "faster",
//    "same", or "too noisy to judge" when the interval is wider than
//    `noisyWidth`); over cases, the geometric mean with its interval.
// `injectSlowdown` makes B's batches run that fraction more calls, timed
// per call as usual: a known, exact slowdown of B's measured time per call
// (how the power of the comparison is tested and reported). Cases should
// pass the check with both A and B first (the tool does): a miscompiled
// kernel timed at -O3 without runtime checks may write anywhere.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_REPORTS_ABBENCH_H
#define FUSEFUZZ_REPORTS_ABBENCH_H

#include "oracle/CheckCase.h"
#include "oracle/Session.h"

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
  unsigned rounds = 40;
  double targetSeconds = 0.0005; // one timed sample (a batch of calls)
  double injectSlowdown = 0;     // B runs (1 + x) times the calls
  double minEffect = 0.02;       // a smaller change is "same"
  double noisyWidth = 0.10;      // a wider interval is "too noisy"
  uint64_t seed = 0;             // the order of the kernels in each round
};

struct AbCase {
  std::string name;
  unsigned fusionsA = 0, fusionsB = 0;
  unsigned batch = 1; // calls per timed sample
  double unfusedSeconds = 0, aSeconds = 0, bSeconds = 0; // median per call
  double ratio = 1, low = 1, high = 1;                   // B / A
  double cvA = 0, cvB = 0, cvUnfused = 0;                // per-sample noise
  std::string verdict; // slower, faster, same, too noisy to judge
};

struct AbReport {
  std::string aName, bName;
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
