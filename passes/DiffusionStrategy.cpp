//===- DiffusionStrategy.cpp - The `diffusion` strategy -------------------===//
//
// Draws, from the case seed, the central op (contraction-like ops and
// reductions weigh more), its tiling, the cost callback and whether a
// second level tiles the central op's tile again, then runs the diffusion
// driver (Diffusion.h) once.
//
//===----------------------------------------------------------------------===//
#include "passes/Diffusion.h"
#include "passes/Strategy.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace fusefuzz;

/// Salts the case seed for this strategy's draws (ASCII "diffuse").
static constexpr uint64_t kDiffusionSalt = 0x0064'6966'6675'7365ULL;

LogicalResult fusefuzz::runDiffusion(func::FuncOp func, FusionTally &tally) {
  tally.classifiesRefusals = true;
  SmallVector<TilingInterface> ops;
  SmallVector<unsigned> weights;
  for (Operation &op : func.getBody().front()) {
    auto tileable = dyn_cast<TilingInterface>(op);
    if (!tileable)
      continue;
    unsigned weight = 1;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      weight += 3 * linalgOp.getNumReductionLoops();
    ops.push_back(tileable);
    weights.push_back(weight);
  }
  if (ops.empty())
    return success();
  SeededDecisions ds = strategyDecisions(func, kDiffusionSalt, 0);
  TilingInterface central = ops[ds.weighted(weights)];
  DiffusionOptions options;
  options.tiling = chooseTileParams(central, ds);
  switch (ds.weighted({60, 20, 20})) {
  case 0:
    break; // smallest slice first
  case 1:
    options.costName = "largest-slice";
    options.cost = [](ArrayRef<LoopLikeOpInterface> nest,
                      const DiffusionCandidate &c) {
      return -smallestSliceCost(nest, c);
    };
    break;
  default:
    options.costName = "program-order";
    options.cost = [](ArrayRef<LoopLikeOpInterface>,
                      const DiffusionCandidate &c) {
      return static_cast<int64_t>(c.order);
    };
  }
  // Drawn last, so that earlier draws stay what older case files recorded.
  options.tiling.dynamicSizes = ds.chance(25);
  // A second level in a third of the cases: its tiling is drawn for the
  // central op's tile once the first level is done (after every draw
  // above, so those stay what they were).
  if (ds.chance(33))
    options.innerTiling = [&ds](TilingInterface tile) {
      TileParams inner = chooseTileParams(tile, ds);
      inner.dynamicSizes = ds.chance(25);
      return inner;
    };
  return diffuse(central, options, tally);
}
