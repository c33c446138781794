//===- BoxValues.cpp - Index terms that agree on every point of a box -----===//
//
// Context::simplestOnBox. A tiled nest recomputes an index from a tile's
// offset and a point of the tile (`(3 * (i div 3)) div 2 + ((i div 3) mod 2
// + i mod 3) div 2`) where the untiled op reads `i div 2`: the same value
// at every point of the result, two terms for Z3. Through the functions
// that read tensors and the lambdas of folds, Z3 must then show them equal
// inside binders, which it rarely does within a campaign's budget. Where
// every index has a numeral bound, each such term is evaluated at every
// point and the simplest term of the same values stands for all of them.
//
//===----------------------------------------------------------------------===//
#include "oracle/smt/NodeWalk.h"
#include "oracle/smt/Smt.h"

#include "llvm/ADT/DenseMap.h"

#include <map>

using namespace fusefuzz::smt;

namespace {
/// A node whose value at a point follows from the box's variables: its
/// operator (a Z3_decl_kind; -1 for a numeral or a variable) and operands.
struct BoxNode {
  Z3_ast ast;
  int kind = -1;
  llvm::SmallVector<unsigned, 3> operands;
  int64_t numeral = 0;
  int variable = -1;   // the box's dimension, for a variable
  bool choice = false; // holds a quotient, remainder or ite
  bool isInt = false;
  bool undefined = false; // at some point (a division by 0, an overflow)
};

bool evaluable(int kind) {
  switch (kind) {
  case Z3_OP_ADD:
  case Z3_OP_SUB:
  case Z3_OP_MUL:
  case Z3_OP_UMINUS:
  case Z3_OP_IDIV:
  case Z3_OP_MOD:
  case Z3_OP_ITE:
  case Z3_OP_LE:
  case Z3_OP_GE:
  case Z3_OP_LT:
  case Z3_OP_GT:
  case Z3_OP_EQ:
  case Z3_OP_AND:
  case Z3_OP_OR:
  case Z3_OP_NOT:
  case Z3_OP_TRUE:
  case Z3_OP_FALSE:
    return true;
  default:
    return false;
  }
}

/// `node`'s value from its operands' (`v`); false where undefined.
bool evaluate(const BoxNode &node, const std::vector<int64_t> &v,
              int64_t &out) {
  auto arg = [&](unsigned k) { return v[node.operands[k]]; };
  size_t n = node.operands.size();
  switch (node.kind) {
  case Z3_OP_ADD:
  case Z3_OP_MUL: {
    out = node.kind == Z3_OP_ADD ? 0 : 1;
    for (size_t k = 0; k < n; ++k)
      if (node.kind == Z3_OP_ADD ? __builtin_add_overflow(out, arg(k), &out)
                                 : __builtin_mul_overflow(out, arg(k), &out))
        return false;
    return true;
  }
  case Z3_OP_SUB:
    out = arg(0);
    for (size_t k = 1; k < n; ++k)
      if (__builtin_sub_overflow(out, arg(k), &out))
        return false;
    return true;
  case Z3_OP_UMINUS:
    return !__builtin_sub_overflow(int64_t(0), arg(0), &out);
  case Z3_OP_IDIV:
  case Z3_OP_MOD: {
    // SMT-LIB's Euclidean division: 0 <= a mod b < |b|.
    int64_t a = arg(0), b = arg(1);
    if (b == 0 || (b == -1 && a == INT64_MIN))
      return false;
    int64_t r = a % b;
    if (r < 0)
      r += b < 0 ? -b : b;
    out = node.kind == Z3_OP_MOD ? r : (a - r) / b;
    return true;
  }
  case Z3_OP_ITE:
    out = arg(0) ? arg(1) : arg(2);
    return true;
  case Z3_OP_LE:
    out = arg(0) <= arg(1);
    return true;
  case Z3_OP_GE:
    out = arg(0) >= arg(1);
    return true;
  case Z3_OP_LT:
    out = arg(0) < arg(1);
    return true;
  case Z3_OP_GT:
    out = arg(0) > arg(1);
    return true;
  case Z3_OP_EQ:
    out = arg(0) == arg(1);
    return true;
  case Z3_OP_AND:
  case Z3_OP_OR: {
    bool all = node.kind == Z3_OP_AND;
    out = all;
    for (size_t k = 0; k < n; ++k)
      if (bool(arg(k)) != all)
        out = !all;
    return true;
  }
  case Z3_OP_NOT:
    out = !arg(0);
    return true;
  case Z3_OP_TRUE:
  case Z3_OP_FALSE:
    out = node.kind == Z3_OP_TRUE;
    return true;
  default:
    return false;
  }
}
} // namespace

