//===- Equivalence.h - One end-to-end proof of two functions ----*- C++ -*-===//
//
// Given @unfused and @fused as IR, whoever produced them, asks Z3 (like a
// translation validator) whether some sizes and some index make a result
// differ: (0) the fused function needs nothing of the sizes the unfused
// does not (its ops' operands agree, its slices stay inside their
// tensors) and returns results of the same sizes; (1) for each result, at
// every in-bounds index where the unfused element is defined, the fused
// element is defined and equal. `unsat` is a proof for all sizes; a model
// is a refutation with its sizes ("dim(arg0,1)=3, arg7=1"), index and both
// values; a timeout, an op without a term, or a difference that the
// uninterpreted parts of the encoding could fake (reduction folds of
// different shapes: a reassociated or split reduction) is unknown with its
// reason, never proved.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_EQUIV_EQUIVALENCE_H
#define FUSEFUZZ_ORACLE_EQUIV_EQUIVALENCE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <string>
#include <vector>

namespace fusefuzz {

enum class EquivalenceStatus { Proved, Refuted, Unknown };

/// How a refutation by a race (two iterations of a fused scf.forall
/// writing one element) begins.
inline constexpr llvm::StringLiteral kRaceRefutation =
    "a race (undefined behaviour the unfused function lacks)";
/// How a refutation's counterexample names a fused element that is
/// undefined (poison: read from a tensor.empty, out of bounds, a division
/// by zero) where the unfused element is defined.
llvm::StringRef equivalenceStatusName(EquivalenceStatus s);

/// What a refutation shows, for triage (signature facts, confirmation by
/// execution) without reading its text.
enum class RefutationKind {
  None,
  Signature, // the functions' types differ
  Sizes,     // a fused size breaks a condition, or a result's sizes differ
  Value,     // a result element differs
  Undefined, // a fused result element is computed from an unwritten one
  Race,      // two scf.forall iterations write one element
};
/// "", "signature", "sizes", "value", "undefined", "race".
llvm::StringRef refutationKindName(RefutationKind k);

/// A refutation's model values of one argument's elements (integers and
/// i1; float elements are uninterpreted, without values to run), row-major
/// at the model's sizes: execution at the counterexample runs with them.
struct ModelInput {
  unsigned arg = 0;
  std::vector<uint64_t> bits;
};

struct ResultEquivalence {
  unsigned result = 0;
  EquivalenceStatus status = EquivalenceStatus::Unknown;
  /// Refuted: "counterexample: dim(arg0,0)=2, i=(1): ..."; unknown: why.
  std::string detail;
  /// Refuted: both sides' element terms, shortened.
  std::string unfusedTerm, fusedTerm;
  /// Refuted: the fused element is undefined at the counterexample (read
  /// from one nobody wrote), not a different value.
  bool fusedUndefined = false;
  /// Refuted by values computed through uninterpreted (float) ops: the
  /// model may give them values the ops cannot take, so the refutation
  /// holds only where execution shows it.
  bool throughUninterpreted = false;
  /// Refuted: the model's values of the arguments (ModelInput).
  std::vector<ModelInput> modelInputs;
};

struct EquivalenceProof {
  EquivalenceStatus status = EquivalenceStatus::Unknown;
  /// Unknown: the reason of the first unknown result, without case
  /// details, for grouping ("no term for scf.for", "solver timeout").
  std::string reason;
  /// Refuted: the first refutation in one line ("result 1: counterexample:
  /// ..."), the form counterexample re-runs read.
  std::string detail;
  std::vector<ResultEquivalence> results;
  /// Refuted: what the refutation shows, and for one on the sizes, the
  /// first fused condition it breaks (equiv::conditionKindName:
  /// "negative-slice-size", ...) or "result-sizes-differ".
  RefutationKind refutation = RefutationKind::None;
  std::string brokenCondition;
  /// Refuted by a result's values through uninterpreted ops
  /// (ResultEquivalence::throughUninterpreted).
  bool throughUninterpreted = false;
  /// Refuted by a result: the model's values of the arguments.
  std::vector<ModelInput> modelInputs;
  /// Index arithmetic multiplied or divided by a dynamic size (reshapes):
  /// the queries were nonlinear.
  bool nonlinear = false;
  double seconds = 0;
  /// One line per result, refuted ones with both terms.
  std::string describe() const;
};

struct EquivalenceOptions {
  unsigned timeoutMs = 2000; // per Z3 query, wall clock (a guard)
  uint64_t rlimit = 0;       // per Z3 query, resource units (deterministic)
  /// Whether a comparison of folds Z3 left undecided for lack of budget
  /// is asked again with the folds written out (where they may be): off
  /// in campaigns, where it costs more than it decides.
  bool writeOutUndecidedFolds = true;
  /// Whether a query is asked exactly where a cheaper form of it (the
  /// abstraction of its nonlinear operations) ran out of its share of the
  /// budget: off in campaigns, where the exact query decides almost none
  /// of them (on 1,000 cases, 1 of 69 on a quarter budget, 7 of 62 on a
  /// whole one) and costs an eighth of the proof's time.
  bool exactQueryAfterAbstractionRunOut = true;
  /// When set, each query is written to <smt2Path>.<query>.smt2 (`shapes`,
  /// `nests`, `result<r>`, and their `.abstracted` and later forms).
  std::string smt2Path;
};

/// Proves @fused equivalent to @unfused (see the file comment), in a Z3
/// context of its own, made only where the two functions differ.
EquivalenceProof proveEquivalence(mlir::func::FuncOp unfused,
                                  mlir::func::FuncOp fused,
                                  const EquivalenceOptions &options);

} // namespace fusefuzz

#endif
