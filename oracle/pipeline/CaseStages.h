//===- CaseStages.h - The stages of checking one case -----------*- C++ -*-===//
//
// checkCase is a sequence of these stages over one CaseState: parse and
// subset check, fuse (a strategy or an external tool), verify, prove, lower
// and JIT-compile, execute and compare. A stage that ends the check sets the
// verdict through CaseState::fail and returns failure(). Other drivers
// (bench, speedup timing) run the stages they need and read the state.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_PIPELINE_CASESTAGES_H
#define FUSEFUZZ_ORACLE_PIPELINE_CASESTAGES_H

#include "oracle/exec/Executor.h"
#include "oracle/pipeline/CheckCase.h"
#include "oracle/pipeline/Session.h"
#include "passes/FusionTally.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <chrono>

namespace fusefuzz {

struct CaseState {
  CaseState(Session &session, llvm::StringRef text, llvm::StringRef name)
      : session(session), text(text.str()), name(name.str()) {}

  Session &session;
  std::string text, name;
  /// One module with @unfused and @fused (after parseStage).
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::func::FuncOp unfused, fused;
  Signature sig;
  uint64_t seed = 0; // fusefuzz.seed of the case: seeds its inputs
  /// The case came from the generator (it has a fusefuzz.seed), not from
  /// a user's file.
  bool generated = false;
  FusionTally tally;
  std::unique_ptr<JitModule> jit;
  CaseResult result;
  /// Fusion produced IR that verifies (@fused can be printed as a case).
  bool verified = false;
  /// compileStage lowered the module in place: @fused is no longer the
  /// tensor-level function.
  bool lowered = false;
  /// Kernels will be timed (measureSpeedup): the checking build keeps a
  /// copy of the tensor-level module to compile without runtime checks.
  bool keepTimingModule = false;
  mlir::OwningOpRef<mlir::ModuleOp> timingModule;
  /// keepFused's copy of @fused, printed only where a report needs it.
  mlir::OwningOpRef<mlir::ModuleOp> fusedAlone;
  /// The transform script that fuses this case where a user gave one (in
  /// the case's file or with --transform-script), and its name in messages.
  mlir::OwningOpRef<mlir::ModuleOp> schedule;
  std::string scheduleName;
  /// The first fused condition a refutation on the sizes breaks
  /// (EquivalenceProof::brokenCondition), for its signature.
  std::string brokenCondition;
  /// Whether the end-to-end refutation compares values computed through
  /// uninterpreted (float) ops (EquivalenceProof::throughUninterpreted).
  bool refutedThroughUninterpreted = false;

  /// Ends the check: sets verdict, detail and evidence; returns failure().
  mlir::LogicalResult fail(Verdict verdict, std::string detail,
                           std::string evidence = "");
  /// Seconds since the previous lap (or since construction).
  double lap();

private:
  std::chrono::steady_clock::time_point last = std::chrono::steady_clock::now();
};

/// Parses the case, reduces a user's file to its function and schedule
/// (oracle/pipeline/UserFile.h), checks it is in the supported subset, reads
/// its runtime signature and makes the @unfused/@fused pair. invalid-input on
/// failure.
mlir::LogicalResult parseStage(CaseState &state, const CheckOptions &options);

/// Fuses @fused with the case's schedule where it has one, else with
/// `options.strategy`, or replaces it by an external tool's output.
mlir::LogicalResult fuseStage(CaseState &state, const CheckOptions &options);

/// Runs the verifier on @fused (verifier-error on failure), then classifies
/// refusals and prints the fused function for reports.
mlir::LogicalResult verifyStage(CaseState &state);

/// The end-to-end equivalence proof of @fused against @unfused, from the
/// IR alone (oracle/equiv/Equivalence.h); fills the equivalence fields of
/// the result. Never fails the check by itself.
void equivalenceStage(CaseState &state, const CheckOptions &options);

/// Keeps a copy of @fused, alone in a module and named like the input,
/// while it is still tensor IR (once: before lowering or decomposing it).
void keepFused(CaseState &state);
/// Fills CaseResult::fusedText (once) from that copy, made now if not yet.
void printFused(CaseState &state);

/// Lowers the module to LLVM and JIT-compiles it (`optimize`: -O3). The
/// checking build (`runtimeChecks`) asserts at run time what the
/// interpreter checks (passes/RuntimeChecks.h); timed builds never do.
mlir::LogicalResult compileStage(CaseState &state, bool optimize,
                                 bool runtimeChecks = false);

/// Runs @unfused and @fused on every input set, each under two poison
/// patterns, and compares: invalid-input if the unfused results depend on
/// the poison (the case reads uninitialized memory), mismatch if the fused
/// ones do or if fused and unfused differ. `options.execution` says what
/// runs them (Execution.cpp); when both the interpreter and the JIT run,
/// they must agree (else executor-disagreement). Lowers and JIT-compiles
/// the module when the JIT runs.
mlir::LogicalResult executeStage(CaseState &state, const CheckOptions &options);

/// The whole check: every stage above in order, then the final verdict
/// (a proof failure is reported even when execution agreed).
CaseResult runStages(CaseState &state, const CheckOptions &options);

/// Unfused over fused median time on the random input set (state after a
/// passing runStages; compiles the module if execution did not); 0 when it
/// cannot be measured.
double measureSpeedup(CaseState &state);

} // namespace fusefuzz

#endif
