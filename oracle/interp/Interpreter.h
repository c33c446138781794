//===- Interpreter.h - Executing a case at the tensor level -----*- C++ -*-===//
//
// Runs a case function without lowering or compiling it: tensors are
// values, linalg ops loop over their iteration space running a compiled
// payload (Kernel.h), tensor and scf ops do what their semantics say. It
// is the fast path of execution; the JIT (Executor.h) checks a sample of
// cases and every failure the interpreter reports, so the two must agree.
//
// Like the JIT, a fresh tensor (tensor.empty) holds a poison pattern, and
// reads out of bounds, divisions by zero and runaway loops fail the run
// with a message instead of producing a value.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_INTERP_INTERPRETER_H
#define FUSEFUZZ_ORACLE_INTERP_INTERPRETER_H

#include "oracle/exec/Executor.h"
#include "oracle/exec/Signature.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <memory>

namespace fusefuzz {

namespace interp {
class Program;
}

class Interpreter {
public:
  ~Interpreter();
  /// Prepares `func` (compiles its payloads); null, with `why` naming the
  /// first op it does not implement, when it cannot run it.
  static std::unique_ptr<Interpreter> create(mlir::func::FuncOp func,
                                             std::string &why);

  /// Runs the function on `inputs` (one per tensor or scalar argument of
  /// `sig`, as for JitModule::run); fresh tensors hold `poison`.
  /// `poisonFree`, when given, says whether the results are the same
  /// under every poison pattern: no computation read an element still
  /// holding its poison, and no result holds one.
  mlir::LogicalResult run(const Signature &sig,
                          llvm::ArrayRef<HostTensor> inputs,
                          std::vector<HostTensor> &outputs, std::string &error,
                          Poison poison = Poison::A,
                          bool *poisonFree = nullptr);

  /// Payload points (and loop iterations) one run may execute before it
  /// fails as runaway.
  static constexpr int64_t kStepBudget = int64_t(1) << 27;
  /// Whether the last run failed for running past kStepBudget: a limit of
  /// this executor (fusion that recomputes a window's halo in every tile
  /// multiplies the work), not a failure of the function.
  bool ranOutOfSteps() const { return outOfSteps; }
  /// The first race of the last run, empty where none: two iterations of
  /// an scf.forall that wrote one element of a shared output (run one
  /// after the other, as the JIT runs them, so the values do not show it).
  const std::string &race() const { return lastRace; }

private:
  Interpreter() = default;
  std::unique_ptr<interp::Program> program;
  bool outOfSteps = false;
  std::string lastRace;
};

} // namespace fusefuzz

#endif
