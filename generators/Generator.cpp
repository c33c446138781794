//===- Generator.cpp - Builds a random DAG of generics and pads -----------===//
//
// Rules that keep every case meaningful (docs/DESIGN.md):
//  - every loop is bounded by some operand: output maps cover all parallel
//    loops and a reduction loop no input reads gets an extra input;
//  - outputs write each element once: output maps are permutations of the
//    parallel loops, sometimes with a constant result added (a partial
//    write: one slice of a larger init, whose other elements keep the
//    init, so that init is always a defined one);
//  - a payload that reads its outs value, and every reduction, gets a
//    defined init (linalg.fill, an argument or an earlier result), never a
//    bare tensor.empty;
//  - extents are >= 1 and small, so a case runs in microseconds.
//
//===----------------------------------------------------------------------===//
#include "generators/Generator.h"
#include "generators/CaseBuilder.h"
#include "generators/PayloadBuilder.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <optional>

using namespace fusefuzz;
using namespace fusefuzz::gen;
using llvm::formatv;

ElemType CaseBuilder::pickType() {
  return static_cast<ElemType>(
      ds.weighted({policy.weight_f32, policy.weight_f16, policy.weight_i32,
                   policy.weight_i8, policy.weight_i1}));
}

int CaseBuilder::newTensorArg(ElemType type, llvm::ArrayRef<int64_t> shape,
                              std::optional<llvm::ArrayRef<bool>> dynamic) {
  TensorValue v;
  v.name = formatv("%arg{0}", m.args.size()).str();
  v.type = type;
  v.shape.assign(shape.begin(), shape.end());
  if (dynamic)
    v.dynamic.assign(dynamic->begin(), dynamic->end());
  else
    for (size_t i = 0; i < shape.size(); ++i)
      v.dynamic.push_back(ds.chance(policy.dynamic));
  m.values.push_back(std::move(v));
  int id = m.values.size() - 1;
  m.args.push_back({ArgRef::Tensor, id});
  return id;
}

int CaseBuilder::newIndexArg(int64_t value) {
  m.indexArgs.push_back({formatv("%arg{0}", m.args.size()).str(), value});
  int id = m.indexArgs.size() - 1;
  m.args.push_back({ArgRef::Index, id});
  return id;
}
int CaseBuilder::newScalarArg(ElemType type) {
  m.scalarArgs.push_back({formatv("%arg{0}", m.args.size()).str(), type});
  int id = m.scalarArgs.size() - 1;
  m.args.push_back({ArgRef::Scalar, id});
  return id;
}

int CaseBuilder::newConstant(ElemType type, llvm::ArrayRef<int64_t> shape) {
  TensorValue v;
  v.name = formatv("%cst{0}", m.constants.size()).str();
  v.type = type;
  v.shape.assign(shape.begin(), shape.end());
  v.dynamic.assign(shape.size(), false);
  m.values.push_back(std::move(v));
  ConstantModel c;
  c.result = m.values.size() - 1;
  PayloadBuilder literals(ds, policy, "unused");
  int64_t n = 1;
  for (int64_t size : shape)
    n *= size;
  // A splat in a third of the cases (FoldScalarOrSplatConstant fires).
  int64_t count = n == 1 || ds.chance(33) ? 1 : n;
  for (int64_t i = 0; i < count; ++i)
    c.literals.push_back(literals.literal(type));
  m.constants.push_back(std::move(c));
  return m.values.size() - 1;
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
  // Siblings: a value (argument or result) that some op already reads.
  llvm::SmallVector<int> read;
  for (int i = 0, e = m.values.size(); i < e; ++i)
    if (m.values[i].uses > 0)
      read.push_back(i);
  if (!read.empty() && ds.chance(policy.sibling))
    return read[ds.below(read.size())];
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
    map.push_back(MapResult::plain(d));
  // One result beyond a plain dim: a constant at any index, a sum of two
  // loops, a scaled loop or a shifted one (the input's shape keeps every
  // access in bounds).
  if (!map.empty() && ds.chance(policy.affine_input)) {
    MapResult &r = map[ds.below(map.size())];
    switch (ds.below(4)) {
    case 0:
      r = MapResult::constant(ds.range(0, 3));
      break;
    case 1:
      r.dim2 = ds.below(numLoops);
      break;
    case 2:
      r.scale = ds.range(2, 3);
      break;
    default:
      r.offset = ds.range(1, 2);
      break;
    }
  }
  return map;
}

