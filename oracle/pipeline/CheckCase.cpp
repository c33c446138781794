//===- CheckCase.cpp ------------------------------------------------------===//
#include "oracle/pipeline/CheckCase.h"
#include "oracle/pipeline/CaseStages.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace fusefuzz;

CaseResult fusefuzz::checkCase(Session &session, llvm::StringRef text,
                               llvm::StringRef bufferName,
                               const CheckOptions &options) {
  CaseState state(session, text, bufferName);
  return runStages(state, options);
}

bool fusefuzz::mismatchWithProofsHolding(const CaseResult &r) {
  return r.executionAgrees == false && r.proofsHold == true;
}

bool fusefuzz::proofFailureWithInputsAgreeing(const CaseResult &r) {
  return r.proofsHold == false && r.executionAgrees == true;
}

std::string fusefuzz::describeStatistics(const CaseResult &r) {
  auto line = [](llvm::StringRef title, const llvm::StringMap<unsigned> &m) {
    if (m.empty())
      return std::string();
    std::vector<std::string> keys;
    for (const auto &e : m)
      keys.push_back(e.getKey().str());
    std::sort(keys.begin(), keys.end());
    std::string out = "  " + title.str() + ":";
    for (const std::string &k : keys)
      out += " " + k + "=" + std::to_string(m.lookup(k));
    return out + "\n";
  };
  std::string out;
  for (const std::string &note : r.notes)
    out += "  note: " + note + "\n";
  out += line("rules fired", r.fired) + line("refused pairs", r.refusals);
  if (!r.equivalence.empty()) {
    out += "  equivalence: " + r.equivalence;
    if (!r.equivalenceReason.empty())
      out += " (" + r.equivalenceReason + ")";
    out += "\n";
  }
  return out;
}

std::optional<CheckOptions::EquivalenceMode>
fusefuzz::parseEquivalenceMode(llvm::StringRef text) {
  return llvm::StringSwitch<std::optional<CheckOptions::EquivalenceMode>>(text)
      .Case("off", CheckOptions::EquivalenceMode::Off)
      .Case("report", CheckOptions::EquivalenceMode::Report)
      .Case("decide", CheckOptions::EquivalenceMode::Decide)
      .Default(std::nullopt);
}
