//===- ScalarTerms.cpp ----------------------------------------------------===//
#include "oracle/equiv/ScalarTerms.h"
#include "oracle/interp/Scalar.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::equiv;

static std::string typeName(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  type.print(os);
  return s;
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

std::optional<Term> ScalarTerms::fold(Operation *op,
                                      llvm::ArrayRef<Term> operands) {
  if (operands.empty() || operands.size() > 3)
    return std::nullopt;
  uint64_t slots[4] = {0, 0, 0, 0};
  for (auto [i, t] : llvm::enumerate(operands)) {
    std::optional<uint64_t> bits = bitsOf(op->getOperand(i).getType(), t.value);
    if (!bits)
      return std::nullopt;
    slots[i] = *bits;
  }
  interp::ScalarInst inst;
  std::string why;
  uint32_t slotIds[3] = {0, 1, 2};
  if (failed(interp::compileScalarOp(
          op, llvm::ArrayRef<uint32_t>(slotIds, operands.size()), 3, inst,
          why)))
    return std::nullopt;
  const char *error = nullptr;
  if (!interp::evaluate(inst, slots, error))
    return std::nullopt; // undefined: left to the symbolic term
  Type type = op->getResult(0).getType();
  uint64_t bits = slots[3];
  if (auto i = dyn_cast<IntegerType>(type); i && i.getWidth() < 64)
    bits &= (uint64_t(1) << i.getWidth()) - 1;
  return Term{constant(type, bits), ctx.boolConst(true)};
}

static bool isCommutative(Operation *op) {
  if (auto cmp = dyn_cast<arith::CmpIOp>(op))
    return cmp.getPredicate() == arith::CmpIPredicate::eq ||
           cmp.getPredicate() == arith::CmpIPredicate::ne;
  if (auto cmp = dyn_cast<arith::CmpFOp>(op)) {
    using P = arith::CmpFPredicate;
    P p = cmp.getPredicate();
    return p == P::OEQ || p == P::ONE || p == P::UEQ || p == P::UNE ||
           p == P::ORD || p == P::UNO;
  }
  return llvm::StringSwitch<bool>(op->getName().getStringRef())
      .Cases({"arith.addf", "arith.mulf", "arith.maximumf", "arith.minimumf",
              "arith.maxnumf", "arith.minnumf", "arith.addi", "arith.muli",
              "arith.andi", "arith.ori", "arith.xori", "arith.maxsi",
              "arith.minsi", "arith.maxui", "arith.minui"},
             true)
      .Default(false);
}

/// Orders the operands of a commutative op by structure, so that `a op b`
/// and `b op a` are one term whichever side built which operand first.
static void orderOperands(std::vector<smt::Expr> &args) {
  if (args.size() != 2)
    return;
  unsigned h0 = args[0].hash(), h1 = args[1].hash();
  if (h1 < h0 ||
      (h1 == h0 && !args[0].same(args[1]) && args[1].str() < args[0].str()))
    std::swap(args[0], args[1]);
}

std::string ScalarTerms::uninterpretedName(Operation *op) {
  std::string name = op->getName().getStringRef().str();
  if (Attribute p = op->getAttr("predicate")) {
    if (auto ip = dyn_cast<arith::CmpIPredicateAttr>(p))
      name += "." + arith::stringifyCmpIPredicate(ip.getValue()).str();
    else if (auto fp = dyn_cast<arith::CmpFPredicateAttr>(p))
      name += "." + arith::stringifyCmpFPredicate(fp.getValue()).str();
  }
  for (Value v : op->getOperands())
    name += "." + typeName(v.getType());
  return name + "->" + typeName(op->getResult(0).getType());
}

smt::Expr ScalarTerms::uninterpreted(Operation *op,
                                     llvm::ArrayRef<smt::Expr> operands) {
  std::string name = uninterpretedName(op);
  std::vector<smt::Sort> domain;
  for (Value v : op->getOperands())
    domain.push_back(*sortOf(v.getType()));
  Type result = op->getResult(0).getType();
  return ctx.apply(ctx.function(name, domain, *sortOf(result)), operands);
}

std::optional<smt::Expr> ScalarTerms::exact(Operation *op,
                                            llvm::ArrayRef<smt::Expr> v) {
  llvm::StringRef name = op->getName().getStringRef();
  if (name == "arith.select")
    return ctx.ite(holds(v[0]), v[1], v[2]);
  Type in = op->getOperand(0).getType(), out = op->getResult(0).getType();
  auto inInt = dyn_cast<IntegerType>(in);
  auto outInt = dyn_cast<IntegerType>(out);
  if (name == "arith.index_cast" || name == "arith.index_castui") {
    if (in.isIndex() && outInt)
      return ctx.intToBv(outInt.getWidth(), v[0]);
    if (inInt && out.isIndex())
      return ctx.bvToInt(v[0], name == "arith.index_cast");
    return std::nullopt;
  }
  if (inInt && outInt && name == "arith.extsi")
    return ctx.bvSignExtend(outInt.getWidth() - inInt.getWidth(), v[0]);
  if (inInt && outInt && name == "arith.extui")
    return ctx.bvZeroExtend(outInt.getWidth() - inInt.getWidth(), v[0]);
  if (inInt && outInt && name == "arith.trunci")
    return ctx.bvExtract(outInt.getWidth() - 1, 0, v[0]);
  if (inInt && outInt && name == "arith.bitcast")
    return v[0];
  if (in.isIndex()) {
    // Index arithmetic is exact for +, -, *, min, max and comparisons
    // (64-bit overflow needs sizes no case has); the rest stays
    // uninterpreted.
    if (name == "arith.addi")
      return v[0] + v[1];
    if (name == "arith.subi")
      return v[0] - v[1];
    if (name == "arith.muli")
      return v[0] * v[1];
    // Division and remainder are exact where both operands are
    // non-negative (all the signed and unsigned forms agree there, and
    // loop indices are); elsewhere they stay uninterpreted.
    bool div = name == "arith.divui" || name == "arith.divsi" ||
               name == "arith.floordivsi";
    bool rem = name == "arith.remui" || name == "arith.remsi";
    if (div || rem) {
      smt::Expr zero = ctx.intConst(0);
      smt::Expr natural = zero <= v[0] && zero < v[1];
      return ctx.ite(natural, div ? v[0].floorDiv(v[1]) : v[0].mod(v[1]),
                     uninterpreted(op, v));
    }
    if (name == "arith.maxsi")
      return ctx.max(v[0], v[1]);
    if (name == "arith.minsi")
      return ctx.min(v[0], v[1]);
    if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
      using P = arith::CmpIPredicate;
      switch (cmp.getPredicate()) {
      case P::eq:
        return fromBool(v[0] == v[1]);
      case P::ne:
        return fromBool(v[0] != v[1]);
      case P::slt:
        return fromBool(v[0] < v[1]);
      case P::sle:
        return fromBool(v[0] <= v[1]);
      case P::sgt:
        return fromBool(v[1] < v[0]);
      case P::sge:
        return fromBool(v[1] <= v[0]);
      default:
        return std::nullopt;
      }
    }
    return std::nullopt;
  }
  if (!inInt)
    return std::nullopt;
  using B = smt::BvOp;
  std::optional<B> bin = llvm::StringSwitch<std::optional<B>>(name)
                             .Case("arith.addi", B::Add)
                             .Case("arith.subi", B::Sub)
                             .Case("arith.muli", B::Mul)
                             .Case("arith.divui", B::UDiv)
                             .Case("arith.divsi", B::SDiv)
                             .Case("arith.remui", B::URem)
                             .Case("arith.remsi", B::SRem)
                             .Case("arith.andi", B::And)
                             .Case("arith.ori", B::Or)
                             .Case("arith.xori", B::Xor)
                             .Case("arith.shli", B::Shl)
                             .Case("arith.shrui", B::LShr)
                             .Case("arith.shrsi", B::AShr)
                             .Default(std::nullopt);
  if (bin)
    return ctx.bv(*bin, v[0], v[1]);
  if (name == "arith.maxsi")
    return ctx.ite(ctx.bv(B::Slt, v[0], v[1]), v[1], v[0]);
  if (name == "arith.minsi")
    return ctx.ite(ctx.bv(B::Slt, v[1], v[0]), v[1], v[0]);
  if (name == "arith.maxui")
    return ctx.ite(ctx.bv(B::Ult, v[0], v[1]), v[1], v[0]);
  if (name == "arith.minui")
    return ctx.ite(ctx.bv(B::Ult, v[1], v[0]), v[1], v[0]);
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    using P = arith::CmpIPredicate;
    const smt::Expr &a = v[0], &b = v[1];
    switch (cmp.getPredicate()) {
    case P::eq:
      return fromBool(a == b);
    case P::ne:
      return fromBool(a != b);
    case P::slt:
      return fromBool(ctx.bv(B::Slt, a, b));
    case P::sle:
      return fromBool(ctx.bv(B::Sle, a, b));
    case P::sgt:
      return fromBool(ctx.bv(B::Slt, b, a));
    case P::sge:
      return fromBool(ctx.bv(B::Sle, b, a));
    case P::ult:
      return fromBool(ctx.bv(B::Ult, a, b));
    case P::ule:
      return fromBool(ctx.bv(B::Ule, a, b));
    case P::ugt:
      return fromBool(ctx.bv(B::Ult, b, a));
    case P::uge:
      return fromBool(ctx.bv(B::Ule, b, a));
    }
  }
  return std::nullopt;
}

