//===- Scalar.cpp ---------------------------------------------------------===//
#include "oracle/interp/Scalar.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace mlir;
using namespace fusefuzz::interp;

std::optional<Ty> fusefuzz::interp::tyOf(Type type) {
  if (type.isIndex())
    return Ty::Index;
  if (type.isF16())
    return Ty::F16;
  if (type.isF32())
    return Ty::F32;
  if (type.isF64())
    return Ty::F64;
  if (auto i = dyn_cast<IntegerType>(type)) {
    switch (i.getWidth()) {
    case 1:
      return Ty::I1;
    case 8:
      return Ty::I8;
    case 16:
      return Ty::I16;
    case 32:
      return Ty::I32;
    case 64:
      return Ty::I64;
    default:
      return std::nullopt;
    }
  }
  return std::nullopt;
}

unsigned fusefuzz::interp::bitWidth(Ty ty) {
  switch (ty) {
  case Ty::I1:
    return 1;
  case Ty::I8:
    return 8;
  case Ty::I16:
  case Ty::F16:
    return 16;
  case Ty::I32:
  case Ty::F32:
    return 32;
  case Ty::I64:
  case Ty::Index:
  case Ty::F64:
    return 64;
  }
  return 64;
}

uint64_t fusefuzz::interp::repeatedByte(Ty ty, uint8_t byte) {
  if (ty == Ty::I1)
    return byte & 1;
  return truncBits(ty, 0x0101010101010101ULL * byte);
}

float fusefuzz::interp::halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1f, mant = h & 0x3ff, bits;
  if (exp == 0) {
    float v = float(mant) * 0x1p-24f; // zero or subnormal: exact
    return sign ? -v : v;
  }
  if (exp == 31)
    bits = sign | 0x7f800000 | (mant ? 0x400000 | (mant << 13) : 0);
  else
    bits = sign | ((exp - 15 + 127) << 23) | (mant << 13);
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

uint16_t fusefuzz::interp::floatToHalf(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint16_t sign = (x >> 16) & 0x8000;
  uint32_t absx = x & 0x7fffffff;
  if (absx > 0x7f800000) // NaN: quiet, payload's top bits kept
    return sign | 0x7e00 | ((absx >> 13) & 0x3ff);
  if (absx >= 0x477ff000) // 65520 and up (and inf) round to inf
    return sign | 0x7c00;
  if (absx < 0x38800000) { // below 2^-14: a subnormal half or zero
    float v;
    std::memcpy(&v, &absx, 4);
    return sign | uint16_t(std::nearbyint(v * 0x1p24f));
  }
  uint32_t h = ((((absx >> 23) - 127 + 15)) << 10) | ((absx >> 13) & 0x3ff);
  uint32_t rest = absx & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
    ++h; // a carry into the exponent is the right rounding too
  return sign | uint16_t(h);
}

static std::optional<std::pair<ScalarOp, ScalarOp>> swapForTesting;

void fusefuzz::interp::swapScalarOpsForTesting(
    std::optional<std::pair<ScalarOp, ScalarOp>> swap) {
  swapForTesting = swap;
}

