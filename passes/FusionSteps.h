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
  };
  std::vector<Output> outputs;
  /// Every consumer operand other than the fused one (its operand number),
  /// its map before the step and the map of the fused operand in its
  /// place; nullopt when the fused op holds another value there.
  struct ConsumerOperand {
    unsigned operand;
    mlir::AffineMap before;
    std::optional<mlir::AffineMap> after;
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
  /// The producer's payload reads the `outs` of the padded result, and
  /// whether the fused generic still reads the same init.
  bool producerReadsOuts = false;
  bool initPreserved = true;
  /// When the original init is a linalg.fill of a constant: its bits.
  std::optional<uint64_t> originalInitFillBits;
  bool structureFound = false; // the replacement was insert_slice(fill)
};

struct FusionStep {
  enum Kind { Elementwise, Pad } kind = Elementwise;
  std::string rule;   // pattern or driver that performed it
  std::string before; // producer and consumer (or pad) as printed
  std::string after;  // the fused op(s) as printed
  ElementwiseStepRecord elementwise;
  PadStepRecord pad;
};

} // namespace fusefuzz

#endif
