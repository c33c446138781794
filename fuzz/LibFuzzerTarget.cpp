//===- LibFuzzerTarget.cpp - libFuzzer entry point --------------*- C++ -*-===//
//
// The fuzzer's bytes drive the generator's decisions (ByteDecisions), so
// coverage guidance steers generation. Each input is one case, checked
// in-process (libFuzzer itself isolates crashes; use -fork=N
// -ignore_crashes=1 to survive them: upstream code known to crash, such as
// transform.structured.fuse_into_containing_op in the `transform` family,
// otherwise ends an in-process run). Findings go through the same recording as
// `fusefuzz run` (recordFinding: report, findings.tsv, attribution, reduction,
// under FUSEFUZZ_OUT, default fusefuzz-out/); a new one is then reported to
// libFuzzer by aborting, so libFuzzer saves the input as crash-<sha1> too.
// Known findings (the KNOWN file `fusefuzz run` uses) are counted, not
// reported.
//
// The strategy comes from FUSEFUZZ_STRATEGY, else from the binary's name:
// fusefuzz_<strategy>_fuzzer, with '_' for '-' and "_plus_" for '+'
// (ClusterFuzzLite runs one binary per strategy: .clusterfuzzlite/build.sh),
// else `all`.
//
// Environment: FUSEFUZZ_STRATEGY, FUSEFUZZ_OUT,
// FUSEFUZZ_NO_PROVE=1 to skip proofs, FUSEFUZZ_SEEDED=1 to read each input
// as a little-endian 64-bit seed for the seeded generator instead (so that
// `fusefuzz run`'s cases can be measured with libFuzzer's coverage).
//
//===----------------------------------------------------------------------===//
#include "fuzz/Campaign.h"
#include "fuzz/Findings.h"
#include "generators/Generator.h"
#include "passes/ext/ExtStrategies.h"

#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace fusefuzz;

namespace {
struct FuzzerState {
  std::unique_ptr<Session> session;
  GenPolicy policy;
  CampaignOptions options;
  std::optional<KnownFindings> known;
  Summary summary;

  FuzzerState() {
    std::string error;
    // The strategies of the fusefuzz binary: built-ins and passes/ext.
    StrategyRegistry strategies;
    ext::registerFusionExtensions(strategies);
    session = Session::create(error, strategies);
    if (!session) {
      llvm::errs() << "fusefuzz: " << error << "\n";
      std::exit(2);
    }
    if (const char *s = std::getenv("FUSEFUZZ_STRATEGY"))
      options.check.strategy = s;
    if (const char *o = std::getenv("FUSEFUZZ_OUT"))
      options.outDir = o;
    options.check.prove = !std::getenv("FUSEFUZZ_NO_PROVE");
    options.self = "fusefuzz";
    if (std::optional<std::string> path = defaultKnownFindingsPath()) {
      auto loaded = KnownFindings::load(*path);
      if (loaded) {
        known = std::move(*loaded);
        options.known = &*known;
      } else {
        llvm::errs() << "fusefuzz: " << llvm::toString(loaded.takeError())
                     << "\n";
      }
    }
  }
};

FuzzerState &state() {
  static FuzzerState s;
  return s;
}

/// "fusefuzz_pad_plus_elementwise_fuzzer" -> "pad+elementwise".
std::string strategyFromBinaryName(llvm::StringRef path) {
  llvm::StringRef name = llvm::sys::path::filename(path);
  if (!name.consume_front("fusefuzz_") || !name.consume_back("_fuzzer"))
    return "";
  std::string strategy;
  for (llvm::StringRef rest = name; !rest.empty();) {
    if (rest.consume_front("_plus_")) {
      strategy += '+';
    } else {
      strategy += rest.front() == '_' ? '-' : rest.front();
      rest = rest.drop_front();
    }
  }
  return strategy;
}

uint64_t hashBytes(const uint8_t *data, size_t size) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < size; ++i) {
    h ^= data[i];
    h *= 0x100000001b3ULL;
  }
  return h;
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
  if (!std::getenv("FUSEFUZZ_STRATEGY") && *argc > 0) {
    std::string strategy = strategyFromBinaryName((*argv)[0]);
    if (!strategy.empty())
      setenv("FUSEFUZZ_STRATEGY", strategy.c_str(), 1);
  }
  if (const char *s = std::getenv("FUSEFUZZ_STRATEGY"))
    if (!state().session->strategies().find(s)) {
      llvm::errs() << "fusefuzz: unknown strategy '" << s << "'\n";
      std::exit(2);
    }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzerState &s = state();
  uint64_t seed = hashBytes(data, size);
  std::string text;
  if (std::getenv("FUSEFUZZ_SEEDED")) {
    seed = 0;
    for (size_t i = 0; i < size && i < 8; ++i)
      seed |= static_cast<uint64_t>(data[i]) << (8 * i);
    text = generateCase(seed, s.policy);
  } else {
    ByteDecisions decisions(llvm::ArrayRef<uint8_t>(data, size));
    text = emitCase(generateCaseModel(decisions, s.policy, seed));
  }
  CaseResult result =
      checkCase(*s.session, text, "libfuzzer.mlir", s.options.check);
  s.summary.add(result);
  if (!isFailure(result.verdict))
    return 0;
  uint64_t knownBefore = s.summary.knownFailures;
  recordFinding(s.summary, text, seed, result, s.options, llvm::errs());
  if (s.summary.knownFailures > knownBefore)
    return 0;
  llvm::errs().flush();
  std::abort();
}
