//===- Strategy.cpp - The strategy table ----------------------------------===//
#include "passes/Strategy.h"

using namespace fusefuzz;

llvm::ArrayRef<StrategyInfo> fusefuzz::allStrategies() {
  static const StrategyInfo table[] = {
#define FUSION_STRATEGY(name, fn, desc) {name, fn, desc, false, ""},
#define BROKEN_STRATEGY(name, fn, ref, desc) {name, fn, desc, true, ref},
#include "passes/Strategies.def"
  };
  return table;
}

const StrategyInfo *fusefuzz::findStrategy(llvm::StringRef name) {
  for (const StrategyInfo &info : allStrategies())
    if (info.name == name)
      return &info;
  return nullptr;
}
