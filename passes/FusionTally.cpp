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

void FusionTally::notifyPatternBegin(const mlir::Pattern &pattern,
                                     mlir::Operation *op) {
  currentRoot = op->getName().getStringRef().str();
  currentRule = ruleName(pattern.getDebugName()).str();
  currentOp = op;
  auto linalgOp = llvm::dyn_cast<mlir::linalg::LinalgOp>(op);
  currentPartialCopy =
      currentRule == "EraseIdentityLinalgOp" && linalgOp &&
      llvm::any_of(linalgOp.getIndexingMapsArray(),
                   [](mlir::AffineMap map) { return !map.isPermutation(); });
}

void FusionTally::notifyMatchFailure(
    mlir::Location loc,
    llvm::function_ref<void(mlir::Diagnostic &)> reasonCallback) {
  if (currentRule.empty() || !reportsMatchFailures(currentRule))
    return;
  mlir::Diagnostic diag(loc, mlir::DiagnosticSeverity::Remark);
  reasonCallback(diag);
  // One line, without SSA names or types a reason may print.
  std::string text = diag.str();
  llvm::StringRef reason = llvm::StringRef(text).take_until(
      [](char c) { return c == '\n' || c == '%' || c == '\''; });
  // Numbers (sizes, dims) vary from case to case: one key per reason.
  std::string key = currentRule + ": ";
  for (char c : reason.trim())
    if (!llvm::isDigit(c))
      key += c;
    else if (key.back() != 'N')
      key += 'N';
  if (refusalsSeen.insert({currentOp, key}).second)
    refuse(key);
}

void FusionTally::notifyPatternEnd(const mlir::Pattern &pattern,
                                   mlir::LogicalResult status) {
  currentRule.clear();
  if (mlir::failed(status))
    return;
  llvm::StringRef rule = ruleName(pattern.getDebugName());
  record(rule);
  if (currentPartialCopy)
    record(kErasedPartialCopy);
  rewrites.push_back((rule + " on " + currentRoot).str());
}
