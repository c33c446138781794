//===- Generator.h - Random fusion test cases ------------------*- C++ -*-===//
#ifndef FUSEFUZZ_GENERATORS_GENERATOR_H
#define FUSEFUZZ_GENERATORS_GENERATOR_H

#include "generators/CaseModel.h"
#include "generators/DecisionSource.h"
#include "generators/GenPolicy.h"

namespace fusefuzz {

/// Builds one case model from the decisions. `seed` is only recorded.
CaseModel generateCaseModel(DecisionSource &decisions, const GenPolicy &policy,
                            uint64_t seed);

/// Prints a case model as an MLIR module with one function `@case`. The seed,
/// policy hash and the runtime sizes of dynamic dims and index arguments are
/// recorded as attributes, so the text alone reproduces the case.
std::string emitCase(const CaseModel &model);

/// Convenience: the module text of the case generated from `seed`.
std::string generateCase(uint64_t seed, const GenPolicy &policy);

} // namespace fusefuzz

#endif
