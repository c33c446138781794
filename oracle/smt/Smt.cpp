//===- Smt.cpp - The only place (with its siblings) that includes Z3 ------===//
#include "oracle/smt/Smt.h"
#include "oracle/smt/NodeWalk.h"
#include "oracle/smt/WallClockGuard.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/Support/FormatVariadic.h"

#include <chrono>
#include <limits>

#include <z3.h>

#include <functional>

using namespace fusefuzz::smt;

// A term is released only with the Context that made it, all of them in
// the order they were made. Z3 orders the operands
// of commutative ops by their ids when it simplifies, and the id a term
// gets depends on which terms are still alive when it is built. Released
// as their holders died, the terms of one case came out with operands in
// either order from one run of the same binary to the next (holders in
// pointer-keyed maps), and a verdict under a budget changed with them (1-2%
// of a campaign's verdicts; corpus case prover-same-queries-every-run).
namespace {
struct LiveContext {
  Z3_context z3;
  std::vector<Z3_ast> *held;
};
/// The Contexts alive on this thread, the most recent last. Never
/// destroyed: a Context in a static object (a fuzz target's session) ends
/// after the thread's own objects do.
std::vector<LiveContext> &liveContexts() {
  thread_local auto *live = new std::vector<LiveContext>();
  return *live;
}
} // namespace

Expr::Expr(_Z3_context *ctx, _Z3_ast *ast) : ctx(ctx), ast(ast) {
  if (!ast)
    return;
  Z3_inc_ref(ctx, ast);
  for (const LiveContext &live : llvm::reverse(liveContexts()))
    if (live.z3 == ctx) {
      live.held->push_back(ast);
      return;
    }
}

std::string Expr::str() const {
  return ast ? Z3_ast_to_string(ctx, ast) : "<null>";
}

static void printAtMost(Z3_context ctx, Z3_ast a, size_t limit,
                        std::string &out) {
  if (out.size() > limit)
    return;
  if (Z3_get_ast_kind(ctx, a) == Z3_QUANTIFIER_AST) {
    out += Z3_is_lambda(ctx, a)              ? "(lambda ("
           : Z3_is_quantifier_forall(ctx, a) ? "(forall ("
                                             : "(exists (";
    // The body with its bound variables as constants of their names (the
    // last bound one is variable 0).
    unsigned n = Z3_get_quantifier_num_bound(ctx, a);
    std::vector<Z3_ast> named(n);
    for (unsigned k = 0; k < n; ++k) {
      Z3_symbol name = Z3_get_quantifier_bound_name(ctx, a, k);
      named[n - 1 - k] =
          Z3_mk_const(ctx, name, Z3_get_quantifier_bound_sort(ctx, a, k));
      Z3_inc_ref(ctx, named[n - 1 - k]);
      out += k ? " " : "";
      out += Z3_get_symbol_string(ctx, name);
    }
    out += ") ";
    Z3_ast body = Z3_substitute_vars(ctx, Z3_get_quantifier_body(ctx, a), n,
                                     named.data());
    Z3_inc_ref(ctx, body);
    printAtMost(ctx, body, limit, out);
    Z3_dec_ref(ctx, body);
    for (Z3_ast c : named)
      Z3_dec_ref(ctx, c);
    out += ')';
    return;
  }
  if (Z3_get_ast_kind(ctx, a) != Z3_APP_AST ||
      Z3_get_app_num_args(ctx, Z3_to_app(ctx, a)) == 0) {
    out += Z3_ast_to_string(ctx, a); // a numeral, a constant, a variable
    return;
  }
  Z3_app app = Z3_to_app(ctx, a);
  Z3_func_decl decl = Z3_get_app_decl(ctx, app);
  out += '(';
  unsigned params = Z3_get_decl_num_parameters(ctx, decl);
  bool indexed =
      params && llvm::all_of(llvm::seq(0u, params), [&](unsigned k) {
        return Z3_get_decl_parameter_kind(ctx, decl, k) == Z3_PARAMETER_INT;
      });
  if (indexed)
    out += "(_ ";
  out += Z3_get_decl_kind(ctx, decl) == Z3_OP_ITE
             ? "ite"
             : Z3_get_symbol_string(ctx, Z3_get_decl_name(ctx, decl));
  if (indexed) {
    for (unsigned k = 0; k < params; ++k)
      out += " " + std::to_string(Z3_get_decl_int_parameter(ctx, decl, k));
    out += ')';
  }
  for (unsigned k = 0, n = Z3_get_app_num_args(ctx, app); k < n; ++k) {
    if (out.size() > limit)
      break;
    out += ' ';
    printAtMost(ctx, Z3_get_app_arg(ctx, app, k), limit, out);
  }
  out += ')';
}

std::string Expr::str(size_t limit) const {
  if (!ast)
    return "<null>";
  std::string out;
  printAtMost(ctx, ast, limit, out);
  if (out.size() > limit)
    out = out.substr(0, limit) + " ...";
  return out;
}

unsigned Expr::id() const { return Z3_get_ast_id(ctx, ast); }
unsigned Expr::hash() const { return Z3_get_ast_hash(ctx, ast); }

bool Expr::isTrue() const { return Z3_get_bool_value(ctx, ast) == Z3_L_TRUE; }
bool Expr::isFalse() const { return Z3_get_bool_value(ctx, ast) == Z3_L_FALSE; }
std::optional<uint64_t> Expr::numeral() const {
  if (!ast || !Z3_is_numeral_ast(ctx, ast))
    return std::nullopt;
  uint64_t u;
  if (Z3_get_numeral_uint64(ctx, ast, &u))
    return u;
  int64_t i;
  if (Z3_get_numeral_int64(ctx, ast, &i))
    return static_cast<uint64_t>(i);
  return std::nullopt;
}
Sort Expr::sort() const { return Sort{Z3_get_sort(ctx, ast)}; }
bool Expr::isInt() const {
  return Z3_get_sort_kind(ctx, Z3_get_sort(ctx, ast)) == Z3_INT_SORT;
}
unsigned Expr::bvWidth() const {
  Z3_sort s = Z3_get_sort(ctx, ast);
  return Z3_get_sort_kind(ctx, s) == Z3_BV_SORT ? Z3_get_bv_sort_size(ctx, s)
                                                : 0;
}

size_t Expr::dagSize(size_t limit) const {
  size_t count = 0;
  forEachNode(ctx, ast, [&](Z3_ast) { return ++count < limit; });
  return count;
}

size_t Expr::bitVectorCircuits(size_t limit) const {
  size_t count = 0;
  forEachNode(ctx, ast, [&](Z3_ast a) {
    if (Z3_get_ast_kind(ctx, a) != Z3_APP_AST)
      return true;
    Z3_app app = Z3_to_app(ctx, a);
    switch (Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app))) {
    case Z3_OP_BMUL:
    case Z3_OP_BSDIV:
    case Z3_OP_BUDIV:
    case Z3_OP_BSREM:
    case Z3_OP_BUREM:
    case Z3_OP_BSMOD: {
      unsigned symbolic = 0;
      for (unsigned k = 0, n = Z3_get_app_num_args(ctx, app); k < n; ++k)
        symbolic += !Z3_is_numeral_ast(ctx, Z3_get_app_arg(ctx, app, k));
      count += symbolic >= 2;
      break;
    }
    default:
      break;
    }
    return count < limit;
  });
  return count;
}

std::vector<Expr> Expr::uninterpretedApplications(bool insideBinders) const {
  std::vector<Expr> out;
  llvm::DenseSet<unsigned> seen;
  std::vector<Z3_ast> work{ast};
  while (!work.empty()) {
    Z3_ast a = work.back();
    work.pop_back();
    if (!seen.insert(Z3_get_ast_id(ctx, a)).second)
      continue;
    if (Z3_get_ast_kind(ctx, a) == Z3_QUANTIFIER_AST && insideBinders)
      work.push_back(Z3_get_quantifier_body(ctx, a));
    if (Z3_get_ast_kind(ctx, a) != Z3_APP_AST)
      continue; // quantifiers and lambdas: entered only if asked
    Z3_app app = Z3_to_app(ctx, a);
    for (unsigned k = 0, n = Z3_get_app_num_args(ctx, app); k < n; ++k)
      work.push_back(Z3_get_app_arg(ctx, app, k));
    if (Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app)) == Z3_OP_UNINTERPRETED)
      out.push_back(Expr(ctx, a));
  }
  return out;
}

