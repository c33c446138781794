//===- ReportTest.cpp - Statistics, comparisons, summaries, history -------===//
#include "oracle/summary/SummaryJson.h"
#include "reports/BenchCompare.h"
#include "reports/History.h"
#include "reports/Stats.h"
#include "reports/SummaryReport.h"
#include "reports/SummaryText.h"
#include "reports/Svg.h"
#include "reports/UpstreamReport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include <cmath>
#include <gtest/gtest.h>

using namespace fusefuzz;

TEST(Stats, MannWhitneyExactAndApproximate) {
  // Fully separated samples of 5: two-sided exact p = 2 / C(10,5) = 2/252.
  EXPECT_NEAR(mannWhitneyP({1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}), 2.0 / 252,
              1e-12);
  EXPECT_GT(mannWhitneyP({1, 2, 3}, {1, 2, 3}), 0.99);
  EXPECT_EQ(mannWhitneyP({5, 5, 5}, {5, 5, 5}), 1.0);
  EXPECT_EQ(mannWhitneyP({}, {1}), 1.0);
  // Interleaved samples are not significant.
  EXPECT_GT(mannWhitneyP({1, 3, 5, 7, 9}, {2, 4, 6, 8, 10}), 0.5);
  // Large separated samples with ties (normal approximation).
  std::vector<double> a(30, 1.0), b(30, 2.0);
  a[0] = 1.5;
  EXPECT_LT(mannWhitneyP(a, b), 1e-6);
}

TEST(Stats, HolmGeomeanMedianCv) {
  std::vector<double> adj = holmAdjust({0.01, 0.04, 0.03});
  EXPECT_NEAR(adj[0], 0.03, 1e-12); // 3 * 0.01
  EXPECT_NEAR(adj[2], 0.06, 1e-12); // 2 * 0.03
  EXPECT_NEAR(adj[1], 0.06, 1e-12); // max(1 * 0.04, 0.06)
  EXPECT_NEAR(geometricMean({2, 8}), 4, 1e-12);
  EXPECT_EQ(median({3, 1, 2}), 2);
  EXPECT_EQ(median({4, 1, 2, 3}), 2.5);
  EXPECT_NEAR(coefficientOfVariation({9, 10, 11}), 0.1, 1e-12);
}

TEST(Stats, StudentTAndTheTrimmedMeansInterval) {
  // Tabulated quantiles, and the expansion past the table.
  EXPECT_NEAR(studentT995(3), 5.841, 1e-3);
  EXPECT_NEAR(studentT995(30), 2.750, 1e-3);
  EXPECT_NEAR(studentT995(60), 2.660, 2e-3);
  EXPECT_NEAR(studentT995(100000), 2.576, 1e-3);
  // Untrimmed: the mean and Student's half-width (sd 1, n 4).
  auto [center, half] = trimmedMeanInterval({-1.5, -0.5, 0.5, 1.5}, 0);
  EXPECT_NEAR(center, 0, 1e-12);
  double sd = std::sqrt(5.0 / 3);
  EXPECT_NEAR(half, 5.841 * sd / 2, 1e-3);
  // One wild value among ten moves the trimmed mean by nothing and widens
  // the interval by little; the plain mean's interval it blows up.
  std::vector<double> units = {0.001, -0.002, 0.0,   0.003, -0.001,
                               0.002, -0.003, 0.001, 0.0,   0.5};
  auto [robust, robustHalf] = trimmedMeanInterval(units, 0.1);
  auto [plain, plainHalf] = trimmedMeanInterval(units, 0);
  EXPECT_LT(std::abs(robust), 0.002);
  EXPECT_LT(robustHalf, 0.01);
  EXPECT_GT(plain, 0.04);
  EXPECT_GT(plainHalf, 0.1);
  // Fewer than two values kept: no interval.
  EXPECT_TRUE(std::isinf(trimmedMeanInterval({1}, 0).second));
}

static std::map<std::string, BenchSeries>
series(std::initializer_list<std::pair<std::string, double>> medians,
       double jitter = 1.0) {
  std::map<std::string, BenchSeries> out;
  for (auto &[name, m] : medians)
    for (int i = 0; i < 10; ++i)
      out[name].times.push_back(m + jitter * ((i * 7) % 10 - 4.5) / 4.5);
  return out;
}

