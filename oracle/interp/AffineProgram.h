//===- AffineProgram.h - Affine maps compiled for evaluation ----*- C++ -*-===//
//
// An affine map as postfix code over its operands (dims, then symbols), so
// that evaluating it at run time is a loop over a few words rather than a
// walk of uniqued AffineExpr nodes. Semantics are affine ones: floordiv,
// ceildiv and mod round towards minus infinity; a division by a value that
// is not positive fails the evaluation.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_INTERP_AFFINEPROGRAM_H
#define FUSEFUZZ_ORACLE_INTERP_AFFINEPROGRAM_H

#include "mlir/IR/AffineMap.h"

#include <optional>
#include <vector>

namespace fusefuzz::interp {

class AffineProgram {
public:
  AffineProgram() = default;
  explicit AffineProgram(mlir::AffineMap map);

  unsigned numResults() const { return results; }
  /// Every result at `operands` (dims, then symbols) into `out`; false on
  /// a division by a non-positive value.
  bool evaluate(const int64_t *operands, int64_t *out) const;
  /// The smallest (`min`), largest (`max`) or only result: affine.min,
  /// affine.max and affine.apply; nullopt on a bad division.
  std::optional<int64_t> evaluateOne(bool min, bool max,
                                     const int64_t *operands) const;

private:
  struct Word {
    enum Kind : uint8_t {
      Operand,
      Const,
      Add,
      Mul,
      FloorDiv,
      CeilDiv,
      Mod,
      End
    };
    Kind kind;
    int64_t value = 0; // Operand: its position; Const: the constant
  };
  void emit(mlir::AffineExpr e, unsigned numDims);
  std::vector<Word> code; // each result's postfix code, then End
  unsigned results = 0, depth = 0;
};

} // namespace fusefuzz::interp

#endif
