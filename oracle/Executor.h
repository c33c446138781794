//===- Executor.h - JIT-compile a lowered module and call into it -*- C++
//-*-===//
#ifndef FUSEFUZZ_ORACLE_EXECUTOR_H
#define FUSEFUZZ_ORACLE_EXECUTOR_H

#include "oracle/Signature.h"

#include "mlir/IR/BuiltinOps.h"
#include <memory>

namespace mlir {
class ExecutionEngine;
}

namespace fusefuzz {

/// One function's arguments packed once, for repeated calls (timing).
class PreparedCall {
public:
  ~PreparedCall();
  /// Calls the function; copies its results into `outputs` when given,
  /// then frees the buffers it returned.
  mlir::LogicalResult invoke(std::vector<HostTensor> *outputs,
                             std::string &error);
  /// Copies the original inputs back (a function may write into them).
  void restoreInputs();

private:
  friend class JitModule;
  PreparedCall() = default;
  void (*fn)(void **) = nullptr;
  Signature sig;
  std::vector<HostTensor> inputs;
  std::vector<void *> buffers;
  std::vector<int64_t> slots, results;
  std::vector<void *> args;
};

/// One JIT-compiled module holding several functions with the same
/// tensor-level signature (the unfused and the fused case).
class JitModule {
public:
  ~JitModule();
  /// Compiles `module`, already lowered to the LLVM dialect. `optimize`
  /// selects LLVM -O2 instead of the fast -O0 used for fuzzing.
  static std::unique_ptr<JitModule> compile(mlir::ModuleOp module,
                                            bool optimize, std::string &error);

  /// Initializes the native target once (also done lazily by compile).
  static void initializeTarget();

  /// Calls `name` on copies of `inputs` (index arguments come from `sig`)
  /// and copies every result into `outputs`, freeing the result buffers the
  /// callee allocated.
  mlir::LogicalResult run(llvm::StringRef name, const Signature &sig,
                          llvm::ArrayRef<HostTensor> inputs,
                          std::vector<HostTensor> &outputs, std::string &error);

  /// Packs `inputs` once for repeated calls of `name`.
  std::unique_ptr<PreparedCall> prepare(llvm::StringRef name,
                                        const Signature &sig,
                                        llvm::ArrayRef<HostTensor> inputs,
                                        std::string &error);

  /// The packed function pointer of `name`.
  void (*packed(llvm::StringRef name, std::string &error))(void **);

private:
  JitModule() = default;
  std::unique_ptr<mlir::ExecutionEngine> engine;
};

} // namespace fusefuzz

#endif
