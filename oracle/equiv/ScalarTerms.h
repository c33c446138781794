//===- ScalarTerms.h - Element types as sorts, scalar ops as terms -*- C++ -*-//
//
// The meaning of one element: `index` values are SMT integers (exact), an
// integer of width w (i1 too) a bit-vector of width w with the arith
// dialect's wrapping semantics, and every float type an uninterpreted sort.
// Float ops, math functions and casts involving floats are uninterpreted
// functions of their operands, the same on both sides: fusion must not
// change arithmetic. Commutative float ops (addf, mulf, the min/max
// family) order their operands canonically, so `a + b` and `b + a` (equal
// in IEEE arithmetic up to NaN payloads, which fusefuzz compares as a
// class) are one term. Ops whose operands are all constants are evaluated
// by the interpreter's scalar semantics (what the compiled code computes),
// so constant folding on either side gives the same term.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_EQUIV_SCALARTERMS_H
#define FUSEFUZZ_ORACLE_EQUIV_SCALARTERMS_H

#include "oracle/interp/Scalar.h"
#include "oracle/smt/Smt.h"

#include "mlir/IR/Operation.h"

#include <optional>
#include <string>

namespace fusefuzz::equiv {

/// One element's meaning: its value and whether it is defined (false for
/// what nobody wrote, reads out of bounds, division by zero).
struct Term {
  smt::Expr value, defined;
};

class ScalarTerms {
public:
  explicit ScalarTerms(smt::Context &ctx) : ctx(ctx) {}
  smt::Context &ctx;

  /// The sort of `type`'s values; nullopt for types without a meaning here.
  std::optional<smt::Sort> sortOf(mlir::Type type);
  /// The value of `type` with the interpreter's encoding `bits` (integers
  /// zero-extended, floats as IEEE bits; every NaN is one constant).
  smt::Expr constant(mlir::Type type, uint64_t bits);
  /// The bits of `e` if it is a constant made by constant().
  std::optional<uint64_t> bitsOf(mlir::Type type, const smt::Expr &e);
  /// The value of an element nobody wrote (any value: it is undefined).
  smt::Expr unwritten(mlir::Type type);
  /// An i1 term as a Bool.
  smt::Expr holds(const smt::Expr &i1) { return i1 == ctx.bvConst(1, 1); }
  /// An i1 from a Bool.
  smt::Expr fromBool(const smt::Expr &b) {
    return ctx.ite(b, ctx.bvConst(1, 1), ctx.bvConst(1, 0));
  }

  /// `cond ? a : b`, value and definedness alike (folded when `cond` is
  /// the constant true).
  Term choose(const smt::Expr &cond, const Term &a, const Term &b) {
    if (cond.isTrue())
      return a;
    return Term{ctx.ite(cond, a.value, b.value),
                ctx.ite(cond, a.defined, b.defined)};
  }

  /// `var` (an index of an element or a loop variable) is not negative
  /// wherever the terms are used: index division and remainder by a
  /// positive constant are then exact.
  void assumeNonNegative(const smt::Expr &var) {
    nonNegativeIds.insert(var.id());
    nonNegativeVars.push_back(var);
  }

  /// `e` normalized (smt::Context::normalize) with the commutative
  /// uninterpreted ops made so far: operands that became equal only after
  /// sizes were substituted and the term simplified order alike.
  smt::Expr canonical(const smt::Expr &e) {
    return ctx.normalize(e, commutative);
  }

