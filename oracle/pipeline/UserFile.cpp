//===- UserFile.cpp -------------------------------------------------------===//
#include "oracle/pipeline/UserFile.h"

#include "passes/TransformScript.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

/// Calls nested deeper than this are taken for recursion.
static constexpr unsigned kMaxInlineDepth = 16;

/// `@a, @b` for the symbol names `symbols`.
template <typename Range> static std::string atNames(Range &&symbols) {
  return llvm::join(
      llvm::map_range(symbols, [](StringRef n) { return ("@" + n).str(); }),
      ", ");
}

/// `@a, @b` for the functions `fs`.
static std::string names(llvm::ArrayRef<func::FuncOp> fs) {
  return atNames(
      llvm::map_range(fs, [](func::FuncOp f) { return f.getSymName(); }));
}

/// Moves the file's transform script out of `module`.
static LogicalResult takeScript(ModuleOp module, OwningOpRef<ModuleOp> &script,
                                std::string &error) {
  llvm::SmallVector<Operation *> topLevel;
  ModuleOp nested;
  for (Operation &op : module.getBody()->getOperations()) {
    if (!fusefuzz::isTransformScriptOp(&op))
      continue;
    if (auto m = dyn_cast<ModuleOp>(op)) {
      if (nested) {
        error = "two transform scripts (modules marked "
                "transform.with_named_sequence): give one";
        return failure();
      }
      nested = m;
    } else {
      topLevel.push_back(&op);
    }
  }
  if (nested && !topLevel.empty()) {
    error = "two transform scripts (a nested module marked "
            "transform.with_named_sequence and transform ops beside it): give "
            "one";
    return failure();
  }
  StringRef mark = transform::TransformDialect::kWithNamedSequenceAttrName;
  if (nested) {
    nested->remove();
    script = OwningOpRef<ModuleOp>(nested);
  } else if (!topLevel.empty()) {
    script = ModuleOp::create(module.getLoc());
    (*script)->setAttr(mark, UnitAttr::get(module.getContext()));
    for (Operation *op : topLevel)
      op->moveBefore(script->getBody(), script->getBody()->end());
  }
  module->removeAttr(mark);
  return success();
}

/// Whether `f` calls a function the module does not define.
static bool callsOutside(func::FuncOp f, ModuleOp module) {
  bool outside = false;
  f.walk([&](func::CallOp call) {
    auto callee = module.lookupSymbol<func::FuncOp>(call.getCallee());
    outside |= !callee || callee.isExternal();
  });
  return outside;
}

/// Replaces each call in `f` to a function `module` defines by the
/// callee's body, until none is left. Calls to declarations stay (the
/// subset check rejects them).
static LogicalResult inlineCalls(func::FuncOp f, ModuleOp module,
                                 llvm::SetVector<StringRef> &inlined,
                                 std::vector<std::string> &notes,
                                 std::string &error) {
  for (unsigned depth = 0;; ++depth) {
    llvm::SmallVector<std::pair<func::CallOp, func::FuncOp>> calls;
    f.walk([&](func::CallOp call) {
      auto callee = module.lookupSymbol<func::FuncOp>(call.getCallee());
      if (callee && !callee.isExternal())
        calls.emplace_back(call, callee);
    });
    if (calls.empty())
      break;
    if (depth == kMaxInlineDepth) {
      error = llvm::formatv("@{0} calls functions nested more than {1} deep "
                            "(recursion?): cannot inline them",
                            f.getSymName(), kMaxInlineDepth);
      return failure();
    }
    for (auto [call, callee] : calls) {
      if (!callee.getBody().hasOneBlock()) {
        error = llvm::formatv("@{0} calls @{1}, whose body has several "
                              "blocks: inline it by hand",
                              f.getSymName(), callee.getSymName());
        return failure();
      }
      Block &body = callee.front();
      IRMapping map;
      map.map(body.getArguments(), call.getOperands());
      OpBuilder builder(call);
      for (Operation &op : body.without_terminator())
        builder.clone(op, map);
      for (auto [result, returned] :
           llvm::zip(call.getResults(), body.getTerminator()->getOperands()))
        result.replaceAllUsesWith(map.lookupOrDefault(returned));
      call.erase();
      inlined.insert(callee.getSymName());
    }
  }
  if (!inlined.empty())
    notes.push_back(llvm::formatv("inlined the calls of @{0} to {1}",
                                  f.getSymName(), atNames(inlined)));
  return success();
}

