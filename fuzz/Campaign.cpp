//===- Campaign.cpp -------------------------------------------------------===//
#include "fuzz/Campaign.h"
#include "fuzz/ExternalAttribution.h"

#include "fuzz/Attribution.h"
#include "fuzz/reduce/Reduce.h"
#include "generators/DecisionSource.h"
#include "generators/Generator.h"
#include "oracle/pipeline/CaseStages.h"
#include "passes/FusionTally.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"

#include <chrono>
#include <csignal>
#include <set>

using namespace fusefuzz;

std::string fusefuzz::stampStrategy(llvm::StringRef caseText,
                                    llvm::StringRef strategy) {
  std::string text = caseText.str();
  std::string key = "module attributes {";
  size_t pos = text.find(key);
  std::string attr = ("fusefuzz.strategy = \"" + strategy + "\"").str();
  if (pos == std::string::npos ||
      text.find("fusefuzz.strategy") != std::string::npos)
    return text;
  return text.insert(pos + key.size(), attr + ", ");
}

static bool writeFile(const llvm::Twine &path, llvm::StringRef contents,
                      llvm::raw_ostream &log) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path.str(), ec);
  if (ec) {
    log << "fusefuzz: cannot write " << path << ": " << ec.message() << "\n";
    return false;
  }
  os << contents;
  return true;
}

std::string fusefuzz::campaignName(const CampaignOptions &options) {
  if (options.check.transformScript)
    return "schedule " + options.check.transformScriptName;
  return options.check.strategy;
}

std::string fusefuzz::writeFinding(llvm::StringRef outDir,
                                   llvm::StringRef caseText, uint64_t seed,
                                   const CaseResult &result,
                                   const CampaignOptions &options,
                                   llvm::raw_ostream &log) {
  llvm::SmallString<256> dir(outDir);
  bool scheduled = options.check.transformScript.has_value();
  llvm::sys::path::append(
      dir, llvm::formatv("{0}-{1}-seed{2}", verdictName(result.verdict),
                         scheduled ? "schedule" : options.check.strategy, seed)
               .str());
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    log << "fusefuzz: cannot create " << dir << ": " << ec.message() << "\n";
    return "";
  }
  llvm::SmallString<256> casePath(dir), fusedPath(dir), reportPath(dir);
  llvm::sys::path::append(casePath, "case.mlir");
  llvm::sys::path::append(fusedPath, "fused.mlir");
  llvm::sys::path::append(reportPath, "report.txt");
  std::string reproduce =
      options.check.external
          ? llvm::formatv("{0} check {1} --opt-tool {2} --pipeline '{3}'\n"
                          "tool:      {4}",
                          options.self, casePath, options.check.external->path,
                          options.check.external->pipeline,
                          options.check.external->command(casePath))
                .str()
      : options.check.inProcess
          ? llvm::formatv("{0} check {1}{2} --pipeline '{3}'\n"
                          "mlir-opt:  {4}",
                          options.self, casePath,
                          options.check.inProcess->pluginFlags(),
                          options.check.inProcess->pipeline,
                          options.check.inProcess->mlirOptCommand(casePath))
                .str()
      : scheduled
          ? llvm::formatv("{0} check {1} --transform-script {2}", options.self,
                          casePath, options.check.transformScriptName)
                .str()
          : llvm::formatv("{0} check {1} --strategy {2}", options.self,
                          casePath, options.check.strategy)
                .str();
  std::string report = llvm::formatv(
      "verdict:   {0}\nsignature: {6}\nstrategy:  {1}\nseed:      {2}\n"
      "fusions:   {3}\ndetail:    {4}\nreproduce: {5}\n",
      verdictName(result.verdict),
      scheduled ? "transform script " + options.check.transformScriptName
                : options.check.strategy,
      seed, result.fusions, result.detail, reproduce, findingSignature(result));
  report += describeStatistics(result);
  if (!result.evidence.empty())
    report += "\n" + result.evidence;
  bool ok =
      writeFile(casePath, stampStrategy(caseText, options.check.strategy), log);
  if (!result.fusedText.empty())
    ok &= writeFile(fusedPath, result.fusedText, log);
  ok &= writeFile(reportPath, report, log);
  return ok ? std::string(dir) : "";
}

/// Appends one line per failure to <outDir>/findings.tsv: nothing is lost
/// even when full reports are kept only for the first instances.
static void logFinding(const CampaignOptions &options, uint64_t seed,
                       const CaseResult &result, llvm::StringRef signature,
                       bool known, llvm::StringRef dir) {
  if (std::error_code ec = llvm::sys::fs::create_directories(options.outDir))
    return;
  llvm::SmallString<256> path(options.outDir);
  llvm::sys::path::append(path, "findings.tsv");
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Append);
  if (ec)
    return;
  os << seed << "\t" << options.check.strategy << "\t"
     << verdictName(result.verdict) << "\t" << signature << "\t"
     << (known ? "known" : "new") << "\t" << dir << "\n";
}

