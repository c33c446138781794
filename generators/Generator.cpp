//===- Generator.cpp - Builds a random DAG of generics and pads -----------===//
//
// Rules that keep every case meaningful (docs/DESIGN.md):
//  - every loop is bounded by some operand: output maps cover all parallel
//    loops and a reduction loop no input reads gets an extra input;
//  - outputs write each element once: output maps are permutations of the
//    parallel loops;
//  - a payload that reads its outs value, and every reduction, gets a
//    defined init (linalg.fill, an argument or an earlier result), never a
//    bare tensor.empty;
//  - extents are >= 1 and small, so a case runs in microseconds.
//
//===----------------------------------------------------------------------===//
#include "generators/Generator.h"
#include "generators/PayloadBuilder.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;
using llvm::formatv;

namespace {

class CaseBuilder {
public:
  CaseBuilder(DecisionSource &ds, const GenPolicy &policy)
      : ds(ds), policy(policy) {}

  CaseModel build(uint64_t seed);

private:
  ElemType pickType();
  int newTensorArg(ElemType type, llvm::ArrayRef<int64_t> shape);
  int newIndexArg(int64_t value);
  int addResult(int op, unsigned resultNo, unsigned numResults, ElemType type,
                llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<bool> dynamic);
  int pickAnchor();
  int findValue(llvm::ArrayRef<int64_t> shape, ElemType preferred);
  llvm::SmallVector<unsigned> permutation(unsigned n, bool shuffle);
  IndexingMap inputMapFor(unsigned numLoops);
  void genGeneric();
  void genPad();
  void useValue(int id) { ++m.values[id].uses; }

  DecisionSource &ds;
  const GenPolicy &policy;
  CaseModel m;
};

} // namespace

ElemType CaseBuilder::pickType() {
  return static_cast<ElemType>(
      ds.weighted({policy.weight_f32, policy.weight_f16, policy.weight_i32,
                   policy.weight_i8, policy.weight_i1}));
}

int CaseBuilder::newTensorArg(ElemType type, llvm::ArrayRef<int64_t> shape) {
  TensorValue v;
  v.name = formatv("%arg{0}", m.args.size()).str();
  v.type = type;
  v.shape.assign(shape.begin(), shape.end());
  for (size_t i = 0; i < shape.size(); ++i)
    v.dynamic.push_back(ds.chance(policy.dynamic));
  m.values.push_back(std::move(v));
  int id = m.values.size() - 1;
  m.args.push_back({false, id});
  return id;
}

int CaseBuilder::newIndexArg(int64_t value) {
  m.indexArgs.push_back({formatv("%arg{0}", m.args.size()).str(), value});
  int id = m.indexArgs.size() - 1;
  m.args.push_back({true, id});
  return id;
}

int CaseBuilder::addResult(int op, unsigned resultNo, unsigned numResults,
                           ElemType type, llvm::ArrayRef<int64_t> shape,
                           llvm::ArrayRef<bool> dynamic) {
  TensorValue v;
  v.name = numResults == 1 ? formatv("%v{0}", op).str()
                           : formatv("%v{0}#{1}", op, resultNo).str();
  v.type = type;
  v.shape.assign(shape.begin(), shape.end());
  v.dynamic.assign(dynamic.begin(), dynamic.end());
  v.definingOp = op;
  m.values.push_back(std::move(v));
  return m.values.size() - 1;
}

/// Prefers the newest op result nobody uses yet (chains), then any op result
/// (diamonds, multi-use producers).
int CaseBuilder::pickAnchor() {
  llvm::SmallVector<int> results, unused;
  for (int i = 0, e = m.values.size(); i < e; ++i) {
    if (m.values[i].definingOp < 0)
      continue;
    results.push_back(i);
    if (m.values[i].uses == 0)
      unused.push_back(i);
  }
  if (results.empty() || !ds.chance(policy.reuse))
    return -1;
  if (!unused.empty() && ds.chance(policy.prefer_unused))
    return unused.back();
  return results[ds.below(results.size())];
}

