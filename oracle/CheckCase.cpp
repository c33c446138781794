//===- CheckCase.cpp ------------------------------------------------------===//
#include "oracle/CheckCase.h"
#include "oracle/Compare.h"
#include "oracle/Executor.h"
#include "oracle/Refusals.h"
#include "oracle/Signature.h"
#include "oracle/Subset.h"
#include "oracle/prove/Prover.h"

#include "passes/Context.h"
#include "passes/ExternalTool.h"
#include "passes/Lowering.h"
#include "passes/Strategy.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <chrono>

using namespace mlir;
using namespace fusefuzz;

namespace {
class Stopwatch {
public:
  double lap() {
    auto now = std::chrono::steady_clock::now();
    double s = std::chrono::duration<double>(now - last).count();
    last = now;
    return s;
  }

private:
  std::chrono::steady_clock::time_point last = std::chrono::steady_clock::now();
};

/// Prints up to `limit` elements of `t`.
std::string dump(const HostTensor &t, int64_t limit = 64) {
  std::string out;
  for (int64_t i = 0, n = t.numElements(); i < n && i < limit; ++i)
    out += (i ? " " : "") + t.format(i);
  if (t.numElements() > limit)
    out += " ...";
  return out;
}

CaseResult fail(CaseResult r, Verdict v, std::string detail,
                std::string evidence = "") {
  r.verdict = v;
  r.detail = std::move(detail);
  r.evidence = std::move(evidence);
  return r;
}
} // namespace

/// Unfused time over fused time (median of alternating calls on the random
/// input set); 0 when it cannot be measured.
static double measureSpeedup(JitModule &jit, const Signature &sig,
                             uint64_t seed) {
  std::string error;
  std::vector<HostTensor> inputs = makeInputs(sig, InputSet::Random, seed);
  auto unfused = jit.prepare("unfused", sig, inputs, error);
  auto fused = jit.prepare("fused", sig, inputs, error);
  if (!unfused || !fused)
    return 0;
  auto timeOnce = [&](PreparedCall &call) {
    call.restoreInputs();
    auto start = std::chrono::steady_clock::now();
    (void)call.invoke(nullptr, error);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  };
  std::vector<double> a, b;
  for (int i = 0; i < 15; ++i) {
    a.push_back(timeOnce(*unfused));
    b.push_back(timeOnce(*fused));
  }
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  return b[7] > 0 ? a[7] / b[7] : 0;
}

