//===- EquivalenceTest.cpp - The end-to-end equivalence proof -------------===//
//
// The proof from the IR alone: two functions given as files are proved
// equivalent, or refuted with a counterexample, or left unknown with a
// reason; and every broken strategy is refuted on its hand-written case by
// the end-to-end proof alone (no execution, whatever the step proofs say),
// while its reference is proved. Loop nests: tests/LoopTermsTest.cpp.
//
//===----------------------------------------------------------------------===//
#include "mlir/Parser/Parser.h"
#include "oracle/pipeline/CheckCase.h"
#include "oracle/pipeline/Subset.h"
#include "tests/TestUtil.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

using namespace fusefuzz;

static const char *kUnfused = test::kTransposeSquarePlus;

/// The fused function with `readMap` as the map of %a.
static std::string fused(const std::string &readMap) {
  return R"(
func.func @case(%a: tensor<?x3xf32>, %b: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x3xf32>
  %e = tensor.empty(%n) : tensor<3x?xf32>
  %r = linalg.generic {indexing_maps = [)" +
         readMap +
         R"(, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x3xf32>, tensor<3x?xf32>) outs(%e : tensor<3x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    %t = arith.addf %s, %y : f32
    linalg.yield %t : f32
  } -> tensor<3x?xf32>
  return %r : tensor<3x?xf32>
}
)";
}

using test::checkFusedText;

TEST(Equivalence, ProvesAGivenFusedFunctionForAllSizes) {
  CaseResult r =
      checkFusedText(kUnfused, fused("affine_map<(d0, d1) -> (d1, d0)>"));
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail << r.evidence;
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  EXPECT_EQ(r.family, "given");
}

TEST(Equivalence, RefutesAWrongReadWithACounterexample) {
  // The fused op reads %a untransposed: its loops then need %a to be 3x3,
  // which the unfused function does not (the sizes are symbolic:
  // dim(arg0,0) is chosen).
  CaseResult r =
      checkFusedText(kUnfused, fused("affine_map<(d0, d1) -> (d0, d1)>"));
  EXPECT_EQ(r.verdict, Verdict::ProofFailure) << r.detail;
  EXPECT_EQ(r.equivalence, "refuted");
  EXPECT_NE(r.detail.find("counterexample: dim(arg0,0)="), std::string::npos)
      << r.detail;
  EXPECT_EQ(r.equivalenceRefutation, "sizes");
  // The signature's fact: the fused condition broken, operands that must
  // agree on a loop's size.
  EXPECT_EQ(r.refutationFact, "sizes/loop-sizes-differ");
  // With the sizes fixed to 3x3, the elements differ: both are shown.
  std::string square = kUnfused;
  for (const char *from : {"?x3", "3x?"})
    for (size_t at; (at = square.find(from)) != std::string::npos;)
      square.replace(at, 3, "3x3");
  std::string fusedSquare = fused("affine_map<(d0, d1) -> (d0, d1)>");
  for (const char *from : {"?x3", "3x?"})
    for (size_t at; (at = fusedSquare.find(from)) != std::string::npos;)
      fusedSquare.replace(at, 3, "3x3");
  for (std::string *text : {&square, &fusedSquare})
    for (size_t at; (at = text->find("tensor.empty(%n)")) != std::string::npos;)
      text->replace(at, 16, "tensor.empty()");
  r = checkFusedText(square, fusedSquare);
  EXPECT_EQ(r.equivalence, "refuted") << r.detail << r.evidence;
  EXPECT_EQ(r.equivalenceRefutation, "value");
  EXPECT_NE(r.equivalenceReport.find("unfused element:"), std::string::npos)
      << r.equivalenceReport;
}

TEST(Equivalence, RefutesAnUnwrittenElementReachingAResult) {
  // The fused function returns a fresh tensor: undefined where the
  // unfused one is defined.
  std::string unwritten = R"(
func.func @case(%a: tensor<?x3xf32>, %b: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %c1 = arith.constant 1 : index
  %n = tensor.dim %b, %c1 : tensor<3x?xf32>
  %e = tensor.empty(%n) : tensor<3x?xf32>
  return %e : tensor<3x?xf32>
}
)";
  CaseResult r = checkFusedText(kUnfused, unwritten);
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  EXPECT_NE(r.detail.find("fused undefined"), std::string::npos) << r.detail;
  // Triage reads what the refutation shows from a field, not its text.
  EXPECT_EQ(r.equivalenceRefutation, "undefined");
}

TEST(Equivalence, UnknownWithItsReasonForOpsWithoutTerms) {
  std::string loop = R"(
func.func @case(%a: tensor<?x3xf32>, %b: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%t = %b) : (tensor<3x?xf32>) -> tensor<3x?xf32> {
    %false = arith.constant false
    scf.condition(%false) %t : tensor<3x?xf32>
  } do {
  ^bb0(%u: tensor<3x?xf32>):
    scf.yield %u : tensor<3x?xf32>
  }
  return %r : tensor<3x?xf32>
}
)";
  CaseResult r = checkFusedText(kUnfused, loop);
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail;
  EXPECT_EQ(r.equivalence, "unknown");
  EXPECT_EQ(r.equivalenceReason, "no term for scf.while");
}

/// A reduction over d1 whose payload ignores its accumulator, reading
/// `%init` (or a fresh tensor in `init`'s place) as outs.
static std::string lastOfRows(const std::string &inputType,
                              const std::string &init) {
  return R"(
func.func @case(%a: )" +
         inputType + R"(, %init: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : )" +
         inputType + ") outs(" + init + R"( : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
)";
}

TEST(Equivalence, AReductionIgnoringItsInitKeepsItOnlyForAnEmptyDomain) {
  // Dropping the init of such a reduction is right for 4x3 ...
  CaseResult r = checkFusedText(lastOfRows("tensor<4x3xf32>", "%init"),
                                lastOfRows("tensor<4x3xf32>", "%e"));
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  // ... and wrong where the reduced dim may be 0: the result is the init.
  r = checkFusedText(lastOfRows("tensor<4x?xf32>", "%init"),
                     lastOfRows("tensor<4x?xf32>", "%e"));
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  EXPECT_NE(r.detail.find("dim(arg0,1)=0"), std::string::npos) << r.detail;
  EXPECT_NE(r.detail.find("fused undefined"), std::string::npos) << r.detail;
  EXPECT_EQ(r.equivalenceRefutation, "undefined");
  // The signature's fact, read from the fused IR.
  EXPECT_EQ(r.refutationFact, "unwritten/reduction-init-empty");
}

