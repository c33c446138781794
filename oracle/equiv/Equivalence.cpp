//===- Equivalence.cpp ----------------------------------------------------===//
#include "oracle/equiv/Equivalence.h"
#include "oracle/equiv/ElementTerms.h"
#include "oracle/equiv/SizeEqualities.h"
#include "passes/DecomposeLayoutOps.h"

#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/ADT/Sequence.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <array>
#include <chrono>

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::equiv;

llvm::StringRef fusefuzz::equivalenceStatusName(EquivalenceStatus s) {
  switch (s) {
  case EquivalenceStatus::Proved:
    return "proved";
  case EquivalenceStatus::Refuted:
    return "refuted";
  case EquivalenceStatus::Unknown:
    return "unknown";
  }
  return "?";
}

llvm::StringRef fusefuzz::refutationKindName(RefutationKind k) {
  switch (k) {
  case RefutationKind::None:
    return "";
  case RefutationKind::Signature:
    return "signature";
  case RefutationKind::Sizes:
    return "sizes";
  case RefutationKind::Value:
    return "value";
  case RefutationKind::Undefined:
    return "undefined";
  case RefutationKind::Race:
    return "race";
  }
  return "";
}

std::string EquivalenceProof::describe() const {
  std::string out;
  llvm::raw_string_ostream os(out);
  os << "equivalence: " << equivalenceStatusName(status);
  if (status == EquivalenceStatus::Unknown && !reason.empty())
    os << " (" << reason << ")";
  if (nonlinear)
    os << " [nonlinear index arithmetic]";
  os << llvm::formatv(" in {0:f3} ms\n", seconds * 1000);
  // A refutation no result's comparison gives (the sizes, a race) is said
  // here.
  if (status == EquivalenceStatus::Refuted && !detail.empty() &&
      llvm::none_of(results, [](const ResultEquivalence &r) {
        return r.status == EquivalenceStatus::Refuted;
      }))
    os << "  " << detail << "\n";
  for (const ResultEquivalence &r : results) {
    os << llvm::formatv("  result {0}: {1}", r.result,
                        equivalenceStatusName(r.status));
    if (!r.detail.empty())
      os << ": " << r.detail;
    os << "\n";
    if (!r.unfusedTerm.empty())
      os << "    unfused element: " << r.unfusedTerm << "\n"
         << "    fused element:   " << r.fusedTerm << "\n";
  }
  return out;
}

/// `text` on one line, at most `limit` characters.
static std::string shorten(const std::string &text, size_t limit = 600) {
  std::string flat;
  bool space = false;
  for (char c : text) {
    if (c == '\n' || c == ' ' || c == '\t') {
      space = true;
      continue;
    }
    if (space && !flat.empty())
      flat += ' ';
    space = false;
    flat += c;
  }
  if (flat.size() > limit)
    flat = flat.substr(0, limit) + " ...";
  return flat;
}

/// The most distinct subterms folds written out may have, and the most
/// bit-vector multipliers and dividers (seconds to bit-blast for a
/// written-out i32 matmul, before any resource budget applies).
static constexpr size_t kMaxWrittenOut = 20000;
static constexpr size_t kMaxWrittenOutCircuits = 8;

/// The most points of a result whose index terms are evaluated at each
/// (settleOnBox).
static constexpr size_t kMaxBoxPoints = 4096;
static constexpr size_t kMaxPointwise = 64;

/// The most places two terms proved part by part may differ at, and the
/// most cases each may be split into. Tiled pads differ at hundreds of
/// places (every index of every read, in each pair of cases); past the
/// limit the whole query is asked, which runs out: at 256 places, 35 of
/// the 89 unknowns of the tile families and diffusion in 6,000 cases of
/// `all` (seed 13) stopped there, and 4,096 decides 18 of them at the
/// same cases per second.
static constexpr size_t kMaxParts = 4096;
static constexpr size_t kMaxCases = 32;
/// The most places a fused condition may differ from an unfused one at.
static constexpr size_t kMaxConditionParts = 16;

/// After a query ran out of budget, later ones get this fraction of it.
static constexpr unsigned kAfterRunOutShare = 4;

/// The queries that decide most proofs, the sizes query and the places
/// query, get this many budgets (unless one ran out before them): on 1,500
/// cases of `all`, seed 13, 10 of 54 unknown results more decided by the
/// places query for 3% more solver time (the 23 it leaves undecided spend
/// 19 ms each, its slowest answer 72 ms; 16 budgets decide 3 more, 64 none
/// more), 2 of the 40 left by the sizes query (its slowest answer 24 ms).
/// On 6,000 cases one places query took 262 ms, past the campaign's wall
/// clock guard: a `solver timeout`, unknown either way. Since the places
/// query takes up to 4,096 places, 8 budgets (was 4) decide 7 of 127
/// unknown cases more in 6,000 of `all` (seed 13) for 5% more proof time.
static constexpr unsigned kDecidingQueryBudgets = 8;

/// The budget of the query that tells a reordered reduction from a wrong
/// one, in Z3 resource units (the default budget outside campaigns).
static constexpr uint64_t kRegroupedRlimit = 2'000'000;

/// Why folds that differ in shape are not compared.
static constexpr llvm::StringLiteral kReassociated =
    "reduction folds of different shapes (reassociated or split)";

/// Terms regrouped so far, by the id of the term (kept alive with it, so
/// that its id is not reused for another term).
using RegroupMemo = llvm::DenseMap<unsigned, std::pair<smt::Expr, smt::Expr>>;

namespace {
/// One proof: the shared inputs, both functions' terms, one solver.
class EquivalenceChecker {
public:
  EquivalenceChecker(smt::Context &ctx, func::FuncOp unfused,
                     func::FuncOp fused, const EquivalenceOptions &options)
      : ctx(ctx), scalars(ctx), inputs(scalars, unfused), unfused(unfused),
        fused(fused), options(options),
        solver(ctx, options.timeoutMs, /*linear=*/false, options.rlimit) {}

