//===- ScalarTerms.cpp ----------------------------------------------------===//
#include "oracle/equiv/ScalarTerms.h"
#include "oracle/interp/Scalar.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::equiv;

const std::string &ScalarTerms::typeName(Type type) {
  auto [it, inserted] = typeNames.try_emplace(type);
  if (inserted) {
    llvm::raw_string_ostream os(it->second);
    type.print(os);
  }
  return it->second;
}

std::optional<smt::Sort> ScalarTerms::sortOf(Type type) {
  if (type.isIndex())
    return ctx.intSort();
  if (auto i = dyn_cast<IntegerType>(type))
    return ctx.bvSort(i.getWidth());
  if (isa<FloatType>(type))
    return ctx.namedSort(typeName(type));
  return std::nullopt;
}

/// One bit pattern for every NaN of `type` (fusefuzz compares NaNs as a
/// class), the bits unchanged otherwise.
static uint64_t canonicalNaN(FloatType type, uint64_t bits) {
  unsigned w = type.getWidth();
  if (w == 16) {
    bool bf = type.isBF16();
    uint64_t exp = bf ? 0x7f80 : 0x7c00, man = bf ? 0x7f : 0x3ff;
    if ((bits & exp) == exp && (bits & man))
      return bf ? 0x7fc0 : 0x7e00;
  } else if (w == 32) {
    if ((bits & 0x7f800000) == 0x7f800000 && (bits & 0x7fffff))
      return 0x7fc00000;
  } else if (w == 64) {
    if ((bits & 0x7ff0000000000000) == 0x7ff0000000000000 &&
        (bits & 0xfffffffffffff))
      return 0x7ff8000000000000;
  }
  return bits;
}

smt::Expr ScalarTerms::constant(Type type, uint64_t bits) {
  if (type.isIndex())
    return ctx.intConst(static_cast<int64_t>(bits));
  if (auto i = dyn_cast<IntegerType>(type))
    return ctx.bvConst(i.getWidth(), bits);
  auto f = cast<FloatType>(type);
  unsigned w = f.getWidth();
  smt::Func make =
      ctx.function("const." + typeName(type), {ctx.bvSort(w)}, *sortOf(type));
  return ctx.apply(make, {ctx.bvConst(w, canonicalNaN(f, bits))});
}

std::optional<uint64_t> ScalarTerms::bitsOf(Type type, const smt::Expr &e) {
  if (type.isIndex() || isa<IntegerType>(type))
    return e.numeral();
  auto f = dyn_cast<FloatType>(type);
  if (!f)
    return std::nullopt;
  smt::Func make = ctx.function("const." + typeName(type),
                                {ctx.bvSort(f.getWidth())}, *sortOf(type));
  return e.numeralArgumentOf(make);
}

smt::Expr ScalarTerms::unwritten(Type type) {
  return ctx.var("unwritten." + typeName(type), *sortOf(type));
}

std::optional<smt::Expr> ScalarTerms::fold(const interp::ScalarInst &inst,
                                           Operation *op,
                                           llvm::ArrayRef<smt::Expr> v) {
  uint64_t slots[4] = {0, 0, 0, 0};
  for (auto [i, e] : llvm::enumerate(v)) {
    std::optional<uint64_t> bits = bitsOf(op->getOperand(i).getType(), e);
    if (!bits)
      return std::nullopt;
    slots[i] = *bits;
  }
  const char *error = nullptr;
  if (!interp::evaluate(inst, slots, error))
    return std::nullopt; // undefined: left to the symbolic term
  Type type = op->getResult(0).getType();
  uint64_t bits = slots[kResultSlot];
  if (auto i = dyn_cast<IntegerType>(type); i && i.getWidth() < 64)
    bits &= (uint64_t(1) << i.getWidth()) - 1;
  return constant(type, bits);
}

