//===- Prover.cpp ---------------------------------------------------------===//
#include "oracle/prove/Prover.h"
#include "oracle/prove/AffineEncoding.h"
#include "oracle/prove/StepProver.h"
#include "passes/ShapeContract.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace fusefuzz;
using smt::Expr;
using namespace fusefuzz::detail;

llvm::ArrayRef<ObligationInfo> fusefuzz::allObligations() {
  static const ObligationInfo table[] = {
#define Smt false
#define Structural true
#define OBLIGATION(id, name, kind, meaning)                                    \
  {Obligation::id, name, kind, meaning},
#include "oracle/prove/Obligations.def"
#undef Smt
#undef Structural
  };
  return table;
}

const ObligationInfo &fusefuzz::obligationInfo(Obligation o) {
  return allObligations()[static_cast<unsigned>(o)];
}

std::string ObligationResult::name() const {
  std::string out = kindName().str();
  if (operand)
    out += "[" + std::to_string(*operand) + "]";
  return out;
}

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

} // namespace

smt::Result StepProver::check(const Expr &query, const std::string &label,
                              const Vars *vars, std::string *explain,
                              const ViolationKinds *kinds, std::string *kind) {
  // A query proved before is not asserted again (asserting runs Z3's
  // simplifier), unless it is dumped.
  bool provedBefore = ctx.provedBefore(query);
  if (provedBefore && options.smt2Dir.empty())
    return smt::Result::Unsat;
  solver.push();
  solver.add(query);
  if (!options.smt2Dir.empty()) {
    llvm::SmallString<256> path(options.smt2Dir);
    llvm::sys::path::append(path,
                            llvm::formatv("{0}step{1}.{2}.smt2",
                                          options.smt2Prefix, stepIndex, label)
                                .str());
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (!ec)
      os << "; fusefuzz: " << proof.rule << ", " << label
         << " (unsat = proved)\n"
         << solver.smtlib() << "(check-sat)\n(get-model)\n";
  }
  if (provedBefore) {
    solver.pop();
    return smt::Result::Unsat;
  }
  smt::Result r = solver.check();
  if (r == smt::Result::Unsat)
    ctx.rememberProved(query);
  if (explain && r == smt::Result::Sat && vars)
    *explain = "counterexample: " + vars->model(solver);
  else if (explain && r == smt::Result::Unknown)
    *explain = "solver: " + solver.reasonUnknown();
  if (kinds && kind && r == smt::Result::Sat) {
    for (const auto &[name, holds] : *kinds)
      if (solver.valueText(holds) == "true") {
        *kind = name;
        break;
      }
  }
  solver.pop();
  return r;
}

void StepProver::obligation(Obligation id, Operand k, const Expr &query,
                            Vars &vars, const ViolationKinds *kinds) {
  auto start = Clock::now();
  ObligationResult o{id, k, ProofResult::Unknown, "", 0};
  smt::Result r = check(query, o.name(), &vars, &o.detail, kinds, &o.violation);
  o.result = r == smt::Result::Unsat ? ProofResult::Proved
             : r == smt::Result::Sat ? ProofResult::Failed
                                     : ProofResult::Unknown;
  o.seconds = secondsSince(start);
  proof.obligations.push_back(std::move(o));
}

/// "Two points of `nest`, differing in a loop of `scope`, that `map` sends
/// to the same element" (null when the map cannot be encoded). Points are
/// named <prefixes[0]>i and <prefixes[1]>i in counterexamples.
static Expr writtenTwice(smt::Context &ctx, Vars &vars, const LoopNest &nest,
                         mlir::AffineMap map, Scope scope,
                         const char *prefixes[2]) {
  Loops a = makeLoops(vars, nest, prefixes[0]);
  Loops b = makeLoops(vars, nest, prefixes[1], &a.size);
  std::vector<Expr> fa = encodeMap(ctx, map, a.idx),
                    fb = encodeMap(ctx, map, b.idx);
  if (map.getNumResults() && (fa.empty() || fb.empty()))
    return Expr();
  std::vector<Expr> differ;
  for (unsigned i = 0; i < nest.size(); ++i)
    if (scope == Scope::AllLoops || nest.parallel[i])
      differ.push_back(a.idx[i] != b.idx[i]);
  return a.bounds && b.bounds && ctx.any(differ) && allEqual(ctx, fa, fb);
}