  EquivalenceProof run();

private:
  struct Sides {
    std::vector<smt::Expr> index, sourceSizes, targetSizes;
    std::optional<Term> sourceTerm, targetTerm;
    std::string why;
  };
  /// One result's query: its sides and the terms compared (unfused value,
  /// fused value, fused definedness), settled; `unrolled` once its folds
  /// are written out.
  struct ResultQuery {
    unsigned r;
    Sides sides;
    smt::Expr a, b, bDefined;
    bool unrolled = false;
  };
  /// Both functions' terms (after fixKnownSizes), one Sides per result.
  std::vector<Sides> buildTerms(EquivalenceProof &proof);
  /// (0) The fused function needs nothing the unfused does not, and its
  /// results have the unfused results' sizes: false when that ends the
  /// proof (`proof` refuted, or unknown for a condition without a term);
  /// true otherwise, with `undecided` saying why where the solver did not
  /// decide it. Leaves the premises in the solver.
  bool proveShapes(EquivalenceProof &proof, const std::vector<Sides> &sides,
                   std::string &undecided);
  /// Whether every iteration of the loop nests meets what their terms
  /// assume (no two write one element); none where nothing is assumed.
  std::optional<smt::Result> checkNests();
  /// `e` simplified (each choice under the conditions that led to it), ops
  /// on constants evaluated, normalized.
  smt::Expr settle(const smt::Expr &e);
  /// q's terms with every fold over the tiles of a tiled reduction loop
  /// the one fold over its points, where the tiles cover them in order
  /// (smt::Context::withFlatFolds; asked of the solver).
  void flattenTiledFolds(ResultQuery &q);
  /// Where the result's sizes are numerals: its index terms that take the
  /// same values at every index as a simpler one, replaced by it
  /// (Context::simplestOnBox), in the terms compared and the premise.
  void settleOnBox(ResultQuery &q);
  /// q's terms and premise with remainders by positive sizes written as
  /// quotients where that cancels some (Context::withRemaindersAsQuotients).
  void cancelRemainders(ResultQuery &q);
  /// The result's index variables with their sizes, where all are numerals.
  std::optional<std::vector<smt::BoxDim>> staticBox(const Sides &s);
  /// Whether, at each of the result's points in turn (at most
  /// kMaxPointwise), the settled terms are the same.
  bool provedPointwise(const ResultQuery &q);
  /// q's terms with every fold over an expanded shape that the other side
  /// folds over collapsed written in the collapsed shape
  /// (smt::Context::withFoldsRegrouped).
  void regroupFolds(ResultQuery &q);
  /// Each fold of `e` that regroups into the shape of a fold of `other`
  /// (Context::regroupedAs), replaced in `into`: by that fold where
  /// `asOthersTerm` (only where, regrouped, it is that term), else by its
  /// regrouped self.
  void regroupInto(const smt::Expr &e, const smt::Expr &other,
                   llvm::ArrayRef<smt::Expr *> into, bool asOthersTerm);
  /// Fused folds whose step combines in any order, their loops ordered as
  /// those of an unfused fold of the same function whose sizes they have
  /// (Context::permutedAs): a reduction tiled along an inner loop.
  void permuteFolds(ResultQuery &q);
  /// Whether, with folds regrouped into the other side's shape (their
  /// steps written otherwise), the terms are proved equal place by place.
  bool provedRegroupedByParts(const ResultQuery &q);
  /// The result's folds written out where their iterations are few and
  /// static: false (and `q` unchanged) where some is not, or where that
  /// changes nothing or makes the terms too large.
  bool writeOutFolds(ResultQuery &q);
  /// Asserts, in a scope of its own the caller pops, that `x` and `y`
  /// (q's terms, or others in their place) differ somewhere in bounds.
  void pushQuery(const ResultQuery &q, const smt::Expr &x, const smt::Expr &y);
  /// Asks q's query (abstracted first; with the commutativity axioms where
  /// folds need them), leaving its scope for the caller to pop.
  smt::Result ask(const ResultQuery &q);
  /// Asks, within a share of the budget, whether the fused element is
  /// undefined somewhere the unfused one is defined: a query without the
  /// values (unless definedness reads them), cheap where the comparison is
  /// not. Sat leaves its scope (and model) for the caller to pop.
  smt::Result askUndefined(const ResultQuery &q);
  /// Whether q's terms are equal part by part: where both apply the same
  /// operations and differ only at some places (an index the tiles offset,
  /// a bound a clamp computes), each pair shown equal under the conditions
  /// choosing it shows the whole terms equal, with no fold's binder for Z3
  /// to reason about. Unsat proves the result; Sat says nothing (places
  /// may differ where the terms do not: the whole query decides then);
  /// Unknown (with `why`) ran out; none where the terms have no places to
  /// compare (they differ as a whole, or at too many).
  std::optional<smt::Result> provedByParts(const ResultQuery &q,
                                           std::string &why);
  /// The conjuncts of the unfused element's definedness, settled.
  std::vector<smt::Expr> premiseConjuncts(const ResultQuery &q);
  static bool isPremise(llvm::ArrayRef<smt::Expr> premises, const smt::Expr &c);
  /// The fused element's definedness, condition by condition, into
  /// `broken` (what fails it) and `compared` (terms whose commutativity
  /// instances the query needs): nothing for one of the unfused element's
  /// conditions (a premise); where one is equal to a premise but for
  /// indices (offset by tiles), those places; otherwise its negation.
  /// Returns how many places it compared.
  size_t definednessPlaces(const ResultQuery &q, std::vector<smt::Expr> &broken,
                           std::vector<smt::Expr> &compared);
  /// (1) Result `r`: proved, refuted or unknown with why.
  ResultEquivalence proveResult(unsigned r, Sides &s);
  /// Whether the fused element is defined wherever the unfused one is by
  /// the form of their terms alone (each condition of the fused one is
  /// one of the unfused one's).
  bool definedByPremise(const ResultQuery &q);
  /// A sat answer to q's query read into `res`: a reassociated reduction
  /// (unknown), or a refutation with its counterexample.
  void readRefutation(const ResultQuery &q, ResultEquivalence &res);
  Sides buildResult(Value a, Value b, FunctionTerms &source,
                    FunctionTerms &target);
  /// The model's sizes and index and, where given, both elements as the
  /// query compared them (`compared`: unfused value, fused value, fused
  /// definedness).
  std::string counterexample(const std::vector<smt::Expr> &index,
                             const std::array<smt::Expr, 3> *compared);
  /// Asks the query in scope (dumped as `name`), of a solver of its own
  /// where `alone`, within `units` resource units where given.
  smt::Result check(const std::string &name, bool alone = false,
                    uint64_t units = 0);
  /// The query in scope with its nonlinear operations uninterpreted
  /// (smt::Solver::checkAbstracted), where `terms` have some (dumped as
  /// `name`.abstracted).
  std::optional<smt::Result> checkAbstracted(llvm::ArrayRef<smt::Expr> terms,
                                             const std::string &name);
  /// Writes `query` (SMT-LIB 2) to the dump named `name`.
  void dump(const std::string &name, const std::string &query);
  /// The name of result `r`'s query (in dumps).
  static std::string resultQueryName(unsigned r, bool unrolled) {
    return llvm::formatv("result{0}{1}", r, unrolled ? ".unrolled" : "");
  }
  /// Sizes the unfused function fixes (`dim(arg0,1) == 4`, equal to
  /// another size, pad amounts summing to a static size: SizeEqualities.h)
  /// put in the inputs before any term is built: equal
  /// terms then look equal inside fold bodies too (where the solver would
  /// need extensionality), a dim fixed to 1 has the index 0 and constants
  /// fold. Returns the conditions that fixed them (premises still).
  std::vector<smt::Expr> fixKnownSizes();
  /// Whether no two iterations of a fused scf.forall write one element:
  /// false with the refutation in `proof` (the two iterations, the element
  /// and the sizes); true otherwise, with `undecided` saying why where a
  /// race query was not decided (the proof is then not proved).
  /// `all`: of every nest with an scf.forall loop, not only of those whose
  /// tiles are not assumed apart (FunctionTerms::races).
  bool raceFree(EquivalenceProof &proof, std::string &undecided, bool all);
  /// Sat again with every size and index 0, else at most 1 or 8, for a
  /// counterexample the executors can run; the first model otherwise.
  /// Leaves one scope for the caller to pop once the model is read.
  void preferSmallModel(const std::vector<smt::Expr> &index);
  /// The model's values of the integer arguments' elements (ModelInput),
  /// where the model's sizes give them at most kMaxModelElements each.
  std::vector<ModelInput> modelInputs();
  /// `e` with every tree of one commutative uninterpreted op
  /// (`f(f(x, y), z)`) flattened and rebuilt as a chain over its operands
  /// in the order of their values in the solver's model (binders' bodies
  /// kept as they are). Two terms that differ only in how such an op
  /// groups and orders its operands (a reduction combined in another
  /// order) become equal where the model pairs their operands.
  /// Conditions on indices and sizes that choose an operand of such a tree
  /// (which loop iteration wrote an element) are lifted above it, at most
  /// `lifts` times: `f(ite(c, x, y), z)` is `ite(c, f(x, z), f(y, z))`.
  smt::Expr regroupedByModel(const smt::Expr &e, RegroupMemo &memo,
                             unsigned lifts = 4);

  smt::Context &ctx;
  ScalarTerms scalars;
  FunctionInputs inputs;
  std::optional<FunctionTerms> source, target;
  /// The same with folds of few static iterations written out, built
  /// only for results whose folds differ in shape.
  std::optional<FunctionTerms> unrolledSource, unrolledTarget;
  func::FuncOp unfused, fused;
  const EquivalenceOptions &options;
  smt::Solver solver;
  bool budgetRunOut = false;
  /// The conditions fixKnownSizes fixed sizes by (premises still).
  std::vector<smt::Expr> fixingPremises;
};
} // namespace