static bool isCommutative(const interp::ScalarInst &inst) {
  using S = interp::ScalarOp;
  switch (inst.op) {
  case S::AddF:
  case S::MulF:
  case S::MaximumF:
  case S::MinimumF:
  case S::MaxNumF:
  case S::MinNumF:
  case S::AddI:
  case S::MulI:
  case S::AndI:
  case S::OrI:
  case S::XOrI:
  case S::MaxSI:
  case S::MinSI:
  case S::MaxUI:
  case S::MinUI:
    return true;
  case S::CmpI: {
    auto p = static_cast<arith::CmpIPredicate>(inst.predicate);
    return p == arith::CmpIPredicate::eq || p == arith::CmpIPredicate::ne;
  }
  case S::CmpF: {
    using P = arith::CmpFPredicate;
    auto p = static_cast<P>(inst.predicate);
    return p == P::OEQ || p == P::ONE || p == P::UEQ || p == P::UNE ||
           p == P::ORD || p == P::UNO;
  }
  default:
    return false;
  }
}

/// Orders the operands of a commutative op by structure, so that `a op b`
/// and `b op a` are one term whichever side built which operand first.
static void orderOperands(std::vector<smt::Expr> &args) {
  if (args.size() != 2)
    return;
  unsigned h0 = args[0].hash(), h1 = args[1].hash();
  if (h1 < h0 || (h1 == h0 && !args[0].same(args[1]) &&
                  args[1].str(1000) < args[0].str(1000)))
    std::swap(args[0], args[1]);
}

std::vector<smt::Expr>
ScalarTerms::commutativityInstances(llvm::ArrayRef<smt::Expr> terms) const {
  std::vector<smt::Expr> out;
  for (const smt::Expr &t : terms)
    for (const smt::Expr &app : t.uninterpretedApplications()) {
      std::vector<smt::Expr> args = app.arguments();
      if (args.size() != 2)
        continue;
      std::string name = app.functionName();
      if (commutative.contains(name))
        out.push_back(app == app.withArguments({args[1], args[0]}));
      // Operands equal only by arithmetic (or under a branch's condition).
      if (idempotent.contains(name))
        out.push_back((args[0] == args[1]).implies(app == args[0]));
      if (auto it = neutrals.find(name); it != neutrals.end()) {
        const smt::Expr &c = it->second.constant;
        out.push_back((args[1] == c).implies(app == args[0]));
        if (it->second.left)
          out.push_back((args[0] == c).implies(app == args[1]));
      }
    }
  return out;
}

std::string ScalarTerms::uninterpretedName(Operation *op) {
  std::string name = op->getName().getStringRef().str();
  // (The two predicate attributes are both integer attributes: asked by
  // op, not by attribute.)
  if (auto cmpi = dyn_cast<arith::CmpIOp>(op))
    name += "." + arith::stringifyCmpIPredicate(cmpi.getPredicate()).str();
  else if (auto cmpf = dyn_cast<arith::CmpFOp>(op))
    name += "." + arith::stringifyCmpFPredicate(cmpf.getPredicate()).str();
  for (Value v : op->getOperands())
    name += "." + typeName(v.getType());
  return name + "->" + typeName(op->getResult(0).getType());
}

smt::Expr ScalarTerms::uninterpreted(Operation *op,
                                     llvm::ArrayRef<smt::Expr> operands) {
  std::string name = uninterpretedName(op);
  prototypes.try_emplace(name, op);
  std::vector<smt::Sort> domain;
  for (Value v : op->getOperands())
    domain.push_back(*sortOf(v.getType()));
  Type result = op->getResult(0).getType();
  return ctx.apply(ctx.function(name, domain, *sortOf(result)), operands);
}

std::optional<smt::Expr> ScalarTerms::less(bool index, bool isUnsigned,
                                           bool strict, const smt::Expr &a,
                                           const smt::Expr &b) {
  if (index && isUnsigned) {
    // As 64-bit unsigned values, negative ones exceed every other: the
    // same order where the signs agree, else the non-negative one is less.
    smt::Expr zero = ctx.intConst(0);
    smt::Expr sameSign = (zero <= a) == (zero <= b);
    return ctx.ite(sameSign, strict ? a < b : a <= b, zero <= a);
  }
  if (index)
    return strict ? a < b : a <= b;
  using B = smt::BvOp;
  return ctx.bv(isUnsigned ? (strict ? B::Ult : B::Ule)
                           : (strict ? B::Slt : B::Sle),
                a, b);
}

