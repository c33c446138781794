//===- LoopTermsTest.cpp - The end-to-end proof through loop nests --------===//
//
// Hand-written tilings of one function, checked against it from their IR
// alone (no execution): scf.for and scf.forall nests are proved for all
// sizes; a tile written at the wrong offset or a last tile cut short is
// refuted; two scf.forall iterations writing one element are a race,
// refuted with both iterations (the known upstream races too) and
// confirmed by the interpreter's record of their writes; overlapping
// scf.for tiles and tiled reductions that cannot be written out are
// unknown with their reasons, never proved.
//
//===----------------------------------------------------------------------===//
#include "oracle/equiv/Equivalence.h"
#include "oracle/pipeline/CheckCase.h"
#include "tests/TestUtil.h"

#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

using namespace fusefuzz;

static const char *kUnfused = test::kTransposeSquarePlus;

/// The fused tile at column %i of size %sz, inserted into %acc at column
/// `insertAt` (by `insert`: insert_slice, or parallel_insert_slice inside
/// scf.forall.in_parallel).
static std::string tileBody(const std::string &insertAt, bool parallel) {
  std::string body = R"(
    %as = tensor.extract_slice %a[%i, 0] [%sz, 3] [1, 1] : tensor<?x3xf32> to tensor<?x3xf32>
    %bs = tensor.extract_slice %b[0, %i] [3, %sz] [1, 1] : tensor<3x?xf32> to tensor<3x?xf32>
    %os = tensor.extract_slice %acc[0, %i] [3, %sz] [1, 1] : tensor<3x?xf32> to tensor<3x?xf32>
    %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%as, %bs : tensor<?x3xf32>, tensor<3x?xf32>) outs(%os : tensor<3x?xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.mulf %x, %x : f32
      %u = arith.addf %s, %y : f32
      linalg.yield %u : f32
    } -> tensor<3x?xf32>
)";
  if (parallel)
    return body + R"(    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %acc[0, )" +
           insertAt +
           R"(] [3, %sz] [1, 1] : tensor<3x?xf32> into tensor<3x?xf32>
    }
)";
  return body + R"(    %ins = tensor.insert_slice %t into %acc[0, )" +
         insertAt +
         R"(] [3, %sz] [1, 1] : tensor<3x?xf32> into tensor<3x?xf32>
    scf.yield %ins : tensor<3x?xf32>
)";
}

/// kUnfused tiled along its columns by scf.for with step `step` and tiles
/// of min(`tile`, n - i) columns.
static std::string tiledFor(int step, int tile, const std::string &insertAt) {
  return R"(
func.func @case(%a: tensor<?x3xf32>, %b: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %c0 = arith.constant 0 : index
  %step = arith.constant )" +
         std::to_string(step) + R"( : index
  %n = tensor.dim %a, %c0 : tensor<?x3xf32>
  %e = tensor.empty(%n) : tensor<3x?xf32>
  %r = scf.for %i = %c0 to %n step %step iter_args(%acc = %e) -> tensor<3x?xf32> {
    %sz = affine.min affine_map<(d0)[s0] -> ()" +
         std::to_string(tile) + R"(, s0 - d0)>(%i)[%n]
)" + tileBody(insertAt, false) +
         R"(  }
  return %r : tensor<3x?xf32>
}
)";
}

/// The same by scf.forall over tile numbers, the offset 2 * %k, tiles of
/// `tile` columns.
static std::string tiledForall(const std::string &insertAt, int tile = 2) {
  return R"(
func.func @case(%a: tensor<?x3xf32>, %b: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x3xf32>
  %e = tensor.empty(%n) : tensor<3x?xf32>
  %tiles = affine.apply affine_map<()[s0] -> (s0 ceildiv 2)>()[%n]
  %r = scf.forall (%k) in (%tiles) shared_outs(%acc = %e) -> tensor<3x?xf32> {
    %i = affine.apply affine_map<(d0) -> (d0 * 2)>(%k)
    %sz = affine.min affine_map<(d0)[s0] -> ()" +
         std::to_string(tile) + R"(, s0 - d0)>(%i)[%n]
)" + tileBody(insertAt, true) +
         R"(  }
  return %r : tensor<3x?xf32>
}
)";
}

