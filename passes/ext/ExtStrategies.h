//===- ExtStrategies.h - The fusion extensions as fusefuzz strategies -*- C++
//-*-===//
//
// How a downstream team hands its own fusion code to fusefuzz in-process:
// each transformation becomes a StrategyInfo (a name, a function rewriting
// a func.func, a description), and one function adds them to a session's
// registry. fusefuzz's own binary registers these (tools/fusefuzz/main.cpp);
// a downstream binary calls `fusefuzzMain` with its own registration.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_EXT_EXTSTRATEGIES_H
#define FUSEFUZZ_PASSES_EXT_EXTSTRATEGIES_H

#include "passes/Strategy.h"

namespace fusefuzz::ext {

/// Adds `multi-operand`, `intermediate-output`, `horizontal` (and their
/// deliberately broken variants for the self-check) to `registry`.
void registerFusionExtensions(StrategyRegistry &registry);

} // namespace fusefuzz::ext

#endif