std::optional<smt::Expr> ScalarTerms::exact(const interp::ScalarInst &inst,
                                            Operation *op,
                                            llvm::ArrayRef<smt::Expr> v) {
  using S = interp::ScalarOp;
  using B = smt::BvOp;
  using interp::Ty;
  bool index = inst.ty == Ty::Index;
  bool integer = !interp::isFloat(inst.ty);
  unsigned width = interp::bitWidth(inst.ty),
           resultWidth = interp::bitWidth(inst.resultTy);
  auto bv = [&](B op) { return std::optional(ctx.bv(op, v[0], v[1])); };
  // max/min from a comparison: `a < b ? b : a` and `b < a ? b : a`.
  auto pick = [&](bool isUnsigned, bool max) -> std::optional<smt::Expr> {
    std::optional<smt::Expr> lt =
        max ? less(index, isUnsigned, true, v[0], v[1])
            : less(index, isUnsigned, true, v[1], v[0]);
    if (!lt)
      return std::nullopt;
    return ctx.ite(*lt, v[1], v[0]);
  };
  switch (inst.op) {
  case S::Select:
    return ctx.ite(holds(v[0]), v[1], v[2]);
  case S::IndexCast:
  case S::IndexCastUI:
    if (index && inst.resultTy != Ty::Index)
      return ctx.intToBv(resultWidth, v[0]);
    if (!index && inst.resultTy == Ty::Index)
      return ctx.bvToInt(v[0], inst.op == S::IndexCast);
    return std::nullopt;
  case S::ExtSI:
    return ctx.bvSignExtend(resultWidth - width, v[0]);
  case S::ExtUI:
    return ctx.bvZeroExtend(resultWidth - width, v[0]);
  case S::TruncI:
    return ctx.bvExtract(resultWidth - 1, 0, v[0]);
  case S::Bitcast:
    if (integer && !interp::isFloat(inst.resultTy) && width == resultWidth)
      return v[0];
    return std::nullopt;
  case S::CmpI: {
    using P = arith::CmpIPredicate;
    const smt::Expr &a = v[0], &b = v[1];
    std::optional<smt::Expr> holds;
    switch (static_cast<P>(inst.predicate)) {
    case P::eq:
      holds = a == b;
      break;
    case P::ne:
      holds = a != b;
      break;
    case P::slt:
      holds = less(index, false, true, a, b);
      break;
    case P::sle:
      holds = less(index, false, false, a, b);
      break;
    case P::sgt:
      holds = less(index, false, true, b, a);
      break;
    case P::sge:
      holds = less(index, false, false, b, a);
      break;
    case P::ult:
      holds = less(index, true, true, a, b);
      break;
    case P::ule:
      holds = less(index, true, false, a, b);
      break;
    case P::ugt:
      holds = less(index, true, true, b, a);
      break;
    case P::uge:
      holds = less(index, true, false, b, a);
      break;
    }
    return holds ? std::optional(fromBool(*holds)) : std::nullopt;
  }
  case S::MaxSI:
  case S::MinSI:
    return pick(false, inst.op == S::MaxSI);
  case S::MaxUI:
  case S::MinUI:
    return pick(true, inst.op == S::MaxUI);
  // Index arithmetic is exact for +, -, * (64-bit overflow needs sizes no
  // case has); division and remainder where both operands are
  // non-negative (all the signed and unsigned forms agree there, and loop
  // indices are), uninterpreted elsewhere.
  case S::AddI:
    return index ? std::optional(v[0] + v[1]) : bv(B::Add);
  case S::SubI:
    return index ? std::optional(v[0] - v[1]) : bv(B::Sub);
  case S::MulI:
    return index ? std::optional(v[0] * v[1]) : bv(B::Mul);
  case S::DivUI:
  case S::DivSI:
  case S::FloorDivSI:
  case S::RemUI:
  case S::RemSI: {
    bool rem = inst.op == S::RemUI || inst.op == S::RemSI;
    if (!index) {
      if (inst.op == S::FloorDivSI)
        return std::nullopt;
      return bv(inst.op == S::DivUI   ? B::UDiv
                : inst.op == S::DivSI ? B::SDiv
                : inst.op == S::RemUI ? B::URem
                                      : B::SRem);
    }
    smt::Expr zero = ctx.intConst(0);
    smt::Expr exactForm = rem ? v[0].mod(v[1]) : v[0].floorDiv(v[1]);
    std::optional<uint64_t> divisor = v[1].numeral();
    if (v[0].nonNegative(nonNegativeIds) && divisor && *divisor > 0 &&
        *divisor < (uint64_t(1) << 62))
      return exactForm;
    return ctx.ite(zero <= v[0] && zero < v[1], exactForm,
                   uninterpreted(op, v));
  }
  case S::AndI:
    return index ? std::nullopt : bv(B::And);
  case S::OrI:
    return index ? std::nullopt : bv(B::Or);
  case S::XOrI:
    return index ? std::nullopt : bv(B::Xor);
  case S::ShLI:
    return index ? std::nullopt : bv(B::Shl);
  case S::ShRUI:
    return index ? std::nullopt : bv(B::LShr);
  case S::ShRSI:
    return index ? std::nullopt : bv(B::AShr);
  default:
    return std::nullopt;
  }
}