using test::checkFusedText;

TEST(LoopTerms, ProvesAScfForTilingForAllSizes) {
  CaseResult r = checkFusedText(kUnfused, tiledFor(2, 2, "%i"));
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail;
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  // Steps of 3 and tiles of 3: the same.
  r = checkFusedText(kUnfused, tiledFor(3, 3, "%i"));
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
}

TEST(LoopTerms, ProvesAScfForallTilingForAllSizes) {
  CaseResult r = checkFusedText(kUnfused, tiledForall("%i"));
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail;
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
}

TEST(LoopTerms, RefutesATileWrittenAtTheWrongOffset) {
  // Each tile one column to the right of where it was computed: the first
  // column is never written (and the last tile's insert leaves the
  // tensor).
  std::string shifted = tiledFor(2, 2, "%j");
  size_t at = shifted.find("    %as =");
  shifted.insert(at,
                 "    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\n");
  CaseResult r = checkFusedText(kUnfused, shifted);
  EXPECT_EQ(r.verdict, Verdict::ProofFailure) << r.detail;
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  // In scf.forall too.
  shifted = tiledForall("%j");
  at = shifted.find("    %as =");
  shifted.insert(at,
                 "    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\n");
  r = checkFusedText(kUnfused, shifted);
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
}

TEST(LoopTerms, RefutesTilesThatLeaveColumnsUnwritten) {
  // Steps of 3 but tiles of at most 2 columns: every third column keeps
  // the empty init.
  CaseResult r = checkFusedText(kUnfused, tiledFor(3, 2, "%i"));
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  EXPECT_NE(r.detail.find("fused undefined"), std::string::npos) << r.detail;
}

TEST(LoopTerms, OverlappingTilesAreUnknownNeverProved) {
  // Steps of 2, tiles of 3: the iterations' tiles overlap (each writes
  // the same values, but which one wins is not what the terms say).
  CaseResult r = checkFusedText(kUnfused, tiledFor(2, 3, "%i"));
  EXPECT_EQ(r.equivalence, "unknown") << r.equivalenceReport;
  EXPECT_NE(r.equivalenceReason.find("tiles of a loop nest may overlap"),
            std::string::npos)
      << r.equivalenceReason;
}

/// out[i] = 1.0 + fill(0.0)[i], the fill written by `fill` (an op or a
/// tiled loop).
static std::string onePlusFilled(const std::string &fill) {
  return R"(
func.func @case(%a: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
)" + fill +
         R"(
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%f : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %one, %x : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
)";
}

TEST(LoopTerms, ANestCoveringItsResultNeverReadsItsInit) {
  // The unfused 1.0 + 0.0 folds to 1.0; the tiled fill's element is 0.0
  // only once the nest is known to cover every index (decided for all
  // sizes), and then folds alike: otherwise the uninterpreted addf of an
  // `ite` would differ from the constant.
  std::string direct = onePlusFilled(
      "  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?xf32>) -> "
      "tensor<?xf32>");
  std::string tiled = onePlusFilled(R"(
  %f = scf.for %i = %c0 to %n step %c2 iter_args(%acc = %e) -> tensor<?xf32> {
    %sz = affine.min affine_map<(d0)[s0] -> (2, s0 - d0)>(%i)[%n]
    %os = tensor.extract_slice %acc[%i] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
    %t = linalg.fill ins(%z : f32) outs(%os : tensor<?xf32>) -> tensor<?xf32>
    %ins = tensor.insert_slice %t into %acc[%i] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
    scf.yield %ins : tensor<?xf32>
  })");
  CaseResult r = checkFusedText(direct, tiled);
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
}

