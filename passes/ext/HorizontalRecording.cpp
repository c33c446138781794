//===- HorizontalRecording.cpp --------------------------------------------===//
#include "passes/ext/HorizontalRecording.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace fusefuzz;
using namespace fusefuzz::ext;

namespace {

struct Snapshotter {
  linalg::GenericOp op;
  PayloadSnapshot &snap;
  llvm::DenseMap<Value, unsigned> seen;

  unsigned node(Value v) {
    if (auto it = seen.find(v); it != seen.end())
      return it->second;
    PayloadSnapshot::Node n;
    Block *body = op.getBody();
    if (auto arg = dyn_cast<BlockArgument>(v); arg && arg.getOwner() == body) {
      OpOperand *operand = op.getMatchingOpOperand(arg);
      n.kind = PayloadSnapshot::Node::Arg;
      n.value = operand->get();
      n.map = op.getMatchingIndexingMap(operand);
      n.init = op.isDpsInit(operand);
    } else if (Operation *def = v.getDefiningOp();
               def && op->isProperAncestor(def)) {
      if (auto index = dyn_cast<linalg::IndexOp>(def)) {
        n.kind = PayloadSnapshot::Node::Index;
        n.dim = index.getDim();
      } else {
        n.kind = PayloadSnapshot::Node::Op;
        n.name = def->getName().getStringRef().str();
        n.attrs = def->getAttrDictionary();
        n.resultNo = cast<OpResult>(v).getResultNumber();
        for (Type t : def->getResultTypes())
          n.types.push_back(t);
        for (Value operand : def->getOperands())
          n.operands.push_back(node(operand));
      }
    } else {
      n.kind = PayloadSnapshot::Node::Outside;
      n.value = v;
    }
    snap.nodes.push_back(std::move(n));
    seen[v] = snap.nodes.size() - 1;
    return snap.nodes.size() - 1;
  }
};

struct Matcher {
  const PayloadSnapshot &snap;
  linalg::GenericOp merged;
  HorizontalStepRecord::Result &out;
  SymbolNames symbols;
  IndexTracer tracer;
  llvm::DenseMap<unsigned, Value> matched;

  Matcher(const PayloadSnapshot &snap, linalg::GenericOp merged,
          HorizontalStepRecord::Result &out)
      : snap(snap), merged(merged), out(out),
        tracer(merged.getContext(), symbols, merged) {}

  bool fail(const std::string &why) {
    if (out.mismatch.empty())
      out.mismatch = why;
    return false;
  }

  /// Leaves recorded for the prover (those a value really depends on).
  llvm::DenseSet<unsigned> recorded;

  /// Matches node `n` with `v`. `relevant`: the value the sibling yields
  /// depends on it (an affine.apply operand its map ignores does not).
  bool match(unsigned n, Value v, bool relevant = true) {
    if (auto it = matched.find(n); it != matched.end()) {
      if (it->second != v)
        return fail("one value of the sibling is two values in the merged op");
      if (!relevant || recorded.contains(n))
        return true;
    }
    matched[n] = v;
    const PayloadSnapshot::Node &node = snap.nodes[n];
    if (relevant &&
        (node.kind == PayloadSnapshot::Node::Arg ||
         node.kind == PayloadSnapshot::Node::Index) &&
        !recorded.insert(n).second)
      return true;
    switch (node.kind) {
    case PayloadSnapshot::Node::Arg: {
      auto arg = dyn_cast<BlockArgument>(v);
      if (!arg || arg.getOwner() != merged.getBody())
        return fail("a value read from an operand is computed otherwise");
      OpOperand *operand = merged.getMatchingOpOperand(arg);
      if (operand->get() != node.value)
        return fail("an operand reads another tensor");
      if (merged.isDpsInit(operand) != node.init)
        return fail("an input became an init or the reverse");
      if (relevant)
        out.reads.push_back({node.map, merged.getMatchingIndexingMap(operand)});
      return true;
    }
    case PayloadSnapshot::Node::Index:
      if (relevant)
        out.indexUses.push_back({node.dim, tracer.value(v)});
      return true;
    case PayloadSnapshot::Node::Outside:
      return v == node.value || fail("a value from outside the op changed");
    case PayloadSnapshot::Node::Op: {
      Operation *def = v.getDefiningOp();
      if (!def || !merged->isProperAncestor(def))
        return fail("an op of the sibling's payload is missing");
      if (def->getName().getStringRef() != node.name ||
          def->getAttrDictionary() != node.attrs ||
          cast<OpResult>(v).getResultNumber() != node.resultNo ||
          def->getNumOperands() != node.operands.size() ||
          !llvm::equal(def->getResultTypes(), node.types))
        return fail("'" + node.name + "' became another op");
      auto apply = dyn_cast<affine::AffineApplyOp>(def);
      for (auto [k, operand] : llvm::enumerate(node.operands)) {
        bool used = true;
        if (apply) {
          AffineMap map = apply.getAffineMap();
          unsigned numDims = map.getNumDims();
          used = k < numDims ? map.isFunctionOfDim(k)
                             : map.isFunctionOfSymbol(k - numDims);
        }
        if (!match(operand, def->getOperand(k), relevant && used))
          return false;
      }
      return true;
    }
    }
    return false;
  }
};

} // namespace

PayloadSnapshot ext::snapshotPayload(linalg::GenericOp op,
                                     llvm::StringRef label) {
  PayloadSnapshot snap;
  snap.label = label.str();
  snap.loops = loopNestOf(op);
  Snapshotter s{op, snap, llvm::DenseMap<Value, unsigned>()};
  for (Value v : op.getBody()->getTerminator()->getOperands())
    snap.yields.push_back(s.node(v));
  for (OpOperand &init : op.getDpsInitsMutable()) {
    snap.outMaps.push_back(op.getMatchingIndexingMap(&init));
    snap.inits.push_back(init.get());
  }
  for (Value result : op->getResults())
    snap.used.push_back(!result.use_empty());
  return snap;
}

HorizontalStepRecord::Result
ext::matchSiblingResult(const PayloadSnapshot &sibling, unsigned result,
                        linalg::GenericOp merged, unsigned mergedResult,
                        bool sameLoops) {
  HorizontalStepRecord::Result out;
  out.sibling = "result " + std::to_string(result) + " of " + sibling.label;
  out.loops = sibling.loops;
  out.sameLoops = sameLoops;
  out.outMap = sibling.outMaps[result];
  if (!merged || mergedResult >= merged->getNumResults()) {
    out.mismatch = "not replaced by a result of the merged op";
    return out;
  }
  OpOperand *init = merged.getDpsInitOperand(mergedResult);
  out.mergedOutMap = merged.getMatchingIndexingMap(init);
  if (init->get() != sibling.inits[result]) {
    out.mismatch = "the merged result has another init";
    return out;
  }
  Matcher m(sibling, merged, out);
  m.match(sibling.yields[result],
          merged.getBody()->getTerminator()->getOperand(mergedResult));
  return out;
}
