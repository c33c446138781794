//===- PoisonTest.cpp - Reads of memory nobody wrote decide nothing -------===//
//
// Every buffer the compiled code allocates is poisoned, and each input set
// runs under two patterns: results that depend on the pattern are
// classified (invalid-input for the unfused case, mismatch for the fused
// one), never left to chance. The same file gives one verdict every run.
//
//===----------------------------------------------------------------------===//
#include "oracle/exec/Executor.h"
#include "oracle/pipeline/CheckCase.h"
#include "oracle/pipeline/Session.h"
#include "tests/TestUtil.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"
#include <gtest/gtest.h>
#include <set>

using namespace fusefuzz;
using namespace mlir;

static CaseResult check(const std::string &input, const std::string &strategy) {
  CheckOptions options;
  options.strategy = strategy;
  return checkCase(test::session(), test::readInput(input), input, options);
}

/// Checks `input` 20 times; every run must give the same verdict and detail,
/// which is returned.
static CaseResult checkTwentyTimes(const std::string &input,
                                   const std::string &strategy) {
  std::set<std::string> outcomes;
  CaseResult r;
  for (int run = 0; run < 20; ++run) {
    r = check(input, strategy);
    outcomes.insert(verdictName(r.verdict).str() + ": " + r.detail);
  }
  EXPECT_EQ(outcomes.size(), 1u) << input << " gives different verdicts";
  return r;
}

TEST(Poison, UnfusedReadOfUninitializedMemoryIsInvalidInputEveryRun) {
  // Elements of the result nobody wrote. It used to give a different
  // mismatch on each run.
  CaseResult r = checkTwentyTimes("partial_write_init.mlir", "none");
  EXPECT_EQ(r.verdict, Verdict::InvalidInput);
  EXPECT_NE(r.detail.find("partial_write_init.mlir: the unfused case reads "
                          "uninitialized memory: result #0 at [2]"),
            std::string::npos)
      << r.detail;
}

TEST(Poison, ReadEmptyInitIsCheckedAsAnArgument) {
  // Upstream's @no_fuse_constant_with_reduction: a reduction into a bare
  // tensor.empty. The init becomes an argument (with a note) and the case
  // is checked for every value of it, the same on every run.
  CaseResult r = checkTwentyTimes("empty_reduction_init.mlir", "elementwise");
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail;
  ASSERT_EQ(r.notes.size(), 1u);
  EXPECT_NE(r.notes[0].find("is read (a reduction's or payload's init): it "
                            "is argument #0 instead"),
            std::string::npos)
      << r.notes[0];
}

TEST(Poison, FusedReadOfUninitializedMemoryIsAMismatchEveryRun) {
  CaseResult r =
      checkTwentyTimes("reads_filled_init.mlir", "broken-uninitialized-init");
  EXPECT_EQ(r.verdict, Verdict::Mismatch);
  EXPECT_NE(r.detail.find("the fused kernel reads memory nobody wrote: "
                          "result #0 at [0]"),
            std::string::npos)
      << r.detail;
  // The correct fusion of the same case passes.
  EXPECT_EQ(check("reads_filled_init.mlir", "stepwise").verdict, Verdict::Pass);
}

/// Makes @fused return a tensor.empty of an absurd size: the fused function
/// runs, the harness cannot take its result.
static LogicalResult hugeResultStrategy(func::FuncOp func, FusionTally &) {
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  OpBuilder b(ret);
  Value huge =
      arith::ConstantIndexOp::create(b, ret.getLoc(), int64_t(1) << 40);
  auto type = cast<RankedTensorType>(ret.getOperand(0).getType());
  Value empty =
      tensor::EmptyOp::create(b, ret.getLoc(), type, ValueRange{huge});
  ret->setOperand(0, empty);
  return success();
}

TEST(Poison, FusedOnlyRuntimeFailureIsAFailureVerdict) {
  test::session().strategies().add({"test-huge-result", hugeResultStrategy,
                                    "returns an absurdly large tensor", true,
                                    "none"});
  CaseResult r = check("dynamic_result.mlir", "test-huge-result");
  EXPECT_EQ(r.verdict, Verdict::Mismatch) << r.detail;
  EXPECT_TRUE(isFailure(r.verdict));
  EXPECT_NE(r.detail.find("the fused function failed at run time"),
            std::string::npos)
      << r.detail;
  EXPECT_EQ(check("dynamic_result.mlir", "none").verdict, Verdict::Pass);
}

TEST(Poison, DisagreementsAreClassified) {
  // Execution and proofs both fail on the seeded upstream bug: no
  // disagreement. A broken fusion the prover cannot see would be (a).
  CaseResult both =
      check("reads_filled_init.mlir", "broken-uninitialized-init");
  EXPECT_EQ(both.proofsHold, false);
  EXPECT_EQ(both.executionAgrees, false);
  EXPECT_FALSE(mismatchWithProofsHolding(both));
  EXPECT_FALSE(proofFailureWithInputsAgreeing(both));
  CaseResult pass = check("chain.mlir", "elementwise");
  EXPECT_EQ(pass.proofsHold, true);
  EXPECT_EQ(pass.executionAgrees, true);
  CaseResult r;
  r.proofsHold = true;
  r.executionAgrees = false;
  EXPECT_TRUE(mismatchWithProofsHolding(r));
  r.proofsHold = false;
  r.executionAgrees = true;
  EXPECT_TRUE(proofFailureWithInputsAgreeing(r));
}

