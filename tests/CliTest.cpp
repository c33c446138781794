//===- CliTest.cpp - The fusefuzz command line
//-------------------------------===//
#include "tests/TestUtil.h"
#include "tools/fusefuzz/FusefuzzMain.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include <gtest/gtest.h>
#include <set>

using namespace fusefuzz;

using test::CliRun;
using test::runCli;

/// The JSON value in the file at `path`, or nullopt when it cannot be read
/// or parsed.
static std::optional<llvm::json::Value> readJsonFile(llvm::StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return std::nullopt;
  auto parsed = llvm::json::parse((*buffer)->getBuffer());
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return std::nullopt;
  }
  return std::move(*parsed);
}

TEST(Cli, SplitInputFileChecksEachSection) {
  std::string path = test::inputPath("split_sections.mlir");
  CliRun r = runCli(
      {"check", path, "--split-input-file", "--strategy", "elementwise"});
  // One invalid section makes the exit code 2; the others still ran.
  EXPECT_EQ(r.exit, ExitUsage) << r.out << r.err;
  EXPECT_NE(r.out.find(path + ":5: pass (1 fusions)"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(path + ":23: invalid-input"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(path + ":30: pass"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("3 cases: 2 pass, 1 invalid-input"), std::string::npos)
      << r.out;
  // Without the option the file is one case with three functions.
  CliRun whole = runCli({"check", path, "--strategy", "elementwise"});
  EXPECT_NE(whole.out.find("invalid-input"), std::string::npos) << whole.out;
}

TEST(Cli, SeveralStrategiesRunOneCampaignEach) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("ffevery", dir));
  std::string json = (dir + "/summary.json").str();
  CliRun r = runCli({"run", "--seed", "5", "--cases", "6", "--strategy",
                     "pad,none", "--jobs", "1", "--json", json, "--out",
                     (dir + "/out").str(), "--no-progress"});
  ASSERT_EQ(r.exit, ExitOk) << r.out << r.err;
  EXPECT_NE(r.out.find("per strategy:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("fusefuzz: 12 cases, "), std::string::npos) << r.out;
  std::optional<llvm::json::Value> parsed = readJsonFile(json);
  ASSERT_TRUE(parsed.has_value()) << json;
  const llvm::json::Object *per =
      parsed->getAsObject()->getObject("strategies");
  ASSERT_NE(per, nullptr);
  EXPECT_EQ(per->size(), 2u);
  EXPECT_EQ(per->getObject("pad")->getInteger("cases"), 6);
  EXPECT_EQ(per->getObject("none")->getInteger("cases"), 6);
  // `every` is every registered strategy; a bad name in a list is refused.
  CliRun names = runCli({"strategies", "--names"});
  EXPECT_NE(names.out.find("\ntile-fuse-consumers\n"), std::string::npos)
      << names.out;
  EXPECT_EQ(runCli({"run", "--strategy", "pad,nope"}).exit, ExitUsage);
  llvm::sys::fs::remove_directories(dir);
}

TEST(Cli, ShortCampaignWritesSummaryJsonAndFindings) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("ffcli", dir));
  std::string json = (dir + "/summary.json").str();
  std::string out = (dir + "/out").str();
  CliRun r = runCli({"run", "--seed", "7", "--cases", "40", "--json", json,
                     "--out", out, "--no-progress"});
  // A fixed-seed campaign on upstream fusion has no new failures: known
  // upstream bugs are counted as known, anything else is a regression.
  ASSERT_EQ(r.exit, ExitOk) << r.out << r.err;
  EXPECT_NE(r.out.find("fusefuzz: 40 cases, "), std::string::npos) << r.out;
  std::optional<llvm::json::Value> parsed = readJsonFile(json);
  ASSERT_TRUE(parsed.has_value()) << json;
  const llvm::json::Object *o = parsed->getAsObject();
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->getInteger("cases"), 40);
  int64_t failures = *o->getInteger("failures");
  int64_t newFailures = *o->getInteger("new_failures");
  EXPECT_EQ(newFailures, 0);
  EXPECT_EQ(failures, newFailures + *o->getInteger("known_failures"));
  EXPECT_GT(*o->getInteger("cases_with_fusion"), 0);
  EXPECT_NE(o->getObject("fusions_by_rule"), nullptr);
  EXPECT_NE(o->getObject("refusals_by_rule"), nullptr);
  EXPECT_NE(o->getObject("cases_by_verdict"), nullptr);
  EXPECT_GT(*o->getNumber("cases_per_second"), 0.0);
  const llvm::json::Object *disagreements =
      o->getObject("oracle_disagreements");
  ASSERT_NE(disagreements, nullptr);
  EXPECT_EQ(disagreements->getInteger("prover_gaps"), 0);
  EXPECT_EQ(o->getInteger("generator_bugs"), 0);
  EXPECT_EQ(o->getObject("versions")->getString("mlir"),
            llvm::StringRef(FUSEFUZZ_LLVM_VERSION));
  // Every failure is on disk with the case, the fused IR and a report.
  const llvm::json::Array *findings = o->getArray("findings");
  ASSERT_NE(findings, nullptr);
  EXPECT_LE(static_cast<int64_t>(findings->size()), failures);
  if (failures > 0) {
    EXPECT_TRUE(llvm::sys::fs::exists(out + "/findings.tsv"));
  }
  for (const llvm::json::Value &f : *findings) {
    std::string d = f.getAsString()->str();
    EXPECT_TRUE(llvm::sys::fs::exists(d + "/case.mlir")) << d;
    EXPECT_TRUE(llvm::sys::fs::exists(d + "/report.txt")) << d;
    // The written case reproduces the same verdict.
    CliRun again = runCli({"check", d + "/case.mlir"});
    EXPECT_EQ(again.exit, ExitFailuresFound) << again.out;
  }
  llvm::sys::fs::remove_directories(dir);
}

