//===- FactReadersTest.cpp - Facts read from the fused IR -----------------===//
//
// Each reader names one root cause: on the fused IR that shows it (taken
// from the known reproducers) it gives its fact; on the same IR made right
// it gives none.
//
//===----------------------------------------------------------------------===//
#include "oracle/triage/CarriedValueFacts.h"
#include "oracle/triage/MismatchFacts.h"
#include "oracle/triage/PayloadFacts.h"
#include "passes/Context.h"
#include "tests/TestUtil.h"

#include "llvm/Support/FormatVariadic.h"
#include <gtest/gtest.h>

using namespace fusefuzz;
using test::factOfFused;

/// A fused op keeping a producer result (output 0, map (d0, d1) -> (d0))
/// beside the consumer's (output 1) over loops of kinds `iterators`; the
/// kept value is `kept` (of %in, %out, %out_1), the consumer's `consumer`.
static std::string keptResult(const char *iterators, const char *kept,
                              const char *consumer, const char *cols = "3") {
  return llvm::formatv(R"(
func.func @fused(%a: tensor<4xi32>, %b: tensor<4x{3}xi32>, %i: tensor<4xi32>, %j: tensor<4x{3}xi32>) -> (tensor<4xi32>, tensor<4x{3}xi32>) {{
  %r:2 = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [{0}]} ins(%a : tensor<4xi32>) outs(%i, %j : tensor<4xi32>, tensor<4x{3}xi32>) {{
  ^bb0(%in: i32, %out: i32, %out_1: i32):
    %k = {1}
    %c = {2}
    linalg.yield %k, %c : i32, i32
  } -> (tensor<4xi32>, tensor<4x{3}xi32>)
  return %r#0, %r#1 : tensor<4xi32>, tensor<4x{3}xi32>
}
)",
                       iterators, kept, consumer, cols)
      .str();
}

TEST(FactReaders, AKeptResultReadingItsOutsAcrossALoopItLacksIsAFact) {
  const char *parallel = "\"parallel\", \"parallel\"";
  const char *reduction = "\"parallel\", \"reduction\"";
  const char *readsOuts = "arith.addi %in, %out : i32";
  const char *usesKept = "arith.muli %k, %in : i32";
  // The broadcast and the reduction of the elementwise-fusion reproducers.
  EXPECT_EQ(
      factOfFused(keptResult(parallel, readsOuts, usesKept), keptResultFact),
      "kept-result-recomputed-from-outs/across-parallel-loop");
  EXPECT_EQ(factOfFused(
                keptResult(reduction, readsOuts, "arith.addi %out_1, %k : i32"),
                keptResultFact),
            "kept-result-recomputed-from-outs/across-reduction-loop");
  // A kept value that does not read its outs writes the same value again:
  // harmless where the loop it lacks is static.
  EXPECT_EQ(
      factOfFused(keptResult(parallel, "arith.addi %in, %in : i32", usesKept),
                  keptResultFact),
      "");
  // A reduction's accumulator nothing else reads is no kept result.
  EXPECT_EQ(factOfFused(keptResult(reduction, readsOuts,
                                   "arith.addi %out_1, %in : i32"),
                        keptResultFact),
            "");
}

TEST(FactReaders, AKeptResultUnderALoopThatMayBeEmptyIsAFact) {
  const char *parallel = "\"parallel\", \"parallel\"";
  const char *value = "arith.addi %in, %in : i32";
  const char *usesKept = "arith.muli %k, %in : i32";
  // corpus/known/elementwise-kept-result-under-empty-loop.mlir: the loop
  // the kept result lacks has a dynamic size.
  EXPECT_EQ(
      factOfFused(keptResult(parallel, value, usesKept, "?"), keptResultFact),
      "kept-result-under-empty-loop");
  EXPECT_EQ(
      factOfFused(keptResult(parallel, value, usesKept, "3"), keptResultFact),
      "");
}