LogicalResult fusefuzz::interp::compileScalarOp(Operation *op,
                                                llvm::ArrayRef<uint32_t> ops,
                                                uint32_t dst, ScalarInst &inst,
                                                std::string &why) {
  auto unsupported = [&](const char *what) {
    why = (op->getName().getStringRef() + ": " + what).str();
    return failure();
  };
  if (op->getNumResults() != 1 || ops.empty() || ops.size() > 3)
    return unsupported("not a scalar operation");
  std::optional<ScalarOp> kind =
      llvm::StringSwitch<std::optional<ScalarOp>>(op->getName().getStringRef())
          .Case("arith.addi", ScalarOp::AddI)
          .Case("arith.subi", ScalarOp::SubI)
          .Case("arith.muli", ScalarOp::MulI)
          .Case("arith.divsi", ScalarOp::DivSI)
          .Case("arith.divui", ScalarOp::DivUI)
          .Case("arith.remsi", ScalarOp::RemSI)
          .Case("arith.remui", ScalarOp::RemUI)
          .Case("arith.ceildivsi", ScalarOp::CeilDivSI)
          .Case("arith.ceildivui", ScalarOp::CeilDivUI)
          .Case("arith.floordivsi", ScalarOp::FloorDivSI)
          .Case("arith.andi", ScalarOp::AndI)
          .Case("arith.ori", ScalarOp::OrI)
          .Case("arith.xori", ScalarOp::XOrI)
          .Case("arith.shli", ScalarOp::ShLI)
          .Case("arith.shrsi", ScalarOp::ShRSI)
          .Case("arith.shrui", ScalarOp::ShRUI)
          .Case("arith.maxsi", ScalarOp::MaxSI)
          .Case("arith.minsi", ScalarOp::MinSI)
          .Case("arith.maxui", ScalarOp::MaxUI)
          .Case("arith.minui", ScalarOp::MinUI)
          .Case("arith.cmpi", ScalarOp::CmpI)
          .Case("math.absi", ScalarOp::AbsI)
          .Case("arith.addf", ScalarOp::AddF)
          .Case("arith.subf", ScalarOp::SubF)
          .Case("arith.mulf", ScalarOp::MulF)
          .Case("arith.divf", ScalarOp::DivF)
          .Case("arith.remf", ScalarOp::RemF)
          .Case("arith.maximumf", ScalarOp::MaximumF)
          .Case("arith.minimumf", ScalarOp::MinimumF)
          .Case("arith.maxnumf", ScalarOp::MaxNumF)
          .Case("arith.minnumf", ScalarOp::MinNumF)
          .Case("arith.cmpf", ScalarOp::CmpF)
          .Case("arith.negf", ScalarOp::NegF)
          .Case("math.absf", ScalarOp::AbsF)
          .Case("math.sqrt", ScalarOp::Sqrt)
          .Case("math.rsqrt", ScalarOp::Rsqrt)
          .Case("math.exp", ScalarOp::Exp)
          .Case("math.exp2", ScalarOp::Exp2)
          .Case("math.log", ScalarOp::Log)
          .Case("math.log2", ScalarOp::Log2)
          .Case("math.sin", ScalarOp::Sin)
          .Case("math.cos", ScalarOp::Cos)
          .Case("math.tanh", ScalarOp::Tanh)
          .Case("math.floor", ScalarOp::Floor)
          .Case("math.ceil", ScalarOp::Ceil)
          .Case("math.round", ScalarOp::Round)
          .Case("math.roundeven", ScalarOp::RoundEven)
          .Case("math.trunc", ScalarOp::Trunc)
          .Case("math.fma", ScalarOp::Fma)
          .Case("math.powf", ScalarOp::PowF)
          .Case("math.copysign", ScalarOp::CopySign)
          .Case("arith.extsi", ScalarOp::ExtSI)
          .Case("arith.extui", ScalarOp::ExtUI)
          .Case("arith.trunci", ScalarOp::TruncI)
          .Case("arith.index_cast", ScalarOp::IndexCast)
          .Case("arith.index_castui", ScalarOp::IndexCastUI)
          .Case("arith.sitofp", ScalarOp::SIToFP)
          .Case("arith.uitofp", ScalarOp::UIToFP)
          .Case("arith.fptosi", ScalarOp::FPToSI)
          .Case("arith.fptoui", ScalarOp::FPToUI)
          .Case("arith.extf", ScalarOp::ExtF)
          .Case("arith.truncf", ScalarOp::TruncF)
          .Case("arith.bitcast", ScalarOp::Bitcast)
          .Case("arith.select", ScalarOp::Select)
          .Default(std::nullopt);
  if (!kind)
    return unsupported("not implemented by the interpreter");
  if (swapForTesting && *kind == swapForTesting->first)
    kind = swapForTesting->second;
  // Rounding modes and fast-math flags other than the defaults change what
  // the lowering emits: leave those to the JIT.
  if (op->hasAttr("roundingmode"))
    return unsupported("rounding mode attribute");
  if (auto fm = op->getAttrOfType<arith::FastMathFlagsAttr>("fastmath"))
    if (fm.getValue() != arith::FastMathFlags::none)
      return unsupported("fast-math flags");
  if (op->hasAttr("overflowFlags"))
    if (auto of =
            op->getAttrOfType<arith::IntegerOverflowFlagsAttr>("overflowFlags");
        of && of.getValue() != arith::IntegerOverflowFlags::none)
      return unsupported("overflow flags");
  Value typed = op->getOperand(*kind == ScalarOp::Select ? 1 : 0);
  std::optional<Ty> ty = tyOf(typed.getType()),
                    resultTy = tyOf(op->getResult(0).getType());
  if (!ty || !resultTy)
    return unsupported("operand or result type (vector, or an unsupported "
                       "element type)");
  inst = ScalarInst{*kind, *ty, *resultTy};
  if (auto cmp = dyn_cast<arith::CmpIOp>(op))
    inst.predicate = static_cast<uint8_t>(cmp.getPredicate());
  if (auto cmp = dyn_cast<arith::CmpFOp>(op))
    inst.predicate = static_cast<uint8_t>(cmp.getPredicate());
  inst.a = ops[0];
  inst.b = ops.size() > 1 ? ops[1] : ops[0];
  inst.c = ops.size() > 2 ? ops[2] : ops[0];
  inst.dst = dst;
  return success();
}

