//===- Strategy.h - Named fusion strategies ---------------------*- C++ -*-===//
#ifndef FUSEFUZZ_PASSES_STRATEGY_H
#define FUSEFUZZ_PASSES_STRATEGY_H

#include "passes/FusionTally.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace fusefuzz {

using StrategyFn = mlir::LogicalResult (*)(mlir::func::FuncOp, FusionTally &);

struct StrategyInfo {
  llvm::StringRef name;
  StrategyFn run;
  llvm::StringRef description;
  bool broken;               // deliberately wrong, for the self-check only
  llvm::StringRef reference; // for broken ones: the correct strategy
};

/// Every strategy, the deliberately broken ones last.
llvm::ArrayRef<StrategyInfo> allStrategies();
/// Adds a strategy at run time (tests, downstream builds linking their own
/// fusion code). Later registrations with the same name are ignored.
void registerStrategy(const StrategyInfo &info);

/// The strategy called `name` (broken ones included), or null.
const StrategyInfo *findStrategy(llvm::StringRef name);

#define FUSION_STRATEGY(name, fn, desc)                                        \
  mlir::LogicalResult fn(mlir::func::FuncOp func, FusionTally &tally);
#define BROKEN_STRATEGY(name, fn, ref, desc)                                   \
  mlir::LogicalResult fn(mlir::func::FuncOp func, FusionTally &tally);
#include "passes/Strategies.def"

} // namespace fusefuzz

#endif
