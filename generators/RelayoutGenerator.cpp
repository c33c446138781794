//===- RelayoutGenerator.cpp - linalg.pack, unpack and softmax ------------===//
//
// The layout ops of data-tiled models and the softmax of attention blocks,
// each of which MLIR 22 tiles and fuses through TilingInterface:
//  - linalg.pack of the anchor (or a fresh input): one or two tiled dims
//    with static tiles of 2-4, the outer dims permuted by policy, and a
//    padding value wherever a tile may not divide its dim (a dynamic dim,
//    or a static one it does not divide);
//  - linalg.unpack: of an earlier pack's layout (the pack itself or a value
//    of its shape computed from it), back to the pack source's sizes; with
//    no pack yet, of a fresh packed input into static sizes whose last
//    tiles are partial;
//  - linalg.softmax along a random dim of a float anchor (or a fresh
//    input).
//
//===----------------------------------------------------------------------===//
#include "generators/CaseBuilder.h"

#include "llvm/ADT/STLExtras.h"

using namespace fusefuzz;
using namespace fusefuzz::gen;

/// A new layout op of `kind`, to fill in.
static OpModel relayoutOp(RelayoutModel::Kind kind) {
  OpModel op;
  op.kind = OpModel::Relayout;
  op.relayout.kind = kind;
  return op;
}

/// Picks the tiled dims of a rank-`rank` value (one or two, in random
/// order), their tiles and, by policy, a permutation of the outer dims.
static void pickTiling(DecisionSource &ds, const GenPolicy &policy,
                       unsigned rank, RelayoutModel &r,
                       llvm::SmallVector<unsigned> outerPerm) {
  unsigned count = rank >= 2 && ds.chance(40) ? 2 : 1;
  llvm::SmallVector<unsigned> dims = outerPerm; // a shuffled 0..rank-1
  for (unsigned k = 0; k < count; ++k) {
    r.innerDimsPos.push_back(dims[k]);
    r.innerTiles.push_back(ds.range(2, 4));
  }
  if (rank >= 2 && ds.chance(policy.outer_perm)) {
    // Another shuffle than the one that chose the tiled dims.
    for (unsigned i = rank; i > 1; --i)
      std::swap(dims[i - 1], dims[ds.below(i)]);
    r.outerDimsPerm.assign(dims.begin(), dims.end());
  }
}

/// The packed shape of `shape` (with its dynamic flags) under `r`.
static void packedShape(const RelayoutModel &r, llvm::ArrayRef<int64_t> shape,
                        llvm::ArrayRef<bool> dynamic,
                        llvm::SmallVector<int64_t> &outShape,
                        llvm::SmallVector<bool> &outDynamic) {
  unsigned rank = shape.size();
  llvm::SmallVector<int64_t> outer(shape.begin(), shape.end());
  for (auto [pos, tile] : llvm::zip(r.innerDimsPos, r.innerTiles))
    outer[pos] = (shape[pos] + tile - 1) / tile;
  for (unsigned i = 0; i < rank; ++i) {
    unsigned d = r.outerDimsPerm.empty() ? i : r.outerDimsPerm[i];
    outShape.push_back(outer[d]);
    outDynamic.push_back(dynamic[d]);
  }
  for (int64_t tile : r.innerTiles) {
    outShape.push_back(tile);
    outDynamic.push_back(false);
  }
}

int CaseBuilder::addPack(int source) {
  int opIndex = m.ops.size();
  OpModel op = relayoutOp(RelayoutModel::Pack);
  RelayoutModel &r = op.relayout;
  r.source = source;
  const TensorValue src = m.values[source];
  pickTiling(ds, policy, src.rank(), r, permutation(src.rank(), true));
  bool divides = true;
  for (auto [pos, tile] : llvm::zip(r.innerDimsPos, r.innerTiles))
    divides &= !src.dynamic[pos] && src.shape[pos] % tile == 0;
  if (!divides || ds.chance(50)) {
    PayloadBuilder constants(ds, policy, "unused");
    r.padConstant = constants.literal(src.type);
  }
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<bool> dynamic;
  packedShape(r, src.shape, src.dynamic, shape, dynamic);
  r.result = addResult(opIndex, 0, 1, src.type, shape, dynamic);
  packs.push_back(opIndex);
  m.ops.push_back(std::move(op));
  return r.result;
}

