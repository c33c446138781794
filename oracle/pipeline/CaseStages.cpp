//===- CaseStages.cpp -----------------------------------------------------===//
#include "oracle/pipeline/CaseStages.h"
#include "oracle/equiv/Equivalence.h"
#include "oracle/exec/Compare.h"
#include "oracle/pipeline/Counterexample.h"
#include "oracle/pipeline/FusionWatchdog.h"
#include "oracle/pipeline/Normalize.h"
#include "oracle/pipeline/RuntimeSizes.h"
#include "oracle/pipeline/Subset.h"
#include "oracle/pipeline/UserFile.h"
#include "oracle/triage/DiagnosticFacts.h"
#include "oracle/triage/MismatchFacts.h"
#include "oracle/triage/Refusals.h"
#include "passes/OpKindTally.h"

#include "passes/Context.h"
#include "passes/TransformScript.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <algorithm>

using namespace mlir;
using namespace fusefuzz;

LogicalResult CaseState::fail(Verdict verdict, std::string detail,
                              std::string evidence) {
  result.verdict = verdict;
  result.detail = std::move(detail);
  result.evidence = std::move(evidence);
  return failure();
}

double CaseState::lap() {
  auto now = std::chrono::steady_clock::now();
  double s = std::chrono::duration<double>(now - last).count();
  last = now;
  return s;
}

/// Why `text` (named `name`) did not parse: "malformed MLIR", or the
/// transform ops only mlir-opt's test build registers.
static std::string parseFailure(llvm::StringRef name,
                                llvm::StringRef diagnostics) {
  if (diagnostics.contains("'transform.test."))
    return (name +
            ": the transform script uses transform.test.* ops, which only "
            "mlir-opt's test build registers (the installed MLIR libraries "
            "lack them): write the schedule with transform.structured.* ops")
        .str();
  return (name + ": malformed MLIR").str();
}

/// The transform script that fuses `s`: the file's own, unless the user
/// gave one for every case.
static LogicalResult takeSchedule(CaseState &s, const CheckOptions &options,
                                  OwningOpRef<ModuleOp> own) {
  if (options.transformScript) {
    std::string error;
    s.schedule =
        parseModule(*options.transformScript, options.transformScriptName,
                    s.session.context(), error);
    if (!s.schedule)
      return s.fail(Verdict::InvalidInput,
                    parseFailure(options.transformScriptName, error), error);
    s.scheduleName = "the transform script " + options.transformScriptName;
    if (own)
      s.result.notes.push_back("ignored the file's own transform script: " +
                               options.transformScriptName +
                               " is the schedule checked");
  } else if (own) {
    s.schedule = std::move(own);
    s.scheduleName = "the transform script of " + s.name;
  }
  return success();
}

LogicalResult fusefuzz::parseStage(CaseState &s, const CheckOptions &options) {
  std::string error;
  s.module = parseModule(s.text, s.name, s.session.context(), error);
  if (!s.module)
    return s.fail(Verdict::InvalidInput, parseFailure(s.name, error), error);
  // Generated cases (and cases reduced from them) are checked exactly as
  // generated: a generator that emits a read of an empty init must show up
  // as invalid input, not be repaired.
  bool generated = s.generated = (*s.module)->hasAttr("fusefuzz.seed");
  OwningOpRef<ModuleOp> ownSchedule;
  // A generated case a user gave a script of its own (beside the
  // function) still has its script taken.
  bool alone = llvm::hasSingleElement((*s.module).getBody()->getOperations());
  if ((!generated || !alone) &&
      failed(extractCase(*s.module, options.funcName, ownSchedule,
                         s.result.notes, error)))
    return s.fail(Verdict::InvalidInput, s.name + ": " + error);
  if (failed(takeSchedule(s, options, std::move(ownSchedule))))
    return failure();
  if (!generated)
    normalizeForeignOps(*s.module, s.result.notes);
  func::FuncOp original = checkSubset(*s.module, error);
  if (!original)
    return s.fail(Verdict::InvalidInput, s.name + ": " + error);
  std::string sizesNote;
  if ((!generated && !normalizeCase(original, s.result.notes, error)) ||
      !solveRuntimeSizes(original, sizesNote, error))
    return s.fail(Verdict::InvalidInput, s.name + ": " + error);
  if (!sizesNote.empty())
    s.result.notes.push_back(sizesNote);
  // Repairs like the others: not for generated cases (whose gathers index
  // with linalg.index modulo each size), and no walk per campaign case.
  if (!generated)
    boundIndexData(original, s.result.notes);
  // An external tool fuses the case as checked, not as written.
  if (!s.result.notes.empty())
    s.text = printOp(*s.module);
  FailureOr<Signature> sig = readSignature(original, error);
  if (failed(sig))
    return s.fail(Verdict::InvalidInput, s.name + ": " + error);
  s.sig = std::move(*sig);
  if (auto seed = (*s.module)->getAttrOfType<IntegerAttr>("fusefuzz.seed"))
    s.seed = seed.getValue().getZExtValue();
  // One module with both functions: @unfused and @fused.
  OpBuilder builder(&s.session.context());
  original.setSymName("unfused");
  builder.setInsertionPointAfter(original);
  s.unfused = original;
  s.fused = cast<func::FuncOp>(builder.clone(*original));
  s.fused.setSymName("fused");
  s.lap();
  return success();
}