  /// `f(a, b) == f(b, a)` for every commutative uninterpreted op made so
  /// far (and `f(a, a) == a` for the idempotent ones): what the solver
  /// needs where two operands are equal only by arithmetic (`3 * (i div 3)
  /// + i mod 3` and `i`), so that no ordering of terms can match them. Its
  /// ground instances (commutativityInstances) also say that a float op
  /// with its neutral constant for an operand is the other one (`x - 0.0`
  /// where the 0.0 is one only at the model's point).
  llvm::ArrayRef<smt::Expr> commutativityAxioms() const {
    return commutativity;
  }
  /// Whether `e` applies the uninterpreted function of an op (a float op):
  /// a model may give it values the op cannot take.
  bool appliesUninterpretedOps(const smt::Expr &e) const {
    return llvm::any_of(e.uninterpretedApplications(/*insideBinders=*/true),
                        [&](const smt::Expr &app) {
                          return prototypes.contains(app.functionName());
                        });
  }
  /// Whether `name` is the uninterpreted function of a commutative op.
  const llvm::StringSet<> &commutativeFunctions() const { return commutative; }
  bool isCommutativeFunction(llvm::StringRef name) const {
    return commutative.contains(name);
  }
  /// `f(c...) == v` for every uninterpreted (float) op evaluated on
  /// constants so far: true of the op, and what ties an application whose
  /// operands are constants only at the model's point to the constant the
  /// other side folded.
  llvm::ArrayRef<smt::Expr> evaluationFacts() const { return evaluations; }
  /// Their instances for the applications in `terms` outside binders
  /// (`f(x, y) == f(y, x)`): quantifier-free, so a query with them gets a
  /// definite answer, where the quantified axioms may leave it unknown.
  std::vector<smt::Expr>
  commutativityInstances(llvm::ArrayRef<smt::Expr> terms) const;

  /// The term of `op`'s result, an arith or math op on scalars, given the
  /// terms of its operands; failure with `why` for an op without a term.
  mlir::FailureOr<Term> apply(mlir::Operation *op,
                              llvm::ArrayRef<Term> operands, std::string &why);

  /// `e` with every uninterpreted op applied to constants evaluated (as
  /// apply() would have, had the operands been constants when it was
  /// built: they became so only when the whole term was simplified).
  smt::Expr refold(const smt::Expr &e);
  /// `op` applied to `args` where each is a constant or `c ? k1 : k2` (one
  /// condition `c`, constant sides): `c ? op(k1s) : op(k2s)`, each side
  /// evaluated; nullopt where that does not apply.
  std::optional<smt::Expr> liftChoice(mlir::Operation *op,
                                      llvm::ArrayRef<smt::Expr> args);
  /// Refolding passes at most (each bottom-up; a pass is needed again only
  /// where simplifying made new constants).
  static constexpr int kMaxRefoldRounds = 8;

private:
  /// An op of each uninterpreted function's name, to evaluate it again.
  llvm::StringMap<mlir::Operation *> prototypes;
  /// Printed types (printing one builds an AsmState: cached).
  llvm::DenseMap<mlir::Type, std::string> typeNames;
  const std::string &typeName(mlir::Type type);
  /// The names of the commutative ops' uninterpreted functions, and of the
  /// idempotent ones among them (float minima and maxima: f(x, x) = x).
  llvm::StringSet<> commutative, idempotent;
  /// For a float op's uninterpreted function: the constant its operands
  /// are neutral against (x + -0.0, x * 1.0, ...), and on which side.
  struct Neutral {
    smt::Expr constant;
    bool left; // also on the left (a commutative op)
  };
  llvm::StringMap<Neutral> neutrals;
  std::vector<smt::Expr> commutativity;
  std::vector<smt::Expr> evaluations;
  llvm::DenseSet<unsigned> nonNegativeIds;
  /// Keeps the variables alive, so that their ids stay theirs.
  std::vector<smt::Expr> nonNegativeVars;
  /// The slot the interpreter's instruction writes its result to.
  static constexpr uint32_t kResultSlot = 3;
  std::optional<smt::Expr> fold(const interp::ScalarInst &inst,
                                mlir::Operation *op,
                                llvm::ArrayRef<smt::Expr> v);
  std::optional<smt::Expr> identity(const interp::ScalarInst &inst,
                                    mlir::Operation *op,
                                    llvm::ArrayRef<smt::Expr> v);
  std::optional<smt::Expr> exact(const interp::ScalarInst &inst,
                                 mlir::Operation *op,
                                 llvm::ArrayRef<smt::Expr> v);
  /// `a < b` (`strict`) or `a <= b`, on index integers or bit-vectors;
  /// nullopt for an unsigned comparison of index values.
  std::optional<smt::Expr> less(bool index, bool isUnsigned, bool strict,
                                const smt::Expr &a, const smt::Expr &b);
  smt::Expr uninterpreted(mlir::Operation *op,
                          llvm::ArrayRef<smt::Expr> operands);
  std::string uninterpretedName(mlir::Operation *op);
};

} // namespace fusefuzz::equiv

#endif