std::string Expr::functionName() const {
  if (Z3_get_ast_kind(ctx, ast) != Z3_APP_AST)
    return "";
  Z3_func_decl decl = Z3_get_app_decl(ctx, Z3_to_app(ctx, ast));
  return Z3_get_symbol_string(ctx, Z3_get_decl_name(ctx, decl));
}

std::vector<Expr> Expr::arguments() const {
  std::vector<Expr> out;
  if (Z3_get_ast_kind(ctx, ast) != Z3_APP_AST)
    return out;
  Z3_app app = Z3_to_app(ctx, ast);
  for (unsigned k = 0, n = Z3_get_app_num_args(ctx, app); k < n; ++k)
    out.push_back(Expr(ctx, Z3_get_app_arg(ctx, app, k)));
  return out;
}

Expr Expr::withArguments(llvm::ArrayRef<Expr> args) const {
  std::vector<Z3_ast> raw;
  for (const Expr &a : args)
    raw.push_back(a.ast);
  return Expr(ctx, Z3_update_term(ctx, ast, raw.size(), raw.data()));
}

std::vector<std::string> Expr::applied(llvm::StringRef prefix) const {
  std::vector<std::string> names;
  forEachNode(ctx, ast, [&](Z3_ast a) {
    if (Z3_get_ast_kind(ctx, a) != Z3_APP_AST)
      return true;
    Z3_func_decl decl = Z3_get_app_decl(ctx, Z3_to_app(ctx, a));
    llvm::StringRef name =
        Z3_get_symbol_string(ctx, Z3_get_decl_name(ctx, decl));
    if (name.starts_with(prefix))
      names.push_back(name.str());
    return true;
  });
  return names;
}

bool Expr::nonNegative(const llvm::DenseSet<unsigned> &nonNegativeIds) const {
  // Integer terms only: sums, products, ites of non-negative terms,
  // remainders (always non-negative in SMT-LIB), quotients of
  // non-negative terms, non-negative numerals and the given terms.
  std::vector<Z3_ast> work{ast};
  while (!work.empty()) {
    Z3_ast a = work.back();
    work.pop_back();
    if (nonNegativeIds.contains(Z3_get_ast_id(ctx, a)))
      continue;
    if (Z3_is_numeral_ast(ctx, a)) {
      int64_t i;
      if (!Z3_get_numeral_int64(ctx, a, &i) || i < 0)
        return false;
      continue;
    }
    if (Z3_get_ast_kind(ctx, a) != Z3_APP_AST)
      return false;
    Z3_app app = Z3_to_app(ctx, a);
    unsigned n = Z3_get_app_num_args(ctx, app);
    switch (Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app))) {
    case Z3_OP_MOD:
      continue;
    case Z3_OP_ADD:
    case Z3_OP_MUL:
    case Z3_OP_IDIV:
      for (unsigned k = 0; k < n; ++k)
        work.push_back(Z3_get_app_arg(ctx, app, k));
      continue;
    case Z3_OP_ITE:
      work.push_back(Z3_get_app_arg(ctx, app, 1));
      work.push_back(Z3_get_app_arg(ctx, app, 2));
      continue;
    default:
      return false;
    }
  }
  return true;
}

std::vector<Expr> Expr::conjuncts() const {
  if (Z3_get_ast_kind(ctx, ast) == Z3_APP_AST &&
      Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, Z3_to_app(ctx, ast))) ==
          Z3_OP_AND)
    return arguments();
  return {*this};
}

bool Expr::mentions(const Expr &sub) const {
  unsigned id = Z3_get_ast_id(ctx, sub.ast);
  bool found = false;
  forEachNode(ctx, ast, [&](Z3_ast a) {
    found = Z3_get_ast_id(ctx, a) == id;
    return !found;
  });
  return found;
}

bool Expr::hasFreeVariables() const {
  bool found = false;
  forEachFreeVariable(ctx, ast, [&](unsigned, Z3_sort) {
    found = true;
    return false;
  });
  return found;
}

std::optional<std::pair<Expr, Expr>> Expr::asEquality() const {
  if (!ast || Z3_get_ast_kind(ctx, ast) != Z3_APP_AST)
    return std::nullopt;
  Z3_app app = Z3_to_app(ctx, ast);
  if (Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app)) != Z3_OP_EQ ||
      Z3_get_app_num_args(ctx, app) != 2)
    return std::nullopt;
  return std::make_pair(Expr(ctx, Z3_get_app_arg(ctx, app, 0)),
                        Expr(ctx, Z3_get_app_arg(ctx, app, 1)));
}

std::optional<std::array<Expr, 3>> Expr::asIte() const {
  if (!ast || Z3_get_ast_kind(ctx, ast) != Z3_APP_AST)
    return std::nullopt;
  Z3_app app = Z3_to_app(ctx, ast);
  if (Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app)) != Z3_OP_ITE)
    return std::nullopt;
  return std::array<Expr, 3>{Expr(ctx, Z3_get_app_arg(ctx, app, 0)),
                             Expr(ctx, Z3_get_app_arg(ctx, app, 1)),
                             Expr(ctx, Z3_get_app_arg(ctx, app, 2))};
}

std::optional<Expr> Expr::onlyArgumentOf(Func function) const {
  if (!ast || Z3_get_ast_kind(ctx, ast) != Z3_APP_AST)
    return std::nullopt;
  Z3_app app = Z3_to_app(ctx, ast);
  if (Z3_get_app_decl(ctx, app) != function.raw ||
      Z3_get_app_num_args(ctx, app) != 1)
    return std::nullopt;
  return Expr(ctx, Z3_get_app_arg(ctx, app, 0));
}

std::optional<uint64_t> Expr::numeralArgumentOf(Func function) const {
  std::optional<Expr> arg = onlyArgumentOf(function);
  return arg ? arg->numeral() : std::nullopt;
}

#define FF_NARY(op, fn)                                                        \
  Expr fusefuzz::smt::operator op(const Expr &a, const Expr &b) {              \
    Z3_ast args[] = {a.ast, b.ast};                                            \
    return Expr(a.ctx, fn(a.ctx, 2, args));                                    \
  }
FF_NARY(+, Z3_mk_add)
FF_NARY(-, Z3_mk_sub)
FF_NARY(*, Z3_mk_mul)
FF_NARY(&&, Z3_mk_and)
FF_NARY(||, Z3_mk_or)
#undef FF_NARY

#define FF_BINARY(op, fn)                                                      \
  Expr fusefuzz::smt::operator op(const Expr &a, const Expr &b) {              \
    return Expr(a.ctx, fn(a.ctx, a.ast, b.ast));                               \
  }
FF_BINARY(==, Z3_mk_eq)
FF_BINARY(<, Z3_mk_lt)
FF_BINARY(<=, Z3_mk_le)
#undef FF_BINARY

Expr fusefuzz::smt::operator!=(const Expr &a, const Expr &b) {
  return !(a == b);
}
Expr fusefuzz::smt::operator!(const Expr &a) {
  return Expr(a.ctx, Z3_mk_not(a.ctx, a.ast));
}
Expr Expr::floorDiv(const Expr &d) const {
  return Expr(ctx, Z3_mk_div(ctx, ast, d.ast));
}
Expr Expr::mod(const Expr &d) const {
  return Expr(ctx, Z3_mk_mod(ctx, ast, d.ast));
}
Expr Expr::ceilDiv(const Expr &d) const {
  // ceil(a / d) = -floor(-a / d) for d > 0.
  Expr zero(ctx, Z3_mk_int64(ctx, 0, Z3_mk_int_sort(ctx)));
  return zero - (zero - *this).floorDiv(d);
}
Expr Expr::implies(const Expr &b) const {
  return Expr(ctx, Z3_mk_implies(ctx, ast, b.ast));
}

