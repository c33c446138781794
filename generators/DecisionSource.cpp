//===- DecisionSource.cpp -------------------------------------------------===//
#include "generators/DecisionSource.h"

using namespace fusefuzz;

unsigned DecisionSource::weighted(llvm::ArrayRef<unsigned> weights) {
  uint64_t total = 0;
  for (unsigned w : weights)
    total += w;
  if (total == 0)
    return 0;
  uint64_t r = below(total);
  for (unsigned i = 0, e = weights.size(); i < e; ++i) {
    if (r < weights[i])
      return i;
    r -= weights[i];
  }
  return weights.size() - 1;
}

uint64_t SeededDecisions::below(uint64_t bound) {
  assert(bound > 0 && "bound must be positive");
  // Rejection sampling: accept only values below the largest multiple of bound.
  uint64_t limit = UINT64_MAX - (UINT64_MAX % bound);
  uint64_t x;
  do
    x = engine();
  while (x >= limit);
  return x % bound;
}

uint64_t ByteDecisions::below(uint64_t bound) {
  assert(bound > 0 && "bound must be positive");
  if (bound == 1)
    return 0;
  uint64_t x = 0;
  for (uint64_t span = bound - 1; span != 0; span >>= 8) {
    uint8_t byte = pos < bytes.size() ? bytes[pos++] : 0;
    x = (x << 8) | byte;
  }
  return x % bound;
}

uint64_t fusefuzz::caseSeed(uint64_t campaignSeed, uint64_t index) {
  uint64_t z = campaignSeed + 0x9e3779b97f4a7c15ULL * (index + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
