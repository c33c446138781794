//===- MultiRoot.h - Several roots tiled into one loop nest ----*- C++ -*-===//
//
// ByteIR's multi-root tiling: the ops whose results only the function
// returns (roots, independent of each other) are tiled together into one
// scf.for built from a tile count T: the roots that share an extent N along
// one of their parallel loops (most roots; the others stay outside, refused
// as root-extent-differs) are tiled along it by one loop over [0, N) with
// step ceil(N / T) (T when N is dynamic), the last tile clamped and never
// empty, through upstream's TilingInterface (getTiledImplementation,
// getResultTilePosition). Producers are then
// fused into the shared nest greedily (TileFuseExt's worklist: a producer
// several roots read is computed once per iteration on the merged slice).
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_EXT_MULTIROOT_H
#define FUSEFUZZ_PASSES_EXT_MULTIROOT_H

#include "passes/ext/TileFuseExt.h"

namespace fusefuzz::ext {

struct MultiRootOptions {
  TileFuseExtOptions fusion{"MultiRoot", 15, false, false};
  /// Deliberate corruption: the loop stops one tile early (at N - step).
  bool brokenSkipLastTile = false;
};

mlir::LogicalResult tileRootsTogether(mlir::func::FuncOp func,
                                      FusionTally &tally,
                                      const MultiRootOptions &options);

} // namespace fusefuzz::ext

#endif
