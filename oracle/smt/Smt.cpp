//===- Smt.cpp - The only place (with its siblings) that includes Z3 ------===//
#include "oracle/smt/Smt.h"

#include <z3.h>

using namespace fusefuzz::smt;

Expr::Expr(_Z3_context *ctx, _Z3_ast *ast) : ctx(ctx), ast(ast) {
  if (ast)
    Z3_inc_ref(ctx, ast);
}
Expr::Expr(const Expr &other) : Expr(other.ctx, other.ast) {}
Expr &Expr::operator=(const Expr &other) {
  if (this == &other)
    return *this;
  if (other.ast)
    Z3_inc_ref(other.ctx, other.ast);
  if (ast)
    Z3_dec_ref(ctx, ast);
  ctx = other.ctx;
  ast = other.ast;
  return *this;
}
Expr::~Expr() {
  if (ast)
    Z3_dec_ref(ctx, ast);
}

std::string Expr::str() const {
  return ast ? Z3_ast_to_string(ctx, ast) : "<null>";
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
}
Context::~Context() {
  proved.clear();
  Z3_del_context(ctx);
}

bool Context::provedBefore(const Expr &query) {
  ++lookups;
  bool found = provedSet.contains(query.ast);
  hits += found;
  return found;
}

void Context::rememberProved(const Expr &query) {
  if (proved.size() >= kMaxProved) {
    provedSet.clear();
    proved.clear();
  }
  if (provedSet.insert(query.ast).second)
    proved.push_back(query);
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

Solver::Solver(Context &context, unsigned timeoutMs, bool linear)
    : ctx(context.ctx) {
  // Every query is checked in a push/pop scope of its step's solver: the
  // plain incremental SMT core answers those 11-13% faster per case than a
  // QF_LIA solver (measured on the tile strategies), with the same answers.
  Z3_solver s = Z3_mk_simple_solver(ctx);
  Z3_solver_inc_ref(ctx, s);
  Z3_params params = Z3_mk_params(ctx);
  Z3_params_inc_ref(ctx, params);
  Z3_params_set_uint(ctx, params, Z3_mk_string_symbol(ctx, "timeout"),
                     timeoutMs);
  if (linear) {
    Z3_params_set_uint(ctx, params, Z3_mk_string_symbol(ctx, "arith.solver"),
                       2);
    Z3_params_set_bool(ctx, params, Z3_mk_string_symbol(ctx, "auto_config"),
                       false);
  }
  Z3_solver_set_params(ctx, s, params);
  Z3_params_dec_ref(ctx, params);
  solver = s;
}

Solver::~Solver() {
  if (model)
    Z3_model_dec_ref(ctx, static_cast<Z3_model>(model));
  Z3_solver_dec_ref(ctx, static_cast<Z3_solver>(solver));
}

void Solver::add(const Expr &e) {
  Z3_solver_assert(ctx, static_cast<Z3_solver>(solver), e.ast);
}

void Solver::push() { Z3_solver_push(ctx, static_cast<Z3_solver>(solver)); }
void Solver::pop() { Z3_solver_pop(ctx, static_cast<Z3_solver>(solver), 1); }

Result Solver::check() {
  if (model) {
    Z3_model_dec_ref(ctx, static_cast<Z3_model>(model));
    model = nullptr;
  }
  Z3_lbool r = Z3_solver_check(ctx, static_cast<Z3_solver>(solver));
  if (r == Z3_L_FALSE)
    return Result::Unsat;
  if (r == Z3_L_UNDEF)
    return Result::Unknown;
  Z3_model m = Z3_solver_get_model(ctx, static_cast<Z3_solver>(solver));
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

std::string Solver::reasonUnknown() {
  return Z3_solver_get_reason_unknown(ctx, static_cast<Z3_solver>(solver));
}

std::string Solver::smtlib() {
  return Z3_solver_to_string(ctx, static_cast<Z3_solver>(solver));
}