EquivalenceChecker::Sides
EquivalenceChecker::buildResult(Value a, Value b, FunctionTerms &source,
                                FunctionTerms &target) {
  Sides s;
  auto type = dyn_cast<RankedTensorType>(a.getType());
  if (!type) {
    s.why = "no term for a non-tensor result";
    return s;
  }
  auto sa = source.sizes(a);
  auto sb = target.sizes(b);
  if (failed(sa) || failed(sb)) {
    s.why = failed(sa) ? source.why : target.why;
    return s;
  }
  s.sourceSizes = *sa;
  s.targetSizes = *sb;
  // An index into a dim of size 1 is 0.
  for (int64_t k = 0; k < type.getRank(); ++k) {
    s.index.push_back(ctx.simplify(s.sourceSizes[k]).numeral() == 1u
                          ? ctx.intConst(0)
                          : ctx.intVar(llvm::formatv("i{0}", k).str()));
    scalars.assumeNonNegative(s.index.back()); // in bounds by the query
  }
  FailureOr<Term> ta = source.element(a, s.index);
  if (failed(ta)) {
    s.why = source.why;
    return s;
  }
  FailureOr<Term> tb = target.element(b, s.index);
  if (failed(tb)) {
    s.why = target.why;
    return s;
  }
  s.sourceTerm = *ta;
  s.targetTerm = *tb;
  return s;
}

std::vector<smt::Expr> EquivalenceChecker::fixKnownSizes() {
  FunctionTerms first(scalars, inputs, /*trustBodies=*/true);
  first.collectConditions(unfused);
  std::vector<smt::Expr> premises(first.wellDefinedParts());
  std::vector<smt::Expr> vars;
  for (const auto &[name, v] : inputs.named)
    if (v.isInt())
      vars.push_back(v);
  auto [from, to] = solveSizeEqualities(ctx, premises, vars);
  if (from.empty())
    return premises;
  for (std::vector<smt::Expr> &argSizes : inputs.argSizes)
    for (smt::Expr &size : argSizes)
      size = ctx.simplify(ctx.substitute(size, from, to));
  for (std::optional<Term> &arg : inputs.scalarArgs)
    if (arg)
      arg->value = ctx.simplify(ctx.substitute(arg->value, from, to));
  return premises;
}

void EquivalenceChecker::dump(const std::string &name,
                              const std::string &query) {
  std::error_code ec;
  llvm::raw_fd_ostream os(options.smt2Path + "." + name + ".smt2", ec);
  if (!ec)
    os << query << "(check-sat)\n";
}

smt::Result EquivalenceChecker::check(const std::string &name, bool alone,
                                      uint64_t units) {
  if (!options.smt2Path.empty())
    dump(name, solver.smtlib());
  // Once a query ran out of budget, the proof cannot be proved whole:
  // what follows is asked on a smaller budget, for the refutations and
  // proofs that come cheap (several results each running out would cost
  // a whole budget apiece).
  smt::Result r = alone   ? solver.checkAlone()
                  : units ? solver.checkWithin(units)
                  : budgetRunOut && options.rlimit
                      ? solver.checkWithin(options.rlimit / kAfterRunOutShare)
                      : solver.check();
  if (r == smt::Result::Unknown &&
      llvm::StringRef(solver.reasonUnknown()).contains("resource limit"))
    budgetRunOut = true;
  return r;
}

std::optional<smt::Result>
EquivalenceChecker::checkAbstracted(llvm::ArrayRef<smt::Expr> terms,
                                    const std::string &name) {
  unsigned nonlinear = 0;
  for (const smt::Expr &t : terms)
    (void)ctx.abstractNonlinear(t, nonlinear);
  if (!nonlinear)
    return std::nullopt;
  // Where the abstraction does not prove the query, the exact query
  // decides it: outside campaigns also where the abstraction ran out of
  // budget, so the abstraction then has a quarter of it; in campaigns,
  // where its run-out ends the query (see ask()), the whole budget (on
  // 3,000 cases of `all`, 39 more of 1,793 fused cases decided than on a
  // quarter, at the same cases per second).
  uint64_t units =
      options.rlimit / (budgetRunOut || options.exactQueryAfterAbstractionRunOut
                            ? kAfterRunOutShare
                            : 1);
  std::string query;
  std::optional<smt::Result> r = solver.checkAbstracted(
      ctx, units, options.smt2Path.empty() ? nullptr : &query);
  if (!query.empty())
    dump(name + ".abstracted", query);
  return r;
}

void EquivalenceChecker::preferSmallModel(const std::vector<smt::Expr> &index) {
  // Empty dims first, then unit ones (where rewrites that assume a
  // non-empty loop go wrong), then sizes and indices of at most 8.
  for (int64_t bound : {0, 1, 8}) {
    solver.push();
    for (const auto &[name, v] : inputs.named)
      solver.add(v <= ctx.intConst(bound));
    for (const smt::Expr &i : index)
      solver.add(i <= ctx.intConst(bound));
    if (solver.check() == smt::Result::Sat)
      return; // the scope stays: popped by the caller's pop
    solver.pop();
  }
  solver.push();
  (void)solver.check(); // the first model again
}

/// Whether `condition` is on indices and sizes alone: it applies no
/// uninterpreted function (reads no element, compares no float).
static bool onIndicesAlone(const smt::Expr &condition) {
  return llvm::all_of(
      condition.uninterpretedApplications(/*insideBinders=*/true),
      [](const smt::Expr &app) { return app.arguments().empty(); });
}

smt::Expr EquivalenceChecker::regroupedByModel(const smt::Expr &e,
                                               RegroupMemo &memo,
                                               unsigned lifts) {
  auto it = memo.find(e.id());
  if (it != memo.end())
    return it->second.second;
  std::vector<smt::Expr> args = e.arguments();
  smt::Expr out = e;
  std::string name = e.functionName();
  if (args.size() == 2 && scalars.isCommutativeFunction(name)) {
    std::vector<smt::Expr> leaves, pending = {e};
    std::optional<smt::Expr> chosen; // an operand to lift
    while (!pending.empty() && !chosen) {
      smt::Expr next = pending.back();
      pending.pop_back();
      std::vector<smt::Expr> operands = next.arguments();
      for (const smt::Expr &operand : llvm::reverse(operands)) {
        if (operand.functionName() == name && operand.arguments().size() == 2) {
          pending.push_back(operand);
        } else if (lifts && operand.functionName() == "if" &&
                   onIndicesAlone(operand.arguments()[0])) {
          chosen = operand;
          break;
        } else {
          leaves.push_back(regroupedByModel(operand, memo, lifts));
        }
      }
    }
    if (chosen) {
      std::vector<smt::Expr> branches = chosen->arguments();
      smt::Expr taken = ctx.substitute(e, {*chosen}, {branches[1]});
      smt::Expr other = ctx.substitute(e, {*chosen}, {branches[2]});
      out = ctx.ite(branches[0], regroupedByModel(taken, memo, lifts - 1),
                    regroupedByModel(other, memo, lifts - 1));
    } else {
      // Each operand keyed by its value and the values of the input
      // elements it reads (elements of a reduction often share a value,
      // but not the elements they read), then by structure.
      std::vector<std::pair<std::vector<std::string>, unsigned>> keys;
      for (const smt::Expr &leaf : leaves) {
        std::vector<std::string> values;
        for (const smt::Expr &app : leaf.uninterpretedApplications())
          if (llvm::StringRef(app.functionName()).starts_with("arg"))
            values.push_back(solver.valueText(app));
        llvm::sort(values);
        values.insert(values.begin(), solver.valueText(leaf));
        keys.emplace_back(std::move(values), leaf.hash());
      }
      auto order = llvm::to_vector(llvm::seq<unsigned>(0, leaves.size()));
      // Stable: equal keys keep their order (the index breaks ties).
      llvm::sort(order, [&](unsigned x, unsigned y) {
        return std::tie(keys[x], x) < std::tie(keys[y], y);
      });
      out = leaves[order[0]];
      for (unsigned k = 1; k < order.size(); ++k)
        out = e.withArguments({out, leaves[order[k]]});
    }
  } else if (!args.empty()) {
    for (smt::Expr &arg : args)
      arg = regroupedByModel(arg, memo, lifts);
    out = e.withArguments(args);
  }
  memo.try_emplace(e.id(), e, out);
  return out;
}

