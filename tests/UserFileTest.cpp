//===- UserFileTest.cpp - A user's file reduced to one case ---------------===//
//
// The function picked (by name, else the one a driver calls), the helpers
// inlined, the drivers and declarations dropped, the script taken out
// wherever the file keeps it, and a check applying that script.
//
//===----------------------------------------------------------------------===//
#include "oracle/pipeline/UserFile.h"
#include "oracle/pipeline/CheckCase.h"
#include "tests/TestUtil.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Parser/Parser.h"
#include <gtest/gtest.h>

using namespace fusefuzz;
using namespace mlir;

namespace {
struct Extracted {
  OwningOpRef<ModuleOp> module, script;
  std::vector<std::string> notes;
  std::string error;
  bool ok = false;
  /// The names of the functions left.
  std::vector<std::string> functions() {
    std::vector<std::string> names;
    for (auto f : module->getOps<func::FuncOp>())
      names.push_back(f.getSymName().str());
    return names;
  }
};
} // namespace

static Extracted extract(llvm::StringRef text, llvm::StringRef funcName = "") {
  Extracted e;
  e.module = parseSourceString<ModuleOp>(text, &test::context());
  EXPECT_TRUE(e.module) << text.str();
  e.ok =
      succeeded(extractCase(*e.module, funcName, e.script, e.notes, e.error));
  return e;
}

static const char *kHelper = R"mlir(
func.func @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir";

static const char *kKernel = R"mlir(
func.func @kernel(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = arith.mulf %0, %x : tensor<4xf32>
  return %1 : tensor<4xf32>
}
)mlir";

static const char *kDriver = R"mlir(
func.func @main() {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %r = call @kernel(%c) : (tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(%ptr : tensor<*xf32>)
)mlir";

static const char *kScript = R"mlir(
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
)mlir";

TEST(UserFile, OneFunctionIsLeftAsItIs) {
  Extracted e = extract(kHelper);
  ASSERT_TRUE(e.ok) << e.error;
  EXPECT_EQ(e.functions(), std::vector<std::string>{"helper"});
  EXPECT_TRUE(e.notes.empty());
  EXPECT_FALSE(e.script);
}

TEST(UserFile, TheKernelADriverCallsIsCheckedWithItsHelpersInlined) {
  Extracted e = extract(std::string(kHelper) + kKernel + kDriver + kScript);
  ASSERT_TRUE(e.ok) << e.error;
  EXPECT_EQ(e.functions(), std::vector<std::string>{"kernel"});
  ASSERT_TRUE(e.script);
  EXPECT_TRUE(e.script->lookupSymbol("__transform_main"));
  // No call is left, and the helper's add now feeds the multiply.
  bool calls = false;
  e.module->walk([&](func::CallOp) { calls = true; });
  EXPECT_FALSE(calls);
  ASSERT_EQ(e.notes.size(), 2u);
  EXPECT_EQ(e.notes[0], "inlined the calls of @kernel to @helper");
  EXPECT_EQ(e.notes[1],
            "checking @kernel; ignored @main (not the function checked)");
}

TEST(UserFile, SeveralCandidatesNeedAName) {
  std::string text = std::string(kHelper) + R"mlir(
func.func @other(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
)mlir";
  Extracted e = extract(text);
  EXPECT_FALSE(e.ok);
  EXPECT_EQ(e.error, "several functions could be the case (@helper, @other): "
                     "pick one with --func NAME");
  Extracted picked = extract(text, "other");
  ASSERT_TRUE(picked.ok) << picked.error;
  EXPECT_EQ(picked.functions(), std::vector<std::string>{"other"});
  Extracted missing = extract(text, "absent");
  EXPECT_FALSE(missing.ok);
  EXPECT_EQ(missing.error, "no function @absent with a body in the file "
                           "(functions: @helper, @other)");
}