/// A session of its own for work on a finding (the campaign's context stays
/// untouched); null after logging "  not <what>: <why>".
static std::unique_ptr<Session> freshSession(llvm::StringRef what,
                                             const CampaignOptions &options,
                                             llvm::raw_ostream &log) {
  std::string error;
  std::unique_ptr<Session> session = Session::create(
      error, options.strategies ? *options.strategies : StrategyRegistry());
  if (!session)
    log << "  not " << what << ": " << error << "\n";
  return session;
}

/// The rewrite responsible for a failing case, in a fresh session.
static std::optional<Attribution> attribute(llvm::StringRef text,
                                            const CampaignOptions &options,
                                            llvm::raw_ostream &log) {
  std::unique_ptr<Session> session = freshSession("attributed", options, log);
  if (!session)
    return std::nullopt;
  return attributeFailure(*session, text, "case.mlir", options.check,
                          options.isolation);
}

/// Names the responsible rewrite in a finding's report.
static void reportAttribution(const Attribution &a, llvm::StringRef dir,
                              const CampaignOptions &options,
                              llvm::raw_ostream &log) {
  if (!a.found && (options.check.external || options.check.inProcess))
    return;
  log << "  responsible: " << a.str() << "\n";
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, "report.txt");
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Append);
  if (!ec)
    os << "\nresponsible: " << a.str() << "\n";
}

/// Shrinks a new finding and writes reduced.mlir into its directory.
static void reduceFinding(llvm::StringRef text, llvm::StringRef dir,
                          const CampaignOptions &options,
                          llvm::raw_ostream &log) {
  ReduceOptions reduce;
  reduce.check = options.check;
  reduce.isolation = options.isolation;
  reduce.seconds = options.reduceSeconds;
  std::unique_ptr<Session> session = freshSession("reduced", options, log);
  if (!session)
    return;
  ReduceResult r = reduceCase(*session, text, "case.mlir", reduce);
  if (!r.reduced) {
    log << "  not reduced: "
        << (r.error.empty() ? "no smaller case fails "
                              "the same way"
                            : r.error)
        << "\n";
    return;
  }
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, "reduced.mlir");
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec) {
    log << "  cannot write " << path << ": " << ec.message() << "\n";
    return;
  }
  os << stampStrategy(r.text, options.check.strategy);
  log << llvm::formatv("  reduced from {0} to {1} ops in {2:f1} s: {3}\n",
                       r.opsBefore, r.opsAfter, r.seconds, path);
}

/// Which of the `keep` full reports of `signature` this instance may write
/// (1 = the first: it is also attributed and reduced), or 0. Workers sharing
/// an output folder claim slots with files created exclusively, so every
/// signature gets `keep` reports and one reduction across all of them.
static unsigned claimReportSlot(const CampaignOptions &options,
                                llvm::StringRef signature, uint64_t count) {
  if (!options.sharedOutDir)
    return count <= options.keepPerSignature ? static_cast<unsigned>(count) : 0;
  llvm::SmallString<256> dir(options.outDir);
  llvm::sys::path::append(dir, ".claims");
  if (llvm::sys::fs::create_directories(dir))
    return 0;
  std::string hash = llvm::utohexstr(llvm::xxh3_64bits(signature));
  for (unsigned slot = 1; slot <= options.keepPerSignature; ++slot) {
    llvm::SmallString<256> path(dir);
    llvm::sys::path::append(path, llvm::formatv("{0}.{1}", hash, slot).str());
    int fd;
    if (!llvm::sys::fs::openFileForWrite(path, fd,
                                         llvm::sys::fs::CD_CreateNew)) {
      llvm::sys::Process::SafelyCloseFileDescriptor(fd);
      return slot;
    }
  }
  return 0;
}

