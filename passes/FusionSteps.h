//===- FusionSteps.h - What one fusion step did -----------------*- C++ -*-===//
//
// A snapshot of each fusion step, taken from the IR right before and right
// after the step (while the ops still exist), holding only what the prover
// needs: indexing maps, loop sizes, the producer's `linalg.index` uses and
// the index values they became in the fused body, pad amounts and the slice
// the fused pad writes. Quantities are affine expressions; symbolic sizes
// and pads are named symbols (see IndexTracer).
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_FUSIONSTEPS_H
#define FUSEFUZZ_PASSES_FUSIONSTEPS_H

#include "passes/IndexTracer.h"

#include "mlir/IR/AffineMap.h"

#include <optional>
#include <string>
#include <vector>

namespace fusefuzz {

/// A loop nest: static sizes (nullopt where dynamic) and iterator kinds.
struct LoopNest {
  llvm::SmallVector<std::optional<int64_t>, 4> sizes;
  llvm::SmallVector<bool, 4> parallel;
  unsigned size() const { return sizes.size(); }
};

struct ElementwiseStepRecord {
  LoopNest producerLoops, consumerLoops, fusedLoops;
  mlir::AffineMap consumerArgMap;    // consumer loops -> fused tensor
  mlir::AffineMap producerResultMap; // producer loops -> fused tensor
  llvm::SmallVector<mlir::AffineMap> producerInputMaps;
  /// Each producer input's static sizes (ShapedType::kDynamic where
  /// dynamic): where its fused map names a loop as a plain dim, the op
  /// requires that size to equal the loop's range.
  llvm::SmallVector<llvm::SmallVector<int64_t, 4>> producerInputShapes;
  /// Fused map of each producer input; nullopt when the fused op does not
  /// read that input where expected.
  llvm::SmallVector<std::optional<mlir::AffineMap>> fusedInputMaps;
  /// One entry per use of a producer `linalg.index`: the producer loop it
  /// named, and the value the use reads in the fused body (an expression
  /// over fused loops; null when it could not be traced or was not found).
  struct IndexUse {
    unsigned producerDim;
    mlir::AffineExpr fused;
  };
  std::vector<IndexUse> indexUses;
  /// Producer results kept alive as fused results: the producer's map of
  /// that result and the fused op's map of the result that replaces it.
  struct Preserved {
    mlir::AffineMap producerMap, fusedMap; // producerMap null: no init match
    bool readsInit;
    /// Some op outside the step reads its elements (not only its shape,
    /// through tensor.dim).
    bool elementsRead = true;
  };
  std::vector<Preserved> preserved;
  /// Every fused output map with the map (and loops) it came from, for the
  /// each-element-written-once obligations; `readsInit` when the fused
  /// payload's yielded values depend on the output's init.
  struct Output {
    mlir::AffineMap fusedMap, originMap;
    LoopNest originLoops;
    bool fromProducer;
    bool readsInit;
    /// What the fused op yields for this output depends on: the maps of
    /// the inputs it reads and the loops its linalg.index ops name. Two
    /// loop points agreeing on all of them write the same value, unless it
    /// also reads an init (`valueReadsInit`): then a later point may read
    /// an earlier one's write.
    llvm::SmallVector<mlir::AffineMap> valueMaps = {};
    llvm::SmallVector<unsigned> valueIndexDims = {};
    bool valueReadsInit = false;
  };
  std::vector<Output> outputs;
  /// Every consumer operand other than the fused one (its operand number),
  /// its map before the step and the map of the fused operand in its
  /// place; nullopt when the fused op holds another value there.
  struct ConsumerOperand {
    unsigned operand;
    mlir::AffineMap before;
    std::optional<mlir::AffineMap> after;
    /// Set when this operand reads another result of the producer and was
    /// fused in the same step (FuseOperands): the producer's map of the
    /// result it read. It must name the producer iteration the fused
    /// operand names.
    std::optional<mlir::AffineMap> fusedProducerMap = std::nullopt;
  };
  std::vector<ConsumerOperand> consumerOperands;
  /// All fused operand maps (reduction-bound obligation).
  llvm::SmallVector<mlir::AffineMap> fusedOperandMaps;
  /// Uses of producer results outside the consumer, and whether each still
  /// reads the producer's value after the step (the producer itself, or the
  /// fused result kept for it).
  struct OutsideUse {
    unsigned producerResult;
    bool kept;
  };
  std::vector<OutsideUse> outsideUses;
};

struct PadStepRecord {
  unsigned rank = 0;
  SymbolNames symbols;
  llvm::SmallVector<mlir::AffineExpr> low, high, sourceSizes; // before
  llvm::SmallVector<mlir::AffineExpr> offsets, sizes, strides, paddedSizes;
  std::optional<uint64_t> padValueBits, fillValueBits;
  /// The padded result holds elements of the producer's init: its payload
  /// reads its `outs`, or its output map writes only part of the init
  /// (writesPartOf: a constant result leaves the rest to the init). And
  /// whether the fused generic still has the same init.
  bool producerReadsOuts = false;
  bool producerWritesPartOfInit = false;
  bool initPreserved = true;
  /// When the original init is a linalg.fill of a constant: its bits.
  std::optional<uint64_t> originalInitFillBits;
  bool structureFound = false; // the replacement was insert_slice(fill)
};

/// Reshape propagation (FoldWithProducerReshapeOpByExpansion and its
/// siblings) moves a tensor.expand_shape / collapse_shape across a generic:
/// the generic is rebuilt with groups of its loops expanded or collapsed
/// (parallel groups need not be adjacent or in order; reduction groups
/// are, in order) and the reshape moves to its other side. Reshapes keep
/// row-major (flat) offsets, so the iterations of both sides that write
/// the same element of the replaced values, at the same flat index over
/// their reduction loops, must read the tensors at the roots of their
/// operands' reshape chains at the same flat offsets.
struct ReshapeStepRecord {
  /// Names of the size symbols in `shape` (dynamic dims, index values).
  SymbolNames symbols;
  struct Operand {
    mlir::AffineMap map;
    /// The operand tensor's sizes over `symbols` (null when untraced).
    llvm::SmallVector<mlir::AffineExpr> shape;
    /// Root of its expand/collapse chain, numbered across both sides
    /// (-1: not a tensor).
    int base = -1;
  };
  struct Side {
    unsigned numLoops = 0;
    /// Each loop's extent, from the first operand whose map reads it as a
    /// plain dim (null when none does or it is untraced).
    llvm::SmallVector<mlir::AffineExpr> loopSizes;
    /// Whether each loop is a reduction.
    llvm::SmallVector<bool> reduction;
    /// Inputs, then the inits the payload reads.
    std::vector<Operand> reads;
    /// Per replaced value: the init operand whose result (through
    /// reshapes) it is; nullopt when not traced to this op.
    std::vector<std::optional<Operand>> writes;
  };
  Side before, after;
  /// Sizes the original program requires equal (a reshape's source dim
  /// and the product of its group; an operand dim and the extent of the
  /// loop that reads it): a premise of every obligation, stated from the
  /// IR before the step only.
  std::vector<std::pair<mlir::AffineExpr, mlir::AffineExpr>> premises;
  /// Why the step could not be read (the replacement is not a generic
  /// behind reshapes, ...); empty when it was.
  std::string unsupported;
};

/// Shared-input (horizontal) fusion merged sibling generics that read one
/// value into one generic. Each sibling result is described as it was
/// computed (snapshot before merging) next to the merged result that
/// replaced it: the payload expression is compared op for op, and what is
/// left to prove is that its leaves read the same elements.
struct HorizontalStepRecord {
  LoopNest mergedLoops;
  struct Result {
    std::string sibling; // "result k of sibling i", for reports
    LoopNest loops;      // the sibling's
    /// The merged op runs the sibling's own loops (it was the last one
    /// merged): points are related one to one. Otherwise (the sibling was
    /// all-parallel) by the element they write.
    bool sameLoops = false;
    mlir::AffineMap outMap, mergedOutMap;
    /// Each tensor element the value is computed from: its map in the
    /// sibling and the counterpart's map in the merged op.
    struct Read {
      mlir::AffineMap before, after;
    };
    std::vector<Read> reads;
    /// Each linalg.index the value uses: the sibling loop, and the value
    /// over merged loops it became (null when untraced).
    struct IndexUse {
      unsigned dim;
      mlir::AffineExpr merged;
    };
    std::vector<IndexUse> indexUses;
    /// Why the merged op does not compute the value the sibling computed
    /// (other ops, other tensors, another init); empty when it does.
    std::string mismatch;
  };
  std::vector<Result> results;
};

/// An index quantity of a tile loop nest (a loop bound, a slice offset or
/// size): a tree over constants, the nest's induction variables (numbered
/// outermost first) and named symbols (dynamic sizes, index arguments),
/// with the affine operators plus min and max, which tile sizes need.
struct TileIndex {
  enum Kind {
    Unknown,
    Const,
    Iv,
    Symbol,
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
    Min,
    Max
  };
  Kind kind = Unknown;
  int64_t value = 0; // Const: the value; Iv, Symbol: the position
  std::vector<TileIndex> args;

