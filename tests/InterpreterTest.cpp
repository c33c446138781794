//===- InterpreterTest.cpp - The tensor-level interpreter -----------------===//
//
// The interpreter computes what the JIT-compiled code computes: element by
// element conversions, whole generated cases of every strategy family
// (run by both, outputs compared bit for bit), the same verdicts as the
// JIT alone on the same seeds, and wrong fusions caught by the
// interpreter itself. A deliberately wrong interpreter is reported as an
// executor disagreement, and IR it does not implement falls back to the
// JIT with the reason counted.
//
//===----------------------------------------------------------------------===//
#include "oracle/interp/Interpreter.h"
#include "fuzz/Isolation.h"
#include "fuzz/Selftest.h"
#include "generators/Generator.h"
#include "oracle/interp/Scalar.h"
#include "oracle/pipeline/CheckCase.h"
#include "tests/TestUtil.h"

#include "mlir/Parser/Parser.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/FormatVariadic.h"

#include <cstring>
#include <gtest/gtest.h>
#include <random>

using namespace fusefuzz;
using namespace fusefuzz::interp;
using mlir::failed;
using mlir::FailureOr;
using mlir::LogicalResult;
using mlir::succeeded;

TEST(Interpreter, HalfConversionsMatchAPFloat) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    llvm::APFloat ref(llvm::APFloat::IEEEhalf(), llvm::APInt(16, h));
    bool lost;
    ref.convert(llvm::APFloat::IEEEsingle(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
    float got = halfToFloat(uint16_t(h));
    if (ref.isNaN()) {
      EXPECT_TRUE(std::isnan(got)) << h;
      EXPECT_EQ(floatToHalf(got) & 0x7e00, 0x7e00) << h; // stays a NaN
      continue;
    }
    EXPECT_EQ(ref.convertToFloat(), got) << h;
    EXPECT_EQ(floatToHalf(got), h) << h; // exact round trip
  }
  std::mt19937 rng(7);
  for (int i = 0; i < 200000; ++i) {
    uint32_t bits = rng();
    float f;
    std::memcpy(&f, &bits, 4);
    if (std::isnan(f))
      continue;
    llvm::APFloat ref(f);
    bool lost;
    ref.convert(llvm::APFloat::IEEEhalf(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
    EXPECT_EQ(ref.bitcastToAPInt().getZExtValue(), floatToHalf(f))
        << llvm::formatv("{0:x}", bits).str();
  }
}

namespace {

/// Generated case `seed` checked with `options` in an isolated worker
/// (some families reach known upstream crashes).
CaseResult checkGenerated(IsolatedChecker &checker, uint64_t seed) {
  std::string text = generateCase(seed, GenPolicy());
  return checker.check(text, llvm::formatv("seed{0}.mlir", seed).str());
}

CheckOptions withExecution(Execution e) {
  CheckOptions options;
  options.execution = e;
  options.jitSampleEvery = 0;
  return options;
}

} // namespace

TEST(Interpreter, AgreesWithTheJitRunForRunOnGeneratedCases) {
  // `all` draws a family per case: pad+elementwise, tile-and-fuse of
  // producers and of consumers, transform scripts, diffusion.
  IsolatedChecker checker(test::session(), withExecution(Execution::Both),
                          IsolationOptions());
  unsigned interpreted = 0, cases = 120;
  for (uint64_t seed = 1; seed <= cases; ++seed) {
    CaseResult r = checkGenerated(checker, seed * 7919);
    EXPECT_NE(r.verdict, Verdict::ExecutorDisagreement)
        << "seed " << seed * 7919 << ": " << r.detail;
    interpreted += r.interpreted;
  }
  // What the interpreter declines falls back to the JIT; it must be rare.
  EXPECT_GE(interpreted, cases * 9 / 10);
}

TEST(Interpreter, GivesTheVerdictsTheJitAloneGives) {
  IsolatedChecker interp(test::session(), withExecution(Execution::Interpreter),
                         IsolationOptions());
  IsolatedChecker jit(test::session(), withExecution(Execution::Jit),
                      IsolationOptions());
  for (uint64_t seed = 1; seed <= 80; ++seed) {
    CaseResult a = checkGenerated(interp, seed * 104729);
    CaseResult b = checkGenerated(jit, seed * 104729);
    EXPECT_EQ(verdictName(a.verdict), verdictName(b.verdict))
        << "seed " << seed * 104729 << ": " << a.detail << " / " << b.detail;
    EXPECT_EQ(a.fusions, b.fusions);
  }
}

TEST(Interpreter, CatchesWrongFusionsItself) {
  // No proofs, and the JIT checks only what the interpreter finds failing
  // (no sample): every catch here is the interpreter's.
  CheckOptions options = withExecution(Execution::Interpreter);
  options.prove = false;
  for (const char *broken :
       {"broken-index-remap", "broken-pad-offset", "broken-uninitialized-init",
        "broken-tile-slice-offset"}) {
    SelftestResult r =
        selftestOne(test::session(), broken, 1, 1500, GenPolicy(),
                    /*proveOnly=*/false, &options);
    EXPECT_TRUE(r.caught) << broken << " not caught in " << r.cases;
    EXPECT_EQ(r.verdict, Verdict::Mismatch) << broken;
  }
}

TEST(Interpreter, AWrongInterpreterIsAnExecutorDisagreement) {
  swapScalarOpsForTesting(std::make_pair(ScalarOp::MulF, ScalarOp::AddF));
  CheckOptions options = withExecution(Execution::Interpreter);
  options.strategy = "elementwise";
  // chain.mlir multiplies: the wrong interpreter adds, and the JIT, run on
  // every hand-written case, disagrees with it.
  CaseResult r = checkCase(test::session(), test::readInput("chain.mlir"),
                           "chain.mlir", options);
  swapScalarOpsForTesting(std::nullopt);
  EXPECT_EQ(r.verdict, Verdict::ExecutorDisagreement) << r.detail;
  EXPECT_NE(r.detail.find("@unfused"), std::string::npos) << r.detail;
  CaseResult fixed = checkCase(test::session(), test::readInput("chain.mlir"),
                               "chain.mlir", options);
  EXPECT_EQ(fixed.verdict, Verdict::Pass) << fixed.detail;
  EXPECT_TRUE(fixed.interpreted && fixed.jitRan) << fixed.interpreterDeclined;
}

namespace {
/// Runs the one function of `text` in the interpreter.
LogicalResult interpret(const std::string &text, std::vector<HostTensor> &out,
                        std::string &error, Poison poison = Poison::A) {
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(text, &test::context());
  EXPECT_TRUE(bool(module));
  auto f = *module->getOps<mlir::func::FuncOp>().begin();
  std::unique_ptr<Interpreter> interp = Interpreter::create(f, error);
  if (!interp)
    return mlir::failure();
  FailureOr<Signature> sig = readSignature(f, error);
  EXPECT_TRUE(succeeded(sig)) << error;
  std::vector<HostTensor> inputs = makeInputs(*sig, InputSet::SmallInts, 1);
  return interp->run(*sig, inputs, out, error, poison);
}
} // namespace

TEST(Interpreter, FreshTensorsHoldThePoisonPattern) {
  std::string text = R"(
func.func @f() -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  return %e : tensor<2xi32>
})";
  std::vector<HostTensor> a, b;
  std::string error;
  ASSERT_TRUE(succeeded(interpret(text, a, error, Poison::A))) << error;
  ASSERT_TRUE(succeeded(interpret(text, b, error, Poison::B))) << error;
  EXPECT_EQ(a[0].bits(0), 0xffffffffu);
  EXPECT_EQ(b[0].bits(1), 0xfefefefeu);
}