std::optional<bool> StepProver::injective(const LoopNest &nest,
                                          mlir::AffineMap map, Scope scope,
                                          const std::string &label) {
  Vars vars{ctx, {}};
  const char *prefixes[2] = {"a", "b"};
  Expr twice = writtenTwice(ctx, vars, nest, map, scope, prefixes);
  if (twice.isNull())
    return std::nullopt;
  smt::Result r = check(twice, label);
  if (r == smt::Result::Unknown)
    return std::nullopt;
  return r == smt::Result::Unsat;
}

/// The fused op's loops, with the consumer's static size where the fused
/// op only knows it at run time: the fused op runs the consumer's loops,
/// and the original program ran with those sizes.
static LoopNest fusedLoopSizes(const ElementwiseStepRecord &r) {
  LoopNest nest = r.fusedLoops;
  for (unsigned i = 0; i < nest.size() && i < r.consumerLoops.size(); ++i)
    if (!nest.sizes[i])
      nest.sizes[i] = r.consumerLoops.sizes[i];
  return nest;
}

/// written-once (parallel loops) and init-read-once (all loops): if the
/// original output map was injective over the scope, the fused one must be.
void StepProver::writtenOnce(const ElementwiseStepRecord &r, unsigned o,
                             Scope scope) {
  Obligation id = scope == Scope::AllLoops ? Obligation::InitReadOnce
                                           : Obligation::WrittenOnce;
  const auto &out = r.outputs[o];
  if (!out.originMap) {
    unknown(id, o, "origin of the output unknown");
    return;
  }
  std::string label =
      obligationInfo(id).name.str() + "[" + std::to_string(o) + "].origin";
  std::optional<bool> originInjective =
      injective(out.originLoops, out.originMap, scope, label);
  if (!originInjective) {
    unknown(id, o,
            "could not decide whether the original output is written once");
    return;
  }
  if (!*originInjective) {
    // The unfused program already wrote elements repeatedly over these
    // loops: nothing to preserve.
    record(id, o, ProofResult::Proved,
           "vacuous: the original output is not written once either");
    return;
  }
  Vars vars{ctx, {}};
  const char *prefixes[2] = {"d", "e"};
  Expr twice =
      writtenTwice(ctx, vars, fusedLoopSizes(r), out.fusedMap, scope, prefixes);
  if (twice.isNull()) {
    unknown(id, o, "the fused output map could not be encoded");
    return;
  }
  if (scope == Scope::ParallelLoops && !out.valueReadsInit) {
    // Points that write one element are harmless when they write the same
    // value: they read the same elements and name the same loop indices.
    std::vector<Expr> d, e;
    for (unsigned i = 0; i < r.fusedLoops.size(); ++i) {
      d.push_back(vars.var("d" + std::to_string(i)));
      e.push_back(vars.var("e" + std::to_string(i)));
    }
    std::vector<Expr> same;
    for (mlir::AffineMap map : out.valueMaps) {
      std::vector<Expr> at = encodeMap(ctx, map, d),
                        other = encodeMap(ctx, map, e);
      if (map.getNumResults() && (at.empty() || other.empty())) {
        same.clear();
        same.push_back(ctx.boolConst(false));
        break;
      }
      same.push_back(allEqual(ctx, at, other));
    }
    for (unsigned dim : out.valueIndexDims)
      if (dim < d.size())
        same.push_back(d[dim] == e[dim]);
    twice = twice && !ctx.all(same);
  }
  obligation(id, o, twice, vars);
}

/// shape-contract, per producer input: a fused map result that names a
/// loop as a plain dim ties the input's size to that loop's range; where
/// the producer's map only read within it (`d0 + d1`, a constant), the
/// fused op is undefined at sizes where the producer was not (sizes the
/// verifier sees are static: both static, it has checked them).
void StepProver::shapeContract(const ElementwiseStepRecord &r) {
  llvm::SmallVector<int64_t> ranges;
  for (std::optional<int64_t> size : r.fusedLoops.sizes)
    ranges.push_back(size.value_or(mlir::ShapedType::kDynamic));
  for (unsigned k = 0; k < r.producerInputMaps.size(); ++k) {
    if (!r.fusedInputMaps[k] || k >= r.producerInputShapes.size())
      continue;
    mlir::AffineMap before = r.producerInputMaps[k];
    llvm::SmallVector<TiedDim> tiedDims = dimsTiedByFusion(
        before, *r.fusedInputMaps[k], r.producerInputShapes[k], ranges);
    if (tiedDims.empty()) // recorded only where a size became tied
      continue;
    std::string tied;
    for (const TiedDim &t : tiedDims)
      if (!t.bothStatic)
        tied += llvm::formatv("{0}dimension {1} (read at {2}, now d{3})",
                              tied.empty() ? "" : ", ", t.result,
                              before.getResult(t.result), t.loop);
    if (tied.empty())
      record(Obligation::ShapeContract, k, ProofResult::Proved,
             "both sizes static (the verifier's)");
    else
      fail(Obligation::ShapeContract, k,
           "the fused op requires the size of input " + std::to_string(k) +
               " to equal a loop's range along " + tied +
               ", which the producer only read within");
  }
}

