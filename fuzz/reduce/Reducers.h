//===- Reducers.h - Single reductions of a case function --------*- C++ -*-===//
#ifndef FUSEFUZZ_FUZZ_REDUCE_REDUCERS_H
#define FUSEFUZZ_FUZZ_REDUCE_REDUCERS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace fusefuzz {

using ReducerFn = bool (*)(mlir::func::FuncOp func, unsigned target);

struct ReducerInfo {
  llvm::StringRef name;
  ReducerFn apply;
  llvm::StringRef description;
};

llvm::ArrayRef<ReducerInfo> allReducers();

#define REDUCER(name, fn, desc)                                                \
  bool fn(mlir::func::FuncOp func, unsigned target);
#include "fuzz/reduce/Reducers.def"

/// Erases ops whose results are unused and that have no side effects, then
/// function arguments nobody reads (with their attributes).
void removeDeadCode(mlir::func::FuncOp func);

/// Ops in the function, not counting nested payload ops or the terminator.
unsigned countOps(mlir::func::FuncOp func);

} // namespace fusefuzz

#endif
