//===- AbBench.cpp --------------------------------------------------------===//
#include "reports/AbBench.h"
#include "reports/Stats.h"
#include "reports/Svg.h"

#include "oracle/CaseStages.h"
#include "oracle/Executor.h"
#include "oracle/Signature.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>

using namespace fusefuzz;

unsigned AbReport::count(llvm::StringRef verdict) const {
  return llvm::count_if(cases,
                        [&](const AbCase &c) { return c.verdict == verdict; });
}

namespace {
/// One side of a case, compiled at -O3: its unfused and fused functions
/// ready to call on the case's random inputs.
struct Compiled {
  std::unique_ptr<JitModule> jit;
  /// kPlacements preparations of each function, their input buffers at
  /// other heap addresses (rounds rotate through them).
  std::vector<std::unique_ptr<PreparedCall>> unfused, fused;
  /// What keeps the preparations apart on the heap.
  std::vector<std::vector<char>> spacers;
  unsigned fusions = 0;
};

/// Preparations per function: where a kernel's buffers fall relative to
/// each other (4 KiB aliasing, cache sets) can change its time by 10% and
/// more, alike for every call of one preparation; rounds rotating through
/// several placements spread that over both sides instead of charging one.
constexpr unsigned kPlacements = 3;
} // namespace

/// Parses `text`, fuses it with `options`, compiles it and prepares both
/// functions; failure with `error`.
static mlir::FailureOr<Compiled>
compileSide(Session &session, llvm::StringRef text, llvm::StringRef name,
            const CheckOptions &options, std::string &error) {
  CaseState state(session, text, name);
  if (mlir::failed(parseStage(state, options))) {
    error = state.result.detail;
    return mlir::failure();
  }
  Compiled c;
  if (mlir::failed(fuseStage(state, options, /*recordSteps=*/false)) ||
      mlir::failed(verifyStage(state)) ||
      mlir::failed(compileStage(state, /*optimize=*/true))) {
    error = state.result.detail;
    return mlir::failure();
  }
  c.fusions = state.result.fusions;
  std::vector<HostTensor> inputs =
      makeInputs(state.sig, InputSet::Random, state.seed);
  std::mt19937_64 spacing(state.seed);
  for (unsigned k = 0; k < kPlacements; ++k) {
    c.spacers.emplace_back(64 * (1 + spacing() % 97));
    c.unfused.push_back(
        state.jit->prepare("unfused", state.sig, inputs, error));
    c.fused.push_back(state.jit->prepare("fused", state.sig, inputs, error));
    if (!c.unfused.back() || !c.fused.back())
      return mlir::failure();
    // One checked call each before any is timed.
    if (mlir::failed(c.unfused.back()->invoke(nullptr, error)) ||
        mlir::failed(c.fused.back()->invoke(nullptr, error)))
      return mlir::failure();
  }
  c.jit = std::move(state.jit);
  return c;
}

/// Seconds per call of `calls` calls of `call` (its inputs restored first,
/// untimed); `timedAs` calls' worth of time are charged (a known slowdown
/// runs more calls than it charges).
static double timeBatch(PreparedCall &call, unsigned calls,
                        unsigned chargedAs) {
  std::string error;
  call.restoreInputs();
  auto start = std::chrono::steady_clock::now();
  for (unsigned i = 0; i < calls; ++i)
    (void)call.invoke(nullptr, error);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
             .count() /
         chargedAs;
}

/// The mean of `values` without the lowest and highest `trim` of them (a
/// fraction; 0: the plain mean).
static double trimmedMean(std::vector<double> values, double trim) {
  llvm::sort(values);
  size_t cut = size_t(values.size() * trim);
  double sum = 0;
  for (size_t i = cut; i + cut < values.size(); ++i)
    sum += values[i];
  return sum / std::max<size_t>(1, values.size() - 2 * cut);
}

/// A 99% percentile-bootstrap interval of trimmedMean(trim) over `values`.
static std::pair<double, double>
bootstrapInterval(llvm::ArrayRef<double> values, double trim, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<size_t> pick(0, values.size() - 1);
  std::vector<double> means, sample(values.size());
  for (int k = 0; k < 2000; ++k) {
    for (double &v : sample)
      v = values[pick(rng)];
    means.push_back(trimmedMean(sample, trim));
  }
  llvm::sort(means);
  return {means[size_t(0.005 * means.size())],
          means[size_t(0.995 * means.size()) - 1]};
}

