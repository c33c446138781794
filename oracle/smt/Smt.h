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
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

struct _Z3_context;
struct _Z3_ast;
struct _Z3_sort;
struct _Z3_func_decl;

namespace fusefuzz::smt {

class Context;

/// A sort, owned by its Context (which keeps every sort it made alive).
struct Sort {
  _Z3_sort *raw = nullptr;
  bool operator==(const Sort &o) const { return raw == o.raw; }
  bool operator!=(const Sort &o) const { return raw != o.raw; }
};
/// An uninterpreted function, owned by its Context.
struct Func {
  _Z3_func_decl *raw = nullptr;
};

/// Bit-vector operations (SMT-LIB's bv*): arithmetic wraps, comparisons
/// give Bool.
enum class BvOp {
  Add,
  Sub,
  Mul,
  UDiv,
  SDiv,
  URem,
  SRem,
  And,
  Or,
  Xor,
  Shl,
  LShr,
  AShr,
  Ult,
  Ule,
  Slt,
  Sle
};

/// A term of a Context, alive as long as the Context (see Smt.cpp: terms
/// are not released one by one).
class Expr {
public:
  Expr() = default;

  bool isNull() const { return ast == nullptr; }
  std::string str() const;
  /// The term printed as a tree up to about `limit` characters, then
  /// " ...": Z3's own printer writes a shared subterm once per use, which
  /// for a deep DAG is exponential in its depth.
  std::string str(size_t limit) const;
  /// The number of distinct subterms (binders' bodies included), counted
  /// up to `limit`.
  size_t dagSize(size_t limit) const;
  /// Bit-vector products, quotients and remainders of two non-numerals
  /// (binders' bodies included), counted up to `limit`: each a circuit Z3
  /// bit-blasts before any resource budget applies.
  size_t bitVectorCircuits(size_t limit) const;
  /// Z3 hash-conses terms: the same term built twice is the same node.
  bool same(const Expr &other) const { return ast == other.ast; }
  /// The node's id, unique among live terms of its context.
  unsigned id() const;
  /// A hash of the term's structure: the same for equal terms whenever and
  /// in whatever order they were built (unlike id()).
  unsigned hash() const;
  bool isTrue() const;
  bool isFalse() const;
  /// The value of an integer or bit-vector numeral (two's complement for a
  /// negative integer).
  std::optional<uint64_t> numeral() const;
  Sort sort() const;
  bool isInt() const;
  /// The width of a bit-vector term, 0 for other sorts.
  unsigned bvWidth() const;
  /// The names of the functions applied in this term (each node once)
  /// whose names start with `prefix`, lambdas' bodies included.
  std::vector<std::string> applied(llvm::StringRef prefix) const;
  /// Whether this integer term is non-negative by its form alone, the
  /// terms with the given ids being non-negative.
  bool nonNegative(const llvm::DenseSet<unsigned> &nonNegativeIds) const;
  /// The arguments of a top-level `and`; the term itself otherwise.
  std::vector<Expr> conjuncts() const;
  /// The applications of uninterpreted functions in this term outside
  /// every binder (their arguments hold no bound variable), each once;
  /// with `insideBinders`, those in the bodies of lambdas and quantifiers
  /// too (whose arguments may name their bound variables).
  std::vector<Expr> uninterpretedApplications(bool insideBinders = false) const;
  /// For an application: its function's name and its arguments.
  std::string functionName() const;
  std::vector<Expr> arguments() const;
  /// For an application: the same function applied to `args`.
  Expr withArguments(llvm::ArrayRef<Expr> args) const;
  /// Whether `sub` occurs in this term (a free variable, say).
  bool mentions(const Expr &sub) const;
  /// Whether a variable of a binder outside this term occurs in it (a
  /// fold's loop variable in a term of its body): false for a term that
  /// means the same wherever it stands.
  bool hasFreeVariables() const;
  /// For `a == b`: {a, b}.
  std::optional<std::pair<Expr, Expr>> asEquality() const;
  /// For `cond ? a : b`: {cond, a, b}.
  std::optional<std::array<Expr, 3>> asIte() const;
  /// For `f(x)` with `f` == `function`: x.
  std::optional<Expr> onlyArgumentOf(Func function) const;
  /// For `f(x)` with `f` == `function` and `x` a numeral: x.
  std::optional<uint64_t> numeralArgumentOf(Func function) const;

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

// The operators, declared at namespace scope too (they are defined there).
Expr operator+(const Expr &a, const Expr &b);
Expr operator-(const Expr &a, const Expr &b);
Expr operator*(const Expr &a, const Expr &b);
Expr operator==(const Expr &a, const Expr &b);
Expr operator!=(const Expr &a, const Expr &b);
Expr operator<(const Expr &a, const Expr &b);
Expr operator<=(const Expr &a, const Expr &b);
Expr operator&&(const Expr &a, const Expr &b);
Expr operator||(const Expr &a, const Expr &b);
Expr operator!(const Expr &a);

/// Where two terms differ (Context::differences): `left` and `right` at
/// one place, under the conditions above it.
struct Difference {
  Expr context, left, right;
};

/// A fold over tiles written as the one fold over all points (flat), and
/// when it is not that fold: `broken`, over a tile `split.t` (a fresh
/// constant), satisfiable where the tiles do not cover the points in order
/// (a tile other than the last not of the step's size, the last empty or
/// larger, a tile outside the outer fold's domain).
struct FlatFold {
  Expr flat, broken;
};

/// One dimension of a box of points: `variable` ranges over [0, size).
struct BoxDim {
  Expr variable;
  int64_t size;
};

class Context {
public:
  Context();
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;
  /// The Z3 context itself, for the wall-clock guard (WallClockGuard.h).
  _Z3_context *z3() const { return ctx; }

