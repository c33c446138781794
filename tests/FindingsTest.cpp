//===- FindingsTest.cpp - Signatures, known findings, interruption
//----------===//
#include "fuzz/Findings.h"
#include "fuzz/Attribution.h"
#include "fuzz/Campaign.h"
#include "fuzz/Isolation.h"
#include "fuzz/Replay.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "oracle/triage/DiagnosticFacts.h"
#include "oracle/triage/MismatchFacts.h"
#include "passes/Context.h"
#include "passes/FusionTally.h"
#include "tests/TestUtil.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include <gtest/gtest.h>
#include <regex>
#include <thread>

using namespace fusefuzz;

TEST(Findings, SignaturesNameVerdictRulesAndFact) {
  CaseResult proof;
  proof.verdict = Verdict::ProofFailure;
  proof.failedRule = "FusePadOp";
  proof.refutationFact = "pad-value-as-init/reads-outs";
  EXPECT_EQ(findingSignature(proof),
            "proof-failure:FusePadOp:pad-value-as-init/reads-outs");

  CaseResult mismatch;
  mismatch.verdict = Verdict::Mismatch;
  mismatch.fired["FusePadOp"] = 1;
  mismatch.fired["FuseElementwiseOps"] = 2;
  mismatch.fired["EraseIdentityLinalgOp"] = 1; // not a fusion rule
  EXPECT_EQ(findingSignature(mismatch),
            "mismatch:FuseElementwiseOps+FusePadOp");
  // What the fused IR shows characterizes it.
  mismatch.failureFact = "unwritten/partial-write-into-empty";
  EXPECT_EQ(findingSignature(mismatch),
            "mismatch:FuseElementwiseOps+FusePadOp:unwritten/"
            "partial-write-into-empty");
}

TEST(Findings, TheEndToEndRefutationSignsWithTheRulesAndWhatItShows) {
  // The refutation decides: the rules that fired and its fact.
  CaseResult proof;
  proof.verdict = Verdict::ProofFailure;
  proof.failedRule = "TileAndFuseProducerYielded";
  proof.refutationFact = "forall-race/recomputed-whole";
  EXPECT_EQ(findingSignature(proof),
            "proof-failure:TileAndFuseProducerYielded:forall-race/"
            "recomputed-whole");
  // A mismatch: the fact the fused IR or the run shows first, the
  // refutation's where there is none.
  CaseResult mismatch;
  mismatch.verdict = Verdict::Mismatch;
  mismatch.fired["FuseElementwiseOps"] = 1;
  mismatch.refutationFact = "sizes/loop-sizes-differ";
  EXPECT_EQ(findingSignature(mismatch),
            "mismatch:FuseElementwiseOps:sizes/loop-sizes-differ");
  mismatch.failureFact =
      "kept-result-recomputed-from-outs/across-parallel-loop";
  EXPECT_EQ(findingSignature(mismatch),
            "mismatch:FuseElementwiseOps:kept-result-recomputed-from-outs/"
            "across-parallel-loop");
}

TEST(Findings, CrashSignatureUsesTopFrames) {
  CaseResult crash;
  crash.verdict = Verdict::Crash;
  crash.detail = "x.mlir: the check died with signal 11 (Segmentation fault)";
  crash.stack =
      " #0 0x00007f llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (lib)\n"
      " #1 0x00007f llvm::sys::RunSignalHandlers() (lib)\n"
      " #2 0x00007f (/lib/libc.so.6+0x3c050)\n"
      " #3 0x00007f\n"
      " #4 0x000056 mlir::linalg::fuseElementwiseOps(mlir::RewriterBase&) (b)\n"
      " #5 0x000056 fusefuzz::checkCase(mlir::MLIRContext&) (b)\n";
  EXPECT_EQ(findingSignature(crash),
            "crash:signal-11:linalg::fuseElementwiseOps|fusefuzz::checkCase");
  crash.stack.clear();
  EXPECT_EQ(findingSignature(crash), "crash:signal-11:no-stack");
}

TEST(Findings, KnownFileMatchesGlobsAndRejectsBadLines) {
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("known", "txt", path));
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    os << "# comment\n*:FusePadOp:pad-init-preserved\tr.mlir\tdesc\t-\n";
  }
  auto known = KnownFindings::load(path);
  ASSERT_TRUE(bool(known)) << llvm::toString(known.takeError());
  EXPECT_EQ(known->size(), 1u);
  EXPECT_NE(known->match("mismatch:FusePadOp:pad-init-preserved"), nullptr);
  EXPECT_NE(known->match("proof-failure:FusePadOp:pad-init-preserved"),
            nullptr);
  EXPECT_EQ(known->match("mismatch:FusePadOp"), nullptr);
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    os << "only-two\tfields\n";
  }
  auto bad = KnownFindings::load(path);
  EXPECT_FALSE(bool(bad));
  std::string message = llvm::toString(bad.takeError());
  EXPECT_NE(message.find(":1:"), std::string::npos) << message;
  llvm::sys::fs::remove(path);
  EXPECT_FALSE(bool(KnownFindings::load("/nonexistent/KNOWN")));
}

/// KNOWN entries from `text`, through a file as campaigns read them.
static llvm::Expected<KnownFindings> knownFrom(llvm::StringRef text) {
  llvm::SmallString<128> path;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("known", "txt", path))
    return llvm::createStringError(ec, "cannot create a KNOWN file");
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    os << text;
  }
  auto known = KnownFindings::load(path);
  llvm::sys::fs::remove(path);
  return known;
}

TEST(Findings, ANameMatchWithOtherFactsIsNewWithItsNearestEntry) {
  auto known = knownFrom(
      "*:TileNest*:forall-single-writer/reduction-dim\tr.mlir\trace\t-\n"
      "crash:*a/b*\tc.mlir\tcrash\t-\n");
  ASSERT_TRUE(bool(known)) << llvm::toString(known.takeError());
  std::string racing =
      "proof-failure:TileNest[TileAndFuseProducerYielded]:forall-single-writer";
  // The entry's facts: known.
  EXPECT_NE(known->match(racing + "/reduction-dim"), nullptr);
  // Other facts: another root cause, new, with the entry it resembles.
  EXPECT_EQ(known->match(racing + "/recomputed-whole"), nullptr);
  const KnownFinding *nearest = known->nearest(racing + "/recomputed-whole");
  ASSERT_NE(nearest, nullptr);
  EXPECT_EQ(nearest->description, "race");
  // Another obligation resembles nothing.
  EXPECT_EQ(known->nearest("proof-failure:TileNest[X]:init-once/y"), nullptr);
  // Crash frames are not facts: "a/b" stays part of the name.
  EXPECT_EQ(known->nearest("crash:signal-11:a|c"), nullptr);
  EXPECT_NE(known->match("crash:signal-11:a/b|c"), nullptr);
}

