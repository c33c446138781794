//===- DecomposeLayoutOps.cpp ---------------------------------------------===//
#include "passes/DecomposeLayoutOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

static bool isLayoutOp(Operation *op) {
  return isa<linalg::PackOp, linalg::UnPackOp, linalg::SoftmaxOp>(op);
}

bool fusefuzz::hasLayoutOps(Operation *root) {
  return root
      ->walk([](Operation *op) {
        return isLayoutOp(op) ? WalkResult::interrupt() : WalkResult::advance();
      })
      .wasInterrupted();
}

LogicalResult fusefuzz::decomposeLayoutOps(Operation *root,
                                           std::string &error) {
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (isLayoutOp(op))
      ops.push_back(op);
  });
  IRRewriter rewriter(root->getContext());
  for (Operation *op : ops) {
    rewriter.setInsertionPoint(op);
    LogicalResult done = failure();
    // Always the general forms: lowerUnPack's shortcut for an unpack with
    // unit outer dims (`lowerUnpadLikeWithExtractSlice`) slices along the
    // wrong dims where the tiled dim is not the last one (out of bounds;
    // corpus/known/lower-unpack-unpad-like-out-of-bounds.mlir).
    if (auto pack = dyn_cast<linalg::PackOp>(op)) {
      done = linalg::lowerPack(rewriter, pack,
                               /*lowerPadLikeWithInsertSlice=*/false);
    } else if (auto unpack = dyn_cast<linalg::UnPackOp>(op)) {
      done = linalg::lowerUnPack(rewriter, unpack,
                                 /*lowerUnpadLikeWithExtractSlice=*/false);
    } else {
      auto aggregated = cast<linalg::AggregatedOpInterface>(op);
      FailureOr<SmallVector<Value>> values =
          aggregated.decomposeOperation(rewriter);
      if (succeeded(values)) {
        rewriter.replaceOp(op, *values);
        done = success();
      }
    }
    if (failed(done)) {
      std::string loc;
      llvm::raw_string_ostream os(loc);
      os << op->getLoc();
      error = llvm::formatv("{0}: upstream could not decompose '{1}'", loc,
                            op->getName());
      return failure();
    }
  }
  return success();
}
