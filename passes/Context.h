//===- Context.h - The MLIRContext every stage shares -----------*- C++ -*-===//
#ifndef FUSEFUZZ_PASSES_CONTEXT_H
#define FUSEFUZZ_PASSES_CONTEXT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>

namespace fusefuzz {

/// A context with every dialect, extension, pass and LLVM translation that
/// parsing, fusion and lowering need. Single-threaded: cases are tiny and
/// determinism matters more than parallel pattern application.
std::unique_ptr<mlir::MLIRContext> createContext();

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
