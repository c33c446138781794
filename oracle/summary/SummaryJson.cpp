//===- SummaryJson.cpp ----------------------------------------------------===//
#include "oracle/summary/SummaryJson.h"

#include "passes/FusionTally.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace fusefuzz;
namespace json = llvm::json;

/// A case seed: any 64-bit value (llvm::json keeps those past INT64_MAX
/// as unsigned, which getInteger does not read).
static uint64_t seedOf(const json::Object &o) {
  const json::Value *v = o.get("seed");
  return v ? v->getAsUINT64().value_or(0) : 0;
}

static json::Array microseconds(const std::vector<double> &seconds) {
  json::Array a;
  a.reserve(seconds.size());
  for (double t : seconds)
    a.push_back(static_cast<int64_t>(t * 1e6 + 0.5));
  return a;
}

json::Value fusefuzz::summaryToJson(const Summary &s) {
  json::Object verdicts;
  for (Verdict v : allVerdicts()) {
    auto it = s.byVerdict.find(v);
    verdicts[verdictName(v)] = it == s.byVerdict.end() ? 0 : it->second;
  }
  json::Object fusionsByRule, rewritesByRule, refusals;
  for (const auto &[rule, count] : s.fired)
    (isFusionRule(rule) ? fusionsByRule : rewritesByRule)[rule] = count;
  for (const auto &[rule, count] : s.refusals)
    refusals[rule] = count;
  json::Object families;
  for (const auto &[name, f] : s.families)
    families[name] = json::Object{
        {"cases", f.cases},
        {"cases_with_fusion", f.fused},
        {"fusion_rate", f.cases ? static_cast<double>(f.fused) / f.cases : 0}};
  json::Object opKinds;
  for (const auto &[name, k] : s.opKinds) {
    json::Object by;
    for (const auto &[family, n] : k.fusedBy)
      by[family] = n;
    opKinds[name] = json::Object{{"cases", k.cases},
                                 {"cases_fused", k.fused},
                                 {"fused_by_family", std::move(by)}};
  }
  json::Object strategies;
  for (const auto &[name, f] : s.byStrategy)
    strategies[name] =
        json::Object{{"cases", f.cases},
                     {"cases_with_fusion", f.fused},
                     {"fusion_rate", f.fusionRate()},
                     {"failures", f.failures},
                     {"known_failures", f.knownFailures},
                     {"new_failures", f.newFailures()},
                     {"seconds", f.seconds},
                     {"new_findings", json::Array(f.newFindings)},
                     {"known_findings", json::Array(f.knownFindings)}};
  json::Array findings;
  for (const std::string &f : s.findings)
    findings.push_back(f);
  json::Array distinct;
  for (const auto &[signature, d] : s.distinct)
    distinct.push_back(json::Object{{"signature", signature},
                                    {"count", d.count},
                                    {"known", d.known},
                                    {"description", d.description},
                                    {"known_entry", d.knownEntry},
                                    {"nearest_known_entry", d.nearestEntry},
                                    {"example", d.firstDir}});
  return json::Object{
      {"strategy", s.strategy},
      {"cases", s.cases},
      {"failures", s.failures},
      {"new_failures", s.newFailures()},
      {"interrupted", s.interrupted},
      {"known_failures", s.knownFailures},
      {"distinct_findings", std::move(distinct)},
      {"cases_by_verdict", std::move(verdicts)},
      {"cases_with_fusion", s.casesWithFusion},
      {"fusion_rate", s.fusionRate()},
      {"fusions", s.fusions},
      {"fusions_by_rule", std::move(fusionsByRule)},
      {"families", std::move(families)},
      {"op_kinds", std::move(opKinds)},
      {"strategies", std::move(strategies)},
      {"other_rewrites_by_pattern", std::move(rewritesByRule)},
      {"refusals_by_rule", std::move(refusals)},
      {"not_converged", s.notConverged},
      {"seconds", s.seconds},
      {"cases_per_second", s.casesPerSecond()},
      {"cases_per_second_per_worker", s.casesPerSecondPerWorker()},
      {"stage_seconds", json::Object{{"fuse", s.fuseSeconds},
                                     {"prove", s.proveSeconds},
                                     {"lower", s.lowerSeconds},
                                     {"jit", s.jitSeconds},
                                     {"run", s.runSeconds}}},
      {"equivalence_proofs",
       [&] {
         auto counts = [](const Summary::EquivalenceCounts &c) {
           return json::Object{{"proved", c.proved},
                               {"refuted", c.refuted},
                               {"unknown", c.unknown}};
         };
         json::Object out = counts(s.equivalence);
         json::Object families, reasons;
         for (const auto &[family, c] : s.equivalenceByFamily)
           families[family] = counts(c);
         for (const auto &[why, n] : s.equivalenceUnknownReasons)
           reasons[why] = n;
         out["by_family"] = std::move(families);
         out["unknown_reasons"] = std::move(reasons);
         out["median_ms"] = s.equivalenceQuantile(0.5) * 1e3;
         out["p99_ms"] = s.equivalenceQuantile(0.99) * 1e3;
         return out;
       }()},
      {"findings", std::move(findings)},
      {"oracle_disagreements",
       json::Object{
           {"mismatches_with_proofs_holding", s.mismatchesProved},
           {"proof_failures_with_inputs_agreeing", s.proofFailuresAgreeing},
           {"confirmed_at_counterexample_sizes", s.proofFailuresConfirmed},
           {"prover_gaps", s.proverGaps()},
           {"explained",
            [&] {
              json::Array a;
              for (const Summary::Disagreement &d : s.disagreements)
                a.push_back(json::Object{{"seed", d.seed},
                                         {"signature", d.signature},
                                         {"explanation", d.explanation},
                                         {"prover_gap", d.proverGap}});
              return a;
            }()}}},
      {"generator_bugs", s.generatorBugs},
      {"execution", json::Object{{"interpreted", s.interpreted},
                                 {"jit_ran", s.jitRan},
                                 {"interpreter_declined",
                                  [&] {
                                    json::Object o;
                                    for (const auto &[why, n] :
                                         s.interpreterDeclined)
                                      o[why] = n;
                                    return o;
                                  }()}}},
      {"speedup",
       json::Object{
           {"cases_timed", s.speedups.size()},
           {"geomean", geometricMean(s.speedups)},
           {"slower_fusions",
            [&] {
              json::Array a;
              for (auto [seed, sp] : s.slowerFusions)
                a.push_back(json::Object{{"seed", seed}, {"speedup", sp}});
              return a;
            }()}}},
      {"workers", s.workers},
      // Raw samples (microseconds), so merged summaries' quantiles are
      // exact.
      {"samples",
       json::Object{{"equivalence_us", microseconds(s.equivalenceSeconds)},
                    {"speedups", json::Array(s.speedups)}}},
      {"versions", json::Object{{"fusefuzz", FUSEFUZZ_VERSION},
                                {"mlir", FUSEFUZZ_LLVM_VERSION}}},
  };
}