/// Pad fusion's fused IR (corpus/known/pad-fusion-drops-outs.mlir): the
/// producer computes a slice of the pad-value fill, inserted back; it
/// writes its tile whole, or (`partial`) through (d0) -> (d0, 0) its first
/// column only; its payload yields `value`.
static std::string padFused(bool partial, const char *value) {
  const char *type = partial ? "6x2" : "6x4";
  const char *tile = partial ? "4x2" : "4x4";
  const char *map = partial ? "(d0, 0)" : "(d0, d1)";
  const char *loops = partial ? "(d0)" : "(d0, d1)";
  const char *iterators =
      partial ? "\"parallel\"" : "\"parallel\", \"parallel\"";
  return llvm::formatv(R"(
func.func @fused(%a: tensor<4xi32>) -> tensor<{0}xi32> {{
  %c6 = arith.constant 6 : i32
  %e = tensor.empty() : tensor<{0}xi32>
  %f = linalg.fill ins(%c6 : i32) outs(%e : tensor<{0}xi32>) -> tensor<{0}xi32>
  %s = tensor.extract_slice %f[2, 0] [4, {5}] [1, 1] : tensor<{0}xi32> to tensor<{1}xi32>
  %g = linalg.generic {{indexing_maps = [affine_map<{3} -> (d0)>, affine_map<{3} -> {2}>], iterator_types = [{4}]} ins(%a : tensor<4xi32>) outs(%s : tensor<{1}xi32>) {{
  ^bb0(%in: i32, %out: i32):
    %v = {6}
    linalg.yield %v : i32
  } -> tensor<{1}xi32>
  %r = tensor.insert_slice %g into %f[2, 0] [4, {5}] [1, 1] : tensor<{1}xi32> into tensor<{0}xi32>
  return %r : tensor<{0}xi32>
}
)",
                       type, tile, map, loops, iterators, partial ? 2 : 4,
                       value)
      .str();
}

TEST(FactReaders, APadValueTakingTheInitsPlaceIsAFact) {
  EXPECT_EQ(factOfFused(padFused(false, "arith.addi %in, %out : i32"),
                        padValueAsInitFact),
            "pad-value-as-init/reads-outs");
  EXPECT_EQ(factOfFused(padFused(true, "arith.addi %in, %in : i32"),
                        padValueAsInitFact),
            "pad-value-as-init/partial-write");
  // Written whole from its inputs alone: what pad fusion is right to do.
  EXPECT_EQ(factOfFused(padFused(false, "arith.addi %in, %in : i32"),
                        padValueAsInitFact),
            "");
}

/// An op inside a loop over 4 columns carrying %acc: its init is the
/// slice `init` of `from` (%acc or %x), its payload yields `value`; its
/// result is inserted into %acc at the column (`inserted`), or read by a
/// consumer whose own tile is inserted there.
static std::string carriedLoop(const char *from, const char *init,
                               const char *value, bool inserted) {
  const char *written = R"(
    %n = tensor.insert_slice %g into %acc[0, %j] [4, 1] [1, 1] : tensor<4x1xi32> into tensor<4x4xi32>)";
  const char *readByConsumer = R"(
    %t = tensor.extract_slice %acc[0, %j] [4, 1] [1, 1] : tensor<4x4xi32> to tensor<4x1xi32>
    %w = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<4x1xi32>) outs(%t : tensor<4x1xi32>) {
    ^bb0(%v: i32, %out: i32):
      linalg.yield %v : i32
    } -> tensor<4x1xi32>
    %n = tensor.insert_slice %w into %acc[0, %j] [4, 1] [1, 1] : tensor<4x1xi32> into tensor<4x4xi32>)";
  return llvm::formatv(R"(
func.func @fused(%x: tensor<4x4xi32>, %a: tensor<4x4xi32>) -> tensor<4x4xi32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<4x4xi32>) {{
    %in = tensor.extract_slice %a[0, %j] [4, 1] [1, 1] : tensor<4x4xi32> to tensor<4x1xi32>
    %o = tensor.extract_slice {0}{1} : tensor<4x4xi32> to tensor<4x1xi32>
    %g = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%in : tensor<4x1xi32>) outs(%o : tensor<4x1xi32>) {{
    ^bb0(%v: i32, %out: i32):
      %y = {2}
      linalg.yield %y : i32
    } -> tensor<4x1xi32>{3}
    scf.yield %n : tensor<4x4xi32>
  }
  return %r : tensor<4x4xi32>
}
)",
                       from, init, value, inserted ? written : readByConsumer)
      .str();
}