/// Generics and pads: what fusion merges.
static unsigned countFusibleOps(func::FuncOp f) {
  unsigned n = 0;
  f.walk(
      [&](Operation *op) { n += isa<linalg::GenericOp, tensor::PadOp>(op); });
  return n;
}

/// Replaces @fused by `produced` (the function of what `origin`, an
/// external tool or a file, made of the case).
static LogicalResult replaceFused(CaseState &s, ModuleOp produced,
                                  const std::string &origin) {
  std::string error;
  func::FuncOp function = checkSubset(produced, error);
  if (!function)
    return s.fail(Verdict::VerifierError,
                  origin +
                      " produced IR outside the supported subset: " + error);
  unsigned before = countFusibleOps(s.fused);
  OpBuilder builder(s.fused);
  auto replacement = cast<func::FuncOp>(builder.clone(*function));
  s.fused.erase();
  s.fused = replacement;
  s.fused.setSymName("fused");
  if (s.fused.getFunctionType() != s.unfused.getFunctionType())
    return s.fail(Verdict::VerifierError,
                  origin + " changed the function's signature");
  // Ops merged away: the closest measure of "fusions" from outside.
  unsigned after = countFusibleOps(s.fused);
  if (before > after)
    s.tally.record("FuseExternal", before - after);
  return success();
}

/// Replaces @fused by the function of a file the user gave.
static LogicalResult fuseFromFile(CaseState &s, const std::string &text,
                                  const std::string &name) {
  std::string error;
  OwningOpRef<ModuleOp> module =
      parseModule(text, name, s.session.context(), error);
  if (!module)
    return s.fail(Verdict::InvalidInput, name + ": malformed MLIR", error);
  return replaceFused(s, *module, name);
}

/// Replaces @fused by what an external tool made of the case.
static LogicalResult fuseExternally(CaseState &s, const ExternalTool &tool) {
  ExternalResult ext = runExternalTool(tool, s.text, s.session.context());
  const std::string &path = tool.path;
  switch (ext.kind) {
  case ExternalResult::Crashed:
    return s.fail(Verdict::Crash, path + " crashed", ext.message);
  case ExternalResult::TimedOut:
    return s.fail(Verdict::Timeout, path + " timed out", ext.message);
  case ExternalResult::Failed:
    return s.fail(Verdict::StrategyError, path + " failed", ext.message);
  case ExternalResult::Unparsable:
    return s.fail(Verdict::VerifierError,
                  path + " printed IR that does not parse or verify",
                  ext.message);
  case ExternalResult::Ok:
    break;
  }
  if (failed(replaceFused(s, *ext.module, path)))
    return failure();
  return success();
}

/// Replaces @fused by what a pass pipeline run in process made of the case
/// (parsed again from its text, as an external tool would read it).
static LogicalResult fuseInProcess(CaseState &s,
                                   const InProcessPipeline &pipeline) {
  std::string error;
  OwningOpRef<ModuleOp> module =
      parseModule(s.text, s.name, s.session.context(), error);
  if (!module)
    return s.fail(Verdict::InvalidInput, s.name + ": malformed MLIR", error);
  LogicalResult ran = failure();
  {
    FusionWatchdog watchdog;
    ran = runInProcess(pipeline, *module, error);
  }
  std::string label = "pipeline '" + pipeline.textual() + "'";
  if (failed(ran))
    return s.fail(Verdict::StrategyError, label + " failed", error);
  std::string invalid = verifyToString(module->getOperation());
  if (!invalid.empty())
    return s.fail(Verdict::VerifierError, label + " left invalid IR", invalid);
  if (failed(replaceFused(s, *module, label)))
    return failure();
  return success();
}