namespace {
/// Reads fields of one JSON object, remembering the first missing or
/// malformed one.
struct FieldReader {
  const json::Object &o;
  std::string &error;

  const json::Object *object(llvm::StringRef key) {
    const json::Object *v = o.getObject(key);
    if (!v && error.empty())
      error = ("'" + key + "' is missing or not an object").str();
    return v;
  }
  uint64_t count(llvm::StringRef key) {
    std::optional<int64_t> v = o.getInteger(key);
    if ((!v || *v < 0) && error.empty())
      error = ("'" + key + "' is missing or not a count").str();
    return v && *v > 0 ? static_cast<uint64_t>(*v) : 0;
  }
  double number(llvm::StringRef key) {
    std::optional<double> v = o.getNumber(key);
    if (!v && error.empty())
      error = ("'" + key + "' is missing or not a number").str();
    return v.value_or(0);
  }
  std::string string(llvm::StringRef key) {
    return o.getString(key).value_or("").str();
  }
  /// {"name": count, ...} added into `out`.
  template <typename Map> void counts(llvm::StringRef key, Map &out) {
    if (const json::Object *m = object(key))
      for (const auto &[name, value] : *m)
        out[name.str()] += value.getAsInteger().value_or(0);
  }
};

std::vector<double> secondsFromMicroseconds(const json::Array *a) {
  std::vector<double> out;
  if (a)
    for (const json::Value &v : *a)
      out.push_back(v.getAsNumber().value_or(0) * 1e-6);
  return out;
}
} // namespace