TEST(Interpreter, OutOfBoundsSlicesAndRunawayLoopsFailTheRun) {
  std::string slice = R"(
func.func @f(%a: tensor<4xf32>, %o: index {fusefuzz.value = 2 : i64}) -> tensor<3xf32> {
  %s = tensor.extract_slice %a[%o] [3] [1] : tensor<4xf32> to tensor<3xf32>
  return %s : tensor<3xf32>
})";
  std::vector<HostTensor> out;
  std::string error;
  EXPECT_TRUE(failed(interpret(slice, out, error)));
  EXPECT_NE(error.find("leaves the tensor"), std::string::npos) << error;
  std::string loop = R"(
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant 1000000000000 : index
  %r = scf.for %i = %c0 to %big step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
})";
  error.clear();
  EXPECT_TRUE(failed(interpret(loop, out, error)));
  EXPECT_NE(error.find("runaway"), std::string::npos) << error;
}

TEST(Interpreter, ALinalgOpsShapeContractIsChecked) {
  // %a and %o are both read at the bare dim d0: their sizes must be its
  // loop's range (taken from %a, the first); a size read within (d0 + 1)
  // may be larger.
  auto text = [](llvm::StringRef map, int64_t size) {
    return llvm::formatv(R"(
func.func @f(%a: tensor<?xf32> {{fusefuzz.shape = array<i64: {1}>}, %o: tensor<2xf32>) -> tensor<2xf32> {{
  %r = linalg.generic {{indexing_maps = [affine_map<(d0) -> ({0})>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%o : tensor<2xf32>) {{
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
})",
                         map, size)
        .str();
  };
  std::vector<HostTensor> out;
  std::string error;
  EXPECT_TRUE(succeeded(interpret(text("d0", 2), out, error))) << error;
  EXPECT_TRUE(succeeded(interpret(text("d0 + 1", 3), out, error))) << error;
  EXPECT_TRUE(failed(interpret(text("d0", 3), out, error)));
  EXPECT_NE(error.find("dimension #0 of operand #1 has size 2, but the loop "
                       "d0 its map names there runs over 3"),
            std::string::npos)
      << error;
}

TEST(Interpreter, DeclinesWhatItDoesNotImplementAndTheJitRunsIt) {
  // math.atan is outside the interpreter: it declines, naming the op (a
  // campaign then runs the case on the JIT and counts the reason).
  std::string text = R"(
func.func @case(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = math.atan %a : tensor<4xf32>
  return %0 : tensor<4xf32>
})";
  std::vector<HostTensor> out;
  std::string error;
  EXPECT_TRUE(failed(interpret(text, out, error)));
  EXPECT_NE(error.find("math.atan"), std::string::npos) << error;
}
