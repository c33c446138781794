//===- TransformScript.h - Applying a transform script in process -*- C++
//-*-===//
//
// The transform interpreter run on one function, as `mlir-opt
// --transform-interpreter` runs it on a module: the script's entry point is
// the named sequence `@__transform_main` (or, in older scripts, a top-level
// `transform.sequence`), its first argument the payload function. Used by
// the `transform` strategy and by users' own schedules.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_TRANSFORMSCRIPT_H
#define FUSEFUZZ_PASSES_TRANSFORMSCRIPT_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace fusefuzz {

/// Applies `script` (a module holding the script) to `payload`. On failure
/// `diagnostic` is the first error the interpreter emitted, else its first
/// remark (a silenceable failure at the top of a script), else a sentence
/// saying what is missing.
mlir::LogicalResult applyTransformScript(mlir::func::FuncOp payload,
                                         mlir::ModuleOp script,
                                         std::string &diagnostic);

/// A script's diagnostic as one short line without the IR a message may
/// print ("could not fuse %5 = ..."), so that a refusal is counted under
/// one name.
std::string diagnosticHeadline(llvm::StringRef diagnostic);

/// TilingInterface ops nested in scf loops of `func`: after a script, how
/// many ops it tiled or fused into loops.
unsigned tilingOpsInLoops(mlir::func::FuncOp func);

/// Outermost scf loops of `func` that hold a TilingInterface op: after a
/// script, how many loop nests it tiled (one root op each; the other ops
/// in a nest were fused into it).
unsigned tiledLoopNests(mlir::func::FuncOp func);

/// Whether `op` belongs to a transform script: a transform-dialect op, or
/// a module marked `transform.with_named_sequence`.
bool isTransformScriptOp(mlir::Operation *op);

} // namespace fusefuzz

#endif
