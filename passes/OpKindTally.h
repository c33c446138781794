//===- OpKindTally.h - Which op kinds took part in a fusion -----*- C++ -*-===//
//
// Per op kind of a case (linalg.generic, linalg.conv_2d_nhwc_hwcf,
// tensor.pad, ...), whether fusion reached it, so that a campaign can say
// for every kind the generator writes in how many cases it fused, and in
// which families.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_OPKINDTALLY_H
#define FUSEFUZZ_PASSES_OPKINDTALLY_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <map>
#include <string>

namespace fusefuzz {

/// The structured ops (every Linalg op) and pads of `unfused`, by op name,
/// each with whether it took part in a fusion of `fused` (which made
/// `fusions` fusions): an op of the kind sits in a loop nest together with
/// another structured op or pad (tile-and-fuse), or fewer all-parallel ops
/// (or pads) of the kind remain outside loops than the unfused function had
/// (merged into a consumer: elementwise and pad fusion).
std::map<std::string, bool> tallyOpKinds(mlir::func::FuncOp unfused,
                                         mlir::func::FuncOp fused,
                                         unsigned fusions);

} // namespace fusefuzz

#endif