TEST(Equivalence, ProvesAReshapeReadBackAndCommutedOperands) {
  // 3 * (i div 3) + i mod 3 is i, and addf's operands may come in either
  // order once they are equal.
  std::string unfused = R"(
func.func @case(%a: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  %x = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %y = tensor.collapse_shape %x [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%y, %b : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}
)";
  std::string fusedText = R"(
func.func @case(%a: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b, %a : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%q: f32, %p: f32, %o: f32):
    %s = arith.addf %q, %p : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}
)";
  CaseResult r = checkFusedText(unfused, fusedText);
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  // Reading %a one element off is still refuted.
  std::string shifted = fusedText;
  shifted.replace(shifted.find("affine_map<(d0) -> (d0)>, affine_map"), 24,
                  "affine_map<(d0) -> (5 - d0)>");
  r = checkFusedText(unfused, shifted);
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
}

/// Adds the constant `values` (three f32) to %a.
static std::string plusConstant(const std::string &values) {
  return R"(
func.func @case(%a: tensor<3xf32>) -> tensor<3xf32> {
  %c = arith.constant dense<)" +
         values + R"(> : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %c : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}
)";
}

TEST(Equivalence, ConstantTensorsCountElementByElement) {
  CaseResult r = checkFusedText(plusConstant("[1.0, 2.0, 3.0]"),
                                plusConstant("[1.0, 2.0, 3.0]"));
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  r = checkFusedText(plusConstant("[1.0, 2.0, 3.0]"),
                     plusConstant("[1.0, 2.0, 4.0]"));
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  EXPECT_NE(r.detail.find("i=(2)"), std::string::npos) << r.detail;
}

/// A two-result reduction over d1: %s accumulates x, %t accumulates the
/// running %s with `combine` and is returned; `reordered` computes %t
/// first (another IR, the same function).
static std::string runningSums(bool reordered, const char *combine = "addf") {
  std::string s2 = "    %s2 = arith.addf %s, %x : f32\n";
  std::string t2 =
      std::string("    %t2 = arith.") + combine + " %t, %s : f32\n";
  return R"(
func.func @case(%a: tensor<4x?xf32>, %i0: tensor<4xf32>, %i1: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x?xf32>) outs(%i0, %i1 : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%x: f32, %s: f32, %t: f32):
)" + (reordered ? t2 + s2 : s2 + t2) +
         R"(    linalg.yield %s2, %t2 : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  return %r#1 : tensor<4xf32>
}
)";
}

TEST(Equivalence, ReductionsReadingEachOthersAccumulatorsFoldTogether) {
  CaseResult r = checkFusedText(runningSums(false), runningSums(true));
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  // Another combiner for the returned result is refuted.
  r = checkFusedText(runningSums(false), runningSums(true, "mulf"));
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
}

using test::BrokenCase;

class EquivalenceCatchesBrokenFusion
    : public ::testing::TestWithParam<BrokenCase> {};

static CaseResult proveOnly(const std::string &input,
                            const std::string &strategy) {
  CheckOptions options;
  options.strategy = strategy;
  options.execute = false;
  options.equivalence = CheckOptions::EquivalenceMode::Report;
  test::generousEquivalenceBudget(options);
  return checkCase(test::session(), test::readInput(input), input, options);
}

TEST_P(EquivalenceCatchesBrokenFusion, RefutedByTheEndToEndProofAlone) {
  BrokenCase c = GetParam();
  CaseResult reference = proveOnly(c.input, c.reference);
  EXPECT_EQ(reference.equivalence, "proved") << reference.equivalenceReport;
  CaseResult broken = proveOnly(c.input, c.broken);
  EXPECT_EQ(broken.equivalence, "refuted") << broken.equivalenceReport;
}

INSTANTIATE_TEST_SUITE_P(Oracle, EquivalenceCatchesBrokenFusion,
                         ::testing::ValuesIn(test::brokenCases()),
                         [](const auto &info) {
                           return test::brokenCaseName(info.param);
                         });

/// The sum of a 2x3 tensor into a scalar, visiting it through `readMap`
/// over loops of sizes `loops` (both reduction loops).
/// The sum of %a's elements read through `readMap`, each element first
/// computed by `element` (from %x, the element read, into %v).
static std::string sumOfAll(const std::string &readMap,
                            const std::string &element = "%v = arith.addf "
                                                         "%x, %x : f32") {
  return R"(
func.func @case(%a: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [)" +
         readMap +
         R"(, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%a : tensor<2x3xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    )" + element +
         R"(
    %s = arith.addf %o, %v : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
)";
}

TEST(Equivalence, AReassociatedReductionIsUnknownNeverRefuted) {
  // The same sum in column order: written out, the two sides add the
  // same elements in another order, which uninterpreted addf can show
  // neither equal nor different. (Reads that differ are still refuted:
  // the known outs-reading findings in corpus/known/.)
  std::string rows = sumOfAll("affine_map<(d0, d1) -> (d0, d1)>");
  std::string columns = sumOfAll("affine_map<(d0, d1) -> (d1, d0)>");
  CaseResult r = checkFusedText(rows, columns);
  EXPECT_EQ(r.equivalence, "unknown") << r.detail << r.equivalenceReport;
}

TEST(Equivalence, AReorderedReductionWithOneWrongElementIsRefuted) {
  // Column order again, and the element at (0, 0) squared instead of
  // doubled: regrouping the sums by the model's values pairs every other
  // element and leaves this one unmatched, so the proof refutes rather
  // than calling the difference a reassociation.
  std::string rows = sumOfAll("affine_map<(d0, d1) -> (d0, d1)>");
  std::string columns = sumOfAll("affine_map<(d0, d1) -> (d1, d0)>", R"(
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %c0 = arith.constant 0 : index
    %z = arith.cmpi eq, %k, %c0 : index
    %sq = arith.mulf %x, %x : f32
    %dbl = arith.addf %x, %x : f32
    %v = arith.select %z, %sq, %dbl : f32)");
  CaseResult r = checkFusedText(rows, columns);
  EXPECT_EQ(r.equivalence, "refuted") << r.detail << r.equivalenceReport;
}

