//===- ParallelCampaignTest.cpp - Throughput paths keep the verdicts ------===//
//
// --jobs and --shard check the same cases with the same verdicts;
// summaries merge exactly.
//
//===----------------------------------------------------------------------===//
#include "fuzz/ParallelCampaign.h"
#include "oracle/summary/SummaryJson.h"
#include "tests/TestUtil.h"
#include "tools/fusefuzz/FusefuzzMain.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <gtest/gtest.h>
#include <map>
#include <set>

using namespace fusefuzz;

TEST(ParallelCampaign, ShardsAndJobsPartitionTheCaseSequence) {
  const uint64_t cases = 50;
  for (unsigned shards : {1u, 2u, 3u})
    for (unsigned jobs : {1u, 2u, 4u}) {
      std::multiset<uint64_t> seen;
      for (unsigned shard = 0; shard < shards; ++shard)
        for (unsigned worker = 0; worker < jobs; ++worker) {
          CampaignOptions o =
              workerOptions(CampaignOptions(), {shard, shards, jobs}, worker);
          for (uint64_t i = o.firstIndex; i < cases; i += o.indexStride)
            seen.insert(i);
        }
      ASSERT_EQ(seen.size(), cases) << shards << " shards, " << jobs;
      for (uint64_t i = 0; i < cases; ++i)
        EXPECT_EQ(seen.count(i), 1u) << i;
    }
}

TEST(ParallelCampaign, ShardArgumentIsChecked) {
  Sharding s;
  EXPECT_FALSE(bool(parseShard("2/3", s)));
  EXPECT_EQ(s.shard, 1u);
  EXPECT_EQ(s.shards, 3u);
  for (const char *bad : {"0/3", "4/3", "3", "a/b", "1/0"}) {
    llvm::Error e = parseShard(bad, s);
    EXPECT_TRUE(bool(e)) << bad;
    llvm::consumeError(std::move(e));
  }
}

namespace {
/// (index, seed, verdict, fusions) of every case a run logged.
using CaseLines = std::set<std::string>;

CaseLines caseLines(llvm::StringRef outDir) {
  CaseLines lines;
  auto buffer = llvm::MemoryBuffer::getFile(outDir + "/cases.tsv");
  if (!buffer)
    return lines;
  llvm::SmallVector<llvm::StringRef> rows;
  (*buffer)->getBuffer().split(rows, '\n', -1, false);
  for (llvm::StringRef row : rows) {
    llvm::SmallVector<llvm::StringRef> f;
    row.split(f, '\t');
    lines.insert((f[0] + " " + f[1] + " " + f[2] + " " + f[3]).str());
  }
  return lines;
}

struct TempDir {
  TempDir() { llvm::sys::fs::createUniqueDirectory("ffparallel", path); }
  ~TempDir() { llvm::sys::fs::remove_directories(path); }
  std::string sub(llvm::StringRef name) const {
    return (path + "/" + name).str();
  }
  llvm::SmallString<128> path;
};

test::CliRun run(const std::string &out, std::vector<std::string> extra) {
  std::vector<std::string> args = {"run",
                                   "--cases",
                                   "12",
                                   "--seed",
                                   "11",
                                   "--strategy",
                                   "pad+elementwise",
                                   "--no-progress",
                                   "--case-log",
                                   "--reduce-seconds",
                                   "0",
                                   "--out",
                                   out};
  args.insert(args.end(), extra.begin(), extra.end());
  return test::runCli(args);
}
} // namespace

TEST(ParallelCampaign, JobsAndShardsCheckTheSameCasesWithTheSameVerdicts) {
  TempDir dir;
  test::CliRun one = run(dir.sub("one"), {"--jobs", "1"});
  ASSERT_EQ(one.exit, 0) << one.err;
  CaseLines expected = caseLines(dir.sub("one"));
  ASSERT_EQ(expected.size(), 12u);

  test::CliRun two = run(dir.sub("two"), {"--jobs", "2"});
  ASSERT_EQ(two.exit, 0) << two.err;
  EXPECT_EQ(caseLines(dir.sub("two")), expected);
  EXPECT_NE(two.out.find("12 cases"), std::string::npos) << two.out;
  EXPECT_NE(two.out.find("2 workers"), std::string::npos) << two.out;

  CaseLines sharded;
  uint64_t total = 0;
  for (const char *shard : {"1/3", "2/3", "3/3"}) {
    std::string out = dir.sub(std::string("shard") + shard[0]);
    test::CliRun r = run(out, {"--jobs", "2", "--shard", shard});
    ASSERT_EQ(r.exit, 0) << r.err;
    CaseLines lines = caseLines(out);
    total += lines.size();
    sharded.insert(lines.begin(), lines.end());
  }
  EXPECT_EQ(total, 12u);
  EXPECT_EQ(sharded, expected);
}

