//===- StepProver.h - Proving one recorded step (internal) ------*- C++ -*-===//
//
// The prover's internals, shared by the files that state the obligations of
// each step kind (Prover.cpp: elementwise and pad steps; TileNestProver.cpp:
// tile loop nests). Not part of the oracle's interface: use Prover.h.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_PROVE_STEPPROVER_H
#define FUSEFUZZ_ORACLE_PROVE_STEPPROVER_H

#include "oracle/prove/Prover.h"
#include "oracle/smt/Smt.h"

#include "llvm/Support/FormatVariadic.h"

#include <chrono>

namespace fusefuzz::detail {

using smt::Expr;
using Clock = std::chrono::steady_clock;
inline double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// Named integer variables of one query, with their model values printable.
struct Vars {
  smt::Context &ctx;
  std::vector<std::pair<std::string, Expr>> named;

  /// The variable `name` (the same one when asked twice).
  Expr var(const std::string &name) {
    for (const auto &[n, e] : named)
      if (n == name)
        return e;
    Expr e = ctx.intVar(name);
    named.push_back({name, e});
    return e;
  }
  std::string model(smt::Solver &solver) const {
    std::string out;
    for (const auto &[name, e] : named)
      if (std::optional<int64_t> v = solver.value(e))
        out += llvm::formatv("{0}{1}={2}", out.empty() ? "" : ", ", name, *v)
                   .str();
    return out;
  }
};

/// Which loops two points must differ in for "written twice" to count.
enum class Scope { ParallelLoops, AllLoops };

class StepProver {
public:
  StepProver(smt::Context &ctx, const ProofOptions &options, unsigned index,
             FusionStep::Kind kind)
      : options(options), ctx(ctx),
        solver(ctx, options.timeoutMs, kind != FusionStep::Reshape,
               options.rlimit),
        stepIndex(index) {}
  StepProof run(const FusionStep &step);

private:
  using Operand = std::optional<unsigned>;
  /// What kind of violation a disjunct of a query is, named in a failed
  /// obligation's fact (the first disjunct the counterexample makes true).
  using ViolationKinds = std::vector<std::pair<std::string, Expr>>;
  /// Asks whether `query` is satisfiable; unsat proves the obligation.
  void obligation(Obligation id, Operand k, const Expr &query, Vars &vars,
                  const ViolationKinds *kinds = nullptr);
  void record(Obligation id, Operand k, ProofResult result, std::string why,
              double seconds = 0) {
    proof.obligations.push_back({id, k, result, std::move(why), seconds});
  }
  void fail(Obligation id, Operand k, std::string why) {
    record(id, k, ProofResult::Failed, std::move(why));
  }
  void unknown(Obligation id, Operand k, std::string why) {
    record(id, k, ProofResult::Unknown, std::move(why));
  }
  void elementwise(const ElementwiseStepRecord &r);
  void writtenOnce(const ElementwiseStepRecord &r, unsigned o, Scope scope);
  void preservedCovered(const ElementwiseStepRecord &r, unsigned i);
  void shapeContract(const ElementwiseStepRecord &r);
  void pad(const PadStepRecord &r);
  /// Shared-input fusion: each sibling result against the merged op.
  void horizontal(const HorizontalStepRecord &r);
  /// Reshape propagation (ReshapeProver.cpp).
  void reshape(const ReshapeStepRecord &r);
  /// Tile nest obligations (TileNestProver.cpp), per op `i` of the nest.
  void tileNest(const TileNestRecord &r);
  void tileBox(const TileNestRecord &r, unsigned i);
  void tilesCover(const TileNestRecord &r, unsigned i);
  uint64_t movingLoops(const TileNestRecord &r, unsigned i, unsigned d,
                       uint64_t deps);
  void tileReads(const TileNestRecord &r, unsigned i);
  void initOnce(const TileNestRecord &r, unsigned i);
  void readsOriginal(const TileNestRecord &r, unsigned i);
  void forallSingleWriter(const TileNestRecord &r, unsigned i);
  /// Whether `map` over `nest` writes each element from one point of the
  /// loops in `scope`; nullopt when the solver cannot tell.
  std::optional<bool> injective(const LoopNest &nest, mlir::AffineMap map,
                                Scope scope, const std::string &label);

  /// Checks `query` in a scope of the step's solver (`label` names it in
  /// SMT-LIB dumps). `explain`, when given, receives the counterexample
  /// (`vars`' model) on Sat or the solver's reason on Unknown.
  smt::Result check(const Expr &query, const std::string &label,
                    const Vars *vars = nullptr, std::string *explain = nullptr,
                    const ViolationKinds *kinds = nullptr,
                    std::string *kind = nullptr);

  const ProofOptions &options;
  smt::Context &ctx;
  smt::Solver solver;
  unsigned stepIndex;
  StepProof proof;
};

} // namespace fusefuzz::detail

#endif