llvm::SmallVector<std::pair<int, unsigned>>
CaseBuilder::loopSources(const GenericModel &g) {
  llvm::SmallVector<std::pair<int, unsigned>> loopSource(g.loopSizes.size(),
                                                         {-1, 0});
  for (unsigned i = 0; i < g.inputs.size(); ++i) {
    const TensorValue &v = m.values[g.inputs[i]];
    for (unsigned j = 0; j < v.rank(); ++j) {
      MapResult r = g.inputMaps[i][j];
      if (r.isPlain() && v.dynamic[j] && loopSource[r.dim].first < 0)
        loopSource[r.dim] = {static_cast<int>(i), j};
    }
  }
  return loopSource;
}

void CaseBuilder::addOutput(GenericModel &g, int opIndex, unsigned numResults,
                            ElemType type, const IndexingMap &map, bool defined,
                            PayloadBuilder &pb,
                            llvm::ArrayRef<std::pair<int, unsigned>> loopSource,
                            std::optional<llvm::ArrayRef<bool>> forced) {
  llvm::SmallVector<int64_t> shape;
  for (MapResult r : map)
    // A constant result of an output map writes one index of a dim that
    // has others: those keep the init.
    shape.push_back(r.isConst ? r.extent(g.loopSizes) + ds.range(1, 2)
                              : r.extent(g.loopSizes));
  GenericInit init;
  llvm::SmallVector<std::pair<int, unsigned>, 4> dimSources;
  llvm::SmallVector<bool> dynamic;
  if (defined) {
    int existing =
        ds.chance(policy.outs_from_value) ? findValue(shape, type) : -1;
    if (existing >= 0 && m.values[existing].type == type &&
        (!forced ||
         llvm::ArrayRef<bool>(m.values[existing].dynamic) == *forced)) {
      init.kind = GenericInit::Value;
      init.value = existing;
    } else if (ds.chance(50)) {
      init.kind = GenericInit::Arg;
      init.value = newTensorArg(type, shape, forced);
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
      std::pair<int, unsigned> source =
          r.isConst ? std::pair<int, unsigned>{-1, 0} : loopSource[r.dim];
      dimSources.push_back(source);
      dynamic.push_back(source.first >= 0);
    }
  }
  g.inits.push_back(init);
  g.initDimSources.push_back(dimSources);
  g.outputMaps.push_back(map);
  g.results.push_back(
      addResult(opIndex, g.results.size(), numResults, type, shape, dynamic));
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
        anchorMap.push_back(MapResult::constant(0));
        continue;
      }
      anchorMap.push_back(MapResult::plain(slots[k]));
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
      shape.push_back(r.extent(g.loopSizes));
    return shape;
  };

  // Inputs.
  if (anchor >= 0) {
    g.inputs.push_back(anchor);
    g.inputMaps.push_back(anchorMap);
    // The other result of a two-result anchor, through the same map (the
    // same producer point, unless that op writes its results through
    // different maps).
    int other = -1;
    const TensorValue &a = m.values[anchor];
    for (int i = 0, e = m.values.size(); i < e; ++i)
      if (i != anchor && a.definingOp >= 0 &&
          m.values[i].definingOp == a.definingOp &&
          m.values[i].shape == a.shape)
        other = i;
    if (other >= 0 && ds.chance(policy.other_result)) {
      g.inputs.push_back(other);
      g.inputMaps.push_back(anchorMap);
    }
  }
  while (g.inputs.size() < 3 &&
         (g.inputs.empty() || ds.chance(policy.extra_inputs))) {
    IndexingMap map = inputMapFor(numLoops);
    llvm::SmallVector<int64_t> shape = shapeOf(map);
    int value = ds.chance(policy.input_reuse) ? findValue(shape, opType) : -1;
    if (value < 0) {
      ElemType type = ds.chance(policy.type_change) ? pickType() : opType;
      int64_t elements = 1;
      for (int64_t size : shape)
        elements *= size;
      value = elements <= 16 && ds.chance(policy.constant_input)
                  ? newConstant(type, shape)
                  : newTensorArg(type, shape);
    }
    g.inputs.push_back(value);
    g.inputMaps.push_back(map);
  }
  // Every reduction loop must be bounded by some input.
  llvm::SmallVector<bool> covered(numLoops, false);
  for (const IndexingMap &map : g.inputMaps)
    for (MapResult r : map)
      if (r.isPlain())
        covered[r.dim] = true;
  for (unsigned d = 0; d < numLoops; ++d) {
    if (!g.isReduction[d] || covered[d])
      continue;
    IndexingMap full;
    for (unsigned l = 0; l < numLoops; ++l)
      full.push_back(MapResult::plain(l));
    g.inputs.push_back(newTensorArg(opType, shapeOf(full)));
    g.inputMaps.push_back(full);
    break; // the full map covers every loop
  }
  for (int in : g.inputs)
    useValue(in);

  auto loopSource = loopSources(g);

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
  // A whole tensor the body gathers from (tensor.extract).
  if (ds.chance(policy.gather)) {
    llvm::SmallVector<int64_t> shape;
    unsigned rank = ds.range(1, 2);
    for (unsigned i = 0; i < rank; ++i)
      shape.push_back(ds.range(1, policy.max_dim));
    llvm::SmallVector<bool> fixed(rank, false);
    const TensorValue &t = m.values[newTensorArg(
        ds.chance(policy.type_change) ? pickType() : opType, shape,
        llvm::ArrayRef<bool>(fixed))];
    pb.allowGather(t.name, t.type, t.shape, numLoops);
  }
  // A scalar argument the body captures from above.
  if (ds.chance(policy.scalar_arg)) {
    const ScalarArg &a = m.scalarArgs[newScalarArg(
        ds.chance(policy.type_change) ? pickType() : opType)];
    pb.addLeaf(a.name, a.type);
  }

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
    // A partial write (`(d0) -> (d0, 0)` into a filled 4x2 tensor): the
    // clean-up rewrites that drop an init nobody reads must keep this one.
    bool partial = ds.chance(policy.partial_write);
    if (partial)
      map.insert(map.begin() + ds.below(map.size() + 1),
                 MapResult::constant(ds.range(0, 1)));
    addOutput(g, opIndex, numResults, type, map,
              partial || readsOuts || ds.chance(10), pb, loopSource);
    outTypes.push_back(type);
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