/// The attribute that marks a case's root ops for a user's transform script.
static constexpr llvm::StringLiteral kRootMark = "__root__";

/// Fuses @fused by the user's transform script.
static LogicalResult fuseBySchedule(CaseState &s) {
  // Its refusals are its diagnostics, not the oracle's pair rules.
  s.tally.classifiesRefusals = true;
  unsigned opsBefore = tilingOpsInLoops(s.fused);
  unsigned nestsBefore = tiledLoopNests(s.fused);
  std::string diagnostic;
  // The ops whose results the function returns are marked for the script
  // (`transform.structured.match attributes{"__root__"}`), for generated
  // cases above all; the marks go once it ran.
  MLIRContext *ctx = s.fused.getContext();
  for (Value v : s.fused.front().getTerminator()->getOperands())
    if (Operation *def = v.getDefiningOp())
      def->setAttr(kRootMark, UnitAttr::get(ctx));
  LogicalResult applied = failure();
  {
    FusionWatchdog watchdog;
    applied = applyTransformScript(s.fused, *s.schedule, diagnostic);
  }
  s.fused.walk([](Operation *op) { op->removeAttr(kRootMark); });
  // A user's own file is written for its script: a script that fails there
  // ends the check. A generated case is any case: a schedule that does not
  // fit it is refused, and what it did before failing is checked.
  if (failed(applied) && !s.generated)
    return s.fail(Verdict::StrategyError,
                  s.scheduleName + " failed: " + diagnosticHeadline(diagnostic),
                  diagnostic);
  if (failed(applied))
    s.tally.refuse("schedule:failed: " + diagnosticHeadline(diagnostic));
  // Ops the script moved into loops, less one tiled root per new nest.
  int ops = int(tilingOpsInLoops(s.fused)) - int(opsBefore);
  int nests = int(tiledLoopNests(s.fused)) - int(nestsBefore);
  if (ops > nests)
    s.tally.record("UserSchedule", ops - std::max(nests, 0));
  else if (succeeded(applied))
    s.tally.refuse("schedule:nothing-fused");
  return success();
}

/// The case's fusion family (see CaseResult::family).
static std::string familyOf(const CaseState &s, const CheckOptions &options) {
  if (std::optional<llvm::StringRef> family = drawnFamily(s.tally.fired))
    return family->str();
  if (s.schedule)
    return "schedule";
  if (options.fusedText)
    return "given";
  if (options.external)
    return "external";
  if (options.inProcess)
    return "pipeline";
  return options.strategy;
}

LogicalResult fusefuzz::fuseStage(CaseState &s, const CheckOptions &options) {
  s.tally.rewriteLimit = options.rewriteLimit;
  if (s.schedule) {
    if (failed(fuseBySchedule(s)))
      return failure();
  } else if (options.fusedText) {
    if (failed(fuseFromFile(s, *options.fusedText, options.fusedName)))
      return failure();
  } else if (options.external) {
    if (failed(fuseExternally(s, *options.external)))
      return failure();
  } else if (options.inProcess) {
    if (failed(fuseInProcess(s, *options.inProcess)))
      return failure();
  } else {
    const StrategyInfo *strategy =
        s.session.strategies().find(options.strategy);
    if (!strategy)
      return s.fail(Verdict::InvalidInput,
                    "unknown strategy '" + options.strategy + "'");
    LogicalResult fused = failure();
    {
      FusionWatchdog watchdog;
      fused = strategy->run(s.fused, s.tally);
    }
    if (failed(fused)) {
      s.result.fusions = s.tally.fusions();
      return s.fail(Verdict::StrategyError,
                    "strategy '" + options.strategy + "' reported failure",
                    printOp(s.fused));
    }
  }
  CaseResult &r = s.result;
  r.family = familyOf(s, options);
  r.fusions = s.tally.fusions();
  r.rewrites = s.tally.rewrites;
  for (const auto &e : s.tally.fired)
    r.fired[e.getKey()] = e.getValue();
  r.notConverged = s.tally.notConverged;
  return success();
}