/// `acc * 3 + x` over %a (2x?x?), in row-major order: collapsed to 2x? and
/// reduced over two loops, or reduced over three loops reading it through
/// `readMap` (reshape propagation's expanded form).
static std::string foldOfAll(bool collapsed, const char *readMap = "") {
  std::string payload = R"(
  ^bb0(%x: i32, %o: i32):
    %c3 = arith.constant 3 : i32
    %m = arith.muli %o, %c3 : i32
    %s = arith.addi %m, %x : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  return %r : tensor<i32>
})";
  if (collapsed)
    return R"(
func.func @case(%a: tensor<2x?x?xi32>, %init: tensor<i32>) -> tensor<i32> {
  %c = tensor.collapse_shape %a [[0], [1, 2]] : tensor<2x?x?xi32> into tensor<2x?xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%c : tensor<2x?xi32>) outs(%init : tensor<i32>) {)" +
           payload;
  return R"(
func.func @case(%a: tensor<2x?x?xi32>, %init: tensor<i32>) -> tensor<i32> {
  %r = linalg.generic {indexing_maps = [)" +
         std::string(readMap) +
         R"(, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%a : tensor<2x?x?xi32>) outs(%init : tensor<i32>) {)" +
         payload;
}

TEST(Equivalence, AReductionOverAnExpandedShapeIsTheCollapsedOnesFold) {
  // The same points in the same order: the expanded fold's loops regroup
  // into the collapsed one's, and the two are one term.
  CaseResult r = checkFusedText(
      foldOfAll(true),
      foldOfAll(false, "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"));
  EXPECT_EQ(r.equivalence, "proved") << r.detail << r.equivalenceReport;
  // Visited column by column, the same points fold in another order: the
  // regrouped fold is not the collapsed one's, and nothing proves it.
  CaseResult columns = checkFusedText(
      foldOfAll(true),
      foldOfAll(false, "affine_map<(d0, d1, d2) -> (d0, d2, d1)>"));
  EXPECT_NE(columns.equivalence, "proved")
      << columns.detail << columns.equivalenceReport;
}

/// %a read at d0 + 1 and %c at the constant 0 by a 4-iteration op, or
/// (fused) the same through slices of them at `offset` and 0.
static std::string readsAhead(int offset) {
  std::string head = R"(
func.func @case(%a: tensor<?xf32> {fusefuzz.shape = array<i64: 6>}, %c: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
)";
  std::string body = R"( outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
)";
  if (offset < 0)
    return head +
           R"(  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %c : tensor<?xf32>, tensor<?xf32>))" +
           body;
  return head + "  %sa = tensor.extract_slice %a[" + std::to_string(offset) +
         R"(] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %t = tensor.extract_slice %c[0] [1] [1] : tensor<?xf32> to tensor<1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%sa, %t : tensor<4xf32>, tensor<1xf32>))" +
         body;
}

TEST(Equivalence, ReadsAtAnExpressionOrAConstantBoundTheUnfusedSizes) {
  // The unfused op reads %a up to index 4 and %c at 0: sizes where it
  // would read out of bounds are no counterexample to slices that need
  // them in bounds.
  CaseResult r = checkFusedText(readsAhead(-1), readsAhead(1));
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  // A slice one further is refuted.
  r = checkFusedText(readsAhead(-1), readsAhead(2));
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
}

/// `(a & b) + (a | b)` of two i32 vectors of 4, or `a + b` (`sum`): equal
/// by bit arithmetic the normal form does not do, a query for the solver.
static std::string sumOf(bool sum) {
  return llvm::formatv(R"(
func.func @case(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {{
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {{
  ^bb0(%x: i32, %y: i32, %o: i32):
{0}
    linalg.yield %s : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}
)",
                       sum ? "    %s = arith.addi %x, %y : i32"
                           : "    %p = arith.andi %x, %y : i32\n"
                             "    %q = arith.ori %x, %y : i32\n"
                             "    %s = arith.addi %p, %q : i32")
      .str();
}

TEST(Equivalence, ABudgetInResourceUnitsDoesNotDependOnTheClock) {
  // Out of resource units long before the (generous) wall clock: unknown
  // for that reason, every time; with enough units, proved.
  CheckOptions options;
  options.fusedText = sumOf(true);
  options.fusedName = "fused.mlir";
  options.execute = false;
  options.equivalence = CheckOptions::EquivalenceMode::Decide;
  options.equivalenceTimeoutMs = 60000;
  options.equivalenceRlimit = 1;
  for (int run = 0; run < 2; ++run) {
    CaseResult r =
        checkCase(test::session(), sumOf(false), "case.mlir", options);
    EXPECT_EQ(r.equivalence, "unknown") << r.equivalenceReport;
    EXPECT_NE(r.equivalenceReport.find("resource limit"), std::string::npos)
        << r.equivalenceReport;
  }
  test::generousEquivalenceBudget(options);
  CaseResult r = checkCase(test::session(), sumOf(false), "case.mlir", options);
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
}

/// `(a*b)^2 * a * b` of two i32 vectors of 4, the fused side computing its
/// first `n` elements only and inserting them into a tensor.empty.
static std::string productPowers(int n) {
  std::string generic = llvm::formatv(
      R"(  %r{0} = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a{0}, %b{0} : tensor<{0}xi32>, tensor<{0}xi32>) outs(%e{0} : tensor<{0}xi32>) {{
  ^bb0(%x: i32, %y: i32, %o: i32):
    %p = arith.muli %x, %y : i32
    %q = arith.muli %p, %p : i32
    %s = arith.muli %q, %x : i32
    %t = arith.muli %s, %y : i32
    linalg.yield %t : i32
  } -> tensor<{0}xi32>
)",
      n);
  std::string head = R"(
func.func @case(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
)";
  if (n == 4)
    return head +
           "  %a4 = tensor.extract_slice %a[0] [4] [1] : tensor<4xi32> to "
           "tensor<4xi32>\n"
           "  %b4 = tensor.extract_slice %b[0] [4] [1] : tensor<4xi32> to "
           "tensor<4xi32>\n"
           "  %e4 = tensor.empty() : tensor<4xi32>\n" +
           generic + "  return %r4 : tensor<4xi32>\n}\n";
  return head +
         llvm::formatv(
             R"(  %a{0} = tensor.extract_slice %a[0] [{0}] [1] : tensor<4xi32> to tensor<{0}xi32>
  %b{0} = tensor.extract_slice %b[0] [{0}] [1] : tensor<4xi32> to tensor<{0}xi32>
  %e{0} = tensor.empty() : tensor<{0}xi32>
)",
             n)
             .str() +
         generic +
         llvm::formatv(
             R"(  %r = tensor.insert_slice %r{0} into %e[0] [{0}] [1] : tensor<{0}xi32> into tensor<4xi32>
  return %r : tensor<4xi32>
}
)",
             n)
             .str();
}