/// The function to check: `funcName`, else the only candidate no other
/// candidate calls.
static func::FuncOp pickFunction(ModuleOp module, StringRef funcName,
                                 llvm::ArrayRef<func::FuncOp> defined,
                                 std::string &error) {
  if (!funcName.empty()) {
    for (func::FuncOp f : defined)
      if (f.getSymName() == funcName)
        return f;
    error = llvm::formatv("no function @{0} with a body in the file "
                          "(functions: {1})",
                          funcName, names(defined));
    return nullptr;
  }
  if (defined.size() == 1)
    return defined.front();
  // A driver (`@main` printing results) returns nothing or calls outside.
  std::vector<func::FuncOp> candidates;
  for (func::FuncOp f : defined)
    if (f.getNumResults() > 0 && !callsOutside(f, module))
      candidates.push_back(f);
  std::vector<func::FuncOp> roots;
  for (func::FuncOp f : candidates) {
    bool called = llvm::any_of(candidates, [&](func::FuncOp caller) {
      bool calls = false;
      caller.walk([&](func::CallOp call) {
        calls |= caller != f && call.getCallee() == f.getSymName();
      });
      return calls;
    });
    if (!called)
      roots.push_back(f);
  }
  if (roots.size() == 1)
    return roots.front();
  if (roots.empty())
    error = llvm::formatv("no function to check among {0}: a case returns "
                          "results and calls no external function",
                          names(defined));
  else
    error = llvm::formatv("several functions could be the case ({0}): pick "
                          "one with --func NAME",
                          names(roots));
  return nullptr;
}

LogicalResult fusefuzz::extractCase(ModuleOp module, StringRef funcName,
                                    OwningOpRef<ModuleOp> &script,
                                    std::vector<std::string> &notes,
                                    std::string &error) {
  if (failed(takeScript(module, script, error)))
    return failure();
  // The payload in a module of its own, as `mlir-opt --transform-interpreter`
  // inputs hold it beside the script's module.
  Block *body = module.getBody();
  while (llvm::hasSingleElement(body->getOperations()))
    if (auto payload = dyn_cast<ModuleOp>(body->front())) {
      while (!payload.getBody()->empty())
        payload.getBody()->front().moveBefore(body, body->end());
      payload.erase();
    } else {
      break;
    }
  std::vector<func::FuncOp> defined, declared;
  for (auto f : module.getOps<func::FuncOp>())
    (f.isExternal() ? declared : defined).push_back(f);
  bool oneFunction = defined.size() == 1 && declared.empty() &&
                     llvm::hasSingleElement(module.getBody()->getOperations());
  if (oneFunction && funcName.empty())
    return success();
  func::FuncOp f = pickFunction(module, funcName, defined, error);
  if (!f)
    return failure();
  llvm::SetVector<StringRef> inlined;
  if (failed(inlineCalls(f, module, inlined, notes, error)))
    return failure();
  std::vector<func::FuncOp> others;
  for (func::FuncOp g : defined)
    if (g != f && !inlined.contains(g.getSymName()))
      others.push_back(g);
  if (!others.empty())
    notes.push_back(llvm::formatv("checking @{0}; ignored {1} (not the "
                                  "function checked)",
                                  f.getSymName(), names(others)));
  for (func::FuncOp g : defined)
    if (g != f)
      g.erase();
  // Declarations the checked function still calls stay, for the subset
  // check to name.
  for (func::FuncOp g : declared)
    if (SymbolTable::symbolKnownUseEmpty(g, module))
      g.erase();
  return success();
}
