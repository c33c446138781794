//===- SizeEqualities.h - Sizes solved from linear equalities ---*- C++ -*-===//
//
// The unfused function's conditions often fix sizes: `dim(arg0,1) == 4`,
// two operands' dims equal, or a pad's amounts summing to a static size
// (`arg3 + arg4 == 2`). Solving those equalities (Gaussian elimination on
// the integer-linear ones, a pivot with coefficient +-1 so that the
// solution stays integral) and putting the solutions in the inputs before
// any term is built makes terms equal by construction that would otherwise
// need the solver (inside fold bodies, extensionality): `5 + arg3 + arg4`
// on one side and the static `7` on the other become one term.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_EQUIV_SIZEEQUALITIES_H
#define FUSEFUZZ_ORACLE_EQUIV_SIZEEQUALITIES_H

#include "oracle/smt/Smt.h"

#include <vector>

namespace fusefuzz::equiv {

/// Variables and the terms they equal, each term over the variables not
/// solved: substituting `to` for `from` in any term gives an equal term
/// wherever the equalities hold.
struct SizeSolution {
  std::vector<smt::Expr> from, to;
};

/// Solves the integer-linear equalities among `conditions` for variables of
/// `vars` (in the order the conditions come, each equality solving for its
/// last variable with a coefficient of +-1 and no earlier solution);
/// conditions that are not such equalities are left alone.
SizeSolution solveSizeEqualities(smt::Context &ctx,
                                 llvm::ArrayRef<smt::Expr> conditions,
                                 llvm::ArrayRef<smt::Expr> vars);

} // namespace fusefuzz::equiv

#endif
