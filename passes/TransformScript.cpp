//===- TransformScript.cpp ------------------------------------------------===//
#include "passes/TransformScript.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/TilingInterface.h"

using namespace mlir;

std::string fusefuzz::diagnosticHeadline(llvm::StringRef diagnostic) {
  llvm::StringRef first =
      diagnostic.take_until([](char c) { return c == '\n'; });
  first = first.take_front(first.find(" %")).trim();
  return first.empty() ? "(no diagnostic)" : first.take_front(80).str();
}

unsigned fusefuzz::tilingOpsInLoops(func::FuncOp func) {
  unsigned n = 0;
  func.walk([&](TilingInterface op) {
    if (op->getParentOfType<scf::ForOp>() ||
        op->getParentOfType<scf::ForallOp>())
      ++n;
  });
  return n;
}

unsigned fusefuzz::tiledLoopNests(func::FuncOp func) {
  unsigned n = 0;
  func.walk([&](Operation *op) {
    if (!isa<scf::ForOp, scf::ForallOp>(op) ||
        op->getParentOfType<scf::ForOp>() ||
        op->getParentOfType<scf::ForallOp>())
      return;
    bool holdsTiled = false;
    op->walk([&](TilingInterface) { holdsTiled = true; });
    n += holdsTiled;
  });
  return n;
}

bool fusefuzz::isTransformScriptOp(Operation *op) {
  if (auto module = dyn_cast<ModuleOp>(op))
    return module->hasAttr(
        transform::TransformDialect::kWithNamedSequenceAttrName);
  return op->getName().getDialectNamespace() == "transform";
}

LogicalResult fusefuzz::applyTransformScript(func::FuncOp payload,
                                             ModuleOp script,
                                             std::string &diagnostic) {
  std::string error, remark;
  LogicalResult applied = failure();
  {
    ScopedDiagnosticHandler handler(payload.getContext(), [&](Diagnostic &d) {
      std::string &first =
          d.getSeverity() == DiagnosticSeverity::Error ? error : remark;
      if (first.empty() && d.getSeverity() != DiagnosticSeverity::Note)
        first = d.str();
      return success();
    });
    Operation *entry = transform::detail::findTransformEntryPoint(
        payload, script,
        transform::TransformDialect::kTransformEntryPointSymbolName);
    if (entry) {
      applied = transform::applyTransformNamedSequence(
          payload, entry, script, transform::TransformOptions());
    } else {
      // An older script: one top-level transform op (transform.sequence).
      transform::TransformOpInterface top;
      for (Operation &op : script.getBody()->getOperations())
        if (auto t = dyn_cast<transform::TransformOpInterface>(op)) {
          top = t;
          break;
        }
      if (!top) {
        diagnostic = "the transform script has no entry point (a "
                     "transform.named_sequence @__transform_main or a "
                     "top-level transform.sequence)";
        return failure();
      }
      error.clear();
      remark.clear();
      applied = transform::applyTransforms(payload, top);
    }
  }
  if (failed(applied))
    diagnostic = !error.empty()    ? error
                 : !remark.empty() ? remark
                                   : "the transform script failed without a "
                                     "diagnostic";
  return applied;
}