Context::Context() {
  Z3_config cfg = Z3_mk_config();
  ctx = Z3_mk_context_rc(cfg);
  Z3_del_config(cfg);
  // Errors (there should be none: we build only well-sorted terms) must not
  // abort the harness.
  Z3_set_error_handler(ctx, [](Z3_context, Z3_error_code) {});
  liveContexts().push_back({ctx, &held});
}
Context::~Context() {
  llvm::erase_if(liveContexts(),
                 [&](const LiveContext &live) { return live.z3 == ctx; });
  for (Z3_ast a : held)
    Z3_dec_ref(ctx, a);
  Z3_del_context(ctx);
}

void Context::hold(const Expr &e) {
  Z3_inc_ref(ctx, e.ast);
  held.push_back(e.ast);
}

Expr Context::intConst(int64_t value) {
  return Expr(ctx, Z3_mk_int64(ctx, value, Z3_mk_int_sort(ctx)));
}
Expr Context::intVar(llvm::StringRef name) {
  Z3_symbol sym = Z3_mk_string_symbol(ctx, name.str().c_str());
  return Expr(ctx, Z3_mk_const(ctx, sym, Z3_mk_int_sort(ctx)));
}
Expr Context::boolConst(bool value) {
  return Expr(ctx, value ? Z3_mk_true(ctx) : Z3_mk_false(ctx));
}
Expr Context::all(llvm::ArrayRef<Expr> items) {
  Expr out = boolConst(true);
  for (const Expr &e : items)
    out = out && e;
  return out;
}
Expr Context::any(llvm::ArrayRef<Expr> items) {
  Expr out = boolConst(false);
  for (const Expr &e : items)
    out = out || e;
  return out;
}

Expr Context::forall(llvm::ArrayRef<Expr> bound, const Expr &body) {
  std::vector<Z3_app> apps;
  for (const Expr &b : bound)
    apps.push_back(Z3_to_app(ctx, b.ast));
  return Expr(ctx, Z3_mk_forall_const(ctx, 0, apps.size(), apps.data(), 0,
                                      nullptr, body.ast));
}

Sort Context::intSort() { return Sort{Z3_mk_int_sort(ctx)}; }
Sort Context::boolSort() { return Sort{Z3_mk_bool_sort(ctx)}; }
Sort Context::bvSort(unsigned width) {
  return namedSortOf(("bv" + std::to_string(width)),
                     [&] { return Z3_mk_bv_sort(ctx, width); });
}
Sort Context::namedSort(llvm::StringRef name) {
  return namedSortOf(name, [&] {
    return Z3_mk_uninterpreted_sort(
        ctx, Z3_mk_string_symbol(ctx, name.str().c_str()));
  });
}
Sort Context::namedSortOf(llvm::StringRef key,
                          llvm::function_ref<_Z3_sort *()> make) {
  auto it = sorts.find(key);
  if (it != sorts.end())
    return it->second;
  Sort s{make()};
  hold(Expr(ctx, Z3_sort_to_ast(ctx, s.raw)));
  sorts[key] = s;
  return s;
}

Func Context::function(llvm::StringRef name, llvm::ArrayRef<Sort> domain,
                       Sort range) {
  auto it = functions.find(name);
  if (it != functions.end())
    return it->second;
  std::vector<Z3_sort> dom;
  for (Sort s : domain)
    dom.push_back(s.raw);
  Func f{Z3_mk_func_decl(ctx, Z3_mk_string_symbol(ctx, name.str().c_str()),
                         dom.size(), dom.data(), range.raw)};
  hold(Expr(ctx, Z3_func_decl_to_ast(ctx, f.raw)));
  functions[name] = f;
  return f;
}

Expr Context::apply(Func f, llvm::ArrayRef<Expr> args) {
  std::vector<Z3_ast> raw;
  for (const Expr &a : args)
    raw.push_back(a.ast);
  return Expr(ctx, Z3_mk_app(ctx, f.raw, raw.size(), raw.data()));
}

Expr Context::var(llvm::StringRef name, Sort sort) {
  Z3_symbol sym = Z3_mk_string_symbol(ctx, name.str().c_str());
  return Expr(ctx, Z3_mk_const(ctx, sym, sort.raw));
}

Expr Context::bvConst(unsigned width, uint64_t bits) {
  if (width < 64)
    bits &= (uint64_t(1) << width) - 1;
  return Expr(ctx, Z3_mk_unsigned_int64(ctx, bits, bvSort(width).raw));
}

Expr Context::bv(BvOp op, const Expr &a, const Expr &b) {
  using Fn = Z3_ast (*)(Z3_context, Z3_ast, Z3_ast);
  static constexpr Fn fns[] = {
      Z3_mk_bvadd,  Z3_mk_bvsub,  Z3_mk_bvmul,  Z3_mk_bvudiv, Z3_mk_bvsdiv,
      Z3_mk_bvurem, Z3_mk_bvsrem, Z3_mk_bvand,  Z3_mk_bvor,   Z3_mk_bvxor,
      Z3_mk_bvshl,  Z3_mk_bvlshr, Z3_mk_bvashr, Z3_mk_bvult,  Z3_mk_bvule,
      Z3_mk_bvslt,  Z3_mk_bvsle};
  return Expr(ctx, fns[static_cast<unsigned>(op)](ctx, a.ast, b.ast));
}
Expr Context::bvExtract(unsigned high, unsigned low, const Expr &a) {
  return Expr(ctx, Z3_mk_extract(ctx, high, low, a.ast));
}
Expr Context::bvZeroExtend(unsigned extra, const Expr &a) {
  return Expr(ctx, Z3_mk_zero_ext(ctx, extra, a.ast));
}
Expr Context::bvSignExtend(unsigned extra, const Expr &a) {
  return Expr(ctx, Z3_mk_sign_ext(ctx, extra, a.ast));
}
Expr Context::intToBv(unsigned width, const Expr &a) {
  return Expr(ctx, Z3_mk_int2bv(ctx, width, a.ast));
}
Expr Context::bvToInt(const Expr &a, bool isSigned) {
  return Expr(ctx, Z3_mk_bv2int(ctx, a.ast, isSigned));
}

Expr Context::lambda(llvm::ArrayRef<Expr> bound, const Expr &body) {
  std::vector<Z3_app> apps;
  for (const Expr &b : bound)
    apps.push_back(Z3_to_app(ctx, b.ast));
  return Expr(ctx, Z3_mk_lambda_const(ctx, apps.size(), apps.data(), body.ast));
}

Expr Context::select(const Expr &array, llvm::ArrayRef<Expr> index) {
  std::vector<Z3_ast> raw;
  for (const Expr &i : index)
    raw.push_back(i.ast);
  return Expr(ctx, Z3_mk_select_n(ctx, array.ast, raw.size(), raw.data()));
}

Expr Context::simplify(const Expr &e) {
  if (auto it = simplified.find(e.ast); it != simplified.end())
    return Expr(ctx, it->second);
  Expr result(ctx, Z3_simplify(ctx, e.ast));
  simplified[e.ast] = result.ast;
  return result;
}

Expr Context::asPolynomial(const Expr &e) {
  Z3_params params = Z3_mk_params(ctx);
  Z3_params_inc_ref(ctx, params);
  Z3_params_set_bool(ctx, params, Z3_mk_string_symbol(ctx, "som"), true);
  Expr result(ctx, Z3_simplify_ex(ctx, e.ast, params));
  Z3_params_dec_ref(ctx, params);
  return result;
}

/// For `c * x` (c a numeral): {c, x}; {1, e} for any other `e`.
static std::pair<int64_t, Z3_ast> scaled(Z3_context ctx, Z3_ast e) {
  if (Z3_get_ast_kind(ctx, e) == Z3_APP_AST) {
    Z3_app app = Z3_to_app(ctx, e);
    int64_t c;
    if (Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app)) == Z3_OP_MUL &&
        Z3_get_app_num_args(ctx, app) == 2 &&
        Z3_get_numeral_int64(ctx, Z3_get_app_arg(ctx, app, 0), &c))
      return {c, Z3_get_app_arg(ctx, app, 1)};
  }
  return {1, e};
}

/// For `op(x, m)` with m a positive numeral: {x, m}.
static std::optional<std::pair<Z3_ast, int64_t>>
byNumeral(Z3_context ctx, Z3_ast e, Z3_decl_kind op) {
  if (Z3_get_ast_kind(ctx, e) != Z3_APP_AST)
    return std::nullopt;
  Z3_app app = Z3_to_app(ctx, e);
  int64_t m;
  if (Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app)) != op ||
      Z3_get_app_num_args(ctx, app) != 2 ||
      !Z3_get_numeral_int64(ctx, Z3_get_app_arg(ctx, app, 1), &m) || m <= 0)
    return std::nullopt;
  return std::pair(Z3_get_app_arg(ctx, app, 0), m);
}

