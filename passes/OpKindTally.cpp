//===- OpKindTally.cpp ----------------------------------------------------===//
#include "passes/OpKindTally.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

static bool isCounted(Operation *op) {
  return isa<linalg::LinalgOp, tensor::PadOp, linalg::PackOp, linalg::UnPackOp,
             linalg::SoftmaxOp>(op);
}

/// The outermost scf.for / scf.forall around `op`, or null.
static Operation *outermostLoop(Operation *op) {
  Operation *loop = nullptr;
  for (Operation *p = op->getParentOp(); p && !isa<func::FuncOp>(p);
       p = p->getParentOp())
    if (isa<scf::ForOp, scf::ForallOp>(p))
      loop = p;
  return loop;
}

std::map<std::string, bool> fusefuzz::tallyOpKinds(func::FuncOp unfused,
                                                   func::FuncOp fused,
                                                   unsigned fusions) {
  std::map<std::string, bool> kinds;
  // All-parallel ops (and pads) of each kind outside loops: unfused count
  // minus fused count. Elementwise and pad fusion absorb only those into
  // their consumers, so a smaller count of them means a fusion.
  std::map<std::string, int> outside;
  // (Packs, unpacks and softmax only fuse by tiling: canonicalization
  // folding one away is no fusion.)
  auto absorbable = [](Operation *op) {
    if (isa<tensor::PadOp>(op))
      return true;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    return linalgOp && linalgOp.getNumParallelLoops() == linalgOp.getNumLoops();
  };
  unfused.walk([&](Operation *op) {
    if (!isCounted(op))
      return;
    std::string name = op->getName().getStringRef().str();
    kinds.emplace(name, false);
    outside[name] += absorbable(op);
  });
  if (!fusions || !fused)
    return kinds;
  // Counted ops per outermost loop of the fused function; a kind fused by
  // tiling has an op in a loop that holds another.
  llvm::DenseMap<Operation *, unsigned> perLoop;
  std::vector<std::pair<std::string, Operation *>> inLoops;
  fused.walk([&](Operation *op) {
    if (!isCounted(op))
      return;
    std::string name = op->getName().getStringRef().str();
    if (Operation *loop = outermostLoop(op)) {
      ++perLoop[loop];
      inLoops.emplace_back(std::move(name), loop);
    } else {
      outside[name] -= absorbable(op);
    }
  });
  for (const auto &[name, loop] : inLoops)
    if (auto it = kinds.find(name); it != kinds.end() && perLoop[loop] > 1)
      it->second = true;
  for (auto &[name, fusedKind] : kinds)
    fusedKind |= outside[name] > 0;
  return kinds;
}
