//===- Findings.cpp -------------------------------------------------------===//
#include "fuzz/Findings.h"
#include "fuzz/DataFiles.h"

#include "passes/FusionTally.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace fusefuzz;

std::string fusefuzz::topFrames(llvm::StringRef stack, unsigned count) {
  llvm::SmallVector<llvm::StringRef> lines, names;
  stack.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    line = line.trim();
    if (!line.starts_with("#"))
      continue;
    // "#6 0x000056 fusefuzz::JitModule::run(llvm::StringRef, ...) (bin+0x..)"
    auto [address, rest] = line.split(' ');
    auto [hex, symbol] = rest.trim().split(' ');
    symbol = symbol.trim();
    // The C library's frames (raise, abort, its heap checks) say how the
    // process died, not where.
    if (symbol.empty() || symbol.starts_with("(") ||
        symbol.contains("llvm::sys::") || symbol.contains("SignalHandler") ||
        line.contains("(libc.so"))
      continue;
    llvm::StringRef name =
        symbol.take_until([](char c) { return c == '('; }).trim();
    // Keep the last two scopes: "JitModule::run".
    size_t last = name.rfind("::");
    if (last != llvm::StringRef::npos) {
      size_t prev = name.substr(0, last).rfind("::");
      if (prev != llvm::StringRef::npos)
        name = name.substr(prev + 2);
    }
    names.push_back(name);
    if (names.size() == count)
      break;
  }
  return llvm::join(names, "|");
}

std::string fusefuzz::findingSignature(const CaseResult &r) {
  // An external tool's failure that a built-in strategy reproduces is
  // named by what it is, not by the tool.
  if (!r.sameFailureSignature.empty())
    return r.sameFailureSignature;
  std::string verdict = verdictName(r.verdict).str();
  // With no fusion, the family that ran still says which code ran: the one
  // `all` drew, or the strategy run alone (the same signature either way).
  std::string ruleList = fusionRuleList(r.fired);
  if (ruleList.empty()) {
    ruleList = "no-fusion";
    if (std::optional<llvm::StringRef> family = drawnFamily(r.fired))
      ruleList += "[" + family->str() + "]";
    else if (!r.family.empty() && r.family != "all")
      ruleList += "[" + r.family + "]";
  }
  switch (r.verdict) {
  case Verdict::ProofFailure:
    // The refutation: the rules and what it shows.
    return llvm::formatv("{0}:{1}:{2}", verdict,
                         r.failedRule.empty() ? ruleList : r.failedRule,
                         r.refutationFact);
  case Verdict::Mismatch:
    // What the fused IR or the run shows first, else what the refutation
    // shows.
    if (!r.failureFact.empty())
      return verdict + ":" + ruleList + ":" + r.failureFact;
    if (!r.refutationFact.empty())
      return verdict + ":" + ruleList + ":" + r.refutationFact;
    return verdict + ":" + ruleList;
  case Verdict::Crash: {
    // "...: the check died with signal 11 (Segmentation fault)"
    llvm::StringRef d = r.detail;
    size_t pos = d.find("signal ");
    std::string sig = pos == llvm::StringRef::npos
                          ? "exit"
                          : d.substr(pos + 7)
                                .take_until([](char c) { return c == ' '; })
                                .str();
    std::string frames = topFrames(r.stack);
    return llvm::formatv("crash:signal-{0}:{1}", sig,
                         frames.empty() ? "no-stack" : frames);
  }
  case Verdict::VerifierError:
    if (!r.failureFact.empty())
      return verdict + ":" + ruleList + ":" + r.failureFact;
    return verdict + ":" + ruleList;
  default:
    return verdict + ":" + ruleList;
  }
}

llvm::Expected<KnownFindings> KnownFindings::load(llvm::StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return llvm::createStringError(
        llvm::formatv("{0}: cannot read known findings: {1}", path,
                      buffer.getError().message())
            .str());
  KnownFindings out;
  llvm::SmallVector<llvm::StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n');
  for (auto [n, raw] : llvm::enumerate(lines)) {
    llvm::StringRef line = raw.trim();
    if (line.empty() || line.starts_with("#"))
      continue;
    llvm::SmallVector<llvm::StringRef> fields;
    line.split(fields, '\t', -1, /*KeepEmpty=*/false);
    if (fields.size() != 4)
      return llvm::createStringError(
          llvm::formatv("{0}:{1}: expected 4 tab-separated fields "
                        "(pattern, reproducer, description, upstream), got {2}",
                        path, n + 1, fields.size())
              .str());
    auto glob = llvm::GlobPattern::create(fields[0].trim());
    if (!glob)
      return llvm::createStringError(
          llvm::formatv("{0}:{1}: bad pattern: {2}", path, n + 1,
                        llvm::toString(glob.takeError()))
              .str());
    out.entries.push_back({fields[0].trim().str(), fields[1].trim().str(),
                           fields[2].trim().str(), fields[3].trim().str()});
  }
  return out;
}

/// `signature` (or a pattern over signatures) without the detail after its
/// fact: "proof-failure:R:forall-race/reduction-dim" reads
/// "proof-failure:R:forall-race". Crash signatures have no facts
/// (their frames may hold a '/').
static std::string withoutFact(llvm::StringRef signature) {
  if (signature.starts_with("crash:"))
    return signature.str();
  size_t last = signature.rfind(':');
  size_t slash = signature.find('/', last == llvm::StringRef::npos ? 0 : last);
  return signature.take_front(slash).str();
}

/// Whether a pattern names what follows the rules (an obligation or a
/// fact: "mismatch:*:unpack-tile-offset-dropped"), not only the verdict
/// and the rules ("mismatch:*TileAndFuseProducerReductionTiled*").
static bool namesFact(llvm::StringRef pattern) {
  return !pattern.starts_with("crash:") && pattern.count(':') >= 2;
}

const KnownFinding *KnownFindings::firstMatch(llvm::StringRef signature,
                                              bool withoutFacts) const {
  std::string text = withoutFacts ? withoutFact(signature) : signature.str();
  // Entries that name a fact first: a wide rules glob must not take a
  // failure whose fact another entry names (a glob's `*` spans the ':').
  // GlobPattern keeps references into the text it was made from, so it is
  // made here from a pattern that lives as long as it.
  for (bool factsFirst : {true, false})
    for (const KnownFinding &k : entries) {
      if (namesFact(k.pattern) != factsFirst)
        continue;
      std::string pattern = withoutFacts ? withoutFact(k.pattern) : k.pattern;
      if (auto glob = llvm::GlobPattern::create(pattern);
          glob && glob->match(text))
        return &k;
    }
  return nullptr;
}

const KnownFinding *KnownFindings::match(llvm::StringRef signature) const {
  return firstMatch(signature, /*withoutFacts=*/false);
}

const KnownFinding *KnownFindings::nearest(llvm::StringRef signature) const {
  return firstMatch(signature, /*withoutFacts=*/true);
}

std::optional<std::string> fusefuzz::defaultKnownFindingsPath() {
  std::optional<std::string> root = findDataRoot();
  if (!root)
    return std::nullopt;
  return *root + "/corpus/known/KNOWN";
}