/// `f` alone in a module with `module`'s attributes, named @case.
static OwningOpRef<ModuleOp> aloneAsCase(ModuleOp module, func::FuncOp f) {
  OwningOpRef<ModuleOp> alone = ModuleOp::create(module.getLoc());
  (*alone)->setAttrs(module->getAttrs());
  OpBuilder b(alone->getBodyRegion());
  cast<func::FuncOp>(b.clone(*f)).setSymName("case");
  return alone;
}

LogicalResult fusefuzz::verifyStage(CaseState &s) {
  // Only @fused changed since parsing verified the module.
  std::string diagnostics = verifyToString(s.fused);
  s.result.fuseSeconds = s.lap();
  if (!diagnostics.empty()) {
    // What the verifier rejected first, and why, characterizes the root
    // cause ("parallel_insert_slice-operand-does-not-dominate").
    s.result.failureFact = verifierFact(diagnostics);
    if (llvm::StringRef(s.result.failureFact).ends_with("does-not-dominate"))
      if (std::string where = dominanceFact(s.fused); !where.empty())
        s.result.failureFact += "/" + where;
    return s.fail(Verdict::VerifierError,
                  "fusion produced IR that does not verify", diagnostics);
  }
  // What reads the fused IR (the refusal walk, the nest recorder, the
  // report's clone) needs it valid: a null operand would crash it.
  CaseResult &r = s.result;
  // The strategy's own refusals (the tile families classify all of theirs;
  // the pattern strategies report upstream's reasons for reshape
  // propagation), then, unless the strategy classifies its own, the
  // producer/consumer pairs left unfused.
  for (const auto &e : s.tally.refused)
    r.refusals[e.getKey()] += e.getValue();
  if (!s.tally.classifiesRefusals)
    countRefusals(s.fused, r.refusals);
  s.verified = true;
  return success();
}

void fusefuzz::equivalenceStage(CaseState &s, const CheckOptions &options) {
  EquivalenceOptions eo;
  eo.timeoutMs = options.equivalenceTimeoutMs;
  eo.rlimit = options.equivalenceRlimit;
  eo.writeOutUndecidedFolds =
      !eo.rlimit || eo.rlimit > CheckOptions::kCampaignEquivalenceRlimit;
  eo.exactQueryAfterAbstractionRunOut = eo.writeOutUndecidedFolds;
  if (!options.smt2Dir.empty()) {
    llvm::StringRef stem = llvm::sys::path::filename(s.name);
    stem.consume_back(".mlir");
    eo.smt2Path = options.smt2Dir + "/" + stem.str() + ".equivalence";
  }
  EquivalenceProof proof = proveEquivalence(s.unfused, s.fused, eo);
  CaseResult &r = s.result;
  r.equivalence = equivalenceStatusName(proof.status).str();
  r.equivalenceReason = proof.reason;
  r.equivalenceReport = proof.describe();
  r.equivalenceSeconds = proof.seconds;
  r.equivalenceDetail = proof.detail;
  r.equivalenceRefutation = refutationKindName(proof.refutation).str();
  s.brokenCondition = proof.brokenCondition;
  s.refutedThroughUninterpreted = proof.throughUninterpreted;
  for (const ModelInput &in : proof.modelInputs)
    r.counterexampleInputs.push_back({in.arg, in.bits});
  r.proveSeconds += s.lap();
}