std::optional<Attribution>
fusefuzz::recordFinding(Summary &summary, llvm::StringRef text, uint64_t seed,
                        const CaseResult &result,
                        const CampaignOptions &options,
                        llvm::raw_ostream &log) {
  std::string signature = findingSignature(result);
  const KnownFinding *known =
      options.known ? options.known->match(signature) : nullptr;
  Summary::Distinct &d = summary.distinct[signature];
  ++d.count;
  d.known = known != nullptr;
  const KnownFinding *nearest = nullptr;
  if (known) {
    d.description = known->description;
    d.knownEntry = known->pattern;
    ++summary.knownFailures;
  } else if (options.known && (nearest = options.known->nearest(signature))) {
    d.nearestEntry = nearest->pattern;
  }
  // Known findings are counted, not printed (a campaign reproduces
  // hundreds): one line per new one.
  bool print = !known || options.verbose;
  if (options.progress && print)
    log << "\n";
  std::string status;
  if (known)
    status = " (known finding)";
  else if (nearest)
    status = " (new; nearest known entry: " + nearest->pattern + ")";
  if (print)
    log << llvm::formatv("fusefuzz: {0} on seed {1}{2}: {3}\n",
                         verdictName(result.verdict), seed, status,
                         result.detail);
  std::string dir;
  std::optional<Attribution> attribution;
  unsigned slot =
      options.writeFindings ? claimReportSlot(options, signature, d.count) : 0;
  if (slot) {
    dir = writeFinding(options.outDir, text, seed, result, options, log);
    if (!dir.empty()) {
      summary.findings.push_back(dir);
      if (d.firstDir.empty())
        d.firstDir = dir;
      if (print)
        log << "  written to " << dir << "\n";
      if (!known && slot == 1) {
        attribution = attribute(text, options, log);
        if (attribution)
          reportAttribution(*attribution, dir, options, log);
        if (options.reduceSeconds > 0)
          reduceFinding(text, dir, options, log);
      }
    }
  }
  if (options.writeFindings)
    logFinding(options, seed, result, signature, known != nullptr, dir);
  return attribution;
}

static volatile std::sig_atomic_t stopFlag = 0;

void fusefuzz::requestStop() { stopFlag = 1; }

namespace {
/// Installs stop-requesting SIGINT/SIGTERM handlers while in scope.
struct InterruptGuard {
  InterruptGuard() {
    stopFlag = 0;
    struct sigaction action = {};
    action.sa_handler = [](int) { requestStop(); };
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &oldInt);
    sigaction(SIGTERM, &action, &oldTerm);
  }
  ~InterruptGuard() {
    sigaction(SIGINT, &oldInt, nullptr);
    sigaction(SIGTERM, &oldTerm, nullptr);
  }
  struct sigaction oldInt = {}, oldTerm = {};
};
} // namespace

Summary::Disagreement fusefuzz::explainDisagreement(const Attribution &a,
                                                    uint64_t seed,
                                                    llvm::StringRef signature) {
  // The end-to-end proof covers every rewrite of the function: where it
  // held and the values differ, it is wrong (a prover gap) whichever
  // rewrite attribution names.
  Summary::Disagreement d{seed, signature.str(), a.str(), true};
  if (a.found)
    d.explanation = "prover gap: the end-to-end proof held, yet the values "
                    "differ after " +
                    a.str();
  return d;
}

/// A crash, hang or invalid IR that matches no known finding is checked
/// once more in a fresh worker process. The campaign's worker is long-lived:
/// an upstream memory error (a use after free) can show, after earlier
/// cases shaped the heap, as a hang or a dangling operand instead of its
/// usual segfault. When the fresh process shows a known finding, that is
/// the verdict, and the detail says what the long-lived worker saw.
static void recheckInFreshWorker(Session &session,
                                 const CampaignOptions &options,
                                 llvm::StringRef text, llvm::StringRef name,
                                 CaseResult &result) {
  if (!options.known || !options.isolation.enabled ||
      (result.verdict != Verdict::Crash && result.verdict != Verdict::Timeout &&
       result.verdict != Verdict::VerifierError) ||
      options.known->match(findingSignature(result)))
    return;
  // Without the fusion CPU limit: in a fresh process the spin of a use
  // after free may need longer than the limit to reach its segfault (the
  // case time limit still applies).
  IsolationOptions isolation = options.isolation;
  isolation.fusionCpuSeconds = 0;
  IsolatedChecker fresh(session, options.check, isolation);
  CaseResult again = fresh.check(text, name);
  if (!isFailure(again.verdict) ||
      !options.known->match(findingSignature(again)))
    return;
  again.detail += llvm::formatv(" (in the campaign's long-lived worker: {0}, "
                                "{1}; a fresh process shows the known "
                                "finding)",
                                findingSignature(result), result.detail)
                      .str();
  result = std::move(again);
}

