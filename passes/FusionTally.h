//===- FusionTally.h - What a strategy did ----------------------*- C++ -*-===//
//
// A rewrite listener that counts, per pattern, how often each succeeded.
// Patterns are named by their upstream C++ class (the debug name MLIR gives
// every pattern), shortened to a rule name for reports.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_FUSIONTALLY_H
#define FUSEFUZZ_PASSES_FUSIONTALLY_H

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringMap.h"

#include <memory>
#include <optional>
#include <set>

namespace fusefuzz {

/// Recorded beside EraseIdentityLinalgOp when the op it erased as an
/// identity has equal maps that are not permutations (`(d0) -> (d0, 0)`):
/// a copy into part of its init, whose result is not its input.
inline constexpr llvm::StringLiteral kErasedPartialCopy =
    "EraseIdentityLinalgOp:partial-copy";

/// Rules that merge a producer into a consumer (what "fusion happened" means).
bool isFusionRule(llvm::StringRef rule);
/// The fusion rules among `fired`, sorted, joined by '+' (empty if none).
std::string fusionRuleList(const llvm::StringMap<unsigned> &fired);
/// Every rewrite in `fired` (not the "family:" markers), sorted, joined
/// by '+'.
std::string rewriteList(const llvm::StringMap<unsigned> &fired);
/// The family `all` drew for a case (its `family:<name>` rule), if any.
std::optional<llvm::StringRef>
drawnFamily(const llvm::StringMap<unsigned> &fired);
/// Rules whose declined matches are counted as refusals with upstream's own
/// reason ("FoldWithProducerReshapeOpByExpansion: <reason>"): reshape
/// propagation, which the oracle's producer/consumer walk cannot classify.
bool reportsMatchFailures(llvm::StringRef rule);

struct FusionTally : public mlir::RewriterBase::Listener {
  /// Successful rewrites per rule (fusions and the helper patterns).
  llvm::StringMap<unsigned> fired;
  /// Set when a greedy driver stopped before reaching a fixpoint.
  bool notConverged = false;

  void record(llvm::StringRef rule, unsigned count = 1) {
    fired[rule] += count;
  }

  /// Fusion candidates a strategy left unfused, by the rule that refused
  /// them. Strategies that classify their own refusals (the tile families)
  /// set `classifiesRefusals`; for the others the oracle classifies the
  /// unfused producer/consumer pairs it finds (oracle/triage/Refusals.h).
  llvm::StringMap<unsigned> refused;
  bool classifiesRefusals = false;
  void refuse(llvm::StringRef rule, unsigned count = 1) {
    refused[rule] += count;
  }

  /// Every successful rewrite in order, as "<rule> on <op name>", and an
  /// optional cap on their number (attribution replays a strategy with the
  /// first k rewrites only).
  std::vector<std::string> rewrites;
  std::optional<unsigned> rewriteLimit;
  /// Applies `patterns` greedily to `op` with this tally as the listener,
  /// stopping at the rewrite cap. (The driver's own max-num-rewrites counts
  /// per iteration, so a capped run goes one iteration at a time.) Sets
  /// `notConverged` when the driver gives up.
  void applyGreedily(mlir::Operation *op, mlir::RewritePatternSet &&patterns,
                     mlir::GreedyRewriteConfig config);
  bool limitReached() const {
    return rewriteLimit && rewrites.size() >= *rewriteLimit;
  }
  /// Fusions performed: successes of fusion rules only.
  unsigned fusions() const;

  void notifyPatternEnd(const mlir::Pattern &pattern,
                        mlir::LogicalResult status) override;

  void notifyPatternBegin(const mlir::Pattern &pattern,
                          mlir::Operation *op) override;
  void notifyMatchFailure(
      mlir::Location loc,
      llvm::function_ref<void(mlir::Diagnostic &)> reasonCallback) override;

private:
  std::string currentRoot; // op name of the pattern being applied
  std::string currentRule; // rule of the pattern being applied
  mlir::Operation *currentOp = nullptr;
  /// The pattern being applied is EraseIdentityLinalgOp on an op whose maps
  /// are not permutations (kErasedPartialCopy).
  bool currentPartialCopy = false;
  /// (op, "rule: reason") already counted: the greedy driver tries a
  /// pattern on an op once per iteration.
  std::set<std::pair<mlir::Operation *, std::string>> refusalsSeen;
};

/// "(anonymous namespace)::FuseElementwiseOps" -> "FuseElementwiseOps".
llvm::StringRef ruleName(llvm::StringRef debugName);

} // namespace fusefuzz

#endif