/// A named structured op around the anchor (or on fresh arguments):
/// a contraction (matmul, batch_matmul) with a defined init, or a reduce,
/// transpose, broadcast or map. Returns false when the anchor suits none
/// (a rank-0 value); the caller then builds a generic.
bool CaseBuilder::genNamed() {
  int opIndex = m.ops.size();
  OpModel op;
  op.kind = OpModel::Generic;
  GenericModel &g = op.generic;
  int anchor = pickAnchor();
  if (anchor >= 0 && m.values[anchor].rank() == 0)
    return false;
  unsigned anchorRank = anchor >= 0 ? m.values[anchor].rank() : 0;
  ElemType anchorType = anchor >= 0 ? m.values[anchor].type : pickType();
  auto freshShape = [&](unsigned rank) {
    llvm::SmallVector<int64_t> shape;
    for (unsigned i = 0; i < rank; ++i)
      shape.push_back(ds.range(1, policy.max_dim));
    return shape;
  };
  auto dims = [](std::initializer_list<unsigned> ds) {
    IndexingMap map;
    for (unsigned d : ds)
      map.push_back({false, d});
    return map;
  };
  auto identity = [](unsigned n) {
    IndexingMap map;
    for (unsigned d = 0; d < n; ++d)
      map.push_back({false, d});
    return map;
  };
  // The value read as input `i`, of `shape`: the anchor for input 0 when
  // given, else a same-shaped value or a new argument (with the dynamic
  // dims `dynamic` when given).
  auto input = [&](int given, llvm::ArrayRef<int64_t> shape, ElemType type,
                   std::optional<llvm::ArrayRef<bool>> dynamic = {}) {
    int v = given;
    if (v < 0 && ds.chance(policy.input_reuse)) {
      v = findValue(shape, type);
      if (v >= 0 &&
          (m.values[v].type != type ||
           (dynamic && llvm::ArrayRef<bool>(m.values[v].dynamic) != *dynamic)))
        v = -1;
    }
    if (v < 0)
      v = newTensorArg(type, shape, dynamic);
    g.inputs.push_back(v);
    useValue(v);
  };

  if ((anchor < 0 || anchorRank == 4) && anchorType != ElemType::I1 &&
      ds.chance(policy.conv))
    return genConv(anchor);
  if ((anchor < 0 || anchorRank > 0) && anchorType != ElemType::I1 &&
      ds.chance(policy.elementwise_op))
    return genElementwiseOp(anchor);
  bool contraction = (anchor < 0 || anchorRank == 2 || anchorRank == 3) &&
                     anchorType != ElemType::I1 &&
                     ds.chance(policy.contraction);
  PayloadBuilder pb(ds, policy, formatv("g{0}", opIndex).str());
  if (contraction) {
    bool batch = anchor >= 0 ? anchorRank == 3 : ds.chance(30);
    g.named = batch ? NamedKind::BatchMatmul : NamedKind::Matmul;
    // Loops (b,) m, n, k; the anchor is the left operand.
    llvm::SmallVector<int64_t> lhs =
        anchor >= 0 ? llvm::SmallVector<int64_t>(m.values[anchor].shape.begin(),
                                                 m.values[anchor].shape.end())
                    : freshShape(batch ? 3 : 2);
    int64_t n = ds.range(1, policy.max_dim);
    if (batch) {
      g.loopSizes = {lhs[0], lhs[1], n, lhs[2]};
      g.isReduction = {false, false, false, true};
      g.inputMaps = {dims({0, 1, 3}), dims({0, 3, 2})};
      input(anchor, lhs, anchorType);
      input(-1, {lhs[0], lhs[2], n}, anchorType);
    } else {
      g.loopSizes = {lhs[0], n, lhs[1]};
      g.isReduction = {false, false, true};
      g.inputMaps = {dims({0, 2}), dims({2, 1})};
      input(anchor, lhs, anchorType);
      input(-1, {lhs[1], n}, anchorType);
    }
    IndexingMap out = batch ? dims({0, 1, 2}) : dims({0, 1});
    addOutput(g, opIndex, 1, anchorType, out, /*defined=*/true, pb,
              loopSources(g));
    m.ops.push_back(std::move(op));
    return true;
  }

  llvm::SmallVector<int64_t> shape =
      anchor >= 0 ? llvm::SmallVector<int64_t>(m.values[anchor].shape.begin(),
                                               m.values[anchor].shape.end())
                  : freshShape(ds.range(1, policy.max_rank));
  unsigned rank = shape.size();
  // Named ops want operand types that agree exactly, '?' for '?'.
  llvm::SmallVector<bool> inDyn;
  if (anchor >= 0)
    inDyn.assign(m.values[anchor].dynamic.begin(),
                 m.values[anchor].dynamic.end());
  else
    for (unsigned i = 0; i < rank; ++i)
      inDyn.push_back(ds.chance(policy.dynamic));
  llvm::SmallVector<bool> outDyn;
  enum { Reduce, Transpose, Broadcast, Map };
  llvm::SmallVector<int> kinds = {Reduce, Map};
  if (rank >= 2)
    kinds.push_back(Transpose);
  if (rank < policy.max_rank)
    kinds.push_back(Broadcast);
  int kind = kinds[ds.below(kinds.size())];
  ElemType type = anchorType;
  switch (kind) {
  case Reduce: {
    g.named = NamedKind::Reduce;
    g.loopSizes.assign(shape.begin(), shape.end());
    g.isReduction.assign(rank, false);
    unsigned count = ds.range(1, std::min(2u, rank));
    for (unsigned i = 0; i < count; ++i)
      g.isReduction[ds.below(rank)] = true;
    IndexingMap out;
    for (unsigned d = 0; d < rank; ++d) {
      if (g.isReduction[d]) {
        g.namedDims.push_back(d);
      } else {
        out.push_back({false, d});
        outDyn.push_back(inDyn[d]);
      }
    }
    g.inputMaps = {identity(rank)};
    input(anchor, shape, type, inDyn);
    pb.addLeaf(formatv("%g{0}_in0", opIndex).str(), type);
    addOutput(g, opIndex, 1, type, out, /*defined=*/true, pb, loopSources(g),
              outDyn);
    g.yields.push_back(pb.combine(type, formatv("%g{0}_out0", opIndex).str(),
                                  formatv("%g{0}_in0", opIndex).str()));
    break;
  }
  case Transpose: {
    g.named = NamedKind::Transpose;
    // Result dim i is input dim perm[i]; loops are the result's dims.
    llvm::SmallVector<unsigned> perm = permutation(rank, true);
    IndexingMap in(rank);
    for (unsigned i = 0; i < rank; ++i) {
      g.namedDims.push_back(perm[i]);
      g.loopSizes.push_back(shape[perm[i]]);
      outDyn.push_back(inDyn[perm[i]]);
      in[perm[i]] = {false, i};
    }
    g.isReduction.assign(rank, false);
    g.inputMaps = {in};
    input(anchor, shape, type, inDyn);
    addOutput(g, opIndex, 1, type, identity(rank), ds.chance(10), pb,
              loopSources(g), outDyn);
    break;
  }
  case Broadcast: {
    g.named = NamedKind::Broadcast;
    unsigned added = ds.range(1, policy.max_rank - rank);
    unsigned outRank = rank + added;
    llvm::SmallVector<unsigned> slots = permutation(outRank, true);
    slots.resize(added);
    llvm::sort(slots);
    IndexingMap in;
    for (unsigned d = 0, j = 0; d < outRank; ++d) {
      if (llvm::is_contained(slots, d)) {
        g.namedDims.push_back(d);
        g.loopSizes.push_back(ds.range(1, policy.max_dim));
        outDyn.push_back(false);
        continue;
      }
      in.push_back({false, d});
      outDyn.push_back(inDyn[j]);
      g.loopSizes.push_back(shape[j++]);
    }
    g.isReduction.assign(outRank, false);
    g.inputMaps = {in};
    input(anchor, shape, type, inDyn);
    addOutput(g, opIndex, 1, type, identity(outRank), ds.chance(10), pb,
              loopSources(g), outDyn);
    break;
  }
  case Map: {
    g.named = NamedKind::Map;
    g.loopSizes.assign(shape.begin(), shape.end());
    g.isReduction.assign(rank, false);
    unsigned arity = ds.range(1, 3);
    for (unsigned i = 0; i < arity; ++i) {
      g.inputMaps.push_back(identity(rank));
      input(i == 0 ? anchor : -1, shape, type, inDyn);
      pb.addLeaf(formatv("%g{0}_in{1}", opIndex, i).str(), type);
    }
    addOutput(g, opIndex, 1, type, identity(rank), ds.chance(10), pb,
              loopSources(g), inDyn);
    unsigned depth = ds.range(1, std::max(1u, policy.payload_depth));
    g.yields.push_back(pb.root(type, depth));
    break;
  }
  }
  g.payload = pb.takeLines();
  m.ops.push_back(std::move(op));
  return true;
}

