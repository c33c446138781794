//===- NodeWalk.h - One walk over a Z3 term's nodes -------------*- C++ -*-===//
//
// For the files of oracle/smt/ only (they include Z3; nothing outside does).
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_SMT_NODEWALK_H
#define FUSEFUZZ_ORACLE_SMT_NODEWALK_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

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

/// Visits each variable free in `root` (its de Bruijn index reaching past
/// the binders around it inside `root`) with that index as `root` sees
/// it and its sort, until `visit` returns false.
inline void
forEachFreeVariable(Z3_context ctx, Z3_ast root,
                    llvm::function_ref<bool(unsigned, Z3_sort)> visit) {
  // (node, binders around it inside root).
  llvm::DenseSet<std::pair<unsigned, unsigned>> seen;
  std::vector<std::pair<Z3_ast, unsigned>> work{{root, 0}};
  while (!work.empty()) {
    auto [a, depth] = work.back();
    work.pop_back();
    if (!seen.insert({Z3_get_ast_id(ctx, a), depth}).second)
      continue;
    switch (Z3_get_ast_kind(ctx, a)) {
    case Z3_VAR_AST:
      if (unsigned index = Z3_get_index_value(ctx, a); index >= depth)
        if (!visit(index - depth, Z3_get_sort(ctx, a)))
          return;
      break;
    case Z3_QUANTIFIER_AST:
      work.push_back({Z3_get_quantifier_body(ctx, a),
                      depth + Z3_get_quantifier_num_bound(ctx, a)});
      break;
    case Z3_APP_AST: {
      Z3_app app = Z3_to_app(ctx, a);
      for (unsigned i = 0, e = Z3_get_app_num_args(ctx, app); i < e; ++i)
        work.push_back({Z3_get_app_arg(ctx, app, i), depth});
      break;
    }
    default:
      break;
    }
  }
}

/// The operands of `a`: an application's arguments, a quantifier's body.
inline llvm::SmallVector<Z3_ast, 4> operandsOf(Z3_context ctx, Z3_ast a) {
  llvm::SmallVector<Z3_ast, 4> operands;
  Z3_ast_kind kind = Z3_get_ast_kind(ctx, a);
  if (kind == Z3_QUANTIFIER_AST) {
    operands.push_back(Z3_get_quantifier_body(ctx, a));
  } else if (kind == Z3_APP_AST) {
    Z3_app app = Z3_to_app(ctx, a);
    for (unsigned k = 0, n = Z3_get_app_num_args(ctx, app); k < n; ++k)
      operands.push_back(Z3_get_app_arg(ctx, app, k));
  }
  return operands;
}

/// Visits each node of `root` that `done` does not hold, after its
/// operands, without recursion (terms may be deep): the walk of summaries
/// memoized for every subterm. `visit` gets the node and its operands, and
/// `done` must hold the node once it is visited.
inline void forEachNodeOperandsFirst(
    Z3_context ctx, Z3_ast root, llvm::function_ref<bool(Z3_ast)> done,
    llvm::function_ref<void(Z3_ast, llvm::ArrayRef<Z3_ast>)> visit) {
  std::vector<std::pair<Z3_ast, bool>> work{{root, false}};
  while (!work.empty()) {
    auto [a, operandsDone] = work.back();
    if (done(a)) {
      work.pop_back();
      continue;
    }
    llvm::SmallVector<Z3_ast, 4> operands = operandsOf(ctx, a);
    if (!operandsDone) {
      work.back().second = true;
      for (Z3_ast o : operands)
        if (!done(o))
          work.push_back({o, false});
      continue;
    }
    work.pop_back();
    visit(a, operands);
  }
}
} // namespace fusefuzz::smt

#endif // FUSEFUZZ_ORACLE_SMT_NODEWALK_H