TEST(BenchCompare, IdenticalRunsReportNoRegression) {
  auto run = series({{"chain/unfused", 200}, {"chain/fused", 100}});
  CompareReport r = compareBenchmarks(run, run, 0.05, 0.05);
  ASSERT_EQ(r.rows.size(), 2u);
  EXPECT_FALSE(r.anyRegression());
  for (const Comparison &c : r.rows) {
    EXPECT_EQ(c.change, 0);
    EXPECT_GT(c.pAdjusted, 0.5);
  }
  EXPECT_NEAR(r.geomeanRatio, 1.0, 1e-12);
  EXPECT_NEAR(r.speedups["chain"], 2.0, 1e-9);
}

TEST(BenchCompare, SignificantSlowdownIsARegression) {
  auto old = series({{"chain/unfused", 200}, {"chain/fused", 100}});
  auto cur = series({{"chain/unfused", 200}, {"chain/fused", 130}});
  CompareReport r = compareBenchmarks(old, cur, 0.05, 0.05);
  EXPECT_TRUE(r.anyRegression());
  std::string md = renderCompareMarkdown(r);
  EXPECT_NE(md.find("+30.0%"), std::string::npos) << md;
  EXPECT_NE(md.find("REGRESSION"), std::string::npos);
  std::string html = renderCompareHtml(r);
  EXPECT_NE(html.find("<svg"), std::string::npos);
  EXPECT_NE(html.find("id='regressions'>1<"), std::string::npos) << html;
  // Below the threshold: not a regression even when significant.
  CompareReport small = compareBenchmarks(old, cur, 0.5, 0.05);
  EXPECT_FALSE(small.anyRegression());
}

TEST(SummaryReport, RendersCountsAndFindings) {
  llvm::json::Object s{
      {"strategy", "all"},
      {"cases", 10},
      {"cases_by_verdict", llvm::json::Object{{"pass", 9}, {"mismatch", 1}}},
      {"distinct_findings",
       llvm::json::Array{llvm::json::Object{{"signature", "mismatch:X"},
                                            {"count", 1},
                                            {"known", false},
                                            {"example", "out/m1"}}}}};
  std::string md = renderSummaryMarkdown(s);
  EXPECT_NE(md.find("| mismatch:X | 1 | NEW | out/m1 |"), std::string::npos)
      << md;
  std::string html = renderSummaryHtml(s);
  EXPECT_NE(html.find("href='out/m1/case.mlir'"), std::string::npos);
  EXPECT_NE(html.find("<td id='cases'>10</td>"), std::string::npos) << html;
}

TEST(SummaryJson, FamiliesUnderAllAreCountedWithTheirFusionRate) {
  // Under `all` each case fires `family:<name>` once; the summary keeps
  // cases and fused cases per family, in the text and in the JSON.
  Summary s;
  s.strategy = "all";
  for (unsigned i = 0; i < 4; ++i) {
    CaseResult r;
    r.fired[i < 3 ? "family:diffusion" : "family:transform"] = 1;
    r.fusions = i == 0 ? 0 : 2;
    s.add(r);
  }
  ASSERT_EQ(s.families.size(), 2u);
  EXPECT_EQ(s.families["diffusion"].cases, 3u);
  EXPECT_EQ(s.families["diffusion"].fused, 2u);
  EXPECT_EQ(s.families["transform"].fused, 1u);
  std::string text;
  llvm::raw_string_ostream os(text);
  printSummary(s, os);
  EXPECT_NE(text.find("families: diffusion 2/3 fused (66.7%) transform 1/1 "
                      "fused (100.0%)"),
            std::string::npos)
      << text;
  llvm::json::Value json = summaryToJson(s);
  const llvm::json::Object *families =
      json.getAsObject()->getObject("families");
  ASSERT_NE(families, nullptr);
  EXPECT_EQ(families->getObject("diffusion")->getInteger("cases_with_fusion"),
            2);
}

TEST(Svg, TicksAreRoundAndCoverTheRange) {
  std::vector<double> t = niceTicks(0, 87);
  EXPECT_EQ(t.front(), 0);
  EXPECT_GE(t.back(), 87);
  EXPECT_DOUBLE_EQ(t[1] - t[0], 20);
  std::vector<double> neg = niceTicks(-3.2, 14.9);
  EXPECT_LE(neg.front(), -3.2);
  EXPECT_GE(neg.back(), 14.9);
  EXPECT_DOUBLE_EQ(neg[1] - neg[0], 5);
  // Axes carry values: a bar chart's and a line chart's tick labels.
  std::string bars =
      barChart({{"a", 12, 10, 14}, {"b", -4, -4, -4}}, 0, "change (%)", false);
  EXPECT_NE(bars.find(">-5<"), std::string::npos) << bars;
  EXPECT_NE(bars.find(">15<"), std::string::npos) << bars;
  EXPECT_NE(bars.find("change (%)"), std::string::npos);
  std::string lines =
      lineChart({"n1", "n2"}, {{"cases/s", {40, 55}}}, "cases/s");
  EXPECT_NE(lines.find(">60<"), std::string::npos) << lines;
  EXPECT_NE(lines.find(">n2<"), std::string::npos);
}