TEST(UserFile, ADriverAloneIsNoCase) {
  Extracted e = extract(std::string(kHelper) + kKernel + kDriver, "main");
  // Picked by name, the driver keeps its call to the declaration, for the
  // subset check to reject.
  ASSERT_TRUE(e.ok) << e.error;
  EXPECT_EQ(e.functions(),
            (std::vector<std::string>{"main", "printMemrefF32"}));
}

TEST(UserFile, ScriptOpsAtTopLevelAndAPayloadModuleAreFound) {
  // The layout of `mlir-opt --transform-interpreter` inputs fusefuzz
  // prints: the payload in a module, the script in another; and a script
  // whose ops sit beside the function in a marked module.
  Extracted nested = extract("module {" + std::string(kHelper) + "}" + kScript);
  ASSERT_TRUE(nested.ok) << nested.error;
  EXPECT_EQ(nested.functions(), std::vector<std::string>{"helper"});
  EXPECT_TRUE(nested.script);
  Extracted beside =
      extract("module attributes {transform.with_named_sequence} {" +
              std::string(kHelper) +
              "transform.named_sequence @__transform_main(%arg0: "
              "!transform.any_op {transform.readonly}) { transform.yield }}");
  ASSERT_TRUE(beside.ok) << beside.error;
  EXPECT_EQ(beside.functions(), std::vector<std::string>{"helper"});
  ASSERT_TRUE(beside.script);
  EXPECT_TRUE(beside.script->lookupSymbol("__transform_main"));
  EXPECT_FALSE((*beside.module)->hasAttr("transform.with_named_sequence"));
}

TEST(UserFile, TheFilesScriptIsTheFusionChecked) {
  // A script that tiles the multiply and fuses the add into its loop: the
  // check applies it (no strategy runs) and the end-to-end proof decides.
  std::string text = std::string(kHelper) + kKernel + R"mlir(
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %add, %mul = transform.split_handle %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled, %forall = transform.structured.tile_using_forall %mul tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %add into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
)mlir";
  CheckOptions options;
  options.execution = Execution::Both;
  CaseResult r = checkCase(test::session(), text, "user.mlir", options);
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail << r.evidence;
  // The add is fused twice: the converted multiply reads it as an input
  // and as its init (elementwise ops become generics whose init is an
  // operand).
  EXPECT_EQ(r.fired.lookup("UserSchedule"), 2u);
  EXPECT_EQ(r.family, "schedule");
  EXPECT_EQ(r.equivalence, "proved");
}

TEST(UserFile, ACounterexampleIsRerunThroughTheFilesOwnScript) {
  // transform.structured.fuse tiles the matmul's reduction dim too and
  // fuses the fill into that loop: where K = 0 no iteration writes the
  // result. The refutation names K = 0; the re-run at those sizes must
  // fuse with the file's script again (with the default strategy instead
  // it passed).
  const char *text = R"mlir(
func.func @gemm_fill(%a: tensor<?x?xi32>, %b: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %m = tensor.dim %a, %c0 : tensor<?x?xi32>
  %n = tensor.dim %b, %c1 : tensor<?x?xi32>
  %e = tensor.empty(%m, %n) : tensor<?x?xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<?x?xi32>) -> tensor<?x?xi32>
  %r = linalg.matmul ins(%a, %b : tensor<?x?xi32>, tensor<?x?xi32>) outs(%f : tensor<?x?xi32>) -> tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:3 = transform.structured.fuse %mm tile_sizes [2, 3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
)mlir";
  CaseResult r = checkCase(test::session(), text, "gemm.mlir", CheckOptions());
  EXPECT_EQ(r.verdict, Verdict::ProofFailure) << r.detail;
  EXPECT_NE(r.failedProof.find("dim(arg0,1)=0"), std::string::npos)
      << r.failedProof;
  EXPECT_EQ(r.counterexampleConfirmed, std::optional<bool>(true)) << r.evidence;
  EXPECT_NE(r.evidence.find("reads memory nobody wrote"), std::string::npos)
      << r.evidence;
}
