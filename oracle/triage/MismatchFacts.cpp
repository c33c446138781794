//===- MismatchFacts.cpp --------------------------------------------------===//
#include "oracle/triage/MismatchFacts.h"
#include "oracle/triage/CarriedValueFacts.h"
#include "oracle/triage/PayloadFacts.h"
#include "passes/Lowering.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace fusefuzz;

/// The loop whose induction variable `v` is, or null.
static LoopLikeOpInterface inductionLoop(Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  auto loop = arg ? dyn_cast<LoopLikeOpInterface>(arg.getOwner()->getParentOp())
                  : nullptr;
  std::optional<SmallVector<Value>> ivs =
      loop ? loop.getLoopInductionVars() : std::nullopt;
  return ivs && llvm::is_contained(*ivs, v) ? loop : nullptr;
}

/// Whether `v` is computed from `iv` through index arithmetic alone
/// (affine.apply / affine.min / affine.max and arith ops), not through
/// what loops carry or inner loops count.
static bool computedFrom(Value v, Value iv) {
  if (v == iv)
    return true;
  Operation *def = v.getDefiningOp();
  if (!def ||
      !(isa<affine::AffineApplyOp, affine::AffineMinOp, affine::AffineMaxOp>(
            def) ||
        def->getDialect()->getNamespace() == "arith"))
    return false;
  return llvm::any_of(def->getOperands(),
                      [&](Value operand) { return computedFrom(operand, iv); });
}

/// Whether `v` is computed from one of `ivs` (through the ops that compute
/// it inside `loop`; what an inner loop carries counts as computed from
/// them: it changes from iteration to iteration). With
/// `ignoreOverwrittenInits`, an init a structured op overwrites whole
/// without reading it (a permutation output map, a payload that ignores
/// it) gives its result only where it is written: the offsets and sizes
/// of the slice it is, not its elements.
static bool dependsOn(Value v, ArrayRef<Value> ivs, Operation *loop,
                      llvm::DenseMap<Value, bool> &memo,
                      bool ignoreOverwrittenInits = false) {
  if (llvm::is_contained(ivs, v))
    return true;
  if (auto it = memo.find(v); it != memo.end())
    return it->second;
  memo[v] = false; // (cycles through iter_args end here)
  bool result = false;
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    Operation *owner = arg.getOwner()->getParentOp();
    result = owner != loop && loop->isProperAncestor(owner);
    // An inner loop's induction variable runs the same range in every
    // iteration, unless its bounds move.
    auto inner = dyn_cast<LoopLikeOpInterface>(owner);
    std::optional<SmallVector<Value>> innerIvs =
        inner ? inner.getLoopInductionVars() : std::nullopt;
    if (result && innerIvs && llvm::is_contained(*innerIvs, v))
      result = llvm::any_of(owner->getOperands(), [&](Value bound) {
        return !isa<RankedTensorType>(bound.getType()) &&
               dependsOn(bound, ivs, loop, memo, ignoreOverwrittenInits);
      });
  } else if (Operation *def = v.getDefiningOp();
             def && loop->isProperAncestor(def)) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(def);
    auto overwritten = [&](OpOperand &operand) {
      return ignoreOverwrittenInits && linalgOp &&
             linalgOp.isDpsInit(&operand) &&
             !linalgOp.payloadUsesValueFromOperand(&operand) &&
             linalgOp.getMatchingIndexingMap(&operand).isPermutation();
    };
    auto follow = [&](Value operand) {
      return dependsOn(operand, ivs, loop, memo, ignoreOverwrittenInits);
    };
    result = llvm::any_of(def->getOpOperands(), [&](OpOperand &operand) {
      if (!overwritten(operand))
        return follow(operand.get());
      // Where it writes still counts (a payload may read its indices).
      auto slice = operand.get().getDefiningOp<tensor::ExtractSliceOp>();
      return slice && loop->isProperAncestor(slice) &&
             (llvm::any_of(slice.getOffsets(), follow) ||
              llvm::any_of(slice.getSizes(), follow));
    });
  }
  return memo[v] = result;
}

