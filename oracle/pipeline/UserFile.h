//===- UserFile.h - A user's file reduced to one case -----------*- C++ -*-===//
//
// Files users write hold more than a case: a kernel, a `@main` that calls
// it with constants and prints the result (with the print function
// declared), helpers the kernel calls, and a transform script
// (`transform.with_named_sequence`) that is the schedule under test. This
// reduces such a file to the one function a case is, and hands its script
// to the fuse stage.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_PIPELINE_USERFILE_H
#define FUSEFUZZ_ORACLE_PIPELINE_USERFILE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>
#include <vector>

namespace fusefuzz {

/// Reduces `module` in place to one function: moves its transform script
/// (a nested module marked `transform.with_named_sequence`, or transform
/// ops at its top level) into `script` (left null where there is none);
/// picks the function named `funcName`, else the only one that returns
/// results, calls no external function and is called by no other such
/// function; inlines the calls it makes to functions the file defines; and
/// erases every other function and declaration. `notes` say what was
/// ignored or inlined. Fails with `error` where no function can be picked
/// or a call cannot be inlined. A module that is one function and no
/// script is left as it is.
mlir::LogicalResult extractCase(mlir::ModuleOp module, llvm::StringRef funcName,
                                mlir::OwningOpRef<mlir::ModuleOp> &script,
                                std::vector<std::string> &notes,
                                std::string &error);

} // namespace fusefuzz

#endif
