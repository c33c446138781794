//===- Reduce.cpp - The reduction loop, written once ----------------------===//
#include "fuzz/reduce/Reduce.h"
#include "fuzz/Findings.h"
#include "fuzz/reduce/Reducers.h"

#include "passes/Context.h"

#include "llvm/Support/FormatVariadic.h"

#include <chrono>

using namespace fusefuzz;

namespace {
/// Parses `text` and counts the ops of its function (0 when unparsable).
unsigned opsIn(mlir::MLIRContext &context, llvm::StringRef text) {
  std::string error;
  auto module = parseModule(text, "reduce.mlir", context, error);
  if (!module)
    return 0;
  auto funcs = module->getOps<mlir::func::FuncOp>();
  return funcs.empty() ? 0 : countOps(*funcs.begin());
}
} // namespace

ReduceResult fusefuzz::reduceCase(Session &session, llvm::StringRef text,
                                  llvm::StringRef name,
                                  const ReduceOptions &options,
                                  llvm::raw_ostream *log) {
  using Clock = std::chrono::steady_clock;
  auto start = Clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(Clock::now() - start).count();
  };
  mlir::MLIRContext &context = session.context();
  ReduceResult out;
  out.text = text.str();
  IsolatedChecker checker(session, options.check, options.isolation);
  CaseResult first = checker.check(text, name);
  ++out.checks;
  if (!isFailure(first.verdict) || first.verdict == Verdict::InvalidInput) {
    out.error = (name + ": the case does not fail (" +
                 verdictName(first.verdict) + "), nothing to reduce")
                    .str();
    return out;
  }
  out.signature = findingSignature(first);
  out.opsBefore = out.opsAfter = opsIn(context, text);
  auto interesting = [&](const std::string &candidate) {
    ++out.checks;
    CaseResult r = checker.check(candidate, name);
    return isFailure(r.verdict) && findingSignature(r) == out.signature;
  };

  std::string current = out.text;
  unsigned currentOps = out.opsBefore;
  bool progress = true;
  while (progress && elapsed() < options.seconds) {
    progress = false;
    for (const ReducerInfo &reducer : allReducers()) {
      for (unsigned target = 0; elapsed() < options.seconds; ++target) {
        std::string error;
        auto module = parseModule(current, name, context, error);
        if (!module)
          break;
        auto funcs = module->getOps<mlir::func::FuncOp>();
        if (funcs.empty() || !reducer.apply(*funcs.begin(), target))
          break; // no site left for this reducer
        unsigned candidateOps = countOps(*funcs.begin());
        std::string candidate = printOp(*module);
        // Only strictly smaller candidates (ops, then text): the reduction
        // never ends larger than it began, and always terminates.
        bool smaller =
            candidateOps < currentOps ||
            (candidateOps == currentOps && candidate.size() < current.size());
        if (!smaller || !interesting(candidate))
          continue;
        current = std::move(candidate);
        currentOps = candidateOps;
        progress = true;
        if (log)
          *log << llvm::formatv("  {0}: {1} ops\n", reducer.name, currentOps);
        --target; // sites shifted: retry the same index
      }
    }
  }
  // Final re-check (a flaky failure must not hand users a passing case).
  if (current != out.text && !interesting(current)) {
    out.error = "the reduced case no longer fails the same way (flaky?); "
                "keeping the original";
    out.seconds = elapsed();
    return out;
  }
  out.reduced = current != out.text;
  out.text = current;
  out.opsAfter = currentOps;
  out.seconds = elapsed();
  return out;
}
