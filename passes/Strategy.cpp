//===- Strategy.cpp - The strategy table ----------------------------------===//
#include "passes/Strategy.h"

#include "llvm/ADT/StringSwitch.h"

using namespace fusefuzz;

/// The generation emphasis of a built-in strategy. Partial writes (output
/// maps with a constant result, knob partial_write) for the elementwise
/// families, whose step proofs and both executors read them; the tile-nest
/// prover does not read a constant output map result yet (it reports
/// tile-box and consumer-reads-tile failures that execution contradicts),
/// so the tile families keep the default until it does.
static llvm::StringRef emphasisOf(llvm::StringRef name) {
  return llvm::StringSwitch<llvm::StringRef>(name)
      .Cases({"pad", "pad+elementwise", "elementwise", "elementwise-aggressive",
              "stepwise", "stepwise-aggressive", "multiuse-producer"},
             "partial_write=4")
      .Default("");
}

llvm::ArrayRef<StrategyInfo> fusefuzz::builtinStrategies() {
  static const StrategyInfo table[] = {
#define FUSION_STRATEGY(name, fn, desc)                                        \
  {name, fn, desc, false, "", emphasisOf(name)},
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
