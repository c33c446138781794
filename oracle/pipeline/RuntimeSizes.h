//===- RuntimeSizes.h - Runtime sizes that fit a case's shapes --*- C++ -*-===//
//
// A generated case records the runtime size of every dynamic dim and index
// argument (`fusefuzz.shape`, `fusefuzz.value`). IR a user pastes does not:
// its sizes are tied together by the ops (a generic's operands share loop
// extents, an expand_shape's source dim is the product of its group, a
// pad's result is low + source + high, ...). Picking each size on its own
// runs the case outside its meaning: loops that miss part of an init, reads
// out of bounds. So the missing sizes are solved for with Z3 from those
// constraints, preferring small, distinct sizes (a transposition bug shows
// only when the sizes differ). The constraints are the end-to-end proof's
// premises of the function (equiv::FunctionTerms::wellDefined): one model
// of what the ops need of their sizes.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_PIPELINE_RUNTIMESIZES_H
#define FUSEFUZZ_ORACLE_PIPELINE_RUNTIMESIZES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <string>

namespace fusefuzz {

/// Largest runtime size the solver prefers for a dynamic dim or an index
/// argument; sizes the ops force to be larger (an expand_shape's product)
/// are allowed up to Signature.h's element limit, index values up to 64.
constexpr int64_t kMaxSolvedSize = 12;

/// Gives every tensor argument with a dynamic dim and every index argument
/// of `func` that lacks its `fusefuzz.shape` / `fusefuzz.value` attribute
/// one, solved from the shape constraints of the ops in `func` (recorded
/// attributes are kept and constrain the rest). Returns false, with
/// `error` set, when no sizes satisfy them; `note`
/// says which sizes were chosen (empty when nothing was missing).
bool solveRuntimeSizes(mlir::func::FuncOp func, std::string &note,
                       std::string &error);

} // namespace fusefuzz

#endif