/// In the sum `args`, `k*m * (x div m) + k * (x mod m)` becomes `k * x`
/// and `k * x - k*m * (x div m)` becomes `k * (x mod m)`,
/// until no pair is left (a reshape's row-major delinearization read back
/// through its linearization, level by level). Returns the new sum, or
/// nothing where nothing matched. (The terms made here are held as Exprs:
/// in a reference-counted context a term nobody holds is freed by the next
/// call that makes one.)
std::optional<Expr> Context::foldDivMod(Z3_context ctx,
                                        llvm::ArrayRef<Z3_ast> args) {
  std::vector<std::pair<int64_t, Z3_ast>> terms;
  for (Z3_ast a : args)
    terms.push_back(scaled(ctx, a));
  bool matched = false;
  std::vector<Expr> made; // holds the remainders made here
  for (bool again = true; again;) {
    again = false;
    for (size_t i = 0; i < terms.size() && !again; ++i) {
      auto div = byNumeral(ctx, terms[i].second, Z3_OP_IDIV);
      if (!div)
        continue;
      for (size_t j = 0; j < terms.size() && !again; ++j) {
        if (j == i)
          continue;
        // k*m*(x div m) + k*(x mod m) is k*x.
        auto mod = byNumeral(ctx, terms[j].second, Z3_OP_MOD);
        if (mod && mod->first == div->first && mod->second == div->second &&
            terms[i].first == terms[j].first * div->second) {
          terms[j] = {terms[j].first, div->first};
        } else if (terms[j].second == div->first &&
                   terms[i].first == -terms[j].first * div->second) {
          // k*x - k*m*(x div m) is k*(x mod m) (a tile's offset taken
          // off an index that the tile's start rounds down).
          Expr m(ctx, Z3_mk_int64(ctx, div->second, Z3_mk_int_sort(ctx)));
          made.push_back(Expr(ctx, Z3_mk_mod(ctx, div->first, m.ast)));
          terms[j] = {terms[j].first, made.back().ast};
        } else {
          continue;
        }
        terms.erase(terms.begin() + i);
        again = matched = true;
      }
    }
  }
  if (!matched)
    return std::nullopt;
  std::vector<Expr> parts;
  for (auto [c, x] : terms) {
    if (c == 1) {
      parts.push_back(Expr(ctx, x));
      continue;
    }
    Expr factor(ctx, Z3_mk_int64(ctx, c, Z3_mk_int_sort(ctx)));
    Z3_ast factors[2] = {factor.ast, x};
    parts.push_back(Expr(ctx, Z3_mk_mul(ctx, 2, factors)));
  }
  if (parts.size() == 1)
    return parts[0];
  std::vector<Z3_ast> raw;
  for (const Expr &p : parts)
    raw.push_back(p.ast);
  return Expr(ctx, Z3_mk_add(ctx, raw.size(), raw.data()));
}

/// Whether `a` is a numeral (of any sort).
static bool isNumeral(Z3_context ctx, Z3_ast a) {
  return Z3_get_ast_kind(ctx, a) == Z3_NUMERAL_AST;
}

/// For an order comparison `c`: {lhs, rhs, how to build `x <= y` of its
/// kind} such that `c` means `lhs < rhs` or `lhs <= rhs` (a negation
/// flipped: `not (a <= b)` is `b < a`).
struct Comparison {
  Z3_ast lhs, rhs;
  Z3_ast (*lessOrEqual)(Z3_context, Z3_ast, Z3_ast);
};
static std::optional<Comparison> asComparison(Z3_context ctx, Z3_ast c) {
  if (Z3_get_ast_kind(ctx, c) != Z3_APP_AST)
    return std::nullopt;
  Z3_app app = Z3_to_app(ctx, c);
  Z3_decl_kind kind = Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app));
  unsigned n = Z3_get_app_num_args(ctx, app);
  if (kind == Z3_OP_NOT && n == 1) {
    std::optional<Comparison> inner =
        asComparison(ctx, Z3_get_app_arg(ctx, app, 0));
    if (inner)
      std::swap(inner->lhs, inner->rhs);
    return inner;
  }
  if (n != 2)
    return std::nullopt;
  Z3_ast a = Z3_get_app_arg(ctx, app, 0), b = Z3_get_app_arg(ctx, app, 1);
  switch (kind) {
  case Z3_OP_LE:
  case Z3_OP_LT:
    return Comparison{a, b, Z3_mk_le};
  case Z3_OP_GE:
  case Z3_OP_GT:
    return Comparison{b, a, Z3_mk_le};
  case Z3_OP_ULEQ:
  case Z3_OP_ULT:
    return Comparison{a, b, Z3_mk_bvule};
  case Z3_OP_UGEQ:
  case Z3_OP_UGT:
    return Comparison{b, a, Z3_mk_bvule};
  case Z3_OP_SLEQ:
  case Z3_OP_SLT:
    return Comparison{a, b, Z3_mk_bvsle};
  case Z3_OP_SGEQ:
  case Z3_OP_SGT:
    return Comparison{b, a, Z3_mk_bvsle};
  default:
    return std::nullopt;
  }
}

/// A shift whose value the shift amount cannot change: `0 << x`, `0 >> x`
/// and an arithmetic `-1 >> x` (a constant-folded producer shifted by a
/// loaded amount), which Z3's rewriter leaves for the solver to bit-blast.
std::optional<Expr> Context::shiftOfFixedPoint(int kind,
                                               llvm::ArrayRef<Z3_ast> args) {
  if (args.size() != 2 || !isNumeral(ctx, args[0]))
    return std::nullopt;
  Expr value(ctx, args[0]);
  unsigned width = value.bvWidth();
  std::optional<uint64_t> bits = value.numeral();
  if (!width || width > 64 || !bits)
    return std::nullopt;
  uint64_t ones = width == 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  bool zero = *bits == 0;
  bool fixed = kind == Z3_OP_BASHR ? zero || *bits == ones
               : kind == Z3_OP_BLSHR || kind == Z3_OP_BSHL ? zero
                                                           : false;
  if (!fixed)
    return std::nullopt;
  return value;
}

std::optional<Expr> Context::remainderInBounds(int kind,
                                               llvm::ArrayRef<Z3_ast> args) {
  // (x mod m) div m' is 0 and (x mod m) mod m' is x mod m where
  // 0 < m <= m'. A sum a rewrite left a zero in loses it.
  if (kind == Z3_OP_ADD) {
    std::vector<Z3_ast> kept;
    for (Z3_ast a : args) {
      int64_t v;
      if (!(isNumeral(ctx, a) && Z3_get_numeral_int64(ctx, a, &v) && v == 0))
        kept.push_back(a);
    }
    if (kept.size() == args.size())
      return std::nullopt;
    if (kept.size() <= 1)
      return kept.empty() ? intConst(0) : Expr(ctx, kept[0]);
    return Expr(ctx, Z3_mk_add(ctx, kept.size(), kept.data()));
  }
  if ((kind != Z3_OP_IDIV && kind != Z3_OP_MOD) || args.size() != 2)
    return std::nullopt;
  int64_t outer;
  auto inner = byNumeral(ctx, args[0], Z3_OP_MOD);
  if (!inner || !Z3_get_numeral_int64(ctx, args[1], &outer) ||
      inner->second > outer)
    return std::nullopt;
  return kind == Z3_OP_IDIV ? intConst(0) : Expr(ctx, args[0]);
}

