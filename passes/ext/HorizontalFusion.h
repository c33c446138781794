//===- HorizontalFusion.h - Shared-input fusion of sibling generics -*- C++
//-*-===//
//
// ByteIR's shared-input fusion, from upstream pieces: for a value read by
// several generics, an identity generic (the alias) is put in front of it
// and every reader reads the alias instead. The alias is then fused into
// the first reader, the result into the second, and so on (FuseOperands,
// the alias's result kept as an output while readers remain), so the
// siblings merge through their shared fake producer into one generic that
// reads the value once per point. Readers that cannot take part read the
// value again, and the alias goes away.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_EXT_HORIZONTALFUSION_H
#define FUSEFUZZ_PASSES_EXT_HORIZONTALFUSION_H

#include "passes/FusionTally.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace fusefuzz::ext {

struct HorizontalOptions {
  llvm::StringRef rule = "FuseSiblings";
  /// Deliberate corruption: the merged op yields the values of its first
  /// two results of one type the other way round.
  bool brokenSwapResults = false;
};

/// Merges the readers of every shared value; unmerged readers are counted
/// in `tally.refused` under "<rule>: <reason>".
mlir::LogicalResult fuseSiblings(mlir::func::FuncOp func, FusionTally &tally,
                                 const HorizontalOptions &options);

} // namespace fusefuzz::ext

#endif