/// The float identities MLIR's arith folders apply (each exact in IEEE
/// arithmetic, NaNs compared as a class): `x op c` with c the op's neutral
/// constant (and `c op x` for commutative ops), `min/max(x, x)`, and
/// `-(-x)`. Returns x, or nullopt.
std::optional<smt::Expr> ScalarTerms::identity(Operation *op,
                                               llvm::ArrayRef<smt::Expr> v) {
  llvm::StringRef name = op->getName().getStringRef();
  Type type = op->getResult(0).getType();
  auto f = dyn_cast<FloatType>(type);
  if (!f || op->getNumOperands() != v.size() ||
      op->getOperand(0).getType() != type)
    return std::nullopt;
  if (name == "arith.negf") {
    smt::Func negf =
        ctx.function(uninterpretedName(op), {*sortOf(type)}, *sortOf(type));
    return v[0].onlyArgumentOf(negf);
  }
  if (v.size() != 2)
    return std::nullopt;
  bool max = name == "arith.maximumf" || name == "arith.maxnumf";
  bool min = name == "arith.minimumf" || name == "arith.minnumf";
  if ((max || min) && v[0].same(v[1]))
    return v[0];
  double inf = std::numeric_limits<double>::infinity();
  std::optional<double> neutral = name == "arith.addf"   ? std::optional(-0.0)
                                  : name == "arith.subf" ? std::optional(0.0)
                                  : name == "arith.mulf" || name == "arith.divf"
                                      ? std::optional(1.0)
                                  : max ? std::optional(-inf)
                                  : min ? std::optional(inf)
                                        : std::nullopt;
  if (!neutral)
    return std::nullopt;
  auto isNeutral = [&](const smt::Expr &e) {
    std::optional<uint64_t> bits = bitsOf(type, e);
    if (!bits)
      return false;
    llvm::APFloat c(*neutral);
    bool lost;
    c.convert(f.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
    return c.bitcastToAPInt().getZExtValue() == *bits;
  };
  if (isNeutral(v[1]))
    return v[0];
  bool commutes = name != "arith.subf" && name != "arith.divf";
  if (commutes && isNeutral(v[0]))
    return v[1];
  return std::nullopt;
}

FailureOr<Term> ScalarTerms::apply(Operation *op, llvm::ArrayRef<Term> operands,
                                   std::string &why) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 ||
      operands.empty()) {
    why = "no term for " + op->getName().getStringRef().str();
    return failure();
  }
  for (Value v : op->getOperands())
    if (!sortOf(v.getType())) {
      why = "no term for values of type " + typeName(v.getType());
      return failure();
    }
  if (!sortOf(op->getResult(0).getType())) {
    why = "no term for values of type " + typeName(op->getResult(0).getType());
    return failure();
  }
  // Poison propagates through every operand, except that a select is
  // defined when its condition and the chosen value are.
  smt::Expr defined = ctx.boolConst(true);
  if (isa<arith::SelectOp>(op)) {
    defined = operands[0].defined &&
              ctx.ite(holds(operands[0].value), operands[1].defined,
                      operands[2].defined);
  } else {
    for (const Term &t : operands)
      defined = defined && t.defined;
  }
  if (std::optional<Term> folded = fold(op, operands))
    return Term{folded->value, defined};
  // Every term is kept simplified, bottom-up, so that two sides computing
  // one value the same way (up to the order of a commutative op's
  // operands) build one term.
  std::vector<smt::Expr> values;
  for (const Term &t : operands)
    values.push_back(ctx.simplify(t.value));
  if (isCommutative(op))
    orderOperands(values);
  // Integer division by zero is undefined behaviour.
  if (isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp,
          arith::CeilDivSIOp, arith::CeilDivUIOp, arith::FloorDivSIOp>(op)) {
    Type t = op->getOperand(1).getType();
    defined = defined && values[1] != constant(t, 0);
  }
  if (std::optional<smt::Expr> x = identity(op, values))
    return Term{*x, defined};
  std::optional<smt::Expr> value = exact(op, values);
  return Term{ctx.simplify(value ? *value : uninterpreted(op, values)),
              defined};
}