CaseResult fusefuzz::checkCase(MLIRContext &context, llvm::StringRef text,
                               llvm::StringRef bufferName,
                               const CheckOptions &options) {
  CaseResult r;
  const StrategyInfo *strategy = findStrategy(options.strategy);
  if (!strategy && !options.external)
    return fail(std::move(r), Verdict::InvalidInput,
                "unknown strategy '" + options.strategy + "'");

  std::string error;
  OwningOpRef<ModuleOp> module = parseModule(text, bufferName, context, error);
  if (!module)
    return fail(std::move(r), Verdict::InvalidInput,
                (bufferName + ": malformed MLIR").str(), error);
  if (options.adjustInput)
    options.adjustInput(*module);
  func::FuncOp original = checkSubset(*module, error);
  if (!original)
    return fail(std::move(r), Verdict::InvalidInput,
                (bufferName + ": " + error).str());
  FailureOr<Signature> sig = readSignature(original, error);
  if (failed(sig))
    return fail(std::move(r), Verdict::InvalidInput,
                (bufferName + ": " + error).str());
  uint64_t seed = 0;
  if (auto s = (*module)->getAttrOfType<IntegerAttr>("fusefuzz.seed"))
    seed = s.getValue().getZExtValue();

  // One module with both functions: @unfused and @fused.
  Stopwatch clock;
  OpBuilder builder(&context);
  original.setSymName("unfused");
  builder.setInsertionPointAfter(original);
  auto fused = cast<func::FuncOp>(builder.clone(*original));
  fused.setSymName("fused");

  FusionTally tally;
  tally.recordSteps = options.prove && !options.external;
  tally.recordIR = options.proofReportWithIR;
  tally.rewriteLimit = options.rewriteLimit;
  if (options.external) {
    // The external tool fuses the case as given; its output replaces @fused.
    ExternalResult ext = runExternalTool(*options.external, text, context);
    std::string tool = options.external->path;
    switch (ext.kind) {
    case ExternalResult::Crashed:
      return fail(std::move(r), Verdict::Crash, tool + " crashed", ext.message);
    case ExternalResult::TimedOut:
      return fail(std::move(r), Verdict::Timeout, tool + " timed out",
                  ext.message);
    case ExternalResult::Failed:
      return fail(std::move(r), Verdict::StrategyError, tool + " failed",
                  ext.message);
    case ExternalResult::Unparsable:
      return fail(std::move(r), Verdict::VerifierError,
                  tool + " printed IR that does not parse or verify",
                  ext.message);
    case ExternalResult::Ok:
      break;
    }
    func::FuncOp produced = checkSubset(*ext.module, error);
    if (!produced)
      return fail(std::move(r), Verdict::VerifierError,
                  tool + " produced IR outside the supported subset: " + error);
    auto countOps = [](func::FuncOp f) {
      unsigned n = 0;
      f.walk([&](Operation *op) {
        n += isa<linalg::GenericOp, tensor::PadOp>(op);
      });
      return n;
    };
    unsigned before = countOps(fused);
    builder.setInsertionPoint(fused);
    auto replacement = cast<func::FuncOp>(builder.clone(*produced));
    fused.erase();
    fused = replacement;
    fused.setSymName("fused");
    if (fused.getFunctionType() != original.getFunctionType())
      return fail(std::move(r), Verdict::VerifierError,
                  tool + " changed the function's signature");
    unsigned after = countOps(fused);
    // Ops merged away: the closest measure of "fusions" from outside.
    if (before > after)
      tally.record("FuseExternal", before - after);
    r.proofReport = "proofs skipped: fusion steps cannot be recovered from an "
                    "external tool's output\n";
  } else if (failed(strategy->run(fused, tally))) {
    r.fusions = tally.fusions();
    return fail(std::move(r), Verdict::StrategyError,
                "strategy '" + options.strategy + "' reported failure",
                printOp(fused));
  }
  r.fusions = tally.fusions();
  r.rewrites = tally.rewrites;
  for (const auto &e : tally.fired)
    r.fired[e.getKey()] = e.getValue();
  r.notConverged = tally.notConverged;
  countRefusals(fused, r.refusals);
  {
    // The fused function alone, named like the input, for reports.
    OwningOpRef<ModuleOp> fusedModule = ModuleOp::create(module->getLoc());
    (*fusedModule)->setAttrs((*module)->getAttrs());
    OpBuilder b(fusedModule->getBodyRegion());
    auto copy = cast<func::FuncOp>(b.clone(*fused));
    copy.setSymName("case");
    r.fusedText = printOp(*fusedModule);
  }
  std::string diagnostics = verifyToString(*module);
  r.fuseSeconds = clock.lap();
  if (!diagnostics.empty())
    return fail(std::move(r), Verdict::VerifierError,
                "fusion produced IR that does not verify", diagnostics);

  std::string firstProofFailure;
  if (options.prove && !options.external) {
    ProofOptions proofOptions;
    proofOptions.timeoutMs = options.proofTimeoutMs;
    std::vector<StepProof> proofs = proveSteps(tally.steps, proofOptions);
    r.proofReport = describeProofs(proofs, options.proofReportWithIR);
    for (const StepProof &step : proofs) {
      r.proofSeconds.push_back(step.seconds);
      switch (step.result()) {
      case ProofResult::Proved:
        ++r.stepsProved;
        break;
      case ProofResult::Failed:
        ++r.stepsFailed;
        break;
      case ProofResult::Unknown:
        ++r.stepsUnknown;
        break;
      }
      for (const ObligationResult &o : step.obligations)
        if (o.result == ProofResult::Failed && firstProofFailure.empty()) {
          firstProofFailure =
              llvm::formatv("step {0} ({1}): {2} failed: {3}",
                            &step - proofs.data(), step.rule, o.name, o.detail);
          r.failedRule = step.rule;
          // "input-map[2]" -> "input-map": the kind, not the operand.
          r.failedObligation = llvm::StringRef(o.name)
                                   .take_until([](char c) { return c == '['; })
                                   .str();
        }
    }
    r.proveSeconds = clock.lap();
  }
  auto proofVerdict = [&](CaseResult result) {
    if (firstProofFailure.empty())
      return result;
    std::string report = result.proofReport;
    return fail(std::move(result), Verdict::ProofFailure, firstProofFailure,
                std::move(report));
  };
  if (!options.execute)
    return proofVerdict(std::move(r));

  if (failed(lowerToLLVM(*module, error))) {
    // Whose fault? Lower the unfused function alone to find out.
    std::string unfusedError;
    OwningOpRef<ModuleOp> alone =
        parseModule(text, bufferName, context, unfusedError);
    if (alone && failed(lowerToLLVM(*alone, unfusedError)))
      return fail(std::move(r), Verdict::Unsupported,
                  (bufferName + ": the unfused case does not lower").str(),
                  unfusedError);
    return fail(std::move(r), Verdict::LoweringError,
                "the fused function failed to lower", error);
  }
  r.lowerSeconds = clock.lap();

  std::unique_ptr<JitModule> jit =
      JitModule::compile(*module, options.optimize, error);
  if (!jit)
    return fail(std::move(r), Verdict::LoweringError, "JIT failed", error);
  // Materialize both functions now so that code generation counts as JIT
  // time, not run time.
  if (!jit->packed("unfused", error) || !jit->packed("fused", error))
    return fail(std::move(r), Verdict::LoweringError, "JIT failed", error);
  r.jitSeconds = clock.lap();
  if (options.takeCompiled) {
    options.takeCompiled(jit, *sig, seed);
    if (!jit)
      return proofVerdict(std::move(r)); // taken for timing: no execution
  }

  for (InputSet set :
       {InputSet::SmallInts, InputSet::Random, InputSet::Special}) {
    std::vector<HostTensor> inputs = makeInputs(*sig, set, seed);
    std::vector<HostTensor> expected, actual;
    if (failed(jit->run("unfused", *sig, inputs, expected, error)) ||
        failed(jit->run("fused", *sig, inputs, actual, error)))
      return fail(std::move(r), Verdict::Unsupported,
                  "could not call the compiled functions", error);
    if (auto diff = compareOutputs(expected, actual, options.ulps)) {
      std::string evidence =
          llvm::formatv("input set: {0} (seed {1})\n{2}\n", inputSetName(set),
                        seed, diff->str());
      if (diff->result < expected.size() && diff->result < actual.size()) {
        evidence += "expected: " + dump(expected[diff->result]) + "\n";
        evidence += "actual:   " + dump(actual[diff->result]) + "\n";
      }
      r.runSeconds = clock.lap();
      if (!firstProofFailure.empty())
        evidence += "\nthe prover also failed: " + firstProofFailure + "\n";
      return fail(
          std::move(r), Verdict::Mismatch,
          llvm::formatv("{0} (input set {1})", diff->str(), inputSetName(set)),
          evidence);
    }
  }
  r.runSeconds = clock.lap();
  if (options.recordSpeedup)
    r.speedup = measureSpeedup(*jit, *sig, seed);
  return proofVerdict(std::move(r));
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
  std::string out =
      line("rules fired", r.fired) + line("refused pairs", r.refusals);
  if (r.stepsProved + r.stepsFailed + r.stepsUnknown)
    out += llvm::formatv("  proofs: {0} steps proved, {1} failed, {2} "
                         "unknown\n",
                         r.stepsProved, r.stepsFailed, r.stepsUnknown);
  return out;
}