PadModel CaseBuilder::padAmounts(
    int source,
    llvm::function_ref<std::optional<int64_t>(unsigned, bool)> amount) {
  PadModel p;
  p.source = source;
  for (unsigned j = 0; j < m.values[source].rank(); ++j)
    for (bool high : {false, true}) {
      PadAmount a;
      std::optional<int64_t> value = amount(j, high);
      a.value = value.value_or(0);
      if (value && ds.chance(policy.dynamic_pad))
        a.indexArg = newIndexArg(a.value);
      (high ? p.high : p.low).push_back(a);
    }
  return p;
}

int CaseBuilder::addPad(PadModel p) {
  int opIndex = m.ops.size();
  const TensorValue src = m.values[p.source];
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<bool> dynamic;
  for (unsigned j = 0; j < src.rank(); ++j) {
    shape.push_back(p.low[j].value + src.shape[j] + p.high[j].value);
    dynamic.push_back(src.dynamic[j] || p.low[j].indexArg >= 0 ||
                      p.high[j].indexArg >= 0);
  }
  p.result = addResult(opIndex, 0, 1, src.type, shape, dynamic);
  OpModel op;
  op.kind = OpModel::Pad;
  op.pad = std::move(p);
  m.ops.push_back(std::move(op));
  return m.ops.back().pad.result;
}

