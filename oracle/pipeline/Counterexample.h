//===- Counterexample.h - Re-running a case at a proof's sizes --*- C++ -*-===//
//
// A proof can fail while execution agrees: the counterexample may need
// sizes the case did not run with (two reduction tiles where the case has
// one). When a counterexample assigns the case's dynamic sizes
// (`dim(arg5,0)=13`) or index arguments (`arg2=1`), the case is run again
// with those values, and a mismatch there is execution agreeing with the
// proof.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_PIPELINE_COUNTEREXAMPLE_H
#define FUSEFUZZ_ORACLE_PIPELINE_COUNTEREXAMPLE_H

#include "oracle/pipeline/CheckCase.h"

#include <map>
#include <optional>
#include <string>

namespace fusefuzz {
class Session;

/// The case's runtime values a counterexample names: dynamic sizes per
/// (argument, dim) and index argument values.
struct CounterexampleSizes {
  std::map<std::pair<unsigned, unsigned>, int64_t> dims;
  std::map<unsigned, int64_t> indexArgs;
  bool empty() const { return dims.empty() && indexArgs.empty(); }
};
/// Reads `dim(argN,D)=V` and `argN=V` from a counterexample's text.
CounterexampleSizes parseCounterexampleSizes(llvm::StringRef text);

/// The case `text` with those values recorded in its argument attributes
/// (`fusefuzz.shape`, `fusefuzz.value`), `ownSizes` saying whether they are
/// the case's own; nullopt when an assignment does not apply (a static dim,
/// a value outside what the harness runs), `why` saying which.
std::optional<std::string> withSizes(Session &session, llvm::StringRef text,
                                     const CounterexampleSizes &sizes,
                                     std::string &why, bool &ownSizes);

/// For a proof failure that execution did not see: runs the case again at
/// the counterexample's sizes (execution only) and records the outcome in
/// `result` (`counterexampleConfirmed`, evidence).
void confirmAtCounterexample(Session &session, llvm::StringRef text,
                             llvm::StringRef name, const CheckOptions &options,
                             CaseResult &result);

} // namespace fusefuzz

#endif