TEST(Cli, GenerateIsDeterministic) {
  CliRun a = runCli({"generate", "--seed", "11"});
  CliRun b = runCli({"generate", "--seed", "11"});
  EXPECT_EQ(a.exit, ExitOk);
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out.find("func.func @case"), std::string::npos);
}

TEST(Cli, CheckReportsVerdictsAndExitCodes) {
  CliRun ok = runCli({"check", test::inputPath("chain.mlir")});
  EXPECT_EQ(ok.exit, ExitOk) << ok.out;
  EXPECT_NE(ok.out.find("pass (1 fusions)"), std::string::npos) << ok.out;
  CliRun bad = runCli({"check", test::inputPath("malformed.mlir")});
  EXPECT_EQ(bad.exit, ExitUsage);
  EXPECT_NE(bad.out.find("malformed.mlir"), std::string::npos);
  CliRun broken = runCli({"check", test::inputPath("pad_low.mlir"),
                          "--strategy", "broken-pad-offset"});
  EXPECT_EQ(broken.exit, ExitFailuresFound) << broken.out;
  EXPECT_NE(broken.out.find("mismatch"), std::string::npos);
  // Several files: the bad one does not stop the good one.
  CliRun both = runCli({"check", test::inputPath("malformed.mlir"),
                        test::inputPath("chain.mlir")});
  EXPECT_NE(both.out.find("chain.mlir: pass"), std::string::npos) << both.out;
}

TEST(Cli, APipelineRunsInProcessWithPluginsOrNamesTheProblem) {
  CliRun ok = runCli({"check", test::inputPath("chain.mlir"), "--pipeline",
                      "--linalg-fuse-elementwise-ops"});
  EXPECT_EQ(ok.exit, ExitOk) << ok.out << ok.err;
  EXPECT_NE(ok.out.find("pass (1 fusions)"), std::string::npos) << ok.out;
  CliRun pluginOnly = runCli({"check", test::inputPath("chain.mlir"),
                              "--load-pass-plugin", FUSEFUZZ_TEST_PLUGIN});
  EXPECT_EQ(pluginOnly.exit, ExitUsage);
  EXPECT_NE(pluginOnly.err.find("need --pipeline"), std::string::npos)
      << pluginOnly.err;
  CliRun missing =
      runCli({"check", test::inputPath("chain.mlir"), "--load-pass-plugin",
              "/nonexistent/lib.so", "--pipeline", "--cse"});
  EXPECT_EQ(missing.exit, ExitUsage);
  EXPECT_NE(missing.err.find("/nonexistent/lib.so"), std::string::npos)
      << missing.err;
}

