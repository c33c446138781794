//===- RuntimeChecks.h - Runtime checks of the JIT's checking build -*- C++
//-*-===//
//
// The JIT's checking build asserts at run time what the interpreter checks
// (oracle/interp): slices inside their tensors and of non-negative size,
// element reads and writes in bounds, pads and empty tensors of
// non-negative size. Upstream's runtime op verification
// (RuntimeVerifiableOpInterface, as -generate-runtime-verification runs it)
// supplies the tensor dialect's checks; MLIR 22 has none for negative slice
// sizes or for insert_slice, so those are added here in the same form. The
// assertions then call back into the harness instead of aborting, so a
// failed check ends the call with a verdict naming the op.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_PASSES_RUNTIMECHECKS_H
#define FUSEFUZZ_PASSES_RUNTIMECHECKS_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"

namespace fusefuzz {

/// The function every check calls with whether it holds (0 or 1) and its
/// number.
constexpr llvm::StringLiteral kRuntimeCheck = "fusefuzz_runtime_check";
/// The module attribute listing the checks' messages, by number.
constexpr llvm::StringLiteral kRuntimeChecksAttr = "fusefuzz.runtime_checks";

/// A check's message: the op's name, its line where known, and `what`
/// ("tensor.extract_slice (line 58): offset 2 is out-of-bounds"). The
/// interpreter names a failed check of the same op the same way.
std::string runtimeCheckMessage(mlir::Operation *op, llvm::StringRef what);

/// Inserts the runtime checks before every op of `module` that needs one
/// (tensor-level IR; only where `harnessChecks`), then turns every
/// `cf.assert`, the case's own included, into a call of kRuntimeCheck with
/// its condition (a case's assertion never aborts the process); the
/// messages go to the module attribute kRuntimeChecksAttr. Returns the
/// number of checks.
unsigned addRuntimeChecks(mlir::ModuleOp module, bool harnessChecks = true);

} // namespace fusefuzz

#endif
