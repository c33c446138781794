//===- Lowering.h - Tensor-level IR to the LLVM dialect ---------*- C++ -*-===//
#ifndef FUSEFUZZ_PASSES_LOWERING_H
#define FUSEFUZZ_PASSES_LOWERING_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace fusefuzz {

/// The textual pass pipeline that takes a tensor-level module (linalg,
/// tensor, arith, math, affine) to the LLVM dialect: one-shot bufferization
/// across function boundaries, ownership-based deallocation (returned
/// buffers are owned by the caller), loops, then LLVM.
llvm::StringRef loweringPipeline();

/// Builds the pass manager for `context` now (it is cached per context), so
/// forked children inherit it instead of each building their own.
mlir::LogicalResult prepareLowering(mlir::MLIRContext *context,
                                    std::string &error);

/// Runs loweringPipeline() on `module` in place; on failure `error` holds
/// the diagnostics.
mlir::LogicalResult lowerToLLVM(mlir::ModuleOp module, std::string &error);

} // namespace fusefuzz

#endif
