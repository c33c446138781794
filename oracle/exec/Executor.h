//===- Executor.h - JIT-compile a lowered module and call into it -*- C++
//-*-===//
//
// Every buffer the compiled code allocates is filled with a poison byte
// before the code sees it, chosen per call: a result that changes with the
// poison byte was computed from memory nobody wrote.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_EXEC_EXECUTOR_H
#define FUSEFUZZ_ORACLE_EXEC_EXECUTOR_H

#include "oracle/exec/Signature.h"

#include "mlir/IR/BuiltinOps.h"
#include <memory>

namespace mlir {
class ExecutionEngine;
}
namespace llvm::orc {
class JITTargetMachineBuilder;
}

namespace fusefuzz {

/// Poison bytes for fresh allocations. `PoisonA` (0xFF) is a NaN in f16 and
/// f32, -1 in every integer type and true in i1; `PoisonB` (0xFE) is a NaN
/// with another payload in f16, -1.7e38 in f32, -2 in integers and false in
/// i1: every element type reads differently under the two.
enum class Poison : uint8_t { A = 0xFF, B = 0xFE };
llvm::StringRef poisonName(Poison p);

/// The host target, detected once per session.
class JitTarget {
public:
  /// Initializes LLVM's native target (once per process) and detects the
  /// host; null with `error` set when the host cannot be used.
  static std::unique_ptr<JitTarget> detect(std::string &error);
  ~JitTarget();
  const llvm::orc::JITTargetMachineBuilder &host() const { return *builder; }

private:
  JitTarget() = default;
  std::unique_ptr<llvm::orc::JITTargetMachineBuilder> builder;
};

/// One function's arguments packed once, for repeated calls (timing).
class PreparedCall {
public:
  ~PreparedCall();
  /// Calls the function with fresh allocations filled with `poison`;
  /// copies its results into `outputs` when given, then frees the buffers
  /// it returned.
  mlir::LogicalResult invoke(std::vector<HostTensor> *outputs,
                             std::string &error, Poison poison = Poison::A);
  /// Calls the function as timing wants it: its allocations come without
  /// guard zones, poison or checks, from the blocks earlier timed calls
  /// freed where one fits (a caching allocator), else from libc. Measured
  /// back to back on corpus/bench: 12% to 77% less time per call than
  /// through `invoke`, whose checking was most of a small kernel's time.
  /// Only for a function `invoke` has run without a finding (with these
  /// inputs): nothing here stops a wrong kernel writing anywhere.
  void invokeTimed();
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
  const std::vector<std::string> *checkMessages = nullptr;
};

/// One JIT-compiled module holding several functions with the same
/// tensor-level signature (the unfused and the fused case).
class JitModule {
public:
  ~JitModule();
  /// Compiles `module`, already lowered to the LLVM dialect, for `target`.
  /// `optimize` selects LLVM -O3 instead of the fast -O0 used for fuzzing.
  static std::unique_ptr<JitModule> compile(const JitTarget &target,
                                            mlir::ModuleOp module,
                                            bool optimize, std::string &error);

  /// Calls `name` on copies of `inputs` (index arguments come from `sig`)
  /// and copies every result into `outputs`, freeing the result buffers the
  /// callee allocated.
  mlir::LogicalResult run(llvm::StringRef name, const Signature &sig,
                          llvm::ArrayRef<HostTensor> inputs,
                          std::vector<HostTensor> &outputs, std::string &error,
                          Poison poison = Poison::A);

  /// Packs `inputs` once for repeated calls of `name`.
  std::unique_ptr<PreparedCall> prepare(llvm::StringRef name,
                                        const Signature &sig,
                                        llvm::ArrayRef<HostTensor> inputs,
                                        std::string &error);

  /// The packed function pointer of `name`.
  void (*packed(llvm::StringRef name, std::string &error))(void **);

  /// Whether the module was lowered with runtime checks (the checking
  /// build: a failed check ends a call with the check's message).
  bool checked() const { return !checkMessages.empty(); }

private:
  JitModule() = default;
  std::unique_ptr<mlir::ExecutionEngine> engine;
  std::vector<std::string> checkMessages; // by check number
};

} // namespace fusefuzz

#endif