TEST(Equivalence, AnUnwrittenElementIsRefutedWhereComparingValuesRunsOut) {
  // The fused function leaves element 3 unwritten. Comparing the values
  // bit-blasts four 32-bit products on each side and runs out of a small
  // budget; whether the fused element is undefined where the unfused one
  // is defined, asked on its own, does not read them.
  CheckOptions options;
  options.execute = false;
  options.equivalence = CheckOptions::EquivalenceMode::Decide;
  options.equivalenceRlimit = 5000;
  options.equivalenceTimeoutMs = 20000;
  options.fusedName = "fused.mlir";
  options.fusedText = productPowers(3);
  CaseResult r =
      checkCase(test::session(), productPowers(4), "case.mlir", options);
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  EXPECT_EQ(r.equivalenceRefutation, "undefined") << r.equivalenceReport;
  // All four written: not refuted within that budget, proved with more.
  options.fusedText = productPowers(4);
  r = checkCase(test::session(), productPowers(4), "case.mlir", options);
  EXPECT_NE(r.equivalence, "refuted") << r.equivalenceReport;
  options.equivalenceRlimit = 2'000'000;
  r = checkCase(test::session(), productPowers(4), "case.mlir", options);
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
}

TEST(Equivalence, AnOutputWrittenAtEveryPointStaysOutOfAJointFold) {
  // A squaring producer fused into a reduction whose two results read each
  // other's accumulators, as one more output whose map names the
  // reduction loop (the intermediate-output strategy's shape): written
  // once per point, it is no accumulator of the joint fold of the others.
  std::string unfused = R"(
func.func @case(%a: tensor<4x3xi32>, %i1: tensor<4xi32>, %i2: tensor<4xi32>) -> (tensor<4x3xi32>, tensor<4xi32>, tensor<4xi32>) {
  %e = tensor.empty() : tensor<4x3xi32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x3xi32>) outs(%e : tensor<4x3xi32>) {
  ^bb0(%x: i32, %o: i32):
    %d = arith.muli %x, %x : i32
    linalg.yield %d : i32
  } -> tensor<4x3xi32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x3xi32>) outs(%i1, %i2 : tensor<4xi32>, tensor<4xi32>) {
  ^bb0(%x: i32, %o1: i32, %o2: i32):
    %s = arith.addi %o1, %x : i32
    %m = arith.maxsi %o2, %o1 : i32
    linalg.yield %s, %m : i32, i32
  } -> (tensor<4xi32>, tensor<4xi32>)
  return %sq, %r#0, %r#1 : tensor<4x3xi32>, tensor<4xi32>, tensor<4xi32>
}
)";
  std::string fusedText = R"(
func.func @case(%a: tensor<4x3xi32>, %i1: tensor<4xi32>, %i2: tensor<4xi32>) -> (tensor<4x3xi32>, tensor<4xi32>, tensor<4xi32>) {
  %e = tensor.empty() : tensor<4x3xi32>
  %r:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x3xi32>) outs(%e, %i1, %i2 : tensor<4x3xi32>, tensor<4xi32>, tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32, %o1: i32, %o2: i32):
    %d = arith.muli %x, %x : i32
    %s = arith.addi %o1, %x : i32
    %m = arith.maxsi %o2, %o1 : i32
    linalg.yield %d, %s, %m : i32, i32, i32
  } -> (tensor<4x3xi32>, tensor<4xi32>, tensor<4xi32>)
  return %r#0, %r#1, %r#2 : tensor<4x3xi32>, tensor<4xi32>, tensor<4xi32>
}
)";
  CaseResult r = checkFusedText(unfused, fusedText);
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  // The maximum reading the sum after this point's addition instead of
  // before: refuted.
  std::string wrong = fusedText;
  wrong.replace(wrong.find("maxsi %o2, %o1"), 14, "maxsi %o2, %s");
  r = checkFusedText(unfused, wrong);
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
}

