//===- AbBench.cpp - Two fusion implementations timed in one run ----------===//
#include "reports/AbBench.h"
#include "reports/Stats.h"

#include "oracle/exec/Executor.h"
#include "oracle/exec/Signature.h"
#include "oracle/pipeline/CaseStages.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>

using namespace fusefuzz;

namespace {
/// One side of a case fused, at tensor level: what each compiled copy is
/// lowered from.
struct FusedSide {
  /// Cloned for each copy (cloning reads it: `mutable` only because
  /// OwningOpRef gives no const access).
  mutable mlir::OwningOpRef<mlir::ModuleOp> module;
  Signature sig;
  std::vector<HostTensor> inputs;
  unsigned fusions = 0;
};

/// One compiled copy of a side: its unfused and fused functions prepared on
/// the case's inputs, code and buffers at addresses of their own.
struct Copy {
  std::unique_ptr<JitModule> jit;
  std::unique_ptr<PreparedCall> unfused, fused;
  /// Shifts the next copy's buffers on the heap.
  std::vector<char> spacer;
};

/// A copy of A and a copy of B, and what their rounds measured (per call,
/// in the clock's unit).
struct Unit {
  Copy a, b;
  std::vector<double> unfused, timeA, timeB, logRatio;
  /// The unit's log(B/A): the mean of its rounds' middle half (a round an
  /// interrupt or another job hit says nothing of the kernels).
  double estimate() const { return trimmedMean(logRatio, 0.25); }
};
} // namespace

/// Parses `text` and fuses it with `options` into `side`; failure with
/// `error`.
static mlir::LogicalResult fuseSide(Session &session, llvm::StringRef text,
                                    llvm::StringRef name,
                                    const CheckOptions &options,
                                    FusedSide &side, std::string &error) {
  CaseState state(session, text, name);
  if (mlir::failed(parseStage(state, options)) ||
      mlir::failed(fuseStage(state, options)) ||
      mlir::failed(verifyStage(state))) {
    error = state.result.detail;
    return mlir::failure();
  }
  side.module = state.module->clone();
  side.sig = state.sig;
  side.inputs = makeInputs(state.sig, InputSet::Random, state.seed);
  side.fusions = state.result.fusions;
  return mlir::success();
}

/// Lowers and compiles a copy of `side` at -O3 (without @unfused unless
/// `withUnfused`: the control is timed on the first copy only, and every
/// other copy compiles in half the time) and prepares its functions after
/// a spacer of `spacerBytes`; each is called once, checked, before any call
/// is timed.
static mlir::FailureOr<Copy> compileCopy(Session &session,
                                         const FusedSide &side,
                                         bool withUnfused, size_t spacerBytes,
                                         std::string &error) {
  mlir::OwningOpRef<mlir::ModuleOp> module = side.module->clone();
  if (!withUnfused)
    if (mlir::Operation *unfused = module->lookupSymbol("unfused"))
      unfused->erase();
  if (mlir::failed(session.lowering().run(*module, error)))
    return mlir::failure();
  Copy c;
  c.jit = JitModule::compile(session.jitTarget(), *module, /*optimize=*/true,
                             error);
  if (!c.jit)
    return mlir::failure();
  c.spacer.resize(spacerBytes);
  c.fused = c.jit->prepare("fused", side.sig, side.inputs, error);
  if (!c.fused || mlir::failed(c.fused->invoke(nullptr, error)))
    return mlir::failure();
  if (withUnfused) {
    c.unfused = c.jit->prepare("unfused", side.sig, side.inputs, error);
    if (!c.unfused || mlir::failed(c.unfused->invoke(nullptr, error)))
      return mlir::failure();
  }
  return c;
}

/// Clock units per call of `calls` timed calls of `call` (its inputs
/// restored first, untimed), `chargedAs` calls' worth charged (a known
/// slowdown runs more calls than it charges).
static double timeBatch(const SampleClock &clock, PreparedCall &call,
                        unsigned calls, unsigned chargedAs) {
  call.restoreInputs();
  double start = clock.now();
  for (unsigned i = 0; i < calls; ++i)
    call.invokeTimed();
  return (clock.now() - start) / chargedAs;
}

namespace {
/// Samples one case until its interval is narrow enough or its budget is
/// spent.
class CaseSampler {
public:
  CaseSampler(Session &session, const AbOptions &options,
              const SampleClock &clock, const FusedSide &a, const FusedSide &b,
              std::mt19937_64 &order)
      : session(session), options(options), clock(clock), a(a), b(b),
        order(order), start(threadCpuSeconds()),
        wallStart(std::chrono::steady_clock::now()) {}

