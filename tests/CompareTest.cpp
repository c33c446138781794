//===- CompareTest.cpp - Output comparison
//---------------------------------===//
#include "oracle/exec/Compare.h"

#include <gtest/gtest.h>

using namespace fusefuzz;

static HostTensor make(ScalarKind kind, std::vector<uint64_t> bits) {
  HostTensor t;
  t.kind = kind;
  t.shape = {static_cast<int64_t>(bits.size())};
  t.data.assign(bits.size() * kind.storageBytes(), 0);
  for (size_t i = 0; i < bits.size(); ++i)
    t.setBits(i, bits[i]);
  return t;
}

constexpr ScalarKind f32{true, 32}, f16{true, 16}, i32{false, 32}, i1{false, 1};

TEST(Compare, IdenticalIntegersPass) {
  HostTensor a = make(i32, {1, 2, 3});
  EXPECT_FALSE(compareOutputs({a}, {a}).has_value());
}

TEST(Compare, IntegerDifferenceReportsIndexAndValues) {
  auto d = compareOutputs({make(i32, {1, 2, 3})}, {make(i32, {1, 5, 3})});
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->index, "[1]");
  EXPECT_EQ(d->expected, "2");
  EXPECT_EQ(d->actual, "5");
}

TEST(Compare, AnyNaNEqualsAnyNaN) {
  // Quiet NaN vs a NaN with another payload and sign.
  auto d = compareOutputs({make(f32, {0x7fc00000})}, {make(f32, {0xffc00001})});
  EXPECT_FALSE(d.has_value());
}

TEST(Compare, NaNDiffersFromNumber) {
  auto d = compareOutputs({make(f32, {0x7fc00000})}, {make(f32, {0x3f800000})});
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->expected, "nan");
}

TEST(Compare, PoisonRunsDifferByBitsButNotByNaNPayload) {
  // Runs under two poisons: a number that changed is a dependence on
  // unwritten memory; a NaN under both is not, whatever its payload (the
  // interpreter and the JIT propagate payloads differently).
  auto d = firstBitDifference({make(f32, {0x7fc00000, 0x3f800000})},
                              {make(f32, {0xffc00001, 0x3f800001})});
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->index, "[1]");
  EXPECT_TRUE(
      firstBitDifference({make(f32, {0x7fc00000})}, {make(f32, {0x7f800000})})
          .has_value())
      << "NaN vs +inf";
  EXPECT_FALSE(
      firstBitDifference({make(f32, {0xffffffff})}, {make(f32, {0x7fc00000})})
          .has_value());
  EXPECT_TRUE(
      firstBitDifference({make(i32, {0xffffffff})}, {make(i32, {0xfefefefe})})
          .has_value())
      << "integers compare by bits";
}

TEST(Compare, SignedZerosDiffer) {
  auto d = compareOutputs({make(f32, {0x00000000})}, {make(f32, {0x80000000})});
  EXPECT_TRUE(d.has_value());
}

TEST(Compare, UlpToleranceIsOffByDefaultAndWorksWhenSet) {
  HostTensor a = make(f32, {0x3f800000}), b = make(f32, {0x3f800001});
  EXPECT_TRUE(compareOutputs({a}, {b}).has_value());
  EXPECT_FALSE(compareOutputs({a}, {b}, 1).has_value());
  EXPECT_TRUE(compareOutputs({a}, {make(f32, {0x3f800003})}, 2).has_value());
}

TEST(Compare, UlpDistanceAcrossZero) {
  EXPECT_EQ(ulpDistance(0x00000001, 0x80000001, 32), 2u);
  EXPECT_EQ(ulpDistance(0x3c00, 0x3c01, 16), 1u);
}

TEST(Compare, HalfPrecisionNaN) {
  EXPECT_FALSE(compareOutputs({make(f16, {0x7e00})}, {make(f16, {0xfe01})}));
  EXPECT_TRUE(compareOutputs({make(f16, {0x7c00})}, {make(f16, {0x7e00})}));
}

TEST(Compare, BooleansCompareOneBit) {
  EXPECT_FALSE(compareOutputs({make(i1, {1, 0})}, {make(i1, {1, 0})}));
  EXPECT_TRUE(compareOutputs({make(i1, {1, 0})}, {make(i1, {1, 1})}));
}

TEST(Compare, ShapeAndCountMismatches) {
  HostTensor a = make(i32, {1, 2}), b = make(i32, {1, 2, 3});
  auto d = compareOutputs({a}, {b});
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->index, "shape");
  EXPECT_TRUE(compareOutputs({a}, {a, a}).has_value());
}
