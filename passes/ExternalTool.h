//===- ExternalTool.h - Fusion by an external mlir-opt-like tool -*- C++
//-*-===//
//
// Lets fusefuzz fuzz any fusion implementation that ships as an
// mlir-opt-compatible binary (upstream mlir-opt, a downstream *-opt): the
// case is written to a file, the tool runs it with a pipeline under a time
// limit, and its output is parsed back into the harness's context.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_EXTERNALTOOL_H
#define FUSEFUZZ_PASSES_EXTERNALTOOL_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>

namespace fusefuzz {

struct ExternalTool {
  std::string path;     // the binary
  std::string pipeline; // "builtin.module(...)" or plain flags
  unsigned timeoutSeconds = 30;

  /// The arguments after the input file: `--pass-pipeline=P` when the
  /// pipeline is a bare one (it has parentheses and does not start with
  /// '-'), else the pipeline split into flags at spaces (so a plugin and
  /// its pipeline: `--load-pass-plugin=X.so --pass-pipeline=builtin.module(
  /// ...)`).
  std::vector<std::string> arguments() const;
  /// The shell command a user would type for `input`.
  std::string command(llvm::StringRef input) const;
};

struct ExternalResult {
  enum Kind { Ok, Crashed, TimedOut, Failed, Unparsable } kind = Ok;
  std::string message; // stderr, exit status or parse errors
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

/// Runs `tool` on `text` (the case module) and parses what it prints.
ExternalResult runExternalTool(const ExternalTool &tool, llvm::StringRef text,
                               mlir::MLIRContext &context);

} // namespace fusefuzz

#endif
