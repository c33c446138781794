//===- Smt.h - A thin value-type layer over Z3 ------------------*- C++ -*-===//
//
// Obligations are written with these types so that they read like the math
// (`pre && !(fused == expected)`); only the files in oracle/smt/ include
// z3. Integers are mathematical (unbounded) integers: index arithmetic in
// affine maps cannot overflow at the sizes fusefuzz generates.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_SMT_SMT_H
#define FUSEFUZZ_ORACLE_SMT_SMT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

struct _Z3_context;
struct _Z3_ast;

namespace fusefuzz::smt {

class Context;

class Expr {
public:
  Expr() = default;
  Expr(const Expr &other);
  Expr &operator=(const Expr &other);
  ~Expr();

  bool isNull() const { return ast == nullptr; }
  std::string str() const;

  friend Expr operator+(const Expr &a, const Expr &b);
  friend Expr operator-(const Expr &a, const Expr &b);
  friend Expr operator*(const Expr &a, const Expr &b);
  friend Expr operator==(const Expr &a, const Expr &b);
  friend Expr operator!=(const Expr &a, const Expr &b);
  friend Expr operator<(const Expr &a, const Expr &b);
  friend Expr operator<=(const Expr &a, const Expr &b);
  friend Expr operator&&(const Expr &a, const Expr &b);
  friend Expr operator||(const Expr &a, const Expr &b);
  friend Expr operator!(const Expr &a);
  /// Floor division and modulo by a positive divisor (SMT-LIB div/mod are
  /// Euclidean, which equals floor semantics for positive divisors).
  Expr floorDiv(const Expr &divisor) const;
  Expr mod(const Expr &divisor) const;
  Expr ceilDiv(const Expr &divisor) const;
  Expr implies(const Expr &b) const;

private:
  friend class Context;
  friend class Solver;
  Expr(_Z3_context *ctx, _Z3_ast *ast);
  _Z3_context *ctx = nullptr;
  _Z3_ast *ast = nullptr;
};

class Context {
public:
  Context();
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  Expr intConst(int64_t value);
  Expr intVar(llvm::StringRef name);
  Expr boolConst(bool value);
  /// Conjunction / disjunction of many (true / false when empty).
  Expr all(llvm::ArrayRef<Expr> items);
  Expr any(llvm::ArrayRef<Expr> items);
  /// `forall bound. body`, the bound variables being intVar constants.
  Expr forall(llvm::ArrayRef<Expr> bound, const Expr &body);
  /// if-then-else over integers: `cond ? a : b`.
  Expr ite(const Expr &cond, const Expr &a, const Expr &b);
  Expr min(const Expr &a, const Expr &b) { return ite(a <= b, a, b); }
  Expr max(const Expr &a, const Expr &b) { return ite(a <= b, b, a); }

  /// Queries already shown unsatisfiable. Z3 hash-conses terms, so a query
  /// built again from the same maps, sizes and variable names is the same
  /// term while the first is alive: its proof is reused. Only unsat is
  /// remembered (a Sat answer needs its model; an Unknown one may not
  /// repeat). At most `kMaxProved` queries are kept; then the set restarts.
  bool provedBefore(const Expr &query);
  void rememberProved(const Expr &query);
  uint64_t proofLookups() const { return lookups; }
  uint64_t proofHits() const { return hits; }
  static constexpr size_t kMaxProved = 1 << 16;

private:
  friend class Solver;
  _Z3_context *ctx;
  std::vector<Expr> proved; // holds the terms of `provedSet` alive
  llvm::DenseSet<const void *> provedSet;
  uint64_t lookups = 0, hits = 0;
};

enum class Result { Unsat, Sat, Unknown };
llvm::StringRef resultName(Result r);

class Solver {
public:
  /// `timeoutMs`: per check; an exceeded limit is Result::Unknown.
  /// `linear`: tuned for small linear integer queries (Z3's older simplex,
  /// arith.solver=2, without per-check auto-configuration: 10% faster per
  /// case on tile nests, the same answers on 3000 cases of `all`); the
  /// default configuration is twice as fast on nonlinear ones (the flat
  /// offsets of reshape steps).
  Solver(Context &context, unsigned timeoutMs, bool linear = false);
  ~Solver();
  Solver(const Solver &) = delete;
  Solver &operator=(const Solver &) = delete;

  void add(const Expr &e);
  /// Scopes: assertions added after push() are dropped by pop().
  void push();
  void pop();
  Result check();
  /// Value of an integer expression in the model of the last Sat check.
  std::optional<int64_t> value(const Expr &e);
  /// Why the last check returned Unknown ("timeout", "canceled", ...).
  std::string reasonUnknown();
  /// The assertions in SMT-LIB 2, for dumps.
  std::string smtlib();

private:
  _Z3_context *ctx;
  void *solver; // Z3_solver
  void *model = nullptr;
};

} // namespace fusefuzz::smt

#endif
