//===- Prover.cpp ---------------------------------------------------------===//
#include "oracle/prove/Prover.h"
#include "oracle/prove/AffineEncoding.h"

#include "llvm/Support/FormatVariadic.h"

#include <chrono>

using namespace fusefuzz;
using smt::Expr;

llvm::StringRef fusefuzz::proofResultName(ProofResult r) {
  switch (r) {
  case ProofResult::Proved:
    return "proved";
  case ProofResult::Failed:
    return "failed";
  case ProofResult::Unknown:
    return "unknown";
  }
  return "?";
}

ProofResult StepProof::result() const {
  bool unknown = false;
  for (const ObligationResult &o : obligations) {
    if (o.result == ProofResult::Failed)
      return ProofResult::Failed;
    unknown |= o.result == ProofResult::Unknown;
  }
  return unknown ? ProofResult::Unknown : ProofResult::Proved;
}

namespace {

/// Named integer variables of one step, with their model values printable.
struct Vars {
  smt::Context &ctx;
  std::vector<std::pair<std::string, Expr>> named;

  Expr var(const std::string &name) {
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

/// A loop nest as variables: indices and sizes, with 0 <= i < size and
/// size >= 0 (symbolic where the size is dynamic).
struct Loops {
  std::vector<Expr> idx, size;
  Expr bounds;
};

Loops makeLoops(Vars &vars, const LoopNest &nest, const std::string &prefix,
                const std::vector<Expr> *sharedSizes = nullptr) {
  Loops l;
  std::vector<Expr> conds;
  for (unsigned i = 0; i < nest.size(); ++i) {
    l.idx.push_back(vars.var(prefix + std::to_string(i)));
    Expr size;
    if (sharedSizes)
      size = (*sharedSizes)[i];
    else if (nest.sizes[i])
      size = vars.ctx.intConst(*nest.sizes[i]);
    else {
      size = vars.var("size_" + prefix + std::to_string(i));
      conds.push_back(vars.ctx.intConst(0) <= size);
    }
    l.size.push_back(size);
    conds.push_back(vars.ctx.intConst(0) <= l.idx.back());
    conds.push_back(l.idx.back() < size);
  }
  l.bounds = vars.ctx.all(conds);
  return l;
}

Expr allEqual(smt::Context &ctx, const std::vector<Expr> &a,
              const std::vector<Expr> &b) {
  std::vector<Expr> eqs;
  for (size_t i = 0; i < a.size(); ++i)
    eqs.push_back(a[i] == b[i]);
  return ctx.all(eqs);
}

class StepProver {
public:
  StepProver(smt::Context &ctx, const ProofOptions &options)
      : options(options), ctx(ctx), solver(ctx, options.timeoutMs) {}
  StepProof run(const FusionStep &step);

private:
  /// Asks whether `query` is satisfiable; unsat proves the obligation.
  void obligation(const std::string &name, const Expr &query, Vars &vars);
  void fail(const std::string &name, const std::string &why) {
    proof.obligations.push_back({name, ProofResult::Failed, why, 0});
  }
  void unknown(const std::string &name, const std::string &why) {
    proof.obligations.push_back({name, ProofResult::Unknown, why, 0});
  }
  void elementwise(const ElementwiseStepRecord &r);
  void pad(const PadStepRecord &r);
  bool injective(const LoopNest &nest, mlir::AffineMap map, Vars &vars,
                 const std::string &prefix, std::optional<bool> &answer);

  /// Checks `query` in a scope of the step's solver.
  smt::Result check(const Expr &query);

  const ProofOptions &options;
  smt::Context &ctx;
  smt::Solver solver;
  StepProof proof;
};

void StepProver::obligation(const std::string &name, const Expr &query,
                            Vars &vars) {
  auto start = std::chrono::steady_clock::now();
  solver.push();
  solver.add(query);
  smt::Result r = solver.check();
  ObligationResult o;
  o.name = name;
  o.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (r == smt::Result::Unsat) {
    o.result = ProofResult::Proved;
  } else if (r == smt::Result::Sat) {
    o.result = ProofResult::Failed;
    o.detail = "counterexample: " + vars.model(solver);
  } else {
    o.result = ProofResult::Unknown;
    o.detail = "solver: " + solver.reasonUnknown();
  }
  solver.pop();
  proof.obligations.push_back(std::move(o));
}

smt::Result StepProver::check(const Expr &query) {
  solver.push();
  solver.add(query);
  smt::Result r = solver.check();
  solver.pop();
  return r;
}

/// Whether `map` over `nest` writes each element from one point of its
/// parallel loops (points differing only in reduction loops may share).
bool StepProver::injective(const LoopNest &nest, mlir::AffineMap map,
                           Vars &vars, const std::string &prefix,
                           std::optional<bool> &answer) {
  Loops a = makeLoops(vars, nest, prefix + "a");
  Loops b = makeLoops(vars, nest, prefix + "b", &a.size);
  std::vector<Expr> fa = encodeMap(ctx, map, a.idx),
                    fb = encodeMap(ctx, map, b.idx);
  if (map.getNumResults() && (fa.empty() || fb.empty()))
    return false;
  std::vector<Expr> differ;
  for (unsigned i = 0; i < nest.size(); ++i)
    if (nest.parallel[i])
      differ.push_back(a.idx[i] != b.idx[i]);
  smt::Result r =
      check(a.bounds && b.bounds && ctx.any(differ) && allEqual(ctx, fa, fb));
  if (r == smt::Result::Unknown)
    answer = std::nullopt;
  else
    answer = r == smt::Result::Unsat;
  return true;
}

void StepProver::elementwise(const ElementwiseStepRecord &r) {
  if (r.fusedLoops.size() != r.consumerLoops.size()) {
    fail("loops", llvm::formatv("the fused op has {0} loops, the consumer {1}",
                                r.fusedLoops.size(), r.consumerLoops.size()));
    return;
  }
  Vars vars{ctx, {}};
  Loops d = makeLoops(vars, r.consumerLoops, "d");
  Loops p = makeLoops(vars, r.producerLoops, "p");
  std::vector<Expr> produced = encodeMap(ctx, r.producerResultMap, p.idx);
  std::vector<Expr> consumed = encodeMap(ctx, r.consumerArgMap, d.idx);
  if (produced.size() != consumed.size() ||
      (r.producerResultMap.getNumResults() && produced.empty())) {
    unknown("premise", "producer result and consumer operand maps do not "
                       "encode to the same rank");
    return;
  }
  // Both loop points address the same element of the fused tensor.
  Expr premise = d.bounds && p.bounds && allEqual(ctx, produced, consumed);

  for (size_t k = 0; k < r.producerInputMaps.size(); ++k) {
    std::string name = llvm::formatv("input-map[{0}]", k);
    if (!r.fusedInputMaps[k]) {
      fail(name, "the fused op does not read producer input " +
                     std::to_string(k) + " where expected");
      continue;
    }
    std::vector<Expr> want = encodeMap(ctx, r.producerInputMaps[k], p.idx);
    std::vector<Expr> got = encodeMap(ctx, *r.fusedInputMaps[k], d.idx);
    if (want.size() != got.size()) {
      fail(name, "fused map has a different rank than the producer's");
      continue;
    }
    obligation(name, premise && !allEqual(ctx, want, got), vars);
  }
  for (size_t u = 0; u < r.indexUses.size(); ++u) {
    std::string name = llvm::formatv("index[{0}]", u);
    const auto &use = r.indexUses[u];
    Expr fused = encodeAffine(ctx, use.fused, d.idx);
    if (fused.isNull() || use.producerDim >= p.idx.size()) {
      unknown(name, "the fused index value could not be traced to loops");
      continue;
    }
    obligation(name, premise && fused != p.idx[use.producerDim], vars);
  }
  for (size_t i = 0; i < r.preserved.size(); ++i) {
    std::string name = llvm::formatv("preserved[{0}]", i);
    const auto &pr = r.preserved[i];
    if (!pr.producerMap) {
      unknown(name, "the kept result matches no producer init");
      continue;
    }
    std::vector<Expr> want = encodeMap(ctx, pr.producerMap, p.idx);
    std::vector<Expr> got = encodeMap(ctx, pr.fusedMap, d.idx);
    if (want.size() != got.size()) {
      fail(name, "the kept result has a different rank");
      continue;
    }
    obligation(name, premise && !allEqual(ctx, want, got), vars);
  }
  for (size_t o = 0; o < r.outputs.size(); ++o) {
    std::string name = llvm::formatv("written-once[{0}]", o);
    const auto &out = r.outputs[o];
    if (!out.originMap) {
      unknown(name, "origin of the output unknown");
      continue;
    }
    std::optional<bool> originInjective;
    Vars scratch{ctx, {}};
    if (!injective(out.originLoops, out.originMap, scratch, "o",
                   originInjective) ||
        !originInjective) {
      unknown(name, "could not decide whether the original output is "
                    "written once");
      continue;
    }
    if (!*originInjective) {
      // The unfused program already wrote elements repeatedly: nothing to
      // preserve.
      proof.obligations.push_back({name, ProofResult::Proved,
                                   "vacuous: the original output is not "
                                   "written once either",
                                   0});
      continue;
    }
    Vars outVars{ctx, {}};
    Loops a = makeLoops(outVars, r.fusedLoops, "d");
    Loops b = makeLoops(outVars, r.fusedLoops, "e", &a.size);
    std::vector<Expr> fa = encodeMap(ctx, out.fusedMap, a.idx),
                      fb = encodeMap(ctx, out.fusedMap, b.idx);
    std::vector<Expr> differ;
    for (unsigned i = 0; i < r.fusedLoops.size(); ++i)
      if (r.fusedLoops.parallel[i])
        differ.push_back(a.idx[i] != b.idx[i]);
    obligation(name,
               a.bounds && b.bounds && ctx.any(differ) && allEqual(ctx, fa, fb),
               outVars);
  }
  if (!r.outsideUses.empty()) {
    // Structural, no solver needed: a use-def fact, not an index fact.
    std::string lost;
    for (const auto &use : r.outsideUses)
      if (!use.kept)
        lost += (lost.empty() ? "" : ", ") + std::to_string(use.producerResult);
    proof.obligations.push_back(
        {"uses-kept", lost.empty() ? ProofResult::Proved : ProofResult::Failed,
         lost.empty() ? ""
                      : "other users of producer result(s) " + lost +
                            " no longer read the producer's value",
         0});
  }
  bool consumerReduces = llvm::is_contained(r.consumerLoops.parallel, false);
  if (consumerReduces) {
    // Each fused loop j must be read as a plain dim by some operand map, so
    // that its range comes from an operand's shape: for some (map, result),
    // "exists d: result(d) != d_j" is unsat.
    auto start = std::chrono::steady_clock::now();
    std::string unbounded;
    for (unsigned j = 0; j < r.fusedLoops.size(); ++j) {
      bool bounded = false;
      for (mlir::AffineMap map : r.fusedOperandMaps) {
        for (mlir::AffineExpr e : map.getResults()) {
          Expr x = encodeAffine(ctx, e, d.idx);
          if (x.isNull())
            continue;
          if (check(x != d.idx[j]) == smt::Result::Unsat) {
            bounded = true;
            break;
          }
        }
        if (bounded)
          break;
      }
      if (!bounded)
        unbounded += (unbounded.empty() ? "d" : ", d") + std::to_string(j);
    }
    double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    if (unbounded.empty())
      proof.obligations.push_back(
          {"loops-bounded", ProofResult::Proved, "", s});
    else
      proof.obligations.push_back(
          {"loops-bounded", ProofResult::Failed,
           "no operand map reads loop(s) " + unbounded + " as a plain dim", s});
  }
}

void StepProver::pad(const PadStepRecord &r) {
  if (!r.structureFound) {
    fail("pad-structure",
         "the pad was not replaced by an insert_slice into a linalg.fill");
    return;
  }
  Vars vars{ctx, {}};
  std::vector<Expr> symbols, nonNegative;
  for (const std::string &name : r.symbols.names) {
    symbols.push_back(vars.var(name));
    nonNegative.push_back(ctx.intConst(0) <= symbols.back());
  }
  Expr domain = ctx.all(nonNegative);
  auto enc = [&](mlir::AffineExpr e) {
    return encodeAffine(ctx, e, {}, symbols);
  };
  auto perDim = [&](const std::string &name, auto lhs, auto rhs) {
    std::vector<Expr> differ;
    for (unsigned j = 0; j < r.rank; ++j) {
      Expr a = lhs(j), b = rhs(j);
      if (a.isNull() || b.isNull()) {
        unknown(name, "a size or pad could not be traced");
        return;
      }
      differ.push_back(a != b);
    }
    obligation(name, domain && ctx.any(differ), vars);
  };
  if (r.offsets.size() != r.rank || r.sizes.size() != r.rank ||
      r.paddedSizes.size() != r.rank) {
    fail("pad-structure", "the slice has a different rank than the pad");
    return;
  }
  perDim(
      "pad-offsets", [&](unsigned j) { return enc(r.offsets[j]); },
      [&](unsigned j) { return enc(r.low[j]); });
  perDim(
      "pad-sizes", [&](unsigned j) { return enc(r.sizes[j]); },
      [&](unsigned j) { return enc(r.sourceSizes[j]); });
  perDim(
      "pad-strides", [&](unsigned j) { return enc(r.strides[j]); },
      [&](unsigned) { return ctx.intConst(1); });
  perDim(
      "pad-padded-size", [&](unsigned j) { return enc(r.paddedSizes[j]); },
      [&](unsigned j) {
        Expr lo = enc(r.low[j]), src = enc(r.sourceSizes[j]),
             hi = enc(r.high[j]);
        return lo.isNull() || src.isNull() || hi.isNull() ? Expr()
                                                          : lo + src + hi;
      });
  // Every element outside the slice holds the fill value: it must be the
  // pad value (compared as bit patterns).
  if (!r.padValueBits || !r.fillValueBits)
    unknown("pad-value", "pad or fill value is not a constant");
  else
    obligation("pad-value",
               ctx.intConst(static_cast<int64_t>(*r.fillValueBits)) !=
                   ctx.intConst(static_cast<int64_t>(*r.padValueBits)),
               vars);
  if (r.producerReadsOuts) {
    // The payload reads its `outs`: the fused generic must read the same
    // init. An element of the original init is arbitrary; what the fused
    // op reads is that element only if the init was kept, else the fill.
    Vars initVars{ctx, {}};
    Expr original =
        r.originalInitFillBits
            ? ctx.intConst(static_cast<int64_t>(*r.originalInitFillBits))
            : initVars.var("init_element");
    Expr read =
        r.initPreserved
            ? original
            : ctx.intConst(static_cast<int64_t>(r.fillValueBits.value_or(0)));
    obligation("pad-init-preserved", original != read, initVars);
  }
}

StepProof StepProver::run(const FusionStep &step) {
  auto start = std::chrono::steady_clock::now();
  proof.rule = step.rule;
  proof.before = step.before;
  proof.after = step.after;
  if (step.kind == FusionStep::Elementwise)
    elementwise(step.elementwise);
  else
    pad(step.pad);
  proof.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return std::move(proof);
}

} // namespace

/// One Z3 context for the process: creating one costs milliseconds, more
/// than most proofs. Terms are reference-counted, so nothing accumulates.
static smt::Context &sharedContext() {
  static smt::Context context;
  return context;
}

StepProof fusefuzz::proveStep(const FusionStep &step,
                              const ProofOptions &options) {
  return StepProver(sharedContext(), options).run(step);
}

std::vector<StepProof> fusefuzz::proveSteps(llvm::ArrayRef<FusionStep> steps,
                                            const ProofOptions &options) {
  std::vector<StepProof> out;
  for (const FusionStep &step : steps)
    out.push_back(proveStep(step, options));
  return out;
}

std::string fusefuzz::describeProofs(llvm::ArrayRef<StepProof> proofs,
                                     bool withIR) {
  std::string out;
  for (auto [i, step] : llvm::enumerate(proofs)) {
    out += llvm::formatv("step {0}: {1}: {2} ({3:f2} ms)\n", i, step.rule,
                         proofResultName(step.result()), step.seconds * 1e3);
    if (withIR)
      out += "  before:\n" + step.before + "\n  after:\n" + step.after + "\n";
    for (const ObligationResult &o : step.obligations) {
      out += llvm::formatv("  {0,-22} {1}", o.name, proofResultName(o.result));
      if (!o.detail.empty())
        out += "  " + o.detail;
      out += "\n";
    }
  }
  return out;
}
