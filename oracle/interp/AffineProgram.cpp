//===- AffineProgram.cpp --------------------------------------------------===//
#include "oracle/interp/AffineProgram.h"

#include "mlir/IR/AffineExpr.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;
using namespace fusefuzz::interp;

AffineProgram::AffineProgram(AffineMap map) : results(map.getNumResults()) {
  for (AffineExpr e : map.getResults()) {
    emit(e, map.getNumDims());
    code.push_back({Word::End});
  }
  // The stack never holds more than one value per word.
  depth = code.size();
}

void AffineProgram::emit(AffineExpr e, unsigned numDims) {
  if (auto d = dyn_cast<AffineDimExpr>(e)) {
    code.push_back({Word::Operand, d.getPosition()});
    return;
  }
  if (auto s = dyn_cast<AffineSymbolExpr>(e)) {
    code.push_back({Word::Operand, numDims + s.getPosition()});
    return;
  }
  if (auto c = dyn_cast<AffineConstantExpr>(e)) {
    code.push_back({Word::Const, c.getValue()});
    return;
  }
  auto bin = cast<AffineBinaryOpExpr>(e);
  emit(bin.getLHS(), numDims);
  emit(bin.getRHS(), numDims);
  switch (e.getKind()) {
  case AffineExprKind::Add:
    code.push_back({Word::Add});
    break;
  case AffineExprKind::Mul:
    code.push_back({Word::Mul});
    break;
  case AffineExprKind::FloorDiv:
    code.push_back({Word::FloorDiv});
    break;
  case AffineExprKind::CeilDiv:
    code.push_back({Word::CeilDiv});
    break;
  default:
    code.push_back({Word::Mod});
    break;
  }
}

bool AffineProgram::evaluate(const int64_t *operands, int64_t *out) const {
  llvm::SmallVector<int64_t, 16> stack(depth);
  unsigned top = 0, result = 0;
  for (const Word &w : code) {
    switch (w.kind) {
    case Word::Operand:
      stack[top++] = operands[w.value];
      break;
    case Word::Const:
      stack[top++] = w.value;
      break;
    case Word::Add:
      --top;
      stack[top - 1] += stack[top];
      break;
    case Word::Mul:
      --top;
      stack[top - 1] *= stack[top];
      break;
    case Word::FloorDiv:
    case Word::CeilDiv:
    case Word::Mod: {
      int64_t r = stack[--top], l = stack[top - 1];
      if (r <= 0)
        return false;
      int64_t q = l / r, m = l % r;
      if (m < 0) {
        m += r;
        --q;
      }
      stack[top - 1] = w.kind == Word::Mod        ? m
                       : w.kind == Word::FloorDiv ? q
                                                  : q + (m != 0);
      break;
    }
    case Word::End:
      out[result++] = stack[--top];
      break;
    }
  }
  return true;
}

std::optional<int64_t>
AffineProgram::evaluateOne(bool min, bool max, const int64_t *operands) const {
  llvm::SmallVector<int64_t, 4> values(results);
  if (!results || !evaluate(operands, values.data()))
    return std::nullopt;
  int64_t v = values[0];
  for (int64_t x : values) {
    if (min && x < v)
      v = x;
    if (max && x > v)
      v = x;
  }
  return v;
}
