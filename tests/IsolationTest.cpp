//===- IsolationTest.cpp - Crashes and hangs do not end a campaign
//----------===//
#include "fuzz/Isolation.h"
#include "fuzz/Campaign.h"
#include "passes/Strategy.h"
#include "tests/TestUtil.h"

#include "llvm/Support/FileSystem.h"
#include <csignal>
#include <cstdlib>
#include <gtest/gtest.h>
#include <thread>

using namespace fusefuzz;
using namespace mlir;

static LogicalResult crashingStrategy(func::FuncOp, FusionTally &) {
  std::raise(SIGSEGV);
  return success();
}

/// Spins on the CPU, like a walk around a corrupted parent chain.
static LogicalResult spinningStrategy(func::FuncOp, FusionTally &) {
  volatile uint64_t n = 0;
  for (;;)
    n = n + 1;
}

static LogicalResult hangingStrategy(func::FuncOp, FusionTally &) {
  for (;;)
    std::this_thread::sleep_for(std::chrono::seconds(1));
}

/// Waits 3 s without computing (as a worker the machine's other processes
/// keep from the CPU), then fuses nothing.
static LogicalResult nappingStrategy(func::FuncOp, FusionTally &) {
  std::this_thread::sleep_for(std::chrono::seconds(3));
  return success();
}

/// Crashes with a crash handler slower than the time limit: LLVM's handler
/// starts its dump, then takes long (symbolizing on a loaded machine).
static LogicalResult slowlyCrashingStrategy(func::FuncOp, FusionTally &) {
  llvm::errs() << "PLEASE submit a bug report to nobody\nStack dump:\n";
  llvm::errs().flush();
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  std::raise(SIGSEGV);
  return success();
}

static void registerTestStrategies() {
  test::session().strategies().add({"test-slow-crash", slowlyCrashingStrategy,
                                    "crashes, dumping slowly", true, "none"});
  test::session().strategies().add(
      {"test-crash", crashingStrategy, "raises SIGSEGV", true, "none"});
  test::session().strategies().add(
      {"test-hang", hangingStrategy, "never returns", true, "none"});
  test::session().strategies().add(
      {"test-spin", spinningStrategy, "spins forever", true, "none"});
  test::session().strategies().add(
      {"test-nap", nappingStrategy, "waits 3 s", true, "none"});
}

/// Checks chain.mlir; `seconds` gets how long it took.
static CaseResult timedCheck(IsolatedChecker &checker, double &seconds) {
  auto start = std::chrono::steady_clock::now();
  CaseResult r = checker.check(test::readInput("chain.mlir"), "chain.mlir");
  seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return r;
}

static IsolationOptions shortLimit() {
  IsolationOptions isolation;
  isolation.timeoutSeconds = 1.5;
  return isolation;
}

TEST(Isolation, CrashingStrategyIsACrashAndTheNextCaseStillRuns) {
  registerTestStrategies();
  CheckOptions options;
  options.strategy = "test-crash";
  IsolatedChecker checker(test::session(), options, shortLimit());
  std::string text = test::readInput("chain.mlir");
  CaseResult r = checker.check(text, "chain.mlir");
  EXPECT_EQ(r.verdict, Verdict::Crash);
  EXPECT_NE(r.detail.find("signal 11"), std::string::npos) << r.detail;
  // A fresh worker takes the next case.
  CaseResult again = checker.check(text, "chain.mlir");
  EXPECT_EQ(again.verdict, Verdict::Crash);
  EXPECT_EQ(checker.workersStarted(), 2u);
}

TEST(Isolation, ACrashWhoseDumpOutlastsTheTimeLimitIsStillACrash) {
  // The verdict must not depend on how busy the machine is.
  registerTestStrategies();
  CheckOptions options;
  options.strategy = "test-slow-crash";
  IsolatedChecker checker(test::session(), options, shortLimit());
  CaseResult r = checker.check(test::readInput("chain.mlir"), "chain.mlir");
  EXPECT_EQ(r.verdict, Verdict::Crash) << r.detail;
  EXPECT_NE(r.detail.find("signal 11"), std::string::npos) << r.detail;
}

TEST(Isolation, HangingStrategyTimesOut) {
  registerTestStrategies();
  CheckOptions options;
  options.strategy = "test-hang";
  IsolatedChecker checker(test::session(), options, shortLimit());
  double seconds = 0;
  CaseResult r = timedCheck(checker, seconds);
  EXPECT_EQ(r.verdict, Verdict::Timeout);
  EXPECT_LT(seconds, 10.0);
}