TEST(History, NightsAccumulateAndArePlotted) {
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("history", "jsonl", path));
  llvm::sys::fs::remove(path);
  Summary s;
  s.strategy = "all";
  s.cases = 1000;
  s.seconds = 20;
  s.casesWithFusion = 600;
  s.fired["FusePadOp"] = 50;
  s.fired["canonicalize"] = 9; // not a fusion rule: not plotted
  s.refusals["producer-not-all-parallel"] = 70;
  s.distinct["mismatch:X"] = {1, false, "", ""};
  s.distinct["crash:Y"] = {2, true, "known", ""};
  ASSERT_FALSE(bool(appendHistory(path, historyEntry(s, "night-1", "abc"))));
  s.fired["FusePadOp"] = 0; // a rule that stopped firing
  s.fired.erase("FusePadOp");
  ASSERT_FALSE(bool(appendHistory(path, historyEntry(s, "night-2", "def"))));
  // The same night again replaces it.
  s.cases = 2000;
  ASSERT_FALSE(bool(appendHistory(path, historyEntry(s, "night-2", "def"))));
  auto nights = loadHistory(path);
  ASSERT_TRUE(bool(nights)) << llvm::toString(nights.takeError());
  ASSERT_EQ(nights->size(), 2u);
  EXPECT_EQ((*nights)[1].getInteger("cases"), 2000);
  EXPECT_EQ((*nights)[0].getInteger("new_findings"), 1);
  EXPECT_EQ((*nights)[0].getInteger("distinct_findings"), 2);
  std::string html = renderHistoryHtml(*nights);
  EXPECT_NE(html.find("History (2 nights)"), std::string::npos);
  EXPECT_NE(html.find(">night-1<"), std::string::npos);
  // FusePadOp fell to zero: its line is still drawn.
  EXPECT_NE(html.find("FusePadOp"), std::string::npos);
  EXPECT_EQ(html.find("canonicalize"), std::string::npos);
  EXPECT_NE(html.find("producer-not-all-parallel"), std::string::npos);
  EXPECT_NE(renderHistoryMarkdown(*nights).find("| night-2 | def | 2000 |"),
            std::string::npos);
  // A damaged history is an error naming the line.
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Append);
    os << "not json\n";
  }
  auto bad = loadHistory(path);
  ASSERT_FALSE(bool(bad));
  EXPECT_NE(llvm::toString(bad.takeError()).find(":3:"), std::string::npos);
  llvm::sys::fs::remove(path);
}