TEST(FactReaders, WhatAnOpDoesWithALoopsCarriedValueIsAFact) {
  const char *ownTile = "[0, %j] [4, 1] [1, 1]";
  const char *firstTile = "[0, 0] [4, 1] [1, 1]";
  const char *readsOuts = "arith.addi %v, %out : i32";
  const char *copies = "arith.addi %v, %v : i32";
  // The producer given the consumer's carried value as destination
  // (transform-fuse-into-for-producer-init-carried.mlir): its tile is not
  // written back, its payload reads what the consumer wrote there.
  EXPECT_EQ(factOfFused(carriedLoop("%acc", ownTile, readsOuts, false),
                        carriedValueFact),
            "reads-earlier-iterations-writes");
  // Not read: the destination of another result
  // (transform-fuse-into-for-producer-init-other-result.mlir).
  EXPECT_EQ(factOfFused(carriedLoop("%acc", ownTile, copies, false),
                        carriedValueFact),
            "init-carried-for-another-result");
  // Read and written back, but another tile than its own.
  EXPECT_EQ(factOfFused(carriedLoop("%acc", firstTile, readsOuts, true),
                        carriedValueFact),
            "reads-earlier-iterations-writes");
  // Its own tile, accumulated and written back: a tiled accumulation.
  EXPECT_EQ(factOfFused(carriedLoop("%acc", ownTile, readsOuts, true),
                        carriedValueFact),
            "");
  // A destination outside the loop.
  EXPECT_EQ(factOfFused(carriedLoop("%x", ownTile, readsOuts, false),
                        carriedValueFact),
            "");
}

