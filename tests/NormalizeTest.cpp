//===- NormalizeTest.cpp - IR users write, made checkable -----------------===//
//
// Split input files, runtime sizes solved from the ops' shapes, elementwise
// ops on tensors, and index data kept in bounds: each is shown doing its
// job on a small case, and the sizes it picks are shown to be the ones
// the case needs (a case run at sizes its ops do not allow reads outside
// its tensors).
//
//===----------------------------------------------------------------------===//
#include "oracle/pipeline/Normalize.h"
#include "fuzz/SplitInput.h"
#include "oracle/pipeline/CheckCase.h"
#include "oracle/pipeline/RuntimeSizes.h"
#include "tests/TestUtil.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include <gtest/gtest.h>

using namespace fusefuzz;
using namespace mlir;

static OwningOpRef<ModuleOp> parse(llvm::StringRef text) {
  return parseSourceString<ModuleOp>(text, &test::context());
}

static func::FuncOp onlyFunc(ModuleOp module) {
  return cast<func::FuncOp>(module.getBody()->front());
}

static CaseResult check(llvm::StringRef text, const std::string &strategy) {
  CheckOptions options;
  options.strategy = strategy;
  return checkCase(test::session(), text, "normalize.mlir", options);
}

TEST(SplitInput, SectionsKeepTheirLineNumbers) {
  std::vector<InputSection> sections =
      splitInputFile("// header only\n"
                     "// -----\n"
                     "func.func @a() { return }\n"
                     "// -----\n"
                     "\n"
                     "func.func @b() { return }\n");
  ASSERT_EQ(sections.size(), 2u); // the comment-only section is dropped
  EXPECT_EQ(sections[0].firstLine, 3u);
  EXPECT_EQ(sections[1].firstLine, 5u);
  // Padding: the function of the second section is still on line 6.
  EXPECT_EQ(sections[1].text, "\n\n\n\n\nfunc.func @b() { return }\n\n");
  EXPECT_EQ(splitInputFile("func.func @c() { return }").size(), 1u);
}

/// An expand_shape ties its source to the product of its groups, and the
/// generic ties the expanded tensor to the other argument.
static const char *kExpand = R"mlir(
func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x4x?xf32>, %s0: index,
             %s1: index) -> tensor<?x4x?xf32> {
  %e = tensor.expand_shape %a [[0, 1], [2]] output_shape [%s0, 4, %s1]
      : tensor<?x?xf32> into tensor<?x4x?xf32>
  %r = linalg.generic {indexing_maps = [
      affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
      affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e : tensor<?x4x?xf32>) outs(%b : tensor<?x4x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<?x4x?xf32>
  return %r : tensor<?x4x?xf32>
}
)mlir";

TEST(RuntimeSizes, SolvedSizesSatisfyEveryShapeConstraint) {
  OwningOpRef<ModuleOp> module = parse(kExpand);
  ASSERT_TRUE(module);
  func::FuncOp f = onlyFunc(*module);
  std::string note, error;
  ASSERT_TRUE(solveRuntimeSizes(f, note, error)) << error;
  auto a = f.getArgAttrOfType<DenseI64ArrayAttr>(0, "fusefuzz.shape");
  auto b = f.getArgAttrOfType<DenseI64ArrayAttr>(1, "fusefuzz.shape");
  auto s0 = f.getArgAttrOfType<IntegerAttr>(2, "fusefuzz.value");
  auto s1 = f.getArgAttrOfType<IntegerAttr>(3, "fusefuzz.value");
  ASSERT_TRUE(a && b && s0 && s1) << note;
  EXPECT_EQ(a[0], s0.getInt() * 4);
  EXPECT_EQ(a[1], s1.getInt());
  EXPECT_EQ(b[0], s0.getInt());
  EXPECT_EQ(b[2], s1.getInt());
  EXPECT_GE(s0.getInt(), 1);
  EXPECT_NE(note.find("runtime sizes solved"), std::string::npos);
  // Picked independently (4 per dim, 1 per index), the case reads outside
  // %a; solved, it runs and passes.
  CaseResult r = check(kExpand, "reshape-expansion");
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail;
}

TEST(RuntimeSizes, RecordedSizesAreKeptAndImpossibleOnesRejected) {
  // %a's recorded 6 rows force %s0 = 6 / 4: no integer fits.
  std::string text = kExpand;
  text.replace(text.find("%a: tensor<?x?xf32>"),
               llvm::StringRef("%a: tensor<?x?xf32>").size(),
               "%a: tensor<?x?xf32> {fusefuzz.shape = array<i64: 6, 3>}");
  OwningOpRef<ModuleOp> module = parse(text);
  ASSERT_TRUE(module);
  std::string note, error;
  EXPECT_FALSE(solveRuntimeSizes(onlyFunc(*module), note, error));
  EXPECT_NE(error.find("no runtime sizes fit"), std::string::npos) << error;
  CaseResult r = check(text, "none");
  EXPECT_EQ(r.verdict, Verdict::InvalidInput);
}

TEST(Normalize, ElementwiseOpsOnTensorsBecomeGenerics) {
  const char *text = R"mlir(
func.func @f(%a: tensor<5xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  %s = arith.addf %a, %b : tensor<5xf32>
  %m = arith.mulf %s, %b : tensor<5xf32>
  return %m : tensor<5xf32>
}
)mlir";
  CaseResult r = check(text, "elementwise");
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail;
  ASSERT_FALSE(r.notes.empty());
  EXPECT_EQ(r.notes[0], "2 elementwise op(s) on tensors converted to "
                        "linalg.generic");
  EXPECT_EQ(r.fusions, 1u); // the two generics fuse
}

TEST(Normalize, IndexDataIsDrawnInBounds) {
  // %i's elements index %t: random integers would read outside it.
  const char *text = R"mlir(
func.func @f(%t: tensor<5xf32>, %i: tensor<6xi32>) -> tensor<6xf32> {
  %init = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
      affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%i : tensor<6xi32>) outs(%init : tensor<6xf32>) {
  ^bb0(%x: i32, %y: f32):
    %k = arith.index_cast %x : i32 to index
    %v = tensor.extract %t[%k] : tensor<5xf32>
    linalg.yield %v : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}
)mlir";
  OwningOpRef<ModuleOp> module = parse(text);
  ASSERT_TRUE(module);
  std::vector<std::string> notes;
  boundIndexData(onlyFunc(*module), notes);
  auto bound = onlyFunc(*module).getArgAttrOfType<IntegerAttr>(
      1, "fusefuzz.index_bound");
  ASSERT_TRUE(bound);
  EXPECT_EQ(bound.getInt(), 5);
  ASSERT_EQ(notes.size(), 1u);
  CaseResult r = check(text, "none");
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail;
}