  Expr intConst(int64_t value);
  Expr intVar(llvm::StringRef name);
  Expr boolConst(bool value);
  /// Conjunction / disjunction of many (true / false when empty).
  Expr all(llvm::ArrayRef<Expr> items);
  Expr any(llvm::ArrayRef<Expr> items);
  /// `forall bound. body`, the bound variables being intVar constants.
  Expr forall(llvm::ArrayRef<Expr> bound, const Expr &body);
  Sort intSort();
  Sort boolSort();
  Sort bvSort(unsigned width);
  /// The uninterpreted sort `name` (the same sort for the same name).
  Sort namedSort(llvm::StringRef name);
  /// The uninterpreted function `name`: the same function for the same
  /// name, so the name must identify the signature.
  Func function(llvm::StringRef name, llvm::ArrayRef<Sort> domain, Sort range);
  Expr apply(Func f, llvm::ArrayRef<Expr> args);
  /// A constant of any sort.
  Expr var(llvm::StringRef name, Sort sort);
  Expr bvConst(unsigned width, uint64_t bits);
  Expr bv(BvOp op, const Expr &a, const Expr &b);
  Expr bvExtract(unsigned high, unsigned low, const Expr &a);
  Expr bvZeroExtend(unsigned extra, const Expr &a);
  Expr bvSignExtend(unsigned extra, const Expr &a);
  Expr intToBv(unsigned width, const Expr &a);
  Expr bvToInt(const Expr &a, bool isSigned);
  /// `lambda bound. body`: an array (bound sorts) -> body's sort, the bound
  /// variables being constants made by var().
  Expr lambda(llvm::ArrayRef<Expr> bound, const Expr &body);
  /// `array[index...]`; of a lambda, simplify() reduces it to the body.
  Expr select(const Expr &array, llvm::ArrayRef<Expr> index);
  /// Z3's rewriter: arithmetic normalized, lambdas applied to arguments
  /// reduced. Remembered while both terms live (a proof simplifies the
  /// same terms many times: 87% of the calls of a campaign's end-to-end
  /// proofs were repeats).
  Expr simplify(const Expr &e);
  /// `e` in a normal form two sides reach alike where they differ only by
  /// what Z3's rewriter leaves alone: `k*m*(x div m) + k*(x mod m)` is
  /// `k*x` (reshapes read back through their inverse), and the two
  /// arguments of every function named in `commutative`, and of Z3's own
  /// commutative operators (`and`, `=`, `+`, `bvmul`, ...), are ordered by
  /// structure, bottom-up (operands that became equal only now, or that
  /// the two sides multiplied in another order); so are the operands of a
  /// minimum or maximum (`x <= y ? y : x`, any order comparison).
  Expr normalize(const Expr &e, const llvm::StringSet<> &commutative);
  /// `e` rebuilt bottom-up, each distinct node once: every application of
  /// an uninterpreted function (outside binders and inside them), its
  /// arguments rebuilt first, is passed to `rebuild` with whether it names
  /// a variable of a binder outside it; what that returns replaces it.
  Expr rebuildApplications(const Expr &e,
                           llvm::function_ref<std::optional<Expr>(
                               const Expr &app, bool hasFreeVariables)>
                               rebuild);
  /// `e` rebuilt bottom-up, each distinct node once: every application
  /// with arguments, its arguments rebuilt first, is passed to `rebuild`
  /// with whether it names a variable of a binder outside it; what that
  /// returns replaces it.
  Expr
  rebuildBottomUp(const Expr &e,
                  llvm::function_ref<std::optional<Expr>(const Expr &app,
                                                         bool hasFreeVariables)>
                      rebuild);
  /// `e` with every nonlinear operation (a product of two non-constants,
  /// integer division, remainder and bit-vector shifts by a non-constant,
  /// every bit-vector division and remainder, int2bv and bv2int) replaced
  /// by an uninterpreted function of its operands, one per operator and
  /// sorts; `replaced` counts them. Whatever is unsatisfiable so is
  /// unsatisfiable exactly (the operators are one interpretation of those
  /// functions), and Z3 decides it without bit-blasting multipliers.
  /// Where `commuted` is given, it receives `f(x, y) == f(y, x)` for each
  /// abstracted commutative operation outside binders.
  Expr abstractNonlinear(const Expr &e, unsigned &replaced,
                         std::vector<Expr> *commuted = nullptr);
  /// `e` with each `c ? a : b` rewritten under its condition: in `a`, each
  /// conjunct of `c` (a literal, naming bound variables or not) replaced by
  /// true (its atom by false where it is a negation), in `b` each disjunct by
  /// false, and both simplified. The same term, in a form where a choice
  /// the condition already made is gone (`i >= 1 ? (i >= 1 ? x : y) : z`
  /// is `i >= 1 ? x : z`).
  Expr assumeConditionsInBranches(const Expr &e);
  /// `e` with every `from[k]` replaced by `to[k]`.
  Expr substitute(const Expr &e, llvm::ArrayRef<Expr> from,
                  llvm::ArrayRef<Expr> to);
  /// The places where `a` and `b` differ, found walking both where they
  /// apply the same operator to as many arguments or bind variables of the
  /// same sorts: `a` equals `b` wherever each difference's sides are equal
  /// under its context (the conditions of the `ite`s above it; the left
  /// side's where the two conditions differ, themselves a difference).
  /// Bound variables become constants (one per binder depth, position and
  /// sort), so no difference needs a binder around it; where one holds a
  /// binder of its own, Z3 still meets it. The operands of a commutative
  /// op (Z3's, or a function named in `commutative`) are paired by shape.
  /// std::nullopt past `limit`.
  std::optional<std::vector<Difference>>
  differences(const Expr &a, const Expr &b,
              const llvm::StringSet<> &commutative, size_t limit);
  /// `e` as cases: (condition, term) pairs whose conditions partition
  /// every model, each term `e` where its condition holds with the choices
  /// of value (not of index or truth) `ite`s above and among the operands
  /// of ops on values made, those choosing on indices and sizes alone; `e`
  /// alone where that would make more than `limit` cases. Binders' bodies are
  /// left as they are.
  std::vector<std::pair<Expr, Expr>> valueCases(const Expr &e, size_t limit);
  /// `e` with every application of an uninterpreted function named
  /// `prefix`... outside binders (with its binders, if any) replaced by a
  /// constant of its sort, the same for the same application in every term
  /// `constants` has seen. A query of such terms has a model wherever the
  /// exact one has: unsatisfiable, the exact one is too.
  Expr abstractApplications(const Expr &e, llvm::StringRef prefix,
                            llvm::DenseMap<unsigned, Expr> &constants);
  /// if-then-else over any sort: `cond ? a : b`.
  /// `e` with every application of an uninterpreted function named
  /// `prefix`... of the form f(init, sizes..., lambda (bound..., acc).
  /// step) whose sizes are numerals (at most `maxPoints` points) written
  /// out: step applied in loop order from init (the last bound variable
  /// fastest). Applications holding bound variables are left alone.
  Expr expandFolds(const Expr &e, llvm::StringRef prefix, int64_t maxPoints);
  /// `e` with every such application (named `prefix`...`.k`, k its number
  /// of sizes, one lambda) outside binders in one shape however a rewrite
  /// built it (FoldShapes.cpp): a loop of size 1 dropped (its bound
  /// variable 0), as the side that knew the size statically built it; a
  /// guard of its step (`c ? step : acc`, nested) naming neither its bound
  /// variables nor its accumulator (an element's being in a nest's region)
  /// lifted out, `c ? fold(...) : init`: every step or none takes it.
  Expr withFoldsInOneShape(const Expr &e, llvm::StringRef prefix);
  /// For an application `app` of such a fold over tiles (one size) whose
  /// step folds over the tile's points from the carried value: the one
  /// fold over all points, in the same order, for each step the tiles may
  /// have (FoldShapes.cpp).
  std::vector<FlatFold> flatFolds(const Expr &app, llvm::StringRef prefix);
  /// `e` with every application of a fold over tiles, outside binders, the
  /// one fold over all points where `cannotBreak` says its `broken` is
  /// unsatisfiable.
  Expr withFlatFolds(const Expr &e, llvm::StringRef prefix,
                     llvm::function_ref<bool(const Expr &broken)> cannotBreak);
  /// The applications of such folds in `e` outside binders.
  std::vector<Expr> foldsIn(const Expr &e, llvm::StringRef prefix);
  /// The fold `app` (such an application) written in the shape of the
  /// fold `other` of the same function over fewer loops, where runs of
  /// its loops have sizes that multiply to that one's sizes: each run's
  /// loops read from one loop in row-major order, as a collapse_shape
  /// reads its source, that loop's range standing for theirs (a reduction
  /// over an expanded shape against the same reduction over the collapsed
  /// one: the same points in the same order). nullopt where its loops do
  /// not group so.
  /// The fold `app` (such an application) with its loops in `order`
  /// (order[k]: the loop that becomes the k-th), where its step combines
  /// the accumulator with each point's value by an associative and
  /// commutative bit-vector operation (a sum, product, and, or, xor,
  /// minimum or maximum) under a guard that does not read it: the same
  /// value, its points combined in another order. nullopt for other folds.
  std::optional<Expr> withLoopsInOrder(const Expr &app, llvm::StringRef prefix,
                                       llvm::ArrayRef<unsigned> order);
  /// The fold `app` with its loops ordered as those of `other` (a fold of
  /// the same function) whose sizes are theirs (withLoopsInOrder: the
  /// order that matches the most sizes, when that is not its own).
  std::optional<Expr> permutedAs(const Expr &app, const Expr &other,
                                 llvm::StringRef prefix);
  std::optional<Expr> regroupedAs(const Expr &app, const Expr &other,
                                  llvm::StringRef prefix);
  /// `terms` where `box`'s variables lie in it (as a query asserts): each
  /// integer subterm with a quotient, remainder or choice whose constants
  /// are all the box's variables replaced by the simplest term of the same
  /// value at every point (a variable, a numeral, or the smallest such
  /// subterm), in every term alike (BoxValues.cpp). Unchanged where the box
  /// has more than `maxPoints` points.
  std::vector<Expr> simplestOnBox(llvm::ArrayRef<Expr> terms,
                                  llvm::ArrayRef<BoxDim> box, size_t maxPoints);
  /// `terms` where each remainder by a divisor that is no numeral, names
  /// no bound variable and is `positive`, is written `x - d * (x div d)`
  /// and products are multiplied out, where that leaves fewer quotients
  /// and remainders by such divisors (a delinearized index linearized
  /// again cancels); nullopt otherwise. `positive` is asked only where the
  /// rewrite cancels some (Remainders.cpp).
  std::optional<std::vector<Expr>> withRemaindersAsQuotients(
      llvm::ArrayRef<Expr> terms,
      llvm::function_ref<bool(const Expr &divisor)> positive);
  /// `e` simplified with its products of sums multiplied out (Z3's sum of
  /// monomials).
  Expr asPolynomial(const Expr &e);
  Expr ite(const Expr &cond, const Expr &a, const Expr &b);
  Expr min(const Expr &a, const Expr &b) { return ite(a <= b, a, b); }
  Expr max(const Expr &a, const Expr &b) { return ite(a <= b, b, a); }

private:
  friend class Solver;
  class DifferenceWalk;
  /// withFoldsInOneShape()'s two rewrites of one application; nullopt
  /// where it has no loop of size 1, or no guard to lift.
  /// (The first rebuilt on de Bruijn indices: the fold may name variables
  /// of binders around it, inside another fold's step.)
  std::optional<Expr> withoutUnitSizes(const Expr &app, llvm::StringRef prefix);
  std::optional<Expr> withGuardLifted(const Expr &app, llvm::StringRef prefix);
  /// A fold of `app`'s family (its name but the number of sizes) over
  /// `sizes` from `init` with step `lambda`.
  Expr foldLike(const Expr &app, const Expr &init, llvm::ArrayRef<Expr> sizes,
                const Expr &lambda);
  /// A product's factors: its numerals multiplied into one, the ids of the
  /// rest sorted (`5 * (a * b)` and `(5 * a) * b` alike).
  std::pair<uint64_t, std::vector<unsigned>> productFactors(const Expr &e);
  /// A constant for the k-th bound variable of `lambda`, of its name where
  /// the lambda holds no constant of that name (a fold rebuilt with it is
  /// then the one built so).
  Expr boundVariable(const Expr &lambda, unsigned k, Sort sort);
  Sort namedSortOf(llvm::StringRef key, llvm::function_ref<_Z3_sort *()> make);
  /// `e` where each of `literals` (bound variables shifted under binders) has
  /// `value`: each replaced by it (its atom by the opposite where it is a
  /// negation), simplified; `e` itself where `mayHold` says it holds none
  /// of the literals' atoms.
  Expr assuming(
      const Expr &e, llvm::ArrayRef<Expr> literals, bool value,
      llvm::function_ref<bool(_Z3_ast *, llvm::ArrayRef<_Z3_ast *>)> mayHold);
  /// Whether Z3's operator of this kind (a Z3_decl_kind) is commutative.
  static bool isCommutative(int kind);
  /// normalize()'s folding of `k*m * (x div m) + k * (x mod m)` into
  /// `k*x`, and of `k*x - k*m * (x div m)` into `k * (x mod m)`, in a sum
  /// (Smt.cpp).
  static std::optional<Expr> foldDivMod(_Z3_context *ctx,
                                        llvm::ArrayRef<_Z3_ast *> args);
  /// `e`, a branch where each of `literals` holds, with one side of each
  /// equality of values (not numerals, naming no bound variable) replaced
  /// by the other: the side `other` (the other branch) does not hold.
  Expr withEqualsReplaced(const Expr &e, llvm::ArrayRef<Expr> literals,
                          const Expr &other);
  /// Sorts `args` by structure; false where they were in order already.
  bool orderByStructure(std::vector<_Z3_ast *> &args);
  /// normalize()'s form of a minimum or maximum (Smt.cpp); nullopt where
  /// `node` is not one or is in that form already.
  std::optional<Expr> orderedMinMax(const Expr &node);
  /// normalize()'s shifts the amount cannot change (`0 << x`, `-1 >> x`
  /// arithmetic): their value; nullopt for others.
  std::optional<Expr> shiftOfFixedPoint(int kind,
                                        llvm::ArrayRef<_Z3_ast *> args);
  /// normalize()'s remainders whose bounds decide a quotient or remainder
  /// of them (`(x mod 3) div 3` is 0), and sums without zeros.
  std::optional<Expr> remainderInBounds(int kind,
                                        llvm::ArrayRef<_Z3_ast *> args);
  _Z3_context *ctx;
  llvm::StringMap<Sort> sorts;
  llvm::StringMap<Func> functions;
  /// Every term handed out, its sorts and functions included, in the order
  /// made: released with the Context (see Smt.cpp).
  std::vector<_Z3_ast *> held;
  void hold(const Expr &e);
  /// simplify's results, by term.
  llvm::DenseMap<_Z3_ast *, _Z3_ast *> simplified;
};

enum class Result { Unsat, Sat, Unknown };
llvm::StringRef resultName(Result r);

class Solver {
public:
  /// `timeoutMs`: per check, wall clock; `rlimit`: per check, in Z3's
  /// resource units (0: none). Either exceeded is Result::Unknown. The
  /// resource limit is deterministic (the same answer on any machine and
  /// under any load); the wall clock only guards against queries whose
  /// work Z3 does not count (nonlinear arithmetic), and its verdicts may
  /// change from run to run.
  /// `linear`: tuned for small linear integer queries (Z3's older simplex,
  /// arith.solver=2, without per-check auto-configuration: 10% faster per
  /// case on tile nests, the same answers on 3000 cases of `all`); the
  /// default configuration is twice as fast on nonlinear ones (the flat
  /// offsets of reshape steps).
  Solver(Context &context, unsigned timeoutMs, bool linear = false,
         uint64_t rlimit = 0);
  ~Solver();
  Solver(const Solver &) = delete;
  Solver &operator=(const Solver &) = delete;