int CaseBuilder::addUnpack() {
  int opIndex = m.ops.size();
  OpModel op = relayoutOp(RelayoutModel::Unpack);
  RelayoutModel &r = op.relayout;
  ElemType type;
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<bool> dynamic;
  if (!packs.empty()) {
    // Back from an earlier pack's layout: the pack, or a value of its
    // exact type computed from it.
    const RelayoutModel &pack =
        m.ops[ds.pick(llvm::ArrayRef<int>(packs))].relayout;
    const TensorValue &packed = m.values[pack.result];
    int source = findValue(packed.shape, packed.type);
    if (source < 0 || m.values[source].type != packed.type ||
        m.values[source].dynamic != packed.dynamic)
      source = pack.result;
    r.source = source;
    r.innerDimsPos = pack.innerDimsPos;
    r.innerTiles = pack.innerTiles;
    r.outerDimsPerm = pack.outerDimsPerm;
    r.sizesFrom = pack.source;
    const TensorValue &original = m.values[pack.source];
    type = original.type;
    shape.assign(original.shape.begin(), original.shape.end());
    dynamic.assign(original.dynamic.begin(), original.dynamic.end());
  } else {
    // A fresh packed input, unpacked into static sizes whose last tiles
    // are partial where the draw says so.
    type = pickType();
    unsigned rank = ds.range(1, std::min<unsigned>(3, policy.max_rank));
    for (unsigned i = 0; i < rank; ++i)
      shape.push_back(ds.range(1, policy.max_dim));
    dynamic.assign(rank, false);
    pickTiling(ds, policy, rank, r, permutation(rank, true));
    llvm::SmallVector<int64_t> packedSizes;
    llvm::SmallVector<bool> packedDynamic;
    packedShape(r, shape, dynamic, packedSizes, packedDynamic);
    r.source =
        newTensorArg(type, packedSizes, llvm::ArrayRef<bool>(packedDynamic));
  }
  useValue(r.source);
  r.result = addResult(opIndex, 0, 1, type, shape, dynamic);
  m.ops.push_back(std::move(op));
  return r.result;
}

int CaseBuilder::addSoftmax(int source) {
  int opIndex = m.ops.size();
  OpModel op = relayoutOp(RelayoutModel::Softmax);
  RelayoutModel &r = op.relayout;
  if (source < 0 || !isFloat(m.values[source].type) ||
      m.values[source].rank() == 0) {
    llvm::SmallVector<int64_t> shape;
    for (unsigned i = 0, rank = ds.range(1, policy.max_rank); i < rank; ++i)
      shape.push_back(ds.range(1, policy.max_dim));
    source = newTensorArg(ds.chance(80) ? ElemType::F32 : ElemType::F16, shape);
  }
  useValue(source);
  r.source = source;
  r.sizesFrom = source;
  const TensorValue src = m.values[source];
  r.softmaxDim = ds.below(src.rank());
  r.result = addResult(opIndex, 0, 1, src.type, src.shape, src.dynamic);
  m.ops.push_back(std::move(op));
  return r.result;
}

void CaseBuilder::genRelayout() {
  if (ds.chance(policy.softmax)) {
    addSoftmax(pickAnchor());
    return;
  }
  if (ds.chance(policy.unpack)) {
    addUnpack();
    return;
  }
  // Packs add dims: a source of the highest rank is a fresh one of rank
  // one or two instead (ranks would keep growing along a chain of packs).
  int source = pickAnchor();
  if (source < 0 || m.values[source].rank() == 0 ||
      m.values[source].rank() >= policy.max_rank) {
    llvm::SmallVector<int64_t> shape;
    for (unsigned i = 0, rank = ds.range(1, 2); i < rank; ++i)
      shape.push_back(ds.range(1, policy.max_dim + 3));
    source = newTensorArg(pickType(), shape);
  }
  useValue(source);
  addPack(source);
}