TEST(Isolation, ASpinningFusionIsStoppedByTheCpuWatchdog) {
  registerTestStrategies();
  CheckOptions options;
  options.strategy = "test-spin";
  IsolationOptions isolation;
  isolation.timeoutSeconds = 60;
  isolation.fusionCpuSeconds = 0.5;
  IsolatedChecker checker(test::session(), options, isolation);
  double seconds = 0;
  CaseResult r = timedCheck(checker, seconds);
  EXPECT_EQ(r.verdict, Verdict::Timeout);
  EXPECT_NE(r.detail.find("CPU time"), std::string::npos) << r.detail;
  EXPECT_LT(seconds, 30.0);
  // A sleeping strategy uses no CPU: only the wall-clock limit ends it.
  options.strategy = "test-hang";
  isolation.timeoutSeconds = 1.5;
  IsolatedChecker sleeper(test::session(), options, isolation);
  CaseResult slept = sleeper.check(test::readInput("chain.mlir"), "chain.mlir");
  EXPECT_EQ(slept.verdict, Verdict::Timeout);
  EXPECT_NE(slept.detail.find("no result within"), std::string::npos)
      << slept.detail;
}

TEST(Isolation, AWorkerKilledForTimeTakesItsExternalToolWithIt) {
  // The tool's own limit (60 s) outlasts the case's (1.5 s): the worker is
  // killed while the tool runs, and the tool must die with it (orphaned
  // mlir-opt runs used to keep the machine busy for an hour).
  CheckOptions options;
  ExternalTool ext;
  ext.path = test::inputPath("tools/hang-long-tool.sh");
  ext.pipeline = "--x";
  ext.timeoutSeconds = 60;
  options.external = ext;
  options.strategy = "external";
  IsolatedChecker checker(test::session(), options, shortLimit());
  CaseResult r = checker.check(test::readInput("chain.mlir"), "chain.mlir");
  EXPECT_EQ(r.verdict, Verdict::Timeout) << r.detail;
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_NE(std::system("pgrep -f 'slee[p] 601' >/dev/null"), 0)
      << "the external tool outlived its worker";
}

TEST(Isolation, CrashingKernelIsACrash) {
  CheckOptions options;
  options.strategy = "none";
  IsolatedChecker checker(test::session(), options, shortLimit());
  CaseResult r =
      checker.check(test::readInput("kernel_crash.mlir"), "kernel_crash.mlir");
  EXPECT_EQ(r.verdict, Verdict::Crash) << r.detail;
  // And a good case right after passes in a new worker.
  EXPECT_EQ(checker.check(test::readInput("chain.mlir"), "chain.mlir").verdict,
            Verdict::Pass);
}

TEST(Isolation, HangingKernelTimesOut) {
  CheckOptions options;
  options.strategy = "none";
  IsolatedChecker checker(test::session(), options, shortLimit());
  CaseResult r =
      checker.check(test::readInput("kernel_hang.mlir"), "kernel_hang.mlir");
  EXPECT_EQ(r.verdict, Verdict::Timeout) << r.detail;
}

TEST(Isolation, ResultsSurviveTheRoundTrip) {
  CheckOptions options;
  options.strategy = "elementwise";
  IsolatedChecker checker(test::session(), options, shortLimit());
  CaseResult isolated =
      checker.check(test::readInput("chain.mlir"), "chain.mlir");
  CaseResult direct = checkCase(test::session(), test::readInput("chain.mlir"),
                                "chain.mlir", options);
  EXPECT_EQ(isolated.verdict, direct.verdict);
  EXPECT_EQ(isolated.fusions, direct.fusions);
  EXPECT_EQ(isolated.fusedText, direct.fusedText);
  EXPECT_EQ(isolated.fired.lookup("FuseElementwiseOps"), 1u);
}

TEST(Isolation, CampaignWithCrashesWritesEveryFindingAndFinishes) {
  registerTestStrategies();
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("ffiso", dir));
  CampaignOptions options;
  options.maxCases = 3;
  options.maxSeconds = 0;
  options.check.strategy = "test-crash";
  options.outDir = std::string(dir);
  std::string log;
  llvm::raw_string_ostream os(log);
  Summary s = runCampaign(test::session(), options, os);
  EXPECT_EQ(s.cases, 3u);
  EXPECT_EQ(s.byVerdict[Verdict::Crash], 3u);
  EXPECT_EQ(s.findings.size(), 3u);
  for (const std::string &f : s.findings)
    EXPECT_TRUE(llvm::sys::fs::exists(f + "/case.mlir"));
  llvm::sys::fs::remove_directories(dir);
}

TEST(Isolation, TheCaseLimitCountsTheWorkersCpuTimeNotTheWallClock) {
  // 3 s on the wall clock, almost no CPU time, under a limit of 1.5 s: the
  // case completes (a worker kept from the CPU by a busy machine is not a
  // timeout), within the wall-clock guard of four times the limit.
  registerTestStrategies();
  CheckOptions options;
  options.strategy = "test-nap";
  IsolatedChecker checker(test::session(), options, shortLimit());
  double seconds = 0;
  CaseResult r = timedCheck(checker, seconds);
  EXPECT_EQ(r.verdict, Verdict::Pass) << r.detail;
  EXPECT_GE(seconds, 3.0);
}