void CaseBuilder::genPad() {
  PadModel p = padAmounts(shapedSource(), [&](unsigned, bool) {
    return std::optional<int64_t>(ds.range(0, 2));
  });
  ElemType type = m.values[p.source].type;
  PayloadBuilder constants(ds, policy, "unused");
  p.padConstant = constants.literal(type);
  if (ds.chance(policy.scalar_arg))
    p.padScalar = newScalarArg(type);
  addPad(std::move(p));
}

int CaseBuilder::shapedSource(bool anchored) {
  int source = anchored ? pickAnchor() : -1;
  if (source < 0 || m.values[source].rank() == 0) {
    llvm::SmallVector<int64_t> shape;
    unsigned rank = ds.range(1, policy.max_rank);
    for (unsigned i = 0; i < rank; ++i)
      shape.push_back(ds.range(1, policy.max_dim));
    source = newTensorArg(pickType(), shape);
  }
  useValue(source);
  return source;
}

/// Collapses a run of adjacent dims of the anchor into one, or expands one
/// dim into two (a factor pair of its size, or a unit dim beside it). A
/// dynamic dim stays dynamic: the expanded pair holds one dynamic dim,
/// whose size the emitter computes from the source's.
void CaseBuilder::genReshape() {
  int opIndex = m.ops.size();
  OpModel op;
  op.kind = OpModel::Reshape;
  ReshapeModel &r = op.reshape;
  // Half reshape an argument (a reshape producer of the next op), half
  // an op result (a reshape between ops).
  int source = shapedSource(/*anchored=*/ds.chance(50));
  r.source = source;
  const TensorValue src = m.values[source];
  unsigned rank = src.rank();
  r.expand = rank < 2 || (rank < policy.max_rank && ds.chance(50));
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<bool> dynamic;
  if (!r.expand) {
    unsigned first = ds.below(rank - 1);
    unsigned last = ds.range(first + 1, rank - 1);
    for (unsigned j = 0; j < rank; ++j) {
      if (j > first && j <= last) {
        r.reassociation.back().push_back(j);
        shape.back() *= src.shape[j];
        dynamic.back() = dynamic.back() || src.dynamic[j];
        continue;
      }
      r.reassociation.push_back({j});
      shape.push_back(src.shape[j]);
      dynamic.push_back(src.dynamic[j]);
    }
  } else {
    unsigned split = ds.below(rank);
    int64_t n = src.shape[split];
    llvm::SmallVector<int64_t> factors;
    for (int64_t f = 2; f < n; ++f)
      if (n % f == 0)
        factors.push_back(f);
    // Sizes of the expanded pair; of a dynamic source dim, the first
    // non-unit one of the pair is dynamic.
    int64_t outer = n, inner = 1;
    if (!factors.empty() && ds.chance(60)) {
      inner = ds.pick(llvm::ArrayRef<int64_t>(factors));
      outer = n / inner;
    } else if (ds.chance(50)) {
      outer = 1;
      inner = n;
    }
    for (unsigned j = 0, out = 0; j < rank; ++j) {
      if (j != split) {
        r.reassociation.push_back({out++});
        shape.push_back(src.shape[j]);
        dynamic.push_back(src.dynamic[j]);
        continue;
      }
      r.reassociation.push_back({out, out + 1});
      out += 2;
      shape.push_back(outer);
      shape.push_back(inner);
      bool outerDynamic = src.dynamic[j] && outer != 1;
      dynamic.push_back(outerDynamic);
      dynamic.push_back(src.dynamic[j] && !outerDynamic);
    }
  }
  r.result = addResult(opIndex, 0, 1, src.type, shape, dynamic);
  m.ops.push_back(std::move(op));
}