std::vector<Expr> Context::simplestOnBox(llvm::ArrayRef<Expr> terms,
                                         llvm::ArrayRef<BoxDim> box,
                                         size_t maxPoints) {
  std::vector<Expr> out(terms.begin(), terms.end());
  size_t points = 1;
  llvm::DenseMap<Z3_ast, int> variables;
  for (auto [k, dim] : llvm::enumerate(box)) {
    if (dim.size <= 0 || points * dim.size > maxPoints)
      return out;
    points *= dim.size;
    variables[dim.variable.ast] = k;
  }
  // The nodes whose values the box decides, operands first.
  std::vector<BoxNode> nodes;
  llvm::DenseMap<Z3_ast, int> indexOf; // -1: not decided by the box
  auto done = [&](Z3_ast a) { return indexOf.count(a) != 0; };
  auto visit = [&](Z3_ast a, llvm::ArrayRef<Z3_ast> operands) {
    BoxNode node;
    node.ast = a;
    Z3_sort_kind sort = Z3_get_sort_kind(ctx, Z3_get_sort(ctx, a));
    node.isInt = sort == Z3_INT_SORT;
    bool decided = false;
    if (auto v = variables.find(a); v != variables.end()) {
      node.variable = v->second;
      decided = true;
    } else if (node.isInt && Z3_is_numeral_ast(ctx, a)) {
      decided = Z3_get_numeral_int64(ctx, a, &node.numeral);
    } else if ((node.isInt || sort == Z3_BOOL_SORT) &&
               Z3_get_ast_kind(ctx, a) == Z3_APP_AST) {
      node.kind =
          Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, Z3_to_app(ctx, a)));
      decided = evaluable(node.kind);
      for (Z3_ast o : operands) {
        int k = indexOf.lookup(o);
        if (!decided || k < 0) {
          decided = false;
          break;
        }
        node.operands.push_back(k);
        node.choice |= nodes[k].choice;
      }
      node.choice |= node.kind == Z3_OP_IDIV || node.kind == Z3_OP_MOD ||
                     node.kind == Z3_OP_ITE;
    }
    if (!decided) {
      indexOf[a] = -1;
      return;
    }
    indexOf[a] = nodes.size();
    nodes.push_back(std::move(node));
  };
  for (const Expr &t : terms)
    forEachNodeOperandsFirst(ctx, t.ast, done, visit);
  // Each candidate's (an integer term with a choice) values, and each
  // variable's, at every point.
  std::vector<unsigned> recorded;
  for (auto [k, node] : llvm::enumerate(nodes))
    if (node.isInt && (node.choice || node.variable >= 0))
      recorded.push_back(k);
  if (llvm::none_of(recorded, [&](unsigned k) { return nodes[k].choice; }))
    return out;
  // Only what the recorded terms are made of is evaluated (not the bounds
  // checks around them).
  std::vector<bool> needed(nodes.size(), false);
  for (unsigned k : recorded)
    needed[k] = true;
  for (size_t k = nodes.size(); k-- > 0;)
    if (needed[k])
      for (unsigned o : nodes[k].operands)
        needed[o] = true;
  std::vector<unsigned> order;
  for (size_t k = 0; k < nodes.size(); ++k)
    if (needed[k])
      order.push_back(k);
  std::vector<std::vector<int64_t>> values(recorded.size());
  std::vector<int64_t> v(nodes.size()), at(box.size(), 0);
  for (size_t p = 0; p < points; ++p) {
    for (unsigned k : order) {
      BoxNode &node = nodes[k];
      if (node.variable >= 0)
        v[k] = at[node.variable];
      else if (node.kind < 0)
        v[k] = node.numeral;
      else if (!node.undefined &&
               (llvm::any_of(node.operands,
                             [&](unsigned o) { return nodes[o].undefined; }) ||
                !evaluate(node, v, v[k])))
        node.undefined = true;
    }
    for (auto [r, k] : llvm::enumerate(recorded))
      values[r].push_back(v[k]);
    for (size_t d = 0; d < box.size() && ++at[d] == box[d].size; ++d)
      at[d] = 0;
  }
  // Per set of values, the simplest term: a variable, a numeral, else the
  // smallest candidate (by structure, then by text: the same choice in any
  // context).
  auto simpler = [](const Expr &a, const Expr &b) {
    size_t sa = a.dagSize(64), sb = b.dagSize(64);
    if (sa != sb)
      return sa < sb;
    if (a.hash() != b.hash())
      return a.hash() < b.hash();
    return a.str() < b.str();
  };
  std::map<std::vector<int64_t>, Expr> simplest;
  for (auto [r, k] : llvm::enumerate(recorded)) {
    if (nodes[k].undefined)
      continue;
    Expr e(ctx, nodes[k].ast);
    if (llvm::all_equal(values[r]))
      e = intConst(values[r].front());
    auto [it, inserted] = simplest.try_emplace(values[r], e);
    if (!inserted && it->second.numeral() == std::nullopt &&
        (nodes[k].variable >= 0 || simpler(e, it->second)))
      it->second = e;
  }
  std::vector<Expr> from, to;
  for (auto [r, k] : llvm::enumerate(recorded)) {
    if (nodes[k].undefined || !nodes[k].choice)
      continue;
    Expr e(ctx, nodes[k].ast);
    const Expr &best = simplest.at(values[r]);
    if (!best.same(e)) {
      from.push_back(e);
      to.push_back(best);
    }
  }
  if (from.empty())
    return out;
  for (Expr &t : out)
    t = substitute(t, from, to);
  return out;
}
