//===- ElementwiseOpGenerator.cpp - linalg.elementwise
//---------------------===//
//
// The elementwise op MLIR 22 users write: `linalg.elementwise
// kind=#linalg.elementwise_kind<add>`, unary or binary, its second input
// the same shape, transposed or broadcast through `indexing_maps`. Kinds
// are those whose arith and math ops the payloads of generated generics use
// too (both executors agree on them, and integer kinds have no division: a
// division by zero would be undefined with no guard to add).
//
//===----------------------------------------------------------------------===//
#include "generators/CaseBuilder.h"

#include "llvm/Support/FormatVariadic.h"

using namespace fusefuzz;
using namespace fusefuzz::gen;
using llvm::formatv;

bool CaseBuilder::genElementwiseOp(int anchor) {
  static const char *const floatUnary[] = {"exp", "abs", "negf", "sqrt",
                                           "floor"};
  static const char *const floatBinary[] = {"add", "sub",        "mul",
                                            "div", "max_signed", "min_signed"};
  static const char *const intBinary[] = {
      "add",        "sub",          "mul",         "max_signed",
      "min_signed", "max_unsigned", "min_unsigned"};
  int opIndex = m.ops.size();
  OpModel op;
  op.kind = OpModel::Generic;
  GenericModel &g = op.generic;
  g.named = NamedKind::Elementwise;
  int first = anchor;
  if (first < 0) {
    ElemType type = pickType();
    if (type == ElemType::I1) // no elementwise kind takes i1 alone
      type = ElemType::F32;
    llvm::SmallVector<int64_t> shape;
    for (unsigned i = 0, rank = ds.range(1, policy.max_rank); i < rank; ++i)
      shape.push_back(ds.range(1, policy.max_dim));
    first = newTensorArg(type, shape);
  } else if (m.values[first].rank() == 0 ||
             m.values[first].type == ElemType::I1) {
    return false;
  }
  const TensorValue in = m.values[first];
  unsigned rank = in.rank();
  bool isF = isFloat(in.type);
  bool unary = isF && ds.chance(40);
  g.elementwiseKind = unary ? ds.pick(llvm::ArrayRef<const char *>(floatUnary))
                      : isF ? ds.pick(llvm::ArrayRef<const char *>(floatBinary))
                            : ds.pick(llvm::ArrayRef<const char *>(intBinary));
  g.loopSizes.assign(in.shape.begin(), in.shape.end());
  g.isReduction.assign(rank, false);
  IndexingMap identity;
  for (unsigned d = 0; d < rank; ++d)
    identity.push_back(MapResult::plain(d));
  g.inputs.push_back(first);
  g.inputMaps.push_back(identity);
  useValue(first);
  if (!unary) {
    // The second input: the same shape (an earlier value or a new
    // argument), a transposed argument, or a broadcast one.
    IndexingMap map = identity;
    unsigned how = rank >= 2 ? ds.below(3) : 0;
    if (how == 1) {
      llvm::SmallVector<unsigned> perm = permutation(rank, true);
      for (unsigned i = 0; i < rank; ++i)
        map[i] = MapResult::plain(perm[i]);
    } else if (how == 2) {
      map.erase(map.begin() + ds.below(rank));
    }
    llvm::SmallVector<int64_t> shape;
    for (const MapResult &r : map)
      shape.push_back(in.shape[r.dim]);
    int second = how == 0 && ds.chance(policy.input_reuse)
                     ? findValue(shape, in.type)
                     : -1;
    if (second < 0 || m.values[second].type != in.type)
      second = newTensorArg(in.type, shape);
    g.inputs.push_back(second);
    g.inputMaps.push_back(map);
    useValue(second);
  }
  PayloadBuilder pb(ds, policy, formatv("g{0}", opIndex).str());
  addOutput(g, opIndex, 1, in.type, identity, ds.chance(10), pb,
            loopSources(g));
  m.ops.push_back(std::move(op));
  return true;
}