/// Concatenates a value (the anchor, or a fresh argument) with a fresh
/// argument along one dim, in either order: the consumer reads a tensor
/// made of two parts.
void CaseBuilder::genConcat() {
  int opIndex = m.ops.size();
  OpModel op;
  op.kind = OpModel::Concat;
  ConcatModel &c = op.concat;
  int source = shapedSource(/*anchored=*/ds.chance(70));
  const TensorValue src = m.values[source];
  c.dim = ds.below(src.rank());
  llvm::SmallVector<int64_t> partShape(src.shape.begin(), src.shape.end());
  partShape[c.dim] = ds.range(1, 3);
  llvm::SmallVector<bool> partDynamic(src.dynamic.begin(), src.dynamic.end());
  partDynamic[c.dim] = ds.chance(policy.dynamic);
  int part =
      newTensorArg(src.type, partShape, llvm::ArrayRef<bool>(partDynamic));
  useValue(part);
  c.sources = {source, part};
  if (ds.chance(50))
    std::swap(c.sources[0], c.sources[1]);
  llvm::SmallVector<int64_t> shape(src.shape.begin(), src.shape.end());
  shape[c.dim] += partShape[c.dim];
  llvm::SmallVector<bool> dynamic(src.dynamic.begin(), src.dynamic.end());
  dynamic[c.dim] = src.dynamic[c.dim] || partDynamic[c.dim];
  c.result = addResult(opIndex, 0, 1, src.type, shape, dynamic);
  m.ops.push_back(std::move(op));
}

CaseModel CaseBuilder::build(uint64_t seed) {
  m.seed = seed;
  m.policyHash = policy.hash();
  unsigned numOps = ds.range(policy.min_ops, policy.max_ops);
  for (unsigned i = 0; i < numOps; ++i) {
    // Reshapes come in addition to the structured ops and pads, so that
    // a case keeps as many fusion candidates.
    if (ds.chance(policy.reshape))
      genReshape();
    if (ds.chance(policy.concat))
      genConcat();
    if (ds.chance(policy.residual_block))
      genResidualBlock();
    if (ds.chance(policy.relayout))
      genRelayout();
    if (ds.chance(policy.pad))
      genPad();
    else if (!ds.chance(policy.named) || !genNamed())
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
