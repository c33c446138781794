//===- HostTensor.h - Dense tensors in harness memory -----------*- C++ -*-===//
#ifndef FUSEFUZZ_ORACLE_EXEC_HOSTTENSOR_H
#define FUSEFUZZ_ORACLE_EXEC_HOSTTENSOR_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <string>
#include <vector>

namespace fusefuzz {

/// Element kind the harness can create and compare: f16/f32/f64 and
/// i1/i8/i16/i32/i64 (i1 stored as one byte, as LLVM lowers it).
struct ScalarKind {
  bool isFloat = false;
  unsigned bits = 32;

  unsigned storageBytes() const { return bits == 1 ? 1 : bits / 8; }
  /// The kind of `type`, or nullopt when the harness cannot handle it.
  static std::optional<ScalarKind> of(mlir::Type type);
  std::string str() const;
};

struct HostTensor {
  ScalarKind kind;
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<uint8_t> data;

  int64_t numElements() const;
  /// The raw bits of element `i` (zero-extended; i1 masked to one bit).
  uint64_t bits(int64_t i) const;
  void setBits(int64_t i, uint64_t value);
  /// Element `i` printed for humans ("nan", "-0", "3.5", "-7").
  std::string format(int64_t i) const;
  /// Multi-dimensional index of linear element `i`, as "[1, 0, 2]".
  std::string indexString(int64_t i) const;
};

} // namespace fusefuzz

#endif
