//===- Execution.cpp - Running both functions, by interpreter or JIT ------===//
//
// The execute stage of CaseStages.h. Both executors run the same sequence
// (three input sets, unfused then fused, each under two poison patterns)
// and yield an Outcome; the one that decides the case is applied to its
// result. When both ran they must agree: the same verdict, and on a
// passing case bit-identical outputs (NaNs as a class).
//
//===----------------------------------------------------------------------===//
#include "oracle/exec/Compare.h"
#include "oracle/interp/Interpreter.h"
#include "oracle/pipeline/CaseStages.h"
#include "oracle/triage/DiagnosticFacts.h"
#include "oracle/triage/MismatchFacts.h"
#include "passes/DecomposeLayoutOps.h"
#include "passes/FusionTally.h"
#include "passes/Lowering.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace fusefuzz;

namespace {

/// Runs one of the case's functions ("unfused" or "fused"). An executor
/// that can tell sets `*poisonFree` when the outputs are the same under
/// every poison pattern.
using RunFn = llvm::function_ref<LogicalResult(
    llvm::StringRef fn, llvm::ArrayRef<HostTensor> inputs,
    std::vector<HostTensor> &outputs, std::string &error, Poison poison,
    bool *poisonFree)>;

/// What one executor made of the case.
struct Outcome {
  Verdict verdict = Verdict::Pass;
  std::string detail, evidence;
  std::optional<bool> agrees;
  /// The mismatch is the fused function's result depending on elements
  /// nobody wrote.
  bool unwrittenRead = false;
  /// Every run's outputs, in order, with what ran.
  struct Run {
    InputSet set;
    llvm::StringRef fn;
    Poison poison;
  };
  std::vector<std::vector<HostTensor>> outputs;
  std::vector<Run> runs;

