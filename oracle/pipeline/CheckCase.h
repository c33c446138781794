//===- CheckCase.h - Differential check of one case -------------*- C++ -*-===//
#ifndef FUSEFUZZ_ORACLE_PIPELINE_CHECKCASE_H
#define FUSEFUZZ_ORACLE_PIPELINE_CHECKCASE_H

#include "oracle/exec/Signature.h"
#include "oracle/pipeline/Verdict.h"
#include "passes/ExternalTool.h"
#include "passes/InProcessPipeline.h"

#include "llvm/ADT/StringMap.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace fusefuzz {

class Session;

/// What executes a case's functions.
enum class Execution {
  /// The tensor-level interpreter; the JIT runs too on every case the
  /// interpreter finds failing, on every `jitSampleEvery`-th generated case
  /// (by seed) and on every hand-written one, and must agree.
  Interpreter,
  /// The JIT-compiled code alone.
  Jit,
  /// Both on every case.
  Both,
};

struct CheckOptions {
  std::string strategy = "all";
  /// Apply only the first N rewrites of the strategy (`check
  /// --rewrite-limit`; attribution bisects with it).
  std::optional<unsigned> rewriteLimit;
  /// Fuse with an external mlir-opt-compatible tool instead of `strategy`.
  std::optional<ExternalTool> external;
  /// Fuse with a pass pipeline run in process (upstream passes and those
  /// of plugins) instead of `strategy`.
  std::optional<InProcessPipeline> inProcess;
  /// Float tolerance in units in the last place (0: bit-exact, NaN == NaN).
  unsigned ulps = 0;
  /// Prove every recorded fusion step with Z3.
  bool prove = true;
  /// The end-to-end equivalence proof (oracle/equiv/Equivalence.h): off;
  /// report (counted and shown, a refutation does not make the verdict);
  /// decide (the default: a refutation is a proof-failure).
  enum class EquivalenceMode { Off, Report, Decide };
  EquivalenceMode equivalence = EquivalenceMode::Decide;
  /// Per Z3 query of the end-to-end proof: the deterministic budget in Z3
  /// resource units (about 4,000 per millisecond on the CI machines) and
  /// the wall clock that only guards against a stuck solver. These are
  /// the defaults of questions about one case (check, prove, replay);
  /// campaigns use kCampaign* unless told otherwise.
  uint64_t equivalenceRlimit = 2000000;
  unsigned equivalenceTimeoutMs = 2000;
  static constexpr uint64_t kCampaignEquivalenceRlimit = 60000;
  static constexpr unsigned kCampaignEquivalenceTimeoutMs = 250;
  /// Execute and compare (off: the prover alone decides).
  bool execute = true;
  Execution execution = Execution::Interpreter;
  unsigned jitSampleEvery = 64;
  /// The JIT's checking build asserts at run time what the interpreter
  /// checks (passes/RuntimeChecks.h); off: compiled as timed builds are.
  bool runtimeChecks = true;
  /// Whether the JIT still runs when the interpreter finds that the unfused
  /// function itself cannot run (off for re-runs at a counterexample's
  /// sizes: those may break shape constraints the prover does not model,
  /// and compiled code reading or writing out of bounds there could corrupt
  /// the harness; the interpreter checks every access).
  bool jitAfterUnfusedFailure = true;
  /// Element values (row-major bits) of arguments, by argument number, that
  /// replace the generated ones in every input set: a refutation's model
  /// values, for the re-run at its counterexample.
  std::vector<std::pair<unsigned, std::vector<uint64_t>>> plantedInputs;
  /// Print the fused function into CaseResult::fusedText only for failing
  /// cases (campaigns report nothing else; printing costs ~5% of a case).
  bool fusedTextOnlyOnFailure = false;
  /// Write every Z3 query as SMT-LIB 2 into this directory.
  std::string smt2Dir;
  /// The fused function, given as a case file (`check A.mlir --fused
  /// B.mlir`): no strategy runs; `fusedName` names it in messages.
  std::optional<std::string> fusedText;
  std::string fusedName;
  /// A transform script (module text) that is the fusion under test, for
  /// every case (`--transform-script`); `transformScriptName` names it. A
  /// case file holding its own script is fused by that one otherwise.
  std::optional<std::string> transformScript;
  std::string transformScriptName;
  /// The function of a user's file to check (`--func`): see
  /// oracle/pipeline/UserFile.h for the one picked without it.
  std::string funcName;
};

