//===- Subset.h - The IR fusefuzz accepts -----------------------*- C++ -*-===//
#ifndef FUSEFUZZ_ORACLE_PIPELINE_SUBSET_H
#define FUSEFUZZ_ORACLE_PIPELINE_SUBSET_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace fusefuzz {

/// Checks that `module` is one function in the supported subset (linalg
/// generic/fill/index/yield, tensor empty/pad/dim/slices, arith, math,
/// affine.apply) with no calls, declarations or other side effects, so that
/// JIT-executing it cannot reach outside the harness. Returns the function,
/// or null with a message naming the offending op.
mlir::func::FuncOp checkSubset(mlir::ModuleOp module, std::string &error);

} // namespace fusefuzz

#endif
