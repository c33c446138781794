//===- Tensor.h - Tensor values of the interpreter --------------*- C++ -*-===//
#ifndef FUSEFUZZ_ORACLE_INTERP_TENSOR_H
#define FUSEFUZZ_ORACLE_INTERP_TENSOR_H

#include "oracle/interp/Scalar.h"

#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <memory>
#include <vector>

namespace fusefuzz::interp {

/// A dense row-major tensor: one 64-bit slot per element (see Scalar.h).
/// Values are immutable once an op produced them; only the interpreter's
/// scf.forall writes its shared outputs in place.
struct Tensor {
  Ty ty;
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<uint64_t> data;
  /// Per element: 1 while it still holds the poison it was allocated with
  /// (copies carry it along). Empty when no element does.
  std::vector<uint8_t> fresh;

  bool anyFresh() const {
    return std::find(fresh.begin(), fresh.end(), 1) != fresh.end();
  }
  /// Element `i` is written with a computed value.
  void written(int64_t i) {
    if (!fresh.empty())
      fresh[i] = 0;
  }

  int64_t numElements() const {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    return n;
  }
};
using TensorRef = std::shared_ptr<Tensor>;

/// Row-major strides of `shape`.
inline llvm::SmallVector<int64_t, 4> stridesOf(llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<int64_t, 4> strides(shape.size(), 1);
  for (int i = int(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

} // namespace fusefuzz::interp

#endif