std::optional<Expr> Context::orderedMinMax(const Expr &node) {
  // `c ? y : x` where `c` compares x and y is their minimum or maximum
  // (strict or not: where x = y both sides agree): written as
  // `p <= q ? q : p` (max) or `p <= q ? p : q` (min), p and q ordered by
  // structure, so that an operation's commuted operands (arith.maxui,
  // minsi, ...) give one term.
  std::optional<std::array<Expr, 3>> ite = node.asIte();
  if (!ite)
    return std::nullopt;
  Z3_ast t = (*ite)[1].ast, f = (*ite)[2].ast;
  // `p = q ? p : q` and `p = q ? q : p` are their else-branch (a select
  // that replaces 0 by 0: `x == 0 ? 0 : x`).
  if (std::optional<std::pair<Expr, Expr>> eq = (*ite)[0].asEquality()) {
    Z3_ast p = eq->first.ast, q = eq->second.ast;
    if ((t == p && f == q) || (t == q && f == p))
      return (*ite)[2];
  }
  std::optional<Comparison> c = asComparison(ctx, (*ite)[0].ast);
  if (!c || t == f)
    return std::nullopt;
  bool max = t == c->rhs && f == c->lhs;
  if (!max && !(t == c->lhs && f == c->rhs))
    return std::nullopt;
  std::vector<Z3_ast> pq{t, f};
  (void)orderByStructure(pq);
  Expr le(ctx, c->lessOrEqual(ctx, pq[0], pq[1]));
  Expr out(ctx,
           Z3_mk_ite(ctx, le.ast, max ? pq[1] : pq[0], max ? pq[0] : pq[1]));
  if (out.same(node))
    return std::nullopt;
  return out;
}

Expr Context::normalize(const Expr &e, const llvm::StringSet<> &commutative) {
  return rebuildBottomUp(e, [&](const Expr &node, bool) -> std::optional<Expr> {
    Z3_app app = Z3_to_app(ctx, node.ast);
    unsigned n = Z3_get_app_num_args(ctx, app);
    std::vector<Z3_ast> args;
    for (unsigned k = 0; k < n; ++k)
      args.push_back(Z3_get_app_arg(ctx, app, k));
    Z3_func_decl decl = Z3_get_app_decl(ctx, app);
    Z3_decl_kind kind = Z3_get_decl_kind(ctx, decl);
    if (kind == Z3_OP_ITE)
      return orderedMinMax(node);
    if (std::optional<Expr> fixed = shiftOfFixedPoint(kind, args))
      return fixed;
    if (kind == Z3_OP_ADD)
      if (std::optional<Expr> sum = foldDivMod(ctx, args))
        return simplify(*sum);
    if (std::optional<Expr> bounded = remainderInBounds(kind, args))
      return bounded;
    if (n < 2 ||
        !(isCommutative(kind) || (n == 2 && kind == Z3_OP_UNINTERPRETED &&
                                  commutative.contains(Z3_get_symbol_string(
                                      ctx, Z3_get_decl_name(ctx, decl))))))
      return std::nullopt;
    if (!orderByStructure(args))
      return std::nullopt;
    return Expr(ctx, Z3_update_term(ctx, node.ast, n, args.data()));
  });
}

/// Whether an application of this kind to `args` is nonlinear (or, for
/// conversions between integers and bit-vectors, costly for Z3 alike):
/// what abstractNonlinear() replaces.
static bool isNonlinear(Z3_context ctx, Z3_decl_kind kind,
                        llvm::ArrayRef<Z3_ast> args) {
  switch (kind) {
  case Z3_OP_MUL:
  case Z3_OP_BMUL:
    return llvm::count_if(args, [&](Z3_ast a) { return !isNumeral(ctx, a); }) >
           1;
  case Z3_OP_IDIV:
  case Z3_OP_MOD:
  case Z3_OP_REM:
  case Z3_OP_BSHL:
  case Z3_OP_BLSHR:
  case Z3_OP_BASHR:
    return args.size() == 2 && !isNumeral(ctx, args[1]);
  case Z3_OP_BSDIV:
  case Z3_OP_BUDIV:
  case Z3_OP_BSREM:
  case Z3_OP_BUREM:
  case Z3_OP_BSMOD:
  case Z3_OP_BSDIV_I:
  case Z3_OP_BUDIV_I:
  case Z3_OP_BSREM_I:
  case Z3_OP_BUREM_I:
  case Z3_OP_BSMOD_I:
  case Z3_OP_INT2BV:
  case Z3_OP_BV2INT:
    return true;
  default:
    return false;
  }
}

Expr Context::abstractNonlinear(const Expr &e, unsigned &replaced,
                                std::vector<Expr> *commuted) {
  return rebuildBottomUp(
      e, [&](const Expr &node, bool free) -> std::optional<Expr> {
        Z3_app app = Z3_to_app(ctx, node.ast);
        Z3_func_decl decl = Z3_get_app_decl(ctx, app);
        unsigned n = Z3_get_app_num_args(ctx, app);
        std::vector<Z3_ast> args;
        for (unsigned k = 0; k < n; ++k)
          args.push_back(Z3_get_app_arg(ctx, app, k));
        if (!isNonlinear(ctx, Z3_get_decl_kind(ctx, decl), args))
          return std::nullopt;
        // One function per operator and sorts:
        // `nl.bvmul.(_ BitVec 32).(_ BitVec 32)->(_ BitVec 32)`.
        std::string name =
            "nl." +
            std::string(Z3_get_symbol_string(ctx, Z3_get_decl_name(ctx, decl)));
        std::vector<Sort> domain;
        for (Z3_ast a : args) {
          domain.push_back(Sort{Z3_get_sort(ctx, a)});
          name += ".";
          name += Z3_sort_to_string(ctx, domain.back().raw);
        }
        Sort range{Z3_get_sort(ctx, node.ast)};
        name += "->";
        name += Z3_sort_to_string(ctx, range.raw);
        std::vector<Expr> operands;
        for (Z3_ast a : args)
          operands.push_back(Expr(ctx, a));
        ++replaced;
        Func f = function(name, domain, range);
        Expr abstracted = apply(f, operands);
        if (commuted && !free && operands.size() == 2 &&
            isCommutative(Z3_get_decl_kind(ctx, decl)))
          commuted->push_back(abstracted ==
                              apply(f, {operands[1], operands[0]}));
        return abstracted;
      });
}

bool Context::isCommutative(int kind) {
  switch (kind) {
  case Z3_OP_AND:
  case Z3_OP_OR:
  case Z3_OP_EQ:
  case Z3_OP_ADD:
  case Z3_OP_MUL:
  case Z3_OP_BADD:
  case Z3_OP_BMUL:
  case Z3_OP_BAND:
  case Z3_OP_BOR:
  case Z3_OP_BXOR:
    return true;
  default:
    return false;
  }
}

bool Context::orderByStructure(std::vector<Z3_ast> &args) {
  // Numerals first (as Z3 writes `c * x`, the form the folds above read),
  // then by Z3's structural hashes, ties broken by the printed terms: the
  // same order in any context, whatever terms it made before (ids are not).
  std::vector<std::pair<uint64_t, Z3_ast>> keyed;
  for (Z3_ast a : args)
    keyed.emplace_back(
        (uint64_t(!isNumeral(ctx, a)) << 32) | Z3_get_ast_hash(ctx, a), a);
  auto before = [&](const std::pair<uint64_t, Z3_ast> &x,
                    const std::pair<uint64_t, Z3_ast> &y) {
    if (x.first != y.first)
      return x.first < y.first;
    return x.second != y.second &&
           std::string(Z3_ast_to_string(ctx, x.second)) <
               std::string(Z3_ast_to_string(ctx, y.second));
  };
  if (std::is_sorted(keyed.begin(), keyed.end(), before))
    return false;
  std::sort(keyed.begin(), keyed.end(), before);
  for (auto [k, entry] : llvm::enumerate(keyed))
    args[k] = entry.second;
  return true;
}

Expr Context::rebuildApplications(
    const Expr &e,
    llvm::function_ref<std::optional<Expr>(const Expr &, bool)> rebuild) {
  return rebuildBottomUp(
      e, [&](const Expr &node, bool namesBound) -> std::optional<Expr> {
        if (Z3_get_decl_kind(ctx,
                             Z3_get_app_decl(ctx, Z3_to_app(ctx, node.ast))) !=
            Z3_OP_UNINTERPRETED)
          return std::nullopt;
        return rebuild(node, namesBound);
      });
}