TEST(ParallelCampaign, WorkersShareTheReportsKeptPerSignature) {
  TempDir dir;
  std::string out = dir.sub("out");
  test::CliRun r =
      test::runCli({"run", "--cases", "24", "--seed", "1", "--strategy",
                    "broken-dropped-result", "--no-known", "--keep", "1",
                    "--reduce-seconds", "0", "--jobs", "2", "--no-progress",
                    "--out", out, "--json", dir.sub("s.json")});
  ASSERT_EQ(r.exit, ExitFailuresFound) << r.out << r.err;
  llvm::Expected<Summary> s =
      loadMergedSummaries(std::vector<std::string>{dir.sub("s.json")});
  ASSERT_TRUE(bool(s)) << llvm::toString(s.takeError());
  EXPECT_EQ(s->workers, 2u);
  ASSERT_FALSE(s->distinct.empty());
  EXPECT_GT(s->failures, s->distinct.size()); // some signature seen twice
  // One report per distinct signature across both workers.
  EXPECT_EQ(s->findings.size(), s->distinct.size());
  std::error_code ec;
  unsigned dirs = 0;
  for (llvm::sys::fs::directory_iterator it(out, ec), end; it != end && !ec;
       it.increment(ec))
    dirs += it->type() == llvm::sys::fs::file_type::directory_file;
  EXPECT_EQ(dirs, s->findings.size());
  EXPECT_FALSE(llvm::sys::fs::exists(out + "/.claims"));
}

TEST(SummaryJson, RoundTripsAndMergesExactly) {
  Summary a, b;
  a.strategy = b.strategy = "all";
  a.cases = 10;
  a.failures = 2;
  a.knownFailures = 1;
  a.byVerdict[Verdict::Pass] = 8;
  a.byVerdict[Verdict::Mismatch] = 2;
  a.fired["FusePadOp"] = 3;
  a.refusals["producer-not-all-parallel"] = 4;
  a.families["pad+elementwise"] = {6, 3};
  a.seconds = 5;
  a.lowerSeconds = 1.5;
  a.equivalenceSeconds = {0.001, 0.003};
  a.distinct["mismatch:FusePadOp"] = {2, false, "", "out/m1"};
  a.findings = {"out/m1"};
  // A seed past INT64_MAX (half of all seeds) survives the round trip.
  a.disagreements.push_back(
      {10789244085517130291u, "mismatch:X", "prover gap", true});
  b.cases = 4;
  b.byVerdict[Verdict::Pass] = 4;
  b.fired["FusePadOp"] = 1;
  b.seconds = 6;
  b.equivalenceSeconds = {0.002};
  b.distinct["mismatch:FusePadOp"] = {1, false, "", "out/m2"};
  b.disagreements.push_back({9, "mismatch:X", "prover gap", true});

  llvm::Expected<Summary> back = summaryFromJson(summaryToJson(a));
  ASSERT_TRUE(bool(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(back->cases, 10u);
  EXPECT_EQ(back->newFailures(), 1u);
  EXPECT_EQ(back->byVerdict[Verdict::Mismatch], 2u);
  EXPECT_EQ(back->fired["FusePadOp"], 3u);
  EXPECT_EQ(back->refusals["producer-not-all-parallel"], 4u);
  EXPECT_EQ(back->families["pad+elementwise"].fused, 3u);
  EXPECT_DOUBLE_EQ(back->lowerSeconds, 1.5);
  EXPECT_EQ(back->equivalenceSeconds.size(), 2u);
  EXPECT_EQ(back->distinct["mismatch:FusePadOp"].firstDir, "out/m1");
  EXPECT_TRUE(back->disagreements[0].proverGap);
  EXPECT_EQ(back->disagreements[0].seed, 10789244085517130291u);

  back->merge(b);
  EXPECT_EQ(back->cases, 14u);
  EXPECT_EQ(back->workers, 2u);
  EXPECT_DOUBLE_EQ(back->seconds, 6); // the longer wall time
  EXPECT_EQ(back->fired["FusePadOp"], 4u);
  EXPECT_EQ(back->distinct.size(), 1u);
  EXPECT_EQ(back->distinct["mismatch:FusePadOp"].count, 3u);
  EXPECT_EQ(back->distinct["mismatch:FusePadOp"].firstDir, "out/m1");
  EXPECT_EQ(back->disagreements.size(), 1u); // deduplicated by signature
  EXPECT_NEAR(back->equivalenceQuantile(0.5), 0.002,
              1e-9); // over all 3 samples
  EXPECT_NEAR(back->casesPerSecondPerWorker(), 14.0 / 6 / 2, 1e-9);

  llvm::Expected<Summary> bad =
      summaryFromJson(llvm::json::Object{{"cases", 3}});
  EXPECT_FALSE(bool(bad));
  llvm::consumeError(bad.takeError());
}