struct CaseResult {
  Verdict verdict = Verdict::Pass;
  /// One line: what went wrong (empty on pass).
  std::string detail;
  /// Longer evidence: diagnostics, or expected vs actual values.
  std::string evidence;
  /// What the harness changed in the input before checking it (one line
  /// each: elementwise ops converted, empty inits made arguments, runtime
  /// sizes solved); empty for generated cases.
  std::vector<std::string> notes;
  /// The fused function as a module (`@case`), when fusion ran.
  std::string fusedText;
  unsigned fusions = 0;
  llvm::StringMap<unsigned> fired;    // rewrites per pattern/rule
  llvm::StringMap<unsigned> refusals; // unfused pairs per legality rule
  bool notConverged = false;
  /// The rules a refutation names (the fusion rules that fired, else the
  /// other rewrites); empty when the proof held.
  std::string failedRule;
  /// For a mismatch: what characterizes it,
  /// read from the IR ("unwritten/partial-write-into-empty",
  /// "erased-partial-copy", "unpack-tile-offset-dropped"); for a verifier
  /// error, the layout op the verifier rejected ("unpack-does-not-verify");
  /// or empty.
  std::string failureFact;
  /// The refutation in full ("the end-to-end equivalence proof is refuted:
  /// result 0: counterexample ..."); empty when the proof held.
  std::string failedProof;
  /// For crashes: the stack trace the dying process printed, if any.
  std::string stack;
  /// For an external tool's failure: the built-in strategy whose in-process
  /// fusion of the same case fails the same way, and that run's finding
  /// signature, which then names the finding (fuzz/ExternalAttribution.h).
  std::string sameFailureStrategy, sameFailureSignature;
  /// Unfused over fused median time (0: not measured).
  double speedup = 0;
  /// What each oracle said, for counting disagreements: nullopt when it
  /// did not run or could not decide. `proofsHold`: the end-to-end proof
  /// proved (false: refuted); `executionAgrees`: every input set agreed.
  std::optional<bool> proofsHold, executionAgrees;
  /// For a proof failure execution did not see: whether running the case
  /// at the counterexample's sizes mismatched too (nullopt: not tried, the
  /// counterexample names no runtime size of the case).
  std::optional<bool> counterexampleConfirmed;
  /// Every rewrite the strategy performed, in order ("<rule> on <op>").
  std::vector<std::string> rewrites;
  /// How the case ran: by the interpreter, by the JIT (as a check, or
  /// alone), and why the interpreter declined when it did ("linalg.foo is
  /// not interpreted").
  bool interpreted = false, jitRan = false;
  std::string interpreterDeclined;
  /// Whether the interpreter saw the fused function read elements nobody
  /// wrote (or return them) where the unfused function did not, whatever
  /// its results (a read its values mask).
  bool onlyFusedReadUnwritten = false;
  /// The first race the interpreter saw in the fused function: two
  /// iterations of an scf.forall writing one element (empty: none, or the
  /// interpreter did not run it).
  std::string fusedRace;
  /// A refutation's model values of the arguments (CheckOptions::
  /// plantedInputs of the re-run at its counterexample).
  std::vector<std::pair<unsigned, std::vector<uint64_t>>> counterexampleInputs;
  /// The end-to-end equivalence proof (oracle/equiv/Equivalence.h):
  /// "proved", "refuted" or "unknown" (empty: it did not run), why it is
  /// unknown (grouped: no case detail), the listing per result (the
  /// refutation itself is `failedProof` when it decides), and its time.
  std::string equivalence, equivalenceReason, equivalenceReport;
  /// Why a refuted proof is refuted (the counterexample).
  std::string equivalenceDetail;
  /// What its refutation shows (refutationKindName: "race", "undefined",
  /// "value", "sizes", "signature"; empty unless refuted).
  std::string equivalenceRefutation;
  /// Where the end-to-end refutation decides the case (no step failed
  /// first): what it shows, the fact its signature ends with
  /// ("forall-race/reduction-dim", "unwritten/reduction-init-empty", a
  /// root cause the fused IR shows, else the kind: "value", "sizes").
  std::string refutationFact;
  double equivalenceSeconds = 0;
  /// The fusion family of the case: the `family:<name>` rule `all` drew,
  /// else the strategy ("external" for --opt-tool, "given" for a fused
  /// function the user gave).
  std::string family;
  /// The case's structured ops and pads by name, each with whether it took
  /// part in a fusion (passes/OpKindTally.h).
  std::map<std::string, bool> opKinds;
  /// Seconds spent per stage.
  double fuseSeconds = 0, lowerSeconds = 0, jitSeconds = 0, runSeconds = 0,
         proveSeconds = 0;
};

/// "  rules fired: a=1 b=2\n  refused pairs: ...\n  proofs: ...\n", keys
/// sorted so that the text is the same on every run (for FileCheck).
std::string describeStatistics(const CaseResult &result);

/// The oracles disagree: a mismatch although every proof held (a), or a
/// proof failure although every input set agreed (b).
bool mismatchWithProofsHolding(const CaseResult &result);
bool proofFailureWithInputsAgreeing(const CaseResult &result);

/// Parses `text` (named `bufferName` in messages), fuses a copy of its
/// function with the strategy, verifies, proves, lowers the unfused and the
/// fused function in one module, JIT-compiles it once, runs both on every
/// input set and compares (CaseStages.h). Never throws; every outcome is a
/// verdict.
CaseResult checkCase(Session &session, llvm::StringRef text,
                     llvm::StringRef bufferName, const CheckOptions &options);

/// `off`, `report` or `decide` (as --equivalence and the corpus's
/// EQUIVALENCE: directive spell them); nullopt for anything else.
std::optional<CheckOptions::EquivalenceMode>
parseEquivalenceMode(llvm::StringRef text);

} // namespace fusefuzz

#endif
