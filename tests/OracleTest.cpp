//===- OracleTest.cpp - Verdicts, inputs, refusals
//--------------------------===//
#include "oracle/exec/Executor.h"
#include "oracle/pipeline/CheckCase.h"
#include "passes/Lowering.h"

#include "mlir/Parser/Parser.h"
#include "oracle/exec/Signature.h"
#include "tests/TestUtil.h"

#include <gtest/gtest.h>

using namespace fusefuzz;

static CaseResult check(const std::string &input,
                        const std::string &strategy = "all") {
  CheckOptions options;
  options.strategy = strategy;
  return checkCase(test::session(), test::readInput(input), input, options);
}

TEST(Oracle, CorrectFusionPasses) {
  CaseResult r = check("chain.mlir", "elementwise");
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail << r.evidence;
  EXPECT_EQ(r.fusions, 1u);
  EXPECT_EQ(r.fired.lookup("FuseElementwiseOps"), 1u);
}

TEST(Oracle, DynamicShapesAndPadsRun) {
  CaseResult r = check("dynamic.mlir", "pad");
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail << r.evidence;
  EXPECT_EQ(r.fusions, 1u);
}

TEST(Oracle, NoFusionStillPassesAndCountsZero) {
  CaseResult r = check("chain.mlir", "none");
  EXPECT_EQ(r.verdict, Verdict::Pass);
  EXPECT_EQ(r.fusions, 0u);
}

TEST(Oracle, LoweringGivesEveryEmptyTensorUseItsOwnOp) {
  // One tensor.empty feeding several scf.forall shared outputs can land in
  // one buffer after consumer fusion; lowering unties them first.
  mlir::MLIRContext &context = test::session().context();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(
          "func.func @f() -> (tensor<4xi32>, tensor<4xi32>) {\n"
          "  %e = tensor.empty() : tensor<4xi32>\n"
          "  return %e, %e : tensor<4xi32>, tensor<4xi32>\n"
          "}\n",
          &context);
  ASSERT_TRUE(module);
  fusefuzz::untieEmptyTensors(*module);
  unsigned empties = 0;
  module->walk([&](mlir::Operation *op) {
    if (op->getName().getStringRef() == "tensor.empty") {
      ++empties;
      EXPECT_TRUE(op->hasOneUse());
    }
  });
  EXPECT_EQ(empties, 2u);
}

TEST(Oracle, MalformedInputNamesTheFile) {
  CaseResult r = check("malformed.mlir");
  EXPECT_EQ(r.verdict, Verdict::InvalidInput);
  EXPECT_NE(r.detail.find("malformed.mlir"), std::string::npos);
  EXPECT_NE(r.evidence.find("malformed.mlir"), std::string::npos);
}

TEST(Oracle, ExternalCallsAreRejectedBeforeCompiling) {
  CaseResult r = check("external_call.mlir");
  EXPECT_EQ(r.verdict, Verdict::InvalidInput);
  EXPECT_NE(r.detail.find("external function declaration"), std::string::npos)
      << r.detail;
  EXPECT_EQ(r.jitSeconds, 0.0);
}

TEST(Oracle, OpsOutsideTheSubsetAreRejected) {
  CaseResult r = check("memref_op.mlir");
  EXPECT_EQ(r.verdict, Verdict::InvalidInput);
  EXPECT_NE(r.detail.find("memref.alloc"), std::string::npos) << r.detail;
}

TEST(Oracle, AbsurdSizesAreRejected) {
  CaseResult r = check("huge.mlir");
  EXPECT_EQ(r.verdict, Verdict::InvalidInput);
  EXPECT_NE(r.detail.find("elements"), std::string::npos) << r.detail;
}

TEST(Oracle, UnknownStrategyIsInvalid) {
  EXPECT_EQ(check("chain.mlir", "no-such-strategy").verdict,
            Verdict::InvalidInput);
}

TEST(Oracle, RefusalsAreClassifiedPerRule) {
  CaseResult r = check("refusals.mlir", "none");
  ASSERT_EQ(r.verdict, Verdict::Pass) << r.detail << r.evidence;
  EXPECT_EQ(r.refusals.lookup("producer-not-all-parallel"), 1u);
  EXPECT_EQ(r.refusals.lookup("operand-not-input"), 1u);
  EXPECT_EQ(r.refusals.lookup("map-rank-mismatch"), 1u);
  EXPECT_EQ(r.refusals.lookup("reduction-loop-unbounded"), 1u);
  EXPECT_EQ(r.refusals.lookup("control-declined"), 1u);
  EXPECT_EQ(r.refusals.lookup("unclassified-illegal"), 0u);
}