TEST(Findings, AnEntryNamingTheFactWinsOverAWideRulesGlob) {
  // A rules glob written before it ("...Yielded*" spans the ':') does not
  // take a failure whose fact a later entry names; a verifier error on a
  // layout op carries the op as its fact.
  auto known = knownFrom(
      "verifier-error:*TileAndFuseProducer*Yielded*\tpad.mlir\tpad\t-\n"
      "verifier-error:*:unpack-does-not-verify\tunpack.mlir\tunpack"
      "\t-\n");
  ASSERT_TRUE(bool(known)) << llvm::toString(known.takeError());
  CaseResult r;
  r.verdict = Verdict::VerifierError;
  r.fired["TileAndFuseProducerYielded"] = 1;
  EXPECT_EQ(findingSignature(r), "verifier-error:TileAndFuseProducerYielded");
  EXPECT_EQ(known->match(findingSignature(r))->description, "pad");
  r.failureFact = "unpack-does-not-verify";
  EXPECT_EQ(findingSignature(r),
            "verifier-error:TileAndFuseProducerYielded:unpack-does-not-verify");
  EXPECT_EQ(known->match(findingSignature(r))->description, "unpack");
}

/// Whether a KNOWN pattern names an obligation of the retired step proofs
/// (or their rule wrapper, TileNest[...]): a signature nothing makes now.
static bool namesStepObligation(llvm::StringRef pattern) {
  static const char *const kRetired[] = {"loops",
                                         "premise",
                                         "input-map",
                                         "index",
                                         "consumer-map",
                                         "preserved",
                                         "preserved-covered",
                                         "written-once",
                                         "init-read-once",
                                         "same-point",
                                         "uses-kept",
                                         "shape-contract",
                                         "loops-bounded",
                                         "horizontal-structure",
                                         "horizontal-read",
                                         "horizontal-index",
                                         "pad-structure",
                                         "pad-offsets",
                                         "pad-sizes",
                                         "pad-strides",
                                         "pad-padded-size",
                                         "pad-value",
                                         "pad-init-preserved",
                                         "reshape-structure",
                                         "reshape-operand",
                                         "reshape-result",
                                         "tile-box",
                                         "slice-size",
                                         "tiles-cover",
                                         "producer-slice",
                                         "consumer-reads-tile",
                                         "consumer-writes-once",
                                         "init-once",
                                         "reads-original",
                                         "forall-single-writer"};
  if (pattern.contains("TileNest"))
    return true;
  llvm::SmallVector<llvm::StringRef> fields;
  pattern.split(fields, ':');
  if (fields.size() < 3)
    return false;
  llvm::StringRef first = fields.back().split('/').first;
  return llvm::is_contained(kRetired, first);
}

TEST(Findings, EachKnownReproducerFailsAndIsMatchedByAnEntryOfItsOwn) {
  auto known =
      KnownFindings::load(defaultKnownFindingsPath().value_or("missing"));
  ASSERT_TRUE(bool(known)) << llvm::toString(known.takeError());
  ASSERT_GE(known->size(), 2u);
  // Crash signatures name the crashing frames the stack-trace handler
  // prints (installed once per process).
  static bool handlerInstalled = [] {
    llvm::sys::PrintStackTraceOnErrorSignal("fusefuzz-tests");
    return true;
  }();
  (void)handlerInstalled;
  llvm::StringSet<> reproducers;
  for (const KnownFinding &k : known->all())
    reproducers.insert(k.reproducer);
  for (const auto &entry : reproducers) {
    llvm::StringRef reproducer = entry.getKey();
    std::string path =
        std::string(FUSEFUZZ_SOURCE_DIR) + "/corpus/known/" + reproducer.str();
    auto buffer = llvm::MemoryBuffer::getFile(path);
    ASSERT_TRUE(bool(buffer)) << path;
    // Each reproducer names the strategy that shows the bug.
    auto directives = readDirectives((*buffer)->getBuffer(), path);
    ASSERT_TRUE(bool(directives)) << llvm::toString(directives.takeError());
    CheckOptions options;
    options.strategy = directives->strategy;
    options.equivalence = directives->equivalence;
    options.execution = Execution::Both; // as the corpus replays them
    // Isolated: some reproducers crash upstream code. As the corpus
    // replays them (the end-to-end proof deciding): a failure matched by an
    // entry of its own (an entry of another reproducer would be another
    // root cause, or the same one named twice) that names no step
    // obligation.
    CaseResult r = IsolatedChecker(test::session(), options, IsolationOptions())
                       .check((*buffer)->getBuffer(), path);
    EXPECT_TRUE(isFailure(r.verdict)) << path;
    const KnownFinding *matched = known->match(findingSignature(r));
    ASSERT_NE(matched, nullptr)
        << findingSignature(r) << " matches no entry (" << path << ")";
    EXPECT_EQ(matched->reproducer, reproducer)
        << findingSignature(r) << " is matched by an entry of "
        << matched->reproducer << ", not by one of its own";
    EXPECT_FALSE(namesStepObligation(matched->pattern))
        << matched->pattern << " names a step obligation";
  }
}

TEST(Findings, CampaignCountsKnownApartAndStopsOnRequest) {
  auto known =
      KnownFindings::load(defaultKnownFindingsPath().value_or("missing"));
  ASSERT_TRUE(bool(known));
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("ffknown", dir));
  CampaignOptions options;
  options.maxSeconds = 0;
  options.maxCases = 1000000; // only the stop request ends it
  options.outDir = std::string(dir);
  options.known = &*known;
  options.keepPerSignature = 1;
  std::thread stopper([] {
    std::this_thread::sleep_for(std::chrono::seconds(4));
    requestStop();
  });
  std::string log;
  llvm::raw_string_ostream os(log);
  Summary s = runCampaign(test::session(), options, os);
  stopper.join();
  EXPECT_TRUE(s.interrupted);
  EXPECT_GT(s.cases, 0u);
  EXPECT_LT(s.cases, 1000000u);
  uint64_t counted = 0;
  for (const auto &[signature, d] : s.distinct) {
    counted += d.count;
    EXPECT_EQ(d.known, known->match(signature) != nullptr) << signature;
  }
  EXPECT_EQ(counted, s.failures);
  // At most one full report per signature, every failure in the log.
  EXPECT_LE(s.findings.size(), s.distinct.size());
  if (s.failures) {
    auto tsv = llvm::MemoryBuffer::getFile(std::string(dir) + "/findings.tsv");
    ASSERT_TRUE(bool(tsv));
    EXPECT_EQ((*tsv)->getBuffer().count('\n'), s.failures);
  }
  llvm::sys::fs::remove_directories(dir);
}

TEST(Findings, KnownFindingsAreCountedNotPrintedUnlessVerbose) {
  auto known =
      KnownFindings::load(defaultKnownFindingsPath().value_or("missing"));
  ASSERT_TRUE(bool(known));
  for (bool verbose : {false, true}) {
    llvm::SmallString<128> dir;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("ffquiet", dir));
    CampaignOptions options;
    options.maxSeconds = 0;
    options.maxCases = 80;
    options.seed = 13;
    options.outDir = std::string(dir);
    options.known = &*known;
    options.keepPerSignature = 1;
    options.reduceSeconds = 0;
    options.verbose = verbose;
    std::string log;
    llvm::raw_string_ostream os(log);
    Summary s = runCampaign(test::session(), options, os);
    ASSERT_GT(s.knownFailures, 0u) << "seed 13 reproduces no known finding";
    size_t printed = 0;
    for (size_t at = 0;
         (at = log.find("(known finding)", at)) != std::string::npos; ++at)
      ++printed;
    // Quiet: counted (the summary's known table), one line per new one.
    EXPECT_EQ(printed, verbose ? s.knownFailures : 0u) << log;
    llvm::sys::fs::remove_directories(dir);
  }
}