/// preserved-covered: every element of a kept producer result is written
/// by some fused point (a consumer reading the producer through a map that
/// skips elements, `d0 + d1` or a constant, leaves the rest of the kept
/// result unwritten).
void StepProver::preservedCovered(const ElementwiseStepRecord &r, unsigned i) {
  const auto &pr = r.preserved[i];
  if (!pr.elementsRead) {
    record(Obligation::PreservedCovered, i, ProofResult::Proved,
           "vacuous: nothing reads the kept result's elements");
    return;
  }
  Vars vars{ctx, {}};
  Loops p = makeLoops(vars, r.producerLoops, "p");
  Loops d = makeLoops(vars, fusedLoopSizes(r), "d");
  // The original program ran: along each plain dim of the consumer's map,
  // its loop has the extent of the producer loop writing that dim.
  std::vector<Expr> sizes;
  for (auto [j, e] : llvm::enumerate(r.consumerArgMap.getResults())) {
    if (j >= r.producerResultMap.getNumResults())
      continue;
    auto producerDim =
        llvm::dyn_cast<mlir::AffineDimExpr>(r.producerResultMap.getResult(j));
    if (!producerDim || producerDim.getPosition() >= p.size.size())
      continue;
    Expr producerSize = p.size[producerDim.getPosition()];
    if (auto consumerDim = llvm::dyn_cast<mlir::AffineDimExpr>(e)) {
      if (consumerDim.getPosition() < d.size.size())
        sizes.push_back(d.size[consumerDim.getPosition()] == producerSize);
    } else if (auto c = llvm::dyn_cast<mlir::AffineConstantExpr>(e);
               c && c.getValue() == 0) {
      // A constant-0 read is taken to be along a dim of size 1 (its size
      // may come from another op's static shape, which one step does not
      // see); execution checks the rest.
      sizes.push_back(producerSize == ctx.intConst(1));
    }
  }
  std::vector<Expr> wrote = encodeMap(ctx, pr.producerMap, p.idx);
  std::vector<Expr> fused = encodeMap(ctx, pr.fusedMap, d.idx);
  if (wrote.size() != fused.size() ||
      (pr.producerMap.getNumResults() && wrote.empty())) {
    unknown(Obligation::PreservedCovered, i,
            "the kept result's maps could not be encoded");
    return;
  }
  // Loops are not empty (an empty loop of a consumer that broadcasts the
  // kept result would leave it unwritten too, but no run has empty
  // dims; the obligation is about maps that skip elements).
  for (const Expr &size : d.size)
    sizes.push_back(ctx.intConst(1) <= size);
  // Some producer element no fused point writes.
  Expr query = p.bounds && ctx.all(sizes) &&
               ctx.forall(d.idx, !(d.bounds && allEqual(ctx, fused, wrote)));
  obligation(Obligation::PreservedCovered, i, query, vars);
}

