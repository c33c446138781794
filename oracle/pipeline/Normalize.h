//===- Normalize.h - IR users write, made checkable -------------*- C++ -*-===//
//
// Two forms common in hand-written and upstream test IR are rewritten
// before a case is checked, each with a note in the result:
//  - elementwise arith/math ops on whole tensors (`arith.addf %a, %b :
//    tensor<7xf32>`) become linalg.generic ops, as
//    --convert-elementwise-to-linalg does (fusion pipelines run it first);
//  - a tensor.empty whose contents an op reads (the init of a reduction,
//    an init the payload reads) would make the case read uninitialized
//    memory: every such use reads a new function argument instead, so the
//    case is defined for every value of that init and fusion is checked
//    for all of them.
// Runtime sizes missing for dynamic arguments are solved afterwards
// (RuntimeSizes.h).
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_PIPELINE_NORMALIZE_H
#define FUSEFUZZ_ORACLE_PIPELINE_NORMALIZE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <string>
#include <vector>

namespace fusefuzz {

/// Rewrites `func` as above. Returns false with `error` set when the
/// elementwise conversion fails; appends one line per rewrite to `notes`.
bool normalizeCase(mlir::func::FuncOp func, std::vector<std::string> &notes,
                   std::string &error);

/// Ops of other dialects that say what the subset says, rewritten before
/// the subset check (a note each): `llvm.mlir.constant` of a builtin
/// scalar becomes `arith.constant`; `shape.shape_of` of a ranked tensor
/// becomes the `tensor.dim` of each dim, read through `tensor.extract` at
/// constant positions (other uses stay, and the subset check names them).
void normalizeForeignOps(mlir::ModuleOp module,
                         std::vector<std::string> &notes);

/// Integer arguments whose elements a payload uses as `tensor.extract`
/// indices (through casts) get a `fusefuzz.index_bound` attribute: the
/// smallest extent they index, so that the inputs fusefuzz draws stay in
/// bounds (random integers would read outside the tensor, in the unfused
/// and the fused case alike). Runs after the runtime sizes are known;
/// appends a note per bounded argument.
void boundIndexData(mlir::func::FuncOp func, std::vector<std::string> &notes);

} // namespace fusefuzz

#endif
