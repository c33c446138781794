//===- Strategy.cpp - The strategy table ----------------------------------===//
#include "passes/Strategy.h"

using namespace fusefuzz;

/// The built-in strategies (no generation emphasis: the default policy
/// suits every family).
llvm::ArrayRef<StrategyInfo> fusefuzz::builtinStrategies() {
  static const StrategyInfo table[] = {
#define FUSION_STRATEGY(name, fn, desc) {name, fn, desc, false, ""},
#define BROKEN_STRATEGY(name, fn, ref, desc) {name, fn, desc, true, ref},
#include "passes/Strategies.def"
  };
  return table;
}

llvm::Error fusefuzz::applyGenerationEmphasis(const StrategyInfo &info,
                                              llvm::StringRef userOverrides,
                                              GenPolicy &policy) {
  if (!info.policy.empty())
    if (llvm::Error e = policy.parseOverrides(info.policy))
      return e;
  if (!userOverrides.empty())
    return policy.parseOverrides(userOverrides);
  return llvm::Error::success();
}

bool StrategyRegistry::add(const StrategyInfo &info) {
  if (find(info.name))
    return false;
  extra.push_back(info);
  return true;
}

const StrategyInfo *StrategyRegistry::find(llvm::StringRef name) const {
  for (const StrategyInfo &info : builtinStrategies())
    if (info.name == name)
      return &info;
  for (const StrategyInfo &info : extra)
    if (info.name == name)
      return &info;
  return nullptr;
}

std::vector<const StrategyInfo *> StrategyRegistry::all() const {
  std::vector<const StrategyInfo *> out;
  for (const StrategyInfo &info : builtinStrategies())
    out.push_back(&info);
  for (const StrategyInfo &info : extra)
    out.push_back(&info);
  return out;
}