int CaseBuilder::findValue(llvm::ArrayRef<int64_t> shape, ElemType preferred) {
  llvm::SmallVector<int> same, other;
  int currentOp = m.ops.size();
  for (int i = 0, e = m.values.size(); i < e; ++i) {
    const TensorValue &v = m.values[i];
    // The op being built cannot read its own results.
    if (v.definingOp == currentOp || llvm::ArrayRef<int64_t>(v.shape) != shape)
      continue;
    (v.type == preferred ? same : other).push_back(i);
  }
  if (!same.empty() && ds.chance(80))
    return same[ds.below(same.size())];
  if (!other.empty())
    return other[ds.below(other.size())];
  if (!same.empty())
    return same[ds.below(same.size())];
  return -1;
}

llvm::SmallVector<unsigned> CaseBuilder::permutation(unsigned n, bool shuffle) {
  llvm::SmallVector<unsigned> perm(n);
  for (unsigned i = 0; i < n; ++i)
    perm[i] = i;
  if (shuffle) // Fisher-Yates: every permutation, cyclic ones included.
    for (unsigned i = n; i > 1; --i)
      std::swap(perm[i - 1], perm[ds.below(i)]);
  return perm;
}

/// A map from `numLoops` loops for an extra input: full (identity or
/// permutation), a projection (broadcast) or a scalar.
IndexingMap CaseBuilder::inputMapFor(unsigned numLoops) {
  IndexingMap map;
  if (ds.chance(policy.scalar))
    return map;
  llvm::SmallVector<unsigned> loops = permutation(numLoops, false);
  if (numLoops > 1 && ds.chance(policy.broadcast)) {
    // Keep a random non-empty proper subset, in order.
    unsigned keep = ds.range(1, numLoops - 1);
    while (loops.size() > keep)
      loops.erase(loops.begin() + ds.below(loops.size()));
  }
  if (ds.chance(policy.permute))
    for (unsigned i = loops.size(); i > 1; --i)
      std::swap(loops[i - 1], loops[ds.below(i)]);
  for (unsigned d : loops)
    map.push_back({false, d});
  return map;
}

