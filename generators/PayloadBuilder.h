//===- PayloadBuilder.h - Random UB-free linalg.generic bodies --*- C++ -*-===//
//
// Builds the region body of one linalg.generic as MLIR text: arith and math
// expressions over the block arguments, constants and linalg.index values.
// Everything that could be undefined behaviour is guarded at generation
// time (Csmith-style safe math): divisors are never 0 (or -1 with signed
// division), shift amounts are reduced modulo the bit width, float-to-int
// casts clamp the value and map NaN to 0 first.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_GENERATORS_PAYLOADBUILDER_H
#define FUSEFUZZ_GENERATORS_PAYLOADBUILDER_H

#include "generators/CaseModel.h"
#include "generators/DecisionSource.h"
#include "generators/GenPolicy.h"

#include <optional>

namespace fusefuzz {

class PayloadBuilder {
public:
  PayloadBuilder(DecisionSource &decisions, const GenPolicy &policy,
                 std::string prefix)
      : ds(decisions), policy(policy), prefix(std::move(prefix)) {}

  /// A block argument the body may read.
  void addLeaf(std::string name, ElemType type) {
    leaves.push_back({std::move(name), type});
  }
  /// Lets leaves be `linalg.index d` for d < numLoops.
  void allowIndex(unsigned numLoops) { indexLoops = numLoops; }
  /// Lets leaves gather from the whole tensor `name` (static `shape`), the
  /// body capturing it: `tensor.extract` at `linalg.index` values reduced
  /// modulo each size, so always in bounds.
  void allowGather(std::string name, ElemType type,
                   llvm::ArrayRef<int64_t> shape, unsigned numLoops) {
    gather = {std::move(name), type};
    gatherShape.assign(shape.begin(), shape.end());
    gatherLoops = numLoops;
  }

  /// Emits a random expression of type `type`; returns its SSA name.
  std::string expr(ElemType type, unsigned depth);
  /// Like expr, but the outermost node is an operation, never a leaf.
  std::string root(ElemType type, unsigned depth);
  /// Emits a conversion of `value` from `from` to `to` (UB-free).
  std::string convert(const std::string &value, ElemType from, ElemType to);
  /// Emits `combiner(acc, value)` for a reduction into `acc`.
  std::string combine(ElemType type, const std::string &acc,
                      const std::string &value);
  /// Emits a constant of `type`.
  std::string constant(ElemType type);
  /// A literal suitable for `arith.constant <lit> : type`.
  std::string literal(ElemType type);

  std::vector<std::string> takeLines() { return std::move(lines); }
  bool usedIndex() const { return indexUsed; }

private:
  std::string fresh();
  std::string emit(const std::string &rhs);
  std::string leaf(ElemType type);
  std::string gatherLeaf(ElemType type);
  std::string floatOp(ElemType type, unsigned depth);
  std::string intOp(ElemType type, unsigned depth);
  std::string boolOp(unsigned depth);
  std::string guardedDivisor(ElemType type, const std::string &divisor,
                             bool isSigned);

  DecisionSource &ds;
  const GenPolicy &policy;
  std::string prefix;
  std::vector<std::pair<std::string, ElemType>> leaves;
  unsigned indexLoops = 0;
  std::optional<std::pair<std::string, ElemType>> gather;
  llvm::SmallVector<int64_t, 4> gatherShape;
  unsigned gatherLoops = 0;
  unsigned rootDepth = 0;
  bool indexUsed = false;
  unsigned counter = 0;
  std::vector<std::string> lines;
};

} // namespace fusefuzz

#endif
