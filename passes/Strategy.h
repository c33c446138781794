//===- Strategy.h - Named fusion strategies ---------------------*- C++ -*-===//
#ifndef FUSEFUZZ_PASSES_STRATEGY_H
#define FUSEFUZZ_PASSES_STRATEGY_H

#include "generators/GenPolicy.h"
#include "passes/FusionTally.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <vector>

namespace fusefuzz {

using StrategyFn = mlir::LogicalResult (*)(mlir::func::FuncOp, FusionTally &);

struct StrategyInfo {
  llvm::StringRef name;
  StrategyFn run;
  llvm::StringRef description;
  bool broken;               // deliberately wrong, for the self-check only
  llvm::StringRef reference; // for broken ones: the correct strategy
  /// Generation emphasis: `--policy` overrides a campaign of this strategy
  /// (and the self-check of its broken variants) applies before the
  /// user's own, so that cases hold what the strategy transforms (sibling
  /// readers for shared-input fusion). Empty: the default policy.
  llvm::StringRef policy = {};
};

/// `policy` with the generation emphasis of strategy `info` applied (the
/// user's own overrides, `userOverrides`, win). Fails on a malformed
/// emphasis or override.
llvm::Error applyGenerationEmphasis(const StrategyInfo &info,
                                    llvm::StringRef userOverrides,
                                    GenPolicy &policy);

/// The built-in strategies of Strategies.def, the deliberately broken ones
/// last (a constant table).
llvm::ArrayRef<StrategyInfo> builtinStrategies();

/// The strategies one session can run: the built-ins plus those registered
/// at run time (tests, downstream builds linking their own fusion code).
/// Owned by a session, never global, so registrations do not leak between
/// sessions.
class StrategyRegistry {
public:
  /// Adds a strategy. A name that is already taken is refused (false).
  bool add(const StrategyInfo &info);
  /// The strategy called `name` (broken ones included), or null.
  const StrategyInfo *find(llvm::StringRef name) const;
  /// Built-ins first, then run-time registrations in order.
  std::vector<const StrategyInfo *> all() const;

private:
  std::vector<StrategyInfo> extra;
};

#define FUSION_STRATEGY(name, fn, desc)                                        \
  mlir::LogicalResult fn(mlir::func::FuncOp func, FusionTally &tally);
#define BROKEN_STRATEGY(name, fn, ref, desc)                                   \
  mlir::LogicalResult fn(mlir::func::FuncOp func, FusionTally &tally);
#include "passes/Strategies.def"

} // namespace fusefuzz

#endif
