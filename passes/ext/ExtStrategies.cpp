//===- ExtStrategies.cpp --------------------------------------------------===//
#include "passes/ext/ExtStrategies.h"
#include "passes/ext/ElementwiseFusionExt.h"
#include "passes/ext/HorizontalFusion.h"

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

/// Shared-input fusion needs values read by several generics: most
/// generated ops are anchored on a value another op already reads, and
/// further inputs reuse values more often.
static constexpr llvm::StringLiteral kSiblings = "sibling=60,input_reuse=70";

void ext::registerFusionExtensions(StrategyRegistry &registry) {
  const StrategyInfo strategies[] = {
      {"multi-operand", runMultiOperand,
       "fusefuzz's extended elementwise fusion (ByteIR's): a consumer is "
       "fused with a producer through every operand reading it at once, "
       "when all their composed maps agree; producer results other ops "
       "use stay outputs of the fused op (the producer stays for users "
       "before the consumer)",
       false, ""},
      {"intermediate-output", runIntermediateOutput,
       "multi-operand fusion that first sinks the producer's users before "
       "the consumer below it where legal, so that they read the fused "
       "op's kept results instead of keeping the producer",
       false, ""},
      {"horizontal", runHorizontal,
       "shared-input fusion (ByteIR's): sibling generics reading one value "
       "merge through an identity alias producer fused into each in turn",
       false, "", kSiblings},
      {"broken-multi-operand", runBrokenMultiOperand,
       "multi-operand fusion that fuses operands whose composed maps differ "
       "(the first one's producer point stands for all)",
       true, "multi-operand"},
      {"broken-intermediate-output", runBrokenIntermediateOutput,
       "intermediate-output fusion that writes kept producer results with "
       "the consumer's output map instead of their own",
       true, "intermediate-output"},
      {"broken-horizontal", runBrokenHorizontal,
       "horizontal fusion whose merged op yields two results of one type "
       "the other way round",
       true, "horizontal", kSiblings},
  };
  for (const StrategyInfo &info : strategies)
    registry.add(info);
}