/// A running unsigned maximum of `pad(a) * b` over 7 elements, `a` padded
/// by amounts %l and %h to `padType`, the maximum taken as `maxOperands`.
static std::string maxOfPadded(const char *pad, const char *padType,
                               const char *maxOperands) {
  return llvm::formatv(R"(
func.func @case(%a: tensor<5xi32>, %l: index, %h: index, %b: tensor<7xi32>, %s: tensor<i32>) -> tensor<i32> {{
  %c0 = arith.constant 0 : i32
  %p = tensor.pad %a {0} {{
  ^bb0(%i: index):
    tensor.yield %c0 : i32
  } : tensor<5xi32> to {1}
  %r = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%p, %b : {1}, tensor<7xi32>) outs(%s : tensor<i32>) {{
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %t = arith.{2} : i32
    linalg.yield %t : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}
)",
                       pad, padType, maxOperands)
      .str();
}

TEST(Equivalence, CommutedMaximaAndSolvedPadSizesAreEqualByConstruction) {
  // The unfused reduction runs over the pad's 5 + l + h elements, which %b
  // makes 7; the fused one over a static 7, its maximum's operands
  // commuted. Inside the fold's body the two differ only by what the
  // normal form decides (the sizes solved from the premise l + h = 2, the
  // maximum's operands ordered): proved without the solver (1 resource
  // unit), where it would otherwise need extensionality.
  std::string unfused =
      maxOfPadded("low[%l] high[%h]", "tensor<?xi32>", "maxui %o, %m");
  CheckOptions options;
  options.execute = false;
  options.equivalence = CheckOptions::EquivalenceMode::Decide;
  options.equivalenceRlimit = 1;
  options.equivalenceTimeoutMs = 20000;
  options.fusedName = "fused.mlir";
  options.fusedText =
      maxOfPadded("low[%l] high[%h]", "tensor<7xi32>", "maxui %m, %o");
  CaseResult r = checkCase(test::session(), unfused, "case.mlir", options);
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  // A minimum, or the amounts swapped, are refuted (and not proved within
  // the unit).
  for (auto [pad, op] : {std::pair("low[%l] high[%h]", "minui %m, %o"),
                         std::pair("low[%h] high[%l]", "maxui %m, %o")}) {
    options.fusedText = maxOfPadded(pad, "tensor<7xi32>", op);
    options.equivalenceRlimit = 1;
    r = checkCase(test::session(), unfused, "case.mlir", options);
    EXPECT_EQ(r.equivalence, "unknown") << pad << op << r.equivalenceReport;
    options.equivalenceRlimit = 2'000'000; // check's default
    r = checkCase(test::session(), unfused, "case.mlir", options);
    EXPECT_EQ(r.equivalence, "refuted") << pad << op << r.equivalenceReport;
  }
}

/// `a[i] * b[i]` of two i32 vectors of 4, `a` read through `aMap`, the
/// product computed by `payload` (of %x and %y, into %p).
static std::string productOf(const char *aMap,
                             const char *payload = "%p = arith.muli %x, %y "
                                                   ": i32") {
  return llvm::formatv(R"(
func.func @case(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {{
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.generic {{indexing_maps = [{0}, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {{
  ^bb0(%x: i32, %y: i32, %o: i32):
    {1}
    linalg.yield %p : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}
)",
                       aMap, payload)
      .str();
}

/// Checks the fused `productOf(fusedMap, fusedPayload)` against the plain
/// product, dumping its queries; returns the text of the dump `query` (of
/// result 0).
static std::string dumpedQuery(const char *fusedMap, const char *fusedPayload,
                               const char *query) {
  llvm::SmallString<128> dir;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("ffequiv", dir));
  CheckOptions options;
  options.fusedText = productOf(fusedMap, fusedPayload);
  options.fusedName = "fused.mlir";
  options.execute = false;
  options.equivalence = CheckOptions::EquivalenceMode::Decide;
  options.smt2Dir = dir.str().str();
  test::generousEquivalenceBudget(options);
  CaseResult r =
      checkCase(test::session(), productOf("affine_map<(d0) -> (d0)>"),
                "case.mlir", options);
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  std::string file =
      (dir + "/case.equivalence.result0." + query + ".smt2").str();
  auto buffer = llvm::MemoryBuffer::getFile(file);
  EXPECT_TRUE(bool(buffer)) << file;
  std::string text = buffer ? (*buffer)->getBuffer().str() : "";
  llvm::sys::fs::remove_directories(dir);
  return text;
}

TEST(Equivalence, DumpsEveryQueryTheAbstractedOnesToo) {
  // (b[i] | a[i]) & b[i] is b[i] by absorption, which Z3's rewriter does
  // not apply. Proved part by part: the two products paired operand by
  // operand, the one place they differ compared without the products.
  std::string parts = dumpedQuery(
      "affine_map<(d0) -> (d0)>",
      "%or = arith.ori %y, %x : i32\n    %t = arith.andi %or, %y : i32\n"
      "    %p = arith.muli %x, %t : i32",
      "parts");
  EXPECT_NE(parts.find("(check-sat)"), std::string::npos);
  EXPECT_EQ(parts.find("bvmul"), std::string::npos) << parts;
  // `x == y ? x * x : x * y`: the fused element differs from the unfused
  // one at its root, asked whole, first with the products uninterpreted
  // (the exact query, 32-bit multipliers bit-blasted, runs out of any
  // budget), proved because equal operands make equal products.
  std::string abstracted = dumpedQuery(
      "affine_map<(d0) -> (d0 mod 4)>",
      "%c = arith.cmpi eq, %x, %y : i32\n    %s = arith.muli %x, %x : i32\n"
      "    %m = arith.muli %x, %y : i32\n"
      "    %p = arith.select %c, %s, %m : i32",
      "abstracted");
  EXPECT_NE(abstracted.find("nl.bvmul"), std::string::npos);
  EXPECT_NE(abstracted.find("(check-sat)"), std::string::npos);
}

TEST(Equivalence, ASliceBeyondItsSourceIsRefuted) {
  // The same slice of %a, of a source the unfused function lets be
  // shorter than it.
  std::string unfused = R"(
func.func @case(%a: tensor<?xf32> {fusefuzz.shape = array<i64: 6>}) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}
)";
  std::string fused = R"(
func.func @case(%a: tensor<?xf32> {fusefuzz.shape = array<i64: 6>}) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %s = tensor.extract_slice %a[0] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}
)";
  CaseResult r = checkFusedText(unfused, fused);
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  std::string beyond = fused;
  beyond.replace(beyond.find("[0] [%n]"), 8, "[1] [%n]");
  r = checkFusedText(unfused, beyond);
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  EXPECT_NE(r.detail.find("sizes break a condition"), std::string::npos)
      << r.detail;
}

/// out[i] = sum over j < 2, l < size(%z) of p[i + j] * k[j] * z[l], %p
/// being %a padded by one in front; the fused form reads %p through a
/// slice of `sliceSize` elements (0: directly).
static std::string windowOverPadded(int sliceSize) {
  std::string read = "%p", type = "tensor<?xf32>", slice;
  if (sliceSize) {
    read = "%sl";
    type = "tensor<" + std::to_string(sliceSize) + "xf32>";
    slice = "  %sl = tensor.extract_slice %p[0] [" + std::to_string(sliceSize) +
            "] [1] : tensor<?xf32> to " + type + "\n";
  }
  return R"(
func.func @case(%a: tensor<?xf32> {fusefuzz.shape = array<i64: 2>}, %k: tensor<2xf32>, %z: tensor<?xf32> {fusefuzz.shape = array<i64: 1>}) -> tensor<2xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<?xf32> to tensor<?xf32>
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
)" + slice +
         R"(  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins()" +
         read + ", %k, %z : " + type +
         R"(, tensor<2xf32>, tensor<?xf32>) outs(%f : tensor<2xf32>) {
  ^bb0(%x: f32, %y: f32, %w: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %n = arith.mulf %m, %w : f32
    %s = arith.addf %o, %n : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
)";
}

TEST(Equivalence, TheUnfusedOpsMeetTheVerifierAsIfTheirSizesWereStatic) {
  // With %z empty the unfused op reads nothing, whatever the size of %p;
  // but MLIR's verifier rejects it, sizes made static, where %p (never
  // empty) is shorter than the window's 3: no valid input has such a %p,
  // so the fused slice of 3 elements is no refutation.
  CaseResult r = checkFusedText(windowOverPadded(0), windowOverPadded(3));
  EXPECT_NE(r.equivalence, "refuted") << r.equivalenceReport;
  // A slice one longer than the window is.
  r = checkFusedText(windowOverPadded(0), windowOverPadded(4));
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  EXPECT_NE(r.detail.find("sizes break a condition"), std::string::npos)
      << r.detail;
}

/// A function whose `cf.assert` ties an index argument to a size, with an
/// extra assertion `extra` (none where empty) before its op.
static std::string asserting(const std::string &extra) {
  return R"(
func.func @case(%a: tensor<?xf32> {fusefuzz.shape = array<i64: 4>},
                %n: index {fusefuzz.value = 4 : i64}) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xf32>
  %ok = arith.cmpi eq, %n, %d : index
  cf.assert %ok, "n is the size"
)" + extra +
         R"(
  %e = tensor.empty(%n) : tensor<?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
)";
}

