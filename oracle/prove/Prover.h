//===- Prover.h - Z3 obligations for recorded fusion steps ------*- C++ -*-===//
//
// For every recorded step the prover states what the unfused program does
// and asks Z3 for a counterexample (docs/DESIGN.md, "Proof obligations").
// It never derives the expected fused map with the implementation's
// formula: fused maps are compared with the producer's maps at loop points
// related by the premise producerResultMap(p) == consumerArgMap(d). The
// obligations are listed, with their meaning, in Obligations.def.
// `unsat` is a proof; `sat` yields a counterexample; a timeout is unknown.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_PROVE_PROVER_H
#define FUSEFUZZ_ORACLE_PROVE_PROVER_H

#include "passes/FusionSteps.h"

#include <optional>
#include <string>
#include <vector>

namespace fusefuzz {
namespace smt {
class Context;
}

enum class Obligation {
#define OBLIGATION(id, name, kind, meaning) id,
#include "oracle/prove/Obligations.def"
};

struct ObligationInfo {
  Obligation id;
  llvm::StringRef name;
  bool structural; // no solver: a use-def or shape fact
  llvm::StringRef meaning;
};
/// The table of Obligations.def.
llvm::ArrayRef<ObligationInfo> allObligations();
const ObligationInfo &obligationInfo(Obligation o);

enum class ProofResult { Proved, Failed, Unknown };
llvm::StringRef proofResultName(ProofResult r);

struct ObligationResult {
  Obligation id;
  std::optional<unsigned> operand; // the k of "input-map[k]"
  ProofResult result = ProofResult::Unknown;
  std::string detail; // counterexample, or why unknown
  double seconds = 0;
  /// What characterizes the failure's root cause beyond the obligation
  /// (e.g. "reduction-dim" for a forall race), computed from the step:
  /// part of the failure's signature (`forall-single-writer/reduction-dim`)
  /// so that known findings are matched by what failed, not by name alone.
  std::string fact = {};
  /// Which part of a failed query the counterexample violates (e.g.
  /// "last-tile-ends-short" of tiles-cover): the signature's fact where
  /// the step names no other.
  std::string violation = {};
  /// "input-map[2]", or the plain name.
  std::string name() const;
  llvm::StringRef kindName() const { return obligationInfo(id).name; }
};

struct StepProof {
  std::string rule;
  std::string before, after;
  std::vector<ObligationResult> obligations;
  double seconds = 0;
  /// Failed if any obligation failed, else unknown if any is unknown.
  ProofResult result() const;
};

struct ProofOptions {
  unsigned timeoutMs = 2000; // per Z3 query, wall clock (a guard)
  uint64_t rlimit = 2000000; // per Z3 query, resource units (deterministic)
  /// When set, every query is written there as SMT-LIB 2
  /// (<smt2Prefix>step<i>.<obligation>.smt2), for replay with `z3 FILE`.
  std::string smt2Dir, smt2Prefix;
};

/// Proves one step in `ctx` (the session's Z3 context); `index` numbers the
/// step in dump file names.
StepProof proveStep(smt::Context &ctx, const FusionStep &step,
                    const ProofOptions &options, unsigned index = 0);
/// Proves every step in `ctx` (the session's Z3 context).
std::vector<StepProof> proveSteps(smt::Context &ctx,
                                  llvm::ArrayRef<FusionStep> steps,
                                  const ProofOptions &options);
/// Every step with each obligation's result, one per line, for humans;
/// structural obligations are labelled as such.
std::string describeProofs(llvm::ArrayRef<StepProof> proofs,
                           bool withIR = false);

} // namespace fusefuzz

#endif