//===----------------------------------------------------------------------===//
// Evaluation
//===----------------------------------------------------------------------===//

namespace {

float asF32(uint64_t v) {
  uint32_t b = uint32_t(v);
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
double asF64(uint64_t v) {
  double d;
  std::memcpy(&d, &v, 8);
  return d;
}
uint64_t bitsOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
uint64_t bitsOf(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}

/// The float `v` of type `ty` widened to double (exact).
double toDouble(Ty ty, uint64_t v) {
  switch (ty) {
  case Ty::F16:
    return halfToFloat(uint16_t(v));
  case Ty::F32:
    return asF32(v);
  default:
    return asF64(v);
  }
}

/// Applies `fn` in the precision the JIT computes `ty` in: float for f16
/// (then rounded to f16) and f32, double for f64.
template <typename Fn> uint64_t floatUnary(Ty ty, uint64_t a, Fn fn) {
  switch (ty) {
  case Ty::F16:
    return floatToHalf(fn(halfToFloat(uint16_t(a))));
  case Ty::F32:
    return bitsOf(float(fn(asF32(a))));
  default:
    return bitsOf(double(fn(asF64(a))));
  }
}
template <typename Fn>
uint64_t floatBinary(Ty ty, uint64_t a, uint64_t b, Fn fn) {
  switch (ty) {
  case Ty::F16:
    return floatToHalf(fn(halfToFloat(uint16_t(a)), halfToFloat(uint16_t(b))));
  case Ty::F32:
    return bitsOf(float(fn(asF32(a), asF32(b))));
  default:
    return bitsOf(double(fn(asF64(a), asF64(b))));
  }
}

/// `value` as an element of `ty` (double rounded once to the type; f16
/// through f32, as the lowering converts).
uint64_t fromDouble(Ty ty, double value) {
  switch (ty) {
  case Ty::F16:
    return floatToHalf(float(value));
  case Ty::F32:
    return bitsOf(float(value));
  default:
    return bitsOf(value);
  }
}

/// IEEE 754-2019 maximum/minimum: NaN if either is, -0 below +0.
template <typename T> T maximum(T x, T y) {
  if (std::isnan(x))
    return x;
  if (std::isnan(y))
    return y;
  if (x == y)
    return std::signbit(x) ? y : x;
  return x > y ? x : y;
}
template <typename T> T minimum(T x, T y) {
  if (std::isnan(x))
    return x;
  if (std::isnan(y))
    return y;
  if (x == y)
    return std::signbit(x) ? x : y;
  return x < y ? x : y;
}

bool compareFloats(arith::CmpFPredicate p, double x, double y) {
  bool unordered = std::isnan(x) || std::isnan(y);
  using P = arith::CmpFPredicate;
  switch (p) {
  case P::AlwaysFalse:
    return false;
  case P::OEQ:
    return !unordered && x == y;
  case P::OGT:
    return !unordered && x > y;
  case P::OGE:
    return !unordered && x >= y;
  case P::OLT:
    return !unordered && x < y;
  case P::OLE:
    return !unordered && x <= y;
  case P::ONE:
    return !unordered && x != y;
  case P::ORD:
    return !unordered;
  case P::UEQ:
    return unordered || x == y;
  case P::UGT:
    return unordered || x > y;
  case P::UGE:
    return unordered || x >= y;
  case P::ULT:
    return unordered || x < y;
  case P::ULE:
    return unordered || x <= y;
  case P::UNE:
    return unordered || x != y;
  case P::UNO:
    return unordered;
  case P::AlwaysTrue:
    return true;
  }
  return false;
}

bool compareInts(arith::CmpIPredicate p, int64_t sx, int64_t sy, uint64_t ux,
                 uint64_t uy) {
  using P = arith::CmpIPredicate;
  switch (p) {
  case P::eq:
    return ux == uy;
  case P::ne:
    return ux != uy;
  case P::slt:
    return sx < sy;
  case P::sle:
    return sx <= sy;
  case P::sgt:
    return sx > sy;
  case P::sge:
    return sx >= sy;
  case P::ult:
    return ux < uy;
  case P::ule:
    return ux <= uy;
  case P::ugt:
    return ux > uy;
  case P::uge:
    return ux >= uy;
  }
  return false;
}

/// fptosi as x86-64 computes it: a value out of range (or NaN) gives the
/// "integer indefinite" INT_MIN of the 32- or 64-bit conversion; narrower
/// results are the low bits of the 32-bit one.
uint64_t floatToSigned(double v, Ty to) {
  if (bitWidth(to) == 64) {
    if (!(v >= -0x1p63 && v < 0x1p63))
      return uint64_t(1) << 63;
    return uint64_t(int64_t(v));
  }
  int32_t i = (v >= -0x1p31 && v < 0x1p31) ? int32_t(v) : INT32_MIN;
  return truncBits(to, uint64_t(int64_t(i)));
}

} // namespace

bool fusefuzz::interp::evaluate(const ScalarInst &in, uint64_t *slots,
                                const char *&error) {
  const Ty ty = in.ty;
  const uint64_t a = slots[in.a], b = slots[in.b];
  auto sa = [&] { return signExtend(ty, a); };
  auto sb = [&] { return signExtend(ty, b); };
  auto intResult = [&](uint64_t v) { return truncBits(ty, v); };
  unsigned w = bitWidth(ty);
  uint64_t r = 0;
  switch (in.op) {
  case ScalarOp::AddI:
    r = intResult(a + b);
    break;
  case ScalarOp::SubI:
    r = intResult(a - b);
    break;
  case ScalarOp::MulI:
    r = intResult(a * b);
    break;
  case ScalarOp::DivSI:
  case ScalarOp::RemSI:
  case ScalarOp::CeilDivSI:
  case ScalarOp::FloorDivSI: {
    int64_t x = sa(), y = sb();
    if (y == 0) {
      error = "signed division by zero";
      return false;
    }
    int64_t minValue = w == 64 ? INT64_MIN : -(int64_t(1) << (w - 1));
    if (y == -1 && x == minValue) {
      error = "signed division overflow (INT_MIN / -1)";
      return false;
    }
    int64_t q = x / y, m = x % y;
    if (in.op == ScalarOp::RemSI)
      r = intResult(uint64_t(m));
    else if (in.op == ScalarOp::DivSI)
      r = intResult(uint64_t(q));
    else if (in.op == ScalarOp::CeilDivSI)
      r = intResult(uint64_t(q + (m != 0 && ((m > 0) == (y > 0)))));
    else
      r = intResult(uint64_t(q - (m != 0 && ((m < 0) != (y < 0)))));
    break;
  }
  case ScalarOp::DivUI:
  case ScalarOp::RemUI:
  case ScalarOp::CeilDivUI:
    if (b == 0) {
      error = "unsigned division by zero";
      return false;
    }
    r = in.op == ScalarOp::DivUI   ? a / b
        : in.op == ScalarOp::RemUI ? a % b
                                   : a / b + (a % b != 0);
    break;
  case ScalarOp::AndI:
    r = a & b;
    break;
  case ScalarOp::OrI:
    r = a | b;
    break;
  case ScalarOp::XOrI:
    r = a ^ b;
    break;
  case ScalarOp::ShLI:
    r = b >= w ? 0 : intResult(a << b);
    break;
  case ScalarOp::ShRUI:
    r = b >= w ? 0 : a >> b;
    break;
  case ScalarOp::ShRSI:
    r = intResult(uint64_t(sa() >> (b >= w ? w - 1 : b)));
    break;
  case ScalarOp::MaxSI:
    r = sa() >= sb() ? a : b;
    break;
  case ScalarOp::MinSI:
    r = sa() <= sb() ? a : b;
    break;
  case ScalarOp::MaxUI:
    r = a >= b ? a : b;
    break;
  case ScalarOp::MinUI:
    r = a <= b ? a : b;
    break;
  case ScalarOp::AbsI:
    r = intResult(uint64_t(sa() < 0 ? -sa() : sa()));
    break;
  case ScalarOp::CmpI:
    r = compareInts(static_cast<arith::CmpIPredicate>(in.predicate), sa(), sb(),
                    a, b);
    break;
  case ScalarOp::AddF:
    r = floatBinary(ty, a, b, [](auto x, auto y) { return x + y; });
    break;
  case ScalarOp::SubF:
    r = floatBinary(ty, a, b, [](auto x, auto y) { return x - y; });
    break;
  case ScalarOp::MulF:
    r = floatBinary(ty, a, b, [](auto x, auto y) { return x * y; });
    break;
  case ScalarOp::DivF:
    r = floatBinary(ty, a, b, [](auto x, auto y) { return x / y; });
    break;
  case ScalarOp::RemF:
    r = floatBinary(ty, a, b, [](auto x, auto y) { return std::fmod(x, y); });
    break;
  case ScalarOp::MaximumF:
    r = floatBinary(ty, a, b, [](auto x, auto y) { return maximum(x, y); });
    break;
  case ScalarOp::MinimumF:
    r = floatBinary(ty, a, b, [](auto x, auto y) { return minimum(x, y); });
    break;
  case ScalarOp::MaxNumF:
    r = floatBinary(ty, a, b, [](auto x, auto y) { return std::fmax(x, y); });
    break;
  case ScalarOp::MinNumF:
    r = floatBinary(ty, a, b, [](auto x, auto y) { return std::fmin(x, y); });
    break;
  case ScalarOp::CopySign:
    r = floatBinary(ty, a, b,
                    [](auto x, auto y) { return std::copysign(x, y); });
    break;
  case ScalarOp::PowF:
    r = floatBinary(ty, a, b, [](auto x, auto y) { return std::pow(x, y); });
    break;
  case ScalarOp::CmpF:
    r = compareFloats(static_cast<arith::CmpFPredicate>(in.predicate),
                      toDouble(ty, a), toDouble(ty, b));
    break;
  case ScalarOp::NegF: // a sign flip, NaNs included
    r = a ^ (uint64_t(1) << (w - 1));
    break;
  case ScalarOp::AbsF:
    r = a & ~(uint64_t(1) << (w - 1));
    break;
  case ScalarOp::Sqrt:
    r = floatUnary(ty, a, [](auto x) { return std::sqrt(x); });
    break;
  case ScalarOp::Rsqrt:
    r = floatUnary(ty, a, [](auto x) { return decltype(x)(1) / std::sqrt(x); });
    break;
  case ScalarOp::Exp:
    r = floatUnary(ty, a, [](auto x) { return std::exp(x); });
    break;
  case ScalarOp::Exp2:
    r = floatUnary(ty, a, [](auto x) { return std::exp2(x); });
    break;
  case ScalarOp::Log:
    r = floatUnary(ty, a, [](auto x) { return std::log(x); });
    break;
  case ScalarOp::Log2:
    r = floatUnary(ty, a, [](auto x) { return std::log2(x); });
    break;
  case ScalarOp::Sin:
    r = floatUnary(ty, a, [](auto x) { return std::sin(x); });
    break;
  case ScalarOp::Cos:
    r = floatUnary(ty, a, [](auto x) { return std::cos(x); });
    break;
  case ScalarOp::Tanh:
    r = floatUnary(ty, a, [](auto x) { return std::tanh(x); });
    break;
  case ScalarOp::Floor:
    r = floatUnary(ty, a, [](auto x) { return std::floor(x); });
    break;
  case ScalarOp::Ceil:
    r = floatUnary(ty, a, [](auto x) { return std::ceil(x); });
    break;
  case ScalarOp::Round:
    r = floatUnary(ty, a, [](auto x) { return std::round(x); });
    break;
  case ScalarOp::RoundEven:
    r = floatUnary(ty, a, [](auto x) { return std::nearbyint(x); });
    break;
  case ScalarOp::Trunc:
    r = floatUnary(ty, a, [](auto x) { return std::trunc(x); });
    break;
  case ScalarOp::Fma: {
    uint64_t c = slots[in.c];
    if (ty == Ty::F64)
      r = bitsOf(std::fma(asF64(a), asF64(b), asF64(c)));
    else {
      float v = std::fma(float(toDouble(ty, a)), float(toDouble(ty, b)),
                         float(toDouble(ty, c)));
      r = ty == Ty::F16 ? floatToHalf(v) : bitsOf(v);
    }
    break;
  }
  case ScalarOp::ExtSI:
    r = truncBits(in.resultTy, uint64_t(sa()));
    break;
  case ScalarOp::ExtUI:
  case ScalarOp::IndexCastUI:
    r = truncBits(in.resultTy, a);
    break;
  case ScalarOp::TruncI:
    r = truncBits(in.resultTy, a);
    break;
  case ScalarOp::IndexCast: // sign-extends or truncates
    r = truncBits(in.resultTy, uint64_t(sa()));
    break;
  case ScalarOp::SIToFP:
    // Through f32 for f16, as the lowering converts.
    r = in.resultTy == Ty::F64 ? bitsOf(double(sa()))
                               : fromDouble(in.resultTy, float(sa()));
    break;
  case ScalarOp::UIToFP:
    r = in.resultTy == Ty::F64 ? bitsOf(double(a))
                               : fromDouble(in.resultTy, float(a));
    break;
  case ScalarOp::FPToSI:
    r = floatToSigned(toDouble(ty, a), in.resultTy);
    break;
  case ScalarOp::FPToUI: {
    double v = toDouble(ty, a);
    r = truncBits(in.resultTy,
                  v >= 0 && v < 0x1p64 ? uint64_t(v) : uint64_t(0));
    break;
  }
  case ScalarOp::ExtF:
    r = fromDouble(in.resultTy, toDouble(ty, a));
    break;
  case ScalarOp::TruncF:
    if (ty == Ty::F64 && in.resultTy == Ty::F16) {
      // Rounded once, straight from double.
      llvm::APFloat f(asF64(a));
      bool lost;
      f.convert(llvm::APFloat::IEEEhalf(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
      r = f.bitcastToAPInt().getZExtValue();
    } else {
      r = fromDouble(in.resultTy, toDouble(ty, a));
    }
    break;
  case ScalarOp::Bitcast:
    r = a;
    break;
  case ScalarOp::Select:
    r = (slots[in.a] & 1) ? b : slots[in.c];
    break;
  }
  slots[in.dst] = r;
  return true;
}