/// A two-result op in a loop carrying %acc, started from `start`: output 0
/// starts from %i, output 1 from the carried value
/// (transform-fuse-into-forall-multi-result-init-fused-in-strategy.mlir).
static std::string twoResultsInLoop(const char *start) {
  return llvm::formatv(R"(
func.func @fused(%a: tensor<4xi32>, %i: tensor<4xi32>, %k: tensor<4xi32>) -> tensor<4xi32> {{
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %j = %c0 to %c4 step %c2 iter_args(%acc = {0}) -> (tensor<4xi32>) {{
    %in = tensor.extract_slice %a[%j] [2] [1] : tensor<4xi32> to tensor<2xi32>
    %o0 = tensor.extract_slice %i[%j] [2] [1] : tensor<4xi32> to tensor<2xi32>
    %o1 = tensor.extract_slice %acc[%j] [2] [1] : tensor<4xi32> to tensor<2xi32>
    %g:2 = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%in : tensor<2xi32>) outs(%o0, %o1 : tensor<2xi32>, tensor<2xi32>) {{
    ^bb0(%v: i32, %out: i32, %out_1: i32):
      linalg.yield %v, %out_1 : i32, i32
    } -> (tensor<2xi32>, tensor<2xi32>)
    %n = tensor.insert_slice %g#1 into %acc[%j] [2] [1] : tensor<2xi32> into tensor<4xi32>
    scf.yield %n : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}
)",
                       start)
      .str();
}

TEST(FactReaders, ALoopStartingFromAnotherResultsInitIsAFact) {
  EXPECT_EQ(factOfFused(twoResultsInLoop("%i"), carriedValueFact),
            "loop-starts-from-another-results-init");
  EXPECT_EQ(factOfFused(twoResultsInLoop("%k"), carriedValueFact), "");
}

/// A loop over the tiles of a 7-element result starting from `start`,
/// each inserting 2 elements at 3 * %j (elements 2, 5 and 6 nobody writes).
static std::string stridedYield(const char *start) {
  return llvm::formatv(R"(
func.func @fused(%a: tensor<7xi32>) -> tensor<7xi32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<7xi32>
  %r = scf.for %j = %c0 to %c2 step %c1 iter_args(%acc = {0}) -> (tensor<7xi32>) {{
    %o = affine.apply affine_map<(d0) -> (d0 * 3)>(%j)
    %t = tensor.extract_slice %a[%o] [2] [1] : tensor<7xi32> to tensor<2xi32>
    %n = tensor.insert_slice %t into %acc[%o] [2] [1] : tensor<2xi32> into tensor<7xi32>
    scf.yield %n : tensor<7xi32>
  }
  return %r : tensor<7xi32>
}
)",
                       start)
      .str();
}

TEST(FactReaders,
     AYieldedValueStartingUnwrittenIsNamedWhereItsReadsAreUnwritten) {
  EXPECT_EQ(factOfFused(stridedYield("%e"), uncoveredYieldFact),
            "yielded-tiles-not-cover");
  // Started from the input: what no tile covers keeps its value.
  EXPECT_EQ(factOfFused(stridedYield("%a"), uncoveredYieldFact), "");
}

/// A module with @unfused writing its output through `unfusedMap` and
/// @fused keeping that result (output 0, into a tensor.empty) under the
/// partial map (d0) -> (0) beside another output computed from it.
static std::string partialKept(const char *unfusedMap) {
  return llvm::formatv(R"(
func.func @unfused(%a: tensor<4xf32>, %i: tensor<2xf32>) -> tensor<2xf32> {{
  %g = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, {0}], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%i : tensor<2xf32>) {{
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2xf32>
  return %g : tensor<2xf32>
}
func.func @fused(%a: tensor<4xf32>, %j: tensor<4xf32>) -> (tensor<2xf32>, tensor<4xf32>) {{
  %e = tensor.empty() : tensor<2xf32>
  %g:2 = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e, %j : tensor<2xf32>, tensor<4xf32>) {{
  ^bb0(%in: f32, %out: f32, %out_1: f32):
    linalg.yield %in, %in : f32, f32
  } -> (tensor<2xf32>, tensor<4xf32>)
  return %g#0, %g#1 : tensor<2xf32>, tensor<4xf32>
}
)",
                       unfusedMap)
      .str();
}

static std::string unwrittenFact(const std::string &ir) {
  std::string error;
  auto module = parseModule(ir, "fused.mlir", test::context(), error);
  EXPECT_TRUE(module) << error;
  if (!module)
    return "(does not parse)";
  return unwrittenReadFact(module->lookupSymbol<mlir::func::FuncOp>("fused"),
                           module->lookupSymbol<mlir::func::FuncOp>("unfused"));
}

TEST(FactReaders, AKeptResultWrittenInPartIsToldFromADroppedInit) {
  // The partial map is new: fusion kept the result under the consumer's
  // map (corpus/known/elementwise-kept-result-constant-map.mlir).
  EXPECT_EQ(unwrittenFact(partialKept("affine_map<(d0) -> (d0 mod 2)>")),
            "unwritten/kept-result-partial-write");
  // The unfused op already wrote through it: its defined init was dropped
  // (corpus/known/remove-outs-dependency-partial-write.mlir).
  EXPECT_EQ(unwrittenFact(partialKept("affine_map<(d0) -> (0)>")),
            "unwritten/partial-write-into-empty");
}

TEST(FactReaders, AKeptResultWrittenInPartOverItsInitIsAFact) {
  // The kept result's init is the caller's (not a tensor.empty): what it
  // keeps where the partial map does not write is a wrong value.
  std::string ir = partialKept("affine_map<(d0) -> (d0 mod 2)>");
  size_t empty = ir.find("%e = tensor.empty() : tensor<2xf32>\n");
  ASSERT_NE(empty, std::string::npos);
  ir.erase(empty, std::string("%e = tensor.empty() : tensor<2xf32>\n").size());
  for (size_t at; (at = ir.find("outs(%e, %j")) != std::string::npos;)
    ir.replace(at, 11, "outs(%i, %j");
  ir.replace(ir.find("func.func @fused(%a: tensor<4xf32>"),
             std::string("func.func @fused(%a: tensor<4xf32>").size(),
             "func.func @fused(%a: tensor<4xf32>, %i: tensor<2xf32>");
  EXPECT_EQ(factOfFused(ir, keptResultFact), "kept-result-partial-write");
  // The same op writing both outputs whole: nothing kept in part.
  EXPECT_EQ(factOfFused(keptResult("\"parallel\", \"parallel\"",
                                   "arith.addi %in, %in : i32",
                                   "arith.muli %k, %in : i32"),
                        keptResultFact),
            "");
}

TEST(FactReaders, AnUncoveredYieldIsSeenThroughNestedLoops) {
  // The tile is inserted into an inner loop's carried value, which starts
  // from the outer loop's, which starts from the tensor.empty.
  std::string ir = R"(
func.func @fused(%a: tensor<7xi32>) -> tensor<7xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<7xi32>
  %r = scf.for %j = %c0 to %c2 step %c1 iter_args(%outer = %e) -> (tensor<7xi32>) {
    %s = scf.for %k = %c0 to %c1 step %c1 iter_args(%acc = %outer) -> (tensor<7xi32>) {
      %o = affine.apply affine_map<(d0) -> (d0 * 3)>(%j)
      %t = tensor.extract_slice %a[%o] [2] [1] : tensor<7xi32> to tensor<2xi32>
      %n = tensor.insert_slice %t into %acc[%o] [2] [1] : tensor<2xi32> into tensor<7xi32>
      scf.yield %n : tensor<7xi32>
    }
    scf.yield %s : tensor<7xi32>
  }
  return %r : tensor<7xi32>
}
)";
  EXPECT_EQ(factOfFused(ir, uncoveredYieldFact), "yielded-tiles-not-cover");
  // Nothing reads the loop's result: no yielded value to speak of.
  std::string unread = ir;
  unread.replace(unread.find("return %r"), 9, "return %a");
  EXPECT_EQ(factOfFused(unread, uncoveredYieldFact), "");
}