Expr Context::rebuildBottomUp(
    const Expr &e,
    llvm::function_ref<std::optional<Expr>(const Expr &, bool)> rebuild) {
  // Per node: its rebuilt term and how many binders above it a variable it
  // names reaches past (0: none free). Every term made here is held by
  // the Context.
  llvm::DenseMap<unsigned, std::pair<Z3_ast, unsigned>> done;
  std::function<std::pair<Z3_ast, unsigned>(Z3_ast)> visit =
      [&](Z3_ast a) -> std::pair<Z3_ast, unsigned> {
    unsigned id = Z3_get_ast_id(ctx, a);
    if (auto it = done.find(id); it != done.end())
      return it->second;
    std::pair<Z3_ast, unsigned> result{a, 0};
    switch (Z3_get_ast_kind(ctx, a)) {
    case Z3_VAR_AST:
      result.second = Z3_get_index_value(ctx, a) + 1;
      break;
    case Z3_QUANTIFIER_AST: {
      Z3_ast body = Z3_get_quantifier_body(ctx, a);
      auto [newBody, reach] = visit(body);
      unsigned bound = Z3_get_quantifier_num_bound(ctx, a);
      result.second = reach > bound ? reach - bound : 0;
      if (newBody != body)
        result.first = Expr(ctx, Z3_update_term(ctx, a, 1, &newBody)).ast;
      break;
    }
    case Z3_APP_AST: {
      Z3_app app = Z3_to_app(ctx, a);
      unsigned n = Z3_get_app_num_args(ctx, app);
      if (n == 0)
        break;
      std::vector<Z3_ast> args;
      bool changed = false;
      for (unsigned k = 0; k < n; ++k) {
        Z3_ast arg = Z3_get_app_arg(ctx, app, k);
        auto [newArg, reach] = visit(arg);
        args.push_back(newArg);
        changed |= newArg != arg;
        result.second = std::max(result.second, reach);
      }
      Expr node(ctx, a);
      if (changed)
        node = Expr(ctx, Z3_update_term(ctx, a, n, args.data()));
      if (std::optional<Expr> replaced = rebuild(node, result.second > 0))
        node = *replaced;
      result.first = node.ast;
      break;
    }
    default:
      break;
    }
    done.try_emplace(id, result);
    return result;
  };
  return Expr(ctx, visit(e.ast).first);
}

/// For `not x`: x.
static std::optional<Expr> negated(const Expr &e) {
  if (e.functionName() != "not")
    return std::nullopt;
  return e.arguments()[0];
}

namespace {
/// Which of a set of conditions each term holds, exactly, one bit each, and
/// whether it holds a binder: the atoms of the conditions of a term's
/// choices, the literals assumeConditionsInBranches looks for.
class HeldConditions {
public:
  HeldConditions(Z3_context ctx, Z3_ast term) : ctx(ctx) {
    forEachNode(ctx, term, [&](Z3_ast a) {
      if (Z3_get_ast_kind(ctx, a) != Z3_APP_AST)
        return true;
      Z3_app app = Z3_to_app(ctx, a);
      if (Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app)) != Z3_OP_ITE)
        return true;
      Z3_ast cond = Z3_get_app_arg(ctx, app, 0);
      for (Z3_ast literal : literalsOf(cond))
        index.try_emplace(atomOf(literal), index.size());
      return true;
    });
  }

  /// Whether `e` may hold one of `atoms`: as they are, or, for atoms naming
  /// binders' variables, shifted under a binder inside `e`.
  bool mayHold(Z3_ast e, llvm::ArrayRef<Z3_ast> atoms) {
    const llvm::BitVector &held = summary(e);
    for (Z3_ast atom : atoms) {
      auto it = index.find(atom);
      if (it == index.end() || held.test(it->second) ||
          (held.test(index.size()) && isOpen(atom)))
        return true;
    }
    return false;
  }

private:
  /// A condition's conjuncts, or disjuncts, or itself.
  std::vector<Z3_ast> literalsOf(Z3_ast cond) {
    std::vector<Z3_ast> out{cond};
    if (Z3_get_ast_kind(ctx, cond) != Z3_APP_AST)
      return out;
    Z3_app app = Z3_to_app(ctx, cond);
    Z3_decl_kind kind = Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app));
    if (kind == Z3_OP_AND || kind == Z3_OP_OR)
      for (unsigned k = 0, n = Z3_get_app_num_args(ctx, app); k < n; ++k)
        out.push_back(Z3_get_app_arg(ctx, app, k));
    return out;
  }
  /// `x` for `not x`, else the literal.
  Z3_ast atomOf(Z3_ast literal) {
    if (Z3_get_ast_kind(ctx, literal) == Z3_APP_AST) {
      Z3_app app = Z3_to_app(ctx, literal);
      if (Z3_get_decl_kind(ctx, Z3_get_app_decl(ctx, app)) == Z3_OP_NOT)
        return Z3_get_app_arg(ctx, app, 0);
    }
    return literal;
  }
  bool isOpen(Z3_ast a) {
    bool open = false;
    forEachNode(ctx, a, [&](Z3_ast node) {
      open |= Z3_get_ast_kind(ctx, node) == Z3_VAR_AST;
      return !open;
    });
    return open;
  }
  /// The conditions `root` holds (the last bit: a binder), its subterms'
  /// first (no recursion: terms may be deep).
  const llvm::BitVector &summary(Z3_ast root) {
    auto done = [&](Z3_ast a) { return summaries.count(a); };
    forEachNodeOperandsFirst(ctx, root, done,
                             [&](Z3_ast a, llvm::ArrayRef<Z3_ast> operands) {
                               llvm::BitVector held(index.size() + 1);
                               if (Z3_get_ast_kind(ctx, a) == Z3_QUANTIFIER_AST)
                                 held.set(index.size());
                               for (Z3_ast o : operands)
                                 held |= summaries.find(o)->second;
                               if (auto it = index.find(a); it != index.end())
                                 held.set(it->second);
                               summaries.try_emplace(a, std::move(held));
                             });
    return summaries.find(root)->second;
  }

  Z3_context ctx;
  /// The atoms looked for, numbered.
  llvm::DenseMap<Z3_ast, unsigned> index;
  /// By term: the terms summarized stay alive while the summaries are used
  /// (one assumeConditionsInBranches; the context holds every term it made).
  llvm::DenseMap<Z3_ast, llvm::BitVector> summaries;
};
} // namespace

Expr Context::assuming(
    const Expr &e, llvm::ArrayRef<Expr> literals, bool value,
    llvm::function_ref<bool(Z3_ast, llvm::ArrayRef<Z3_ast>)> mayHold) {
  std::vector<Expr> from, to;
  for (const Expr &literal : literals) {
    // A literal may name variables of binders around `e` (a fold's loop
    // variables, inside its body): Z3's substitution shifts them under the
    // binders inside `e`, so each occurrence replaced means the same
    // (test SmtNormalForm.AssumingALiteralOfABoundVariableShiftsUnderBinders).
    if (literal.isTrue() || literal.isFalse())
      continue;
    std::optional<Expr> atom = negated(literal);
    from.push_back(atom ? *atom : literal);
    to.push_back(boolConst(atom ? !value : value));
    // Where an equality to a numeral holds, the other side is that numeral
    // (`x == 4 ? f(x) : f(4)` is `f(4)`).
    std::optional<std::pair<Expr, Expr>> equality = from.back().asEquality();
    if (!equality || to.back().isFalse() || equality->first.isInt() ||
        Z3_get_sort_kind(ctx, Z3_get_sort(ctx, equality->first.ast)) ==
            Z3_BOOL_SORT)
      continue;
    auto [x, n] = *equality;
    if (x.numeral())
      std::swap(x, n);
    if (n.numeral() && !x.numeral()) {
      from.push_back(x);
      to.push_back(n);
    }
  }
  // Most branches hold none of the literals: looked up first, not
  // substituted (substituting was a tenth of a campaign's proof time, and in
  // 99% of calls changed nothing).
  std::vector<Z3_ast> atoms;
  for (const Expr &atom : from)
    atoms.push_back(atom.ast);
  if (atoms.empty() || !mayHold(e.ast, atoms))
    return e;
  return simplify(substitute(e, from, to));
}

