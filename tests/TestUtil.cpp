//===- TestUtil.cpp -------------------------------------------------------===//
#include "tests/TestUtil.h"
#include "passes/Context.h"
#include "passes/ext/ExtStrategies.h"
#include "tools/fusefuzz/FusefuzzMain.h"

#include "llvm/Support/MemoryBuffer.h"
#include <gtest/gtest.h>
#include <stdexcept>

fusefuzz::Session &fusefuzz::test::session() {
  static std::unique_ptr<Session> s = [] {
    std::string error;
    // The binary's strategies: the built-ins and fusefuzz's own library.
    StrategyRegistry strategies;
    ext::registerFusionExtensions(strategies);
    std::unique_ptr<Session> created = Session::create(error, strategies);
    if (!created)
      throw std::runtime_error("cannot create a session: " + error);
    return created;
  }();
  return *s;
}

mlir::MLIRContext &fusefuzz::test::context() { return session().context(); }

std::string fusefuzz::test::inputPath(const std::string &name) {
  return std::string(FUSEFUZZ_TEST_INPUTS) + "/" + name;
}

std::string
fusefuzz::test::factOfFused(const std::string &ir,
                            std::string (*fact)(mlir::func::FuncOp)) {
  std::string error;
  auto module = parseModule(ir, "fused.mlir", context(), error);
  EXPECT_TRUE(module) << error;
  if (!module)
    return "(does not parse)";
  return fact(module->lookupSymbol<mlir::func::FuncOp>("fused"));
}

std::string fusefuzz::test::readInput(const std::string &name) {
  auto buffer = llvm::MemoryBuffer::getFile(inputPath(name));
  if (!buffer)
    throw std::runtime_error("missing test input " + name);
  return (*buffer)->getBuffer().str();
}

fusefuzz::test::CliRun fusefuzz::test::runCli(std::vector<std::string> args) {
  CliRun r;
  llvm::raw_string_ostream out(r.out), err(r.err);
  r.exit = fusefuzzMain(args, out, err);
  return r;
}

const std::vector<fusefuzz::test::BrokenCase> &fusefuzz::test::brokenCases() {
  static const std::vector<BrokenCase> cases = {
      {"broken-index-remap", "elementwise", "index_transpose.mlir"},
      {"broken-permutation-inverse", "elementwise", "cyclic3d.mlir"},
      {"broken-pad-offset", "pad", "pad_low.mlir"},
      {"broken-dropped-result", "elementwise-aggressive", "multi_use.mlir"},
      {"broken-uninitialized-init", "stepwise", "reads_filled_init.mlir"},
      {"broken-tile-slice-offset", "tile-fuse-producers",
       "tile_chain_seeded.mlir", true},
      {"broken-tile-last-partial", "tile-fuse-producers",
       "tile_chain_seeded.mlir", true},
      {"broken-consumer-wrong-tile", "tile-fuse-consumers",
       "consumer_fan_seeded.mlir", true},
      // passes/ext (registered at run time, as downstream code is).
      {"broken-multi-operand", "multi-operand",
       "ext_multi_operand_differ.mlir"},
      {"broken-intermediate-output", "intermediate-output",
       "ext_intermediate.mlir"},
      {"broken-horizontal", "horizontal", "ext_siblings.mlir"},
      {"broken-tile-fuse-ext", "tile-fuse-ext", "ext_reduction_init.mlir",
       true},
      {"broken-merged-slice", "tile-fuse-ext", "ext_diamond.mlir", true},
      {"broken-multi-root", "multi-root", "ext_roots.mlir", true}};
  return cases;
}

std::string fusefuzz::test::brokenCaseName(const BrokenCase &c) {
  std::string name = c.broken;
  for (char &ch : name)
    if (ch == '-')
      ch = '_';
  return name;
}

const char *const fusefuzz::test::kTransposeSquarePlus = R"(
func.func @case(%a: tensor<?x3xf32>, %b: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x3xf32>
  %e = tensor.empty(%n) : tensor<3x?xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x3xf32>) outs(%e : tensor<3x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<3x?xf32>
  %e2 = tensor.empty(%n) : tensor<3x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t, %b : tensor<3x?xf32>, tensor<3x?xf32>) outs(%e2 : tensor<3x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<3x?xf32>
  return %r : tensor<3x?xf32>
}
)";

fusefuzz::CaseResult fusefuzz::test::checkFusedText(const std::string &unfused,
                                                    const std::string &fused) {
  fusefuzz::CheckOptions options;
  options.fusedText = fused;
  options.fusedName = "fused.mlir";
  options.execute = false;
  options.equivalence = fusefuzz::CheckOptions::EquivalenceMode::Decide;
  generousEquivalenceBudget(options);
  return checkCase(session(), unfused, "case.mlir", options);
}

void fusefuzz::test::generousEquivalenceBudget(
    fusefuzz::CheckOptions &options) {
  options.equivalenceRlimit = 0; // none
  options.equivalenceTimeoutMs = 20000;
}

void fusefuzz::test::expectProved(const CaseResult &r) {
  EXPECT_EQ(r.equivalence, "proved") << r.detail << "\n"
                                     << r.equivalenceReport << "\n"
                                     << r.evidence;
}

void fusefuzz::test::expectRefuted(const CaseResult &r) {
  EXPECT_EQ(r.equivalence, "refuted") << r.detail << "\n"
                                      << r.equivalenceReport << "\n"
                                      << r.evidence;
  EXPECT_NE(r.equivalenceDetail.find("counterexample"), std::string::npos)
      << r.equivalenceDetail;
}

std::string fusefuzz::test::replaceAll(std::string text,
                                       const std::string &from,
                                       const std::string &to) {
  for (size_t pos = text.find(from); pos != std::string::npos;
       pos = text.find(from, pos + to.size()))
    text.replace(pos, from.size(), to);
  return text;
}