static std::string verdictOf(const AbCase &c, const AbOptions &o) {
  if (c.high / c.low > 1 + o.noisyWidth)
    return "too noisy to judge";
  if (c.low > 1 && c.ratio >= 1 + o.minEffect)
    return "slower";
  if (c.high < 1 && c.ratio <= 1 - o.minEffect)
    return "faster";
  return "same";
}

AbReport fusefuzz::runAbBench(
    Session &session,
    const std::vector<std::pair<std::string, std::string>> &cases,
    const AbOptions &options, llvm::raw_ostream &log) {
  auto start = std::chrono::steady_clock::now();
  AbReport report;
  report.aName = options.a.name;
  report.bName = options.b.name;
  std::mt19937_64 order(options.seed);
  std::vector<double> detectable;
  for (const auto &[name, text] : cases) {
    std::string error;
    mlir::FailureOr<Compiled> a =
        compileSide(session, text, name, options.a.options, error);
    mlir::FailureOr<Compiled> b = mlir::failure();
    if (mlir::succeeded(a))
      b = compileSide(session, text, name, options.b.options, error);
    if (mlir::failed(b)) {
      report.skipped.push_back(name + ": " + error);
      log << "fusefuzz: " << name << ": not compared: " << error << "\n";
      continue;
    }
    AbCase c;
    c.name = name;
    c.fusionsA = a->fusions;
    c.fusionsB = b->fusions;
    // Batches of a multiple of 20 calls (a 5% slowdown is one call in 20)
    // lasting about a sample.
    double perCall = std::max(1e-9, timeBatch(*a->fused[0], 5, 5));
    c.batch = std::max<unsigned>(
        20, 20 * unsigned(std::ceil(options.targetSeconds / perCall / 20)));
    unsigned bCalls =
        unsigned(std::lround(c.batch * (1 + options.injectSlowdown)));
    std::vector<double> tu, ta, tb, logRatio;
    for (unsigned r = 0; r < options.rounds; ++r) {
      unsigned placement = r % kPlacements;
      PreparedCall *kernels[3] = {a->unfused[placement].get(),
                                  a->fused[placement].get(),
                                  b->fused[placement].get()};
      unsigned which[3] = {0, 1, 2};
      std::shuffle(std::begin(which), std::end(which), order);
      double t[3];
      for (unsigned k : which)
        t[k] = timeBatch(*kernels[k], k == 2 ? bCalls : c.batch, c.batch);
      tu.push_back(t[0]);
      ta.push_back(t[1]);
      tb.push_back(t[2]);
      logRatio.push_back(std::log(t[2] / t[1]));
    }
    c.unfusedSeconds = median(tu);
    c.aSeconds = median(ta);
    c.bSeconds = median(tb);
    c.cvUnfused = coefficientOfVariation(tu);
    c.cvA = coefficientOfVariation(ta);
    c.cvB = coefficientOfVariation(tb);
    // The rounds' middle 80%: a round an interrupt hit says nothing of
    // the kernels.
    double mean = trimmedMean(logRatio, 0.1);
    auto [low, high] =
        bootstrapInterval(logRatio, 0.1, options.seed ^ report.cases.size());

    c.ratio = std::exp(mean);
    c.low = std::exp(low);
    c.high = std::exp(high);
    c.verdict = verdictOf(c, options);
    // The change this case would show about 9 times in 10: an interval
    // of this width around it (half-widths of 2.58 sigma, and 1.28 sigma
    // more for the power) excludes no change; at least the smallest
    // effect judged.
    detectable.push_back(std::max(options.minEffect, 1.5 * (high - low) / 2));
    log << llvm::formatv("fusefuzz: {0}: B/A {1:f3} [{2:f3}, {3:f3}] {4}\n",
                         name, c.ratio, c.low, c.high, c.verdict);
    report.cases.push_back(std::move(c));
  }
  if (!report.cases.empty()) {
    std::vector<double> logs;
    for (const AbCase &c : report.cases)
      logs.push_back(std::log(c.ratio));
    report.geomean = std::exp(trimmedMean(logs, 0));
    auto [low, high] = bootstrapInterval(logs, 0, options.seed + 1);
    report.geomeanLow = std::exp(low);
    report.geomeanHigh = std::exp(high);
    report.detectable = median(detectable);
  }
  report.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return report;
}

