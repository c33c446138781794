//===- InProcessPipeline.h - A pass pipeline run inside the harness -*- C++
//-*-//
//
// The fusion under test given as a pass pipeline, run in the worker process
// on the case's module: upstream passes (every pass MLIR registers) and a
// downstream team's passes loaded from plugins through MLIR's own plugin API
// (as `mlir-opt --load-pass-plugin` does). The same pipeline through an
// external `*-opt` binary costs a process per case.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_INPROCESSPIPELINE_H
#define FUSEFUZZ_PASSES_INPROCESSPIPELINE_H

#include "mlir/IR/BuiltinOps.h"

#include <string>
#include <vector>

namespace fusefuzz {

struct InProcessPipeline {
  /// A textual pipeline (`builtin.module(func.func(...))`, `func.func(...)`)
  /// or mlir-opt flags (`--linalg-fuse-elementwise-ops --canonicalize`).
  std::string pipeline;
  std::vector<std::string> passPlugins, dialectPlugins;

  /// The pipeline anchored on the module: `builtin.module(...)`; flags
  /// `--name` and `--name=options` become `name` and `name{options}`.
  std::string textual() const;
  /// fusefuzz's flags that load the plugins (" --load-pass-plugin P ...").
  std::string pluginFlags() const;
  /// The plain `mlir-opt` command that runs it on `input`.
  std::string mlirOptCommand(llvm::StringRef input) const;
};

/// Loads the plugins (each file once per process): their passes join the
/// registry, their dialects every context made afterwards
/// (fusefuzz::createContext). False with `error` naming the file.
bool loadPlugins(const InProcessPipeline &pipeline, std::string &error);

/// Runs the pipeline on `module`; failure with the parse error or the
/// passes' diagnostics in `error`.
mlir::LogicalResult runInProcess(const InProcessPipeline &pipeline,
                                 mlir::ModuleOp module, std::string &error);

} // namespace fusefuzz

#endif