bool EquivalenceChecker::raceFree(EquivalenceProof &proof,
                                  std::string &undecided, bool all) {
  // A race of the unfused function is undefined behaviour of its own: the
  // fused one may then do anything at those sizes, which these queries do
  // not exclude (rare: fusion's inputs have no scf.forall).
  for (const FunctionTerms::Race &race : source->races(all)) {
    solver.push();
    solver.add(race.condition);
    smt::Result answer = check("race.unfused");
    solver.pop();
    if (answer != smt::Result::Unsat) {
      undecided = "the unfused function's scf.forall may have two iterations "
                  "write one element";
      return true;
    }
  }
  for (auto [k, race] : llvm::enumerate(target->races(all))) {
    solver.push();
    solver.add(race.condition);
    smt::Result answer = check(llvm::formatv("race{0}", k).str());
    if (answer == smt::Result::Unknown && undecided.empty())
      undecided = "solver " + solver.reasonUnknown() + " on a race";
    if (answer != smt::Result::Sat) {
      solver.pop();
      continue;
    }
    preferSmallModel(race.index);
    auto iteration = [&](llvm::ArrayRef<smt::Expr> ivs) {
      std::string out = "(";
      for (auto [m, x] : llvm::enumerate(ivs))
        out += (m ? ", " : "") + std::to_string(solver.value(x).value_or(-1));
      return out + ")";
    };
    proof.status = EquivalenceStatus::Refuted;
    proof.refutation = RefutationKind::Race;
    proof.detail = kRaceRefutation.str() + ": iterations " +
                   iteration(race.one) + " and " + iteration(race.other) +
                   " of " + race.writer + " both write element i; " +
                   counterexample(race.index, nullptr);
    solver.pop(); // preferSmallModel's scope
    solver.pop();
    return false;
  }
  return true;
}

std::string
EquivalenceChecker::counterexample(const std::vector<smt::Expr> &index,
                                   const std::array<smt::Expr, 3> *compared) {
  std::string out = "counterexample: ";
  llvm::raw_string_ostream os(out);
  for (const auto &[name, v] : inputs.named)
    if (std::optional<int64_t> value = solver.value(v))
      os << name << "=" << *value << ", ";
  os << "i=(";
  for (auto [k, i] : llvm::enumerate(index))
    os << (k ? ", " : "") << solver.value(i).value_or(-1);
  os << ")";
  if (compared) {
    const auto &[unfusedValue, fusedValue, fusedDefined] = *compared;
    bool defined = solver.valueText(fusedDefined) == "true";
    os << ": unfused " << shorten(solver.valueText(unfusedValue), 80)
       << ", fused "
       << (defined ? shorten(solver.valueText(fusedValue), 80)
                   : std::string("undefined"));
  }
  return out;
}

/// Arguments of more elements than this at the model's sizes keep their
/// generated values in the re-run.
static constexpr int64_t kMaxModelElements = 4096;

std::vector<ModelInput> EquivalenceChecker::modelInputs() {
  std::vector<ModelInput> out;
  for (auto [k, type] : llvm::enumerate(unfused.getArgumentTypes())) {
    ModelInput in{unsigned(k), {}};
    if (const std::optional<Term> &scalar = inputs.scalarArgs[k]) {
      if (!type.isIndex())
        if (std::optional<uint64_t> b = solver.bits(scalar->value))
          in.bits.push_back(*b);
    } else if (const std::optional<smt::Func> &f = inputs.argElements[k]) {
      std::vector<int64_t> shape;
      int64_t n = 1;
      for (const smt::Expr &size : inputs.argSizes[k]) {
        shape.push_back(std::max<int64_t>(solver.value(size).value_or(0), 0));
        n = std::min(n * shape.back(), kMaxModelElements + 1);
      }
      for (int64_t i = 0; n <= kMaxModelElements && i < n; ++i) {
        std::vector<smt::Expr> index(shape.size());
        for (int64_t d = shape.size() - 1, rest = i; d >= 0; --d) {
          index[d] = ctx.intConst(rest % shape[d]);
          rest /= shape[d];
        }
        std::optional<uint64_t> b = solver.bits(ctx.apply(*f, index));
        if (!b)
          break;
        in.bits.push_back(*b);
      }
      if (int64_t(in.bits.size()) != n)
        in.bits.clear();
    }
    if (!in.bits.empty())
      out.push_back(std::move(in));
  }
  return out;
}

/// Whether two terms read the same input elements (the same terms of the
/// arguments' element functions) and apply the same other uninterpreted
/// ops as often (at least one): what a reassociation keeps, and a wrong
/// read does not.
static bool sameIngredients(const smt::Expr &a, const smt::Expr &b) {
  auto ingredients = [](const smt::Expr &e) {
    std::vector<unsigned> reads;
    std::vector<std::string> ops;
    for (const smt::Expr &app : e.uninterpretedApplications()) {
      std::string name = app.functionName();
      if (llvm::StringRef(name).starts_with("arg"))
        reads.push_back(app.id());
      else if (!app.arguments().empty())
        ops.push_back(name);
    }
    llvm::sort(reads);
    llvm::sort(ops);
    return std::make_pair(reads, ops);
  };
  auto ia = ingredients(a);
  // Only uninterpreted combiners can hide a reassociation (the solver
  // knows integer arithmetic is associative).
  return !ia.second.empty() && ia == ingredients(b);
}

/// The fold functions a term applies, sorted (with repeats).
static std::vector<std::string> folds(const smt::Expr &e) {
  std::vector<std::string> names = e.applied("fold.");
  llvm::sort(names);
  return names;
}

EquivalenceProof EquivalenceChecker::run() {
  EquivalenceProof proof;
  auto unknown = [&](std::string why) {
    proof.status = EquivalenceStatus::Unknown;
    proof.reason = std::move(why);
    return proof;
  };
  if (!inputs.ok)
    return unknown(inputs.why);
  if (unfused.getFunctionType() != fused.getFunctionType()) {
    proof.status = EquivalenceStatus::Refuted;
    proof.refutation = RefutationKind::Signature;
    proof.detail = "the fused function's signature differs";
    return proof;
  }
  if (!unfused.getBody().hasOneBlock() || !fused.getBody().hasOneBlock())
    return unknown("no term for functions of several blocks");
  std::vector<Sides> sides = buildTerms(proof);

  // (0) The fused function needs nothing the unfused does not, and its
  // results have the unfused results' sizes.
  std::string shapesWhy;
  if (!proveShapes(proof, sides, shapesWhy))
    return proof;

  std::string raceWhy;
  // The loop nests' terms hold only where no two iterations write one
  // element: checked for every iteration before the terms are compared.
  std::optional<smt::Result> nests = checkNests();
  // Where tiles may overlap, an scf.forall's may race: asked, for a
  // refutation instead of an unknown.
  if (nests && *nests != smt::Result::Unsat) {
    if (!raceFree(proof, raceWhy, true))
      return proof;
    return unknown(FunctionTerms::assumedWhy.str());
  }

  // (1) Each result, element by element.
  for (unsigned r = 0; r < sides.size(); ++r)
    proof.results.push_back(proveResult(r, sides[r]));
  // (0') No two iterations of a fused scf.forall write one element: asked
  // last (queries asked before the results change Z3's search for them,
  // and two cases of 6000 proved in 60000 units no longer were), reported
  // first.
  if (!raceFree(proof, raceWhy, /*all=*/false))
    return proof;
  bool shapesProved = shapesWhy.empty();
  proof.status = shapesProved && raceWhy.empty() ? EquivalenceStatus::Proved
                                                 : EquivalenceStatus::Unknown;
  if (!shapesProved)
    proof.reason = "solver " + shapesWhy + " on the sizes";
  else if (!raceWhy.empty())
    proof.reason = raceWhy;
  for (const ResultEquivalence &r : proof.results) {
    if (r.status == EquivalenceStatus::Refuted) {
      proof.status = EquivalenceStatus::Refuted;
      proof.refutation =
          r.fusedUndefined ? RefutationKind::Undefined : RefutationKind::Value;
      proof.throughUninterpreted = r.throughUninterpreted;
      proof.modelInputs = r.modelInputs;
      proof.detail = llvm::formatv("result {0}: {1}", r.result, r.detail);
      break;
    }
    if (r.status == EquivalenceStatus::Unknown &&
        proof.status == EquivalenceStatus::Proved) {
      proof.status = EquivalenceStatus::Unknown;
      proof.reason = r.detail;
    }
  }
  return proof;
}