TEST(FactReaders, AnUncoveredYieldIsSeenThroughAForallsSharedOutput) {
  // A producer yielded through a shared output of an scf.forall (no
  // getLoopResults: its results are its shared outputs, in order), its
  // tiles covering 2 of 3 rows; the first shared output is the consumer's.
  std::string ir = R"(
func.func @fused(%a: tensor<3xi32>, %d: tensor<2xi32>) -> (tensor<2xi32>, tensor<3xi32>) {
  %e = tensor.empty() : tensor<3xi32>
  %r:2 = scf.forall (%i) in (2) shared_outs(%c = %d, %p = %e) -> (tensor<2xi32>, tensor<3xi32>) {
    %t = tensor.extract_slice %a[%i] [1] [1] : tensor<3xi32> to tensor<1xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %c[%i] [1] [1] : tensor<1xi32> into tensor<2xi32>
      tensor.parallel_insert_slice %t into %p[%i] [1] [1] : tensor<1xi32> into tensor<3xi32>
    }
  }
  return %r#0, %r#1 : tensor<2xi32>, tensor<3xi32>
}
)";
  EXPECT_EQ(factOfFused(ir, uncoveredYieldFact), "yielded-tiles-not-cover");
  // Only the consumer's result is read: no yielded value to speak of.
  std::string unread = ir;
  unread.replace(unread.find("%r#0, %r#1"), 10, "%r#0, %a");
  EXPECT_EQ(factOfFused(unread, uncoveredYieldFact), "");
}