/// What the end-to-end refutation of kind `kind` shows, for its signature:
/// a race by what makes the iterations write one element
/// ("forall-race/reduction-dim"), an element nobody wrote by where it comes
/// from ("unwritten/partial-write-into-empty"), a slice out of bounds of a
/// tiled strided read by that read ("sizes/slice-out-of-bounds/strided-read"),
/// a different value or size by the root cause the fused IR shows
/// (oracle/triage/MismatchFacts.h), else
/// sizes by the condition broken ("sizes/negative-slice-size"), else by the
/// kind ("value", "sizes", "signature").
static std::string refutationFact(CaseState &s, llvm::StringRef kind) {
  if (kind == "race") {
    std::string fact = forallRaceFact(s.fused);
    return fact.empty() ? "forall-race" : "forall-race/" + fact;
  }
  if (kind == "undefined") {
    std::string layout = layoutOpFact(s.fused);
    return layout.empty() ? unwrittenReadFact(s.fused, s.unfused)
                          : "unwritten/" + layout;
  }
  // A slice out of bounds or a negative slice, pad or tensor.generate size
  // of a tiled strided read is that read's, whatever else the fused IR
  // shows (campaign case seed 14558628112382816776: a pooling's input
  // sliced past its end where another loop of the op is empty, in a nest
  // that also carries an init for another result).
  bool sliceCondition =
      kind == "sizes" &&
      llvm::is_contained(
          {"slice-out-of-bounds", "negative-slice-size", "negative-size"},
          s.brokenCondition);
  if (sliceCondition)
    if (std::string strided = stridedTileFact(s.fused); !strided.empty())
      return "sizes/" + s.brokenCondition + "/" + strided;
  std::string fact = layoutOpFact(s.fused);
  if (fact.empty())
    fact = wrongValueFact(s.fused, s.unfused);
  // A value computed from elements an op left unwritten in a tensor.empty
  // (a reduction folding them: the refutation compares values, the root
  // cause is the unwritten init, campaign case seed 11602146930127410821).
  if (fact.empty() && kind == "value") {
    std::string unwritten = unwrittenReadFact(s.fused, s.unfused);
    if (llvm::is_contained({"unwritten/partial-write-into-empty",
                            "unwritten/kept-result-partial-write",
                            "unwritten/reduction-init-empty"},
                           unwritten))
      fact = unwritten;
  }
  if (!fact.empty())
    return fact;
  if (kind != "sizes" || s.brokenCondition.empty())
    return kind.str();
  return "sizes/" + s.brokenCondition;
}

/// The proof's word: proved holds; in decide mode a refutation is a failed
/// proof (in report mode it is only shown).
static void settleProofs(CaseState &s, const CheckOptions &options) {
  CaseResult &r = s.result;
  if (r.equivalence == "proved")
    r.proofsHold = true;
  if (options.equivalence != CheckOptions::EquivalenceMode::Decide ||
      r.equivalence != "refuted")
    return;
  r.proofsHold = false;
  r.failedProof =
      "the end-to-end equivalence proof is refuted: " + r.equivalenceDetail;
  // Where no fusion fired, the other rewrites are what changed the
  // function: they name it.
  std::string rules = fusionRuleList(s.tally.fired);
  if (rules.empty())
    rules = rewriteList(s.tally.fired);
  r.failedRule = rules;
  r.refutationFact = refutationFact(s, r.equivalenceRefutation);
}

void fusefuzz::keepFused(CaseState &s) {
  // The fused function alone, named like the input, for reports: copied
  // (cheaper than printing it), printed where a report needs it.
  if (s.verified && !s.lowered && !s.fusedAlone)
    s.fusedAlone = aloneAsCase(*s.module, s.fused);
}

void fusefuzz::printFused(CaseState &s) {
  keepFused(s);
  if (s.fusedAlone && s.result.fusedText.empty()) // printed once
    s.result.fusedText = printOp(*s.fusedAlone);
}

LogicalResult fusefuzz::compileStage(CaseState &s, bool optimize,
                                     bool runtimeChecks) {
  std::string error;
  keepFused(s); // the last moment @fused is tensor IR
  if (runtimeChecks && s.keepTimingModule)
    s.timingModule = s.module->clone();
  s.lowered = true;
  if (failed(s.session.lowering().run(*s.module, error, runtimeChecks))) {
    // Whose fault? Lower the unfused function alone to find out.
    std::string unfusedError;
    OwningOpRef<ModuleOp> alone =
        parseModule(s.text, s.name, s.session.context(), unfusedError);
    if (alone &&
        failed(s.session.lowering().run(*alone, unfusedError, runtimeChecks)))
      return s.fail(Verdict::Unsupported,
                    s.name + ": the unfused case does not lower", unfusedError);
    return s.fail(Verdict::LoweringError, "the fused function failed to lower",
                  error);
  }
  s.result.lowerSeconds = s.lap();
  s.jit = JitModule::compile(s.session.jitTarget(), *s.module, optimize, error);
  // Materialize both functions now so that code generation counts as JIT
  // time, not run time.
  if (!s.jit || !s.jit->packed("unfused", error) ||
      !s.jit->packed("fused", error))
    return s.fail(Verdict::LoweringError, "JIT failed", error);
  s.result.jitSeconds = s.lap();
  return success();
}

