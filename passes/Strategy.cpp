//===- Strategy.cpp - The strategy table ----------------------------------===//
#include "passes/Strategy.h"

#include <deque>

using namespace fusefuzz;

llvm::ArrayRef<StrategyInfo> fusefuzz::allStrategies() {
  static const StrategyInfo table[] = {
#define FUSION_STRATEGY(name, fn, desc) {name, fn, desc, false, ""},
#define BROKEN_STRATEGY(name, fn, ref, desc) {name, fn, desc, true, ref},
#include "passes/Strategies.def"
  };
  return table;
}

static std::deque<StrategyInfo> &registered() {
  static std::deque<StrategyInfo> extra;
  return extra;
}

void fusefuzz::registerStrategy(const StrategyInfo &info) {
  if (!findStrategy(info.name))
    registered().push_back(info);
}

const StrategyInfo *fusefuzz::findStrategy(llvm::StringRef name) {
  for (const StrategyInfo &info : allStrategies())
    if (info.name == name)
      return &info;
  for (const StrategyInfo &info : registered())
    if (info.name == name)
      return &info;
  return nullptr;
}
