//===- Context.h - The MLIRContext every stage shares -----------*- C++ -*-===//
#ifndef FUSEFUZZ_PASSES_CONTEXT_H
#define FUSEFUZZ_PASSES_CONTEXT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <memory>
#include <string>

namespace fusefuzz {

/// A context with every dialect, extension, pass and LLVM translation that
/// parsing, fusion and lowering need. Single-threaded: cases are tiny and
/// determinism matters more than parallel pattern application.
std::unique_ptr<mlir::MLIRContext> createContext();

/// Adds dialects (a dialect plugin's) to every context created afterwards.
void addDialectRegistration(
    std::function<void(mlir::DialectRegistry &)> registration);

/// Collects the context's diagnostics into a string while in scope.
class DiagnosticCollector {
public:
  DiagnosticCollector(mlir::MLIRContext &context, std::string &out);

private:
  llvm::raw_string_ostream os;
  mlir::ScopedDiagnosticHandler handler;
};

/// Parses and verifies `text`. On failure returns null and puts the
/// diagnostics (with `bufferName` as the file name) into `error`.
mlir::OwningOpRef<mlir::ModuleOp> parseModule(llvm::StringRef text,
                                              llvm::StringRef bufferName,
                                              mlir::MLIRContext &context,
                                              std::string &error);

/// Verifies `op`, returning the verifier's diagnostics ("" when valid).
std::string verifyToString(mlir::Operation *op);

/// Prints `op` in generic-free, stable form.
std::string printOp(mlir::Operation *op);

} // namespace fusefuzz

#endif