/// The float identities MLIR's arith folders apply (each exact in IEEE
/// arithmetic, NaNs compared as a class): `x op c` with c the op's neutral
/// constant (and `c op x` for commutative ops), `min/max(x, x)`, and
/// `-(-x)`. Returns x, or nullopt.
std::optional<smt::Expr> ScalarTerms::identity(const interp::ScalarInst &inst,
                                               Operation *op,
                                               llvm::ArrayRef<smt::Expr> v) {
  using S = interp::ScalarOp;
  if (inst.op == S::CmpF) {
    // A comparison with NaN is false when ordered, true when unordered
    // (IEEE; arith's folder relies on it).
    auto operandType = cast<FloatType>(op->getOperand(0).getType());
    for (const smt::Expr &x : v) {
      std::optional<uint64_t> bits = bitsOf(operandType, x);
      if (!bits || !llvm::APFloat(operandType.getFloatSemantics(),
                                  llvm::APInt(operandType.getWidth(), *bits))
                        .isNaN())
        continue;
      auto p = static_cast<arith::CmpFPredicate>(inst.predicate);
      return ctx.bvConst(1, p >= arith::CmpFPredicate::UEQ ? 1 : 0);
    }
    return std::nullopt;
  }
  Type type = op->getResult(0).getType();
  auto f = dyn_cast<FloatType>(type);
  if (!f || inst.ty != inst.resultTy)
    return std::nullopt;
  if (inst.op == S::NegF) {
    smt::Func negf =
        ctx.function(uninterpretedName(op), {*sortOf(type)}, *sortOf(type));
    return v[0].onlyArgumentOf(negf);
  }
  bool max = inst.op == S::MaximumF || inst.op == S::MaxNumF;
  bool min = inst.op == S::MinimumF || inst.op == S::MinNumF;
  if ((max || min) && v[0].same(v[1]))
    return v[0];
  double inf = std::numeric_limits<double>::infinity();
  std::optional<double> neutral;
  switch (inst.op) {
  case S::AddF:
    neutral = -0.0;
    break;
  case S::SubF:
    neutral = 0.0;
    break;
  case S::MulF:
  case S::DivF:
    neutral = 1.0;
    break;
  default:
    if (max || min)
      neutral = max ? -inf : inf;
    break;
  }
  if (!neutral)
    return std::nullopt;
  llvm::APFloat c(*neutral);
  bool lost;
  c.convert(f.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
  uint64_t neutralBits = c.bitcastToAPInt().getZExtValue();
  auto isNeutral = [&](const smt::Expr &e) {
    return bitsOf(type, e) == neutralBits;
  };
  if (isNeutral(v[1]))
    return v[0];
  if (isCommutative(inst) && isNeutral(v[0]))
    return v[1];
  // Neutral at the model's point only: a fact for the solver.
  neutrals.try_emplace(
      uninterpretedName(op),
      Neutral{constant(type, neutralBits), isCommutative(inst)});
  return std::nullopt;
}

FailureOr<Term> ScalarTerms::apply(Operation *op, llvm::ArrayRef<Term> operands,
                                   std::string &why) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 ||
      operands.empty()) {
    why = "no term for " + op->getName().getStringRef().str();
    return failure();
  }
  for (Type type :
       llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()))
    if (!sortOf(type)) {
      why = "no term for values of type " + typeName(type);
      return failure();
    }
  // What the op is, as the interpreter knows it (which also evaluates it);
  // ops it does not implement (or with fast-math flags) stay
  // uninterpreted.
  interp::ScalarInst inst;
  uint32_t slotIds[3] = {0, 1, 2};
  std::string unused;
  bool known = operands.size() <= 3 &&
               succeeded(interp::compileScalarOp(
                   op, llvm::ArrayRef<uint32_t>(slotIds, operands.size()),
                   kResultSlot, inst, unused));
  // Poison propagates through every operand, except that a select is
  // defined when its condition and the chosen value are.
  smt::Expr defined = ctx.boolConst(true);
  if (known && inst.op == interp::ScalarOp::Select) {
    defined = operands[0].defined &&
              ctx.ite(holds(operands[0].value), operands[1].defined,
                      operands[2].defined);
  } else {
    for (const Term &t : operands)
      defined = defined && t.defined;
  }
  // Every term is kept simplified, bottom-up, so that two sides computing
  // one value the same way (up to the order of a commutative op's
  // operands) build one term.
  std::vector<smt::Expr> values;
  for (const Term &t : operands)
    values.push_back(ctx.simplify(t.value));
  if (!known)
    return Term{uninterpreted(op, values), defined};
  if (std::optional<smt::Expr> folded = fold(inst, op, values)) {
    // A float op evaluated here is uninterpreted where its operands are
    // not constants: its value at these is a fact for the solver, where
    // the same application arises from operands that are these constants
    // only at the model's point (`sitofp(i - t)` of a tile's local index
    // against the `sitofp(0)` the unfused side folded).
    if (interp::isFloat(inst.ty) || interp::isFloat(inst.resultTy)) {
      smt::Expr fact = uninterpreted(op, values) == *folded;
      if (llvm::none_of(evaluations,
                        [&](const smt::Expr &e) { return e.same(fact); }))
        evaluations.push_back(fact);
    }
    return Term{*folded, defined};
  }
  if (isCommutative(inst)) {
    orderOperands(values);
    std::string name = uninterpretedName(op);
    if (commutative.insert(name).second) {
      smt::Sort operandSort = *sortOf(op->getOperand(0).getType());
      smt::Func f = ctx.function(name, {operandSort, operandSort},
                                 *sortOf(op->getResult(0).getType()));
      smt::Expr a = ctx.var(name + ".a", operandSort);
      smt::Expr b = ctx.var(name + ".b", operandSort);
      commutativity.push_back(
          ctx.forall({a, b}, ctx.apply(f, {a, b}) == ctx.apply(f, {b, a})));
      using S = interp::ScalarOp;
      if (llvm::is_contained({S::MaximumF, S::MinimumF, S::MaxNumF, S::MinNumF},
                             inst.op)) {
        idempotent.insert(name);
        commutativity.push_back(ctx.forall({a}, ctx.apply(f, {a, a}) == a));
      }
    }
  }
  // Integer division by zero is undefined behaviour.
  using S = interp::ScalarOp;
  if (llvm::is_contained({S::DivSI, S::DivUI, S::RemSI, S::RemUI, S::CeilDivSI,
                          S::CeilDivUI, S::FloorDivSI},
                         inst.op))
    defined = defined && values[1] != constant(op->getOperand(1).getType(), 0);
  if (std::optional<smt::Expr> x = identity(inst, op, values))
    return Term{*x, defined};
  std::optional<smt::Expr> value = exact(inst, op, values);
  return Term{ctx.simplify(value ? *value : uninterpreted(op, values)),
              defined};
}