void CaseBuilder::genGeneric() {
  int opIndex = m.ops.size();
  OpModel op;
  op.kind = OpModel::Generic;
  GenericModel &g = op.generic;

  int anchor = pickAnchor();
  ElemType opType = anchor >= 0 && !ds.chance(policy.type_change)
                        ? m.values[anchor].type
                        : pickType();

  // Loop space, derived from how the anchor is read.
  IndexingMap anchorMap;
  unsigned numLoops;
  if (anchor >= 0) {
    const TensorValue &a = m.values[anchor];
    // Size-1 dims may be read with a constant 0 instead of a loop.
    llvm::SmallVector<bool> zero(a.rank(), false);
    unsigned kept = 0;
    for (unsigned j = 0; j < a.rank(); ++j) {
      zero[j] = a.shape[j] == 1 && ds.chance(policy.const_zero);
      kept += !zero[j];
    }
    bool broadcast = kept < policy.max_rank && ds.chance(policy.broadcast);
    numLoops = broadcast ? ds.range(std::max(kept + 1, 1u), policy.max_rank)
                         : std::max(kept, 1u);
    // Place the kept dims on distinct loops, in order or permuted.
    llvm::SmallVector<unsigned> slots = permutation(numLoops, false);
    while (slots.size() > kept)
      slots.erase(slots.begin() + ds.below(slots.size()));
    if (ds.chance(policy.permute))
      for (unsigned i = slots.size(); i > 1; --i)
        std::swap(slots[i - 1], slots[ds.below(i)]);
    g.loopSizes.assign(numLoops, -1);
    for (unsigned j = 0, k = 0; j < a.rank(); ++j) {
      if (zero[j]) {
        anchorMap.push_back({true, 0});
        continue;
      }
      anchorMap.push_back({false, slots[k]});
      g.loopSizes[slots[k++]] = a.shape[j];
    }
  } else {
    numLoops = ds.range(1, policy.max_rank);
    g.loopSizes.assign(numLoops, -1);
  }
  for (int64_t &size : g.loopSizes)
    if (size < 0)
      size = ds.range(1, policy.max_dim);

  g.isReduction.assign(numLoops, false);
  if (ds.chance(policy.reduction)) {
    unsigned count = ds.range(1, std::min(2u, numLoops));
    for (unsigned i = 0; i < count; ++i)
      g.isReduction[ds.below(numLoops)] = true;
  }

  auto shapeOf = [&](const IndexingMap &map) {
    llvm::SmallVector<int64_t> shape;
    for (MapResult r : map)
      shape.push_back(r.isZero ? 1 : g.loopSizes[r.dim]);
    return shape;
  };

  // Inputs.
  if (anchor >= 0) {
    g.inputs.push_back(anchor);
    g.inputMaps.push_back(anchorMap);
  }
  while (g.inputs.size() < 3 &&
         (g.inputs.empty() || ds.chance(policy.extra_inputs))) {
    IndexingMap map = inputMapFor(numLoops);
    llvm::SmallVector<int64_t> shape = shapeOf(map);
    int value = ds.chance(policy.input_reuse) ? findValue(shape, opType) : -1;
    if (value < 0)
      value = newTensorArg(ds.chance(policy.type_change) ? pickType() : opType,
                           shape);
    g.inputs.push_back(value);
    g.inputMaps.push_back(map);
  }
  // Every reduction loop must be bounded by some input.
  llvm::SmallVector<bool> covered(numLoops, false);
  for (const IndexingMap &map : g.inputMaps)
    for (MapResult r : map)
      if (!r.isZero)
        covered[r.dim] = true;
  for (unsigned d = 0; d < numLoops; ++d) {
    if (!g.isReduction[d] || covered[d])
      continue;
    IndexingMap full;
    for (unsigned l = 0; l < numLoops; ++l)
      full.push_back({false, l});
    g.inputs.push_back(newTensorArg(opType, shapeOf(full)));
    g.inputMaps.push_back(full);
    break; // the full map covers every loop
  }
  for (int in : g.inputs)
    useValue(in);

  // Which loops have a dynamic extent, and where to read it from.
  llvm::SmallVector<std::pair<int, unsigned>> loopSource(numLoops, {-1, 0});
  for (unsigned i = 0; i < g.inputs.size(); ++i) {
    const TensorValue &v = m.values[g.inputs[i]];
    for (unsigned j = 0; j < v.rank(); ++j) {
      MapResult r = g.inputMaps[i][j];
      if (!r.isZero && v.dynamic[j] && loopSource[r.dim].first < 0)
        loopSource[r.dim] = {static_cast<int>(i), j};
    }
  }

  // Outputs.
  bool hasReduction = llvm::is_contained(g.isReduction, true);
  bool readsOuts = hasReduction || ds.chance(policy.read_outs);
  unsigned numResults = ds.chance(policy.multi_result) ? 2 : 1;
  llvm::SmallVector<unsigned> parallel;
  for (unsigned d = 0; d < numLoops; ++d)
    if (!g.isReduction[d])
      parallel.push_back(d);

  PayloadBuilder pb(ds, policy, formatv("g{0}", opIndex).str());
  for (unsigned i = 0; i < g.inputs.size(); ++i)
    pb.addLeaf(formatv("%g{0}_in{1}", opIndex, i).str(),
               m.values[g.inputs[i]].type);
  if (ds.chance(policy.index))
    pb.allowIndex(numLoops);

  llvm::SmallVector<ElemType> outTypes;
  for (unsigned k = 0; k < numResults; ++k) {
    ElemType type =
        k == 0 || !ds.chance(policy.type_change) ? opType : pickType();
    IndexingMap map;
    llvm::SmallVector<unsigned> order = parallel;
    if (ds.chance(policy.permute_output))
      for (unsigned i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[ds.below(i)]);
    for (unsigned d : order)
      map.push_back({false, d});
    llvm::SmallVector<int64_t> shape = shapeOf(map);

    GenericInit init;
    llvm::SmallVector<std::pair<int, unsigned>, 4> dimSources;
    llvm::SmallVector<bool> dynamic;
    if (readsOuts || ds.chance(10)) {
      int existing =
          ds.chance(policy.outs_from_value) ? findValue(shape, type) : -1;
      if (existing >= 0 && m.values[existing].type == type) {
        init.kind = GenericInit::Value;
        init.value = existing;
      } else if (ds.chance(50)) {
        init.kind = GenericInit::Arg;
        init.value = newTensorArg(type, shape);
      } else {
        init.kind = GenericInit::Fill;
        init.fillConstant = pb.literal(type);
      }
    }
    if (init.kind == GenericInit::Arg || init.kind == GenericInit::Value) {
      useValue(init.value);
      dynamic.assign(m.values[init.value].dynamic.begin(),
                     m.values[init.value].dynamic.end());
    } else {
      for (MapResult r : map) {
        dimSources.push_back(loopSource[r.dim]);
        dynamic.push_back(loopSource[r.dim].first >= 0);
      }
    }
    g.inits.push_back(init);
    g.initDimSources.push_back(dimSources);
    g.outputMaps.push_back(map);
    outTypes.push_back(type);
    g.results.push_back(
        addResult(opIndex, k, numResults, type, shape, dynamic));
    if (readsOuts)
      pb.addLeaf(formatv("%g{0}_out{1}", opIndex, k).str(), type);
  }

  unsigned depth = ds.range(1, std::max(1u, policy.payload_depth));
  for (unsigned k = 0; k < numResults; ++k) {
    std::string value = pb.root(outTypes[k], depth);
    if (hasReduction)
      value =
          pb.combine(outTypes[k], formatv("%g{0}_out{1}", opIndex, k), value);
    g.yields.push_back(value);
  }
  g.payload = pb.takeLines();
  m.ops.push_back(std::move(op));
}

