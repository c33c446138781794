//===- Lowering.cpp -------------------------------------------------------===//
#include "passes/Lowering.h"
#include "passes/DecomposeLayoutOps.h"
#include "passes/RuntimeChecks.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

using namespace mlir;
using namespace fusefuzz;

llvm::StringRef fusefuzz::loweringPipeline() {
  return "builtin.module("
         "one-shot-bufferize{allow-return-allocs-from-loops "
         "bufferize-function-boundaries "
         "function-boundary-type-conversion=identity-layout-map},"
         "scf-forall-to-for,"
         "convert-linalg-to-loops,"
         "convert-bufferization-to-memref,"
         "expand-strided-metadata,"
         "lower-affine,"
         "convert-scf-to-cf,"
         "convert-to-llvm,"
         "reconcile-unrealized-casts)";
}

std::unique_ptr<LoweringPipeline> LoweringPipeline::create(MLIRContext &context,
                                                           std::string &error) {
  llvm::raw_string_ostream os(error);
  std::unique_ptr<LoweringPipeline> lowering(new LoweringPipeline());
  lowering->pm = std::make_unique<PassManager>(&context);
  // The verifier runs on the fused IR before lowering; lowering passes are
  // not under test, and verifying after each of them doubles the cost.
  lowering->pm->enableVerifier(false);
  // The pass manager is anchored on builtin.module already: parse the
  // inner list.
  llvm::StringRef inner = loweringPipeline();
  inner.consume_front("builtin.module(");
  inner.consume_back(")");
  if (failed(parsePassPipeline(inner, *lowering->pm, os)))
    return nullptr;
  return lowering;
}

LoweringPipeline::~LoweringPipeline() = default;

void fusefuzz::untieEmptyTensors(ModuleOp module) {
  SmallVector<tensor::EmptyOp> shared;
  module.walk([&](tensor::EmptyOp op) {
    if (!op->hasOneUse() && !op->use_empty())
      shared.push_back(op);
  });
  for (tensor::EmptyOp op : shared) {
    OpBuilder b(op);
    b.setInsertionPointAfter(op);
    auto uses =
        llvm::map_to_vector(op->getUses(), [](OpOperand &use) { return &use; });
    for (OpOperand *use : llvm::drop_begin(uses))
      use->set(b.clone(*op)->getResult(0));
  }
}

bool fusefuzz::writesPartOf(linalg::LinalgOp op, OpOperand &init) {
  AffineMap map = op.getMatchingIndexingMap(&init);
  llvm::SmallDenseSet<unsigned> dims;
  for (AffineExpr e : map.getResults()) {
    auto dim = dyn_cast<AffineDimExpr>(e);
    if (!dim || !dims.insert(dim.getPosition()).second)
      return true;
  }
  return false;
}

/// Calls `fn` on each ranked tensor init of the structured ops of `module`
/// with pure tensor semantics.
static void forEachTensorInit(
    ModuleOp module,
    llvm::function_ref<void(linalg::LinalgOp, OpOperand &, RankedTensorType)>
        fn) {
  module.walk([&](linalg::LinalgOp op) {
    if (!op.hasPureTensorSemantics())
      return;
    for (OpOperand &init : op.getDpsInitsMutable())
      if (auto type = dyn_cast<RankedTensorType>(init.get().getType()))
        fn(op, init, type);
  });
}

void fusefuzz::copyPartiallyWrittenInits(ModuleOp module) {
  forEachTensorInit(module, [](linalg::LinalgOp op, OpOperand &init,
                               RankedTensorType type) {
    if (op.payloadUsesValueFromOperand(&init) ||
        init.get().getDefiningOp<tensor::EmptyOp>() || !writesPartOf(op, init))
      return;
    OpBuilder b(op);
    init.set(bufferization::AllocTensorOp::create(
        b, op.getLoc(), type, /*dynamicSizes=*/ValueRange{}, init.get()));
  });
}

void fusefuzz::castResultsSizedByOutputMaps(ModuleOp module) {
  forEachTensorInit(module, [](linalg::LinalgOp op, OpOperand &init,
                               RankedTensorType type) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    Value result = op.getTiedOpResult(&init);
    if (result.use_empty() ||
        llvm::none_of(llvm::seq<unsigned>(type.getRank()), [&](unsigned d) {
          return type.isDynamicDim(d) && !isa<AffineDimExpr>(map.getResult(d));
        }))
      return;
    OpBuilder b(op);
    b.setInsertionPointAfter(op);
    auto cast = tensor::CastOp::create(b, op.getLoc(), type, result);
    result.replaceAllUsesExcept(cast, cast);
  });
}

LogicalResult LoweringPipeline::run(ModuleOp module, std::string &error,
                                    bool runtimeChecks) {
  llvm::raw_string_ostream os(error);
  if (failed(decomposeLayoutOps(module, error)))
    return failure();
  untieEmptyTensors(module);
  copyPartiallyWrittenInits(module);
  castResultsSizedByOutputMaps(module);
  addRuntimeChecks(module, runtimeChecks);
  ScopedDiagnosticHandler handler(module.getContext(), [&](Diagnostic &diag) {
    os << diag.getLocation() << ": " << diag << "\n";
    return success();
  });
  return pm->run(module);
}