/// A refutation of values computed through uninterpreted float ops holds
/// only where execution shows it: the model may give an op a value it
/// cannot take (`x / 1.0` other than x where the 1.0 is read through a
/// tile's index). Where execution at the counterexample's sizes (or the
/// case's own, the same) agrees, the end-to-end proof did not decide: the
/// case passes with the proof unknown.
static void withdrawUnshownRefutation(CaseState &s) {
  CaseResult &r = s.result;
  if (!s.refutedThroughUninterpreted || r.refutationFact.empty() ||
      r.counterexampleConfirmed == true)
    return;
  r.verdict = Verdict::Pass;
  r.detail.clear();
  r.evidence.clear();
  r.failedProof.clear();
  r.failedRule.clear();
  r.refutationFact.clear();
  r.proofsHold.reset();
  r.equivalence = "unknown";
  r.equivalenceReason = "a refutation through uninterpreted float ops or "
                        "folds that execution at its sizes does not show";
}

/// Every stage in order, until one ends the check.
static void runEveryStage(CaseState &s, const CheckOptions &options) {
  if (failed(parseStage(s, options)))
    return;
  if (failed(fuseStage(s, options)) || failed(verifyStage(s)))
    return;
  s.result.opKinds = tallyOpKinds(s.unfused, s.fused, s.result.fusions);
  // One proof for every fusion, whoever made it (a strategy, a tool, a
  // pipeline, a schedule, a fused file).
  if (options.prove &&
      options.equivalence != CheckOptions::EquivalenceMode::Off) {
    equivalenceStage(s, options);
    settleProofs(s, options);
  }
  CaseResult &r = s.result;
  if (options.execute && failed(executeStage(s, options))) {
    if (r.verdict == Verdict::Mismatch && !r.failedProof.empty())
      r.evidence += "\nthe prover also failed: " + r.failedProof + "\n";
    return;
  }
  if (!r.failedProof.empty()) {
    r.verdict = Verdict::ProofFailure;
    r.detail = r.failedProof;
    r.evidence = r.equivalenceReport;
    if (options.execute && r.executionAgrees == true) {
      // Re-run as checked: the case's text no longer holds the file's own
      // schedule (taken out of it), which fuses the case again there (a
      // re-run with the default strategy instead passed at K = 0, where
      // the schedule's fused result is never written).
      CheckOptions again = options;
      if (s.schedule && !again.transformScript) {
        again.transformScript = printOp(*s.schedule);
        again.transformScriptName = s.name;
      }
      confirmAtCounterexample(s.session, s.text, s.name, again, r);
      withdrawUnshownRefutation(s);
    }
  }
}

CaseResult fusefuzz::runStages(CaseState &s, const CheckOptions &options) {
  runEveryStage(s, options);
  if (!options.fusedTextOnlyOnFailure || isFailure(s.result.verdict))
    printFused(s);
  return s.result;
}

double fusefuzz::measureSpeedup(CaseState &s) {
  std::string error;
  // Kernels are timed without the checking build's runtime checks.
  JitModule *jit = s.jit.get();
  std::unique_ptr<JitModule> unchecked;
  if (!jit || jit->checked()) {
    OwningOpRef<ModuleOp> module = std::move(s.timingModule);
    if (!module && !s.lowered)
      module = s.module->clone();
    if (!module || failed(s.session.lowering().run(*module, error)))
      return 0;
    unchecked = JitModule::compile(s.session.jitTarget(), *module,
                                   /*optimize=*/false, error);
    if (!unchecked)
      return 0;
    jit = unchecked.get();
  }
  std::vector<HostTensor> inputs = makeInputs(s.sig, InputSet::Random, s.seed);
  auto unfused = jit->prepare("unfused", s.sig, inputs, error);
  auto fused = jit->prepare("fused", s.sig, inputs, error);
  if (!unfused || !fused)
    return 0;
  auto timeOnce = [&](PreparedCall &call) {
    call.restoreInputs();
    auto start = std::chrono::steady_clock::now();
    if (failed(call.invoke(nullptr, error)))
      return -1.0;
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
  return a[0] >= 0 && b[0] >= 0 && b[7] > 0 ? a[7] / b[7] : 0;
}