std::string fusefuzz::reaccumulationFact(func::FuncOp fused) {
  WalkResult found = fused.walk([](linalg::LinalgOp op) {
    // What the op reads of a loop-carried value it also writes: an init
    // its payload reads, or an input sliced from the carried value one of
    // its inits slices (an in-place producer, `ins(%x) outs(%x)`, fused
    // into a loop carrying %x).
    SmallVector<Value> writtenCarried;
    for (Value init : op.getDpsInits())
      if (auto slice = init.getDefiningOp<tensor::ExtractSliceOp>())
        writtenCarried.push_back(slice.getSource());
    SmallVector<OpOperand *> readBack;
    for (OpOperand &init : op.getDpsInitsMutable())
      if (op.payloadUsesValueFromOperand(&init))
        readBack.push_back(&init);
    for (OpOperand *input : op.getDpsInputOperands())
      if (auto slice = input->get().getDefiningOp<tensor::ExtractSliceOp>();
          slice && llvm::is_contained(writtenCarried, slice.getSource()))
        readBack.push_back(input);
    for (OpOperand *operand : readBack) {
      auto slice = operand->get().getDefiningOp<tensor::ExtractSliceOp>();
      LoopLikeOpInterface loop;
      if (!slice || !carriedStart(slice.getSource(), &loop))
        continue;
      // Only what the op writes back into the carried value accumulates
      // (an op given another result's carried value as destination reads
      // what others wrote: carriedValueFact).
      if (llvm::none_of(op->getResults(), [&](Value result) {
            return insertInto(result, slice.getSource());
          }))
        continue;
      // Along some induction variable of a loop carrying it (the one
      // around the op, or one further out whose carried value that one
      // starts from), the tile it accumulates into stays, and nothing it
      // reads moves: each iteration along it adds the same values onto
      // what the last one left (a tiled reduction's inputs move along the
      // reduction).
      // (The carried values the op's inits are slices of, up through the
      // loops that carry them, are its own destinations: what they carry
      // is what it accumulates, not what moves.)
      // (An init filled afresh, `fill(slice of %carried)`, is one too: the
      // fill's value does not move.)
      SmallVector<Value> chain;
      for (Value init : op.getDpsInits()) {
        if (auto fill = init.getDefiningOp<linalg::FillOp>())
          init = fill.getOutputs().front();
        if (auto own = init.getDefiningOp<tensor::ExtractSliceOp>())
          for (Value c = own.getSource(); carriedStart(c); c = carriedStart(c))
            chain.push_back(c);
      }
      for (Value carried = slice.getSource(); carriedStart(carried, &loop);
           carried = carriedStart(carried)) {
        std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars();
        Operation *l = loop.getOperation();
        for (Value iv : ivs ? *ivs : SmallVector<Value>()) {
          llvm::DenseMap<Value, bool> memo;
          for (Value own : chain)
            memo[own] = false;
          // (A producer's input recomputed into a carried tile it
          // overwrites does not move: campaign case seed
          // 3679542007305841407.)
          auto moves = [&](Value v) {
            return dependsOn(v, iv, l, memo, /*ignoreOverwrittenInits=*/true);
          };
          if (!llvm::any_of(slice.getOffsets(), moves) &&
              !llvm::any_of(op.getDpsInputs(), moves) &&
              !llvm::any_of(op.getDpsInits(), moves))
            return WalkResult::interrupt();
        }
      }
    }
    return WalkResult::advance();
  });
  return found.wasInterrupted() ? "recomputed-producer-reaccumulates" : "";
}

/// Whether `loop` moves a reduction dim of `op`: an input slice's offset,
/// along a result of the input's map that is a reduction dim, changes with
/// the loop.
static bool movesAlongReduction(linalg::LinalgOp op, LoopLikeOpInterface loop) {
  std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars();
  if (!ivs || !loop->isProperAncestor(op))
    return false;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  llvm::DenseMap<Value, bool> memo;
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto slice = input->get().getDefiningOp<tensor::ExtractSliceOp>();
    if (!slice || slice.getSourceType().getRank() !=
                      static_cast<int64_t>(slice.getMixedOffsets().size()))
      continue;
    AffineMap map = op.getMatchingIndexingMap(input);
    for (auto [r, result] : llvm::enumerate(map.getResults())) {
      auto dim = dyn_cast<AffineDimExpr>(result);
      auto offset = dyn_cast_if_present<Value>(slice.getMixedOffsets()[r]);
      if (dim && offset &&
          iterators[dim.getPosition()] == utils::IteratorType::reduction &&
          dependsOn(offset, *ivs, loop, memo))
        return true;
    }
  }
  return false;
}