void CaseBuilder::genPad() {
  int opIndex = m.ops.size();
  OpModel op;
  op.kind = OpModel::Pad;
  PadModel &p = op.pad;
  int source = pickAnchor();
  if (source < 0 || m.values[source].rank() == 0) {
    llvm::SmallVector<int64_t> shape;
    unsigned rank = ds.range(1, policy.max_rank);
    for (unsigned i = 0; i < rank; ++i)
      shape.push_back(ds.range(1, policy.max_dim));
    source = newTensorArg(pickType(), shape);
  }
  useValue(source);
  p.source = source;
  const TensorValue src = m.values[source];
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<bool> dynamic;
  for (unsigned j = 0; j < src.rank(); ++j) {
    bool dyn = src.dynamic[j];
    for (auto *side : {&p.low, &p.high}) {
      PadAmount amount;
      amount.value = ds.range(0, 2);
      if (ds.chance(policy.dynamic_pad)) {
        amount.indexArg = newIndexArg(amount.value);
        dyn = true;
      }
      side->push_back(amount);
    }
    shape.push_back(p.low[j].value + src.shape[j] + p.high[j].value);
    dynamic.push_back(dyn);
  }
  PayloadBuilder constants(ds, policy, "unused");
  p.padConstant = constants.literal(src.type);
  p.result = addResult(opIndex, 0, 1, src.type, shape, dynamic);
  m.ops.push_back(std::move(op));
}

CaseModel CaseBuilder::build(uint64_t seed) {
  m.seed = seed;
  m.policyHash = policy.hash();
  unsigned numOps = ds.range(policy.min_ops, policy.max_ops);
  for (unsigned i = 0; i < numOps; ++i) {
    if (ds.chance(policy.pad))
      genPad();
    else
      genGeneric();
  }
  for (TensorValue &v : m.values)
    if (v.definingOp >= 0 &&
        (v.uses == 0 || ds.chance(policy.return_intermediate)))
      v.returned = true;
  return std::move(m);
}

CaseModel fusefuzz::generateCaseModel(DecisionSource &decisions,
                                      const GenPolicy &policy, uint64_t seed) {
  return CaseBuilder(decisions, policy).build(seed);
}

std::string fusefuzz::generateCase(uint64_t seed, const GenPolicy &policy) {
  SeededDecisions decisions(seed);
  return emitCase(generateCaseModel(decisions, policy, seed));
}