TEST(Findings, AttributionNamesTheResponsibleRewrite) {
  CheckOptions options; // strategy all: pad fusion, then elementwise
  IsolationOptions isolation;
  Attribution pad =
      attributeFailure(test::session(), test::readInput("reduce_me.mlir"),
                       "reduce_me.mlir", options, isolation);
  ASSERT_TRUE(pad.found) << pad.str();
  EXPECT_NE(pad.responsible.find("FusePadOp on tensor.pad"), std::string::npos)
      << pad.str();
  EXPECT_GE(pad.total, pad.rewrite);
  // A case that passes is not attributed.
  Attribution none =
      attributeFailure(test::session(), test::readInput("chain.mlir"),
                       "chain.mlir", options, isolation);
  EXPECT_FALSE(none.found);
}

TEST(Findings, NoFusionSignaturesNameTheFamilyThatRan) {
  CaseResult r;
  r.verdict = Verdict::VerifierError;
  r.fired["family:transform"] = 1;
  r.fired["DeduplicateAndRemoveDeadOperandsAndResults"] = 1;
  EXPECT_EQ(findingSignature(r), "verifier-error:no-fusion[transform]");
  r.fired.clear();
  EXPECT_EQ(findingSignature(r), "verifier-error:no-fusion");
}

TEST(Findings, RepositoryKnownFileMatchesAFamilyNoFusionSignature) {
  // Brackets in a glob are a character class: the family suffix is
  // escaped in KNOWN.
  llvm::Expected<KnownFindings> known = KnownFindings::load(
      std::string(FUSEFUZZ_SOURCE_DIR) + "/corpus/known/KNOWN");
  ASSERT_TRUE(bool(known)) << llvm::toString(known.takeError());
  EXPECT_TRUE(known->match("verifier-error:no-fusion[transform]:null-operand"));
  EXPECT_FALSE(
      known->match("verifier-error:no-fusion[diffusion]:null-operand"));
  EXPECT_FALSE(known->match("verifier-error:no-fusion"));
}

TEST(Findings, ErasedPartialCopyIsAFactOnlyForNonPermutationMaps) {
  // EraseIdentityLinalgOp on a real identity (permutation maps) is right
  // and records nothing more; on equal maps with a constant result it drops
  // the init's other column, a mismatch with the fact erased-partial-copy.
  CheckOptions options;
  options.strategy = "elementwise";
  const char *partial = R"(
func.func @case(%a: tensor<4x2xf32>, %init: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>], iterator_types = ["parallel"]} ins(%a : tensor<4x2xf32>) outs(%init : tensor<4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}
)";
  CaseResult erased = checkCase(test::session(), partial, "case.mlir", options);
  EXPECT_EQ(erased.verdict, Verdict::Mismatch) << erased.detail;
  EXPECT_EQ(erased.failureFact, "erased-partial-copy");
  EXPECT_EQ(findingSignature(erased),
            "mismatch:no-fusion[elementwise]:erased-partial-copy");
  // A true identity (permutation maps), erased as it should be.
  const char *identity = R"(
func.func @case(%a: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
)";
  CaseResult kept = checkCase(test::session(), identity, "case.mlir", options);
  EXPECT_EQ(kept.verdict, Verdict::Pass) << kept.detail;
  EXPECT_TRUE(kept.fired.count("EraseIdentityLinalgOp"));
  EXPECT_FALSE(kept.fired.count(kErasedPartialCopy));
}

/// `fact` of the function @fused of `ir`, which must parse.
using test::factOfFused;