  void add(const Expr &e);
  /// Scopes: assertions added after push() are dropped by pop().
  void push();
  void pop();
  Result check();
  /// check() within `units` of Z3's resource budget instead of the
  /// solver's own (fewer, or more for a rare query that needs them).
  Result checkWithin(uint64_t units);
  /// check() of the assertions of every scope given at once to a new
  /// solver: Z3 then preprocesses them as a whole, which it does not under
  /// push (for quantified queries, the difference between an answer and
  /// "incomplete quantifiers"). The model is kept as check()'s.
  Result checkAlone();
  /// check() of the assertions of every scope with their nonlinear
  /// operations abstracted (Context::abstractNonlinear), asked of a new
  /// solver within `units` of the budget (0: the solver's own). Unsat
  /// proves the exact assertions unsatisfiable; Sat says nothing of them
  /// (its model is not kept); nullopt where nothing was nonlinear. The
  /// abstracted query in SMT-LIB 2 goes to `dump` where given.
  std::optional<Result> checkAbstracted(Context &context, uint64_t units = 0,
                                        std::string *dump = nullptr);
  /// Value of an integer expression in the model of the last Sat check.
  std::optional<int64_t> value(const Expr &e);
  /// The bits of a bit-vector or Boolean expression's value in that model
  /// (completed where the model leaves it free); nullopt for other sorts.
  std::optional<uint64_t> bits(const Expr &e);
  /// Value of any expression in that model, printed by Z3.
  std::string valueText(const Expr &e);
  /// Why the last check returned Unknown: "resource limit" (the
  /// deterministic budget), "timeout" (the wall clock), or Z3's reason.
  std::string reasonUnknown();
  /// The assertions in SMT-LIB 2, for dumps.
  std::string smtlib();

private:
  _Z3_context *ctx;
  void *solver; // Z3_solver
  void *model = nullptr;
  Result checkWith(void *which); // a Z3_solver
  /// The assertions of every scope.
  std::vector<Expr> assertions();
  /// check() of `assertions` by a new solver with this one's parameters,
  /// within `units` of the budget where given (its SMT-LIB 2 to `dump`).
  Result checkFresh(llvm::ArrayRef<Expr> assertions, uint64_t units,
                    std::string *dump = nullptr);
  void *params = nullptr; // Z3_params
  unsigned timeoutMs;
  uint64_t rlimit;
  double lastCheckMs = 0;
  std::string lastReason;
};

} // namespace fusefuzz::smt

#endif
