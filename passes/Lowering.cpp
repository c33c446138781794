//===- Lowering.cpp -------------------------------------------------------===//
#include "passes/Lowering.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

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

LogicalResult fusefuzz::lowerToLLVM(ModuleOp module, std::string &error) {
  llvm::raw_string_ostream os(error);
  ScopedDiagnosticHandler handler(module.getContext(), [&](Diagnostic &diag) {
    os << diag.getLocation() << ": " << diag << "\n";
    return success();
  });
  PassManager pm(module.getContext());
  // `pm` is anchored on builtin.module already: parse the inner list.
  llvm::StringRef inner = loweringPipeline();
  inner.consume_front("builtin.module(");
  inner.consume_back(")");
  if (failed(parsePassPipeline(inner, pm, os)))
    return failure();
  return pm.run(module);
}