  /// Runs the comparison into `c`; failure with `error` if a copy does not
  /// compile or run.
  mlir::LogicalResult run(AbCase &c, std::string &error);

private:
  mlir::LogicalResult addUnit(std::string &error);
  /// Times every unit until each has `rounds` rounds.
  void sampleTo(unsigned rounds);
  /// log(B/A) of each unit.
  std::vector<double> estimates() const;
  /// log(B/A) over the units, and the half-width of its 99% interval: a
  /// copy whose buffers happen to alias (measured: one in twenty copies
  /// 70% slower) is a placement, not the code, so the units' 10% at
  /// either end are trimmed.
  std::pair<double, double> interval() const {
    return trimmedMeanInterval(estimates(), kUnitTrim);
  }
  static constexpr double kUnitTrim = 0.1;
  /// Whether a new unit narrows the interval more per second than doubling
  /// every unit's rounds, by the variance within units and between them.
  bool unitPaysMore() const;
  double spent() const { return threadCpuSeconds() - start; }
  bool budgetLeft() const;

  Session &session;
  const AbOptions &options;
  const SampleClock &clock;
  const FusedSide &a, &b;
  std::mt19937_64 &order;
  double start;
  std::chrono::steady_clock::time_point wallStart;
  std::vector<Unit> units;
  unsigned batch = 20, bCalls = 20, rounds = 0;
  double compileSeconds = 0, roundSeconds = 0; // CPU seconds each
  unsigned roundsTimed = 0;
};
} // namespace

bool CaseSampler::budgetLeft() const {
  // The budget is CPU time, so that a busy machine does not cut sampling
  // short; wall time guards against a machine so busy it barely runs us.
  double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                              wallStart)
                    .count();
  return spent() < options.maxSeconds && wall < 4 * options.maxSeconds;
}

mlir::LogicalResult CaseSampler::addUnit(std::string &error) {
  double before = threadCpuSeconds();
  // Spacers of 64 bytes to 6 KiB put each copy's buffers at other offsets
  // in the heap's pages.
  std::uniform_int_distribution<size_t> spacing(1, 97);
  Unit u;
  mlir::FailureOr<Copy> copyA =
      compileCopy(session, a, units.empty(), 64 * spacing(order), error);
  mlir::FailureOr<Copy> copyB = mlir::failure();
  if (mlir::succeeded(copyA))
    copyB = compileCopy(session, b, false, 64 * spacing(order), error);
  if (mlir::failed(copyB)) {
    error = (mlir::failed(copyA) ? "A: " : "B: ") + error;
    return mlir::failure();
  }
  u.a = std::move(*copyA);
  u.b = std::move(*copyB);
  units.push_back(std::move(u));
  compileSeconds += threadCpuSeconds() - before;
  return mlir::success();
}

void CaseSampler::sampleTo(unsigned target) {
  double before = threadCpuSeconds();
  unsigned timed = 0;
  for (unsigned r = 0; r < target; ++r)
    for (Unit &u : units) {
      if (u.logRatio.size() > r)
        continue;
      PreparedCall *kernels[3] = {u.a.fused.get(), u.b.fused.get(),
                                  u.a.unfused.get()};
      unsigned which[3] = {0, 1, 2};
      unsigned count = kernels[2] ? 3 : 2;
      std::shuffle(which, which + count, order);
      double t[3];
      for (unsigned k = 0; k < count; ++k)
        t[which[k]] = timeBatch(clock, *kernels[which[k]],
                                which[k] == 1 ? bCalls : batch, batch);
      u.timeA.push_back(t[0]);
      u.timeB.push_back(t[1]);
      if (count == 3)
        u.unfused.push_back(t[2]);
      u.logRatio.push_back(
          std::log(std::max(t[1], 1e-30) / std::max(t[0], 1e-30)));
      ++timed;
    }
  roundSeconds = (roundSeconds * roundsTimed + (threadCpuSeconds() - before)) /
                 std::max(1u, roundsTimed + timed);
  roundsTimed += timed;
  rounds = std::max(rounds, target);
}

std::vector<double> CaseSampler::estimates() const {
  std::vector<double> estimates;
  for (const Unit &u : units)
    estimates.push_back(u.estimate());
  return estimates;
}

bool CaseSampler::unitPaysMore() const {
  // One-way variance components: within a unit, a round's log ratio varies
  // by `within`; the units' true ratios vary by `between` (placement).
  std::vector<double> withins;
  for (const Unit &u : units)
    withins.push_back(sampleVariance(u.logRatio));
  double n = units.size(), within = mean(withins);
  double between = std::max(0.0, sampleVariance(estimates()) - within / rounds);
  auto predicted = [&](double n, double r) {
    return studentT995(unsigned(n) - 1) * std::sqrt((between + within / r) / n);
  };
  double now = predicted(n, rounds);
  double unitGain =
      (now - predicted(n + 1, rounds)) /
      (compileSeconds / n + rounds * roundSeconds / std::max(1.0, n));
  double roundsGain =
      (now - predicted(n, 2.0 * rounds)) / (rounds * roundSeconds + 1e-9);
  return units.size() < options.maxUnits && unitGain >= roundsGain;
}

