//===- DifferenceWalk.cpp - Where two terms differ, place by place -------===//
//
// Context::differences: two terms walked in parallel where they apply the
// same operator, down to the places where they differ (indices compared
// whole, a commutative op's operands paired by likeness, choices on
// indices taken apart), each under the conditions that choose it.
//
//===----------------------------------------------------------------------===//
#include "oracle/smt/NodeWalk.h"
#include "oracle/smt/Smt.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <tuple>

#include <z3.h>

using namespace fusefuzz::smt;

/// Context::differences' walk over two terms in parallel.
class Context::DifferenceWalk {
public:
  DifferenceWalk(Z3_context ctx, const llvm::StringSet<> &commutative,
                 size_t limit)
      : ctx(ctx), commutative(commutative), limit(limit) {}

  /// False once past the limit.
  bool visit(Z3_ast a, Z3_ast b, const Expr &context) {
    if (a == b)
      return true;
    // Each pair once per context and binder depth (terms are DAGs).
    if (!seen.insert({Z3_get_ast_id(ctx, a), Z3_get_ast_id(ctx, b),
                      context.id(), unsigned(bound.size())})
             .second)
      return true;
    Z3_ast_kind kind = Z3_get_ast_kind(ctx, a);
    // Indices and conditions on them compared whole, but for those with
    // binders (a read in bounds for every iteration of a fold).
    if (kind == Z3_APP_AST && Z3_get_ast_kind(ctx, b) == Z3_APP_AST &&
        (!onIndices(a) || hasBinder(a))) {
      Z3_app x = Z3_to_app(ctx, a), y = Z3_to_app(ctx, b);
      unsigned n = Z3_get_app_num_args(ctx, x);
      Z3_func_decl decl = Z3_get_app_decl(ctx, x);
      bool ite = Z3_get_decl_kind(ctx, decl) == Z3_OP_ITE;
      // (A choice on indices one side makes around the other's choice on
      // values is taken apart below.)
      if (n && n == Z3_get_app_num_args(ctx, y) &&
          Z3_is_eq_func_decl(ctx, decl, Z3_get_app_decl(ctx, y)) &&
          (!ite || isIndexChoice(a) == isIndexChoice(b))) {
        if (ite)
          return visitIte(x, y, context);
        std::vector<Z3_ast> left, right;
        for (unsigned k = 0; k < n; ++k) {
          left.push_back(Z3_get_app_arg(ctx, x, k));
          right.push_back(Z3_get_app_arg(ctx, y, k));
        }
        // Operands of a commutative op (conjuncts too) each side ordered
        // by their own structure: paired the same with the same, then by
        // shape, then in order.
        if (commutes(decl))
          right = pairedByLikeness(left, right);
        for (unsigned k = 0; k < n; ++k)
          if (!visit(left[k], right[k], context))
            return false;
        return true;
      }
    } else if (kind == Z3_QUANTIFIER_AST &&
               Z3_get_ast_kind(ctx, b) == Z3_QUANTIFIER_AST &&
               sameBinder(a, b)) {
      unsigned n = Z3_get_quantifier_num_bound(ctx, a);
      for (unsigned k = 0; k < n; ++k) {
        std::string name = llvm::formatv("bound{0}.{1}", bound.size(), k);
        bound.push_back(
            Expr(ctx, Z3_mk_const(ctx, Z3_mk_string_symbol(ctx, name.c_str()),
                                  Z3_get_quantifier_bound_sort(ctx, a, k))));
      }
      bool ok = visit(Z3_get_quantifier_body(ctx, a),
                      Z3_get_quantifier_body(ctx, b), context);
      bound.resize(bound.size() - n);
      return ok;
    }
    // A choice on indices one side makes alone (a tiled pad's test around
    // what the other side computes without it): each branch against the
    // other side, under the condition that takes it.
    for (bool leftChooses : {false, true}) {
      Z3_ast chooser = leftChooses ? a : b;
      if (!isIndexChoice(chooser))
        continue;
      Z3_app app = Z3_to_app(ctx, chooser);
      Expr cond = closed(Z3_get_app_arg(ctx, app, 0));
      for (unsigned k : {1, 2}) {
        Z3_ast branch = Z3_get_app_arg(ctx, app, k);
        if (!visit(leftChooses ? branch : a, leftChooses ? b : branch,
                   context && (k == 1 ? cond : !cond)))
          return false;
      }
      return true;
    }
    out.push_back({context, closed(a), closed(b)});
    return out.size() <= limit;
  }

