//===- WrongFusionProofTest.cpp - Wrong fused ops are refuted end to end --===//
//
// Fused ops written by hand the way a wrong elementwise, reshape or pad
// fusion would write them, each beside the unfused function it must equal:
// a consumer operand read through another map or not at all, a kept
// result written by several iterations with different values or from
// another init, a collapsed op reading its operand out of row-major order
// or another tensor, a pad with another value. The end-to-end proof
// refutes each, and proves the right version.
//
//===----------------------------------------------------------------------===//
#include "tests/TestUtil.h"

#include <gtest/gtest.h>

using namespace fusefuzz;

using test::expectProved;
using test::expectRefuted;
using test::replaceAll;

namespace {

/// a + b over 4x4, then negated: a producer and its consumer.
const char *kAddNegUnfused = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %v = arith.addf %x, %y : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %v = arith.negf %x : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  return %n : tensor<4x4xf32>
}
)mlir";

/// Their fusion; @BMAP@ is the map %b is read through, @SECOND@ the
/// operand added to %a.
const char *kAddNegFused = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %n = linalg.generic {indexing_maps = [#id, @BMAP@, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %v = arith.addf %x, @SECOND@ : f32
    %w = arith.negf %v : f32
    linalg.yield %w : f32
  } -> tensor<4x4xf32>
  return %n : tensor<4x4xf32>
}
)mlir";

std::string addNeg(const char *bMap, const char *second) {
  return replaceAll(replaceAll(kAddNegFused, "@BMAP@", bMap), "@SECOND@",
                    second);
}

} // namespace

TEST(WrongFusionProof, AConsumerOperandReadThroughAnotherMapIsRefuted) {
  expectProved(test::checkFusedText(kAddNegUnfused, addNeg("#id", "%y")));
  // %b read transposed.
  expectRefuted(test::checkFusedText(
      kAddNegUnfused, addNeg("affine_map<(d0, d1) -> (d1, d0)>", "%y")));
  // %b not read at all.
  expectRefuted(test::checkFusedText(kAddNegUnfused, addNeg("#id", "%x")));
}

namespace {

/// A producer over 4 elements kept as a result beside a consumer over
/// 4x3 (the fused op's d1 is a loop the kept result's map lacks).
const char *kKeptUnfused = R"mlir(
func.func @f(%a: tensor<4x3xf32>, %init: tensor<4xf32>, %init2: tensor<4x3xf32>) -> (tensor<4xf32>, tensor<4x3xf32>) {
  %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4x3xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<4xf32>) outs(%init2 : tensor<4x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %v = arith.negf %x : f32
    linalg.yield %v : f32
  } -> tensor<4x3xf32>
  return %p, %c : tensor<4xf32>, tensor<4x3xf32>
}
)mlir";

/// Their fusion keeping %p: @READ@ is where the kept result reads %a,
/// @KEPTINIT@ its init.
const char *kKeptFused = R"mlir(
func.func @f(%a: tensor<4x3xf32>, %init: tensor<4xf32>, %init2: tensor<4x3xf32>) -> (tensor<4xf32>, tensor<4x3xf32>) {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> @READ@>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %a : tensor<4x3xf32>, tensor<4x3xf32>) outs(@KEPTINIT@, %init2 : tensor<4xf32>, tensor<4x3xf32>) {
  ^bb0(%x: f32, %k: f32, %o: f32, %o2: f32):
    %v = arith.negf %x : f32
    linalg.yield %k, %v : f32, f32
  } -> (tensor<4xf32>, tensor<4x3xf32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4x3xf32>
}
)mlir";

std::string kept(const char *read, const char *init) {
  return replaceAll(replaceAll(kKeptFused, "@READ@", read), "@KEPTINIT@", init);
}

} // namespace

TEST(WrongFusionProof, AKeptResultWrittenWithOtherValuesIsRefuted) {
  // Every d1 writes the kept element d0 the same value: proved.
  expectProved(test::checkFusedText(kKeptUnfused, kept("(d0, 0)", "%init")));
  // Each d1 writes another one (the last, column 2, stands): refuted.
  expectRefuted(test::checkFusedText(kKeptUnfused, kept("(d0, d1)", "%init")));
}

