//===- Compare.cpp --------------------------------------------------------===//
#include "oracle/exec/Compare.h"

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

/// The first element at which `same(kind, x, y)` is false.
template <typename Same>
static std::optional<Difference>
firstDifference(llvm::ArrayRef<HostTensor> expected,
                llvm::ArrayRef<HostTensor> actual, Same same) {
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
    for (int64_t i = 0, n = e.numElements(); i < n; ++i)
      if (!same(e.kind, e.bits(i), a.bits(i)))
        return Difference{r, e.indexString(i), e.format(i), a.format(i)};
  }
  return std::nullopt;
}

std::optional<Difference>
fusefuzz::compareOutputs(llvm::ArrayRef<HostTensor> expected,
                         llvm::ArrayRef<HostTensor> actual, unsigned ulps) {
  return firstDifference(
      expected, actual, [ulps](ScalarKind kind, uint64_t x, uint64_t y) {
        if (x == y)
          return true;
        if (kind.isFloat && isNaN(x, kind.bits) && isNaN(y, kind.bits))
          return true;
        return kind.isFloat && ulps > 0 && ulpDistance(x, y, kind.bits) <= ulps;
      });
}

std::optional<Difference>
fusefuzz::firstBitDifference(llvm::ArrayRef<HostTensor> a,
                             llvm::ArrayRef<HostTensor> b) {
  return firstDifference(a, b, [](ScalarKind kind, uint64_t x, uint64_t y) {
    return x == y ||
           (kind.isFloat && isNaN(x, kind.bits) && isNaN(y, kind.bits));
  });
}