TEST(Equivalence, AssertionsArePremisesUnfusedAndObligationsFused) {
  // The unfused assertion is what lets the empty tensor of size %n stand
  // for the input's size.
  CaseResult same = checkFusedText(asserting(""), asserting(""));
  EXPECT_EQ(same.equivalence, "proved") << same.equivalenceReport;
  // A fused function that asserts more fails where the unfused one runs:
  // refuted at an %n of at least 9 (an unsigned comparison of indices,
  // exact).
  CaseResult stronger = checkFusedText(asserting(""), asserting(R"(
  %c9 = arith.constant 9 : index
  %small = arith.cmpi ult, %n, %c9 : index
  cf.assert %small, "n below 9")"));
  EXPECT_EQ(stronger.verdict, Verdict::ProofFailure) << stronger.detail;
  EXPECT_EQ(stronger.equivalence, "refuted");
  EXPECT_NE(stronger.detail.find("arg1=9"), std::string::npos)
      << stronger.detail;
}

TEST(Equivalence, ExecutionFailsTheCallOfAFailingAssertion) {
  // Run by both executors: the fused function's assertion fails at the
  // case's own sizes (n = 4), the unfused one runs.
  CheckOptions options;
  options.fusedText = asserting(R"(
  %c3 = arith.constant 3 : index
  %small = arith.cmpi ult, %n, %c3 : index
  cf.assert %small, "n below 3")");
  options.fusedName = "fused.mlir";
  options.execution = Execution::Both;
  options.prove = false;
  CaseResult r =
      checkCase(test::session(), asserting(""), "case.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::Mismatch) << r.detail << r.evidence;
  EXPECT_NE(r.detail.find("cf.assert"), std::string::npos) << r.detail;
  EXPECT_NE(r.detail.find("n below 3"), std::string::npos) << r.detail;
}

/// exp(a) + a with MLIR's named elementwise ops, as users write them.
static const char *kNamedElementwise = R"(
func.func @case(%a: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 3>}, %b: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 3>}) -> tensor<4x?xf32> {
  %x = linalg.exp ins(%a : tensor<4x?xf32>) outs(%b : tensor<4x?xf32>) -> tensor<4x?xf32>
  %y = linalg.add ins(%x, %a : tensor<4x?xf32>, tensor<4x?xf32>) outs(%b : tensor<4x?xf32>) -> tensor<4x?xf32>
  return %y : tensor<4x?xf32>
}
)";

/// The same two ops fused into one generic whose payload is `op(exp(a), a)`.
static std::string fusedNamedElementwise(const std::string &op) {
  return R"(
func.func @case(%a: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 3>}, %b: tensor<4x?xf32> {fusefuzz.shape = array<i64: 4, 3>}) -> tensor<4x?xf32> {
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x?xf32>) outs(%b : tensor<4x?xf32>) {
  ^bb0(%p: f32, %o: f32):
    %e = math.exp %p : f32
    %s = )" +
         op + R"( %e, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x?xf32>
  return %y : tensor<4x?xf32>
}
)";
}

TEST(Equivalence, NamedElementwiseOpsAreReadAndRun) {
  // The prover reads linalg.exp / linalg.add through their payloads; the
  // executors run them (the JIT through MLIR's lowering, the interpreter
  // through the same payloads): a right fusion holds for both oracles, a
  // wrong one (subf for addf) fails both.
  CaseResult right =
      checkFusedText(kNamedElementwise, fusedNamedElementwise("arith.addf"));
  EXPECT_EQ(right.equivalence, "proved") << right.equivalenceReport;
  CaseResult wrong =
      checkFusedText(kNamedElementwise, fusedNamedElementwise("arith.subf"));
  EXPECT_EQ(wrong.equivalence, "refuted") << wrong.equivalenceReport;
  for (const char *op : {"arith.addf", "arith.subf"}) {
    CheckOptions options;
    options.fusedText = fusedNamedElementwise(op);
    options.fusedName = "fused.mlir";
    options.execution = Execution::Both;
    options.prove = false;
    CaseResult r =
        checkCase(test::session(), kNamedElementwise, "case.mlir", options);
    EXPECT_EQ(r.verdict, std::string(op) == "arith.addf" ? Verdict::Pass
                                                         : Verdict::Mismatch)
        << op << ": " << r.detail << r.evidence;
  }
}

TEST(Equivalence, NamedOpsOutsideTheElementwiseShapeAreRejected) {
  // Named ops are accepted by shape (all loops parallel, projected
  // permutation maps), not by a list: linalg.copy and linalg.negf pass, a
  // named op with a reduction that the subset does not list is refused with
  // its name.
  auto subsetError = [](const std::string &body) {
    std::string text =
        "func.func @case(%a: tensor<4x3xf32>, %v: tensor<3xf32>, "
        "%r: tensor<4xf32>, %b: tensor<4x3xf32>) -> tensor<4xf32> {\n" +
        body + "\n}\n";
    auto module =
        mlir::parseSourceString<mlir::ModuleOp>(text, &test::context());
    EXPECT_TRUE(module) << text;
    std::string error;
    if (module)
      checkSubset(*module, error);
    return error;
  };
  EXPECT_EQ(subsetError(R"(
  %c = linalg.copy ins(%a : tensor<4x3xf32>) outs(%b : tensor<4x3xf32>) -> tensor<4x3xf32>
  %n = linalg.negf ins(%c : tensor<4x3xf32>) outs(%b : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4xf32>)"),
            "");
  std::string error = subsetError(R"(
  %m = linalg.matvec ins(%a, %v : tensor<4x3xf32>, tensor<3xf32>) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %m : tensor<4xf32>)");
  EXPECT_NE(error.find("'linalg.matvec' is outside the supported subset"),
            std::string::npos)
      << error;
}

/// A 2x2 convolution `conv` (defining %c from the padded input %p, the
/// weights %w and the zero-filled init %f) as a case.
static std::string paddedConv(const std::string &conv) {
  return R"(
func.func @case(%x: tensor<1x3x3x1xf32>, %w: tensor<2x2x1x1xf32>) -> tensor<1x3x3x1xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 0, 0, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x3x3x1xf32> to tensor<1x4x4x1xf32>
  %e = tensor.empty() : tensor<1x3x3x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
)" + conv +
         R"(
  return %c : tensor<1x3x3x1xf32>
}
)";
}