TEST(Oracle, MultiUseProducerIsDeclinedByDefaultControl) {
  CaseResult r = check("multi_use.mlir", "elementwise");
  EXPECT_EQ(r.verdict, Verdict::Pass);
  EXPECT_EQ(r.fusions, 0u);
  EXPECT_EQ(r.refusals.lookup("control-declined"), 1u);
  CaseResult aggressive = check("multi_use.mlir", "elementwise-aggressive");
  EXPECT_EQ(aggressive.verdict, Verdict::Pass);
  EXPECT_EQ(aggressive.fusions, 1u);
}

TEST(Signature, InputsAreDeterministicAndCoverSpecialValues) {
  Signature sig;
  ArgSpec f;
  f.kind = {true, 32};
  f.shape = {64};
  sig.args.push_back(f);
  auto a = makeInputs(sig, InputSet::Special, 3);
  auto b = makeInputs(sig, InputSet::Special, 3);
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(a[0].data, b[0].data);
  bool sawNaN = false, sawInf = false;
  for (int64_t i = 0; i < 64; ++i) {
    sawNaN |= a[0].format(i) == "nan";
    sawInf |= a[0].format(i).find("Inf") != std::string::npos ||
              a[0].format(i).find("inf") != std::string::npos;
  }
  EXPECT_TRUE(sawNaN);
  EXPECT_TRUE(sawInf);
  EXPECT_NE(makeInputs(sig, InputSet::Random, 3)[0].data, a[0].data);
}

TEST(Executor, ScalarArgumentsArePassedByValue) {
  // Each result is filled with one scalar argument: f16, f32, i8, i1 and
  // i64 must arrive with their own widths.
  const char *text = R"mlir(
func.func @f(%h: f16, %a: f32, %t: tensor<2xi32>, %b: i8, %c: i1, %d: i64)
    -> (tensor<2xf16>, tensor<2xf32>, tensor<2xi8>, tensor<2xi1>, tensor<2xi64>) {
  %eh = tensor.empty() : tensor<2xf16>
  %ea = tensor.empty() : tensor<2xf32>
  %eb = tensor.empty() : tensor<2xi8>
  %ec = tensor.empty() : tensor<2xi1>
  %ed = tensor.empty() : tensor<2xi64>
  %fh = linalg.fill ins(%h : f16) outs(%eh : tensor<2xf16>) -> tensor<2xf16>
  %fa = linalg.fill ins(%a : f32) outs(%ea : tensor<2xf32>) -> tensor<2xf32>
  %fb = linalg.fill ins(%b : i8) outs(%eb : tensor<2xi8>) -> tensor<2xi8>
  %fc = linalg.fill ins(%c : i1) outs(%ec : tensor<2xi1>) -> tensor<2xi1>
  %fd = linalg.fill ins(%d : i64) outs(%ed : tensor<2xi64>) -> tensor<2xi64>
  return %fh, %fa, %fb, %fc, %fd : tensor<2xf16>, tensor<2xf32>, tensor<2xi8>, tensor<2xi1>, tensor<2xi64>
}
)mlir";
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(text, &test::context());
  ASSERT_TRUE(module);
  auto func = *module->getOps<mlir::func::FuncOp>().begin();
  std::string error;
  mlir::FailureOr<Signature> sig = readSignature(func, error);
  ASSERT_TRUE(mlir::succeeded(sig)) << error;
  EXPECT_TRUE((*sig).args[0].isScalar);
  EXPECT_FALSE((*sig).args[2].isScalar);
  for (InputSet set : {InputSet::Random, InputSet::Special}) {
    std::vector<HostTensor> inputs = makeInputs(*sig, set, 11);
    ASSERT_EQ(inputs.size(), 6u);
    ASSERT_TRUE(mlir::succeeded(test::session().lowering().run(*module, error)))
        << error;
    std::unique_ptr<JitModule> jit = JitModule::compile(
        test::session().jitTarget(), *module, /*optimize=*/false, error);
    ASSERT_TRUE(jit) << error;
    std::vector<HostTensor> outputs;
    ASSERT_TRUE(mlir::succeeded(jit->run("f", *sig, inputs, outputs, error)))
        << error;
    ASSERT_EQ(outputs.size(), 5u);
    const unsigned scalarOf[] = {0, 1, 3, 4, 5};
    for (unsigned r = 0; r < 5; ++r)
      for (int64_t i = 0; i < 2; ++i)
        EXPECT_EQ(outputs[r].bits(i), inputs[scalarOf[r]].bits(0))
            << "result " << r << " element " << i;
    // The module is lowered now: parse it again for the next input set.
    module = mlir::parseSourceString<mlir::ModuleOp>(text, &test::context());
    ASSERT_TRUE(module);
  }
}
