//===- Lowering.h - Tensor-level IR to the LLVM dialect ---------*- C++ -*-===//
#ifndef FUSEFUZZ_PASSES_LOWERING_H
#define FUSEFUZZ_PASSES_LOWERING_H

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>

namespace mlir {
class PassManager;
}

namespace fusefuzz {

/// The textual pass pipeline that takes a tensor-level module (linalg,
/// tensor, arith, math, affine) to the LLVM dialect: one-shot bufferization
/// across function boundaries, loops, then LLVM in one dialect conversion.
/// No deallocation is inserted: the harness frees every block a call
/// allocated once the call returns (oracle/exec/Executor.h), which keeps the
/// code to compile small. The pipeline takes a third less time than with
/// ownership-based deallocation and one conversion pass per dialect.
llvm::StringRef loweringPipeline();

/// Gives every use of a `tensor.empty` its own op, run before
/// loweringPipeline(). Semantics are unchanged (each use is a fresh tensor of
/// undefined contents), but MLIR 22's One-Shot Bufferize can place several
/// scf.forall shared outputs initialized by one `tensor.empty` in one buffer
/// after consumer fusion (their writes then clobber each other): a lowering
/// fault that would otherwise be reported as a fusion mismatch.
void untieEmptyTensors(mlir::ModuleOp module);

/// One-Shot Bufferize gives an op whose payload never reads its outs a new
/// buffer without the init's contents when it cannot write in place, also
/// where the op writes only part of that init (an output map with a
/// constant result): the rest is then garbage (an upstream bug, see
/// corpus/known/bufferize-partial-write-drops-init.mlir). Before lowering,
/// such an init is copied explicitly (bufferization.alloc_tensor copy), so
/// the executors agree with the IR's meaning.
void copyPartiallyWrittenInits(mlir::ModuleOp module);

/// LinalgOp::reifyResultShapes takes a dynamic result size along a dim
/// whose output map result is not a loop (a constant, `(d0, 1, d2)`) to be
/// the value of that expression, not the init's size, and One-Shot
/// Bufferize sizes the buffer of an out-of-place copy of such a result by
/// it (an upstream bug, see
/// corpus/known/bufferize-copy-sized-by-output-map-constant.mlir). Before
/// lowering, every use of such a result reads it through a `tensor.cast` to
/// its own type, whose size bufferization takes from the buffer.
void castResultsSizedByOutputMaps(mlir::ModuleOp module);

/// Whether the output `init` of `op` has elements no iteration writes: its
/// map is not one distinct loop per dim (a constant result, a strided or
/// shifted one).
bool writesPartOf(mlir::linalg::LinalgOp op, mlir::OpOperand &init);

/// loweringPipeline() parsed once into a pass manager bound to one context
/// (parsing costs as much as running it on a small case). Owned by whoever
/// owns the context, so it never outlives it.
class LoweringPipeline {
public:
  /// Parses the pipeline for `context`; null with `error` set on failure.
  static std::unique_ptr<LoweringPipeline> create(mlir::MLIRContext &context,
                                                  std::string &error);
  ~LoweringPipeline();

  /// Lowers `module` (of this pipeline's context) in place, untying empty
  /// tensors first and, with `runtimeChecks` (the checking build), adding
  /// the runtime checks of passes/RuntimeChecks.h; on failure `error` holds
  /// the diagnostics.
  mlir::LogicalResult run(mlir::ModuleOp module, std::string &error,
                          bool runtimeChecks = false);

private:
  LoweringPipeline() = default;
  std::unique_ptr<mlir::PassManager> pm;
};

} // namespace fusefuzz

#endif