TEST(LoopTerms, ProvesAStaticTiledReductionByWritingItOut) {
  // tile-fuse-ext tiles the matmul's reduction loop (6 by tiles of 4):
  // the fold over the tiles of folds over each tile is written out.
  CheckOptions options;
  options.strategy = "tile-fuse-ext";
  options.execute = false;
  options.equivalence = CheckOptions::EquivalenceMode::Decide;
  test::generousEquivalenceBudget(options);
  CaseResult r =
      checkCase(test::session(), test::readInput("ext_reduction_init.mlir"),
                "ext_reduction_init.mlir", options);
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
}

TEST(LoopTerms, ReadsAnotherSharedOutOfTheForallItsResultComesFrom) {
  // The forall's second result is asked for first, and its tile reads the
  // first shared_out's tile: that nest is built from the iter_arg alone.
  const char *unfused = R"mlir(
#id = affine_map<(d0) -> (d0)>
func.func @case(%a: tensor<4xf32>, %init: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%p : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %c, %p : tensor<4xf32>, tensor<4xf32>
}
)mlir";
  const char *fused = R"mlir(
#id = affine_map<(d0) -> (d0)>
func.func @case(%a: tensor<4xf32>, %init: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %f:2 = scf.forall (%i) = (0) to (4) step (2) shared_outs(%o0 = %init, %o1 = %init) -> (tensor<4xf32>, tensor<4xf32>) {
    %as = tensor.extract_slice %a[%i] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %os0 = tensor.extract_slice %o0[%i] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%as : tensor<2xf32>) outs(%os0 : tensor<2xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
    } -> tensor<2xf32>
    %os1 = tensor.extract_slice %o1[%i] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%p : tensor<2xf32>) outs(%os1 : tensor<2xf32>) {
    ^bb0(%x: f32, %o: f32):
      %m = arith.mulf %x, %x : f32
      linalg.yield %m : f32
    } -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %p into %o0[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %c into %o1[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %f#1, %f#0 : tensor<4xf32>, tensor<4xf32>
}
)mlir";
  CaseResult r = checkFusedText(unfused, fused);
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail;
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
}

/// out[] = sum of a (i32), the reduction as the unfused function.
static const char *kSum = R"mlir(
func.func @case(%a: tensor<?xi32>, %init: tensor<i32>) -> tensor<i32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%a : tensor<?xi32>) outs(%init : tensor<i32>) {
  ^bb0(%in: i32, %out: i32):
    %1 = arith.addi %out, %in : i32
    linalg.yield %1 : i32
  } -> tensor<i32>
  return %0 : tensor<i32>
}
)mlir";

/// kSum's reduction dim tiled into an scf.forall: every iteration adds its
/// element to the shared output and writes all of it back.
static const char *kSumRacing = R"mlir(
func.func @case(%a: tensor<?xi32>, %init: tensor<i32>) -> tensor<i32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xi32>
  %r = scf.forall (%i) in (%n) shared_outs(%acc = %init) -> tensor<i32> {
    %as = tensor.extract_slice %a[%i] [1] [1] : tensor<?xi32> to tensor<1xi32>
    %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%as : tensor<1xi32>) outs(%acc : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %1 = arith.addi %out, %in : i32
      linalg.yield %1 : i32
    } -> tensor<i32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %acc[] [] [] : tensor<i32> into tensor<i32>
    }
  }
  return %r : tensor<i32>
}
)mlir";

TEST(LoopTerms, TwoForallIterationsWritingOneElementAreARace) {
  CaseResult r = checkFusedText(kSum, kSumRacing);
  EXPECT_EQ(r.verdict, Verdict::ProofFailure) << r.detail;
  ASSERT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  EXPECT_EQ(r.equivalenceRefutation, "race");
  EXPECT_NE(r.equivalenceDetail.find(kRaceRefutation.str()), std::string::npos)
      << r.equivalenceDetail;
  // Two distinct iterations, and sizes under which both run.
  EXPECT_NE(r.equivalenceDetail.find("iterations ("), std::string::npos)
      << r.equivalenceDetail;
  EXPECT_NE(r.equivalenceDetail.find("dim(arg0,0)="), std::string::npos)
      << r.equivalenceDetail;
  EXPECT_EQ(r.equivalenceDetail.find("dim(arg0,0)=0"), std::string::npos)
      << r.equivalenceDetail;
  EXPECT_EQ(r.equivalenceDetail.find("dim(arg0,0)=1,"), std::string::npos)
      << r.equivalenceDetail;
  // The signature's fact: a reduction dim tiled into the forall.
  EXPECT_EQ(r.refutationFact, "forall-race/reduction-dim");
}

