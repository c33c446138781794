//===- FuseOperands.h - Elementwise fusion through several operands -*- C++
//-*-===//
//
// Upstream's `linalg::fuseElementwiseOps` fuses a producer into a consumer
// through one consumer operand. A consumer that reads several results of
// one producer (or one result twice) then still reads the producer through
// its other operands, and fusing again computes the producer twice. Here
// every given operand is fused at once: the producer is computed once per
// consumer iteration and each fused operand's block argument becomes the
// value the producer yields for the result it read. That is only right if
// every fused operand's map names the same producer iteration, so all the
// composed maps (inverse producer result map after consumer operand map)
// must agree; otherwise nothing is built.
//
// The fused op has upstream's layout exactly (consumer inputs before the
// first fused operand, the producer's inputs, the other consumer inputs;
// kept producer results, then the consumer's results), so with one operand
// it is the op upstream builds.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_EXT_FUSEOPERANDS_H
#define FUSEFUZZ_PASSES_EXT_FUSEOPERANDS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace fusefuzz::ext {

/// Why a set of operands cannot be fused (empty when it can). Reasons are
/// stable rule names for the refusal statistics.
std::string whyNotFusable(llvm::ArrayRef<mlir::OpOperand *> operands);

/// The consumer input operands that read results of `producer`, in order.
llvm::SmallVector<mlir::OpOperand *>
operandsReading(mlir::linalg::GenericOp consumer, mlir::Operation *producer);

struct FusedOperands {
  mlir::linalg::GenericOp fusedOp;
  /// Producer results kept (users other than the consumer, or a payload
  /// reading their init) and every consumer result, with their fused
  /// results.
  llvm::DenseMap<mlir::Value, mlir::Value> replacements;
};

/// Fuses the producer of `operands` (all inputs of one consumer, reading
/// results of one generic, in operand order) into their consumer, inserted
/// at the rewriter's insertion point. Uses are not replaced. Fails with
/// nothing changed when `whyNotFusable` gives a reason.
/// `skipAgreementCheck` fuses even when the operands' composed maps differ
/// (the first operand's then stands for all: a deliberately broken variant
/// for the self-check only).
mlir::FailureOr<FusedOperands>
fuseOperands(mlir::RewriterBase &rewriter,
             llvm::ArrayRef<mlir::OpOperand *> operands,
             bool skipAgreementCheck = false);

} // namespace fusefuzz::ext

#endif