/// The named convolution, as users write it.
static const std::string kPaddedConv = paddedConv(
    "  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, "
    "strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x4x4x1xf32>, "
    "tensor<2x2x1x1xf32>) outs(%f : tensor<1x3x3x1xf32>) -> "
    "tensor<1x3x3x1xf32>");

/// The same convolution as one generic whose payload accumulates the
/// products with `combine`.
static std::string fusedConv(const std::string &combine) {
  return paddedConv(
      R"(  %c = linalg.generic {indexing_maps = [affine_map<(n, h, w, f, kh, kw, c) -> (n, h + kh, w + kw, c)>, affine_map<(n, h, w, f, kh, kw, c) -> (kh, kw, c, f)>, affine_map<(n, h, w, f, kh, kw, c) -> (n, h, w, f)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%p, %w : tensor<1x4x4x1xf32>, tensor<2x2x1x1xf32>) outs(%f : tensor<1x3x3x1xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = )" +
      combine + R"( %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x3x3x1xf32>)");
}

TEST(Equivalence, ConvolutionsAreProvedAndAWrongOneIsCaught) {
  // The named conv equals its generic form (proved); a generic that
  // accumulates with maximumf instead of addf is refuted by the proof and
  // a mismatch for both executors.
  CaseResult right = checkFusedText(kPaddedConv, fusedConv("arith.addf"));
  EXPECT_EQ(right.equivalence, "proved") << right.equivalenceReport;
  CaseResult wrong = checkFusedText(kPaddedConv, fusedConv("arith.maximumf"));
  EXPECT_EQ(wrong.equivalence, "refuted") << wrong.equivalenceReport;
  CheckOptions options;
  options.fusedText = fusedConv("arith.maximumf");
  options.fusedName = "fused.mlir";
  options.execution = Execution::Both;
  options.prove = false;
  CaseResult r = checkCase(test::session(), kPaddedConv, "case.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::Mismatch) << r.detail << r.evidence;
}

TEST(Equivalence, OpKindsThatTookPartInAFusionAreTallied) {
  // Tile-and-fuse pulls the conv and its pad into the nest of the epilogue
  // (both marked fused); without fusion, no kind is.
  const char *text = R"(
func.func @case(%x: tensor<1x6x6x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x6x6x3xf32> to tensor<1x8x8x3xf32>
  %e = tensor.empty() : tensor<1x6x6x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%f : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x6x6x4xf32>) outs(%e : tensor<1x6x6x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x6x6x4xf32>
  return %r : tensor<1x6x6x4xf32>
}
)";
  CheckOptions options;
  options.strategy = "tile-fuse-producers";
  CaseResult fused = checkCase(test::session(), text, "case.mlir", options);
  EXPECT_EQ(fused.verdict, Verdict::Pass) << fused.detail;
  EXPECT_TRUE(fused.opKinds["linalg.conv_2d_nhwc_hwcf"]);
  EXPECT_TRUE(fused.opKinds["tensor.pad"]);
  options.strategy = "none";
  CaseResult unfused = checkCase(test::session(), text, "case.mlir", options);
  ASSERT_EQ(unfused.opKinds.count("linalg.conv_2d_nhwc_hwcf"), 1u);
  EXPECT_FALSE(unfused.opKinds["linalg.conv_2d_nhwc_hwcf"]);
  EXPECT_FALSE(unfused.opKinds["tensor.pad"]);
}

TEST(Equivalence, ElementwiseOpWithATransposedReadIsChecked) {
  // linalg.elementwise adding %b read transposed: a generic reading %b
  // through the same transpose is proved; one reading it as it is (the
  // transpose lost) is refuted and a mismatch for both executors.
  const char *unfused = R"(
func.func @case(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>, %e: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : tensor<3x3xf32>, tensor<3x3xf32>) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}
)";
  auto generic = [](const std::string &readB) {
    return R"(
func.func @case(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>, %e: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, )" +
           readB +
           R"(, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<3x3xf32>, tensor<3x3xf32>) outs(%e : tensor<3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}
)";
  };
  CaseResult right =
      checkFusedText(unfused, generic("affine_map<(d0, d1) -> (d1, d0)>"));
  EXPECT_EQ(right.equivalence, "proved") << right.equivalenceReport;
  std::string lost = generic("affine_map<(d0, d1) -> (d0, d1)>");
  CaseResult wrong = checkFusedText(unfused, lost);
  EXPECT_EQ(wrong.equivalence, "refuted") << wrong.equivalenceReport;
  CheckOptions options;
  options.fusedText = lost;
  options.fusedName = "fused.mlir";
  options.execution = Execution::Both;
  options.prove = false;
  CaseResult r = checkCase(test::session(), unfused, "case.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::Mismatch) << r.detail << r.evidence;
}

/// A pack of a 7x6 tensor into 4x2 tiles (the last row of tiles padded),
/// and a softmax along dim 1; and their fused forms, tiled by upstream
/// (tile_using_for), with the tile offset of `packRow` (rows of the
/// source) and `softmaxRow` (rows of the input).
static const char *const kPackAndSoftmax = R"(
func.func @case(%a: tensor<7x6xf32>, %d: tensor<2x3x4x2xf32>, %x: tensor<4x5xf32>) -> (tensor<2x3x4x2xf32>, tensor<4x5xf32>) {
  %pad = arith.constant 0.5 : f32
  %p = linalg.pack %a padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<7x6xf32> -> tensor<2x3x4x2xf32>
  %e = tensor.empty() : tensor<4x5xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %p, %s : tensor<2x3x4x2xf32>, tensor<4x5xf32>
}
)";