std::vector<EquivalenceChecker::Sides>
EquivalenceChecker::buildTerms(EquivalenceProof &proof) {
  fixingPremises = fixKnownSizes();
  source.emplace(scalars, inputs, /*trustBodies=*/true);
  target.emplace(scalars, inputs, /*trustBodies=*/false);
  source->collectConditions(unfused);
  target->collectConditions(fused);
  std::vector<Sides> sides;
  Operation *ra = unfused.front().getTerminator();
  Operation *rb = fused.front().getTerminator();
  for (unsigned r = 0; r < ra->getNumOperands(); ++r)
    sides.push_back(
        buildResult(ra->getOperand(r), rb->getOperand(r), *source, *target));
  proof.nonlinear = source->nonlinear || target->nonlinear;
  // Shared outputs no result's term read may race all the same.
  source->buildForallNests(unfused);
  target->buildForallNests(fused);
  return sides;
}

bool EquivalenceChecker::proveShapes(EquivalenceProof &proof,
                                     const std::vector<Sides> &sides,
                                     std::string &undecided) {
  solver.add(inputs.assumptions);
  solver.add(ctx.all(fixingPremises));
  solver.add(source->wellDefined());
  // A fused condition that is also an unfused one (the same term: ops
  // the fusion left alone) holds by premise.
  std::vector<smt::Expr> broken;
  for (const smt::Expr &c : target->wellDefinedParts())
    if (llvm::none_of(source->wellDefinedParts(),
                      [&](const smt::Expr &p) { return p.same(c); }))
      broken.push_back(!c);
  for (const Sides &s : sides)
    for (auto [a, b] : llvm::zip(s.sourceSizes, s.targetSizes))
      if (!a.same(b))
        broken.push_back(a != b);
  smt::Expr anyBroken = ctx.simplify(ctx.any(broken));
  if (anyBroken.isFalse())
    return true;
  solver.push();
  solver.add(anyBroken);
  switch (check("shapes", /*alone=*/false,
                options.rlimit * kDecidingQueryBudgets)) {
  case smt::Result::Unsat:
    break;
  case smt::Result::Sat:
    preferSmallModel({});
    proof.status = EquivalenceStatus::Refuted;
    proof.refutation = RefutationKind::Sizes;
    proof.detail = "the fused function's sizes break a condition the "
                   "unfused one meets, or a result's sizes differ: " +
                   counterexample({}, nullptr);
    proof.brokenCondition = "result-sizes-differ";
    for (auto [k, c] : llvm::enumerate(target->wellDefinedParts())) {
      if (solver.valueText(c) != "false")
        continue;
      if (target->unguardedCondition(k)) {
        proof.detail.clear();
        proof.status = EquivalenceStatus::Unknown;
        proof.refutation = RefutationKind::None;
        proof.reason = "a fused size condition where its op runs has no "
                       "term (a branch condition or loop bound without one)";
        break;
      }
      proof.detail += "; broken: " + shorten(ctx.simplify(c).str(300), 200);
      proof.brokenCondition =
          equiv::conditionKindName(target->conditionKind(k));
      break;
    }
    solver.pop(); // preferSmallModel's scope
    solver.pop();
    return false;
  case smt::Result::Unknown:
    undecided = solver.reasonUnknown();
    if (undecided.empty())
      undecided = "unknown";
    break;
  }
  solver.pop();
  return true;
}

std::optional<smt::Result> EquivalenceChecker::checkNests() {
  std::vector<smt::Expr> assumed(source->assumed().begin(),
                                 source->assumed().end());
  llvm::append_range(assumed, target->assumed());
  if (assumed.empty())
    return std::nullopt;
  smt::Expr all = ctx.simplify(ctx.all(assumed));
  solver.push();
  solver.add(!all);
  smt::Result answer = all.isTrue() ? smt::Result::Unsat : check("nests");
  solver.pop();
  return answer;
}

smt::Expr EquivalenceChecker::settle(const smt::Expr &e) {
  // Simplified (each choice under the conditions that led to it: a pad's
  // index clamp decided by the pad's own bounds check), ops on what became
  // constants evaluated, normalized.
  smt::Expr simple =
      ctx.simplify(ctx.assumeConditionsInBranches(ctx.simplify(e)));
  // Folds in one shape: loops of one iteration dropped (sizes that became
  // 1 only once fixed, as those built with a static 1), guards no step
  // names lifted out.
  simple = ctx.withFoldsInOneShape(simple, "fold.");
  return scalars.canonical(scalars.refold(simple));
}

std::optional<std::vector<smt::BoxDim>>
EquivalenceChecker::staticBox(const Sides &s) {
  std::vector<smt::BoxDim> box;
  for (auto [index, size] : llvm::zip(s.index, s.sourceSizes)) {
    if (index.numeral()) // into a dim of size 1
      continue;
    std::optional<uint64_t> n = ctx.simplify(size).numeral();
    if (!n)
      return std::nullopt;
    box.push_back({index, static_cast<int64_t>(*n)});
  }
  return box;
}

bool EquivalenceChecker::provedPointwise(const ResultQuery &q) {
  std::optional<std::vector<smt::BoxDim>> box = staticBox(q.sides);
  if (!box)
    return false;
  size_t points = 1;
  for (const smt::BoxDim &d : *box)
    if ((points *= std::max<int64_t>(d.size, 1)) > kMaxPointwise)
      return false;
  std::vector<smt::Expr> from, to;
  for (const smt::BoxDim &d : *box) {
    from.push_back(d.variable);
    to.push_back(ctx.intConst(0));
  }
  std::vector<int64_t> at(box->size(), 0);
  for (size_t p = 0; p < points; ++p) {
    for (auto [k, v] : llvm::enumerate(at))
      to[k] = ctx.intConst(v);
    ResultQuery one = q;
    auto atPoint = [&](const smt::Expr &e) {
      return settle(ctx.substitute(e, from, to));
    };
    one.sides.sourceTerm->defined = atPoint(q.sides.sourceTerm->defined);
    one.a = atPoint(q.a);
    one.b = atPoint(q.b);
    one.bDefined = atPoint(q.bDefined);
    if (!one.sides.sourceTerm->defined.isFalse() &&
        !(one.a.same(one.b) && definedByPremise(one)))
      return false;
    for (size_t d = 0; d < at.size() && ++at[d] == (*box)[d].size; ++d)
      at[d] = 0;
  }
  return true;
}

void EquivalenceChecker::cancelRemainders(ResultQuery &q) {
  Term &premise = *q.sides.sourceTerm;
  // A divisor is positive where the premises (in the solver) and the
  // element's index in bounds (the query's) say so.
  llvm::DenseMap<unsigned, bool> positive;
  auto isPositive = [&](const smt::Expr &divisor) {
    auto [it, inserted] = positive.try_emplace(divisor.id(), false);
    if (inserted) {
      solver.push();
      solver.add(equiv::inBounds(ctx, q.sides.index, q.sides.sourceSizes));
      solver.add(divisor <= ctx.intConst(0));
      it->second = solver.checkWithin(options.rlimit / kAfterRunOutShare) ==
                   smt::Result::Unsat;
      solver.pop();
    }
    return it->second;
  };
  std::optional<std::vector<smt::Expr>> terms = ctx.withRemaindersAsQuotients(
      {q.a, q.b, q.bDefined, premise.defined}, isPositive);
  if (!terms)
    return;
  // Kept only where the values become the same: elsewhere a remainder
  // that was the same function on both sides (uninterpreted in the
  // abstraction) became arithmetic the solver must do.
  smt::Expr a = settle((*terms)[0]), b = settle((*terms)[1]);
  if (!a.same(b))
    return;
  q.a = a;
  q.b = b;
  q.bDefined = settle((*terms)[2]);
  premise.defined = (*terms)[3];
}

