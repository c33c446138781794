//===- ElementwiseFusionExt.h - Producer-consumer fusion, extended -*- C++
//-*-===//
//
// The elementwise fusion of a downstream compiler (ByteIR's
// linalg-fuse-elementwise-ext), built from upstream pieces: a consumer is
// fused with a producer through every operand that reads it at once
// (FuseOperands.h); producer results other ops use stay outputs of the
// fused op, and with `sinkUsers` the users before the consumer are sunk
// below it where legal (the producer stays for the others).
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_EXT_ELEMENTWISEFUSIONEXT_H
#define FUSEFUZZ_PASSES_EXT_ELEMENTWISEFUSIONEXT_H

#include "passes/FusionTally.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace fusefuzz::ext {

struct ElementwiseExtOptions {
  /// The rule name steps and refusals are counted under.
  llvm::StringRef rule = "FuseOperands";
  /// Producer results other ops use are always kept as outputs of the
  /// fused op (intermediates as outputs) and those users read them; a
  /// user before the consumer cannot, and the producer stays for it. With
  /// `sinkUsers`, such users are first moved below the consumer where
  /// legal.
  bool sinkUsers = false;
  // Deliberate corruptions for the self-check.
  bool brokenSkipAgreement = false; // fuse operands whose maps differ
  bool brokenKeptResultMap = false; // write kept results with the wrong map
};

/// Fuses until no (consumer, producer) pair is left that the options
/// allow; every pair left unfused is counted in `tally.refused` under
/// "<rule>: <reason>".
mlir::LogicalResult fuseElementwiseExt(mlir::func::FuncOp func,
                                       FusionTally &tally,
                                       const ElementwiseExtOptions &options);

} // namespace fusefuzz::ext

#endif