Expr Context::withEqualsReplaced(const Expr &e, llvm::ArrayRef<Expr> literals,
                                 const Expr &other) {
  std::vector<Expr> from, to;
  for (const Expr &literal : literals) {
    std::optional<std::pair<Expr, Expr>> equality = literal.asEquality();
    if (!equality)
      continue;
    auto [x, y] = *equality;
    Z3_sort_kind sort = Z3_get_sort_kind(ctx, Z3_get_sort(ctx, x.ast));
    if (sort == Z3_INT_SORT || sort == Z3_BOOL_SORT || x.numeral() ||
        y.numeral() || x.hasFreeVariables() || y.hasFreeVariables())
      continue;
    // The side the other branch does not hold goes (the smaller where it
    // holds neither): the branches then meet where they compute alike.
    bool xHeld = other.mentions(x), yHeld = other.mentions(y);
    if (xHeld && yHeld)
      continue;
    if (!xHeld && !yHeld && y.dagSize(64) < x.dagSize(64))
      std::swap(x, y);
    else if (xHeld)
      std::swap(x, y);
    if (e.mentions(x)) {
      from.push_back(x);
      to.push_back(y);
    }
  }
  return from.empty() ? e : simplify(substitute(e, from, to));
}

Expr Context::assumeConditionsInBranches(const Expr &e) {
  HeldConditions held(ctx, e.ast);
  auto mayHold = [&](Z3_ast term, llvm::ArrayRef<Z3_ast> atoms) {
    return held.mayHold(term, atoms);
  };
  return rebuildBottomUp(e, [&](const Expr &node, bool) -> std::optional<Expr> {
    std::optional<std::array<Expr, 3>> choice = node.asIte();
    if (!choice)
      return std::nullopt;
    const auto &[cond, then, otherwise] = *choice;
    std::vector<Expr> disjuncts = {cond};
    if (cond.functionName() == "or")
      disjuncts = cond.arguments();
    Expr a = assuming(then, cond.conjuncts(), true, mayHold);
    a = withEqualsReplaced(a, cond.conjuncts(), otherwise);
    Expr b = assuming(otherwise, disjuncts, false, mayHold);
    if (a.same(then) && b.same(otherwise))
      return std::nullopt;
    return ite(cond, a, b);
  });
}

Expr Context::substitute(const Expr &e, llvm::ArrayRef<Expr> from,
                         llvm::ArrayRef<Expr> to) {
  std::vector<Z3_ast> f, t;
  for (const Expr &x : from)
    f.push_back(x.ast);
  for (const Expr &x : to)
    t.push_back(x.ast);
  return Expr(ctx, Z3_substitute(ctx, e.ast, f.size(), f.data(), t.data()));
}

/// Whether terms of this sort are values (not indices or truths).
static bool isValueSort(Z3_context ctx, Z3_ast a) {
  Z3_sort_kind kind = Z3_get_sort_kind(ctx, Z3_get_sort(ctx, a));
  return kind != Z3_INT_SORT && kind != Z3_BOOL_SORT && kind != Z3_ARRAY_SORT;
}

std::vector<std::pair<Expr, Expr>> Context::valueCases(const Expr &e,
                                                       size_t limit) {
  using Cases = std::vector<std::pair<Expr, Expr>>;
  llvm::DenseMap<unsigned, Cases> memo;
  std::function<Cases(const Expr &)> split = [&](const Expr &t) -> Cases {
    Cases one = {{boolConst(true), t}};
    if (Z3_get_ast_kind(ctx, t.ast) != Z3_APP_AST || !isValueSort(ctx, t.ast))
      return one;
    if (auto it = memo.find(t.id()); it != memo.end())
      return it->second;
    Cases out;
    std::optional<std::array<Expr, 3>> ite = t.asIte();
    // Conditions on indices and sizes alone (no element read, no value
    // compared): a choice on values is the same on both sides where the
    // values are, and stays where it is.
    if (ite &&
        llvm::any_of((*ite)[0].uninterpretedApplications(true),
                     [](const Expr &app) { return !app.arguments().empty(); }))
      ite.reset();
    if (ite) {
      for (const auto &[c, term] : split((*ite)[1]))
        out.push_back({(*ite)[0] && c, term});
      for (const auto &[c, term] : split((*ite)[2]))
        out.push_back({!(*ite)[0] && c, term});
    } else {
      // The operands' cases, combined.
      out = one;
      std::vector<Expr> args = t.arguments();
      for (unsigned k = 0; k < args.size() && out.size() <= limit; ++k) {
        if (!isValueSort(ctx, args[k].ast))
          continue;
        Cases operand = split(args[k]);
        if (operand.size() == 1)
          continue;
        Cases next;
        for (const auto &[c, term] : out)
          for (const auto &[d, value] : operand) {
            std::vector<Expr> changed = term.arguments();
            changed[k] = value;
            next.push_back({c && d, term.withArguments(changed)});
          }
        out = std::move(next);
      }
    }
    if (out.size() > limit)
      out = one;
    memo.try_emplace(t.id(), out);
    return out;
  };
  return split(e);
}

Expr Context::abstractApplications(const Expr &e, llvm::StringRef prefix,
                                   llvm::DenseMap<unsigned, Expr> &constants) {
  return rebuildApplications(
      e, [&](const Expr &app, bool namesBound) -> std::optional<Expr> {
        if (namesBound ||
            !llvm::StringRef(app.functionName()).starts_with(prefix))
          return std::nullopt;
        auto [it, made] = constants.try_emplace(app.id(), Expr());
        if (made)
          it->second =
              var(llvm::formatv("abstracted.{0}", constants.size()).str(),
                  app.sort());
        return it->second;
      });
}

Expr Context::expandFolds(const Expr &e, llvm::StringRef prefix,
                          int64_t maxPoints) {
  Expr out = e;
  for (int round = 0; round < 64; ++round) {
    // An application of a fold whose sizes are numerals, outside every
    // binder (its arguments then hold no bound variable):
    // fold(init, sizes..., lambda).
    std::optional<Expr> found;
    std::vector<Expr> args;
    std::vector<int64_t> extent;
    for (const Expr &app : out.uninterpretedApplications()) {
      if (!llvm::StringRef(app.functionName()).starts_with(prefix))
        continue;
      args = app.arguments();
      extent.clear();
      int64_t points = 1;
      bool ok = args.size() >= 3;
      for (size_t k = 1; ok && k + 1 < args.size(); ++k) {
        std::optional<uint64_t> v = args[k].numeral();
        ok = v && int64_t(*v) >= 0 && int64_t(*v) <= maxPoints;
        if (!ok)
          break;
        extent.push_back(int64_t(*v));
        points *= std::max<int64_t>(*v, 1);
        ok = points <= maxPoints;
      }
      if (ok) {
        found = app;
        break;
      }
    }
    if (!found)
      return out;
    Expr value = args.front();
    Expr lambda = args.back();
    int64_t points = 1;
    for (int64_t v : extent)
      points *= v;
    // Points in loop order: the last bound variable varies fastest.
    std::vector<Expr> index(extent.size() + 1);
    for (int64_t p = 0; p < points; ++p) {
      for (int64_t k = extent.size(), rest = p; k-- > 0; rest /= extent[k])
        index[k] = intConst(rest % extent[k]);
      index.back() = value;
      value = simplify(select(lambda, index));
    }
    out = simplify(substitute(out, {*found}, {value}));
  }
  return out;
}

Expr Context::ite(const Expr &cond, const Expr &a, const Expr &b) {
  return Expr(ctx, Z3_mk_ite(ctx, cond.ast, a.ast, b.ast));
}

llvm::StringRef fusefuzz::smt::resultName(Result r) {
  switch (r) {
  case Result::Unsat:
    return "proved";
  case Result::Sat:
    return "failed";
  case Result::Unknown:
    return "unknown";
  }
  return "?";
}