/// Cases with the largest ratio first.
static std::vector<const AbCase *> sortedCases(const AbReport &r) {
  std::vector<const AbCase *> out;
  for (const AbCase &c : r.cases)
    out.push_back(&c);
  llvm::sort(out, [](const AbCase *x, const AbCase *y) {
    return std::tie(y->ratio, x->name) < std::tie(x->ratio, y->name);
  });
  return out;
}

std::string fusefuzz::renderAbText(const AbReport &r) {
  std::string out;
  llvm::raw_string_ostream os(out);
  os << llvm::formatv("A = {0}, B = {1}: {2} cases compared, {3} skipped, "
                      "in {4:f1} s\n",
                      r.aName, r.bName, r.cases.size(), r.skipped.size(),
                      r.seconds);
  os << llvm::formatv("{0,-36} {1,6} {2,10} {3,10} {4,10} {5,22} {6,6} {7}\n",
                      "case", "batch", "unfused", "A", "B",
                      "B/A [99% interval]", "noise", "verdict");
  for (const AbCase *c : sortedCases(r))
    os << llvm::formatv(
        "{0,-36} {1,6} {2,8:f1}us {3,8:f1}us {4,8:f1}us {5,8:f3} [{6:f3}, "
        "{7:f3}] {8,5:f1}% {9}\n",
        c->name, c->batch, c->unfusedSeconds * 1e6, c->aSeconds * 1e6,
        c->bSeconds * 1e6, c->ratio, c->low, c->high,
        100 * std::max(c->cvA, c->cvB), c->verdict);
  os << llvm::formatv("geometric mean B/A: {0:f3} [{1:f3}, {2:f3}]; slower "
                      "{3}, faster {4}, same {5}, too noisy {6}\n",
                      r.geomean, r.geomeanLow, r.geomeanHigh, r.count("slower"),
                      r.count("faster"), r.count("same"),
                      r.count("too noisy to judge"));
  os << llvm::formatv("smallest change these cases show on this machine: "
                      "{0:f1}% (median over cases)\n",
                      100 * r.detectable);
  for (const std::string &s : r.skipped)
    os << "skipped: " << s << "\n";
  return out;
}

std::string fusefuzz::renderAbJson(const AbReport &r) {
  llvm::json::Array cases;
  for (const AbCase &c : r.cases)
    cases.push_back(llvm::json::Object{{"name", c.name},
                                       {"fusions_a", c.fusionsA},
                                       {"fusions_b", c.fusionsB},
                                       {"batch", c.batch},
                                       {"unfused_seconds", c.unfusedSeconds},
                                       {"a_seconds", c.aSeconds},
                                       {"b_seconds", c.bSeconds},
                                       {"ratio", c.ratio},
                                       {"low", c.low},
                                       {"high", c.high},
                                       {"cv_a", c.cvA},
                                       {"cv_b", c.cvB},
                                       {"cv_unfused", c.cvUnfused},
                                       {"verdict", c.verdict}});
  llvm::json::Array skipped;
  for (const std::string &s : r.skipped)
    skipped.push_back(s);
  llvm::json::Object o{{"a", r.aName},
                       {"b", r.bName},
                       {"cases", std::move(cases)},
                       {"skipped", std::move(skipped)},
                       {"geomean", r.geomean},
                       {"geomean_low", r.geomeanLow},
                       {"geomean_high", r.geomeanHigh},
                       {"detectable", r.detectable},
                       {"seconds", r.seconds}};
  std::string out;
  llvm::raw_string_ostream os(out);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(o))) << "\n";
  return out;
}

llvm::Expected<std::vector<AbNight>>
fusefuzz::appendAbHistory(llvm::StringRef path, llvm::StringRef label,
                          const AbReport &r) {
  {
    llvm::json::Object ratios;
    for (const AbCase &c : r.cases)
      ratios[c.name] = c.ratio;
    llvm::json::Object night{{"label", label},
                             {"geomean", r.geomean},
                             {"low", r.geomeanLow},
                             {"high", r.geomeanHigh},
                             {"cases", r.cases.size()},
                             {"slower", r.count("slower")},
                             {"faster", r.count("faster")},
                             {"ratios", std::move(ratios)}};
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Append);
    if (ec)
      return llvm::createStringError(ec, "cannot write " + path);
    os << llvm::json::Value(std::move(night)) << "\n";
  }
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return llvm::createStringError(buffer.getError(), "cannot read " + path);
  std::vector<AbNight> nights;
  llvm::SmallVector<llvm::StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (auto [n, line] : llvm::enumerate(lines)) {
    llvm::Expected<llvm::json::Value> value = llvm::json::parse(line);
    const llvm::json::Object *o = value ? value->getAsObject() : nullptr;
    if (!o) {
      if (!value)
        llvm::consumeError(value.takeError());
      return llvm::createStringError(
          llvm::formatv("{0}:{1}: not a night of A/B results", path, n + 1)
              .str());
    }
    AbNight night;
    night.label = o->getString("label").value_or("").str();
    night.geomean = o->getNumber("geomean").value_or(1);
    night.low = o->getNumber("low").value_or(night.geomean);
    night.high = o->getNumber("high").value_or(night.geomean);
    night.cases = o->getInteger("cases").value_or(0);
    night.slower = o->getInteger("slower").value_or(0);
    night.faster = o->getInteger("faster").value_or(0);
    if (const llvm::json::Object *ratios = o->getObject("ratios"))
      for (const auto &[name, v] : *ratios)
        if (std::optional<double> x = v.getAsNumber())
          night.ratios[name.str()] = *x;
    nights.push_back(std::move(night));
  }
  return nights;
}