TEST(WrongFusionProof, AKeptResultFromAnotherInitIsRefuted) {
  // The kept result yields its own outs (the init is what it writes), and
  // the consumer negates it.
  std::string unfused =
      replaceAll(kKeptUnfused, "linalg.yield %x : f32\n  } -> tensor<4xf32>",
                 "linalg.yield %o : f32\n  } -> tensor<4xf32>");
  std::string right =
      replaceAll(kept("(d0, 0)", "%init"),
                 "%v = arith.negf %x : f32\n    linalg.yield %k, %v",
                 "%v = arith.negf %o : f32\n    linalg.yield %o, %v");
  expectProved(test::checkFusedText(unfused, right));
  // Given another init (a tensor.empty), it writes what nobody wrote.
  std::string other =
      replaceAll(right, "outs(%init, %init2", "outs(%e, %init2");
  other = replaceAll(other, "  %r:2 = linalg.generic",
                     "  %e = tensor.empty() : tensor<4xf32>\n  %r:2 = "
                     "linalg.generic");
  expectRefuted(test::checkFusedText(unfused, other));
}

namespace {

/// Negation of a 4x3 tensor.
const char *kNegUnfused = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x3xf32>, %b: tensor<4x3xf32>, %init: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x3xf32>) outs(%init : tensor<4x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %v = arith.negf %x : f32
    linalg.yield %v : f32
  } -> tensor<4x3xf32>
  return %n : tensor<4x3xf32>
}
)mlir";

/// The same op collapsed to one loop of 12, as reshape folding makes it:
/// @SRC@ read through @READ@, the result expanded back.
const char *kNegCollapsed = R"mlir(
func.func @f(%a: tensor<4x3xf32>, %b: tensor<4x3xf32>, %init: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %i = tensor.collapse_shape %init [[0, 1]] : tensor<4x3xf32> into tensor<12xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(e0) -> @READ@>, affine_map<(e0) -> (e0)>], iterator_types = ["parallel"]}
      ins(@SRC@ : tensor<4x3xf32>) outs(%i : tensor<12xf32>) {
  ^bb0(%x: f32, %o: f32):
    %v = arith.negf %x : f32
    linalg.yield %v : f32
  } -> tensor<12xf32>
  %e = tensor.expand_shape %n [[0, 1]] output_shape [4, 3] : tensor<12xf32> into tensor<4x3xf32>
  return %e : tensor<4x3xf32>
}
)mlir";

std::string collapsed(const char *read, const char *src) {
  return replaceAll(replaceAll(kNegCollapsed, "@READ@", read), "@SRC@", src);
}

} // namespace

TEST(WrongFusionProof, ACollapsedOpReadingOutOfRowMajorOrderIsRefuted) {
  expectProved(test::checkFusedText(
      kNegUnfused, collapsed("(e0 floordiv 3, e0 mod 3)", "%a")));
  // Column by column: A[e0 mod 4, e0 floordiv 4].
  expectRefuted(test::checkFusedText(
      kNegUnfused, collapsed("(e0 mod 4, e0 floordiv 4)", "%a")));
  // Another tensor than the one the original op read.
  expectRefuted(test::checkFusedText(
      kNegUnfused, collapsed("(e0 floordiv 3, e0 mod 3)", "%b")));
}

TEST(WrongFusionProof, APadWithAnotherValueOrPlaceIsRefuted) {
  const char *unfused = R"mlir(
func.func @f(%a: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<6xf32> {
  %n = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %v = arith.negf %x : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %p = tensor.pad %n low[2] high[0] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}
)mlir";
  // Pad fusion's form: the pad value filled, the producer computed into
  // its slice at the low padding.
  const char *fused = R"mlir(
func.func @f(%a: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<6xf32> {
  %c = arith.constant @VALUE@ : f32
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %s = tensor.extract_slice %f[@LOW@] [4] [1] : tensor<6xf32> to tensor<4xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%s : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %v = arith.negf %x : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %r = tensor.insert_slice %n into %f[@LOW@] [4] [1] : tensor<4xf32> into tensor<6xf32>
  return %r : tensor<6xf32>
}
)mlir";
  auto variant = [&](const char *value, const char *low) {
    return replaceAll(replaceAll(fused, "@VALUE@", value), "@LOW@", low);
  };
  expectProved(test::checkFusedText(unfused, variant("1.0", "2")));
  expectRefuted(test::checkFusedText(unfused, variant("2.0", "2")));
  expectRefuted(test::checkFusedText(unfused, variant("1.0", "1")));
}