std::optional<smt::Expr>
ScalarTerms::liftChoice(Operation *op, llvm::ArrayRef<smt::Expr> args) {
  std::optional<smt::Expr> cond;
  std::vector<Term> whenTrue, whenFalse;
  for (auto [arg, operand] : llvm::zip(args, op->getOperands())) {
    Type type = operand.getType();
    std::optional<std::array<smt::Expr, 3>> choice = arg.asIte();
    if (bitsOf(type, arg)) {
      whenTrue.push_back(Term{arg, ctx.boolConst(true)});
      whenFalse.push_back(Term{arg, ctx.boolConst(true)});
      continue;
    }
    if (!choice || (cond && !cond->same((*choice)[0])) ||
        !bitsOf(type, (*choice)[1]) || !bitsOf(type, (*choice)[2]))
      return std::nullopt;
    cond = (*choice)[0];
    whenTrue.push_back(Term{(*choice)[1], ctx.boolConst(true)});
    whenFalse.push_back(Term{(*choice)[2], ctx.boolConst(true)});
  }
  if (!cond)
    return std::nullopt;
  std::string why;
  FailureOr<Term> a = apply(op, whenTrue, why);
  FailureOr<Term> b = apply(op, whenFalse, why);
  Type type = op->getResult(0).getType();
  if (failed(a) || failed(b) || !bitsOf(type, a->value) ||
      !bitsOf(type, b->value))
    return std::nullopt;
  return ctx.ite(*cond, a->value, b->value);
}

