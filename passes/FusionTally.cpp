//===- FusionTally.cpp ----------------------------------------------------===//
#include "passes/FusionTally.h"

using namespace fusefuzz;

/// Patterns that fold a reshape into the op that produces or consumes it
/// (FoldWithProducerReshapeOpByExpansion, FoldReshapeWithGenericOpByCollapsing,
/// FoldPadWithProducerReshapeOpByExpansion, ...).
static bool isReshapeFolding(llvm::StringRef rule) {
  return rule.starts_with("Fold") &&
         (rule.ends_with("ByExpansion") || rule.ends_with("ByCollapsing"));
}

/// The rules of fusefuzz's own fusion library (passes/ext), all recorded.
static bool isExtensionRule(llvm::StringRef rule) {
  return rule == "FuseOperands" || rule == "FuseKeepingIntermediates" ||
         rule == "FuseSiblings" || rule.starts_with("TileFuseExt") ||
         (rule.starts_with("MultiRoot") && rule != "MultiRootSingleNest");
}

bool fusefuzz::isFusionRule(llvm::StringRef rule) {
  return rule == "FuseElementwiseOps" || rule == "stepwise" ||
         isExtensionRule(rule) || rule == "MultiUseProducerFusion" ||
         rule == "FuseExternal" || rule == "UserSchedule" ||
         rule == "FusePadOp" || rule.starts_with("TileAndFuseProducer") ||
         rule.starts_with("TileAndFuseConsumer") ||
         rule.starts_with("DiffuseProducer") ||
         rule.starts_with("TransformFuse") || isReshapeFolding(rule) ||
         rule.starts_with("DiffuseConsumer") || rule.starts_with("broken-");
}

bool fusefuzz::reportsMatchFailures(llvm::StringRef rule) {
  return isReshapeFolding(rule);
}

bool fusefuzz::isRecordedReshapeFolding(llvm::StringRef rule) {
  return rule == "FoldWithProducerReshapeOpByExpansion" ||
         rule == "FoldReshapeWithGenericOpByExpansion" ||
         rule == "FoldWithProducerReshapeOpByCollapsing" ||
         rule == "FoldReshapeWithGenericOpByCollapsing";
}

bool fusefuzz::hasRecordedSteps(llvm::StringRef rule) {
  // Tile fusions are proved through the loop nest they leave (TileNest).
  return rule == "FuseElementwiseOps" || rule == "stepwise" ||
         isExtensionRule(rule) || rule == "MultiUseProducerFusion" ||
         isRecordedReshapeFolding(rule) || rule == "FusePadOp" ||
         rule.starts_with("broken-") || rule.starts_with("TileAndFuse") ||
         rule.starts_with("Diffuse") || rule.starts_with("TransformFuse") ||
         rule.starts_with("TileNest") ||
         // the tile families' rewrites, as attribution names them
         rule.starts_with("tileConsumerAndFuseProducersUsingSCF") ||
         rule.starts_with("tileAndFuse") || rule.starts_with("tileUsingSCF") ||
         rule.starts_with("transform.structured.");
}

llvm::StringRef fusefuzz::ruleName(llvm::StringRef debugName) {
  // Template patterns print their arguments; keep the template name.
  llvm::StringRef name = debugName.take_until([](char c) { return c == '<'; });
  size_t pos = name.rfind("::");
  return pos == llvm::StringRef::npos ? name : name.substr(pos + 2);
}

/// The rules among `fired` that `keep` selects, sorted, joined by '+'.
static std::string ruleList(const llvm::StringMap<unsigned> &fired,
                            llvm::function_ref<bool(llvm::StringRef)> keep) {
  std::vector<std::string> rules;
  for (const auto &e : fired)
    if (keep(e.getKey()))
      rules.push_back(e.getKey().str());
  llvm::sort(rules);
  return llvm::join(rules, "+");
}

std::string fusefuzz::fusionRuleList(const llvm::StringMap<unsigned> &fired) {
  return ruleList(fired, isFusionRule);
}

std::string fusefuzz::rewriteList(const llvm::StringMap<unsigned> &fired) {
  return ruleList(fired,
                  [](llvm::StringRef rule) { return !rule.contains(':'); });
}

std::optional<llvm::StringRef>
fusefuzz::drawnFamily(const llvm::StringMap<unsigned> &fired) {
  for (const auto &e : fired)
    if (e.getKey().starts_with("family:"))
      return e.getKey().drop_front(7);
  return std::nullopt;
}

unsigned FusionTally::fusions() const {
  unsigned total = 0;
  for (const auto &entry : fired)
    if (isFusionRule(entry.getKey()))
      total += entry.getValue();
  return total;
}

void FusionTally::applyGreedily(mlir::Operation *op,
                                mlir::RewritePatternSet &&patterns,
                                mlir::GreedyRewriteConfig config) {
  config.setListener(this);
  mlir::FrozenRewritePatternSet frozen(std::move(patterns));
  if (!rewriteLimit) {
    if (mlir::failed(mlir::applyPatternsGreedily(op, frozen, config)))
      notConverged = true;
    return;
  }
  int64_t maxIterations = config.getMaxIterations();
  config.setMaxIterations(1);
  for (int64_t i = 0; !limitReached(); ++i) {
    if (maxIterations != mlir::GreedyRewriteConfig::kNoLimit &&
        i >= maxIterations) {
      notConverged = true;
      return;
    }
    config.setMaxNumRewrites(*rewriteLimit - rewrites.size());
    bool changed = false;
    if (mlir::succeeded(
            mlir::applyPatternsGreedily(op, frozen, config, &changed)) ||
        !changed)
      return; // converged
  }
}