mlir::LogicalResult CaseSampler::run(AbCase &c, std::string &error) {
  if (mlir::failed(addUnit(error)))
    return mlir::failure();
  // Batches lasting about a sample (by wall time: the batch need only be
  // long against the clock's resolution and the cost of reading it), of a
  // multiple of the calls that make an injected slowdown whole (20 for 5%).
  auto begin = std::chrono::steady_clock::now();
  double elapsed = 0;
  unsigned calls = 0;
  for (; calls < 100000 && elapsed < 20 * options.targetSeconds; ++calls) {
    units[0].a.fused->invokeTimed();
    elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin)
            .count();
  }
  double perCall = std::max(1e-9, elapsed / calls);
  unsigned whole = 1;
  while (whole < 1000 &&
         std::abs(whole * options.injectSlowdown -
                  std::round(whole * options.injectSlowdown)) > 1e-6)
    ++whole;
  batch = whole *
          std::max<unsigned>(
              1, unsigned(std::ceil(options.targetSeconds / perCall / whole)));
  bCalls = unsigned(std::lround(batch * (1 + options.injectSlowdown)));
  while (units.size() < options.minUnits)
    if (mlir::failed(addUnit(error)))
      return mlir::failure();
  sampleTo(options.rounds);
  while (interval().second > options.targetHalfWidth && budgetLeft()) {
    if (unitPaysMore()) {
      if (mlir::failed(addUnit(error)))
        return mlir::failure();
      sampleTo(rounds);
    } else {
      sampleTo(std::min(2 * rounds, rounds + 2000));
    }
  }
  std::vector<double> unfused, timeA, timeB;
  for (const Unit &u : units) {
    llvm::append_range(unfused, u.unfused);
    llvm::append_range(timeA, u.timeA);
    llvm::append_range(timeB, u.timeB);
  }
  auto [logRatio, h] = interval();
  c.batch = batch;
  c.units = units.size();
  c.rounds = rounds;
  c.unfusedTime = median(unfused);
  c.aTime = median(timeA);
  c.bTime = median(timeB);
  c.cvA = coefficientOfVariation(timeA);
  c.cvB = coefficientOfVariation(timeB);
  c.ratio = std::exp(logRatio);
  c.low = std::exp(logRatio - h);
  c.high = std::exp(logRatio + h);
  c.halfWidth = h;
  c.seconds = spent();
  return mlir::success();
}

static std::string verdictOf(const AbCase &c, const AbOptions &o) {
  if (c.low > 1 && c.ratio >= 1 + o.minEffect)
    return "slower";
  if (c.high < 1 && c.ratio <= 1 - o.minEffect)
    return "faster";
  // Neither: "same" only if a change of the size judged could have shown.
  if (c.halfWidth > o.targetHalfWidth)
    return "too noisy to judge";
  return "same";
}

AbReport fusefuzz::runAbBench(
    Session &session,
    const std::vector<std::pair<std::string, std::string>> &cases,
    const AbOptions &options, llvm::raw_ostream &log) {
  auto start = std::chrono::steady_clock::now();
  std::unique_ptr<SampleClock> clock = SampleClock::best(options.allowCycles);
  AbReport report;
  report.aName = options.a.name;
  report.bName = options.b.name;
  report.clock = clock->name().str();
  report.unit = clock->kind() == SampleClock::Kind::Cycles ? "cycles" : "us";
  report.loadBefore = MachineLoad::now();
  std::mt19937_64 order(options.seed);
  std::vector<double> detectable;
  for (const auto &[name, text] : cases) {
    std::string error;
    FusedSide a, b;
    AbCase c;
    c.name = name;
    bool compared =
        mlir::succeeded(
            fuseSide(session, text, name, options.a.options, a, error)) &&
        mlir::succeeded(
            fuseSide(session, text, name, options.b.options, b, error)) &&
        mlir::succeeded(
            CaseSampler(session, options, *clock, a, b, order).run(c, error));
    if (!compared) {
      report.skipped.push_back(name + ": " + error);
      log << "fusefuzz: " << name << ": not compared: " << error << "\n";
      continue;
    }
    c.fusionsA = a.fusions;
    c.fusionsB = b.fusions;
    if (clock->kind() != SampleClock::Kind::Cycles) {
      c.unfusedTime *= 1e6;
      c.aTime *= 1e6;
      c.bTime *= 1e6;
    }
    c.verdict = verdictOf(c, options);
    // The change this case would judge slower about 9 times in 10.
    detectable.push_back(std::max(options.minEffect, 1.5 * c.halfWidth));
    log << llvm::formatv(
        "fusefuzz: {0}: B/A {1:f3} [{2:f3}, {3:f3}] {4} ({5} units x {6} "
        "rounds, {7:f1} s)\n",
        name, c.ratio, c.low, c.high, c.verdict, c.units, c.rounds, c.seconds);
    report.cases.push_back(std::move(c));
  }
  report.loadAfter = MachineLoad::now();
  if (!report.cases.empty()) {
    std::vector<double> logs;
    for (const AbCase &c : report.cases)
      logs.push_back(std::log(c.ratio));
    report.geomean = std::exp(mean(logs));
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
