//===- FusionTally.cpp ----------------------------------------------------===//
#include "passes/FusionTally.h"

using namespace fusefuzz;

bool fusefuzz::isFusionRule(llvm::StringRef rule) {
  return rule == "FuseElementwiseOps" || rule == "stepwise" ||
         rule == "FuseExternal" || rule == "FusePadOp" ||
         rule.starts_with("broken-");
}

llvm::StringRef fusefuzz::ruleName(llvm::StringRef debugName) {
  // Template patterns print their arguments; keep the template name.
  llvm::StringRef name = debugName.take_until([](char c) { return c == '<'; });
  size_t pos = name.rfind("::");
  return pos == llvm::StringRef::npos ? name : name.substr(pos + 2);
}

unsigned FusionTally::fusions() const {
  unsigned total = 0;
  for (const auto &entry : fired)
    if (isFusionRule(entry.getKey()))
      total += entry.getValue();
  return total;
}

void FusionTally::configure(mlir::GreedyRewriteConfig &config) {
  config.setListener(this);
  if (rewriteLimit)
    config.setMaxNumRewrites(
        rewrites.size() >= *rewriteLimit ? 0 : *rewriteLimit - rewrites.size());
}