Solver::Solver(Context &context, unsigned timeoutMs, bool linear,
               uint64_t rlimit)
    : ctx(context.ctx), timeoutMs(timeoutMs), rlimit(rlimit) {
  // Every query is checked in a push/pop scope of its step's solver: the
  // plain incremental SMT core answers those 11-13% faster per case than a
  // QF_LIA solver (measured on the tile strategies), with the same answers.
  Z3_solver s = Z3_mk_simple_solver(ctx);
  Z3_solver_inc_ref(ctx, s);
  Z3_params params = Z3_mk_params(ctx);
  Z3_params_inc_ref(ctx, params);
  // The wall clock is not Z3's `timeout` parameter: see WallClockGuard.h.
  if (rlimit)
    Z3_params_set_uint(ctx, params, Z3_mk_string_symbol(ctx, "rlimit"),
                       static_cast<unsigned>(std::min<uint64_t>(
                           rlimit, std::numeric_limits<unsigned>::max())));
  if (linear) {
    Z3_params_set_uint(ctx, params, Z3_mk_string_symbol(ctx, "arith.solver"),
                       2);
    Z3_params_set_bool(ctx, params, Z3_mk_string_symbol(ctx, "auto_config"),
                       false);
  }
  Z3_solver_set_params(ctx, s, params);
  this->params = params;
  solver = s;
}

Solver::~Solver() {
  if (model)
    Z3_model_dec_ref(ctx, static_cast<Z3_model>(model));
  Z3_params_dec_ref(ctx, static_cast<Z3_params>(params));
  Z3_solver_dec_ref(ctx, static_cast<Z3_solver>(solver));
}

void Solver::add(const Expr &e) {
  Z3_solver_assert(ctx, static_cast<Z3_solver>(solver), e.ast);
}

void Solver::push() { Z3_solver_push(ctx, static_cast<Z3_solver>(solver)); }
void Solver::pop() { Z3_solver_pop(ctx, static_cast<Z3_solver>(solver), 1); }

Result Solver::check() { return checkWith(solver); }

/// Sets `s`'s resource budget to `limit` units (0: none).
static void setRlimit(Z3_context ctx, Z3_solver s, uint64_t limit) {
  Z3_params p = Z3_mk_params(ctx);
  Z3_params_inc_ref(ctx, p);
  Z3_params_set_uint(ctx, p, Z3_mk_string_symbol(ctx, "rlimit"),
                     static_cast<unsigned>(std::min<uint64_t>(
                         limit, std::numeric_limits<unsigned>::max())));
  Z3_solver_set_params(ctx, s, p);
  Z3_params_dec_ref(ctx, p);
}

Result Solver::checkWithin(uint64_t units) {
  if (units == rlimit)
    return check();
  auto *s = static_cast<Z3_solver>(solver);
  setRlimit(ctx, s, units);
  Result r = checkWith(solver);
  setRlimit(ctx, s, rlimit); // 0: none, as built
  return r;
}

std::vector<Expr> Solver::assertions() {
  Z3_ast_vector all =
      Z3_solver_get_assertions(ctx, static_cast<Z3_solver>(solver));
  Z3_ast_vector_inc_ref(ctx, all);
  std::vector<Expr> out;
  for (unsigned i = 0, n = Z3_ast_vector_size(ctx, all); i < n; ++i)
    out.push_back(Expr(ctx, Z3_ast_vector_get(ctx, all, i)));
  Z3_ast_vector_dec_ref(ctx, all);
  return out;
}

Result Solver::checkFresh(llvm::ArrayRef<Expr> assertions, uint64_t units,
                          std::string *dump) {
  Z3_solver fresh = Z3_mk_simple_solver(ctx);
  Z3_solver_inc_ref(ctx, fresh);
  Z3_solver_set_params(ctx, fresh, static_cast<Z3_params>(params));
  if (units && units != rlimit)
    setRlimit(ctx, fresh, units);
  for (const Expr &a : assertions)
    Z3_solver_assert(ctx, fresh, a.ast);
  if (dump)
    *dump = Z3_solver_to_string(ctx, fresh);
  Result r = checkWith(fresh);
  Z3_solver_dec_ref(ctx, fresh);
  return r;
}

std::optional<Result> Solver::checkAbstracted(Context &context, uint64_t units,
                                              std::string *dump) {
  std::vector<Expr> abstracted, commuted;
  unsigned replaced = 0;
  for (const Expr &a : assertions()) {
    // Premises that hold for every point of a domain (definedness inside
    // reductions) only cost Z3 instantiations here: weaker premises keep
    // an unsatisfiable answer sound.
    if (Z3_get_ast_kind(ctx, a.ast) == Z3_QUANTIFIER_AST &&
        Z3_is_quantifier_forall(ctx, a.ast))
      continue;
    abstracted.push_back(context.abstractNonlinear(a, replaced, &commuted));
  }
  if (!replaced)
    return std::nullopt;
  // A product's operands may be equal only crosswise (`x * y` and
  // `y * x'`, x' = x by arithmetic), which operand order cannot match:
  // the commutativity of each abstracted product, as ground instances.
  llvm::append_range(abstracted, commuted);
  Result r = checkFresh(abstracted, units, dump);
  if (model) { // a model of the abstraction: not one of the assertions
    Z3_model_dec_ref(ctx, static_cast<Z3_model>(model));
    model = nullptr;
  }
  return r;
}

Result Solver::checkAlone() { return checkFresh(assertions(), 0); }

Result Solver::checkWith(void *which) {
  auto *s = static_cast<Z3_solver>(which);
  if (model) {
    Z3_model_dec_ref(ctx, static_cast<Z3_model>(model));
    model = nullptr;
  }
  auto start = std::chrono::steady_clock::now();
  Z3_lbool r;
  {
    WallClockDeadline deadline(ctx, timeoutMs);
    r = Z3_solver_check(ctx, s);
  }
  lastCheckMs = std::chrono::duration<double, std::milli>(
                    std::chrono::steady_clock::now() - start)
                    .count();
  if (r == Z3_L_FALSE)
    return Result::Unsat;
  if (r == Z3_L_UNDEF) {
    lastReason = Z3_solver_get_reason_unknown(ctx, s);
    return Result::Unknown;
  }
  Z3_model m = Z3_solver_get_model(ctx, s);
  Z3_model_inc_ref(ctx, m);
  model = m;
  return Result::Sat;
}

std::optional<int64_t> Solver::value(const Expr &e) {
  if (!model)
    return std::nullopt;
  Z3_ast out = nullptr;
  if (!Z3_model_eval(ctx, static_cast<Z3_model>(model), e.ast, true, &out) ||
      !out)
    return std::nullopt;
  Expr holder(ctx, out);
  int64_t v;
  if (!Z3_get_numeral_int64(ctx, out, &v))
    return std::nullopt;
  return v;
}

std::optional<uint64_t> Solver::bits(const Expr &e) {
  Z3_ast out = nullptr;
  if (!model ||
      !Z3_model_eval(ctx, static_cast<Z3_model>(model), e.ast, true, &out) ||
      !out)
    return std::nullopt;
  Expr holder(ctx, out);
  if (Z3_is_eq_ast(ctx, out, Z3_mk_true(ctx)))
    return 1;
  if (Z3_is_eq_ast(ctx, out, Z3_mk_false(ctx)))
    return 0;
  uint64_t value;
  if (Z3_get_sort_kind(ctx, Z3_get_sort(ctx, out)) == Z3_BV_SORT &&
      Z3_is_numeral_ast(ctx, out) && Z3_get_numeral_uint64(ctx, out, &value))
    return value;
  return std::nullopt;
}

std::string Solver::valueText(const Expr &e) {
  if (!model)
    return "?";
  Z3_ast out = nullptr;
  if (!Z3_model_eval(ctx, static_cast<Z3_model>(model), e.ast, true, &out) ||
      !out)
    return "?";
  Expr holder(ctx, out);
  return holder.str(4000);
}

std::string Solver::reasonUnknown() {
  const std::string &reason = lastReason;
  // Z3 says "canceled" for both limits ("unknown" when the resource limit
  // ran out before the search began): the wall clock is the one that ran
  // out when the check lasted that long.
  bool early = lastCheckMs < 0.9 * timeoutMs;
  if (rlimit && early &&
      (reason == "canceled" || reason == "unknown" ||
       reason == "max. resource limit exceeded"))
    return "resource limit";
  // The wall clock's interrupt, whatever Z3 calls it ("canceled",
  // "interrupted", "unknown" when it came before the search began), is the
  // one reason: a timeout (a verdict that changed its wording run to run).
  if (reason == "canceled" || reason == "timeout" || reason == "unknown" ||
      llvm::StringRef(reason).contains("interrupt"))
    return "timeout";
  return reason;
}

std::string Solver::smtlib() {
  return Z3_solver_to_string(ctx, static_cast<Z3_solver>(solver));
}