  void fail(Verdict v, std::string d, std::string e) {
    verdict = v;
    detail = std::move(d);
    evidence = std::move(e);
  }
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

/// "result #0 at [2] is 7 under poison 0xff and 6 under 0xfe".
std::string poisonDependence(const Difference &d) {
  return llvm::formatv("result #{0} at {1} is {2} under poison {3} and {4} "
                       "under {5}",
                       d.result, d.index, d.expected, poisonName(Poison::A),
                       d.actual, poisonName(Poison::B));
}

} // namespace

/// Runs `fn` under both poison patterns, recording the outputs.
static LogicalResult runPoisoned(RunFn run, llvm::StringRef fn,
                                 llvm::ArrayRef<HostTensor> inputs,
                                 InputSet set, Outcome &o, std::string &error) {
  bool poisonFree = false;
  for (Poison p : {Poison::A, Poison::B}) {
    o.outputs.emplace_back();
    o.runs.push_back({set, fn, p});
    if (poisonFree) { // the second run would compute the same
      o.outputs.back() = o.outputs[o.outputs.size() - 2];
      continue;
    }
    if (failed(run(fn, inputs, o.outputs.back(), error, p, &poisonFree)))
      return failure();
  }
  return success();
}

/// `inputs` with the planted element values (CheckOptions::plantedInputs)
/// in place of the generated ones, where their counts match.
static void plant(const Signature &sig, const CheckOptions &options,
                  std::vector<HostTensor> &inputs) {
  for (const auto &[arg, bits] : options.plantedInputs) {
    if (arg >= sig.args.size() || sig.args[arg].isIndex)
      continue;
    size_t at = llvm::count_if(llvm::ArrayRef(sig.args).take_front(arg),
                               [](const ArgSpec &a) { return !a.isIndex; });
    HostTensor &t = inputs[at];
    if (t.numElements() != int64_t(bits.size()))
      continue;
    for (auto [i, b] : llvm::enumerate(bits))
      t.setBits(i, b);
  }
}

/// The whole sequence of runs with one executor.
static Outcome execute(CaseState &s, const CheckOptions &options, RunFn run) {
  unsigned ulps = options.ulps;
  Outcome o;
  for (InputSet set :
       {InputSet::SmallInts, InputSet::Random, InputSet::Special}) {
    std::string error, where = llvm::formatv("input set {0}, seed {1}",
                                             inputSetName(set), s.seed);
    std::vector<HostTensor> inputs = makeInputs(s.sig, set, s.seed);
    plant(s.sig, options, inputs);
    if (failed(runPoisoned(run, "unfused", inputs, set, o, error))) {
      o.fail(Verdict::Unsupported,
             s.name + ": the unfused function could not be run", error);
      return o;
    }
    const std::vector<HostTensor> &ua = o.outputs[o.outputs.size() - 2],
                                  &ub = o.outputs.back();
    if (auto d = firstBitDifference(ua, ub)) {
      o.fail(Verdict::InvalidInput,
             s.name + ": the unfused case reads uninitialized memory: " +
                 poisonDependence(*d) +
                 " (elements of a tensor.empty that no op writes, or reads "
                 "out of bounds?)",
             where + "\n");
      return o;
    }
    size_t unfusedAt = o.outputs.size() - 2;
    if (failed(runPoisoned(run, "fused", inputs, set, o, error))) {
      o.agrees = false;
      o.fail(Verdict::Mismatch,
             "the fused function failed at run time (the unfused one ran): " +
                 error,
             where + "\n" + error + "\n");
      return o;
    }
    const std::vector<HostTensor> &unfused = o.outputs[unfusedAt],
                                  &fa = o.outputs[o.outputs.size() - 2],
                                  &fb = o.outputs.back();
    if (auto d = firstBitDifference(fa, fb)) {
      o.agrees = false;
      o.unwrittenRead = true;
      o.fail(Verdict::Mismatch,
             "the fused kernel reads memory nobody wrote: " +
                 poisonDependence(*d),
             where + "\n");
      return o;
    }
    if (auto diff = compareOutputs(unfused, fa, ulps)) {
      o.agrees = false;
      std::string evidence = where + "\n" + diff->str() + "\n";
      if (diff->result < unfused.size() && diff->result < fa.size()) {
        evidence += "expected: " + dump(unfused[diff->result]) + "\n";
        evidence += "actual:   " + dump(fa[diff->result]) + "\n";
      }
      o.fail(
          Verdict::Mismatch,
          llvm::formatv("{0} (input set {1})", diff->str(), inputSetName(set)),
          evidence);
      return o;
    }
  }
  o.agrees = true;
  return o;
}

/// Makes `o` the case's execution result; `unwrittenFact` characterizes a
/// mismatch that reads unwritten elements, `nestFact` any other (read from
/// the fused IR, oracle/triage/MismatchFacts.h), unless EraseIdentityLinalgOp
/// took an op whose equal maps are not permutations for an identity
/// (FusionTally records it: "erased-partial-copy"): such an op copies one
/// slice of its input into part of its init, and its result is not its
/// input.
static LogicalResult apply(CaseState &s, Outcome &o,
                           llvm::function_ref<std::string()> unwrittenFact,
                           llvm::function_ref<std::string()> nestFact) {
  s.result.executionAgrees = o.agrees;
  if (o.verdict == Verdict::Pass)
    return success();
  // A mismatch is of an unwritten read also where the poisons' values met
  // (a NaN under both), as long as the interpreter saw the fused function,
  // and not the unfused one, read elements nobody wrote.
  if (o.verdict == Verdict::Mismatch)
    s.result.failureFact =
        o.unwrittenRead || s.result.onlyFusedReadUnwritten ? unwrittenFact()
        : s.result.fired.count(kErasedPartialCopy) ? "erased-partial-copy"
                                                   : nestFact();
  // Else what the end-to-end refutation shows, where it names more than
  // its kind (the condition on the sizes the fused function breaks is the
  // cause a runtime check's failure is the symptom of), else what a
  // runtime check caught.
  llvm::StringRef refuted = s.result.refutationFact;
  bool refutationNamesCause =
      !refuted.empty() &&
      !llvm::is_contained({"value", "sizes", "signature"}, refuted);
  if (o.verdict == Verdict::Mismatch && s.result.failureFact.empty() &&
      !refutationNamesCause)
    s.result.failureFact = runtimeCheckFact(o.detail);
  return s.fail(o.verdict, std::move(o.detail), std::move(o.evidence));
}

/// Where the interpreter's and the JIT's outcomes differ ("" if nowhere).
static std::string disagreement(const Outcome &interp, const Outcome &jit,
                                uint64_t seed) {
  if (interp.verdict != jit.verdict)
    return llvm::formatv("the interpreter says {0} ({1}), the JIT says {2} "
                         "({3})",
                         verdictName(interp.verdict),
                         interp.detail.empty() ? "-" : interp.detail,
                         verdictName(jit.verdict),
                         jit.detail.empty() ? "-" : jit.detail);
  // A failing case may have read poison, which the two place differently
  // (bufferization reuses buffers); passing runs must agree exactly.
  if (interp.verdict != Verdict::Pass)
    return "";
  for (size_t i = 0; i < interp.outputs.size() && i < jit.outputs.size(); ++i)
    if (auto d = compareOutputs(jit.outputs[i], interp.outputs[i], 0)) {
      const Outcome::Run &run = interp.runs[i];
      return llvm::formatv("input set {0}, seed {1}, @{2}, poison {3}: {4} "
                           "(expected: the JIT's, got: the interpreter's)",
                           inputSetName(run.set), seed, run.fn,
                           poisonName(run.poison), d->str());
    }
  return "";
}

/// Whether the JIT checks the interpreter on this case regardless of its
/// outcome: hand-written cases always (they are few and chosen), generated
/// ones every `every`-th by seed.
static bool crossChecked(const CaseState &s, unsigned every) {
  if (!(*s.module)->hasAttr("fusefuzz.seed"))
    return true;
  return every && s.seed % every == 0;
}

LogicalResult fusefuzz::executeStage(CaseState &s,
                                     const CheckOptions &options) {
  CaseResult &r = s.result;
  // Packs, unpacks and softmax run as upstream decomposes them (both
  // executors): a copy of @fused is kept for reports first.
  std::optional<std::string> layout;
  if (hasLayoutOps(*s.module)) {
    keepFused(s);
    layout = layoutOpFact(s.fused);
    std::string error;
    if (failed(decomposeLayoutOps(s.unfused, error)))
      return s.fail(Verdict::Unsupported,
                    s.name + ": the unfused case does not decompose", error);
    if (failed(decomposeLayoutOps(s.fused, error)))
      return s.fail(Verdict::LoweringError,
                    "the fused function does not decompose", error);
  }
  // Read only for a mismatch, and before lowering for the JIT rewrites
  // @fused in place.
  std::optional<std::string> fact, nest;
  // An unwritten read in a nest holding a mis-tiled pack or unpack names
  // that op too ("unwritten/unpack-tile-offset-dropped").
  auto unwrittenFact = [&]() {
    if (!fact)
      fact = layout && !layout->empty() ? "unwritten/" + *layout
                                        : unwrittenReadFact(s.fused, s.unfused);
    return *fact;
  };
  auto nestFact = [&]() {
    if (!nest)
      nest = layout && !layout->empty() ? *layout
                                        : wrongValueFact(s.fused, s.unfused);
    return *nest;
  };

  Outcome interp;
  // Whether the interpreter's runs read elements nobody wrote (or returned
  // them), which its masking hid: a tensor.empty's i1 is 0 or 1 to it, its
  // byte anything to the compiled code.
  bool fusedReadUnwritten = false, unfusedReadUnwritten = false,
       outOfSteps = false;
  if (options.execution != Execution::Jit) {
    std::string why;
    std::unique_ptr<Interpreter> unfused = Interpreter::create(s.unfused, why);
    std::unique_ptr<Interpreter> fused =
        unfused ? Interpreter::create(s.fused, why) : nullptr;
    if (fused) {
      r.interpreted = true;
      interp = execute(s, options,
                       [&](llvm::StringRef fn, llvm::ArrayRef<HostTensor> in,
                           std::vector<HostTensor> &out, std::string &error,
                           Poison poison, bool *poisonFree) {
                         bool isFused = fn == "fused";
                         Interpreter &i = isFused ? *fused : *unfused;
                         LogicalResult ran =
                             i.run(s.sig, in, out, error, poison, poisonFree);
                         outOfSteps |= failed(ran) && i.ranOutOfSteps();
                         if (isFused && r.fusedRace.empty())
                           r.fusedRace = i.race();
                         if (succeeded(ran) && !*poisonFree)
                           (isFused ? fusedReadUnwritten
                                    : unfusedReadUnwritten) = true;
                         return ran;
                       });
      r.runSeconds = s.lap();
      r.onlyFusedReadUnwritten = fusedReadUnwritten && !unfusedReadUnwritten;
      // Out of steps is this executor's limit, not the function's failure:
      // the JIT decides.
      if (outOfSteps) {
        r.interpreted = false;
        r.onlyFusedReadUnwritten = false;
        r.interpreterDeclined =
            llvm::formatv("ran out of its budget of {0} loop iterations and "
                          "payload points",
                          Interpreter::kStepBudget)
                .str();
        interp = Outcome();
      }
    } else {
      r.interpreterDeclined = why;
    }
  }
  bool runJit = !r.interpreted || options.execution == Execution::Both ||
                interp.verdict != Verdict::Pass ||
                crossChecked(s, options.jitSampleEvery);
  bool unfusedFailed = interp.verdict == Verdict::Unsupported ||
                       interp.verdict == Verdict::InvalidInput;
  if (!runJit ||
      (r.interpreted && unfusedFailed && !options.jitAfterUnfusedFailure))
    return apply(s, interp, unwrittenFact, nestFact);
  r.jitRan = true;
  (void)unwrittenFact();
  (void)nestFact();
  if (failed(compileStage(s, /*optimize=*/false, options.runtimeChecks))) {
    if (r.interpreted && interp.verdict != Verdict::Pass)
      r.evidence +=
          "\nthe interpreter found: " + verdictName(interp.verdict).str() +
          ": " + interp.detail + "\n";
    return failure();
  }
  Outcome jit = execute(
      s, options,
      [&](llvm::StringRef fn, llvm::ArrayRef<HostTensor> in,
          std::vector<HostTensor> &out, std::string &error, Poison poison,
          bool *) { return s.jit->run(fn, s.sig, in, out, error, poison); });
  r.runSeconds += s.lap();
  if (r.interpreted) {
    std::string differs = disagreement(interp, jit, s.seed);
    // Only the fused function read unwritten elements, and only one
    // executor's values of them show: not two executors at odds over a
    // defined program, but the fused one's undefined read, that executor's
    // mismatch.
    if (r.onlyFusedReadUnwritten && interp.verdict == Verdict::Pass &&
        jit.verdict == Verdict::Mismatch) {
      jit.detail += " (the fused function reads elements nobody wrote: the "
                    "interpreter's values of them hid it)";
      differs.clear();
    } else if (r.onlyFusedReadUnwritten && interp.unwrittenRead &&
               jit.verdict == Verdict::Pass) {
      interp.detail += " (the JIT's values of those elements hid it)";
      return apply(s, interp, unwrittenFact, nestFact);
    }
    if (!differs.empty()) {
      r.executionAgrees = jit.agrees;
      return s.fail(Verdict::ExecutorDisagreement,
                    "the interpreter and the JIT disagree: " + differs,
                    "interpreter: " + verdictName(interp.verdict).str() + "\n" +
                        interp.evidence + "\nJIT: " +
                        verdictName(jit.verdict).str() + "\n" + jit.evidence);
    }
  }
  return apply(s, jit, unwrittenFact, nestFact);
}