void EquivalenceChecker::settleOnBox(ResultQuery &q) {
  std::optional<std::vector<smt::BoxDim>> box = staticBox(q.sides);
  if (!box)
    return;
  Term &premise = *q.sides.sourceTerm;
  std::vector<smt::Expr> terms = ctx.simplestOnBox(
      {q.a, q.b, q.bDefined, premise.defined}, *box, kMaxBoxPoints);
  q.a = settle(terms[0]);
  q.b = settle(terms[1]);
  q.bDefined = settle(terms[2]);
  premise.defined = terms[3];
}

void EquivalenceChecker::flattenTiledFolds(ResultQuery &q) {
  auto cannotBreak = [&](const smt::Expr &broken) {
    solver.push();
    solver.add(equiv::inBounds(ctx, q.sides.index, q.sides.sourceSizes));
    solver.add(broken);
    smt::Result r = check(resultQueryName(q.r, q.unrolled) + ".tiles");
    solver.pop();
    return r == smt::Result::Unsat;
  };
  for (smt::Expr *e : {&q.a, &q.b, &q.bDefined})
    *e = settle(ctx.withFlatFolds(*e, "fold.", cannotBreak));
}

void EquivalenceChecker::regroupInto(const smt::Expr &e, const smt::Expr &other,
                                     llvm::ArrayRef<smt::Expr *> into,
                                     bool asOthersTerm) {
  std::vector<smt::Expr> targets = ctx.foldsIn(other, "fold.");
  std::vector<smt::Expr> settledTargets;
  if (asOthersTerm)
    for (const smt::Expr &target : targets)
      settledTargets.push_back(settle(target));
  for (const smt::Expr &fold : ctx.foldsIn(e, "fold."))
    for (auto [k, target] : llvm::enumerate(targets)) {
      std::optional<smt::Expr> r = ctx.regroupedAs(fold, target, "fold.");
      if (!r || (asOthersTerm && !settle(*r).same(settledTargets[k])))
        continue;
      for (smt::Expr *t : into)
        *t = ctx.substitute(*t, {fold}, {asOthersTerm ? target : *r});
      break;
    }
}

void EquivalenceChecker::regroupFolds(ResultQuery &q) {
  // A fold is replaced by the other side's only where, regrouped, it is
  // that one by construction: folds are uninterpreted, and two whose steps
  // differ outside their domain the solver would take for different.
  regroupInto(q.b, q.a, {&q.b, &q.bDefined}, /*asOthersTerm=*/true);
  regroupInto(q.a, q.b, {&q.a}, /*asOthersTerm=*/true);
  for (smt::Expr *e : {&q.a, &q.b, &q.bDefined})
    *e = settle(*e);
}

bool EquivalenceChecker::provedRegroupedByParts(const ResultQuery &q) {
  // Folds that regroup into the other side's shape without being its term
  // (their steps written otherwise): regrouped, the same value, and
  // compared place by place only. The whole query is not asked of them: a
  // model of it may make two folds whose steps differ only outside their
  // domain differ, which no program does.
  ResultQuery r = q;
  regroupInto(q.b, q.a, {&r.b, &r.bDefined}, /*asOthersTerm=*/false);
  regroupInto(q.a, q.b, {&r.a}, /*asOthersTerm=*/false);
  for (smt::Expr *e : {&r.a, &r.b, &r.bDefined})
    *e = settle(*e);
  std::string why;
  return folds(r.a) == folds(r.b) &&
         provedByParts(r, why) == smt::Result::Unsat;
}

void EquivalenceChecker::permuteFolds(ResultQuery &q) {
  std::vector<smt::Expr> targets = ctx.foldsIn(q.a, "fold.");
  std::vector<smt::Expr> from, to;
  for (const smt::Expr &fold : ctx.foldsIn(q.b, "fold."))
    for (const smt::Expr &target : targets)
      if (std::optional<smt::Expr> p = ctx.permutedAs(fold, target, "fold.")) {
        from.push_back(fold);
        to.push_back(*p);
        break;
      }
  if (from.empty())
    return;
  q.b = settle(ctx.substitute(q.b, from, to));
  q.bDefined = settle(ctx.substitute(q.bDefined, from, to));
}

bool EquivalenceChecker::writeOutFolds(ResultQuery &q) {
  if (!unrolledSource) {
    unrolledSource.emplace(scalars, inputs, /*trustBodies=*/true);
    unrolledTarget.emplace(scalars, inputs, /*trustBodies=*/false);
    unrolledSource->unrollFolds = unrolledTarget->unrollFolds = true;
  }
  Sides u = buildResult(unfused.front().getTerminator()->getOperand(q.r),
                        fused.front().getTerminator()->getOperand(q.r),
                        *unrolledSource, *unrolledTarget);
  if (!u.why.empty())
    return false;
  // Folds whose sizes became numerals only once the outer ones were
  // written out (a reduction tile inside a tiled reduction loop).
  auto expand = [&](const smt::Expr &e) {
    return settle(
        ctx.expandFolds(ctx.simplify(e), "fold.", FunctionTerms::kMaxUnrolled));
  };
  smt::Expr ua = expand(u.sourceTerm->value);
  smt::Expr ub = expand(u.targetTerm->value);
  smt::Expr uDefined = expand(u.targetTerm->defined);
  if (ua.same(q.a) && ub.same(q.b) && uDefined.same(q.bDefined))
    return false; // nothing to write out (dynamic sizes)
  // Written out too far, the terms would cost Z3 more to take in (before
  // any budget applies) than the folds they replace.
  smt::Expr all = ctx.all({ua == ub, uDefined});
  if (all.dagSize(kMaxWrittenOut) >= kMaxWrittenOut ||
      all.bitVectorCircuits(kMaxWrittenOutCircuits) >= kMaxWrittenOutCircuits)
    return false;
  q.unrolled = true;
  q.sides = u;
  q.a = ua;
  q.b = ub;
  q.bDefined = uDefined;
  return true;
}

void EquivalenceChecker::pushQuery(const ResultQuery &q, const smt::Expr &x,
                                   const smt::Expr &y) {
  solver.push();
  solver.add(equiv::inBounds(ctx, q.sides.index, q.sides.sourceSizes));
  solver.add(q.sides.sourceTerm->defined);
  solver.add(!q.bDefined || x != y);
  for (const smt::Expr &fact : scalars.evaluationFacts())
    solver.add(fact);
  // Commuted operands equal only by arithmetic: the commutativity of the
  // ops the terms apply, as ground instances.
  for (const smt::Expr &instance :
       scalars.commutativityInstances({x, y, q.bDefined}))
    solver.add(instance);
}

smt::Result EquivalenceChecker::askUndefined(const ResultQuery &q) {
  solver.push();
  solver.add(equiv::inBounds(ctx, q.sides.index, q.sides.sourceSizes));
  solver.add(q.sides.sourceTerm->defined);
  solver.add(!q.bDefined);
  for (const smt::Expr &fact : scalars.evaluationFacts())
    solver.add(fact);
  // Its running out says nothing of the whole query's budget.
  bool ranOut = budgetRunOut;
  smt::Result r = check(resultQueryName(q.r, false) + ".undefined",
                        /*alone=*/false, options.rlimit / kAfterRunOutShare);
  budgetRunOut = ranOut;
  if (r != smt::Result::Sat)
    solver.pop();
  return r;
}

