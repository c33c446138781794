//===- Scalar.h - Element types and scalar ops of the interpreter -*- C++
//-*-===//
//
// Every scalar the interpreter handles is 64 raw bits: an integer of width
// w is kept zero-extended (i1 is 0 or 1), a float keeps its IEEE bits in
// the low 16, 32 or 64. Operations compute what the JIT-compiled code
// computes on x86-64: f16 arithmetic in f32 rounded to f16 after every
// operation, math functions through the C library.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_INTERP_SCALAR_H
#define FUSEFUZZ_ORACLE_INTERP_SCALAR_H

#include "mlir/IR/Operation.h"

#include <cstdint>
#include <optional>
#include <string>

namespace fusefuzz::interp {

enum class Ty : uint8_t { I1, I8, I16, I32, I64, Index, F16, F32, F64 };

/// The interpreter's type for `type`, or nullopt when it has none.
std::optional<Ty> tyOf(mlir::Type type);
unsigned bitWidth(Ty ty);
inline bool isFloat(Ty ty) { return ty >= Ty::F16; }

/// `v` cut to the width of `ty`.
inline uint64_t truncBits(Ty ty, uint64_t v) {
  unsigned w = bitWidth(ty);
  return w == 64 ? v : v & ((uint64_t(1) << w) - 1);
}
/// The integer of type `ty` held in `v`, sign-extended.
inline int64_t signExtend(Ty ty, uint64_t v) {
  unsigned w = bitWidth(ty);
  return w == 64 ? int64_t(v) : int64_t(v << (64 - w)) >> (64 - w);
}
/// The bits of an element of `ty` whose every storage byte is `byte` (the
/// JIT's poison: i1 is stored as one byte and read as its low bit).
uint64_t repeatedByte(Ty ty, uint8_t byte);

/// f16 <-> f32 as x86-64 converts them (round to nearest even; NaNs stay
/// quiet NaNs with their payload's top bits).
float halfToFloat(uint16_t h);
uint16_t floatToHalf(float f);

/// What a scalar instruction does.
enum class ScalarOp : uint8_t {
  // Integer (and index) arithmetic on `ty`.
  AddI,
  SubI,
  MulI,
  DivSI,
  DivUI,
  RemSI,
  RemUI,
  CeilDivSI,
  CeilDivUI,
  FloorDivSI,
  AndI,
  OrI,
  XOrI,
  ShLI,
  ShRSI,
  ShRUI,
  MaxSI,
  MinSI,
  MaxUI,
  MinUI,
  CmpI,
  AbsI,
  // Float arithmetic on `ty`.
  AddF,
  SubF,
  MulF,
  DivF,
  RemF,
  MaximumF,
  MinimumF,
  MaxNumF,
  MinNumF,
  CmpF,
  NegF,
  AbsF,
  Sqrt,
  Rsqrt,
  Exp,
  Exp2,
  Log,
  Log2,
  Sin,
  Cos,
  Tanh,
  Floor,
  Ceil,
  Round,
  RoundEven,
  Trunc,
  Fma,
  PowF,
  CopySign,
  // Conversions from `ty` to `resultTy`.
  ExtSI,
  ExtUI,
  TruncI,
  IndexCast,
  IndexCastUI,
  SIToFP,
  UIToFP,
  FPToSI,
  FPToUI,
  ExtF,
  TruncF,
  Bitcast,
  // `a ? b : c`.
  Select,
};

/// One scalar operation over numbered slots.
struct ScalarInst {
  ScalarOp op;
  Ty ty;                 // operand type
  Ty resultTy;           // result type
  uint8_t predicate = 0; // arith::CmpIPredicate / CmpFPredicate
  uint32_t a = 0, b = 0, c = 0, dst = 0;
};

/// Describes `op` (an arith or math op on scalars) as a ScalarInst reading
/// its operands from `operands` and writing slot `dst`; failure, with
/// `why`, when the interpreter does not implement it.
mlir::LogicalResult compileScalarOp(mlir::Operation *op,
                                    llvm::ArrayRef<uint32_t> operands,
                                    uint32_t dst, ScalarInst &inst,
                                    std::string &why);

/// Test seam: while set, compileScalarOp describes every `first` op as a
/// `second` op: a deliberately wrong interpreter, to show that its
/// disagreements with the JIT are caught.
void swapScalarOpsForTesting(std::optional<std::pair<ScalarOp, ScalarOp>> swap);

/// Executes `inst` on `slots`; false with `error` set on undefined
/// behaviour the JIT would trap on (division by zero, signed overflow of a
/// division).
bool evaluate(const ScalarInst &inst, uint64_t *slots, const char *&error);

} // namespace fusefuzz::interp

#endif