/// The slice of a loop's carried value `init` ends up writing: itself, or
/// the init of the structured op computing it (a fill); null if neither.
static tensor::ExtractSliceOp writtenSlice(Value init) {
  while (auto producer = init.getDefiningOp<linalg::LinalgOp>())
    init = producer.getDpsInits()[cast<OpResult>(init).getResultNumber()];
  return init.getDefiningOp<tensor::ExtractSliceOp>();
}

/// Whether `loop` moves what `op` reads but not where it writes: it runs
/// over a dim the results lack, a reduction dim (where the read tile is
/// not a plain slice whose map says so, a tiled tensor.pad's scf.if).
static bool movesOnlyInputs(linalg::LinalgOp op, LoopLikeOpInterface loop) {
  std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars();
  if (!ivs || !loop->isProperAncestor(op) || op.getNumDpsInits() == 0)
    return false;
  llvm::DenseMap<Value, bool> memo;
  // (What it reads through inits other ops overwrite whole does not move:
  // an op recomputed whole in every iteration of a loop over a dim it
  // lacks reads no partial reduction.)
  auto moves = [&](Value v) {
    return dependsOn(v, *ivs, loop, memo, /*ignoreOverwrittenInits=*/true);
  };
  // (Where it writes moves with this loop's own induction variables; an
  // inner loop's move a tile inside the one this loop writes.)
  // Through the shared outputs of loops nested in this one, up to the
  // slice this loop's own iteration writes.
  auto movesWithLoop = [&](Value offset) {
    return llvm::any_of(*ivs,
                        [&](Value iv) { return computedFrom(offset, iv); });
  };
  for (Value init : op.getDpsInits()) {
    for (Value v = init;;) {
      tensor::ExtractSliceOp slice = writtenSlice(v);
      if (!slice && v == init)
        return false;
      if (!slice) // an inner loop carrying this loop's own value whole
        break;
      if (llvm::any_of(slice.getOffsets(), movesWithLoop))
        return false;
      LoopLikeOpInterface inner;
      Value start = carriedStart(slice.getSource(), &inner);
      if (!start || inner == loop || !loop->isProperAncestor(inner))
        break;
      v = start;
    }
  }
  return llvm::any_of(op.getDpsInputs(), moves);
}

/// Whether `init` is made afresh inside `loop`: by a structured op, a
/// pack or an unpack there, read directly or through slices of its result
/// (a tiled unpack unpacks whole inner tiles and slices the tile out).
static bool madeInside(Value init, LoopLikeOpInterface loop) {
  for (Value v = init;;) {
    Operation *def = v.getDefiningOp();
    if (!def || !loop->isProperAncestor(def))
      return false;
    if (isa<linalg::LinalgOp, linalg::PackOp, linalg::UnPackOp>(def))
      return true;
    auto slice = dyn_cast<tensor::ExtractSliceOp>(def);
    if (!slice)
      return false;
    v = slice.getSource();
  }
}

/// The loops around `op`, innermost first.
static SmallVector<LoopLikeOpInterface> enclosingLoops(Operation *op) {
  SmallVector<LoopLikeOpInterface> loops;
  for (auto l = op->getParentOfType<LoopLikeOpInterface>(); l;
       l = l->getParentOfType<LoopLikeOpInterface>())
    loops.push_back(l);
  return loops;
}