llvm::Expected<Summary> fusefuzz::summaryFromJson(const json::Value &value) {
  const json::Object *root = value.getAsObject();
  if (!root || !root->get("cases_by_verdict"))
    return llvm::createStringError("not a fusefuzz run summary");
  std::string error;
  FieldReader r{*root, error};
  Summary s;
  s.strategy = r.string("strategy");
  s.cases = r.count("cases");
  s.failures = r.count("failures");
  s.knownFailures = r.count("known_failures");
  s.interrupted = root->getBoolean("interrupted").value_or(false);
  s.workers = root->getInteger("workers").value_or(1);
  if (const json::Object *verdicts = r.object("cases_by_verdict"))
    for (const auto &[name, n] : *verdicts) {
      std::optional<Verdict> v = verdictFromName(name);
      if (!v)
        return llvm::createStringError("unknown verdict '" + name.str() + "'");
      if (n.getAsInteger().value_or(0) > 0)
        s.byVerdict[*v] = *n.getAsInteger();
    }
  s.casesWithFusion = r.count("cases_with_fusion");
  s.fusions = r.count("fusions");
  r.counts("fusions_by_rule", s.fired);
  r.counts("other_rewrites_by_pattern", s.fired);
  r.counts("refusals_by_rule", s.refusals);
  if (const json::Object *families = r.object("families"))
    for (const auto &[name, f] : *families)
      if (const json::Object *fo = f.getAsObject())
        s.families[name.str()] = {
            static_cast<uint64_t>(fo->getInteger("cases").value_or(0)),
            static_cast<uint64_t>(
                fo->getInteger("cases_with_fusion").value_or(0))};
  if (const json::Object *kinds = root->getObject("op_kinds"))
    for (const auto &[name, k] : *kinds)
      if (const json::Object *ko = k.getAsObject()) {
        Summary::OpKind &out = s.opKinds[name.str()];
        out.cases = ko->getInteger("cases").value_or(0);
        out.fused = ko->getInteger("cases_fused").value_or(0);
        if (const json::Object *by = ko->getObject("fused_by_family"))
          for (const auto &[family, n] : *by)
            out.fusedBy[family.str()] = n.getAsInteger().value_or(0);
      }
  if (const json::Object *strategies = root->getObject("strategies"))
    for (const auto &[name, f] : *strategies) {
      const json::Object *fo = f.getAsObject();
      if (!fo)
        continue;
      Summary::PerStrategy &out = s.byStrategy[name.str()];
      out.cases = fo->getInteger("cases").value_or(0);
      out.fused = fo->getInteger("cases_with_fusion").value_or(0);
      out.failures = fo->getInteger("failures").value_or(0);
      out.knownFailures = fo->getInteger("known_failures").value_or(0);
      out.seconds = fo->getNumber("seconds").value_or(0);
      auto signatures = [&](llvm::StringRef key, std::set<std::string> &set) {
        if (const json::Array *a = fo->getArray(key))
          for (const json::Value &v : *a)
            set.insert(v.getAsString().value_or("").str());
      };
      signatures("new_findings", out.newFindings);
      signatures("known_findings", out.knownFindings);
    }
  s.notConverged = r.count("not_converged");
  s.seconds = r.number("seconds");
  if (const json::Object *stages = r.object("stage_seconds")) {
    FieldReader st{*stages, error};
    s.fuseSeconds = st.number("fuse");
    s.proveSeconds = st.number("prove");
    s.lowerSeconds = st.number("lower");
    s.jitSeconds = st.number("jit");
    s.runSeconds = st.number("run");
  }
  // Optional: summaries written before the end-to-end proof lack it.
  if (const json::Object *eq = root->getObject("equivalence_proofs")) {
    auto counts = [&](const json::Object &o) {
      FieldReader c{o, error};
      Summary::EquivalenceCounts out;
      out.proved = c.count("proved");
      out.refuted = c.count("refuted");
      out.unknown = c.count("unknown");
      return out;
    };
    s.equivalence = counts(*eq);
    if (const json::Object *families = eq->getObject("by_family"))
      for (const auto &[family, v] : *families)
        if (const json::Object *o = v.getAsObject())
          s.equivalenceByFamily[family.str()] = counts(*o);
    if (const json::Object *reasons = eq->getObject("unknown_reasons"))
      for (const auto &[why, n] : *reasons)
        s.equivalenceUnknownReasons[why.str()] = n.getAsInteger().value_or(0);
  }
  if (const json::Object *samples = root->getObject("samples")) {
    s.equivalenceSeconds =
        secondsFromMicroseconds(samples->getArray("equivalence_us"));
    if (const json::Array *speedups = samples->getArray("speedups"))
      for (const json::Value &v : *speedups)
        s.speedups.push_back(v.getAsNumber().value_or(0));
  }
  if (const json::Array *findings = root->getArray("findings"))
    for (const json::Value &f : *findings)
      s.findings.push_back(f.getAsString().value_or("").str());
  if (const json::Array *distinct = root->getArray("distinct_findings"))
    for (const json::Value &v : *distinct) {
      const json::Object *d = v.getAsObject();
      if (!d || !d->getString("signature"))
        return llvm::createStringError("a distinct finding without signature");
      Summary::Distinct &out = s.distinct[d->getString("signature")->str()];
      out.count = d->getInteger("count").value_or(0);
      out.known = d->getBoolean("known").value_or(false);
      out.description = d->getString("description").value_or("").str();
      out.knownEntry = d->getString("known_entry").value_or("").str();
      out.nearestEntry = d->getString("nearest_known_entry").value_or("").str();
      out.firstDir = d->getString("example").value_or("").str();
    }
  if (const json::Object *dis = r.object("oracle_disagreements")) {
    FieldReader dr{*dis, error};
    s.mismatchesProved = dr.count("mismatches_with_proofs_holding");
    s.proofFailuresAgreeing = dr.count("proof_failures_with_inputs_agreeing");
    s.proofFailuresConfirmed = dr.count("confirmed_at_counterexample_sizes");
    if (const json::Array *explained = dis->getArray("explained"))
      for (const json::Value &v : *explained)
        if (const json::Object *d = v.getAsObject())
          s.disagreements.push_back(
              {seedOf(*d), d->getString("signature").value_or("").str(),
               d->getString("explanation").value_or("").str(),
               d->getBoolean("prover_gap").value_or(false)});
  }
  s.generatorBugs = root->getInteger("generator_bugs").value_or(0);
  if (const json::Object *e = root->getObject("execution")) {
    s.interpreted = e->getInteger("interpreted").value_or(0);
    s.jitRan = e->getInteger("jit_ran").value_or(0);
    if (const json::Object *declined = e->getObject("interpreter_declined"))
      for (const auto &[why, n] : *declined)
        s.interpreterDeclined[why.str()] = n.getAsInteger().value_or(0);
  }
  if (const json::Object *speedup = root->getObject("speedup"))
    if (const json::Array *slower = speedup->getArray("slower_fusions"))
      for (const json::Value &v : *slower)
        if (const json::Object *d = v.getAsObject())
          s.slowerFusions.push_back(
              {seedOf(*d), d->getNumber("speedup").value_or(0)});
  if (!error.empty())
    return llvm::createStringError(error);
  return s;
}

llvm::Expected<Summary>
fusefuzz::loadMergedSummaries(llvm::ArrayRef<std::string> paths) {
  std::optional<Summary> merged;
  for (const std::string &path : paths) {
    auto buffer = llvm::MemoryBuffer::getFile(path);
    if (!buffer)
      return llvm::createStringError(
          path + ": cannot read: " + buffer.getError().message());
    auto parsed = json::parse((*buffer)->getBuffer());
    if (!parsed)
      return llvm::createStringError(
          path + ": not JSON: " + llvm::toString(parsed.takeError()));
    auto summary = summaryFromJson(*parsed);
    if (!summary)
      return llvm::createStringError(path + ": " +
                                     llvm::toString(summary.takeError()));
    if (!merged)
      merged = std::move(*summary);
    else
      merged->merge(*summary);
  }
  if (!merged)
    return llvm::createStringError("no summary files given");
  return std::move(*merged);
}
