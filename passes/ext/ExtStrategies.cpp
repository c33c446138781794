//===- ExtStrategies.cpp --------------------------------------------------===//
#include "passes/ext/ExtStrategies.h"
#include "passes/ext/ElementwiseFusionExt.h"
#include "passes/ext/HorizontalFusion.h"
#include "passes/ext/MultiRoot.h"
#include "passes/ext/TileFuseExt.h"

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::ext;

static LogicalResult runMultiOperand(func::FuncOp func, FusionTally &tally) {
  ElementwiseExtOptions options;
  options.rule = "FuseOperands";
  return fuseElementwiseExt(func, tally, options);
}

static LogicalResult runIntermediateOutput(func::FuncOp func,
                                           FusionTally &tally) {
  ElementwiseExtOptions options;
  options.rule = "FuseKeepingIntermediates";
  options.sinkUsers = true;
  return fuseElementwiseExt(func, tally, options);
}

static LogicalResult runHorizontal(func::FuncOp func, FusionTally &tally) {
  return fuseSiblings(func, tally, HorizontalOptions());
}

static LogicalResult runBrokenMultiOperand(func::FuncOp func,
                                           FusionTally &tally) {
  ElementwiseExtOptions options;
  options.rule = "broken-multi-operand";
  options.brokenSkipAgreement = true;
  return fuseElementwiseExt(func, tally, options);
}

static LogicalResult runBrokenIntermediateOutput(func::FuncOp func,
                                                 FusionTally &tally) {
  ElementwiseExtOptions options;
  options.rule = "broken-intermediate-output";
  options.sinkUsers = true;
  options.brokenKeptResultMap = true;
  return fuseElementwiseExt(func, tally, options);
}

static LogicalResult runBrokenHorizontal(func::FuncOp func,
                                         FusionTally &tally) {
  HorizontalOptions options;
  options.rule = "broken-horizontal";
  options.brokenSwapResults = true;
  return fuseSiblings(func, tally, options);
}

static LogicalResult runTileFuseExt(func::FuncOp func, FusionTally &tally) {
  return tileFuseExt(func, tally, TileFuseExtOptions());
}

static LogicalResult runMultiRoot(func::FuncOp func, FusionTally &tally) {
  return tileRootsTogether(func, tally, MultiRootOptions());
}

static LogicalResult runBrokenTileFuseExt(func::FuncOp func,
                                          FusionTally &tally) {
  TileFuseExtOptions options;
  options.rule = "broken-tile-fuse-ext";
  options.brokenNoReductionRefusal = true;
  return tileFuseExt(func, tally, options);
}

static LogicalResult runBrokenMergedSlice(func::FuncOp func,
                                          FusionTally &tally) {
  TileFuseExtOptions options;
  options.rule = "broken-merged-slice";
  options.brokenSubSliceOffsets = true;
  return tileFuseExt(func, tally, options);
}

static LogicalResult runBrokenMultiRoot(func::FuncOp func, FusionTally &tally) {
  MultiRootOptions options;
  options.fusion.rule = "broken-multi-root";
  options.brokenSkipLastTile = true;
  return tileRootsTogether(func, tally, options);
}

/// Generation emphasis. Shared-input fusion needs values read by several
/// generics of one iteration space: most ops anchored on a value another op
/// already reads, more reused inputs, fewer broadcasts, reductions, named
/// ops (which it does not fuse) and offset maps.
static constexpr llvm::StringLiteral kSiblings =
    "sibling=70,input_reuse=80,broadcast=5,named=5,reduction=10,"
    "affine_input=3";
/// The extended elementwise fusions fuse generics whose consumers read
/// several of their results: more two-result ops, their readers reading
/// both, fewer named ops.
static constexpr llvm::StringLiteral kSeveralResults =
    "multi_result=30,other_result=80,named=10";

void ext::registerFusionExtensions(StrategyRegistry &registry) {
  const StrategyInfo strategies[] = {
      {"multi-operand", runMultiOperand,
       "fusefuzz's extended elementwise fusion (ByteIR's): a consumer is "
       "fused with a producer through every operand reading it at once, "
       "when all their composed maps agree; producer results other ops "
       "use stay outputs of the fused op (the producer stays for users "
       "before the consumer)",
       false, "", kSeveralResults},
      {"intermediate-output", runIntermediateOutput,
       "multi-operand fusion that first sinks the producer's users before "
       "the consumer below it where legal, so that they read the fused "
       "op's kept results instead of keeping the producer",
       false, "", kSeveralResults},
      {"horizontal", runHorizontal,
       "shared-input fusion (ByteIR's): sibling generics reading one value "
       "merge through an identity alias producer fused into each in turn",
       false, "", kSiblings},
      {"tile-fuse-ext", runTileFuseExt,
       "tile-and-fuse extended (ByteIR's): each returned op tiled with "
       "scf.for (seeded sizes, interchange), producers fused latest first "
       "with the slices of one producer merged into one bounding slice "
       "(diamonds computed once per iteration), no init fused into a "
       "reduction loop, a seeded stop set, intermediates yielded from the "
       "nest",
       false, ""},
      {"multi-root", runMultiRoot,
       "the returned roots tiled together into one scf.for built from a "
       "tile count (each along one of its parallel loops), producers fused "
       "into the shared nest as tile-fuse-ext fuses them",
       false, ""},
      {"broken-tile-fuse-ext", runBrokenTileFuseExt,
       "tile-fuse-ext without its reduction-loop refusal: inits fused into "
       "loops over a reduction, re-initialized every iteration",
       true, "tile-fuse-ext"},
      {"broken-merged-slice", runBrokenMergedSlice,
       "tile-fuse-ext whose readers of a merged slice read their sub-slice "
       "at offset 0 instead of at their own offset within it",
       true, "tile-fuse-ext"},
      {"broken-multi-root", runBrokenMultiRoot,
       "multi-root tiling whose loop stops one tile early", true, "multi-root"},
      {"broken-multi-operand", runBrokenMultiOperand,
       "multi-operand fusion that fuses operands whose composed maps differ "
       "(the first one's producer point stands for all)",
       true, "multi-operand", kSeveralResults},
      {"broken-intermediate-output", runBrokenIntermediateOutput,
       "intermediate-output fusion that writes kept producer results with "
       "the consumer's output map instead of their own",
       true, "intermediate-output", kSeveralResults},
      {"broken-horizontal", runBrokenHorizontal,
       "horizontal fusion whose merged op yields two results of one type "
       "the other way round",
       true, "horizontal", kSiblings},
  };
  for (const StrategyInfo &info : strategies)
    registry.add(info);
}
