//===- TestUtil.h - Shared helpers for the tests ----------------*- C++ -*-===//
#ifndef FUSEFUZZ_TESTS_TESTUTIL_H
#define FUSEFUZZ_TESTS_TESTUTIL_H

#include "oracle/pipeline/CheckCase.h"
#include "oracle/pipeline/Session.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include <string>
#include <vector>

namespace fusefuzz::test {

/// One session for the whole test binary (creating one costs ~50 ms); the
/// test-only strategies are registered in it.
Session &session();
/// Its MLIRContext.
mlir::MLIRContext &context();
/// The text of tests/inputs/<name>.
std::string readInput(const std::string &name);
/// Path of tests/inputs/<name>.
std::string inputPath(const std::string &name);

/// A deliberately broken strategy, the correct one it corrupts, the input
/// (tests/inputs/) that exercises its bug, and whether it builds tile loop
/// nests.
struct BrokenCase {
  const char *broken, *reference, *input;
  bool tiles = false;
};
/// Every broken strategy (passes/Strategies.def and passes/ext) with its
/// hand-written case.
const std::vector<BrokenCase> &brokenCases();
/// A test name for one: the broken strategy with '_' for '-'.
std::string brokenCaseName(const BrokenCase &c);

/// out[i, j] = a[j, i]^2 + b[i, j] as two generics, the column count
/// dynamic: the unfused side of the end-to-end proof's tests.
extern const char *const kTransposeSquarePlus;
/// `unfused` checked against the given fused function by the end-to-end
/// proof alone (no execution, a refutation decides; a time limit no
/// machine load reaches).
CaseResult checkFusedText(const std::string &unfused, const std::string &fused);
/// Budgets for the end-to-end proof large enough that no test verdict
/// depends on them (campaigns use small ones).
void generousEquivalenceBudget(CheckOptions &options);
/// The end-to-end proof proved the case; refuted it with a counterexample.
void expectProved(const CaseResult &r);
void expectRefuted(const CaseResult &r);
/// `text` with every `from` replaced by `to` (IR templates).
std::string replaceAll(std::string text, const std::string &from,
                       const std::string &to);

/// What the fact reader `fact` (oracle/triage/MismatchFacts.h and its kin)
/// reads of @fused in the module `ir`; "(does not parse)" where it does not.
std::string factOfFused(const std::string &ir,
                        std::string (*fact)(mlir::func::FuncOp));

/// What `fusefuzz <args>` returned and printed (run in-process).
struct CliRun {
  int exit;
  std::string out, err;
};
CliRun runCli(std::vector<std::string> args);

} // namespace fusefuzz::test

#endif
