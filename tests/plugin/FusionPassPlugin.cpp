//===- FusionPassPlugin.cpp - A downstream team's fusion passes as a plugin
//===//
//
// What a team that ships its fusion passes as an MLIR pass plugin gives
// fusefuzz (`--load-pass-plugin`): two passes registered through
// mlirGetPassPluginInfo, as `mlir-opt --load-pass-plugin` loads them.
// - `plugin-fuse-elementwise`: upstream elementwise fusion (every producer
//   fused), packaged downstream.
// - `plugin-broken-fuse-elementwise`: the same, then the first two inputs of
//   every fused generic that reads two values of one type through one map
//   swapped: a wrong fusion the oracles must catch.
// It is a dialect plugin too (mlirGetDialectPluginInfo), registering the
// Linalg dialect its passes depend on, for `--load-dialect-plugin`.
//
//===----------------------------------------------------------------------===//
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/Config/llvm-config.h"

using namespace mlir;

namespace {
template <typename Derived>
struct FuseElementwiseBase : PassWrapper<Derived, OperationPass<>> {
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<linalg::LinalgDialect>();
  }
  LogicalResult fuse() {
    RewritePatternSet patterns(&this->getContext());
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *) { return true; });
    return applyPatternsGreedily(this->getOperation(), std::move(patterns));
  }
};

struct PluginFuseElementwise : FuseElementwiseBase<PluginFuseElementwise> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PluginFuseElementwise)
  StringRef getArgument() const final { return "plugin-fuse-elementwise"; }
  StringRef getDescription() const final {
    return "upstream elementwise fusion, from a pass plugin";
  }
  void runOnOperation() override {
    if (failed(fuse()))
      signalPassFailure();
  }
};

struct PluginBrokenFuse : FuseElementwiseBase<PluginBrokenFuse> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PluginBrokenFuse)
  StringRef getArgument() const final {
    return "plugin-broken-fuse-elementwise";
  }
  StringRef getDescription() const final {
    return "elementwise fusion that swaps two inputs of a fused op (wrong)";
  }
  void runOnOperation() override {
    if (failed(fuse())) {
      signalPassFailure();
      return;
    }
    getOperation()->walk([](linalg::GenericOp op) {
      if (op.getNumDpsInputs() < 3)
        return; // only ops fusion made (a producer's inputs joined)
      OpOperand *a = op.getDpsInputOperand(0), *b = op.getDpsInputOperand(1);
      if (a->get().getType() != b->get().getType() ||
          op.getMatchingIndexingMap(a) != op.getMatchingIndexingMap(b))
        return;
      Value first = a->get();
      a->set(b->get());
      b->set(first);
    });
  }
};
} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "FusefuzzTestFusionPlugin",
          LLVM_VERSION_STRING, [] {
            PassRegistration<PluginFuseElementwise>();
            PassRegistration<PluginBrokenFuse>();
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "FusefuzzTestFusionPlugin",
          LLVM_VERSION_STRING, [](DialectRegistry *registry) {
            registry->insert<linalg::LinalgDialect>();
          }};
}
