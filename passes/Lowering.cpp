//===- Lowering.cpp -------------------------------------------------------===//
#include "passes/Lowering.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

using namespace mlir;

llvm::StringRef fusefuzz::loweringPipeline() {
  return "builtin.module("
         "one-shot-bufferize{bufferize-function-boundaries "
         "function-boundary-type-conversion=identity-layout-map},"
         "buffer-deallocation-pipeline,"
         "convert-linalg-to-loops,"
         "convert-bufferization-to-memref,"
         "expand-strided-metadata,"
         "lower-affine,"
         "convert-scf-to-cf,"
         "finalize-memref-to-llvm,"
         "convert-math-to-llvm,"
         "convert-arith-to-llvm,"
         "convert-index-to-llvm,"
         "convert-func-to-llvm,"
         "convert-cf-to-llvm,"
         "reconcile-unrealized-casts)";
}

/// One parsed pipeline per context, reused for every case: parsing and
/// building the pass manager costs as much as running it on a small case.
static PassManager *pipelineFor(MLIRContext *context, llvm::raw_ostream &os) {
  static llvm::DenseMap<MLIRContext *, std::unique_ptr<PassManager>> cache;
  auto &pm = cache[context];
  if (pm)
    return pm.get();
  auto fresh = std::make_unique<PassManager>(context);
  // The verifier runs on the fused IR before lowering; lowering passes are
  // not under test, and verifying after each of them doubles the cost.
  fresh->enableVerifier(false);
  // `pm` is anchored on builtin.module already: parse the inner list.
  llvm::StringRef inner = fusefuzz::loweringPipeline();
  inner.consume_front("builtin.module(");
  inner.consume_back(")");
  if (failed(parsePassPipeline(inner, *fresh, os))) {
    cache.erase(context);
    return nullptr;
  }
  pm = std::move(fresh);
  return pm.get();
}

LogicalResult fusefuzz::prepareLowering(MLIRContext *context,
                                        std::string &error) {
  llvm::raw_string_ostream os(error);
  return success(pipelineFor(context, os) != nullptr);
}

LogicalResult fusefuzz::lowerToLLVM(ModuleOp module, std::string &error) {
  llvm::raw_string_ostream os(error);
  ScopedDiagnosticHandler handler(module.getContext(), [&](Diagnostic &diag) {
    os << diag.getLocation() << ": " << diag << "\n";
    return success();
  });
  PassManager *pm = pipelineFor(module.getContext(), os);
  if (!pm)
    return failure();
  return pm->run(module);
}