/// Compiles and runs @f of `text` (its index arguments' values given by
/// fusefuzz.value) and returns the run's error, "" on success.
static std::string runFunction(const std::string &text) {
  auto module = parseSourceString<ModuleOp>(text, &test::context());
  EXPECT_TRUE(module);
  auto f = *module->getOps<func::FuncOp>().begin();
  std::string error;
  FailureOr<Signature> sig = readSignature(f, error);
  EXPECT_TRUE(succeeded(sig)) << error;
  EXPECT_TRUE(succeeded(test::session().lowering().run(*module, error)))
      << error;
  auto jit = JitModule::compile(test::session().jitTarget(), *module,
                                /*optimize=*/false, error);
  EXPECT_TRUE(jit) << error;
  std::vector<HostTensor> inputs = makeInputs(*sig, InputSet::SmallInts, 1);
  std::vector<HostTensor> outputs;
  if (succeeded(jit->run("f", *sig, inputs, outputs, error)))
    return "";
  return error.empty() ? "failed without a message" : error;
}

/// A function that writes element `index` of a tensor<4xi32> (the index is
/// computed at run time).
static std::string runInsertAt(int64_t index) {
  return runFunction(llvm::formatv(R"(
    func.func @f(%t: tensor<4xi32>, %i: index {{fusefuzz.value = {0} : i64})
        -> tensor<4xi32> {{
      %c = arith.constant 7 : i32
      %c9 = arith.constant 9 : index
      %j = arith.subi %i, %c9 : index
      %r = tensor.insert %c into %t[%j] : tensor<4xi32>
      return %r : tensor<4xi32>
    })",
                                   index + 9));
}

TEST(Poison, CopiesBetweenShapesThatDisagreeFailTheCall) {
  // memrefCopy (a strided memref.copy) walks the source's sizes: a
  // 4-element slice inserted where the sizes say 2 used to write past the
  // destination (a proof's counterexample sizes, run to confirm it, can be
  // such sizes).
  std::string error = runFunction(R"(
    func.func @f(%src: tensor<4xi32>, %dst: tensor<8xi32>,
                 %n: index {fusefuzz.value = 2 : i64}) -> tensor<8xi32> {
      %s = tensor.cast %src : tensor<4xi32> to tensor<?xi32>
      %r = tensor.insert_slice %s into %dst[0] [%n] [2]
          : tensor<?xi32> into tensor<8xi32>
      return %r : tensor<8xi32>
    })");
  EXPECT_NE(error.find("copied a 4 slice into a 2 one"), std::string::npos)
      << error;
}

TEST(Poison, OutOfBoundsWritesFailTheCallInsteadOfCorruptingTheHeap) {
  // A kernel writing next to its buffers used to corrupt the harness's heap:
  // a crash later, elsewhere, with a stack that names the wrong code.
  EXPECT_EQ(runInsertAt(2), "");
  std::string after = runInsertAt(6), before = runInsertAt(-5);
  EXPECT_NE(after.find("wrote outside the bounds"), std::string::npos) << after;
  EXPECT_NE(before.find("wrote outside the bounds"), std::string::npos)
      << before;
}

/// Checks a case filling a tensor.empty of `n + offset` elements (n = 0).
static CaseResult fillOfSize(llvm::StringRef offset, llvm::StringRef name,
                             CheckOptions &options) {
  std::string text = (R"(
func.func @case(%a: tensor<4xf32>, %n: index {fusefuzz.value = 0 : i64}) -> tensor<?xf32> {
  %offset = arith.constant )" +
                      offset + R"( : index
  %s = arith.addi %n, %offset : index
  %e = tensor.empty(%s) : tensor<?xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
})")
                         .str();
  options.strategy = "none";
  return checkCase(test::session(), text, name, options);
}

TEST(Poison, AHugeAllocationFailsTheCallInsteadOfWrappingAround) {
  // A size no case can need (2^60 elements) reaches the allocator; the
  // guard zones' arithmetic would wrap a size near 2^64 bytes to a small
  // block the code then overruns. The call ends at the allocation instead.
  CheckOptions options;
  options.execution = Execution::Jit;
  CaseResult r = fillOfSize("1152921504606846976", "huge.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::Unsupported) << r.detail;
  EXPECT_NE(r.evidence.find("asked the allocator for 46116860184273879"),
            std::string::npos)
      << r.detail << "\n"
      << r.evidence;
}

TEST(Poison, BothExecutorsRefuseANegativeSize) {
  // A size computed negative: the interpreter refuses it before allocating
  // anything, and so does the JIT's checking build (a runtime check of
  // tensor.empty), where it would otherwise reach the allocator as nearly
  // 2^64 bytes.
  CheckOptions options;
  options.execution = Execution::Jit;
  CaseResult r = fillOfSize("-100", "negative.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::Unsupported) << r.detail;
  EXPECT_NE(r.evidence.find("runtime check: tensor.empty (line 5): size 0 is "
                            "negative"),
            std::string::npos)
      << r.evidence;
  options.execution = Execution::Interpreter;
  options.jitAfterUnfusedFailure = false;
  r = fillOfSize("-100", "negative.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::Unsupported) << r.detail;
  EXPECT_NE(r.evidence.find("negative size"), std::string::npos) << r.evidence;
}