TEST(LoopTerms, ForallTilesThatOverlapAreARaceTilesThatDoNotAreNot) {
  // Offsets 2 * k, tiles of 3 columns: neighbouring iterations write one
  // column each.
  CaseResult r = checkFusedText(kUnfused, tiledForall("%i", 3));
  ASSERT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  EXPECT_NE(r.equivalenceDetail.find(kRaceRefutation.str()), std::string::npos)
      << r.equivalenceDetail;
  // Tiles of 1 column leave gaps (refuted by the values, not as a race);
  // tiles of 2 neither overlap nor leave gaps.
  r = checkFusedText(kUnfused, tiledForall("%i", 1));
  ASSERT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
  EXPECT_EQ(r.equivalenceDetail.find(kRaceRefutation.str()), std::string::npos)
      << r.equivalenceDetail;
  r = checkFusedText(kUnfused, tiledForall("%i", 2));
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
}

TEST(LoopTerms, ExecutionConfirmsARaceByTheIterationsItSawWrite) {
  // Run one after the other the iterations compute the right sum: the
  // values agree, the interpreter records the two writers, and the
  // refutation is confirmed by that record.
  CheckOptions options;
  options.fusedText = kSumRacing;
  options.fusedName = "fused.mlir";
  options.equivalence = CheckOptions::EquivalenceMode::Decide;
  test::generousEquivalenceBudget(options);
  CaseResult r = checkCase(test::session(), kSum, "case.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::ProofFailure) << r.detail;
  EXPECT_NE(r.fusedRace.find("both write element () of shared output 0"),
            std::string::npos)
      << r.fusedRace;
  EXPECT_EQ(r.counterexampleConfirmed, std::optional<bool>(true)) << r.evidence;
  EXPECT_NE(r.evidence.find("records the race"), std::string::npos)
      << r.evidence;
  // A tiling whose iterations write disjoint tiles records none.
  options.fusedText = tiledForall("%i");
  r = checkCase(test::session(), kUnfused, "case.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail;
  EXPECT_TRUE(r.interpreted);
  EXPECT_EQ(r.fusedRace, "");
}

TEST(LoopTerms, TheKnownForallRacesAreRefutedEndToEnd) {
  const std::pair<const char *, const char *> known[] = {
      {"tile-forall-over-reduction-races.mlir", "transform"},
      {"tile-forall-yields-recomputed-producer-races.mlir",
       "tile-fuse-producers"}};
  for (auto [file, strategy] : known) {
    CheckOptions options;
    options.strategy = strategy;
    options.execute = false;
    options.equivalence = CheckOptions::EquivalenceMode::Decide;
    test::generousEquivalenceBudget(options);
    std::string path =
        std::string(FUSEFUZZ_SOURCE_DIR) + "/corpus/known/" + file;
    auto buffer = llvm::MemoryBuffer::getFile(path);
    ASSERT_TRUE(bool(buffer)) << path;
    CaseResult r =
        checkCase(test::session(), (*buffer)->getBuffer().str(), file, options);
    ASSERT_EQ(r.equivalence, "refuted") << file << "\n" << r.equivalenceReport;
    EXPECT_NE(r.equivalenceDetail.find(kRaceRefutation.str()),
              std::string::npos)
        << file << ": " << r.equivalenceDetail;
  }
}

/// c[i] = s[i] * s[i], s[i] = init[i] + the sum of a[i, k] over the first
/// `columns` columns: the unfused function.
static std::string squaredPartialSum(int columns) {
  return R"mlir(
func.func @case(%a: tensor<4x4xi8>, %init: tensor<4xi8>, %cinit: tensor<4xi8>) -> tensor<4xi8> {
  %as = tensor.extract_slice %a[0, 0] [4, )mlir" +
         std::to_string(columns) +
         R"mlir(] [1, 1] : tensor<4x4xi8> to tensor<4x)mlir" +
         std::to_string(columns) + R"mlir(xi8>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%as : tensor<4x)mlir" +
         std::to_string(columns) + R"mlir(xi8>) outs(%init : tensor<4xi8>) {
  ^bb0(%x: i8, %acc: i8):
    %y = arith.addi %acc, %x : i8
    linalg.yield %y : i8
  } -> tensor<4xi8>
  %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : tensor<4xi8>) outs(%cinit : tensor<4xi8>) {
  ^bb0(%x: i8, %o: i8):
    %y = arith.muli %x, %x : i8
    linalg.yield %y : i8
  } -> tensor<4xi8>
  return %c : tensor<4xi8>
}
)mlir";
}