/// A window sum tiled along its output: the op in the loop reads its input
/// through d0 + d1; the input's size is `size` (dynamic: a loop of the op
/// may then be empty while another is not).
static std::string tiledWindow(const char *size) {
  return llvm::formatv(R"(
func.func @fused(%x: tensor<{0}xf32>, %w: tensor<2xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {{
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%acc = %init) -> (tensor<4xf32>) {{
    %in = tensor.extract_slice %x[%i] [3] [1] : tensor<{0}xf32> to tensor<3xf32>
    %t = tensor.extract_slice %acc[%i] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %s = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%in, %w : tensor<3xf32>, tensor<2xf32>) outs(%t : tensor<2xf32>) {{
    ^bb0(%v: f32, %k: f32, %o: f32):
      %y = arith.addf %v, %o : f32
      linalg.yield %y : f32
    } -> tensor<2xf32>
    %n = tensor.insert_slice %s into %acc[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
)",
                       size)
      .str();
}

TEST(FactReaders, ATiledStridedReadOfAPossiblyEmptyLoopIsAFact) {
  // The loop sizes come from the operands: static here, so no loop may be
  // empty; a kernel of dynamic size makes one possibly empty.
  EXPECT_EQ(factOfFused(tiledWindow("5"), stridedTileFact), "");
  std::string dynamic = tiledWindow("5");
  for (auto [from, to] : {std::pair{"%w: tensor<2xf32>", "%w: tensor<?xf32>"},
                          std::pair{"tensor<3xf32>, tensor<2xf32>)",
                                    "tensor<3xf32>, tensor<?xf32>)"}}) {
    size_t at = dynamic.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    dynamic.replace(at, std::string(from).size(), to);
  }
  EXPECT_EQ(factOfFused(dynamic, stridedTileFact), "strided-read");
}

/// A producer recomputed in an inner loop over its columns, inside an outer
/// loop over a dim it lacks: it accumulates into its carried tile, which
/// stays where it is along the outer loop; its input moves along the outer
/// loop where `moves`.
static std::string recomputedInNest(bool moves) {
  return llvm::formatv(R"(
func.func @fused(%a: tensor<2x4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%outer = %init) -> (tensor<4xf32>) {{
    %s = scf.for %j = %c0 to %c4 step %c2 iter_args(%acc = %outer) -> (tensor<4xf32>) {{
      %in = tensor.extract_slice %a[{0}, %j] [1, 2] [1, 1] : tensor<2x4xf32> to tensor<1x2xf32>
      %t = tensor.extract_slice %acc[%j] [2] [1] : tensor<4xf32> to tensor<2xf32>
      %g = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%in : tensor<1x2xf32>) outs(%t : tensor<2xf32>) {{
      ^bb0(%v: f32, %o: f32):
        %y = arith.addf %v, %o : f32
        linalg.yield %y : f32
      } -> tensor<2xf32>
      %n = tensor.insert_slice %g into %acc[%j] [2] [1] : tensor<2xf32> into tensor<4xf32>
      scf.yield %n : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
)",
                       moves ? "%i" : "0")
      .str();
}

TEST(FactReaders, AReaccumulatingProducerIsSeenAlongAnOuterLoop) {
  // Nothing it reads moves along %i: every iteration of %i adds row 0 onto
  // what the last one left.
  EXPECT_EQ(factOfFused(recomputedInNest(false), reaccumulationFact),
            "recomputed-producer-reaccumulates");
  // Its input moves along %i: a reduction tiled along %i.
  EXPECT_EQ(factOfFused(recomputedInNest(true), reaccumulationFact), "");
}

/// A tiled op reading a slice whose two offsets are one loop's induction
/// variable, through `map` (its second dim `cols` wide).
static std::string sameOffsetTwice(const char *map, int cols) {
  return llvm::formatv(R"(
func.func @fused(%x: tensor<8x8xf32>, %init: tensor<4x2xf32>) -> tensor<4x2xf32> {{
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%acc = %init) -> (tensor<4x2xf32>) {{
    %in = tensor.extract_slice %x[%i, %i] [2, {1}] [1, 1] : tensor<8x8xf32> to tensor<2x{1}xf32>
    %t = tensor.extract_slice %acc[%i, 0] [2, 2] [1, 1] : tensor<4x2xf32> to tensor<2x2xf32>
    %s = linalg.generic {{indexing_maps = [{0}, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%in : tensor<2x{1}xf32>) outs(%t : tensor<2x2xf32>) {{
    ^bb0(%v: f32, %o: f32):
      linalg.yield %v : f32
    } -> tensor<2x2xf32>
    %n = tensor.insert_slice %s into %acc[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x2xf32>
    scf.yield %n : tensor<4x2xf32>
  }
  return %r : tensor<4x2xf32>
}
)",
                       map, cols)
      .str();
}

TEST(FactReaders, OneLoopDrivingTwoDimsIsAFactOutsideWindowMaps) {
  // Read through (d0, d1), the slice at (i, i) holds only diagonal tiles;
  // through the window (d0, d0 + d1) one loop drives both dims by design
  // (a tiled window read, seed 16889111834146172096 of `all`).
  EXPECT_EQ(factOfFused(sameOffsetTwice("affine_map<(d0, d1) -> (d0, d1)>", 2),
                        reductionTilingFact),
            "one-loop-drives-two-dims");
  EXPECT_EQ(
      factOfFused(sameOffsetTwice("affine_map<(d0, d1) -> (d0, d0 + d1)>", 3),
                  reductionTilingFact),
      "");
}

TEST(FactReaders, AnInitFilledAfreshDoesNotHideAReaccumulatingProducer) {
  // The recomputed producer's second result starts from a fill of its own
  // carried tile each time (seed 538059906110087073 of `all`): that init
  // does not move along %i, and the first result still re-adds row 0.
  std::string ir = R"(
func.func @fused(%a: tensor<2x4xf32>, %init: tensor<4xf32>, %init2: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r:2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%outer = %init, %outer2 = %init2) -> (tensor<4xf32>, tensor<4xf32>) {
    %s:2 = scf.for %j = %c0 to %c4 step %c2 iter_args(%acc = %outer, %acc2 = %outer2) -> (tensor<4xf32>, tensor<4xf32>) {
      %in = tensor.extract_slice %a[0, %j] [1, 2] [1, 1] : tensor<2x4xf32> to tensor<1x2xf32>
      %t = tensor.extract_slice %acc[%j] [2] [1] : tensor<4xf32> to tensor<2xf32>
      %t2 = tensor.extract_slice %acc2[%j] [2] [1] : tensor<4xf32> to tensor<2xf32>
      %f = linalg.fill ins(%z : f32) outs(%t2 : tensor<2xf32>) -> tensor<2xf32>
      %g:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%in : tensor<1x2xf32>) outs(%t, %f : tensor<2xf32>, tensor<2xf32>) {
      ^bb0(%v: f32, %o: f32, %o2: f32):
        %y = arith.addf %v, %o : f32
        linalg.yield %y, %y : f32, f32
      } -> (tensor<2xf32>, tensor<2xf32>)
      %n = tensor.insert_slice %g#0 into %acc[%j] [2] [1] : tensor<2xf32> into tensor<4xf32>
      %n2 = tensor.insert_slice %g#1 into %acc2[%j] [2] [1] : tensor<2xf32> into tensor<4xf32>
      scf.yield %n, %n2 : tensor<4xf32>, tensor<4xf32>
    }
    scf.yield %s#0, %s#1 : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
)";
  EXPECT_EQ(factOfFused(ir, reaccumulationFact),
            "recomputed-producer-reaccumulates");
  // Its input moving along %i: a reduction tiled along %i.
  std::string moving = ir;
  moving.replace(moving.find("%a[0, %j]"), 9, "%a[%i, %j]");
  EXPECT_EQ(factOfFused(moving, reaccumulationFact), "");
}