TEST(Cli, StrategiesHidesBrokenOnes) {
  CliRun r = runCli({"strategies"});
  EXPECT_EQ(r.exit, ExitOk);
  EXPECT_NE(r.out.find("elementwise-aggressive"), std::string::npos);
  EXPECT_EQ(r.out.find("broken-"), std::string::npos);
}

TEST(Cli, BadUsageExitsTwo) {
  EXPECT_EQ(runCli({}).exit, ExitUsage);
  EXPECT_EQ(runCli({"frobnicate"}).exit, ExitUsage);
  EXPECT_EQ(runCli({"run", "--cases", "x"}).exit, ExitUsage);
  EXPECT_EQ(runCli({"run", "--strategy", "nope"}).exit, ExitUsage);
  EXPECT_EQ(runCli({"run", "--cases", "1", "--seconds", "1"}).exit, ExitUsage);
  EXPECT_EQ(runCli({"generate", "--policy", "bogus=1"}).exit, ExitUsage);
}

TEST(Cli, ReplayComparesVerdictsWithDirectives) {
  std::string cases = std::string(FUSEFUZZ_SOURCE_DIR) + "/corpus/cases";
  CliRun ok = runCli({"replay", cases});
  EXPECT_EQ(ok.exit, ExitOk) << ok.out;
  EXPECT_NE(ok.out.find(" passed, 0 failed"), std::string::npos) << ok.out;

  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("wrong", "mlir", path));
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    os << "// EXPECT: mismatch\n// STRATEGY: elementwise\n"
       << test::readInput("chain.mlir");
  }
  CliRun wrong = runCli({"replay", std::string(path)});
  EXPECT_EQ(wrong.exit, ExitFailuresFound);
  EXPECT_NE(wrong.out.find("UNEXPECTED"), std::string::npos) << wrong.out;
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    os << "// EXPECT: nonsense\n" << test::readInput("chain.mlir");
  }
  CliRun bad = runCli({"replay", std::string(path)});
  EXPECT_EQ(bad.exit, ExitFailuresFound);
  EXPECT_NE(bad.out.find("unknown verdict 'nonsense'"), std::string::npos)
      << bad.out;
  llvm::sys::fs::remove(path);
}

TEST(Cli, BenchTimesFusedAndUnfusedWithGoogleBenchmarkJson) {
  llvm::SmallString<128> out;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("bench", "json", out));
  CliRun r = runCli(
      {"bench", std::string(FUSEFUZZ_SOURCE_DIR) + "/corpus/bench/chain.mlir",
       "--scale", "2", "--benchmark_min_time=0.01", "--benchmark_filter=chain",
       "--benchmark_out=" + std::string(out), "--benchmark_out_format=json"});
  ASSERT_EQ(r.exit, ExitOk) << r.err;
  std::optional<llvm::json::Value> parsed = readJsonFile(out);
  ASSERT_TRUE(parsed.has_value()) << out.str().str();
  const llvm::json::Array *benchmarks =
      parsed->getAsObject()->getArray("benchmarks");
  ASSERT_NE(benchmarks, nullptr);
  std::set<std::string> names;
  for (const llvm::json::Value &b : *benchmarks) {
    const llvm::json::Object *o = b.getAsObject();
    names.insert(o->getString("name")->str());
    EXPECT_GT(*o->getNumber("bytes_per_call"), 0.0);
    EXPECT_EQ(*o->getNumber("fusions"), 2.0);
    EXPECT_NE(o->getString("label")->find("shapes=128x128"),
              llvm::StringRef::npos);
  }
  EXPECT_TRUE(names.count("chain/unfused/real_time"));
  EXPECT_TRUE(names.count("chain/fused/real_time"));
  llvm::sys::fs::remove(out);
  EXPECT_EQ(runCli({"bench", "--scale", "0"}).exit, ExitUsage);
}

/// The options `fusefuzz <command> --help` documents, without --help.
static std::set<std::string> documentedOptions(const std::string &command) {
  CliRun help = runCli({command, "--help"});
  std::set<std::string> options;
  llvm::StringRef text = help.out;
  while (!text.empty()) {
    size_t at = text.find("--");
    if (at == llvm::StringRef::npos)
      break;
    text = text.drop_front(at + 2);
    std::string name = text.take_while([](char c) {
                             return isalnum(static_cast<unsigned char>(c)) ||
                                    c == '-' || c == '_';
                           })
                           .str();
    if (!name.empty() && name != "help")
      options.insert("--" + name);
  }
  return options;
}