void StepProver::elementwise(const ElementwiseStepRecord &r) {
  if (r.fusedLoops.size() != r.consumerLoops.size()) {
    fail(Obligation::Loops, std::nullopt,
         llvm::formatv("the fused op has {0} loops, the consumer {1}",
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
    unknown(Obligation::Premise, std::nullopt,
            "producer result and consumer operand maps do not encode to the "
            "same rank");
    return;
  }
  // Both loop points address the same element of the fused tensor.
  Expr premise = d.bounds && p.bounds && allEqual(ctx, produced, consumed);

  for (unsigned k = 0; k < r.producerInputMaps.size(); ++k) {
    if (!r.fusedInputMaps[k]) {
      fail(Obligation::InputMap, k,
           "the fused op does not read producer input " + std::to_string(k) +
               " where expected");
      continue;
    }
    std::vector<Expr> want = encodeMap(ctx, r.producerInputMaps[k], p.idx);
    std::vector<Expr> got = encodeMap(ctx, *r.fusedInputMaps[k], d.idx);
    if (want.size() != got.size()) {
      fail(Obligation::InputMap, k,
           "fused map has a different rank than the producer's");
      continue;
    }
    obligation(Obligation::InputMap, k, premise && !allEqual(ctx, want, got),
               vars);
  }
  shapeContract(r);
  for (unsigned u = 0; u < r.indexUses.size(); ++u) {
    const auto &use = r.indexUses[u];
    Expr fused = encodeAffine(ctx, use.fused, d.idx);
    if (fused.isNull() || use.producerDim >= p.idx.size()) {
      unknown(Obligation::Index, u,
              "the fused index value could not be traced to loops");
      continue;
    }
    obligation(Obligation::Index, u, premise && fused != p.idx[use.producerDim],
               vars);
  }
  for (const auto &operand : r.consumerOperands) {
    unsigned k = operand.operand;
    if (operand.fusedProducerMap) {
      std::vector<Expr> wrote =
          encodeMap(ctx, *operand.fusedProducerMap, p.idx);
      std::vector<Expr> read = encodeMap(ctx, operand.before, d.idx);
      if (wrote.size() != read.size()) {
        fail(Obligation::SamePoint, k,
             "the operand's map and the producer result map differ in rank");
        continue;
      }
      obligation(Obligation::SamePoint, k,
                 premise && !allEqual(ctx, wrote, read), vars);
      continue;
    }
    if (!operand.after) {
      fail(Obligation::ConsumerMap, k,
           "the fused op does not hold consumer operand " + std::to_string(k) +
               " where expected");
      continue;
    }
    std::vector<Expr> want = encodeMap(ctx, operand.before, d.idx);
    std::vector<Expr> got = encodeMap(ctx, *operand.after, d.idx);
    if (want.size() != got.size()) {
      fail(Obligation::ConsumerMap, k,
           "the fused map has a different rank than the consumer's");
      continue;
    }
    obligation(Obligation::ConsumerMap, k,
               d.bounds && !allEqual(ctx, want, got), vars);
  }
  for (unsigned i = 0; i < r.preserved.size(); ++i) {
    const auto &pr = r.preserved[i];
    if (!pr.producerMap) {
      // Upstream keeps a producer result with the producer's own init; a
      // payload that reads another init starts from other values.
      if (pr.readsInit)
        fail(Obligation::Preserved, i,
             "the kept result's init is not the producer's, and the payload "
             "reads it");
      else
        unknown(Obligation::Preserved, i,
                "the kept result matches no producer init");
      continue;
    }
    std::vector<Expr> want = encodeMap(ctx, pr.producerMap, p.idx);
    std::vector<Expr> got = encodeMap(ctx, pr.fusedMap, d.idx);
    if (want.size() != got.size()) {
      fail(Obligation::Preserved, i, "the kept result has a different rank");
      continue;
    }
    obligation(Obligation::Preserved, i, premise && !allEqual(ctx, want, got),
               vars);
    preservedCovered(r, i);
  }
  for (unsigned o = 0; o < r.outputs.size(); ++o) {
    writtenOnce(r, o, Scope::ParallelLoops);
    if (r.outputs[o].readsInit)
      writtenOnce(r, o, Scope::AllLoops);
  }
  if (!r.outsideUses.empty()) {
    // Structural, no solver needed: a use-def fact, not an index fact.
    std::string lost;
    for (const auto &use : r.outsideUses)
      if (!use.kept)
        lost += (lost.empty() ? "" : ", ") + std::to_string(use.producerResult);
    record(Obligation::UsesKept, std::nullopt,
           lost.empty() ? ProofResult::Proved : ProofResult::Failed,
           lost.empty() ? ""
                        : "other users of producer result(s) " + lost +
                              " no longer read the producer's value");
  }
  if (llvm::is_contained(r.consumerLoops.parallel, false)) {
    // Each fused loop j must be read as a plain dim by some operand map, so
    // that its range comes from an operand's shape: for some (map, result),
    // "exists d: result(d) != d_j" is unsat.
    auto start = Clock::now();
    std::string unbounded;
    for (unsigned j = 0; j < r.fusedLoops.size(); ++j) {
      bool bounded = false;
      for (auto [m, map] : llvm::enumerate(r.fusedOperandMaps)) {
        for (auto [k, e] : llvm::enumerate(map.getResults())) {
          Expr x = encodeAffine(ctx, e, d.idx);
          if (x.isNull())
            continue;
          std::string label =
              llvm::formatv("loops-bounded.d{0}.map{1}.result{2}", j, m, k);
          bounded = check(x != d.idx[j], label) == smt::Result::Unsat;
          if (bounded)
            break;
        }
        if (bounded)
          break;
      }
      if (!bounded)
        unbounded += (unbounded.empty() ? "d" : ", d") + std::to_string(j);
    }
    record(Obligation::LoopsBounded, std::nullopt,
           unbounded.empty() ? ProofResult::Proved : ProofResult::Failed,
           unbounded.empty() ? ""
                             : "no operand map reads loop(s) " + unbounded +
                                   " as a plain dim",
           secondsSince(start));
  }
}

void StepProver::pad(const PadStepRecord &r) {
  if (!r.structureFound) {
    fail(Obligation::PadStructure, std::nullopt,
         "the pad was not replaced by an insert_slice into a linalg.fill");
    return;
  }
  if (r.offsets.size() != r.rank || r.sizes.size() != r.rank ||
      r.paddedSizes.size() != r.rank) {
    fail(Obligation::PadStructure, std::nullopt,
         "the slice has a different rank than the pad");
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
  auto perDim = [&](Obligation id, auto lhs, auto rhs) {
    std::vector<Expr> differ;
    for (unsigned j = 0; j < r.rank; ++j) {
      Expr a = lhs(j), b = rhs(j);
      if (a.isNull() || b.isNull()) {
        unknown(id, std::nullopt, "a size or pad could not be traced");
        return;
      }
      differ.push_back(a != b);
    }
    obligation(id, std::nullopt, domain && ctx.any(differ), vars);
  };
  perDim(
      Obligation::PadOffsets, [&](unsigned j) { return enc(r.offsets[j]); },
      [&](unsigned j) { return enc(r.low[j]); });
  perDim(
      Obligation::PadSizes, [&](unsigned j) { return enc(r.sizes[j]); },
      [&](unsigned j) { return enc(r.sourceSizes[j]); });
  perDim(
      Obligation::PadStrides, [&](unsigned j) { return enc(r.strides[j]); },
      [&](unsigned) { return ctx.intConst(1); });
  perDim(
      Obligation::PadPaddedSize,
      [&](unsigned j) { return enc(r.paddedSizes[j]); },
      [&](unsigned j) {
        Expr lo = enc(r.low[j]), src = enc(r.sourceSizes[j]),
             hi = enc(r.high[j]);
        return lo.isNull() || src.isNull() || hi.isNull() ? Expr()
                                                          : lo + src + hi;
      });
  // Every element outside the slice holds the fill value: it must be the
  // pad value (compared as bit patterns).
  if (!r.padValueBits || !r.fillValueBits)
    unknown(Obligation::PadValue, std::nullopt,
            "pad or fill value is not a constant");
  else
    obligation(Obligation::PadValue, std::nullopt,
               ctx.intConst(static_cast<int64_t>(*r.fillValueBits)) !=
                   ctx.intConst(static_cast<int64_t>(*r.padValueBits)),
               vars);
  if (r.producerReadsOuts || r.producerWritesPartOfInit) {
    // The result holds init elements (read by the payload, or left where
    // the output map writes only part of the init): the fused generic must
    // have the same init. An element of the original init is arbitrary;
    // the fused op has that element only if the init was kept, else the
    // fill.
    Vars initVars{ctx, {}};
    Expr original =
        r.originalInitFillBits
            ? ctx.intConst(static_cast<int64_t>(*r.originalInitFillBits))
            : initVars.var("init_element");
    // A fill value that is not a constant (a scalar argument) is any value.
    Expr read = r.initPreserved ? original
                : r.fillValueBits
                    ? ctx.intConst(static_cast<int64_t>(*r.fillValueBits))
                    : initVars.var("fill_value");
    obligation(Obligation::PadInitPreserved, std::nullopt, original != read,
               initVars);
    ObligationResult &o = proof.obligations.back();
    if (o.result == ProofResult::Failed)
      o.fact = r.producerReadsOuts ? "reads-outs" : "partial-write";
  }
}

void StepProver::horizontal(const HorizontalStepRecord &r) {
  for (unsigned i = 0; i < r.results.size(); ++i) {
    const auto &res = r.results[i];
    if (!res.mismatch.empty()) {
      fail(Obligation::HorizontalStructure, i,
           res.sibling + ": " + res.mismatch);
      continue;
    }
    record(Obligation::HorizontalStructure, i, ProofResult::Proved,
           res.sibling + ": the same ops over the same tensors");
    Vars vars{ctx, {}};
    Loops m = makeLoops(vars, r.mergedLoops, "m");
    Loops s = makeLoops(vars, res.loops, "s");
    Expr related;
    if (res.sameLoops) {
      if (res.loops.size() != r.mergedLoops.size()) {
        fail(Obligation::HorizontalRead, i,
             "the merged op does not run the sibling's loops");
        continue;
      }
      related = m.bounds && s.bounds && allEqual(ctx, m.idx, s.idx);
    } else {
      std::vector<Expr> wrote = encodeMap(ctx, res.outMap, s.idx);
      std::vector<Expr> merged = encodeMap(ctx, res.mergedOutMap, m.idx);
      if (wrote.size() != merged.size() ||
          (res.outMap.getNumResults() && wrote.empty())) {
        fail(Obligation::HorizontalRead, i,
             "the merged result map has another rank than the sibling's");
        continue;
      }
      related = m.bounds && s.bounds && allEqual(ctx, wrote, merged);
    }
    std::vector<Expr> same;
    bool encoded = true;
    for (const auto &read : res.reads) {
      std::vector<Expr> want = encodeMap(ctx, read.before, s.idx);
      std::vector<Expr> got = encodeMap(ctx, read.after, m.idx);
      encoded &= want.size() == got.size() &&
                 (!read.before.getNumResults() || !want.empty());
      if (encoded)
        same.push_back(allEqual(ctx, want, got));
    }
    if (!encoded)
      fail(Obligation::HorizontalRead, i,
           "a counterpart's map has another rank than the sibling's");
    else
      obligation(Obligation::HorizontalRead, i, related && !ctx.all(same),
                 vars);
    if (res.indexUses.empty())
      continue;
    std::vector<Expr> indices;
    bool traced = true;
    for (const auto &use : res.indexUses) {
      Expr merged = use.merged ? encodeAffine(ctx, use.merged, m.idx) : Expr();
      traced &= !merged.isNull() && use.dim < s.idx.size();
      if (traced)
        indices.push_back(merged == s.idx[use.dim]);
    }
    if (!traced)
      unknown(Obligation::HorizontalIndex, i,
              "an index value of the merged op could not be traced to loops");
    else
      obligation(Obligation::HorizontalIndex, i, related && !ctx.all(indices),
                 vars);
  }
}

StepProof StepProver::run(const FusionStep &step) {
  auto start = Clock::now();
  proof.rule = step.rule;
  proof.before = step.before;
  proof.after = step.after;
  switch (step.kind) {
  case FusionStep::Elementwise:
    elementwise(step.elementwise);
    break;
  case FusionStep::Pad:
    pad(step.pad);
    break;
  case FusionStep::TileNest:
    tileNest(step.tileNest);
    break;
  case FusionStep::Reshape:
    reshape(step.reshape);
    break;
  case FusionStep::Horizontal:
    horizontal(step.horizontal);
    break;
  }
  proof.seconds = secondsSince(start);
  return std::move(proof);
}

StepProof fusefuzz::proveStep(smt::Context &ctx, const FusionStep &step,
                              const ProofOptions &options, unsigned index) {
  return StepProver(ctx, options, index, step.kind).run(step);
}

std::vector<StepProof> fusefuzz::proveSteps(smt::Context &ctx,
                                            llvm::ArrayRef<FusionStep> steps,
                                            const ProofOptions &options) {
  if (!options.smt2Dir.empty())
    (void)llvm::sys::fs::create_directories(options.smt2Dir);
  std::vector<StepProof> out;
  for (auto [i, step] : llvm::enumerate(steps))
    out.push_back(proveStep(ctx, step, options, i));
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
      std::string label = o.name();
      if (obligationInfo(o.id).structural)
        label += " (structural)";
      out += llvm::formatv("  {0,-28} {1}", label, proofResultName(o.result));
      if (!o.detail.empty())
        out += "  " + o.detail;
      out += "\n";
    }
  }
  return out;
}