Summary fusefuzz::runCampaign(Session &session,
                              const CampaignOptions &campaignOptions,
                              llvm::raw_ostream &log) {
  // Sessions made for work on a finding know this session's strategies.
  CampaignOptions withStrategies = campaignOptions;
  if (!withStrategies.strategies)
    withStrategies.strategies = &session.strategies();
  const CampaignOptions &options = withStrategies;
  using Clock = std::chrono::steady_clock;
  Summary summary;
  summary.strategy = campaignName(options);
  CheckOptions check = options.check;
  check.fusedTextOnlyOnFailure = true; // reports are written for failures
  bool recordSpeedup = options.recordSpeedup;
  IsolatedChecker checker(
      session,
      [check, recordSpeedup](Session &s, llvm::StringRef text,
                             llvm::StringRef name) {
        CaseState state(s, text, name);
        state.keepTimingModule = recordSpeedup;
        CaseResult r = runStages(state, check);
        if (recordSpeedup && r.verdict == Verdict::Pass && r.fusions > 0)
          r.speedup = measureSpeedup(state);
        return r;
      },
      options.isolation);
  std::set<std::string> explained;
  auto start = Clock::now();
  auto lastProgress = start;
  auto elapsed = [&] {
    return std::chrono::duration<double>(Clock::now() - start).count();
  };
  InterruptGuard interrupts;
  std::unique_ptr<llvm::raw_fd_ostream> caseLog;
  if (!options.caseLog.empty()) {
    std::error_code ec;
    caseLog = std::make_unique<llvm::raw_fd_ostream>(options.caseLog, ec,
                                                     llvm::sys::fs::OF_Append);
    if (ec) {
      log << "fusefuzz: cannot write " << options.caseLog << ": "
          << ec.message() << "\n";
      caseLog.reset();
    }
  }
  uint64_t stride = std::max<uint64_t>(options.indexStride, 1);
  for (uint64_t i = options.firstIndex;; i += stride) {
    if (stopFlag) {
      log << "\nfusefuzz: interrupted; summary so far follows\n";
      summary.interrupted = true;
      break;
    }
    if (options.maxCases && i >= options.maxCases)
      break;
    if (options.maxSeconds > 0 && elapsed() >= options.maxSeconds)
      break;
    uint64_t seed = caseSeed(options.seed, i);
    std::string text = generateCase(seed, options.policy);
    std::string name = llvm::formatv("seed-{0}.mlir", seed);
    CaseResult result = checker.check(text, name);
    recheckInFreshWorker(session, options, text, name, result);
    attributeExternalFailure(session, text, name, options.check,
                             options.isolation, result);
    summary.add(result);
    if (caseLog)
      *caseLog << i << "\t" << seed << "\t" << verdictName(result.verdict)
               << "\t" << result.fusions << "\t"
               << (isFailure(result.verdict) ? findingSignature(result) : "")
               << "\t" << result.family << "\t"
               << (result.equivalence.empty() ? "-" : result.equivalence)
               << llvm::formatv("\t{0:f3}\t{1:f3}\t",
                                result.equivalenceSeconds * 1000,
                                result.proveSeconds * 1000)
               << (result.equivalenceReason.empty() ? "-"
                                                    : result.equivalenceReason)
               << "\n";
    if (result.verdict == Verdict::InvalidInput)
      ++summary.generatorBugs;
    std::optional<Attribution> attribution;
    if (isFailure(result.verdict))
      attribution = recordFinding(summary, text, seed, result, options, log);
    std::string signature =
        mismatchWithProofsHolding(result) ? findingSignature(result) : "";
    if (!signature.empty() && explained.insert(signature).second) {
      // Attributed once: reuse the new finding's attribution if it has one.
      if (!attribution)
        attribution = attribute(text, options, log);
      summary.disagreements.push_back(
          attribution
              ? explainDisagreement(*attribution, seed, signature)
              : Summary::Disagreement{seed, signature, "not attributed", true});
      // In the summary either way; printed as it happens for a new one.
      if (options.verbose || !summary.distinct[signature].known)
        log << "  oracle disagreement (a): "
            << summary.disagreements.back().explanation << "\n";
    }
    // A fusion that makes the kernel >20% slower is worth a look.
    if (result.speedup > 0 && result.speedup < 0.8 && result.fusions > 0)
      summary.slowerFusions.push_back({seed, result.speedup});
    summary.seconds = elapsed();
    if (options.progressLines &&
        std::chrono::duration<double>(Clock::now() - lastProgress).count() >
            0.25) {
      lastProgress = Clock::now();
      log << llvm::formatv("{0}{1} {2} {3} {4}\n", kProgressMarker,
                           summary.cases, summary.failures,
                           summary.knownFailures, summary.fusions);
      log.flush();
    }
    if (options.progress &&
        std::chrono::duration<double>(Clock::now() - lastProgress).count() >
            0.25) {
      lastProgress = Clock::now();
      log << llvm::formatv("\r[{0,5:f1}s] {1} cases, {2} failures ({3} "
                           "known), {4:f1} cases/s, {5} fusions   ",
                           summary.seconds, summary.cases, summary.failures,
                           summary.knownFailures, summary.casesPerSecond(),
                           summary.fusions);
      log.flush();
    }
  }
  summary.seconds = elapsed();
  summary.recordStrategyFigures();
  if (options.progress)
    log << "\n";
  return summary;
}
