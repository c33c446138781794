//===- NodeWalk.h - One walk over a Z3 term's nodes -------------*- C++ -*-===//
//
// For the files of oracle/smt/ only (they include Z3; nothing outside does).
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_SMT_NODEWALK_H
#define FUSEFUZZ_ORACLE_SMT_NODEWALK_H

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <vector>

#include <z3.h>

namespace fusefuzz::smt {
/// Visits every node of `root` once, lambdas' and quantifiers' bodies
/// included, until `visit` returns false.
inline void forEachNode(Z3_context ctx, Z3_ast root,
                        llvm::function_ref<bool(Z3_ast)> visit) {
  llvm::DenseSet<unsigned> seen;
  std::vector<Z3_ast> work{root};
  while (!work.empty()) {
    Z3_ast a = work.back();
    work.pop_back();
    if (!seen.insert(Z3_get_ast_id(ctx, a)).second)
      continue;
    if (!visit(a))
      return;
    Z3_ast_kind kind = Z3_get_ast_kind(ctx, a);
    if (kind == Z3_QUANTIFIER_AST) {
      work.push_back(Z3_get_quantifier_body(ctx, a));
      continue;
    }
    if (kind != Z3_APP_AST)
      continue;
    Z3_app app = Z3_to_app(ctx, a);
    for (unsigned i = 0, e = Z3_get_app_num_args(ctx, app); i < e; ++i)
      work.push_back(Z3_get_app_arg(ctx, app, i));
  }
}
} // namespace fusefuzz::smt

#endif // FUSEFUZZ_ORACLE_SMT_NODEWALK_H