std::string fusefuzz::reductionTilingFact(func::FuncOp fused) {
  std::string fact;
  fused.walk([&](linalg::LinalgOp op) {
    for (LoopLikeOpInterface loop : enclosingLoops(op)) {
      if (!op.getNumReductionLoops() ||
          !(movesAlongReduction(op, loop) || movesOnlyInputs(op, loop)))
        continue;
      // Its init made afresh inside the loop: every tile of the reduction
      // starts again from it.
      for (Value init : op.getDpsInits())
        if (madeInside(init, loop)) {
          fact = "reduction-init-recomputed-per-tile";
          return WalkResult::interrupt();
        }
      // Read inside the loop by another op: a partial reduction.
      for (Operation *user : op->getUsers())
        if (isa<linalg::LinalgOp>(user) && user != op.getOperation() &&
            loop->isProperAncestor(user)) {
          fact = "reads-partial-reduction";
          return WalkResult::interrupt();
        }
    }
    return WalkResult::advance();
  });
  if (!fact.empty())
    return fact;
  // One loop's induction variable as two offsets of one slice a structured
  // op reads or writes through a map that moves them apart: only the
  // diagonal tiles are computed. (Through a window map, `(d0, d0 + d1)`,
  // one loop drives both dims by design.)
  fused.walk([&](linalg::LinalgOp op) {
    for (OpOperand &use : op->getOpOperands()) {
      auto slice = use.get().getDefiningOp<tensor::ExtractSliceOp>();
      if (!slice || !op.getMatchingIndexingMap(&use).isProjectedPermutation())
        continue;
      llvm::SmallPtrSet<Value, 4> seen;
      for (Value offset : slice.getOffsets()) {
        if (inductionLoop(offset) && !seen.insert(offset).second) {
          fact = "one-loop-drives-two-dims";
          return WalkResult::interrupt();
        }
      }
    }
    return WalkResult::advance();
  });
  return fact;
}