  static TileIndex constant(int64_t v) { return {Const, v, {}}; }
  static TileIndex op(Kind k, std::vector<TileIndex> args);
  bool known() const;
  /// Whether it mentions induction variable `iv`.
  bool usesIv(unsigned iv) const;
};

/// One loop nest built by tiling (scf.for loops, or an scf.forall, around
/// the tiled ops), read from the IR after the strategy ran. Regions are in
/// the coordinates of the original (untiled) tensors; nothing here is
/// computed the way the tiling computed it: the prover states coverage and
/// agreement from the ops' indexing maps and the original tensors' sizes.
struct TileNestRecord {
  SymbolNames symbols;
  /// One per induction variable, outermost first.
  struct Loop {
    TileIndex lb, ub, step;
    bool forall = false;
  };
  std::vector<Loop> loops;
  struct Region {
    std::vector<TileIndex> offsets, sizes;
    bool unitStrides = true;
  };
  struct Operand {
    enum Source {
      Outside, // a slice of (or) a value defined before the nest
      Carried, // a slice of a loop-carried value (a nest result's init)
      InNest,  // computed by another tiled op of the nest
      Scalar,  // not a tensor
      Opaque,  // computed in the nest by an op the recorder does not model
               // (a tiled tensor.pad becomes scf.if / tensor.generate)
      Untraced
    } source = Untraced;
    /// Outside, Carried: the region read, in the full tensor; InNest: the
    /// region read within the producer's tile result.
    Region region;
    /// Outside, Carried: sizes of the full tensor.
    std::vector<TileIndex> fullSizes;
    int producer = -1, result = -1; // InNest
    int nestResult = -1;            // Carried
  };
  /// A result of a tiled op inserted into a nest result.
  struct Write {
    int nestResult = -1;
    Region region;
    std::vector<TileIndex> fullSizes; // of the nest result
    bool parallel = false;            // scf.forall's parallel_insert_slice
    /// Whether anything after the nest reads that nest result (a producer
    /// yielded whose other uses fusion rewrote writes a dead result).
    bool read = true;
  };
  struct Op {
    std::string name; // e.g. "linalg.generic #2"
    llvm::SmallVector<mlir::AffineMap> maps;
    llvm::SmallVector<bool> parallel;
    unsigned numInputs = 0;
    /// Per result: whether the payload reads that result's init.
    llvm::SmallVector<bool> readsInit;
    /// Per result: whether the payload yields that result's init element
    /// unchanged (`linalg.yield %out`): an iteration that reads back what
    /// an earlier one wrote there writes it again as it was.
    llvm::SmallVector<bool> copiesInit;
    std::vector<Operand> operands;
    std::vector<std::optional<Write>> writes; // per result
    /// Per init, the original (unfused) op's, found by location: equal
    /// numbers here and in resultInitOrigins are one tensor of the
    /// original program, up to CSE; empty when no original op was found.
    llvm::SmallVector<int> originalInits;
  };
  std::vector<Op> ops;
  /// Per nest result: the tensor of the original program its loop starts
  /// from (the loop's init, found by location), numbered as
  /// Op::originalInits; -1 where none was found.
  std::vector<int> resultInitOrigins;
  /// Sizes the original (unfused) program's ops require equal: every
  /// operand of an op has, along each loop its map reads, that loop's
  /// extent. A premise of every obligation (the original ran without
  /// error), stated from the original ops, never from the nest.
  std::vector<std::pair<TileIndex, TileIndex>> premises;
  /// Accesses of the original ops that are not a plain loop dim (`d0 +
  /// d1`, `2 * d0`, a constant) stay in bounds: the access at the last
  /// point of the loops is below the operand's size (`first < second`),
  /// and not negative unless that size is 0 (as MLIR's verifier checks the
  /// op with static sizes, an empty loop's last point counting as -1).
  /// Stated for accesses with non-negative coefficients only.
  std::vector<std::pair<TileIndex, TileIndex>> inBounds;
  /// Set when the nest's shape is outside what the recorder reads.
  std::string unsupported;
  /// Set when the nest holds a tiled op the obligations do not model (a
  /// pack, unpack or softmax): the recorded ops' obligations still run
  /// (one may fail), and the step is unknown for the rest.
  std::string unmodelled;
};

struct FusionStep {
  enum Kind {
    Elementwise,
    Pad,
    TileNest,
    Reshape,
    Horizontal
  } kind = Elementwise;
  std::string rule;   // pattern or driver that performed it
  std::string before; // producer and consumer (or pad) as printed
  std::string after;  // the fused op(s) as printed
  ElementwiseStepRecord elementwise;
  PadStepRecord pad;
  TileNestRecord tileNest;
  ReshapeStepRecord reshape;
  HorizontalStepRecord horizontal;
  /// Fusions this step proves (a tile nest holds several fused ops).
  unsigned fusionsCovered = 1;
};

} // namespace fusefuzz

#endif