smt::Result EquivalenceChecker::ask(const ResultQuery &q) {
  pushQuery(q, q.a, q.b);
  std::string name = resultQueryName(q.r, q.unrolled);
  // Most fused terms apply the same nonlinear operations to the same
  // operands as the unfused ones: with those operations uninterpreted, Z3
  // proves them equal without bit-blasting a multiplier or divider.
  std::optional<smt::Result> abstracted =
      checkAbstracted({q.a, q.b, q.bDefined}, name);
  if (abstracted == smt::Result::Unsat)
    return smt::Result::Unsat;
  // Where the abstraction ran out of its share, the exact query, no
  // easier, rarely decides (in campaigns it is not asked: it would run out
  // too, as if it had).
  if (!options.exactQueryAfterAbstractionRunOut && options.rlimit &&
      abstracted == smt::Result::Unknown &&
      llvm::StringRef(solver.reasonUnknown()).contains("resource limit")) {
    budgetRunOut = true;
    return smt::Result::Unknown;
  }
  smt::Result answer = check(name);
  bool binders = !folds(q.a).empty() || !folds(q.b).empty();
  if (answer == smt::Result::Sat && binders &&
      !scalars.commutativityAxioms().empty()) {
    // Inside folds, where ground instances do not reach: asked again with
    // the quantified axioms (only where needed).
    solver.push();
    for (const smt::Expr &axiom : scalars.commutativityAxioms())
      solver.add(axiom);
    // Asked of a solver of its own: incrementally, Z3's quantifier
    // instantiation gives up ("incomplete quantifiers") where it answers
    // at once from scratch.
    answer = check(name + ".commuted", /*alone=*/true);
    solver.pop();
    if (answer == smt::Result::Sat)
      answer = solver.check(); // the model without the axioms again
  }
  return answer;
}

bool EquivalenceChecker::definedByPremise(const ResultQuery &q) {
  if (q.bDefined.isTrue())
    return true;
  // Each conjunct of the fused element's definedness one of the unfused
  // element's (the same term: the ops the fusion left alone).
  std::vector<smt::Expr> premises = premiseConjuncts(q);
  return llvm::all_of(q.bDefined.conjuncts(), [&](const smt::Expr &c) {
    return isPremise(premises, c);
  });
}

std::vector<smt::Expr>
EquivalenceChecker::premiseConjuncts(const ResultQuery &q) {
  return settle(q.sides.sourceTerm->defined).conjuncts();
}

bool EquivalenceChecker::isPremise(llvm::ArrayRef<smt::Expr> premises,
                                   const smt::Expr &c) {
  return llvm::any_of(premises, [&](const smt::Expr &p) { return p.same(c); });
}

size_t EquivalenceChecker::definednessPlaces(const ResultQuery &q,
                                             std::vector<smt::Expr> &broken,
                                             std::vector<smt::Expr> &compared) {
  std::vector<smt::Expr> premises = premiseConjuncts(q);
  size_t places = 0;
  for (const smt::Expr &c : q.bDefined.conjuncts()) {
    if (isPremise(premises, c))
      continue;
    std::optional<std::vector<smt::Difference>> match;
    for (const smt::Expr &p : premises) {
      match = ctx.differences(p, c, scalars.commutativeFunctions(),
                              kMaxConditionParts);
      if (match && llvm::all_of(*match, [](const smt::Difference &d) {
            return onIndicesAlone(d.left) && onIndicesAlone(d.right);
          }))
        break;
      match.reset();
    }
    if (!match) {
      broken.push_back(!c);
      compared.push_back(c);
      continue;
    }
    places += match->size();
    for (const smt::Difference &d : *match)
      broken.push_back(d.context && d.left != d.right);
  }
  return places;
}

std::optional<smt::Result>
EquivalenceChecker::provedByParts(const ResultQuery &q, std::string &why) {
  // Each pair of cases the two terms choose between (a tiled pad's branch
  // beside the unfused pad's, a clamp's sides) whose terms differ: where
  // both hold, the places where the terms differ.
  std::vector<smt::Expr> broken, compared;
  size_t places = definednessPlaces(q, broken, compared);
  auto casesA = ctx.valueCases(q.a, kMaxCases);
  auto casesB = ctx.valueCases(q.b, kMaxCases);
  for (const auto &[pa, ta] : casesA) {
    for (const auto &[pb, tb] : casesB) {
      smt::Expr both = ctx.simplify(pa && pb);
      if (ta.same(tb) || both.isFalse())
        continue;
      std::optional<std::vector<smt::Difference>> parts =
          ctx.differences(ta, tb, scalars.commutativeFunctions(), kMaxParts);
      if (!parts || (places += parts->size()) > kMaxParts)
        return std::nullopt;
      // Terms that differ as a whole are the whole query again.
      if (casesA.size() == 1 && casesB.size() == 1 && parts->size() == 1 &&
          parts->front().left.same(q.a))
        return std::nullopt;
      std::vector<smt::Expr> differ;
      for (const smt::Difference &d : *parts) {
        differ.push_back(d.context && d.left != d.right);
        compared.push_back(d.left);
        compared.push_back(d.right);
      }
      broken.push_back(both && ctx.any(differ));
    }
  }
  // Folds whose bodies were compared place by place above, or whose cases
  // cannot meet, stand for values of their own: no binder is left.
  // Multiplications and divisions of values, uninterpreted: the parts are
  // indices, the values they read compared alike.
  llvm::DenseMap<unsigned, smt::Expr> folds;
  unsigned nonlinear = 0;
  auto abstract = [&](const smt::Expr &e) {
    return ctx.abstractNonlinear(ctx.abstractApplications(e, "fold.", folds),
                                 nonlinear);
  };
  solver.push();
  solver.add(equiv::inBounds(ctx, q.sides.index, q.sides.sourceSizes));
  solver.add(abstract(q.sides.sourceTerm->defined));
  solver.add(abstract(ctx.any(broken)));
  for (const smt::Expr &fact : scalars.evaluationFacts())
    solver.add(fact);
  for (const smt::Expr &instance : scalars.commutativityInstances(compared))
    solver.add(abstract(instance));
  smt::Result r =
      check(resultQueryName(q.r, q.unrolled) + ".parts", /*alone=*/false,
            budgetRunOut ? 0 : options.rlimit * kDecidingQueryBudgets);
  if (r == smt::Result::Unknown)
    why = solver.reasonUnknown();
  solver.pop();
  return r;
}