  std::vector<Difference> out;

private:
  bool visitIte(Z3_app x, Z3_app y, const Expr &context) {
    Z3_ast c = Z3_get_app_arg(ctx, x, 0), d = Z3_get_app_arg(ctx, y, 0);
    auto alike = [&](unsigned k, unsigned m) {
      return likeness(Z3_get_app_arg(ctx, x, k), Z3_get_app_arg(ctx, y, m));
    };
    bool swapped = alike(1, 2) + alike(2, 1) > alike(1, 1) + alike(2, 2);
    if (c != d && ((onIndices(c) && onIndices(d)) || swapped)) {
      // Choices made apart (a tiled pad's empty-tile test beside the
      // unfused pad's bounds check, a maximum's operands swapped): each
      // branch against each, where both conditions let them meet.
      Expr cx = closed(c), cy = closed(d);
      for (unsigned k = 0; k < 4; ++k) {
        bool left = k < 2, right = k % 2 == 0;
        if (!visit(Z3_get_app_arg(ctx, x, left ? 1 : 2),
                   Z3_get_app_arg(ctx, y, right ? 1 : 2),
                   context && (left ? cx : !cx) && (right ? cy : !cy)))
          return false;
      }
      return true;
    }
    if (!visit(c, d, context))
      return false;
    // Where the conditions differ, the left one stands for both once
    // they are shown equal.
    Expr cond = closed(c);
    return visit(Z3_get_app_arg(ctx, x, 1), Z3_get_app_arg(ctx, y, 1),
                 context && cond) &&
           visit(Z3_get_app_arg(ctx, x, 2), Z3_get_app_arg(ctx, y, 2),
                 context && !cond);
  }
  bool commutes(Z3_func_decl decl) {
    Z3_decl_kind kind = Z3_get_decl_kind(ctx, decl);
    if (kind != Z3_OP_UNINTERPRETED)
      return Context::isCommutative(kind);
    return commutative.contains(
        Z3_get_symbol_string(ctx, Z3_get_decl_name(ctx, decl)));
  }
  /// A value chosen by a condition on indices and sizes alone.
  bool isIndexChoice(Z3_ast a) {
    if (Z3_get_ast_kind(ctx, a) != Z3_APP_AST || onIndices(a))
      return false;
    Z3_app app = Z3_to_app(ctx, a);
    return Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app)) == Z3_OP_ITE &&
           onIndices(Z3_get_app_arg(ctx, app, 0));
  }
  /// How alike two terms are: 5 the same, 4 the same shape, 3, 2 or 1 the
  /// same operators down to 4, 2 or 1 levels, else 0.
  static constexpr unsigned kSame = 5;
  unsigned likeness(Z3_ast a, Z3_ast b) {
    if (a == b)
      return kSame;
    if (shape(a) == shape(b))
      return 4;
    unsigned level = 3;
    for (unsigned depth : kPairingDepths) {
      if (shapeAt(a, depth) == shapeAt(b, depth))
        return level;
      --level;
    }
    return 0;
  }
  static constexpr unsigned kPairingDepths[] = {4, 2, 1};
  /// `right` reordered to pair with `left`: each left operand takes the
  /// first unpaired right one most like it (likeness()).
  std::vector<Z3_ast> pairedByLikeness(llvm::ArrayRef<Z3_ast> left,
                                       llvm::ArrayRef<Z3_ast> right) {
    size_t n = left.size();
    std::vector<Z3_ast> paired(n, nullptr);
    std::vector<bool> taken(n, false);
    // Each pair's likeness once (not once per level).
    std::vector<unsigned> alike(n * n);
    for (size_t k = 0; k < n; ++k)
      for (size_t m = 0; m < n; ++m)
        alike[k * n + m] = likeness(left[k], right[m]);
    // The most alike first: operands whose shapes differ deep inside (a
    // tiled pad's test nested otherwise) paired by their top operators.
    for (unsigned level = kSame + 1; level-- > 0;) {
      for (size_t k = 0; k < n; ++k) {
        if (paired[k])
          continue;
        for (size_t m = 0; m < n; ++m)
          if (!taken[m] && alike[k * n + m] >= level) {
            paired[k] = right[m];
            taken[m] = true;
            break;
          }
      }
    }
    return paired;
  }
  /// A hash of `a`'s operators, its indices and conditions on them left
  /// out: the same for the two sides' terms of one operand.
  llvm::hash_code shape(Z3_ast a) { return shapeAt(a, kWhole); }
  static constexpr unsigned kWhole = ~0u;
  /// shape() of `a`'s operators down to `depth` levels.
  llvm::hash_code shapeAt(Z3_ast a, unsigned depth) {
    std::pair<unsigned, unsigned> key{Z3_get_ast_id(ctx, a), depth};
    if (auto it = shapes.find(key); it != shapes.end())
      return it->second;
    unsigned below = depth == kWhole ? kWhole : depth - 1;
    llvm::hash_code h = llvm::hash_value(key.first);
    if (onIndices(a)) {
      h = 2;
    } else if (Z3_get_ast_kind(ctx, a) == Z3_QUANTIFIER_AST) {
      h = depth ? llvm::hash_combine(
                      3, shapeAt(Z3_get_quantifier_body(ctx, a), below))
                : llvm::hash_code(3);
    } else if (Z3_get_ast_kind(ctx, a) == Z3_APP_AST) {
      Z3_app app = Z3_to_app(ctx, a);
      unsigned n = Z3_get_app_num_args(ctx, app);
      if (n) {
        h = llvm::hash_value(Z3_get_ast_id(
            ctx, Z3_func_decl_to_ast(ctx, Z3_get_app_decl(ctx, app))));
        llvm::SmallVector<size_t, 4> operands;
        for (unsigned k = 0; depth && k < n; ++k)
          operands.push_back(shapeAt(Z3_get_app_arg(ctx, app, k), below));
        if (commutes(Z3_get_app_decl(ctx, app)))
          llvm::sort(operands);
        for (size_t operand : operands)
          h = llvm::hash_combine(h, operand);
      }
    }
    shapes.try_emplace(key, h);
    return h;
  }
  bool hasBinder(Z3_ast a) {
    unsigned id = Z3_get_ast_id(ctx, a);
    if (auto it = binders.find(id); it != binders.end())
      return it->second;
    bool found = false;
    forEachNode(ctx, a, [&](Z3_ast node) {
      found |= Z3_get_ast_kind(ctx, node) == Z3_QUANTIFIER_AST;
      return !found;
    });
    binders.try_emplace(id, found);
    return found;
  }
  /// An index or a condition on indices and sizes alone: equal as a whole
  /// where its parts are not (`i0 - 1` and `(i0 - t) + (t - 1)`).
  bool onIndices(Z3_ast a) {
    Z3_sort_kind sort = Z3_get_sort_kind(ctx, Z3_get_sort(ctx, a));
    if (sort == Z3_INT_SORT)
      return true;
    if (sort != Z3_BOOL_SORT)
      return false;
    return !readsValues(a);
  }
  /// Whether `root` applies an uninterpreted function (reads an element),
  /// memoized for every subterm, its subterms' first (no recursion: terms
  /// may be deep; one walk per condition was most of the places' time).
  bool readsValues(Z3_ast root) {
    auto done = [&](Z3_ast a) { return reads.count(Z3_get_ast_id(ctx, a)); };
    forEachNodeOperandsFirst(
        ctx, root, done, [&](Z3_ast a, llvm::ArrayRef<Z3_ast> operands) {
          bool self = false;
          if (Z3_get_ast_kind(ctx, a) == Z3_APP_AST) {
            Z3_app app = Z3_to_app(ctx, a);
            self = Z3_get_app_num_args(ctx, app) &&
                   Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app)) ==
                       Z3_OP_UNINTERPRETED;
          }
          reads.try_emplace(Z3_get_ast_id(ctx, a),
                            self || llvm::any_of(operands, [&](Z3_ast o) {
                              return reads.lookup(Z3_get_ast_id(ctx, o));
                            }));
        });
    return reads.lookup(Z3_get_ast_id(ctx, root));
  }
  /// Both lambdas (or both quantifiers of one kind) binding variables of
  /// the same sorts.
  bool sameBinder(Z3_ast a, Z3_ast b) {
    unsigned n = Z3_get_quantifier_num_bound(ctx, a);
    if (Z3_is_lambda(ctx, a) != Z3_is_lambda(ctx, b) ||
        Z3_is_quantifier_forall(ctx, a) != Z3_is_quantifier_forall(ctx, b) ||
        n != Z3_get_quantifier_num_bound(ctx, b) ||
        Z3_get_quantifier_num_patterns(ctx, a) ||
        Z3_get_quantifier_num_patterns(ctx, b))
      return false;
    for (unsigned k = 0; k < n; ++k)
      if (!Z3_is_eq_sort(ctx, Z3_get_quantifier_bound_sort(ctx, a, k),
                         Z3_get_quantifier_bound_sort(ctx, b, k)))
        return false;
    return true;
  }
  /// `a` with the variables of the binders walked into as their constants
  /// (variable 0 is the innermost binder's last).
  Expr closed(Z3_ast a) {
    if (bound.empty())
      return Expr(ctx, a);
    std::vector<Z3_ast> to;
    for (const Expr &c : llvm::reverse(bound))
      to.push_back(c.ast);
    return Expr(ctx, Z3_substitute_vars(ctx, a, to.size(), to.data()));
  }

  Z3_context ctx;
  const llvm::StringSet<> &commutative;
  size_t limit;
  std::vector<Expr> bound;
  llvm::DenseMap<std::pair<unsigned, unsigned>, llvm::hash_code> shapes;
  llvm::DenseMap<unsigned, bool> reads, binders;
  llvm::DenseSet<std::tuple<unsigned, unsigned, unsigned, unsigned>> seen;
};

std::optional<std::vector<Difference>>
Context::differences(const Expr &a, const Expr &b,
                     const llvm::StringSet<> &commutative, size_t limit) {
  DifferenceWalk walk(ctx, commutative, limit);
  if (!walk.visit(a.ast, b.ast, boolConst(true)))
    return std::nullopt;
  return std::move(walk.out);
}