static std::string tiledPackAndSoftmax(const char *packRow,
                                       const char *softmaxRow) {
  return llvm::formatv(R"(
func.func @case(%a: tensor<7x6xf32>, %d: tensor<2x3x4x2xf32>, %x: tensor<4x5xf32>) -> (tensor<2x3x4x2xf32>, tensor<4x5xf32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.5 : f32
  %p = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %d) -> (tensor<2x3x4x2xf32>) {{
    %row = affine.apply affine_map<(d0) -> ({0})>(%i)
    %rows = affine.min affine_map<(d0) -> (d0 * -4 + 7, 4)>(%i)
    %src = tensor.extract_slice %a[%row, 0] [%rows, 6] [1, 1] : tensor<7x6xf32> to tensor<?x6xf32>
    %dst = tensor.extract_slice %acc[%i, 0, 0, 0] [1, 3, 4, 2] [1, 1, 1, 1] : tensor<2x3x4x2xf32> to tensor<1x3x4x2xf32>
    %t = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %dst : tensor<?x6xf32> -> tensor<1x3x4x2xf32>
    %ins = tensor.insert_slice %t into %acc[%i, 0, 0, 0] [1, 3, 4, 2] [1, 1, 1, 1] : tensor<1x3x4x2xf32> into tensor<2x3x4x2xf32>
    scf.yield %ins : tensor<2x3x4x2xf32>
  }
  %e = tensor.empty() : tensor<4x5xf32>
  %s = scf.for %i = %c0 to %c4 step %c2 iter_args(%acc = %e) -> (tensor<4x5xf32>) {{
    %row = affine.apply affine_map<(d0) -> ({1})>(%i)
    %src = tensor.extract_slice %x[%row, 0] [2, 5] [1, 1] : tensor<4x5xf32> to tensor<2x5xf32>
    %dst = tensor.extract_slice %acc[%i, 0] [2, 5] [1, 1] : tensor<4x5xf32> to tensor<2x5xf32>
    %t = linalg.softmax dimension(1) ins(%src : tensor<2x5xf32>) outs(%dst : tensor<2x5xf32>) -> tensor<2x5xf32>
    %ins = tensor.insert_slice %t into %acc[%i, 0] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<4x5xf32>
    scf.yield %ins : tensor<4x5xf32>
  }
  return %p, %s : tensor<2x3x4x2xf32>, tensor<4x5xf32>
}
)",
                       packRow, softmaxRow)
      .str();
}

TEST(Equivalence, PacksAndSoftmaxAreProvedAndWrongTilesCaught) {
  // Upstream's tiling of both is proved (read through their
  // decompositions); a hand-edited tile offset in either (the pack's
  // source rows at 3i instead of 4i, the softmax's input rows shifted by
  // one and clamped) is refuted by the proof and a mismatch for both
  // executors.
  CaseResult right =
      checkFusedText(kPackAndSoftmax, tiledPackAndSoftmax("d0 * 4", "d0"));
  EXPECT_EQ(right.verdict, Verdict::Pass) << right.detail << right.evidence;
  EXPECT_EQ(right.equivalence, "proved") << right.equivalenceReport;
  for (auto [packRow, softmaxRow] :
       {std::pair("d0 * 3", "d0"), std::pair("d0 * 4", "d0 floordiv 2")}) {
    std::string wrong = tiledPackAndSoftmax(packRow, softmaxRow);
    CaseResult proof = checkFusedText(kPackAndSoftmax, wrong);
    EXPECT_EQ(proof.equivalence, "refuted")
        << packRow << " " << softmaxRow << proof.equivalenceReport;
    CheckOptions options;
    options.fusedText = wrong;
    options.fusedName = "fused.mlir";
    options.execution = Execution::Both;
    options.prove = false;
    CaseResult ran =
        checkCase(test::session(), kPackAndSoftmax, "case.mlir", options);
    EXPECT_EQ(ran.verdict, Verdict::Mismatch)
        << packRow << " " << softmaxRow << ran.detail << ran.evidence;
  }
}

TEST(Equivalence, EveryPathToTheSameFusedIRGetsTheSameProof) {
  // The fused IR a built-in strategy made, given back as a fused file (as
  // a user's tool or schedule would hand it over), and, where the same
  // upstream pass run in process makes the same IR, through `--pipeline`:
  // the same proof, verdict and refutation, at the campaigns' budget.
  struct Path {
    std::string text, name, strategy, pipeline;
  };
  std::string race = std::string(FUSEFUZZ_SOURCE_DIR) +
                     "/corpus/known/tile-forall-over-reduction-races.mlir";
  auto raceText = llvm::MemoryBuffer::getFile(race);
  ASSERT_TRUE(bool(raceText)) << race;
  const Path paths[] = {
      {test::readInput("chain.mlir"), "chain.mlir", "elementwise",
       "--linalg-fuse-elementwise-ops"},
      {(*raceText)->getBuffer().str(), "races.mlir", "transform", ""}};
  for (const Path &p : paths) {
    CheckOptions made;
    made.strategy = p.strategy;
    made.execute = false;
    made.equivalence = CheckOptions::EquivalenceMode::Decide;
    made.equivalenceRlimit = CheckOptions::kCampaignEquivalenceRlimit;
    CaseResult byStrategy = checkCase(test::session(), p.text, p.name, made);
    ASSERT_FALSE(byStrategy.fusedText.empty()) << p.name;
    ASSERT_NE(byStrategy.equivalence, "") << p.name;
    CheckOptions pair = made;
    pair.fusedText = byStrategy.fusedText;
    pair.fusedName = "fused.mlir";
    CaseResult byFile = checkCase(test::session(), p.text, p.name, pair);
    EXPECT_EQ(byFile.equivalence, byStrategy.equivalence) << p.name;
    EXPECT_EQ(byFile.equivalenceDetail, byStrategy.equivalenceDetail) << p.name;
    EXPECT_EQ(byFile.equivalenceReason, byStrategy.equivalenceReason) << p.name;
    if (p.pipeline.empty())
      continue;
    CheckOptions piped = made;
    piped.inProcess = InProcessPipeline();
    piped.inProcess->pipeline = p.pipeline;
    piped.strategy = "pipeline";
    CaseResult byPipeline = checkCase(test::session(), p.text, p.name, piped);
    ASSERT_EQ(byPipeline.fusedText, byStrategy.fusedText) << p.name;
    EXPECT_EQ(byPipeline.equivalence, byStrategy.equivalence) << p.name;
    EXPECT_EQ(byPipeline.equivalenceDetail, byStrategy.equivalenceDetail)
        << p.name;
  }
}
