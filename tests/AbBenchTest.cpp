//===- AbBenchTest.cpp - Two fusion strategies timed in one run -----------===//
//
// The power of the A/B comparison, measured: the same strategy against
// itself (A/A, each side compiled on its own) judges no case slower or
// faster, and the same with B's time per call made exactly 5% longer
// (B's batches run 5% more calls than they charge) is judged slower on
// the cases it can judge. The reports carry every case's ratio and
// interval.
//
//===----------------------------------------------------------------------===//
#include "reports/AbBench.h"
#include "tests/TestUtil.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <gtest/gtest.h>

using namespace fusefuzz;

static std::vector<std::pair<std::string, std::string>> benchCases() {
  std::vector<std::pair<std::string, std::string>> cases;
  for (const char *name :
       {"broadcast", "chain", "pad", "reduction", "transpose"}) {
    std::string path =
        std::string(FUSEFUZZ_SOURCE_DIR) + "/corpus/bench/" + name + ".mlir";
    auto buffer = llvm::MemoryBuffer::getFile(path);
    EXPECT_TRUE(bool(buffer)) << path;
    if (buffer)
      cases.emplace_back(name, (*buffer)->getBuffer().str());
  }
  return cases;
}

static AbOptions sameStrategy(double slowdown) {
  AbOptions o;
  o.a.name = o.b.name = "pad+elementwise";
  o.a.options.strategy = o.b.options.strategy = "pad+elementwise";
  o.rounds = 30;
  o.targetSeconds = 0.0003;
  o.injectSlowdown = slowdown;
  o.seed = 7;
  return o;
}

TEST(AbBench, AaFlagsNothingAndAFivePercentSlowdownIsFlagged) {
  std::string log;
  llvm::raw_string_ostream os(log);
  AbReport aa = runAbBench(test::session(), benchCases(), sameStrategy(0), os);
  ASSERT_EQ(aa.cases.size(), 5u) << log;
  EXPECT_EQ(aa.count("slower") + aa.count("faster"), 0u) << renderAbText(aa);
  EXPECT_NEAR(aa.geomean, 1.0, 0.02) << renderAbText(aa);
  AbReport slow =
      runAbBench(test::session(), benchCases(), sameStrategy(0.05), os);
  ASSERT_EQ(slow.cases.size(), 5u) << log;
  // On a loaded machine a case may be too noisy to judge; those judged
  // are slower, and most are judged.
  unsigned judged = 5 - slow.count("too noisy to judge");
  EXPECT_GE(judged, 4u) << renderAbText(slow);
  EXPECT_EQ(slow.count("slower"), judged) << renderAbText(slow);
  EXPECT_NEAR(slow.geomean, 1.05, 0.02) << renderAbText(slow);
  // Every case, its ratio and interval, in each form.
  for (const std::string &text :
       {renderAbText(slow), renderAbJson(slow), renderAbHtml(slow)})
    for (const AbCase &c : slow.cases)
      EXPECT_NE(text.find(c.name), std::string::npos) << text;
  EXPECT_NE(renderAbHtml(slow).find("<svg"), std::string::npos);
  EXPECT_NE(renderAbJson(slow).find("\"geomean\""), std::string::npos);
}