TEST(Cli, RunAcceptsEveryDocumentedOptionAndRecordsSpeedups) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("ffopts", dir));
  std::string json = (dir + "/s.json").str();
  std::string known =
      std::string(FUSEFUZZ_TEST_INPUTS) + "/../../corpus/known/KNOWN";
  std::string optTool = std::string(FUSEFUZZ_LLVM_BINDIR) + "/mlir-opt";
  // Three runs, because some options exclude others (--cases/--seconds,
  // --known/--no-known, --no-prove/--no-execute, a strategy/--opt-tool).
  std::vector<std::vector<std::string>> runs = {
      {"run",
       "--cases",
       "8",
       "--seed",
       "3",
       "--record-speedup",
       "--reduce-seconds",
       "1",
       "--keep",
       "1",
       "--known",
       known,
       "--timeout",
       "20",
       "--memory-limit",
       "2048",
       "--fusion-cpu-limit",
       "5",
       "--json",
       json,
       "--out",
       (dir + "/out").str(),
       "--no-progress",
       "--strategy",
       "all",
       "--no-prove",
       "--jobs",
       "2",
       "--shard",
       "1/1",
       "--case-log",
       "--execution",
       "interp",
       "--jit-every",
       "4",
       "--no-runtime-checks"},
      {"run",
       "--seconds",
       "2",
       "--seed",
       "4",
       "--no-known",
       "--no-execute",
       "--strategy",
       "none",
       "--policy",
       "pad=0",
       "--ulps",
       "1",
       "--no-isolate",
       "--jobs",
       "1",
       "--out",
       (dir + "/out2").str(),
       "--no-progress",
       "--verbose"},
      {"run",
       "--cases",
       "2",
       "--opt-tool",
       optTool,
       "--pipeline",
       "builtin.module(func.func(linalg-fuse-elementwise-ops))",
       "--opt-timeout",
       "30",
       "--equivalence",
       "report",
       "--equivalence-timeout",
       "200",
       "--equivalence-rlimit",
       "100000",
       "--json",
       (dir + "/s3.json").str(),
       "--out",
       (dir + "/out3").str(),
       "--no-progress"},
      {"run", "--cases", "2", "--seed", "4", "--transform-script",
       FUSEFUZZ_SOURCE_DIR
       "/corpus/schedules/tile-roots-fuse-first-producer.script",
       "--out", (dir + "/out4").str(), "--no-progress"},
      {"run", "--cases", "2", "--strategy", "elementwise", "--load-pass-plugin",
       FUSEFUZZ_TEST_PLUGIN, "--load-dialect-plugin", FUSEFUZZ_TEST_PLUGIN,
       "--pipeline", "--plugin-fuse-elementwise", "--out",
       (dir + "/out5").str(), "--no-progress"}};
  std::set<std::string> used;
  for (const auto &args : runs) {
    for (const std::string &a : args)
      if (llvm::StringRef(a).starts_with("--"))
        used.insert(a);
    CliRun r = runCli(args);
    EXPECT_EQ(r.exit, ExitOk)
        << args[1] << " " << args[2] << ": " << r.out << r.err;
  }
  for (const std::string &option : documentedOptions("run"))
    EXPECT_TRUE(used.count(option)) << option << " is documented, not tested";
  std::optional<llvm::json::Value> parsed = readJsonFile(json);
  ASSERT_TRUE(parsed.has_value()) << json;
  const llvm::json::Object *speedup =
      parsed->getAsObject()->getObject("speedup");
  ASSERT_NE(speedup, nullptr);
  EXPECT_GT(*speedup->getInteger("cases_timed"), 0);
  EXPECT_GT(*speedup->getNumber("geomean"), 0.0);
  // The external tool's cases got the end-to-end proof.
  std::optional<llvm::json::Value> external =
      readJsonFile((dir + "/s3.json").str());
  ASSERT_TRUE(external.has_value());
  const llvm::json::Object *equivalence =
      external->getAsObject()->getObject("equivalence_proofs");
  ASSERT_NE(equivalence, nullptr);
  ASSERT_NE(equivalence->getObject("by_family"), nullptr);
  llvm::sys::fs::remove_directories(dir);
}