/// What characterizes a read of unwritten elements in `fused`: "unwritten",
/// and "/partial-write-into-empty" where a structured op writes only part
/// of an init that is a tensor.empty (writesPartOf): the rest of its
/// result was never written, the usual root cause being a rewrite that
/// dropped a defined init it took for overwritten.
std::string fusefuzz::unwrittenReadFact(func::FuncOp fused,
                                        func::FuncOp unfused) {
  bool kept = false;
  WalkResult partialIntoEmpty = fused.walk([&](linalg::LinalgOp op) {
    for (OpOperand &init : op.getDpsInitsMutable())
      if (init.get().getDefiningOp<tensor::EmptyOp>() &&
          writesPartOf(op, init)) {
        kept = op->getNumRegions() == 1 && !op.getBlock()->empty() &&
               feedsAnotherOutput(op, init.getOperandNumber() -
                                          op.getNumDpsInputs()) &&
               !writesThrough(unfused, op.getMatchingIndexingMap(&init));
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  if (partialIntoEmpty.wasInterrupted())
    return kept ? "unwritten/kept-result-partial-write"
                : "unwritten/partial-write-into-empty";
  if (std::string fact = keptResultFact(fused, unfused);
      fact == "kept-result-under-empty-loop")
    return "unwritten/" + fact;
  // A reduction into a tensor.empty: where its domain may be empty, the
  // result is the init, which nobody wrote.
  WalkResult reductionIntoEmpty = fused.walk([](linalg::LinalgOp op) {
    if (op.getNumReductionLoops() == 0)
      return WalkResult::advance();
    for (Value init : op.getDpsInits())
      if (init.getDefiningOp<tensor::EmptyOp>())
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (reductionIntoEmpty.wasInterrupted())
    return "unwritten/reduction-init-empty";
  // A loop nest's root cause (an init recomputed per reduction tile leaves
  // the result unwritten where the reduction runs no iteration), an op
  // reading a carried value where no iteration wrote yet, or a loop's
  // result no iteration wrote all of.
  if (std::string nest = loopNestFact(fused); !nest.empty())
    return "unwritten/" + nest;
  std::string carried = carriedValueFact(fused);
  if (carried.empty())
    carried = uncoveredYieldFact(fused);
  return carried.empty() ? "unwritten" : "unwritten/" + carried;
}

/// The slice that the tensor `slice` takes its tile from was itself taken
/// from, one tiling level up: through the loops that only carry it (an
/// inner level's iter_arg starts from the next level's) to the slice the
/// outermost of them starts from; null where there is none.
static tensor::ExtractSliceOp enclosingSlice(tensor::ExtractSliceOp slice) {
  LoopLikeOpInterface loop;
  Value start = carriedStart(slice.getSource(), &loop);
  for (Value outer = start; outer; outer = carriedStart(outer, &loop))
    start = outer;
  return start ? start.getDefiningOp<tensor::ExtractSliceOp>() : nullptr;
}

/// `x` where `offset` is `x floordiv tile` (an affine.apply of one
/// operand).
static std::optional<Value> roundedDownStart(Value offset, int64_t tile) {
  auto apply = offset.getDefiningOp<affine::AffineApplyOp>();
  if (!apply || apply.getMapOperands().size() != 1)
    return std::nullopt;
  auto div = dyn_cast<AffineBinaryOpExpr>(apply.getAffineMap().getResult(0));
  if (!div || div.getKind() != AffineExprKind::FloorDiv ||
      !isa<AffineDimExpr, AffineSymbolExpr>(div.getLHS()))
    return std::nullopt;
  auto divisor = dyn_cast<AffineConstantExpr>(div.getRHS());
  if (!divisor || divisor.getValue() != tile)
    return std::nullopt;
  return apply.getMapOperands()[0];
}

/// Whether `v` is the induction variable of a loop whose step is not a
/// constant multiple of `tile` (its iterations start anywhere in a tile).
static bool misalignedStep(Value v, int64_t tile) {
  LoopLikeOpInterface loop = inductionLoop(v);
  if (!loop)
    return false;
  std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars();
  std::optional<SmallVector<OpFoldResult>> steps = loop.getLoopSteps();
  if (!ivs || !steps || ivs->size() != steps->size())
    return false;
  for (auto [iv, step] : llvm::zip(*ivs, *steps))
    if (iv == v) {
      std::optional<int64_t> s = getConstantIntValue(step);
      return !s || *s % tile != 0;
    }
  return false;
}

/// 0 as a constant, or as an affine.apply of a map without operands that
/// gives 0 (as tiling writes it).
static bool isZero(OpFoldResult offset) {
  if (isConstantIntValue(offset, 0))
    return true;
  auto apply = dyn_cast_if_present<Value>(offset)
                   ? cast<Value>(offset).getDefiningOp<affine::AffineApplyOp>()
                   : nullptr;
  return apply && apply.getMapOperands().empty() &&
         apply.getAffineMap().isSingleConstant() &&
         apply.getAffineMap().getSingleConstantResult() == 0;
}

/// Whether `op` unpacks whole inner tiles (of size `tile`, packed outer
/// dim `outer`, dest dim `pos`) from the inner tile holding a start that
/// need not be on a multiple of `tile` (a loop's induction variable whose
/// step is not one), and its result is read from its first row along
/// `pos`, not at the start's offset inside the inner tile as a slice at
/// `start mod tile` would.
static bool unpacksFromUnalignedStart(linalg::UnPackOp op, int64_t pos,
                                      int64_t outer, int64_t tile) {
  auto source = op.getSource().getDefiningOp<tensor::ExtractSliceOp>();
  auto offset =
      source ? dyn_cast_if_present<Value>(source.getMixedOffsets()[outer])
             : Value();
  std::optional<Value> start =
      offset ? roundedDownStart(offset, tile) : std::nullopt;
  return start && misalignedStep(*start, tile) &&
         llvm::all_of(op->getUsers(), [&](Operation *user) {
           auto slice = dyn_cast<tensor::ExtractSliceOp>(user);
           return !slice || isZero(slice.getMixedOffsets()[pos]);
         });
}

/// An unpack tiled at two levels of a loop nest whose outer level tiled it
/// first: its source is a slice (of the inner loop) of a slice (of the
/// outer loop) of whole inner tiles. Where the outer loop's tiles along
/// packed outer dim `outer` need not start on a multiple of `tile`, the
/// outer tile unpacks whole inner tiles starting at `floor(off / tile) *
/// tile` and the right inner offsets count from `off mod tile` inside
/// them: inner source offsets computed without the outer induction
/// variable dropped that remainder (upstream's unpack tiling at the outer
/// level, tiled again by the inner one).
static bool outerTileRemainderDropped(linalg::UnPackOp op, int64_t outer,
                                      int64_t tile) {
  auto inner = op.getSource().getDefiningOp<tensor::ExtractSliceOp>();
  auto outerSlice =
      inner ? inner.getSource().getDefiningOp<tensor::ExtractSliceOp>()
            : nullptr;
  if (!outerSlice)
    return false;
  auto innerOffset = dyn_cast_if_present<Value>(inner.getMixedOffsets()[outer]);
  auto outerOffset =
      dyn_cast_if_present<Value>(outerSlice.getMixedOffsets()[outer]);
  if (!innerOffset || !outerOffset)
    return false;
  for (auto loop = outerSlice->getParentOfType<LoopLikeOpInterface>(); loop;
       loop = loop->getParentOfType<LoopLikeOpInterface>()) {
    std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars();
    if (!ivs || !loop->isProperAncestor(inner))
      continue;
    for (Value iv : *ivs)
      if (misalignedStep(iv, tile) && computedFrom(outerOffset, iv) &&
          !computedFrom(innerOffset, iv))
        return true;
  }
  return false;
}

/// "unpack-tile-offset-dropped" where a linalg.unpack inside a loop nest
/// computes a tile whose size along a dim it tiles is not a static multiple
/// of the inner tile, and either writes it straight into a slice at a
/// moving offset along that dim, or unpacks whole inner tiles and slices
/// the result at offset 0 there: the tile's offset inside the inner tile is
/// dropped either way (upstream's unpack tiling by a non-constant tile
/// size; a right unaligned tile is unpacked whole and sliced at `off mod
/// tile`).
std::string fusefuzz::layoutOpFact(func::FuncOp fused) {
  // Whether the tile `v` is placed at a moving offset along `dim`: by its
  // own slice or, at offset 0 there, by the slice an outer tiling level
  // took it from (same rank all the way).
  auto movesAlong = [&](Value v, int64_t dim) {
    for (auto slice = v.getDefiningOp<tensor::ExtractSliceOp>();
         slice &&
         slice.getSourceType().getRank() == slice.getResultType().getRank();
         slice = enclosingSlice(slice))
      if (!isZero(slice.getMixedOffsets()[dim]))
        return true;
    return false;
  };
  bool unalignedStart = false;
  WalkResult dropped = fused.walk([&](linalg::UnPackOp op) {
    if (!op->getParentOfType<LoopLikeOpInterface>())
      return WalkResult::advance();
    RankedTensorType dest = op.getDestType();
    ArrayRef<int64_t> perm = op.getOuterDimsPerm();
    for (auto [pos, tile] :
         llvm::zip(op.getInnerDimsPos(), op.getStaticInnerTiles())) {
      if (ShapedType::isDynamic(tile))
        continue;
      // (Whole inner tiles of a misaligned outer tile: checked first.)
      int64_t outer = perm.empty() ? pos : llvm::find(perm, pos) - perm.begin();
      if (outerTileRemainderDropped(op, outer, tile))
        return WalkResult::interrupt();
      if (!dest.isDynamicDim(pos) && dest.getDimSize(pos) % tile == 0) {
        if (!unpacksFromUnalignedStart(op, pos, outer, tile))
          continue;
        unalignedStart = true;
        return WalkResult::interrupt();
      }
      if (movesAlong(op.getDest(), pos))
        return WalkResult::interrupt();
      for (Operation *user : op->getUsers()) {
        auto slice = dyn_cast<tensor::ExtractSliceOp>(user);
        if (slice && isZero(slice.getMixedOffsets()[pos]))
          return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  if (dropped.wasInterrupted())
    return unalignedStart ? "unpack-start-inside-inner-tile"
                          : "unpack-tile-offset-dropped";
  // A pack fused as a consumer into a loop nest that writes a slice as
  // large as its whole dest along a dim it tiles, at an offset that moves:
  // the tile of the source was taken for a tile of the packed outer dims
  // (upstream's consumer fusion of a pack whose source tile is not a
  // static multiple of the inner tile).
  WalkResult unscaled = fused.walk([&](linalg::PackOp op) {
    if (!op->getParentOfType<LoopLikeOpInterface>())
      return WalkResult::advance();
    // The pack's dest slice, and up through the shared outputs of the
    // loops around it, the slices each level takes (an outer level of a
    // two-level nest may be the one writing the whole packed dims).
    ArrayRef<int64_t> perm = op.getOuterDimsPerm();
    for (auto slice = op.getDest().getDefiningOp<tensor::ExtractSliceOp>();
         slice;) {
      RankedTensorType whole = slice.getSourceType();
      for (int64_t pos : op.getInnerDimsPos()) {
        int64_t j = perm.empty() ? pos : llvm::find(perm, pos) - perm.begin();
        std::optional<int64_t> size =
            getConstantIntValue(slice.getMixedSizes()[j]);
        if (!whole.isDynamicDim(j) && size == whole.getDimSize(j) &&
            !isZero(slice.getMixedOffsets()[j]))
          return WalkResult::interrupt();
      }
      slice = enclosingSlice(slice);
    }
    return WalkResult::advance();
  });
  if (unscaled.wasInterrupted())
    return "pack-tile-position-unscaled";
  // A pack fused as a consumer into a loop nest whose tiles of its source
  // along a packed dim need not start on a multiple of the inner tile,
  // writing the packed tile at the rounded-down outer offset: elements of
  // a tile that starts inside an inner tile land at its start (upstream
  // takes a constant upper bound of the source tile for the tile).
  WalkResult unaligned = fused.walk([&](linalg::PackOp op) {
    auto slice = op.getDest().getDefiningOp<tensor::ExtractSliceOp>();
    if (!slice || !op->getParentOfType<LoopLikeOpInterface>())
      return WalkResult::advance();
    ArrayRef<int64_t> perm = op.getOuterDimsPerm();
    for (auto [pos, tile] :
         llvm::zip(op.getInnerDimsPos(), op.getStaticInnerTiles())) {
      int64_t j = perm.empty() ? pos : llvm::find(perm, pos) - perm.begin();
      auto offset = dyn_cast_if_present<Value>(slice.getMixedOffsets()[j]);
      if (ShapedType::isDynamic(tile) || !offset)
        continue;
      if (auto start = roundedDownStart(offset, tile);
          start && misalignedStep(*start, tile))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return unaligned.wasInterrupted() ? "pack-tile-start-unaligned" : "";
}

std::string fusefuzz::forallRaceFact(func::FuncOp fused) {
  bool reduction = false, untraced = false, recomputed = false, moving = false;
  fused.walk([&](scf::ForallOp forall) {
    for (Operation &yielding : forall.getTerminator().getYieldingOps()) {
      auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(yielding);
      if (!insert)
        continue;
      // The induction variables the written tile does not move with.
      SmallVector<Value> still;
      for (Value iv : forall.getInductionVars()) {
        llvm::DenseMap<Value, bool> memo;
        if (llvm::none_of(insert.getOffsets(), [&](Value offset) {
              return dependsOn(offset, iv, forall, memo);
            }))
          still.push_back(iv);
      }
      if (still.empty()) {
        moving = true;
        continue;
      }
      auto op = insert.getSource().getDefiningOp<linalg::LinalgOp>();
      if (!op) {
        untraced = true;
        continue;
      }
      llvm::DenseMap<Value, bool> memo;
      bool readsMove = llvm::any_of(op->getOperands(), [&](Value operand) {
        return dependsOn(operand, still, forall, memo);
      });
      if (!readsMove)
        recomputed = true;
      else if (op.getNumReductionLoops() > 0)
        reduction = true;
      else
        untraced = true;
    }
  });
  if (reduction)
    return "reduction-dim";
  if (untraced)
    return "untraced-tile";
  if (recomputed)
    return "recomputed-whole";
  // Every written tile moves with every loop, and still two iterations
  // write one element: tiles coarser than the loop's step (a pack's whole
  // inner tiles written from the loop over an unpack's elements).
  if (moving)
    return "overlapping-tiles";
  return "";
}

std::string fusefuzz::stridedTileFact(func::FuncOp fused) {
  WalkResult found = fused.walk([](linalg::LinalgOp op) {
    if (!op->getParentOfType<LoopLikeOpInterface>() ||
        llvm::none_of(op.getStaticLoopRanges(), ShapedType::isDynamic))
      return WalkResult::advance();
    for (AffineMap map : op.getIndexingMapsArray())
      for (AffineExpr e : map.getResults())
        if (!isa<AffineDimExpr, AffineConstantExpr>(e))
          return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return found.wasInterrupted() ? "strided-read" : "";
}

std::string fusefuzz::loopNestFact(func::FuncOp fused) {
  // A reduction's init made afresh in each tile of its reduction is the
  // root cause where the op making it also accumulates onto its own outs
  // (an init producer that is itself a reduction, fused into the loop over
  // the consumer's reduction dim: campaign case seed 15760133252625689513).
  std::string tiling = reductionTilingFact(fused);
  if (tiling == "reduction-init-recomputed-per-tile")
    return tiling;
  if (std::string fact = reaccumulationFact(fused); !fact.empty())
    return fact;
  return tiling;
}

std::string fusefuzz::wrongValueFact(func::FuncOp fused, func::FuncOp unfused) {
  if (std::string fact = loopNestFact(fused); !fact.empty())
    return fact;
  if (std::string fact = carriedValueFact(fused); !fact.empty())
    return fact;
  return payloadFact(fused, unfused);
}
