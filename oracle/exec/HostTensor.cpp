//===- HostTensor.cpp -----------------------------------------------------===//
#include "oracle/exec/HostTensor.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

using namespace fusefuzz;

std::optional<ScalarKind> ScalarKind::of(mlir::Type type) {
  // index is 64 bits on every host fusefuzz runs on (the lowering converts
  // it to i64).
  if (type.isIndex())
    return ScalarKind{false, 64};
  if (type.isF16() || type.isF32() || type.isF64())
    return ScalarKind{true, type.getIntOrFloatBitWidth()};
  if (auto i = llvm::dyn_cast<mlir::IntegerType>(type)) {
    unsigned w = i.getWidth();
    if (w == 1 || w == 8 || w == 16 || w == 32 || w == 64)
      return ScalarKind{false, w};
  }
  return std::nullopt;
}

std::string ScalarKind::str() const {
  return (isFloat ? "f" : "i") + std::to_string(bits);
}

int64_t HostTensor::numElements() const {
  int64_t n = 1;
  for (int64_t s : shape)
    n *= s;
  return n;
}

uint64_t HostTensor::bits(int64_t i) const {
  uint64_t v = 0;
  std::memcpy(&v, data.data() + i * kind.storageBytes(), kind.storageBytes());
  return kind.bits == 1 ? (v & 1) : v;
}

void HostTensor::setBits(int64_t i, uint64_t value) {
  std::memcpy(data.data() + i * kind.storageBytes(), &value,
              kind.storageBytes());
}

static const llvm::fltSemantics &semanticsOf(unsigned bits) {
  if (bits == 16)
    return llvm::APFloat::IEEEhalf();
  if (bits == 32)
    return llvm::APFloat::IEEEsingle();
  return llvm::APFloat::IEEEdouble();
}

std::string HostTensor::format(int64_t i) const {
  uint64_t v = bits(i);
  if (kind.isFloat) {
    llvm::APFloat f(semanticsOf(kind.bits), llvm::APInt(kind.bits, v));
    if (f.isNaN())
      return "nan";
    llvm::SmallString<32> s;
    f.toString(s);
    return std::string(s);
  }
  if (kind.bits == 1)
    return v ? "true" : "false";
  llvm::APInt value(kind.bits, v);
  return std::to_string(value.getSExtValue());
}

std::string HostTensor::indexString(int64_t i) const {
  llvm::SmallVector<int64_t, 4> idx(shape.size());
  for (int d = static_cast<int>(shape.size()) - 1; d >= 0; --d) {
    idx[d] = shape[d] ? i % shape[d] : 0;
    i = shape[d] ? i / shape[d] : 0;
  }
  std::string out = "[";
  for (size_t d = 0; d < idx.size(); ++d)
    out += (d ? ", " : "") + std::to_string(idx[d]);
  return out + "]";
}