TEST(LoopTerms, AnOutputReadInsideItsNestIsWhatEarlierIterationsLeft) {
  // The sum tiled along its reduction dim; the square, rewritten whole in
  // every iteration, reads the sum's carried value: before the last
  // iteration, the sum of the first three columns.
  const char *fused = R"mlir(
func.func @case(%a: tensor<4x4xi8>, %init: tensor<4xi8>, %cinit: tensor<4xi8>) -> tensor<4xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %init, %cacc = %cinit) -> (tensor<4xi8>, tensor<4xi8>) {
    %as = tensor.extract_slice %a[0, %k] [4, 1] [1, 1] : tensor<4x4xi8> to tensor<4x1xi8>
    %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%as : tensor<4x1xi8>) outs(%acc : tensor<4xi8>) {
    ^bb0(%x: i8, %sacc: i8):
      %y = arith.addi %sacc, %x : i8
      linalg.yield %y : i8
    } -> tensor<4xi8>
    %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%acc : tensor<4xi8>) outs(%cacc : tensor<4xi8>) {
    ^bb0(%x: i8, %o: i8):
      %y = arith.muli %x, %x : i8
      linalg.yield %y : i8
    } -> tensor<4xi8>
    %si = tensor.insert_slice %s into %acc[0] [4] [1] : tensor<4xi8> into tensor<4xi8>
    %ci = tensor.insert_slice %c into %cacc[0] [4] [1] : tensor<4xi8> into tensor<4xi8>
    scf.yield %si, %ci : tensor<4xi8>, tensor<4xi8>
  }
  return %r#1 : tensor<4xi8>
}
)mlir";
  CaseResult r = checkFusedText(squaredPartialSum(3), fused);
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  // Squaring the whole sum is what the fused function does not compute.
  r = checkFusedText(squaredPartialSum(4), fused);
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
}

/// out = the first n = dim(a, 0) elements of b, copied by a loop one
/// element at a time: its slices of b need n <= dim(b, 0).
static const char *kCopiedByALoop = R"mlir(
func.func @case(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<?xf32> {
    %bs = tensor.extract_slice %b[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    %ins = tensor.insert_slice %bs into %acc[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    scf.yield %ins : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
)mlir";

/// The same as one slice of b at `offset`.
static std::string copiedBySlice(int offset) {
  return R"mlir(
func.func @case(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %bs = tensor.extract_slice %b[)mlir" +
         std::to_string(offset) +
         R"mlir(] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  return %bs : tensor<?xf32>
}
)mlir";
}

TEST(LoopTerms, TheUnfusedConditionsInsideALoopHoldForEveryIteration) {
  // The unfused loop's slices stay inside b for every iteration: its sizes
  // have n <= dim(b, 0), so the fused slice is inside b too (a premise
  // stated for one iteration, the solver's pick, let it refute with
  // dim(a, 0) = 1, dim(b, 0) = 0).
  CaseResult r = checkFusedText(kCopiedByALoop, copiedBySlice(0));
  EXPECT_EQ(r.equivalence, "proved") << r.equivalenceReport;
  // A slice one element further leaves b where n = dim(b, 0).
  r = checkFusedText(kCopiedByALoop, copiedBySlice(1));
  EXPECT_EQ(r.equivalence, "refuted") << r.equivalenceReport;
}
