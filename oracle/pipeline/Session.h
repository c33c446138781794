//===- Session.h - Everything the stages of a check share -------*- C++ -*-===//
//
// One object owns what is expensive to build and must live exactly as long
// as the cases that use it: the MLIRContext, the lowering pass manager bound
// to it, the host JIT target and the strategy table (each proof makes a Z3
// context of its own: oracle/equiv/Equivalence.h). Stages
// receive it explicitly; nothing in the oracle path is process-global, so a
// test, a libFuzzer target or a reducer can make a session of its own.
//
//===----------------------------------------------------------------------===//
#ifndef FUSEFUZZ_ORACLE_PIPELINE_SESSION_H
#define FUSEFUZZ_ORACLE_PIPELINE_SESSION_H

#include "oracle/exec/Executor.h"
#include "passes/Lowering.h"
#include "passes/Strategy.h"

#include "mlir/IR/MLIRContext.h"

#include <memory>
#include <string>

namespace fusefuzz {

class Session {
public:
  /// Builds a session; null with `error` set if the lowering pipeline or
  /// the host target cannot be set up. `strategies`: the built-ins and
  /// whatever the binary registered (downstream fusion code); sessions made
  /// for work on a finding copy their parent's.
  static std::unique_ptr<Session>
  create(std::string &error,
         const StrategyRegistry &strategies = StrategyRegistry());
  ~Session();
  Session(const Session &) = delete;
  Session &operator=(const Session &) = delete;

  mlir::MLIRContext &context() { return *mlirContext; }
  LoweringPipeline &lowering() { return *loweringPipeline; }
  const JitTarget &jitTarget() const { return *target; }
  StrategyRegistry &strategies() { return strategyTable; }
  const StrategyRegistry &strategies() const { return strategyTable; }

private:
  Session() = default;
  // Declaration order is destruction order reversed: the pass manager
  // goes before the context it is bound to.
  std::unique_ptr<mlir::MLIRContext> mlirContext;
  std::unique_ptr<LoweringPipeline> loweringPipeline;
  std::unique_ptr<JitTarget> target;
  StrategyRegistry strategyTable;
};

} // namespace fusefuzz

#endif