/// A loop over k accumulating a reduction into a tile of its carried value
/// that does not move; the reduction reads %a at columns `cols`.
static std::string accumulatingLoop(const char *cols) {
  return llvm::formatv(R"(
func.func @fused(%a: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {{
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %k = %c0 to %c8 step %c2 iter_args(%acc = %init) -> (tensor<4xf32>) {{
    %s = tensor.extract_slice %a[0, {0}] [4, 2] [1, 1] : tensor<4x8xf32> to tensor<4x2xf32>
    %t = tensor.extract_slice %acc[0] [4] [1] : tensor<4xf32> to tensor<4xf32>
    %g = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%s : tensor<4x2xf32>) outs(%t : tensor<4xf32>) {{
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %o : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    %u = tensor.insert_slice %g into %acc[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
)",
                       cols)
      .str();
}

/// The loop `loop` builds has the recomputed-producer fact where its tile
/// stays at 0, and none where it moves with %k.
static void
expectReaccumulatesOnlyWhereTheTileStays(std::string (*loop)(const char *)) {
  for (auto [at, fact] : {std::pair("%k", ""),
                          std::pair("0", "recomputed-producer-reaccumulates")})
    EXPECT_EQ(factOfFused(loop(at), reaccumulationFact), fact) << at;
}

TEST(Findings, ReaccumulationIsAFactOnlyWhereNothingReadMoves) {
  // A reduction tiled along k reads new columns each iteration: no fact.
  // The same loop reading the same columns every time adds the same sums
  // onto the last iteration's: the recomputed-producer fact.
  expectReaccumulatesOnlyWhereTheTileStays(accumulatingLoop);
}

/// An in-place elementwise op (`ins(%x) outs(%x)`, %x carried by a loop
/// over k) fused into that loop: it reads its input from the carried value
/// at row `row` and writes it there.
static std::string inPlaceInLoop(const char *row) {
  return llvm::formatv(R"(
func.func @fused(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {{
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %k = %c0 to %c8 step %c2 iter_args(%acc = %x) -> (tensor<8x4xf32>) {{
    %in = tensor.extract_slice %acc[{0}, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
    %out = tensor.extract_slice %acc[{0}, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
    %g = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%in : tensor<2x4xf32>) outs(%out : tensor<2x4xf32>) {{
    ^bb0(%v: f32, %o: f32):
      %y = arith.subf %v, %one : f32
      linalg.yield %y : f32
    } -> tensor<2x4xf32>
    %u = tensor.insert_slice %g into %acc[{0}, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x4xf32>
    scf.yield %u : tensor<8x4xf32>
  }
  return %r : tensor<8x4xf32>
}
)",
                       row)
      .str();
}

TEST(Findings, AnInPlaceOpReadingItsCarriedTileAgainReaccumulates) {
  // Tiled along k, each iteration reads and rewrites rows of its own: no
  // fact. Recomputed on rows 0-1 every iteration, it subtracts 1 again
  // from what the last iteration left.
  expectReaccumulatesOnlyWhereTheTileStays(inPlaceInLoop);
}

/// A pack fused into a loop over rows of step `step` (an SSA value or a
/// constant): its dest slice starts at the row offset's quotient by the
/// inner tile 2.
static std::string packIntoRowLoop(const char *step) {
  return llvm::formatv(R"(
func.func @fused(%a: tensor<4x3xf32>, %d: tensor<2x3x2xf32>) -> tensor<2x3x2xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %ssa = arith.addi %c1, %c0 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step {0} iter_args(%acc = %d) -> (tensor<2x3x2xf32>) {{
    %sz = affine.min affine_map<(d0)[s0] -> (-d0 + 4, s0)>(%i)[{0}]
    %s = tensor.extract_slice %a[%i, 0] [%sz, 3] [1, 1] : tensor<4x3xf32> to tensor<?x3xf32>
    %o = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
    %n = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%sz)
    %t = tensor.extract_slice %acc[%o, 0, 0] [%n, 3, 2] [1, 1, 1] : tensor<2x3x2xf32> to tensor<?x3x2xf32>
    %p = linalg.pack %s padding_value(%z : f32) inner_dims_pos = [0] inner_tiles = [2] into %t : tensor<?x3xf32> -> tensor<?x3x2xf32>
    %u = tensor.insert_slice %p into %acc[%o, 0, 0] [%n, 3, 2] [1, 1, 1] : tensor<?x3x2xf32> into tensor<2x3x2xf32>
    scf.yield %u : tensor<2x3x2xf32>
  }
  return %r : tensor<2x3x2xf32>
}
)",
                       step)
      .str();
}

TEST(Findings, APackPlacedByTheQuotientOfAMisalignedTileIsAFact) {
  // Rows from anywhere in an inner tile (a step of 1, as an SSA value)
  // packed at the quotient land at inner position 0: the fact. Whole inner
  // tiles (a constant step of 2) are packed right: none.
  for (auto [step, fact] :
       {std::pair("%ssa", "pack-tile-start-unaligned"), std::pair("%c2", "")}) {
    EXPECT_EQ(factOfFused(packIntoRowLoop(step), layoutOpFact), fact) << step;
  }
}

/// A pack fused into the innermost of three scf.for loops, whose dest is
/// the whole packed dim at offset 0 there and the outer loop's slice of
/// that dim (as large as the whole) at `outerOffset`.
static std::string packUnderCarryingLoops(const char *outerOffset) {
  return llvm::formatv(R"(
func.func @fused(%a: tensor<4x3xf32>, %d: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %d) -> (tensor<1x3x4xf32>) {{
    %t = tensor.extract_slice %acc[{0}, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<1x3x4xf32> to tensor<1x3x4xf32>
    %r2 = scf.for %j = %c0 to %c1 step %c1 iter_args(%acc2 = %t) -> (tensor<1x3x4xf32>) {{
      %r3 = scf.for %k = %c0 to %c1 step %c1 iter_args(%acc3 = %acc2) -> (tensor<1x3x4xf32>) {{
        %s = tensor.extract_slice %a[%i, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<1x3xf32>
        %dd = tensor.extract_slice %acc3[0, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<1x3x4xf32> to tensor<1x3x4xf32>
        %p = linalg.pack %s padding_value(%z : f32) inner_dims_pos = [0] inner_tiles = [4] into %dd : tensor<1x3xf32> -> tensor<1x3x4xf32>
        %u = tensor.insert_slice %p into %acc3[0, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<1x3x4xf32> into tensor<1x3x4xf32>
        scf.yield %u : tensor<1x3x4xf32>
      }
      scf.yield %r3 : tensor<1x3x4xf32>
    }
    %w = tensor.insert_slice %r2 into %acc[{0}, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<1x3x4xf32> into tensor<1x3x4xf32>
    scf.yield %w : tensor<1x3x4xf32>
  }
  return %r : tensor<1x3x4xf32>
}
)",
                       outerOffset)
      .str();
}

TEST(Findings, APackTileAtAnUnscaledOffsetIsSeenThroughCarryingLoops) {
  // The whole packed dim written at the outer induction variable (one
  // element per row, not per 4): the fact, two carrying loops below the
  // slice that shows it. At offset 0: none.
  for (auto [offset, fact] :
       {std::pair{"%i", "pack-tile-position-unscaled"}, std::pair{"0", ""}})
    EXPECT_EQ(factOfFused(packUnderCarryingLoops(offset), layoutOpFact), fact)
        << offset;
}

/// An unpack tiled by an SSA tile size along its packed dim, by an outer
/// loop placing the tile at `outerOffset` and an inner loop that only
/// carries it (its own slice at offset 0).
static std::string unpackUnderCarryingLoop(const char *outerOffset) {
  return llvm::formatv(R"(
func.func @fused(%src: tensor<5x1x4xi8>) -> tensor<5x4xi8> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %ssa = arith.addi %c2, %c0 : index
  %e = tensor.empty() : tensor<5x4xi8>
  %r = scf.for %j = %c0 to %c4 step %ssa iter_args(%acc = %e) -> (tensor<5x4xi8>) {{
    %sz = affine.min affine_map<(d0)[s0] -> (-d0 + 4, s0)>(%j)[%ssa]
    %o = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%j)
    %s = tensor.extract_slice %src[0, %o, 0] [5, 1, 4] [1, 1, 1] : tensor<5x1x4xi8> to tensor<5x1x4xi8>
    %t = tensor.extract_slice %acc[0, {0}] [5, %sz] [1, 1] : tensor<5x4xi8> to tensor<5x?xi8>
    %in = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc2 = %t) -> (tensor<5x?xi8>) {{
      %d = tensor.extract_slice %acc2[0, 0] [5, %sz] [1, 1] : tensor<5x?xi8> to tensor<5x?xi8>
      %u = linalg.unpack %s inner_dims_pos = [1] inner_tiles = [4] into %d : tensor<5x1x4xi8> -> tensor<5x?xi8>
      %w = tensor.insert_slice %u into %acc2[0, 0] [5, %sz] [1, 1] : tensor<5x?xi8> into tensor<5x?xi8>
      scf.yield %w : tensor<5x?xi8>
    }
    %w2 = tensor.insert_slice %in into %acc[0, {0}] [5, %sz] [1, 1] : tensor<5x?xi8> into tensor<5x4xi8>
    scf.yield %w2 : tensor<5x4xi8>
  }
  return %r : tensor<5x4xi8>
}
)",
                       outerOffset)
      .str();
}

TEST(Findings, AnUnpackTileOffsetDroppedIsSeenThroughCarryingLoops) {
  // The tile lands at %j (the outer level's slice), its source starts at
  // the inner tile holding %j and nothing keeps %j mod 4: the fact, one
  // carrying loop below the slice that shows it. At offset 0: none.
  for (auto [offset, fact] :
       {std::pair{"%j", "unpack-tile-offset-dropped"}, std::pair{"0", ""}})
    EXPECT_EQ(factOfFused(unpackUnderCarryingLoop(offset), layoutOpFact), fact)
        << offset;
}

/// A conv_1d over an unpacked vector, tiled by one output row and its
/// unpack fused as a producer (what transform.structured.fuse makes of it,
/// corpus/known/unpack-tile-start-inside-inner-tile.mlir): the loop's step
/// is `step`; the unpack's tile is one whole inner tile from the one
/// holding the row.
static std::string unpackIntoWindowLoop(const char *step) {
  return llvm::formatv(R"(
func.func @fused(%src: tensor<3x2xi32>, %w: tensor<2xi32>) -> tensor<5xi32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<6xi32>
  %init = tensor.empty() : tensor<5xi32>
  %r = scf.for %i = %c0 to %c5 step {0} iter_args(%acc = %init) -> (tensor<5xi32>) {{
    %o = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
    %s = tensor.extract_slice %src[%o, 0] [1, 2] [1, 1] : tensor<3x2xi32> to tensor<1x2xi32>
    %d = tensor.extract_slice %e[%i] [2] [1] : tensor<6xi32> to tensor<2xi32>
    %u = linalg.unpack %s inner_dims_pos = [0] inner_tiles = [2] into %d : tensor<1x2xi32> -> tensor<2xi32>
    %t = tensor.extract_slice %acc[%i] [1] [1] : tensor<5xi32> to tensor<1xi32>
    %f = linalg.fill ins(%z : i32) outs(%t : tensor<1xi32>) -> tensor<1xi32>
    %c = linalg.conv_1d ins(%u, %w : tensor<2xi32>, tensor<2xi32>) outs(%f : tensor<1xi32>) -> tensor<1xi32>
    %n = tensor.insert_slice %c into %acc[%i] [1] [1] : tensor<1xi32> into tensor<5xi32>
    scf.yield %n : tensor<5xi32>
  }
  return %r : tensor<5xi32>
}
)",
                       step)
      .str();
}

TEST(Findings, AnUnpackTileFromAnUnalignedStartIsAFact) {
  // Row %i's window starts anywhere in an inner tile (a step of 1): the
  // whole inner tile holding it is the wrong one for odd %i, the fact.
  // Starts on inner tiles (a step of 2): none.
  for (auto [step, fact] : {std::pair{"%c1", "unpack-start-inside-inner-tile"},
                            std::pair{"%c2", ""}})
    EXPECT_EQ(factOfFused(unpackIntoWindowLoop(step), layoutOpFact), fact)
        << step;
}

/// An unpack tiled by an outer loop over rows (step `step`), then again by
/// an inner one whose source offsets are `innerOffset` (of the inner
/// induction variable %j alone, or of both).
static std::string unpackTiledTwice(const char *step, const char *innerOffset) {
  return llvm::formatv(R"(
func.func @fused(%src: tensor<2x3x4xf32>, %d: tensor<8x3xf32>) -> tensor<8x3xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %ssa = arith.addi %c1, %c0 : index
  %r = scf.for %i = %c0 to %c8 step {0} iter_args(%acc = %d) -> (tensor<8x3xf32>) {{
    %sz = affine.min affine_map<(d0)[s0] -> (-d0 + 8, s0)>(%i)[{0}]
    %oi = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
    %outer = tensor.extract_slice %src[%oi, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<1x3x4xf32>
    %r2 = scf.for %j = %c0 to %sz step %c1 iter_args(%acc2 = %acc) -> (tensor<8x3xf32>) {{
      %oj = affine.apply {1}
      %rem = affine.apply affine_map<(d0) -> (d0 mod 4)>(%j)
      %inner = tensor.extract_slice %outer[%oj, 0, 0] [1, 3, 4] [1, 1, 1] : tensor<1x3x4xf32> to tensor<1x3x4xf32>
      %e = tensor.empty() : tensor<4x3xf32>
      %u = linalg.unpack %inner inner_dims_pos = [0] inner_tiles = [4] into %e : tensor<1x3x4xf32> -> tensor<4x3xf32>
      %row = tensor.extract_slice %u[%rem, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<1x3xf32>
      %at = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      %w = tensor.insert_slice %row into %acc2[%at, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<8x3xf32>
      scf.yield %w : tensor<8x3xf32>
    }
    scf.yield %r2 : tensor<8x3xf32>
  }
  return %r : tensor<8x3xf32>
}
)",
                       step, innerOffset)
      .str();
}

TEST(Findings, AnUnpackTiledAgainInsideAMisalignedOuterTileIsAFact) {
  // Inner source offsets that ignore where the outer tile starts inside
  // an inner tile drop that remainder: the fact. Outer tiles of whole
  // inner tiles (step 4), or inner offsets counting from the outer
  // induction variable, are no such fact.
  const char *dropped = "affine_map<(d0) -> (d0 floordiv 4)>(%j)";
  const char *counted =
      "affine_map<(d0, d1) -> ((d0 mod 4 + d1) floordiv 4)>(%i, %j)";
  for (auto [step, offset, fact] :
       {std::tuple("%ssa", dropped, "unpack-tile-offset-dropped"),
        std::tuple("%c4", dropped, ""), std::tuple("%ssa", counted, "")}) {
    std::string ir = unpackTiledTwice(step, offset);
    if (llvm::StringRef(step) == "%c4")
      ir = llvm::StringRef(ir).str().replace(
          ir.find("%ssa = "), 0, "%c4 = arith.constant 4 : index\n  ");
    EXPECT_EQ(factOfFused(ir, layoutOpFact), fact) << step << " " << offset;
  }
}

TEST(Findings, AVerifierErrorIsCharacterizedByTheOpAndTheProblem) {
  // The op comes from the message ("'linalg.unpack' op ...") or from the
  // note naming the current operation (custom or generic form); the
  // problem from the message, numbers and quoted types left out.
  EXPECT_EQ(verifierFact("loc(\"a.mlir\":3:4): error: operand #0 does not "
                         "dominate this use\n  note: see current operation: "
                         "\"tensor.parallel_insert_slice\"(%1, %2) <{}>\n"),
            "parallel_insert_slice-operand-does-not-dominate");
  EXPECT_EQ(verifierFact("error: expected type to be 'tensor<1x?xf32>' or a "
                         "rank-reduced version. (size mismatch) \n  note: see "
                         "current operation: %3 = \"tensor.insert_slice\"(%a)"),
            "insert_slice-size-mismatch");
  EXPECT_EQ(verifierFact("error: 'linalg.unpack' op failed to verify that "
                         "result type matches type of dest\n"),
            "unpack-does-not-verify");
  EXPECT_EQ(verifierFact("error: null operand found\n  note: see current "
                         "operation: %0 = tensor.dim %x, %c0 : tensor<?xf32>"),
            "dim-null-operand");
  EXPECT_EQ(verifierFact("error: 'scf.for' op expects 2 region arguments, "
                         "got 3\n"),
            "for-expects-region-arguments-got");
  EXPECT_EQ(verifierFact(""), "");
}

/// A row sum tiled by a loop over `dim` (0: the rows, parallel; 1: the
/// columns, reduced) with its init filled inside the loop, and read there
/// by `reader` (a negation, or nothing).
static std::string tiledRowSum(int dim, bool reader) {
  const char *offsets = dim == 0 ? "[%t, 0] [1, 6]" : "[0, %t] [4, 1]";
  const char *type = dim == 0 ? "tensor<1x6xi32>" : "tensor<4x1xi32>";
  const char *out = dim == 0 ? "[%t] [1]" : "[0] [4]";
  const char *outType = dim == 0 ? "tensor<1xi32>" : "tensor<4xi32>";
  std::string read = reader ? llvm::formatv(R"(
      %n = linalg.generic {{indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%s : {0}) outs(%s : {0}) {{
      ^bb0(%x: i32, %o: i32):
        %y = arith.subi %o, %x : i32
        linalg.yield %y : i32
      } -> {0})",
                                            outType)
                                  .str()
                            : "";
  return llvm::formatv(R"(
func.func @fused(%a: tensor<4x6xi32>) -> tensor<4xi32> {{
  %e = tensor.empty() : tensor<4xi32>
  %z = arith.constant 0 : i32
  %r = scf.forall (%t) in ({0}) shared_outs(%acc = %e) -> (tensor<4xi32>) {{
    %in = tensor.extract_slice %a{1} [1, 1] : tensor<4x6xi32> to {2}
    %init = tensor.extract_slice %acc{3} [1] : tensor<4xi32> to {4}
    %f = linalg.fill ins(%z : i32) outs(%init : {4}) -> {4}
    %s = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%in : {2}) outs(%f : {4}) {{
    ^bb0(%x: i32, %o: i32):
      %y = arith.addi %o, %x : i32
      linalg.yield %y : i32
    } -> {4}{5}
    scf.forall.in_parallel {{
      tensor.parallel_insert_slice %s into %acc{3} [1] : {4} into tensor<4xi32>
    }
  }
  return %r : tensor<4xi32>
}
)",
                       dim == 0 ? 4 : 6, offsets, type, out, outType, read)
      .str();
}

TEST(Findings, ReductionTilingFactsNeedALoopOverAReducedDim) {
  // The fill inside a loop over the reduced columns restarts every tile:
  // the fact; inside a loop over the rows it is right: none. A read of the
  // sum inside the column loop reads a partial sum (where the init comes
  // from outside the loop).
  EXPECT_EQ(factOfFused(tiledRowSum(1, false), reductionTilingFact),
            "reduction-init-recomputed-per-tile");
  EXPECT_EQ(factOfFused(tiledRowSum(0, false), reductionTilingFact), "");
  EXPECT_EQ(factOfFused(tiledRowSum(0, true), reductionTilingFact), "");
  std::string partial = tiledRowSum(1, true);
  size_t fill = partial.find("%f = linalg.fill");
  partial.erase(fill, partial.find('\n', fill) - fill);
  partial.replace(partial.find("outs(%f :"), strlen("outs(%f :"),
                  "outs(%init :");
  EXPECT_EQ(factOfFused(partial, reductionTilingFact),
            "reads-partial-reduction");
}

/// A row sum recomputed whole in every iteration of a loop over a dim it
/// lacks (its rows written to row %t of the result), its input made by an
/// op that overwrites an init an inner loop carries: whole (`moved`
/// false), or sliced at the outer loop's offset.
static std::string recomputedRowSum(bool moved) {
  const char *init =
      moved ? "%ci = tensor.extract_slice %c[%t, 0, 0] [1, 4, 6] [1, 1, 1] : "
              "tensor<3x4x6xi32> to tensor<4x6xi32>"
            : "%ci = tensor.extract_slice %c[0, 0, 0] [1, 4, 6] [1, 1, 1] : "
              "tensor<3x4x6xi32> to tensor<4x6xi32>";
  return llvm::formatv(R"(
func.func @fused(%a: tensor<4x6xi32>, %w: tensor<4xi32>) -> tensor<3x4xi32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<3x4x6xi32>
  %o = tensor.empty() : tensor<3x4xi32>
  %r = scf.for %t = %c0 to %c3 step %c1 iter_args(%acc = %o) -> (tensor<3x4xi32>) {{
    %in:2 = scf.for %u = %c0 to %c1 step %c1 iter_args(%c = %e, %row = %acc) -> (tensor<3x4x6xi32>, tensor<3x4xi32>) {{
      {0}
      %p = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x6xi32>) outs(%ci : tensor<4x6xi32>) {{
      ^bb0(%x: i32, %y: i32):
        linalg.yield %x : i32
      } -> tensor<4x6xi32>
      %wi = tensor.extract_slice %w[0] [4] [1] : tensor<4xi32> to tensor<4xi32>
      %s = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%p : tensor<4x6xi32>) outs(%wi : tensor<4xi32>) {{
      ^bb0(%x: i32, %o2: i32):
        %y = arith.addi %o2, %x : i32
        linalg.yield %y : i32
      } -> tensor<4xi32>
      %n = linalg.generic {{indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%s : tensor<4xi32>) outs(%s : tensor<4xi32>) {{
      ^bb0(%x: i32, %o3: i32):
        %y = arith.subi %o3, %x : i32
        linalg.yield %y : i32
      } -> tensor<4xi32>
      %c2 = tensor.insert_slice %p into %c[%t, 0, 0] [1, 4, 6] [1, 1, 1] : tensor<4x6xi32> into tensor<3x4x6xi32>
      %row2 = tensor.insert_slice %n into %row[%t, 0] [1, 4] [1, 1] : tensor<4xi32> into tensor<3x4xi32>
      scf.yield %c2, %row2 : tensor<3x4x6xi32>, tensor<3x4xi32>
    }
    scf.yield %in#1 : tensor<3x4xi32>
  }
  return %r : tensor<3x4xi32>
}
)",
                       init)
      .str();
}

TEST(Findings, AReductionRecomputedWholeUnderALoopItLacksIsNotPartial) {
  // What its input's producer reads of an init it overwrites (a value an
  // inner loop carries) does not move the sum's input: where it writes does
  // (its init sliced at the outer loop's offset).
  EXPECT_EQ(factOfFused(recomputedRowSum(false), reductionTilingFact), "");
  EXPECT_EQ(factOfFused(recomputedRowSum(true), reductionTilingFact),
            "reads-partial-reduction");
}

TEST(Findings, ADominanceErrorSaysWhereTheOperandIsDefined) {
  // The insert_slice's source rewired (as a broken rewrite leaves it) to a
  // value inside the then-region of an scf.if (a tiled pad's), or to one
  // further down its block; left as parsed, every operand dominates.
  std::string ir = R"(
func.func @fused(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %inside = tensor.empty() : tensor<4xf32>
    scf.yield %inside : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  %u = tensor.insert_slice %t into %r[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  %later = tensor.empty() : tensor<4xf32>
  return %u : tensor<4xf32>
}
)";
  for (auto [source, expected] :
       {std::pair("", ""), std::pair("inside", "defined-in-if"),
        std::pair("later", "defined-later")}) {
    std::string error;
    auto module = parseModule(ir, "fused.mlir", test::context(), error);
    ASSERT_TRUE(module) << error;
    auto fused = module->lookupSymbol<mlir::func::FuncOp>("fused");
    mlir::tensor::InsertSliceOp insert;
    fused.walk([&](mlir::tensor::InsertSliceOp i) { insert = i; });
    // The empties in order: inside the if, then further down.
    llvm::SmallVector<mlir::Value> empties;
    fused.walk([&](mlir::tensor::EmptyOp e) { empties.push_back(e); });
    ASSERT_EQ(empties.size(), 2u);
    if (llvm::StringRef(source) == "inside")
      insert.getSourceMutable().assign(empties[0]);
    if (llvm::StringRef(source) == "later")
      insert.getSourceMutable().assign(empties[1]);
    EXPECT_EQ(dominanceFact(fused), expected) << source;
  }
}

TEST(Findings, OneLoopAsTwoOffsetsOfASliceIsAFact) {
  std::string ir = R"(
func.func @fused(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %a) -> (tensor<4x4xf32>) {
    %s = tensor.extract_slice %o[%i, OFFSET] [1, 1] [1, 1] : tensor<4x4xf32> to tensor<1x1xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%s : tensor<1x1xf32>) {
    ^bb0(%x: f32):
      %y = arith.negf %x : f32
      linalg.yield %y : f32
    } -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%i, OFFSET] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x4xf32>
    }
  }
  return %r : tensor<4x4xf32>
}
)";
  for (auto [offset, expected] :
       {std::pair("%i", "one-loop-drives-two-dims"), std::pair("0", "")}) {
    std::string text = ir;
    for (size_t at; (at = text.find("OFFSET")) != std::string::npos;)
      text.replace(at, strlen("OFFSET"), offset);
    EXPECT_EQ(factOfFused(text, reductionTilingFact), expected) << offset;
  }
}

TEST(Findings, ARuntimeCheckFailureIsCharacterizedByTheOpAndTheCheck) {
  EXPECT_EQ(
      runtimeCheckFact("the fused function failed at run time (the unfused one "
                       "ran): the compiled function failed a runtime check: "
                       "tensor.extract_slice (line 13): extract_slice runs "
                       "out-of-bounds along dimension 0"),
      "extract_slice-runs-out-of-bounds-along");
  EXPECT_EQ(runtimeCheckFact("result #0 at [0]: expected 1, got 2"), "");
}

TEST(Findings, AReductionInitUnpackedPerTileIsAFact) {
  // Tile-and-fuse tiles the batch_matmul's reduction dim and fuses its
  // init producer, a linalg.unpack, into that loop: every reduction tile
  // unpacks the init afresh (the init-into-reduction-tiles hazard). The
  // tiled unpack unpacks whole inner tiles and the matmul's init is a
  // slice of that: the fact looks through the slice (campaign seed
  // 15795349272519649722, reduced; once NEW without a fact).
  const char *ir = R"(
#map = affine_map<(d0, d1, d2, d3) -> (d1, d3, d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3, d0, d2, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -2651394801189901894 : i64} {
  func.func @case(%arg0: tensor<1x5x2x4x4xi32>, %arg1: tensor<5x3x3xi32>, %arg2: tensor<5x3x3xi32>, %arg3: tensor<?x3x3x?xi32> {fusefuzz.shape = array<i64: 8, 3, 3, 5>}) -> (tensor<5x5x3xi32>, tensor<3x?x3x?xi32>) {
    %0 = tensor.empty() : tensor<5x5x3xi32>
    %unpack = linalg.unpack %arg0 outer_dims_perm = [2, 1, 0] inner_dims_pos = [2, 0] inner_tiles = [4, 4] into %0 : tensor<1x5x2x4x4xi32> -> tensor<5x5x3xi32>
    %1 = linalg.batch_matmul ins(%unpack, %arg1 : tensor<5x5x3xi32>, tensor<5x3x3xi32>) outs(%unpack : tensor<5x5x3xi32>) -> tensor<5x5x3xi32>
    %concat = tensor.concat dim(1) %arg2, %1 : (tensor<5x3x3xi32>, tensor<5x5x3xi32>) -> tensor<5x8x3xi32>
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %arg3, %c3 : tensor<?x3x3x?xi32>
    %c0 = arith.constant 0 : index
    %dim_0 = tensor.dim %arg3, %c0 : tensor<?x3x3x?xi32>
    %2 = tensor.empty(%dim, %dim_0) : tensor<3x?x3x?xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %arg3 : tensor<5x8x3xi32>, tensor<?x3x3x?xi32>) outs(%2 : tensor<3x?x3x?xi32>) {
    ^bb0(%in: i32, %in_1: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<3x?x3x?xi32>
    return %1, %3 : tensor<5x5x3xi32>, tensor<3x?x3x?xi32>
  }
})";
  CheckOptions options;
  CaseResult r = checkCase(test::session(), ir, "case.mlir", options);
  EXPECT_EQ(findingSignature(r), "mismatch:TileAndFuseProducerReductionTiled:"
                                 "reduction-init-recomputed-per-tile")
      << r.detail;
}

TEST(Findings, FactsTellAnInitRecomputedPerTileFromOtherIterationsWrites) {
  // The fused IR names the root cause. Here (reduced from campaign seed
  // 8340984319542917243) transform.structured.fuse fuses the init producer
  // of a linalg.reduce into the loop over the reduce's tiled reduction dim:
  // the init is made afresh in each reduction tile (the
  // init-into-reduction-tiles hazard).
  const char *partial = R"(
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module attributes {fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = 8340984319542917243 : i64} {
  func.func @case(%arg0: tensor<4xi1>, %arg1: tensor<i1>) -> tensor<i1> {
    %cst = arith.constant dense<[true, true, false, true]> : tensor<4xi1>
    %0 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"]} ins(%cst, %arg0 : tensor<4xi1>, tensor<4xi1>) outs(%arg1 : tensor<i1>) {
    ^bb0(%in: i1, %in_0: i1, %out: i1):
      %3 = arith.uitofp %in_0 : i1 to f32
      %4 = arith.uitofp %in : i1 to f32
      %5 = arith.cmpf olt, %3, %4 : f32
      %6 = arith.xori %out, %5 : i1
      linalg.yield %6 : i1
    } -> tensor<i1>
    %1 = tensor.empty() : tensor<5xi1>
    %2 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel"]} ins(%0 : tensor<i1>) outs(%1 : tensor<5xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<5xi1>
    %reduced = linalg.reduce { arith.ori } ins(%2 : tensor<5xi1>) outs(%0 : tensor<i1>) dimensions = [0] 
    return %reduced : tensor<i1>
  }
})";
  CheckOptions options;
  CaseResult r = checkCase(test::session(), partial, "case.mlir", options);
  EXPECT_EQ(findingSignature(r), "mismatch:TransformFuseReductionTiled:"
                                 "reduction-init-recomputed-per-tile")
      << r.detail;
  // The reproducer of another root cause: a fused producer reading the
  // tiles earlier iterations of the loop over parallel dims wrote.
  std::string path = std::string(FUSEFUZZ_SOURCE_DIR) +
                     "/corpus/known/transform-fuse-into-for-producer-init-"
                     "carried.mlir";
  auto buffer = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(bool(buffer)) << path;
  auto directives = readDirectives((*buffer)->getBuffer(), path);
  ASSERT_TRUE(bool(directives)) << llvm::toString(directives.takeError());
  options.strategy = directives->strategy;
  CaseResult earlier =
      checkCase(test::session(), (*buffer)->getBuffer(), path, options);
  EXPECT_EQ(findingSignature(earlier),
            "mismatch:TransformFuseIntoFor:reads-earlier-iterations-writes")
      << earlier.detail;
  // Each matches its own KNOWN entry, and neither the other's.
  llvm::Expected<KnownFindings> known = KnownFindings::load(
      std::string(FUSEFUZZ_SOURCE_DIR) + "/corpus/known/KNOWN");
  ASSERT_TRUE(bool(known)) << llvm::toString(known.takeError());
  const KnownFinding *a = known->match(findingSignature(r));
  const KnownFinding *b = known->match(findingSignature(earlier));
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(a->reproducer, "tile-fuse-init-into-reduction-tiles.mlir");
  // The same hazard through tile_using_forall + fuse_into_containing_op
  // (campaign seed 14522447262544611607), once counted under the entry of
  // the iter_arg destination bug, which matched any reads-original.
  const KnownFinding *forall =
      known->match("mismatch:TransformFuseIntoForallReductionTiled:"
                   "reduction-init-recomputed-per-tile");
  ASSERT_NE(forall, nullptr);
  EXPECT_EQ(forall->reproducer, "tile-fuse-init-into-reduction-tiles.mlir");
  EXPECT_EQ(b->reproducer,
            "transform-fuse-into-for-producer-init-carried.mlir");
}

TEST(Findings, ALoopStartingFromAnotherResultsInitIsNamedByItsFact) {
  // transform.structured.fuse_into_containing_op fuses a two-result
  // producer whose result #1 is the tiled op's init, and starts the
  // forall's shared output from the producer's init #0 (-1) instead of
  // its init #1 (5): a mismatch whose fact the fused IR shows, and the KNOWN
  // entry of
  // corpus/known/transform-fuse-into-forall-multi-result-init-fused-in-
  // strategy.mlir matches it. Where the two inits are one tensor (outs(%1, %1))
  // or equal up to CSE (two fills of -1), the same nest is right and proved.
  const char *text = R"(
#map = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {fusefuzz.strategy = "all", fusefuzz.policy = "0x11dc6ffcbf16a0bf", fusefuzz.seed = -429752589073942588 : i64} {
  func.func @case(%arg0: tensor<3x2x1x?xi32> {fusefuzz.shape = array<i64: 3, 2, 1, 5>}) -> tensor<1x?x2xi32> {
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %arg0, %c3 : tensor<3x2x1x?xi32>
    %0 = tensor.empty(%dim) : tensor<1x?x2xi32>
    %cm1 = arith.constant -1 : i32
    %1 = linalg.fill ins(%cm1 : i32) outs(%0 : tensor<1x?x2xi32>) -> tensor<1x?x2xi32>
    %c3_0 = arith.constant 3 : index
    %dim_1 = tensor.dim %arg0, %c3_0 : tensor<3x2x1x?xi32>
    %2 = tensor.empty(%dim_1) : tensor<1x?x2xi32>
    %v = arith.constant @VALUE@ : i32
    %3 = linalg.fill ins(%v : i32) outs(%2 : tensor<1x?x2xi32>) -> tensor<1x?x2xi32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x2x1x?xi32>) outs(%1, @INIT1@ : tensor<1x?x2xi32>, tensor<1x?x2xi32>) {
    ^bb0(%in: i32, %out: i32, %out_2: i32):
      linalg.yield %in, %out_2 : i32, i32
    } -> (tensor<1x?x2xi32>, tensor<1x?x2xi32>)
    %5 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4#1, %4#0 : tensor<1x?x2xi32>, tensor<1x?x2xi32>) outs(%4#1 : tensor<1x?x2xi32>) {
    ^bb0(%in: i32, %in_2: i32, %out: i32):
      linalg.yield %out : i32
    } -> tensor<1x?x2xi32>
    return %5 : tensor<1x?x2xi32>
  }
}
)";
  auto variant = [&](const char *value, const char *init1) {
    std::string t = std::regex_replace(text, std::regex("@VALUE@"), value);
    return std::regex_replace(t, std::regex("@INIT1@"), init1);
  };
  CheckOptions options;
  CaseResult wrong =
      checkCase(test::session(), variant("5", "%3"), "case.mlir", options);
  EXPECT_EQ(wrong.verdict, Verdict::Mismatch) << wrong.detail;
  const char *signature = "mismatch:TransformFuseIntoForall:"
                          "loop-starts-from-another-results-init";
  EXPECT_EQ(findingSignature(wrong), signature);
  llvm::Expected<KnownFindings> known = KnownFindings::load(
      std::string(FUSEFUZZ_SOURCE_DIR) + "/corpus/known/KNOWN");
  ASSERT_TRUE(bool(known)) << llvm::toString(known.takeError());
  const KnownFinding *entry = known->match(signature);
  ASSERT_NE(entry, nullptr);
  EXPECT_EQ(
      entry->reproducer,
      "transform-fuse-into-forall-multi-result-init-fused-in-strategy.mlir");
  for (auto [value, init1] : {std::pair{"5", "%1"}, std::pair{"-1", "%3"}}) {
    CaseResult right =
        checkCase(test::session(), variant(value, init1), "case.mlir", options);
    EXPECT_EQ(right.verdict, Verdict::Pass)
        << value << " " << init1 << ": " << right.detail;
  }
}

/// @fused: an scf.forall over 2 iterations whose shared output of 4
/// elements is written whole by `parallel_insert_slice %t` each iteration,
/// `%t` computed by `body` (from %a : tensor<2x4xi32>, the iteration %i).
static std::string forallWritingWhole(const char *body) {
  return llvm::formatv(R"(
func.func @fused(%a: tensor<2x4xi32>, %init: tensor<4xi32>) -> tensor<4xi32> {{
  %r = scf.forall (%i) in (2) shared_outs(%acc = %init) -> tensor<4xi32> {{
{0}
    scf.forall.in_parallel {{
      tensor.parallel_insert_slice %t into %acc[0] [4] [1] : tensor<4xi32> into tensor<4xi32>
    }
  }
  return %r : tensor<4xi32>
}
)",
                       body)
      .str();
}

TEST(Findings, ARaceIsNamedByWhatMakesTheIterationsCollide) {
  // Each iteration adds its row of %a onto the shared output: a reduction
  // dim tiled into the forall.
  EXPECT_EQ(factOfFused(forallWritingWhole(R"(
    %row = tensor.extract_slice %a[%i, 0] [1, 4] [1, 1] : tensor<2x4xi32> to tensor<1x4xi32>
    %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%row : tensor<1x4xi32>) outs(%acc : tensor<4xi32>) {
    ^bb0(%x: i32, %o: i32):
      %s = arith.addi %o, %x : i32
      linalg.yield %s : i32
    } -> tensor<4xi32>)"),
                        forallRaceFact),
            "reduction-dim");
  // Each iteration computes the same whole result from what does not move.
  EXPECT_EQ(factOfFused(forallWritingWhole(R"(
    %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%a : tensor<2x4xi32>) outs(%init : tensor<4xi32>) {
    ^bb0(%x: i32, %o: i32):
      %s = arith.addi %o, %x : i32
      linalg.yield %s : i32
    } -> tensor<4xi32>)"),
                        forallRaceFact),
            "recomputed-whole");
  // A tile no structured op computed.
  EXPECT_EQ(factOfFused(forallWritingWhole(R"(
    %t = tensor.extract_slice %a[%i, 0] [1, 4] [1, 1] : tensor<2x4xi32> to tensor<4xi32>)"),
                        forallRaceFact),
            "untraced-tile");
  // A tile that moves with the loop, but by half its size: iterations 0
  // and 1 both write elements 0 and 1 (the reader is asked only of a race
  // the proof refuted: here the tiles must overlap).
  EXPECT_EQ(factOfFused(R"(
func.func @fused(%a: tensor<4xi32>, %init: tensor<4xi32>) -> tensor<4xi32> {
  %r = scf.forall (%i) in (4) shared_outs(%acc = %init) -> tensor<4xi32> {
    %o = affine.apply affine_map<(d0) -> ((d0 floordiv 2) * 2)>(%i)
    %t = tensor.extract_slice %a[%o] [2] [1] : tensor<4xi32> to tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %acc[%o] [2] [1] : tensor<2xi32> into tensor<4xi32>
    }
  }
  return %r : tensor<4xi32>
}
)",
                        forallRaceFact),
            "overlapping-tiles");
}
