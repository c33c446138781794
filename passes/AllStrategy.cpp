//===- AllStrategy.cpp - The default strategy: every family in turn -------===//
//
// `all` picks one family per case from the case seed, so that a default
// campaign exercises each of them and every case still reproduces alone:
//   40%  pad fusion, then elementwise fusion (the proved family),
//   15%  each: tile-fuse-producers, tile-fuse-consumers, transform,
//        diffusion.
// Hand-written cases (no seed) get pad + elementwise. The family shows in
// the rules fired as `family:<strategy>`.
//
//===----------------------------------------------------------------------===//
#include "passes/Strategy.h"
#include "passes/TileParams.h"

using namespace mlir;
using namespace fusefuzz;

/// Salts the case seed for the family draw (ASCII "family").
static constexpr uint64_t kFamilySalt = 0x0000'6661'6d69'6c79ULL;

LogicalResult fusefuzz::runAllFusion(func::FuncOp func, FusionTally &tally) {
  struct Family {
    const char *name;
    StrategyFn run;
  };
  static const Family families[] = {
      {"pad+elementwise", runPadThenElementwise},
      {"tile-fuse-producers", runTileFuseProducers},
      {"tile-fuse-consumers", runTileFuseConsumers},
      {"transform", runTransformScripts},
      {"diffusion", runDiffusion},
  };
  unsigned pick = 0;
  if (caseSeedOf(func) != 0) {
    SeededDecisions ds = strategyDecisions(func, kFamilySalt, 0);
    pick = ds.weighted({40, 15, 15, 15, 15});
  }
  tally.record(std::string("family:") + families[pick].name);
  return families[pick].run(func, tally);
}
