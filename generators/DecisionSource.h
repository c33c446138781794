//===- DecisionSource.h - Where the generator's choices come from -*- C++
//-*-===//
//
// Every random choice the generator makes goes through a DecisionSource. A
// seeded source makes campaigns reproducible; a byte source lets libFuzzer's
// input drive generation so that coverage guidance steers it.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_GENERATORS_DECISIONSOURCE_H
#define FUSEFUZZ_GENERATORS_DECISIONSOURCE_H

#include "llvm/ADT/ArrayRef.h"
#include <cassert>
#include <cstdint>
#include <random>

namespace fusefuzz {

class DecisionSource {
public:
  virtual ~DecisionSource() = default;
  /// Uniform choice in [0, bound); bound must be positive.
  virtual uint64_t below(uint64_t bound) = 0;

  bool chance(unsigned percent) { return below(100) < percent; }
  int64_t range(int64_t lo, int64_t hi) {
    assert(lo <= hi && "empty range");
    return lo + static_cast<int64_t>(below(static_cast<uint64_t>(hi - lo) + 1));
  }
  template <typename T> const T &pick(llvm::ArrayRef<T> items) {
    assert(!items.empty() && "pick from nothing");
    return items[below(items.size())];
  }
  /// Picks an index with probability proportional to its weight.
  unsigned weighted(llvm::ArrayRef<unsigned> weights);
};

/// mt19937_64 is fully specified by the C++ standard, and `below` uses its own
/// rejection sampling (not std::uniform_int_distribution, whose algorithm
/// differs between standard libraries), so a seed means the same everywhere.
class SeededDecisions final : public DecisionSource {
public:
  explicit SeededDecisions(uint64_t seed) : engine(seed) {}
  uint64_t below(uint64_t bound) override;
  uint64_t raw() { return engine(); }

private:
  std::mt19937_64 engine;
};

/// Reads decisions from a byte string (libFuzzer's input); once the bytes run
/// out, every decision is 0, which the generator treats as "simplest".
class ByteDecisions final : public DecisionSource {
public:
  explicit ByteDecisions(llvm::ArrayRef<uint8_t> bytes) : bytes(bytes) {}
  uint64_t below(uint64_t bound) override;

private:
  llvm::ArrayRef<uint8_t> bytes;
  size_t pos = 0;
};

/// Derives the seed of case `index` of a campaign started with `campaignSeed`
/// (splitmix64, so neighbouring cases get unrelated seeds).
uint64_t caseSeed(uint64_t campaignSeed, uint64_t index);

} // namespace fusefuzz

#endif
