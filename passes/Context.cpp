//===- Context.cpp --------------------------------------------------------===//
#include "passes/Context.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace mlir;

/// What dialect plugins add to every context.
static std::vector<std::function<void(DialectRegistry &)>> &
extraRegistrations() {
  static std::vector<std::function<void(DialectRegistry &)>> all;
  return all;
}

void fusefuzz::addDialectRegistration(
    std::function<void(DialectRegistry &)> registration) {
  extraRegistrations().push_back(std::move(registration));
}

std::unique_ptr<MLIRContext> fusefuzz::createContext() {
  static std::once_flag passesRegistered;
  std::call_once(passesRegistered, [] { registerAllPasses(); });
  DialectRegistry registry;
  registerAllDialects(registry);
  for (const auto &registration : extraRegistrations())
    registration(registry);
  registerAllExtensions(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  auto context =
      std::make_unique<MLIRContext>(registry, MLIRContext::Threading::DISABLED);
  context->loadAllAvailableDialects();
  return context;
}

fusefuzz::DiagnosticCollector::DiagnosticCollector(MLIRContext &context,
                                                   std::string &out)
    : os(out), handler(&context, [this](Diagnostic &diag) {
        os << diag.getLocation() << ": ";
        switch (diag.getSeverity()) {
        case DiagnosticSeverity::Error:
          os << "error: ";
          break;
        case DiagnosticSeverity::Warning:
          os << "warning: ";
          break;
        default:
          os << "note: ";
        }
        os << diag << "\n";
        for (Diagnostic &note : diag.getNotes())
          os << "  note: " << note << "\n";
        return success();
      }) {}

OwningOpRef<ModuleOp> fusefuzz::parseModule(llvm::StringRef text,
                                            llvm::StringRef bufferName,
                                            MLIRContext &context,
                                            std::string &error) {
  DiagnosticCollector collector(context, error);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, bufferName), llvm::SMLoc());
  ParserConfig config(&context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, config);
  if (!module) {
    if (error.empty())
      error = (bufferName + ": could not parse a module").str();
    return nullptr;
  }
  return module;
}

std::string fusefuzz::verifyToString(Operation *op) {
  std::string out;
  DiagnosticCollector collector(*op->getContext(), out);
  if (failed(verify(op)) && out.empty())
    out = "verifier failed";
  return out;
}

std::string fusefuzz::printOp(Operation *op) {
  std::string out;
  llvm::raw_string_ostream os(out);
  op->print(os);
  return out;
}
