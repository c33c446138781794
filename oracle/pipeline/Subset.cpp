//===- Subset.cpp ---------------------------------------------------------===//
#include "oracle/pipeline/Subset.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

// MLIR's named elementwise ops (`linalg.exp ins(%a) outs(%b)`, linalg.add,
// linalg.max, ...) and any other named op of the same shape: a Linalg op on
// tensors whose loops are all parallel and whose maps are projected
// permutations. Its payload is walked like every other region, so an op in
// it outside the subset is still rejected.
static bool isElementwiseLinalgOp(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      linalgOp.getNumParallelLoops() != linalgOp.getNumLoops())
    return false;
  return llvm::all_of(linalgOp.getIndexingMapsArray(), [](AffineMap map) {
    return map.isProjectedPermutation();
  });
}

static bool isAllowed(Operation *op) {
  static const llvm::StringSet<> allowed = {
      "func.return", "linalg.generic", "linalg.yield", "linalg.index",
      "linalg.fill", "tensor.empty",
      // Named ops tile-and-fuse centres on (the elementwise family leaves
      // them alone; execution and the tile strategies see them as users
      // write them).
      "linalg.matmul", "linalg.batch_matmul", "linalg.reduce",
      "linalg.transpose", "linalg.broadcast", "linalg.map",
      "linalg.elementwise", "tensor.pad", "tensor.yield", "tensor.dim",
      "tensor.extract_slice", "tensor.insert_slice", "tensor.cast",
      "tensor.parallel_insert_slice", "affine.apply", "affine.min",
      "affine.max",
      // Reshapes and concatenation around the ops (reshape propagation
      // fires on them), and gathers from a whole tensor in a payload.
      "tensor.expand_shape", "tensor.collapse_shape", "tensor.concat",
      "tensor.extract",
      // A case's own assertions: checked by both executors (a failing one
      // fails the run), never lowered to an abort.
      "cf.assert"};
  llvm::StringRef name = op->getName().getStringRef();
  // Convolutions and pooling (linalg.conv_2d_nhwc_hwcf, depthwise, pooling):
  // named Linalg ops on tensors whose payloads are walked like the rest.
  if (isa<linalg::ConvolutionOpInterface>(op) &&
      cast<linalg::LinalgOp>(op).hasPureTensorSemantics())
    return true;
  if (allowed.contains(name) || isElementwiseLinalgOp(op))
    return true;
  // Packs, unpacks and softmax on tensors: executed and proved through
  // upstream's decompositions (passes/DecomposeLayoutOps.h).
  if (isa<linalg::PackOp, linalg::UnPackOp, linalg::SoftmaxOp>(op))
    return op->getNumResults() == 1;
  // arith and math ops are pure computations, scf ops structured control
  // flow (tiled fusion output); everything else is rejected.
  return name.starts_with("arith.") || name.starts_with("math.") ||
         name.starts_with("scf.");
}

func::FuncOp fusefuzz::checkSubset(ModuleOp module, std::string &error) {
  func::FuncOp func;
  for (Operation &op : module.getBody()->getOperations()) {
    auto f = dyn_cast<func::FuncOp>(op);
    if (!f) {
      error = llvm::formatv("'{0}' at module level is outside the supported "
                            "subset (one func.func)",
                            op.getName());
      return nullptr;
    }
    if (f.isExternal()) {
      error = llvm::formatv("external function declaration @{0} is rejected: "
                            "cases may not call outside the harness",
                            f.getSymName());
      return nullptr;
    }
    if (func) {
      error = "more than one function: a case is exactly one func.func";
      return nullptr;
    }
    func = f;
  }
  if (!func) {
    error = "no function: a case is exactly one func.func";
    return nullptr;
  }
  Operation *bad = nullptr;
  func.getBody().walk([&](Operation *op) {
    if (!isAllowed(op)) {
      bad = op;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (bad) {
    std::string loc;
    llvm::raw_string_ostream os(loc);
    os << bad->getLoc();
    error = llvm::formatv(
        "{0}: '{1}' is outside the supported subset{2}", loc, bad->getName(),
        isa<func::CallOp>(bad) ? " (calls could leave the harness)" : "");
    return nullptr;
  }
  return func;
}
