//===- TileParams.h - Seeded tiling parameters for tile strategies -*- C++
//-*-===//
//
// What the tile-and-fuse strategies share: drawing tile sizes, interchange
// and loop kind for one op from the case seed (so a case file reproduces
// exactly), deciding when reduction loops may be tiled or reordered, and
// finding the loop nest around a tiled op.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_TILEPARAMS_H
#define FUSEFUZZ_PASSES_TILEPARAMS_H

#include "generators/DecisionSource.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Interfaces/TilingInterface.h"

#include <string>

namespace fusefuzz {

/// How one op is tiled.
struct TileParams {
  llvm::SmallVector<int64_t> sizes;       // per loop, 0 = untiled
  llvm::SmallVector<int64_t> interchange; // empty = identity
  bool forall = false;
  /// Tile sizes passed as SSA values computed at tiling time (not foldable
  /// constants): upstream then builds its loop steps and partial-tile
  /// sizes from symbols, the path of sizes known only at run time.
  bool dynamicSizes = false;

  /// "sizes=[2,0] interchange=id loop=for": what rewrites and reports say.
  std::string str() const;
  /// The upstream options these parameters mean.
  mlir::scf::SCFTilingOptions options(mlir::MLIRContext *ctx) const;
  /// Whether any tiled loop of `op` is a reduction loop.
  bool tilesReduction(mlir::TilingInterface op) const;
};

/// Whether the result of `op` stays exact when its reduction loops run in
/// another order or in pieces: every reduction is `out = op(out, f(inputs))`
/// with an exactly associative and commutative combiner (integer
/// add/mul/and/or/xor/min/max, float minimumf/maximumf). Upstream tiling
/// assumes this of every reduction; generated payloads need not satisfy it,
/// and comparing them after reordering would be a false alarm. Ops without
/// reduction loops are trivially reassociable.
bool reductionsReassociable(mlir::TilingInterface op);

/// Whether tiling `op` (or fusing it into a nest) lets upstream size one of
/// its slices negatively: an operand read through an expression that is not
/// a plain loop or a constant (d0 * 3, d0 + d1) over a loop whose extent may
/// be 0 (dynamic, or a static 0). Upstream computes such a slice's size as
/// the last index read plus one, 3 * (0 - 1) + 1 = -2 for an empty loop
/// (corpus/known/transform-fuse-strided-map-negative-slice.mlir); the
/// project's own drivers refuse these ops instead of inheriting that.
bool stridedReadOfPossiblyEmptyLoop(mlir::Operation *op);

/// Draws tile sizes per loop (untiled, 1, a divisor, a non-divisor, larger
/// than the extent), an interchange and the loop kind. Reduction loops are
/// tiled only when `mayTileReductions` and the op's reductions are
/// reassociable, and keep their relative order otherwise.
TileParams chooseTileParams(mlir::TilingInterface op, DecisionSource &ds,
                            bool mayTileReductions = true);

/// The tileable ops whose results `func` returns (the roots of the tile
/// strategies), last returned first, each once.
llvm::SmallVector<mlir::TilingInterface>
returnedTileableOps(mlir::func::FuncOp func);

/// The seed of the case `func` belongs to (`fusefuzz.seed` on the module; 0
/// for hand-written cases).
uint64_t caseSeedOf(mlir::func::FuncOp func);

/// Decisions for the `index`-th choice of a strategy (salted by the
/// strategy, so strategies draw independently from one case seed).
SeededDecisions strategyDecisions(mlir::func::FuncOp func, uint64_t salt,
                                  uint64_t index);

/// The scf.for / scf.forall loops around `op`, outermost first, up to the
/// function body.
llvm::SmallVector<mlir::LoopLikeOpInterface> loopsAround(mlir::Operation *op);

/// Makes the `tensor.dim`s of `op`'s results read the matching `inits`
/// instead (result i has the shape of init i: tile loops and
/// destination-style ops), so that a value read only for its shape stops
/// keeping `op` alive.
void dimsReadInits(mlir::RewriterBase &rewriter, mlir::Operation *op,
                   mlir::ValueRange inits);

/// Prepares `consumer` of the tile nest `outerLoop` for consumer fusion as
/// downstream drivers do (IREE): `tensor.dim`s of the nest's results read
/// their inits instead (tile loops insert into their iter_args, so shapes
/// agree), and the definitions of the consumer's other operands move above
/// the nest where they can (all or nothing). Upstream refuses consumers
/// with operands defined after the nest's first user.
void hoistConsumerOperands(mlir::RewriterBase &rewriter,
                           mlir::Operation *consumer,
                           mlir::Operation *outerLoop);

} // namespace fusefuzz

#endif
