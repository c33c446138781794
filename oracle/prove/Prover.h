//===- Prover.h - Z3 obligations for recorded fusion steps ------*- C++ -*-===//
//
// For every recorded step the prover states what the unfused program does
// and asks Z3 for a counterexample (see DESIGN.md, "Z3 obligations"). It
// never derives the expected fused map with the implementation's formula:
// fused maps are compared with the producer's maps at loop points related
// by the premise producerResultMap(p) == consumerArgMap(d).
//
// Obligations, by name:
//   input-map[k]      fusedMap_k(d) == producerArgMap_k(p)
//   index[u]          the u-th use of a producer linalg.index i reads p_i
//   preserved[i]      a kept producer result addresses what the producer wrote
//   written-once[o]   fused output o writes each element from one point of
//                     its parallel loops (if the output it came from did)
//   uses-kept         other users of producer results still read them
//                     (structural: checked on the use-def graph)
//   loops-bounded     (reduction consumers) every fused loop is read by an
//                     operand map as a plain dim
//   pad-structure, pad-offsets, pad-sizes, pad-strides, pad-padded-size,
//   pad-value, pad-init-preserved
// `unsat` is a proof; `sat` yields a counterexample; a timeout is unknown.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_PROVE_PROVER_H
#define FUSEFUZZ_ORACLE_PROVE_PROVER_H

#include "passes/FusionSteps.h"

#include <string>
#include <vector>

namespace fusefuzz {

enum class ProofResult { Proved, Failed, Unknown };
llvm::StringRef proofResultName(ProofResult r);

struct ObligationResult {
  std::string name;
  ProofResult result = ProofResult::Unknown;
  std::string detail; // counterexample, or why unknown
  double seconds = 0;
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
  unsigned timeoutMs = 2000; // per Z3 query
};

StepProof proveStep(const FusionStep &step, const ProofOptions &options);
/// Every step with each obligation's result, one per line, for humans.
std::string describeProofs(llvm::ArrayRef<StepProof> proofs,
                           bool withIR = false);

std::vector<StepProof> proveSteps(llvm::ArrayRef<FusionStep> steps,
                                  const ProofOptions &options);

} // namespace fusefuzz

#endif
