//===- Compare.cpp --------------------------------------------------------===//
#include "oracle/Compare.h"

#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;

std::string Difference::str() const {
  return llvm::formatv("result #{0} at {1}: expected {2}, got {3}", result,
                       index, expected, actual);
}

static bool isNaN(uint64_t v, unsigned bits) {
  unsigned mantBits = bits == 16 ? 10 : bits == 32 ? 23 : 52;
  unsigned expBits = bits - 1 - mantBits;
  uint64_t exp = (v >> mantBits) & ((1ULL << expBits) - 1);
  uint64_t mant = v & ((1ULL << mantBits) - 1);
  return exp == (1ULL << expBits) - 1 && mant != 0;
}

/// Maps float bits to a monotonically ordered integer.
static int64_t ordered(uint64_t v, unsigned bits) {
  uint64_t sign = 1ULL << (bits - 1);
  int64_t magnitude = static_cast<int64_t>(v & (sign - 1));
  return (v & sign) ? -magnitude : magnitude;
}

uint64_t fusefuzz::ulpDistance(uint64_t a, uint64_t b, unsigned bits) {
  bool na = isNaN(a, bits), nb = isNaN(b, bits);
  if (na || nb)
    return na && nb ? 0 : UINT64_MAX;
  int64_t x = ordered(a, bits), y = ordered(b, bits);
  return x > y ? static_cast<uint64_t>(x - y) : static_cast<uint64_t>(y - x);
}

std::optional<Difference>
fusefuzz::compareOutputs(llvm::ArrayRef<HostTensor> expected,
                         llvm::ArrayRef<HostTensor> actual, unsigned ulps) {
  auto shapeString = [](const HostTensor &t) {
    std::string s = "<";
    for (size_t i = 0; i < t.shape.size(); ++i)
      s += (i ? "x" : "") + std::to_string(t.shape[i]);
    return s + ">";
  };
  if (expected.size() != actual.size())
    return Difference{0, "results", std::to_string(expected.size()),
                      std::to_string(actual.size())};
  for (unsigned r = 0; r < expected.size(); ++r) {
    const HostTensor &e = expected[r], &a = actual[r];
    if (e.shape != a.shape)
      return Difference{r, "shape", shapeString(e), shapeString(a)};
    for (int64_t i = 0, n = e.numElements(); i < n; ++i) {
      uint64_t x = e.bits(i), y = a.bits(i);
      if (x == y)
        continue;
      if (e.kind.isFloat && isNaN(x, e.kind.bits) && isNaN(y, e.kind.bits))
        continue;
      if (e.kind.isFloat && ulps > 0 && ulpDistance(x, y, e.kind.bits) <= ulps)
        continue;
      return Difference{r, e.indexString(i), e.format(i), a.format(i)};
    }
  }
  return std::nullopt;
}