smt::Expr ScalarTerms::refold(const smt::Expr &e) {
  // Bottom-up, so that an op is rebuilt from operands already refolded
  // (rebuilding every op from the operands it had, one level settled per
  // round, left a written-out reduction's innermost `x * 1.0` on one side
  // only: a false refutation); again where simplifying the result made new
  // constants.
  smt::Expr out = e;
  for (int round = 0; round < kMaxRefoldRounds; ++round) {
    bool changed = false;
    smt::Expr next = ctx.rebuildApplications(
        out,
        [&](const smt::Expr &app,
            bool hasFreeVariables) -> std::optional<smt::Expr> {
          auto it = prototypes.find(app.functionName());
          if (it == prototypes.end())
            return std::nullopt;
          Operation *op = it->second;
          std::vector<smt::Expr> args = app.arguments();
          if (args.size() != op->getNumOperands())
            return std::nullopt;
          bool constants =
              llvm::all_of(llvm::zip(args, op->getOperands()), [&](auto pair) {
                return bitsOf(std::get<1>(pair).getType(), std::get<0>(pair))
                    .has_value();
              });
          // An op on constants and on choices between two constants
          // under one condition (a pad's value or the input's, which the
          // query's bounds decide): the choice lifted out, the op
          // evaluated on each side.
          if (!constants)
            if (std::optional<smt::Expr> lifted = liftChoice(op, args)) {
              changed = true;
              return lifted;
            }
          // An op some of whose operands became constants is built anew
          // too, where it names no bound variable (its terms mean the same
          // inside a fold's body): the identities apply() knows (`x -
          // 0.0`) fire.
          if (!constants && hasFreeVariables)
            return std::nullopt;
          std::vector<Term> operands;
          for (const smt::Expr &arg : args)
            operands.push_back(Term{arg, ctx.boolConst(true)});
          std::string why;
          FailureOr<Term> t = apply(op, operands, why);
          if (failed(t) || t->value.same(app) ||
              (constants && !bitsOf(op->getResult(0).getType(), t->value)))
            return std::nullopt;
          changed = true;
          return t->value;
        });
    if (!changed)
      return out;
    out = ctx.simplify(next);
  }
  return out;
}