ResultEquivalence EquivalenceChecker::proveResult(unsigned r, Sides &s) {
  ResultEquivalence res;
  res.result = r;
  if (!s.why.empty()) {
    res.detail = s.why;
    return res;
  }
  ResultQuery q{r, s, settle(s.sourceTerm->value), settle(s.targetTerm->value),
                settle(s.targetTerm->defined)};
  if (q.a.same(q.b) && definedByPremise(q)) {
    res.status = EquivalenceStatus::Proved;
    return res;
  }
  settleOnBox(q);
  cancelRemainders(q);
  if (q.a.same(q.b) && definedByPremise(q)) {
    res.status = EquivalenceStatus::Proved;
    return res;
  }
  // Folds of different shapes: a reduction loop tiled, as the one fold
  // over its points where the tiles cover them in order; written out (a
  // reduction dim expanded in two, outs re-read by a rewritten op);
  // otherwise (a reassociated reduction) never shown equal, not worth the
  // solver's time.
  if (folds(q.a) != folds(q.b))
    flattenTiledFolds(q);
  if (folds(q.a) != folds(q.b))
    regroupFolds(q);
  permuteFolds(q);
  if (q.a.same(q.b) && definedByPremise(q)) {
    res.status = EquivalenceStatus::Proved;
    return res;
  }
  if (folds(q.a) != folds(q.b))
    writeOutFolds(q);
  if (folds(q.a) != folds(q.b) && !q.unrolled && provedRegroupedByParts(q)) {
    res.status = EquivalenceStatus::Proved;
    return res;
  }
  if (folds(q.a) != folds(q.b)) {
    // The values are not compared; whether the fused element is undefined
    // where the unfused one is defined (a loop that runs no iteration
    // leaving it unwritten) still is.
    if (!q.bDefined.isTrue() && askUndefined(q) == smt::Result::Sat) {
      readRefutation(q, res);
      solver.pop();
      return res;
    }
    res.detail = kReassociated;
    return res;
  }
  std::string why;
  std::optional<smt::Result> byParts =
      q.unrolled ? std::nullopt : provedByParts(q, why);
  if (byParts == smt::Result::Unsat) {
    res.status = EquivalenceStatus::Proved;
    return res;
  }
  if (byParts == smt::Result::Unknown &&
      !options.exactQueryAfterAbstractionRunOut) {
    // In campaigns, where the places ran out of budget, the whole query,
    // no easier, rarely decides (on 1,500 cases of `all`, 1 of 877 fused
    // cases more for a third more of the proofs' time): only whether the
    // fused element is undefined somewhere is asked, that query being
    // cheap. Elsewhere (`check`, `prove`) the whole query, and the folds
    // written out after it, still decide.
    if (provedPointwise(q)) {
      res.status = EquivalenceStatus::Proved;
      return res;
    }
    if (!q.bDefined.isTrue() && askUndefined(q) == smt::Result::Sat) {
      readRefutation(q, res);
      solver.pop();
      return res;
    }
    res.detail = "solver " + why;
    if (source->nonlinear || target->nonlinear)
      res.detail += " (nonlinear index arithmetic)";
    return res;
  }
  smt::Result answer = ask(q);
  // Folds over arrays of their bodies leave Z3 to reason about lambdas
  // (and the commutativity axioms inside them): where it gives up on those
  // quantifiers, or runs out of budget where that is asked for, the same
  // folds written out, where they may be, are plain terms. (In campaigns,
  // asked again on every budget run out, those would cost three times the
  // whole proof and decide little.) A refutation of folds is asked again
  // written out too (rare, and a model of uninterpreted folds over lambdas
  // may hold where no written-out one does; the written-out terms also
  // tell a reordered reduction from a wrong one).
  bool undecided =
      answer == smt::Result::Unknown &&
      (options.writeOutUndecidedFolds ||
       llvm::StringRef(solver.reasonUnknown()).contains("quantifiers"));
  if ((undecided || answer == smt::Result::Sat) && !q.unrolled &&
      !folds(q.a).empty() && writeOutFolds(q)) {
    solver.pop();
    answer = ask(q);
  }
  std::string undecidedWhy =
      answer == smt::Result::Unknown ? solver.reasonUnknown() : "";
  // Undecided: whether the fused element is undefined somewhere the
  // unfused one is defined (a read of an unwritten element, a division by
  // zero) is asked on its own, without the comparison of the values that
  // spent the budget (asked first on every result, it cost more than it
  // decided).
  if (answer == smt::Result::Unknown && provedPointwise(q)) {
    solver.pop();
    res.status = EquivalenceStatus::Proved;
    return res;
  }
  if (answer == smt::Result::Unknown && !q.bDefined.isTrue()) {
    solver.pop();
    if (askUndefined(q) == smt::Result::Sat) {
      readRefutation(q, res);
      solver.pop();
      return res;
    }
    solver.push(); // the scope popped below
  }
  switch (answer) {
  case smt::Result::Unsat:
    res.status = EquivalenceStatus::Proved;
    break;
  case smt::Result::Sat:
    readRefutation(q, res);
    break;
  case smt::Result::Unknown:
    res.detail = "solver " + undecidedWhy;
    if (source->nonlinear || target->nonlinear)
      res.detail += " (nonlinear index arithmetic)";
    break;
  }
  solver.pop();
  return res;
}

void EquivalenceChecker::readRefutation(const ResultQuery &q,
                                        ResultEquivalence &res) {
  if (q.unrolled) {
    // Written-out folds whose combiner trees, regrouped in the order of
    // their operands' values at the model, are equal everywhere: the same
    // elements combined in another order (unknown), where a wrong element
    // or a missing one stays a refutation.
    RegroupMemo memo;
    smt::Expr ra = regroupedByModel(q.a, memo);
    smt::Expr rb = regroupedByModel(q.b, memo);
    bool regrouped = false;
    if (!ra.same(q.a) || !rb.same(q.b)) {
      pushQuery(q, ra, rb);
      // Asked where a refutation is about to be reported (rare), so
      // within the budget of a proof outside campaigns.
      regrouped =
          check(resultQueryName(q.r, true) + ".regrouped",
                /*alone=*/false, kRegroupedRlimit) == smt::Result::Unsat;
      solver.pop();
    }
    if (regrouped) {
      res.detail = kReassociated;
      return;
    }
  }
  preferSmallModel(q.sides.index);
  // The terms at the model's sizes and index: the tile conditions a tiled
  // side chooses its elements by are decided there, leaving the elements
  // it combines.
  auto atModel = [&](const smt::Expr &e) {
    std::vector<smt::Expr> from, to;
    for (const auto &[name, v] : inputs.named)
      if (std::optional<int64_t> value = solver.value(v)) {
        from.push_back(v);
        to.push_back(ctx.intConst(*value));
      }
    for (const smt::Expr &i : q.sides.index)
      if (std::optional<int64_t> value = solver.value(i)) {
        from.push_back(i);
        to.push_back(ctx.intConst(*value));
      }
    return settle(ctx.substitute(e, from, to));
  };
  if (q.unrolled && folds(q.a).empty() && folds(q.b).empty() &&
      solver.valueText(q.bDefined) == "true" &&
      (sameIngredients(q.a, q.b) ||
       sameIngredients(atModel(q.a), atModel(q.b)))) {
    // Written-out folds that read the same elements through the same ops,
    // combined in another order: a reassociated reduction, which
    // uninterpreted float ops cannot show equal (nor different).
    res.detail = kReassociated;
    solver.pop(); // preferSmallModel's scope
    return;
  }
  std::array<smt::Expr, 3> compared{q.a, q.b, q.bDefined};
  res.status = EquivalenceStatus::Refuted;
  res.detail = counterexample(q.sides.index, &compared);
  res.modelInputs = modelInputs();
  res.fusedUndefined = solver.valueText(q.bDefined) != "true";
  // Folds are uninterpreted too: a model may give two of them values no
  // loop computes (a fold over 12 points against one over 10 and two
  // points more, `and` combined).
  res.throughUninterpreted =
      !res.fusedUndefined && (scalars.appliesUninterpretedOps(q.a) ||
                              scalars.appliesUninterpretedOps(q.b) ||
                              !folds(q.a).empty() || !folds(q.b).empty());
  res.unfusedTerm = shorten(q.a.str(700));
  res.fusedTerm = shorten(q.b.str(700));
  solver.pop(); // preferSmallModel's scope
}

EquivalenceProof fusefuzz::proveEquivalence(func::FuncOp unfused,
                                            func::FuncOp fused,
                                            const EquivalenceOptions &options) {
  auto start = std::chrono::steady_clock::now();
  EquivalenceProof proof;
  // The same IR (nothing rewritten, or rewritten back) is proved as it is.
  if (unfused.getFunctionType() == fused.getFunctionType() &&
      OperationEquivalence::isRegionEquivalentTo(
          &unfused.getBody(), &fused.getBody(),
          OperationEquivalence::IgnoreLocations)) {
    proof.status = EquivalenceStatus::Proved;
    proof.detail = "the same IR";
  } else if (hasLayoutOps(unfused->getParentOp())) {
    // Packs, unpacks and softmax are read through upstream's
    // decompositions, in a copy.
    OwningOpRef<Operation *> copy = unfused->getParentOp()->clone();
    std::string error;
    auto *table = copy.get();
    auto copyOf = [&](func::FuncOp f) {
      return cast<func::FuncOp>(
          SymbolTable::lookupSymbolIn(table, f.getSymNameAttr()));
    };
    if (failed(decomposeLayoutOps(copy.get(), error))) {
      proof.status = EquivalenceStatus::Unknown;
      proof.reason = "no term for a layout op upstream could not decompose";
    } else {
      proof = proveEquivalence(copyOf(unfused), copyOf(fused), options);
    }
  } else {
    // A Z3 context of its own: what earlier proofs left in a shared one
    // (the terms Z3 made inside a query the wall clock cut short, and so
    // the ids of every later term) steers the search, and a budget that
    // sufficed alone ran out after some histories (a verdict changing run
    // to run). Made here, past the same-IR test: a context costs more than
    // a whole proof of a small case (1.7 ms in campaigns).
    smt::Context ctx;
    EquivalenceChecker checker(ctx, unfused, fused, options);
    proof = checker.run();
  }
  proof.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return proof;
}