std::string fusefuzz::renderAbHtml(const AbReport &r,
                                   llvm::ArrayRef<AbNight> history) {
  std::vector<Bar> bars;
  for (const AbCase *c : sortedCases(r))
    bars.push_back({c->name, c->ratio, c->low, c->high});
  std::string out;
  llvm::raw_string_ostream os(out);
  os << "<!doctype html><meta charset=\"utf-8\"><title>fusefuzz A/B</title>"
        "<style>body{font-family:sans-serif}td,th{padding:2px 8px;"
        "text-align:right}</style>\n";
  os << llvm::formatv("<h1>B = {0} against A = {1}</h1>\n", r.bName, r.aName);
  os << llvm::formatv("<p>{0} cases; geometric mean B/A {1:f3} [{2:f3}, "
                      "{3:f3}]; slower {4}, faster {5}, same {6}, too noisy "
                      "{7}; smallest change shown here {8:f1}%.</p>\n",
                      r.cases.size(), r.geomean, r.geomeanLow, r.geomeanHigh,
                      r.count("slower"), r.count("faster"), r.count("same"),
                      r.count("too noisy to judge"), 100 * r.detectable);
  os << "<h2>B/A per case, 99% intervals, slowest first</h2>\n"
     << barChart(bars, 1.0, "B/A time per call", /*higherIsBetter=*/false)
     << "\n";
  os << "<table><tr><th>case</th><th>A us</th><th>B us</th><th>B/A</th>"
        "<th>interval</th><th>verdict</th></tr>\n";
  for (const AbCase *c : sortedCases(r))
    os << llvm::formatv("<tr><td style=\"text-align:left\">{0}</td><td>{1:f1}"
                        "</td><td>{2:f1}</td><td>{3:f3}</td><td>[{4:f3}, "
                        "{5:f3}]</td><td>{6}</td></tr>\n",
                        c->name, c->aSeconds * 1e6, c->bSeconds * 1e6, c->ratio,
                        c->low, c->high, c->verdict);
  os << "</table>\n";
  if (!history.empty()) {
    std::vector<std::string> labels;
    Series geomean{"geometric mean B/A", {}}, low{"interval low", {}},
        high{"interval high", {}}, slower{"cases slower", {}};
    for (const AbNight &n : history) {
      labels.push_back(n.label);
      geomean.values.push_back(n.geomean);
      low.values.push_back(n.low);
      high.values.push_back(n.high);
      slower.values.push_back(n.slower);
    }
    os << llvm::formatv("<h2>History ({0} night{1})</h2>\n", history.size(),
                        history.size() == 1 ? "" : "s")
       << lineChart(labels, {geomean, low, high}, "B/A") << "\n"
       << lineChart(labels, {slower}, "cases slower") << "\n";
    // Each case of tonight over the nights it was timed (the same cases
    // every night when the campaign seed of the timing corpus is fixed).
    std::vector<Series> perCase;
    for (const AbCase *c : sortedCases(r)) {
      Series s{c->name, {}};
      for (const AbNight &n : history) {
        auto it = n.ratios.find(c->name);
        s.values.push_back(it == n.ratios.end() ? NAN : it->second);
      }
      perCase.push_back(std::move(s));
      if (perCase.size() == 10)
        break; // the slowest ten: a chart of fifty lines reads as none
    }
    os << "<h3>B/A per case over the nights (tonight's slowest ten)</h3>\n"
       << lineChart(labels, perCase, "B/A") << "\n";
  }
  return out;
}