TEST(SummaryJson, PerStrategyFiguresMergeAcrossWorkersAndStrategies) {
  // Two workers of one strategy (concurrent: wall times overlap), then a
  // second strategy run after them (sequential: wall times add up).
  auto campaign = [](const char *strategy, uint64_t cases, double seconds,
                     const char *finding, bool known) {
    Summary s;
    s.strategy = strategy;
    s.cases = cases;
    s.casesWithFusion = cases / 2;
    s.failures = 1;
    s.knownFailures = known;
    s.seconds = seconds;
    s.distinct[finding] = {1, known, "", ""};
    s.recordStrategyFigures();
    return s;
  };
  Summary a = campaign("multi-root", 100, 10, "mismatch:A", false);
  a.merge(campaign("multi-root", 60, 12, "mismatch:A", false));
  a.mergeSequential(campaign("pad", 40, 5, "crash:B", true));
  EXPECT_DOUBLE_EQ(a.seconds, 17);
  ASSERT_EQ(a.byStrategy.size(), 2u);
  const Summary::PerStrategy &mr = a.byStrategy["multi-root"];
  EXPECT_EQ(mr.cases, 160u);
  EXPECT_EQ(mr.fused, 80u);
  EXPECT_EQ(mr.newFailures(), 2u);
  EXPECT_DOUBLE_EQ(mr.seconds, 12);
  EXPECT_EQ(mr.newFindings, std::set<std::string>{"mismatch:A"});
  EXPECT_EQ(a.byStrategy["pad"].knownFindings,
            std::set<std::string>{"crash:B"});
  // The JSON codec keeps them, and the reports show them per strategy.
  llvm::json::Value json = summaryToJson(a);
  auto back = summaryFromJson(json);
  ASSERT_TRUE(bool(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(back->byStrategy["multi-root"].cases, 160u);
  EXPECT_EQ(back->byStrategy["pad"].knownFindings.size(), 1u);
  std::string md = renderSummaryMarkdown(*json.getAsObject());
  EXPECT_NE(md.find("| multi-root | 160 | 50.0% | 2 | 0 | mismatch:A |"),
            std::string::npos)
      << md;
  std::string text;
  llvm::raw_string_ostream os(text);
  printSummary(a, os);
  EXPECT_NE(text.find("per strategy:"), std::string::npos) << text;
  auto nights = std::vector<llvm::json::Object>{
      historyEntry(a, "night-1", "abc"), historyEntry(*back, "night-2", "d")};
  std::string history = renderHistoryMarkdown(nights);
  EXPECT_NE(history.find("| multi-root | 160 | 50.0% | 50.0% | 2 | 1 | 0 |"),
            std::string::npos)
      << history;
  EXPECT_NE(renderHistoryHtml(nights).find("Fusion rate per strategy"),
            std::string::npos);
}

TEST(SummaryText, NewFindingsComeFirstAndKnownOnesGroupPerEntry) {
  Summary s;
  Summary::Distinct race{5, true, "tiles reduction dims", "out/r1"};
  race.knownEntry = "*:TileNest*:forall-single-writer";
  Summary::Distinct race2 = race;
  race2.count = 2;
  race2.firstDir = "out/r2";
  s.distinct["proof-failure:TileNestA:forall-single-writer"] = race;
  s.distinct["proof-failure:TileNestB:forall-single-writer"] = race2;
  s.distinct["mismatch:Z"] = {1, false, "", "out/z"};
  // A summary read from JSON written before entries were recorded.
  s.distinct["crash:old"] = {3, true, "an old crash", ""};
  std::string text;
  llvm::raw_string_ostream os(text);
  printFindings(s, os);
  // The new finding leads, although its signature sorts last.
  EXPECT_EQ(text.find("NEW       1x mismatch:Z  e.g. out/z\n"), 0u) << text;
  // One line (and its signature list) per KNOWN entry, counts summed.
  size_t entry = text.find("known     7x tiles reduction dims\n");
  ASSERT_NE(entry, std::string::npos) << text;
  EXPECT_NE(text.find("KNOWN *:TileNest*:forall-single-writer: 5x "
                      "proof-failure:TileNestA:forall-single-writer, 2x "
                      "proof-failure:TileNestB:forall-single-writer  e.g. "
                      "out/r1\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("tiles reduction dims", text.find('\n', entry)),
            std::string::npos) // not repeated per signature
      << text;
  EXPECT_NE(text.find("known     3x an old crash\n        KNOWN crash:old: "
                      "3x crash:old\n"),
            std::string::npos)
      << text;
}

TEST(SummaryJson, KnownEntryOfAFindingSurvivesTheRoundTrip) {
  Summary s;
  s.strategy = "all";
  Summary::Distinct d{2, true, "desc", "out/a"};
  d.knownEntry = "*:X:*";
  s.distinct["mismatch:X:y"] = d;
  llvm::Expected<Summary> back = summaryFromJson(summaryToJson(s));
  ASSERT_TRUE(bool(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(back->distinct["mismatch:X:y"].knownEntry, "*:X:*");
}

TEST(SummaryText, ANewFindingNamesItsNearestKnownEntry) {
  Summary s;
  Summary::Distinct d{1, false, "", "out/n"};
  d.nearestEntry = "*:TileNest*:forall-single-writer/reduction-dim";
  s.distinct["proof-failure:TileNest[A]:forall-single-writer/untraced-tile"] =
      d;
  std::string text;
  llvm::raw_string_ostream os(text);
  printFindings(s, os);
  EXPECT_NE(text.find("NEW       1x proof-failure:TileNest[A]:forall-single-"
                      "writer/untraced-tile  e.g. out/n\n        nearest KNOWN "
                      "entry (other facts): *:TileNest*:forall-single-writer/"
                      "reduction-dim\n"),
            std::string::npos)
      << text;
  llvm::Expected<Summary> back = summaryFromJson(summaryToJson(s));
  ASSERT_TRUE(bool(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(back->distinct.begin()->second.nearestEntry, d.nearestEntry);
}

TEST(UpstreamReport, SplitsAReproducerIntoProseStepsAndIR) {
  const char *text =
      "// Known upstream bug (verdict: mismatch).\n"
      "// EXPECT: mismatch\n"
      "// STRATEGY: pad\n"
      "// RUN: %fusefuzz replay %s | FileCheck %s\n"
      "// CHECK: mismatch\n"
      "// The proof alone refutes it, with\n"
      "// execution off:\n"
      "// RUN: not %fusefuzz check %s --no-execute\n"
      "//\n"
      "// The fused op reads\n"
      "// its own writes.\n"
      "//\n"
      "// REPRODUCE: mlir-opt --some-pass bug.mlir\n"
      "//   The output keeps outs.\n"
      "// REPRODUCE: mlir-opt --transform-interpreter with this script:\n"
      "//   module {}\n"
      "// REPRODUCE: fusefuzz check bug.mlir --strategy pad\n"
      "module {\n"
      "  // a comment inside\n"
      "  func.func @case() { return }\n"
      "}\n";
  ReproducerParts parts = splitReproducer(text, "bug.mlir");
  // The lit lines and the sentence that led into them are out; paragraphs
  // are joined lines.
  EXPECT_EQ(parts.explanation, "Known upstream bug (verdict: mismatch).\n\n"
                               "The fused op reads its own writes.");
  EXPECT_EQ(parts.strategy, "pad");
  ASSERT_EQ(parts.steps.size(), 3u);
  EXPECT_EQ(parts.steps[0].text,
            "mlir-opt --some-pass bug.mlir\n  The output keeps outs.");
  EXPECT_TRUE(parts.steps[0].runsMlirOpt());
  EXPECT_FALSE(parts.steps[1].runsMlirOpt()); // prose: needs a script
  EXPECT_TRUE(parts.steps[1].argv.empty());
  EXPECT_TRUE(parts.steps[2].runsFusefuzz());
  EXPECT_EQ(parts.ir, "module {\n  func.func @case() { return }\n}\n");
  // A command on another file is not this reproducer's.
  EXPECT_TRUE(
      splitReproducer("// REPRODUCE: mlir-opt --p other.mlir\nmodule {}\n",
                      "bug.mlir")
          .steps[0]
          .argv.empty());
}

TEST(UpstreamReport, TitleIsTheFirstClauseWithoutAsides) {
  UpstreamReport r;
  r.fileName = "x.mlir";
  r.descriptions = {"upstream tile-and-fuse into scf.forall (a, b) tiles "
                    "reduction dims: iterations race"};
  EXPECT_EQ(upstreamReportTitle(r),
            "[mlir][linalg] Tile-and-fuse into scf.forall tiles reduction "
            "dims");
  r.descriptions = {"upstream linalg::fuseElementwiseOps keeps a result; "
                    "more"};
  EXPECT_EQ(upstreamReportTitle(r),
            "[mlir][linalg] linalg::fuseElementwiseOps keeps a result");
  r.descriptions = {"upstream transform.structured.fuse segfaults (x)"};
  EXPECT_EQ(upstreamReportTitle(r),
            "[mlir][linalg] transform.structured.fuse segfaults");
}

TEST(UpstreamReport, RendersWhatAMaintainerNeeds) {
  UpstreamReport r;
  r.fileName = "bug.mlir";
  r.descriptions = {"upstream pad fusion drops outs (mlir-opt --p)"};
  r.signatures = {"*:FusePadOp:pad-init-preserved"};
  r.upstream = "-";
  r.parts = splitReproducer("// REPRODUCE: mlir-opt --p bug.mlir\n"
                            "// REPRODUCE: mlir-opt with a script\n"
                            "module {}\n",
                            "bug.mlir");
  r.mlirOptRuns = {{"mlir-opt --p bug.mlir", "exit status 0", "module {}\n"}};
  r.fusefuzzRuns = {{"fusefuzz check bug.mlir", "exit status 1",
                     "bug.mlir: mismatch: expected 5, got 9\n"}};
  r.mlirVersion = "LLVM version 22.1.8\n";
  r.date = "2026-11-26";
  std::string md = renderUpstreamReport(r);
  for (const char *part :
       {"# [mlir][linalg] Pad fusion drops outs\n", "```mlir\nmodule {}\n```",
        "$ mlir-opt --p bug.mlir\n", "Result: exit status 0.",
        "```\nmlir-opt with a script\n```", "expected 5, got 9",
        "LLVM version 22.1.8", "`*:FusePadOp:pad-init-preserved`", "none yet"})
    EXPECT_NE(md.find(part), std::string::npos) << part << "\n" << md;
  EXPECT_EQ(shortenLines("a\nb\nc\n", 2), "a\nb\n... (1 more lines)");
}
